/**
 * The table-side combat calculator in Chromium: the books' printed examples
 * entered through shared links and the keyboard, odds, links that restore the
 * roll, answers that are never stale, phone layout, speed and accessibility.
 */
import { describe, expect, it } from 'vitest';
import {
  bookExample,
  type CombatDraft,
  type UnitDraft,
} from '../../src/calculators/medieval/combat/combat-draft.ts';
import { encodeLink } from '../../src/calculators/medieval/combat/link/combat-link.ts';
import type { EditionId } from '../../engine/medieval/index.ts';
import { axeViolations, axeViolationsInBothThemes, waitForIslands } from './harness.ts';
import { expectSummaryAboveEditedField, useSite } from './support/site-session.ts';

const site = useSite();

const infantry = (sp: number, armor = 0): UnitDraft => ({
  kind: 'infantry',
  sp,
  armor,
  cf: 0,
  disorganized: false,
  shiltron: false,
});

function situation(edition: EditionId, change: (d: CombatDraft) => void): string {
  const draft = bookExample(edition);
  draft.defender.terrain = 'clear';
  change(draft);
  return `/${edition}/table-side/?${encodeLink(draft, '', edition)}`;
}

type Page = import('playwright-core').Page;
const column = (page: Page) => page.locator('[data-calculator="combat"] [data-final]').first();
const rollInput = (page: Page) =>
  page.locator('[data-calculator="combat"]').getByLabel('2D6 rolled');
const result = (page: Page) => page.locator('[data-calculator="combat"] [data-result]');
/** Opens the book's 5.1.1 example from its preset button. */
async function openExample(page: Page) {
  await page.getByRole('button', { name: 'Book example (5.1.1)' }).click();
  await expect.poll(() => column(page).textContent()).toBe('4:1');
}

describe('printed examples', () => {
  it('1.5 a: 8:3 with +3 and −1 is 5:1 in Bannockburn and Kosovo', async () => {
    const { page, context, problems } = await site.open();
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
    const { page, context, problems } = await site.open();
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

  it('3.1.2: a rear attack brings the register’s note, loaded only then, and its other reading moves 7:1 to 8:1', async () => {
    const { page, context, problems } = await site.open();
    const note = page.locator('[data-calculator="combat"] [data-erratum="rear-attack-example"]');
    await page.goto(situation('bannockburn-1314', () => {}));
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('5:1');
    expect(await note.count()).toBe(0);
    await page.goto(situation('bannockburn-1314', (d) => (d.attacker.rearHexes = 2)));
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('7:1');
    await expect.poll(() => note.count()).toBe(1);
    await note.getByRole('checkbox').check();
    await expect.poll(() => column(page).textContent()).toBe('8:1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('5.1.1 (the stream example), entered with the keyboard only: 4:1, a 4 gives -1 / D2, scatter on 1–2', async () => {
    const { page, context, problems } = await site.open();
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await expect.poll(() => column(page).textContent()).toBe('1:1');
    await page.getByRole('button', { name: 'Book example (5.1.1)' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => column(page).textContent()).toBe('4:1');
    await rollInput(page).focus();
    await page.keyboard.type('4');
    await page.keyboard.press('Tab');
    await expect.poll(() => result(page).getAttribute('data-result')).toBe('-1 / D2');
    expect(await result(page).textContent()).toContain('scattered on 1, 2');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('8.2.5 a: attackers with a leader get A2 -1 — the leader dies on 2 or 3', async () => {
    const { page, context, problems } = await site.open();
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
    const { page, context, problems } = await site.open();
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
  it('shows odds that add up to 36/36 and a copied link restores the roll and its outcome', async () => {
    const { page, context, problems } = await site.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/kosovo-1389/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    const chances = await page.locator('table.odds .odds-chance').allTextContents();
    expect(chances).toHaveLength(11);
    expect(
      chances.reduce((total, text) => total + Number(/(\d+)\/36/.exec(text)?.[1] ?? 0), 0),
    ).toBe(36);

    await page.getByLabel('MORALE (+ favours the attacker)').fill('2');
    await rollInput(page).fill('6');
    await expect.poll(() => result(page).getAttribute('data-result')).toBeTruthy();
    const outcome = await result(page).getAttribute('data-result');
    await page.getByRole('button', { name: 'Copy a link to this combat' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    console.log(`shared link: ${link.length} characters: ${link}`);
    expect(link).toContain('r=6');
    expect(link.length).toBeLessThan(200);
    const shown = await column(page).textContent();
    const other = await context.newPage();
    await other.goto(link);
    await waitForIslands(other, ['combat']);
    await expect.poll(() => column(other).textContent()).toBe(shown);
    await expect.poll(() => result(other).getAttribute('data-result')).toBe(outcome);
    expect(await other.getByLabel('MORALE (+ favours the attacker)').inputValue()).toBe('2');
    expect(await rollInput(other).inputValue()).toBe('6');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads the roll under all three editions once asked: 5.1.1 rolled 6 is 4:1, D2 in Kosovo', async () => {
    const { page, context, problems } = await site.open();
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    await rollInput(page).fill('6');
    const panel = page.locator('[data-calculator="combat"] [data-all-editions]');
    expect(await panel.count()).toBe(0);
    await page.getByRole('button', { name: 'Resolve under all three editions' }).click();
    const kosovo = (row: string) =>
      panel.locator(`tr[data-row="${row}"] td[data-edition="kosovo-1389"]`);
    await expect.poll(() => kosovo('rolled').textContent()).toBe('D2');
    expect(await kosovo('column').textContent()).toContain('4:1');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a bad value next to its field, never NaN', async () => {
    const { page, context, problems } = await site.open();
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

  // The re-render budget on this page is timed alone: calculator.bench.test.ts.
  it('fits a 360 px phone and has no WCAG 2.2 A/AA violations', async () => {
    const { page, context, problems } = await site.open({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('at the table on a 390 px phone', () => {
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('never shows a stale result: a roll of 7 changed to −4 shows the error and no result', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    await rollInput(page).fill('7');
    await expect.poll(() => result(page).count()).toBe(1);
    await rollInput(page).fill('-4');
    await expect
      .poll(() => page.locator('.dice-input .field-error').textContent())
      .toMatch(/not -4.*rule 5\.1\.1/);
    expect(await result(page).count()).toBe(0);
    expect(await page.locator('[data-summary-result]').count()).toBe(0);
    expect(await page.locator('table.odds tr[data-state="current"]').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers a typed roll at once, before Enter or leaving the field', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    await rollInput(page).focus();
    await page.keyboard.type('4');
    await expect.poll(() => page.locator('[data-summary-result]').textContent()).toBe('-1 / D2');
    expect(await rollInput(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the address bar on the combat (no new history entries) and its URL restores the roll and outcome', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto('/1066/table-side/');
    await waitForIslands(page, ['combat']);
    const entries = await page.evaluate(() => history.length);
    await openExample(page);
    await page.getByLabel('MORALE (+ favours the attacker)').fill('-1');
    await rollInput(page).fill('5');
    await expect.poll(() => page.url()).toContain('r=5');
    expect(page.url()).toContain('m=-1');
    expect(await page.evaluate(() => history.length)).toBe(entries);
    const outcome = await result(page).getAttribute('data-result');
    const other = await context.newPage();
    await other.goto(page.url());
    await waitForIslands(other, ['combat']);
    await expect.poll(() => result(other).getAttribute('data-result')).toBe(outcome);
    expect(await column(other).textContent()).toBe(await column(page).textContent());
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses a link it cannot read, keeping the page’s edition, and says so in one line', async () => {
    const { page, context, problems } = await site.open(phone);
    const noEdition = Buffer.from(JSON.stringify({ edition: 'nowhere' })).toString('base64url');
    for (const edition of ['kosovo-1389', '1066', 'bannockburn-1314'] as const) {
      for (const query of ['c=junk', `c=${noEdition}`]) {
        await page.goto(`/${edition}/table-side/?${query}`);
        await waitForIslands(page, ['combat']);
        const notice = page.locator('[data-link-problem]');
        await expect.poll(() => notice.count()).toBe(1);
        expect(await notice.textContent()).toMatch(
          /^\s*This link was not opened: (it does not hold a combat|edition: one of its options, not "nowhere")\.\s*$/,
        );
        const lines = await notice.evaluate(
          (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
        );
        expect(lines).toBeLessThanOrEqual(2.1); // one sentence: a line, or two on a narrow phone
        expect(await page.locator('[data-calculator="combat"] select').first().inputValue()).toBe(
          edition,
        );
      }
    }
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the column and the result in view while a field lower on the page is edited', async () => {
    // 390 × 500: the height left when a phone keyboard is open.
    const { page, context, problems } = await site.open({
      ...phone,
      viewport: { width: 390, height: 500 },
    });
    await page.goto('/bannockburn-1314/table-side/');
    await waitForIslands(page, ['combat']);
    await openExample(page);
    await rollInput(page).fill('4');
    const lower = page.locator('[data-side="defender"]').getByLabel('Hexes to its leader');
    await lower.focus();
    await lower.fill('2');
    await expectSummaryAboveEditedField(page, 'combat');
    expect(await page.locator('[data-summary-column]').textContent()).toBe('4:1');
    expect(await page.locator('[data-summary-result]').textContent()).toBe('-1 / D2');
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
