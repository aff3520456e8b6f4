/**
 * "Resolve under all three editions" in the table-side combat calculator:
 * loaded only on the first click, the same combat worked out under each
 * edition, the differing rows named by their rule, accessible and phone-wide.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolationsInBothThemes,
  type Harness,
  openPage,
  phone,
  startHarness,
  tool,
  waitForIslands,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

type Page = import('playwright-core').Page;

/** Opens the Bannockburn calculator with a rear attack from 2 hexes; returns the panel's chunk requests. */
async function rearAttackFromTwoHexes(page: Page): Promise<string[]> {
  const panelRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('AllEditionsPanel')) panelRequests.push(r.url());
  });
  await page.goto('/bannockburn-1314/table-side/');
  await waitForIslands(page, ['combat']);
  await tool(page, 'combat').getByLabel('Rear-area hexes occupied').selectOption('2');
  await expect.poll(() => tool(page, 'combat').locator('[data-final]').textContent()).toBe('3:1');
  return panelRequests;
}

const panel = (page: Page) => tool(page, 'combat').locator('[data-all-editions]');
const cell = (page: Page, row: string, edition: string) =>
  panel(page).locator(`tr[data-row="${row}"] td[data-edition="${edition}"]`);

describe('resolve under all three editions', () => {
  it('3.1.2: a rear attack from 2 hexes in Bannockburn is 3:1, in Kosovo 5:1, with 3.1.2 named', async () => {
    const { page, context, problems } = await openPage(harness);
    const panelRequests = await rearAttackFromTwoHexes(page);
    expect(panelRequests).toEqual([]); // nothing loads before the click
    const button = page.getByRole('button', { name: 'Resolve under all three editions' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    await expect.poll(() => cell(page, 'column', 'kosovo-1389').textContent()).toMatch(/^5:1/);
    expect(panelRequests).toHaveLength(1);
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await cell(page, 'column', 'bannockburn-1314').textContent()).toMatch(/^3:1/);
    expect(await cell(page, 'column', '1066').textContent()).toMatch(/^3:1/);
    expect(await panel(page).locator('tr[data-row="column"]').getAttribute('data-state')).toBe(
      'differs',
    );
    expect(await cell(page, 'attacker-cm-rear', 'kosovo-1389').textContent()).toBe('+4 CM3.1.2');
    const why = panel(page).locator('[data-difference="attacker-cm-rear"]');
    expect((await why.textContent())?.replace(/\s+/g, ' ').trim()).toBe(
      'Attacker CM: rear attack: Bannockburn 1314 +2 CM (3.1.2); Kosovo Field 1389 +4 CM (3.1.2) — the rule that grants it.',
    );
    expect(
      (await panel(page).locator('[data-consequences]').textContent())?.replace(/\s+/g, ' '),
    ).toContain('P(defender retreats), P(defender loses SP)');
    expect(await why.locator('a[data-compare="kosovo-1389"]').getAttribute('href')).toBe(
      '/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/#kosovo-1389-3.1.2',
    );
    // The panel follows the calculator: back to a frontal attack, the columns agree.
    await tool(page, 'combat').getByLabel('Rear-area hexes occupied').selectOption('0');
    await expect
      .poll(() => panel(page).locator('tr[data-row="column"]').getAttribute('data-state'))
      .toBe('same');
    await tool(page, 'combat').getByLabel('Rear-area hexes occupied').selectOption('2');
    await expect
      .poll(() => panel(page).locator('tr[data-row="column"]').getAttribute('data-state'))
      .toBe('differs');
    // axe's target-size check reads positions: from wherever the last select left the page,
    // the calculator's sticky answer summary can cover the field under it, as any sticky
    // header covers what scrolls beneath. It checks the page from the top.
    await page.evaluate(() => scrollTo(0, 0));
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('B 11.3: a shiltron has no number in Kosovo or 1066, only what they lack', async () => {
    const { page, context, problems } = await openPage(harness);
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await tool(page, 'combat')
      .locator('[data-side="defender"] .calc-unit')
      .first()
      .getByLabel('Shiltron')
      .check();
    await page.getByRole('button', { name: 'Resolve under all three editions' }).click();
    await expect
      .poll(() => panel(page).locator('[data-missing="kosovo-1389"]').textContent())
      .toContain('Kosovo Field 1389 has no shiltron (Bannockburn 1314 11.3.4)');
    expect(await cell(page, 'column', '1066').textContent()).toBe('no shiltron');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a 390 px phone the table scrolls inside its own box, not the page', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await rearAttackFromTwoHexes(page);
    await page.getByRole('button', { name: 'Resolve under all three editions' }).click();
    await expect.poll(() => cell(page, 'column', 'kosovo-1389').textContent()).toMatch(/^5:1/);
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
