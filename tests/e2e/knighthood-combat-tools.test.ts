/**
 * The Knighthood close-combat and shield-wall tools in Chromium, at their
 * rules: the opening combat's working and odds, dice typed for both sides
 * giving the push back and breakthrough, following up under a push back and a
 * breakthrough's options; axe clean at a phone's width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  type Harness,
  headline,
  openPage,
  phone,
  showTool,
  startHarness,
  tool,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

describe('Close-combat tool (5.40, T15, T16)', () => {
  it("reads both sides' dice: eight 1s against fifteen 6s, the cavalry breaks through", async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/knighthood-3/combat/');
    const combat = await showTool(page, 'close-combat');
    await expect
      .poll(() => headline(page, 'close-combat').textContent())
      .toBe('Side a pushes Side b back 0.9% · Side b pushes Side a back 84.9% · neither 14.2%');
    expect(await combat.locator('ol.audit a[href="/knighthood-3/r/T16/"]').count()).toBe(2);
    expect(await combat.locator('[data-dice="a.second"]').count()).toBe(0);
    const aBack2 = combat.locator('tr', {
      has: page.locator('th', { hasText: /^Side a pushed back 2"$/ }),
    });
    expect(await aBack2.locator('.odds-detail').textContent()).toMatch(
      /Side b must follow up \(irregular, 2" is within its MF\)$/,
    );
    await combat.getByLabel('Side a: dice rolled (8D6)').fill('1 1 1 1 1 1 1 1');
    await combat.getByLabel('Side b: dice rolled (15D6)').fill(Array(15).fill('6').join(' '));
    await expect
      .poll(() => headline(page, 'close-combat').textContent())
      .toBe(
        'Side a: 8 hits, 0 figures lost; Side b: 0 hits, 12 figures lost: Side b pushed back 12"; Side a breaks through; Side b disordered',
      );
    expect(await combat.locator('tr[data-state="current"] th').textContent()).toBe(
      'Side b pushed back 12"',
    );
    expect(await combat.locator('ol.audit').textContent()).toContain(
      'Side a broke through: it may 1. rally back',
    );
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Shield-wall tool (9.06, T22)', () => {
  it('an AC3 wall holds on 1 to 3; a 6 breaks it', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/knighthood-3/optional-rules/');
    await showTool(page, 'shield-wall');
    await expect.poll(() => headline(page, 'shield-wall').textContent()).toBe('Holds on 1 to 3');
    await tool(page, 'shield-wall').getByLabel('Die rolled (1D6)').fill('6');
    await expect
      .poll(() => headline(page, 'shield-wall').textContent())
      .toBe('Rolled 6: the wall breaks');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
