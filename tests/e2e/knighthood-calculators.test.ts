/**
 * The Knighthood and the Middle Ages III calculators in Chromium: the book's
 * 2/3 example gives its expected hits, the chance of each number of hits and,
 * with its dice typed, the book's answer; a link restores a tool; the
 * table-side page is accessible in both themes without console errors.
 */
import { describe, expect, it } from 'vitest';
import { headline, phone, tool, waitForIslands } from './harness.ts';
import { expectSoundOnPhone, openWithEveryTool, useSite } from './support/site-session.ts';

const site = useSite();

const page_ = '/knighthood-3/table-side/';

describe('Missile fire calculator (4.00–4.80, Dice)', () => {
  it('Dice example: 4 bows at 2/3 expect 1 hit, each number of hits over 256; 5 2 2 1 then 2 5 is two hits', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    await waitForIslands(page, ['missile-fire']);
    const fire = tool(page, 'missile-fire');
    await expect
      .poll(() => headline(page, 'missile-fire').textContent())
      .toBe('Expected hits 1 · 4 dice at 2/3');
    const rows = await fire.locator('table.odds tbody tr').allTextContents();
    expect(rows).toHaveLength(5);
    for (const [i, share] of ['81/256', '108/256', '54/256', '12/256', '1/256'].entries())
      expect(rows[i]).toContain(share);
    // The second dice are asked for only once a first die calls for them.
    expect(await fire.locator('[data-dice="second"]').count()).toBe(0);
    await fire.getByLabel('First dice (one per figure) rolled (4D6)').fill('5 2 2 1');
    const second = fire.getByLabel('Second dice (one per first die of 2) rolled (2D6)');
    await expect.poll(() => second.count()).toBe(1);
    await second.fill('2 5');
    await expect
      .poll(() => headline(page, 'missile-fire').textContent())
      .toBe('2 hits and 2 misses');
    expect(await fire.locator('.answer-summary').getAttribute('data-state')).toBe('rolled');
    expect(await fire.locator('tr[data-state="current"] th').textContent()).toBe('2');
    expect(await fire.locator('ol.audit a[href="/knighthood-3/r/T9/"]').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a shared link restores the fire and its dice', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    await waitForIslands(page, ['missile-fire']);
    const fire = tool(page, 'missile-fire');
    await fire.getByLabel('Weapon (T8)').selectOption('longbow');
    await fire.getByLabel('Figures in the front rank').fill('9');
    await fire.getByLabel('MMS across the front').fill('3');
    await fire.getByLabel('Ranks of MMS').fill('2');
    await expect
      .poll(() => headline(page, 'missile-fire').textContent())
      .toBe('Expected hits 4 · 12 dice at 2');
    await fire
      .getByLabel('First dice (one per figure) rolled (12D6)')
      .fill('1 2 3 4 5 6 1 2 3 4 5 6');
    await expect
      .poll(() => headline(page, 'missile-fire').textContent())
      .toBe('4 hits and 8 misses');
    const answer = await headline(page, 'missile-fire').textContent();
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toContain('missile-fire.weapon=longbow');
    const link = page.url();
    const { page: other, context: otherContext, problems: otherProblems } = await site.open(phone);
    await other.goto(link.slice(link.indexOf('/knighthood-3/')));
    await waitForIslands(other, ['missile-fire']);
    await expect.poll(() => headline(other, 'missile-fire').textContent()).toBe(answer);
    expect(await tool(other, 'missile-fire').getByLabel('Weapon (T8)').inputValue()).toBe(
      'longbow',
    );
    expect(problems).toEqual([]);
    expect(otherProblems).toEqual([]);
    await otherContext.close();
    await context.close();
  });
});

describe('the Knighthood table-side page', () => {
  it('has every tool, no WCAG 2.2 A/AA violations in either theme and no console errors', async () => {
    const { page, context, problems, names } = await openWithEveryTool(site, page_);
    for (const name of [
      'missile-fire',
      'charge-reaction',
      'cohesion',
      'morale-check',
      'movement-band',
      'rough-terrain',
      'close-combat',
      'shield-wall',
    ])
      expect(names).toContain(name);
    await expectSoundOnPhone(page, problems);
    await context.close();
  });

  it('embeds each calculator at its rule', async () => {
    const { page, context, problems } = await site.open();
    for (const [path, names] of [
      ['/knighthood-3/missile-fire/', ['missile-fire']],
      ['/knighthood-3/combat/', ['charge-reaction', 'cohesion', 'close-combat']],
      ['/knighthood-3/optional-rules/', ['shield-wall']],
      ['/knighthood-3/morale/', ['morale-check']],
      ['/knighthood-3/movement/', ['movement-band', 'rough-terrain']],
    ] as const) {
      await page.goto(path);
      for (const name of names)
        expect(await tool(page, name).count(), `${name} at ${path}`).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
