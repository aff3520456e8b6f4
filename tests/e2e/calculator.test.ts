/**
 * The table-side combat calculator in Chromium: the books' printed examples
 * entered through shared links and the keyboard, odds, phone layout, speed
 * and accessibility.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  defaultDraft,
  encodeDraft,
  type CombatDraft,
  type UnitDraft,
} from '../../src/calculators/combat/combat-draft.ts';
import type { EditionId } from '../../engine/medieval/types.ts';
import { axeViolations, openPage, startHarness, waitForIslands, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const infantry = (sp: number, armor = 0): UnitDraft => ({
  kind: 'infantry',
  sp,
  armor,
  cf: 0,
  disorganized: false,
  shiltron: false,
});

function situation(edition: EditionId, change: (d: CombatDraft) => void): string {
  const draft = defaultDraft(edition);
  draft.defender.terrain = 'clear';
  change(draft);
  return `/${edition}/table-side/?c=${encodeDraft(draft)}`;
}

const column = (page: import('playwright-core').Page) =>
  page.locator('[data-calculator="combat"] [data-final]').first();

describe('printed examples', () => {
  it('1.5 a: 8:3 with +3 and −1 is 5:1 in Bannockburn and Kosovo', async () => {
    const { page, context, problems } = await openPage(harness);
    for (const edition of ['bannockburn-1314', 'kosovo-1389'] as const) {
      await page.goto(
        situation(edition, (d) => {
          d.attacker.units = [infantry(2), infantry(2), infantry(2), infantry(2)];
          d.attacker.leader = 'stacked';
          d.attacker.banner = true;
          d.defender.units = [infantry(2), infantry(1)];
          d.defender.leader = 'in-range';
        }),
      );
      await waitForIslands(page, ['combat']);
      await expect.poll(() => column(page).textContent()).toBe('5:1');
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('1.5 b: 6:1 with +7 and −2 is 7:1 in Bannockburn but 9:1 in Kosovo', async () => {
    const { page, context, problems } = await openPage(harness);
    const b = (edition: EditionId) =>
      situation(edition, (d) => {
        d.attacker.units = [infantry(2, 1), infantry(2, 1), infantry(2, 1)];
        d.attacker.leader = 'stacked';
        d.attacker.banner = true;
        d.attacker.rearHexes = 1;
        d.attacker.opposingDirections = true;
        d.defender.units = [infantry(1)];
        d.defender.terrain = 'forest';
      });
    await page.goto(b('bannockburn-1314'));
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('7:1');
    await page.goto(b('kosovo-1389'));
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('9:1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('5.1.1 (the stream example), entered with the keyboard only: 4:1, a 4 gives -1 / D2, scatter on 1–2', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('4:1');
    const roll = page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled');
    await roll.focus();
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    const after = page.locator('[data-calculator="combat"] [data-result]');
    await expect.poll(() => after.getAttribute('data-result')).toBe('-1 / D2');
    expect(await after.textContent()).toContain('scattered on 1, 2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('8.2.5 a: attackers with a leader get A2 -1 — the leader dies on 2 or 3', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(
      situation('bannockburn-1314', (d) => {
        d.attacker.units = [infantry(1)];
        d.attacker.leader = 'stacked';
        d.defender.units = [infantry(2), infantry(2)];
        d.defender.terrain = 'forest';
      }),
    );
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('1:4');
    await page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled').fill('9');
    await page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled').press('Enter');
    await page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled').blur();
    const after = page.locator('[data-calculator="combat"] [data-result]');
    await expect.poll(() => after.getAttribute('data-result')).toBe('A2 -1');
    expect(await after.textContent()).toContain('Leader dies on 2D6 2, 3');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('8.2.5 b: defenders with a leader get D3 -1 and can retreat 2 — the leader dies on 2 to 5', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(
      situation('bannockburn-1314', (d) => {
        d.attacker.units = [infantry(2), infantry(2), infantry(2)];
        d.attacker.leader = 'stacked';
        d.defender.units = [infantry(1)];
        d.defender.leader = 'stacked';
        d.defender.canRetreat = 2;
      }),
    );
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('6:1');
    await page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled').fill('5');
    await page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled').blur();
    const after = page.locator('[data-calculator="combat"] [data-result]');
    await expect.poll(() => after.getAttribute('data-result')).toBe('D3 -1');
    expect(await after.textContent()).toContain('Leader dies on 2D6 2, 3, 4, 5');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the table-side page', () => {
  it('shows odds that add up to 36/36 and restores a shared link', async () => {
    const { page, context, problems } = await openPage(harness);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/kosovo-1389/table-side/');
    await waitForIslands(page, ['combat']);
    const chances = await page.locator('table.odds .odds-chance').allTextContents();
    expect(chances).toHaveLength(11);
    expect(
      chances.reduce((total, text) => total + Number(/(\d+)\/36/.exec(text)?.[1] ?? 0), 0),
    ).toBe(36);

    await page.getByLabel('MORALE (+ favours the attacker)').fill('2');
    await page.getByRole('button', { name: 'Copy a link to this combat' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain('?c=');
    const shown = await column(page).textContent();
    const other = await context.newPage();
    await other.goto(link);
    await waitForIslands(other, ['combat']);
    await expect.poll(() => column(other).textContent()).toBe(shown);
    expect(await other.getByLabel('MORALE (+ favours the attacker)').inputValue()).toBe('2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a bad value next to its field, never NaN', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/1066/table-side/');
    await waitForIslands(page, ['combat']);
    const sp = page.locator('[data-side="attacker"] .calc-unit').first().getByLabel('SP');
    await sp.fill('0');
    await expect
      .poll(() => page.locator('[data-side="attacker"] .field-error').first().textContent())
      .toMatch(/SP/);
    expect(await page.locator('[data-calculator="combat"]').textContent()).not.toContain('NaN');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone, re-renders within 50 ms and has no WCAG 2.2 A/AA violations', async () => {
    const { page, context, problems } = await openPage(harness, {
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('4:1');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // Time from an input change to the updated column, over several changes.
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
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      expect(await axeViolations(page)).toEqual([]);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
