/** The other tests and tools on the table-side pages, with the books' examples. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolationsInBothThemes,
  type Harness,
  openPage,
  startHarness,
  tool,
  hydrateAllIslands,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const answer = (page: Page, name: string) => tool(page, name).locator('[data-answer]');

async function visit(page: Page, path: string) {
  await page.goto(path);
  // Tools hydrate when scrolled into view.
  await hydrateAllIslands(page);
}

describe('tools on the Bannockburn table-side page', () => {
  it('reproduce the printed examples', async () => {
    const { page, context, problems } = await openPage(harness);
    await visit(page, '/bannockburn-1314/table-side/');
    // 4.3.2: heavy cavalry (armor 2) at CF 3 turning 60° pays 1 × (3 + 1) + 2 = 6 MP.
    await tool(page, 'turn').getByLabel('CF').fill('3');
    await expect.poll(() => answer(page, 'turn').textContent()).toMatch(/^6 MP/);
    // 5.8.2 a: light cavalry at CF 3 rides down retainers in clear terrain.
    await expect.poll(() => answer(page, 'ride-down').textContent()).toMatch(/Rides it down/);
    // 4.4.3 a and 4.4.4: left on turn 2 in phase 1 → back on turn 5; from 2300 → 1700 to 2900.
    await expect
      .poll(() => answer(page, 'map').textContent())
      .toBe('Back on turn 5, phase 1, on hexes 1700 to 2900');
    await tool(page, 'map').getByLabel('Phase it left').fill('2');
    await expect.poll(() => answer(page, 'map').textContent()).toMatch(/^Back on turn 6/);
    // 1.7: CFs 3, 3, 2, 1 average 2.25 → 2 by the 1.7 example; 1.6's rounding up (the register's other reading) gives 3.
    await expect.poll(() => answer(page, 'group-factor').textContent()).toBe('Group factor 2');
    await tool(page, 'group-factor')
      .getByLabel(/Use the other reading/)
      .check();
    await expect.poll(() => answer(page, 'group-factor').textContent()).toBe('Group factor 3');
    // 5.5.2: one hex from the leader, obligatory on a 1.
    await expect.poll(() => answer(page, 'pursuit').textContent()).toBe('Obligatory 1/6 · 16.7%');
    // 13.2.1: above 12, each unit scatters below 4.
    await tool(page, 'fatigue').getByLabel('Leader’s fatigue').fill('13');
    await expect.poll(() => answer(page, 'fatigue').textContent()).toMatch(/50\.0%/);
    // 9.1.6: a scattered unit regroups on 4 or more.
    await expect.poll(() => answer(page, 'regroup').textContent()).toMatch(/50\.0%/);
    // Fire: archers at range 1 on a 2D6 roll of 12 against armor 0 in the open.
    await tool(page, 'fire').getByLabel('2D6 rolled (optional)').fill('12');
    await expect.poll(() => answer(page, 'fire').textContent()).toMatch(/Roll 12 → 12: -2/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names a bad value instead of answering', async () => {
    const { page, context, problems } = await openPage(harness);
    await visit(page, '/bannockburn-1314/table-side/');
    await tool(page, 'turn').getByLabel('Armor').fill('3');
    await expect
      .poll(() => tool(page, 'turn').locator('.field-error').getAttribute('data-field'))
      .toBe('armor');
    await tool(page, 'fire').getByLabel('Range (hexes)').fill('9');
    await expect
      .poll(() => tool(page, 'fire').locator('.field-error').getAttribute('data-field'))
      .toBe('range');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Kosovo tools', () => {
  it('morale test: 1–3 passes at MORALE 0; the leader bonus as printed or as a help', async () => {
    const { page, context, problems } = await openPage(harness);
    await visit(page, '/kosovo-1389/table-side/');
    await expect.poll(() => answer(page, 'morale-test').textContent()).toMatch(/50\.0%/);
    await tool(page, 'morale-test')
      .getByRole('combobox', { name: /^Leader/ })
      .selectOption('on-hex');
    await expect.poll(() => answer(page, 'morale-test').textContent()).toMatch(/16\.7%/);
    await tool(page, 'morale-test').getByLabel('Leader bonus helps (subtract)').check();
    await expect.poll(() => answer(page, 'morale-test').textContent()).toMatch(/83\.3%/);
    // 6.2.1, 10.1.2: a unit sharing a hex with panicked units rolls a 6 with the bonus helping: 6 − 2 = 4 fails.
    await tool(page, 'morale-test')
      .getByRole('combobox', { name: /^The unit tests because it/ })
      .selectOption('stacked-with-panicked');
    await tool(page, 'morale-test').getByRole('button', { name: 'Test die: die shows 6' }).click();
    await expect
      .poll(() => answer(page, 'morale-test').textContent())
      .toBe('Fails: the unit panics');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('is embedded at the rule it implements', async () => {
    const { page, context, problems } = await openPage(harness);
    await visit(page, '/kosovo-1389/morale/');
    expect(await tool(page, 'morale-test').count()).toBe(1);
    await visit(page, '/1066/ranged-units/');
    expect(await page.locator('[data-calculator="fire"]').count()).toBe(4);
    expect(problems).toEqual([]);
    await context.close();
  });
});
