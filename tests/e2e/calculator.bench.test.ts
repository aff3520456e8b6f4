/**
 * The combat calculator's speed in Chromium on a 360 px phone: the time from
 * an input change to the updated column, over several changes, printed and
 * held under 50 ms. Timed alone (project e2e-timed):
 *   npx vitest run --project e2e-timed tests/e2e/calculator.bench.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, openPage, startHarness, waitForIslands } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('combat calculator speed', () => {
  it('re-renders within 50 ms of an input change on a 360 px phone', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await page.getByRole('button', { name: 'Book example (5.1.1)' }).click();
    await expect
      .poll(() => page.locator('[data-calculator="combat"] [data-final]').first().textContent())
      .toBe('4:1');
    const times = await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>(
        '[data-side="defender"] .calc-unit input[type="number"]',
      );
      const final = document.querySelector('[data-final]');
      const result: number[] = [];
      for (const sp of [1, 2, 1, 2, 1]) {
        if (!input || !final) return [Number.POSITIVE_INFINITY];
        const start = performance.now();
        const changed = new Promise<void>((resolve) => {
          new MutationObserver((_, observer) => {
            observer.disconnect();
            resolve();
          }).observe(final, { characterData: true, childList: true, subtree: true });
        });
        input.value = String(sp);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await changed;
        result.push(performance.now() - start);
      }
      return result;
    });
    console.log(`combat calculator re-render (ms): ${times.map((t) => t.toFixed(1)).join(', ')}`);
    expect(Math.max(...times)).toBeLessThan(50);
    expect(problems).toEqual([]);
    await context.close();
  });
});
