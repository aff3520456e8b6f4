/**
 * Tables compared cell by cell: the COMBAT TABLE of
 * Bannockburn 1314 against Kosovo Field 1389 marks the four changed results
 * and the S/D letters as letters only; readable in both themes and on a phone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolationsInBothThemes,
  type Harness,
  openPage,
  phone,
  startHarness,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const path = '/compare/bannockburn-1314-vs-kosovo-1389/tables/';

/** "roll ratio" of every cell of the combat table marked with the given kind. */
async function markedCells(page: Page, diff: string): Promise<string[]> {
  return page.locator('table[data-table="combat"]').evaluate((table, kind) => {
    const ratios = [...table.querySelectorAll('thead tr:last-child th')].map(
      (th) => th.textContent?.trim() ?? '',
    );
    return [...table.querySelectorAll('tbody tr')].flatMap((row) => {
      const roll = row.querySelector('th')?.textContent?.trim() ?? '';
      return [...row.querySelectorAll('td')].flatMap((cell, i) =>
        cell.getAttribute('data-diff') === kind ? [`${roll} ${ratios[i + 1] ?? ''}`] : [],
      );
    });
  }, diff);
}

describe('COMBAT TABLE, Bannockburn 1314 → Kosovo Field 1389 (5.1)', () => {
  it('marks exactly the four changed results and the eleven letter-only cells', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(path);
    expect(await markedCells(page, 'changed')).toEqual(['6 2:1', '7 7:1', '8 1:4', '9 4:1']);
    const letters = await markedCells(page, 'letter');
    expect(letters).toHaveLength(11);
    expect(letters).toEqual(expect.arrayContaining(['2 4:1', '6 1:3', '12 1:4', '12 1:1']));
    expect(await markedCells(page, 'only')).toEqual([]);
    const changed = page.locator('table[data-table="combat"] td[data-diff="changed"]').first();
    expect(await changed.locator('del').innerText()).toContain('D1');
    expect(await changed.locator('ins').innerText()).toContain('D1 -1');
    await expect
      .poll(() => page.locator('table[data-table="combat"] caption').innerText())
      .toBe('15 cells differ: 4 changed, 11 letter only.');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('has no axe violations in either theme', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto(path);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('scrolls wide tables inside their own box on a phone, never the page', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(path);
    // On a phone each section is folded to its title.
    await page.locator('[data-fold="section-combat"] > summary').tap();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    const box = page.locator('table[data-table="combat"]').locator('xpath=..');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
