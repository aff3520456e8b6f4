/**
 * The board's speed in Chromium, measured and printed:
 * a first render of the largest scenario map from scratch, and the work of
 * one pan and one zoom frame. Run after a build:
 *   npx vitest run --project e2e-timed tests/e2e/board.bench.test.ts
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type Harness, openPage, startHarness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const scenarios = [
  '/bannockburn-1314/stirling/',
  '/bannockburn-1314/falkirk/',
  '/bannockburn-1314/prelude/',
  '/bannockburn-1314/bannockburn-1314/',
  '/kosovo-1389/kosovo-field/',
  '/kosovo-1389/milos-obilic/',
  '/1066/fulford/',
  '/1066/hastings/',
  '/1066/stamford-bridge/',
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const worst = (xs: number[]) => Math.max(...xs);

/** Hexes on a page's board (the listbox's set size), or 0 when it has none. */
async function hexCount(page: Page): Promise<number> {
  const option = page.locator('.scenario-board [role="option"]');
  return (await option.count()) > 0 ? Number(await option.getAttribute('aria-setsize')) : 0;
}

/**
 * Mounts the page's board island again from scratch (Svelte's mount, as a
 * client-only island would) and times it up to a forced layout, ten times.
 */
async function timeFirstRender(page: Page): Promise<number[]> {
  // The island's modules, loaded by a module script (an import() in page.evaluate
  // would be rewritten by the test runner).
  const island = page.locator('astro-island:has(.scenario-board)');
  const [renderer, component] = await Promise.all([
    island.getAttribute('renderer-url'),
    island.getAttribute('component-url'),
  ]);
  await page.addScriptTag({
    type: 'module',
    content: `import r from ${JSON.stringify(renderer)}; import c from ${JSON.stringify(component)}; window.boardBench = { r, c };`,
  });
  await page.waitForFunction(() => 'boardBench' in window);
  return page.evaluate(async () => {
    const island = document.querySelector('astro-island:has(.scenario-board)');
    if (!island) throw new Error('no board island');
    const attr = (name: string) => island.getAttribute(name) ?? '';
    type Renderer = (
      target: Element,
    ) => (c: unknown, p: unknown, s: object, o: { client: string }) => Promise<void>;
    const { r: renderer, c: component } = (
      window as unknown as { boardBench: { r: Renderer; c: unknown } }
    ).boardBench;
    // Astro's props: [0, value] for plain values, [1, [...]] for arrays.
    const revive = (v: unknown): unknown => {
      if (!Array.isArray(v)) {
        return v && typeof v === 'object'
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, revive(x)]))
          : v;
      }
      const [kind, value] = v as [number, unknown];
      return kind === 1 ? (value as unknown[]).map(revive) : revive(value);
    };
    const props = revive(JSON.parse(attr('props'))) as object;
    const times: number[] = [];
    for (let i = 0; i < 10; i++) {
      const target = document.createElement('div');
      target.setAttribute('ssr', '');
      island.after(target);
      const start = performance.now();
      await renderer(target)(component, props, {}, { client: 'only' });
      target.getBoundingClientRect();
      times.push(performance.now() - start);
      target.dispatchEvent(new Event('astro:unmount'));
      target.remove();
    }
    return times;
  });
}

/** One frame's work (event, Svelte's update, style and layout): 30 wheel steps, or a drag of 12 px a frame. */
function timeFrames(page: Page, kind: 'pan' | 'zoom'): Promise<number[]> {
  return page.evaluate(async (kind) => {
    const svg = document.querySelector<SVGSVGElement>('.scenario-board svg[role="listbox"]');
    if (!svg) throw new Error('no board');
    const box = svg.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const pointer = (type: string, dx: number) =>
      new PointerEvent(type, {
        pointerId: 9,
        pointerType: 'mouse',
        clientX: x + dx,
        clientY: y,
        bubbles: true,
        button: 0,
      });
    // A made-up pointer cannot be captured: the board's capture is a no-op here.
    svg.setPointerCapture = () => undefined;
    if (kind === 'pan') svg.dispatchEvent(pointer('pointerdown', 0));
    const times: number[] = [];
    for (let i = 1; i <= 30; i++) {
      await frame();
      const start = performance.now();
      if (kind === 'pan') svg.dispatchEvent(pointer('pointermove', -12 * i));
      else
        svg.dispatchEvent(
          new WheelEvent('wheel', { deltaY: i % 2 ? -60 : 60, clientX: x, clientY: y }),
        );
      await Promise.resolve();
      svg.getBoundingClientRect();
      void document.body.offsetHeight;
      times.push(performance.now() - start);
    }
    if (kind === 'pan') svg.dispatchEvent(pointer('pointerup', 0));
    return times;
  }, kind);
}

describe('board speed (Chromium)', () => {
  it('first render of the largest map < 100 ms; a pan or zoom frame < 16 ms', async () => {
    const { page, context, problems } = await openPage(harness, {
      // The measurement injects its own module script; the site's CSP would refuse it.
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    let largest = { path: '', hexes: 0 };
    for (const path of scenarios) {
      await page.goto(path);
      const hexes = await hexCount(page);
      if (hexes > largest.hexes) largest = { path, hexes };
    }
    await page.goto(largest.path);
    await page
      .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
      .waitFor();
    const first = await timeFirstRender(page);
    const pan = await timeFrames(page, 'pan');
    const zoom = await timeFrames(page, 'zoom');
    const row = (name: string, xs: number[]) =>
      `| ${name} | ${median(xs).toFixed(1)} ms | ${worst(xs).toFixed(1)} ms |`;
    console.log(
      [
        `Largest map: ${largest.path} (${largest.hexes} hexes)`,
        '| Measure | Median | Worst |',
        '| --- | --- | --- |',
        row('First render (mount to layout)', first),
        row('Pan frame (drag move)', pan),
        row('Zoom frame (wheel step)', zoom),
      ].join('\n'),
    );
    expect(largest.hexes).toBeGreaterThan(500);
    expect(median(first)).toBeLessThan(100);
    expect(median(pan)).toBeLessThan(16);
    expect(median(zoom)).toBeLessThan(16);
    expect(problems).toEqual([]);
    await context.close();
  });
});
