/**
 * The From Macbeth to Medici calculators in Chromium: printed inputs give the
 * book's odds, typed dice give the right outcome, the summary stays in view on
 * a phone, links restore a tool, and the page is accessible without errors.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { headline, phone, tool, waitForIslands } from './harness.ts';
import {
  expectSoundOnPhone,
  expectSummaryAboveEditedField,
  openWithEveryTool,
  useSite,
} from './support/site-session.ts';

const site = useSite();

const page_ = '/macbeth-to-medici/table-side/';
const chanceLine = (page: Page, name: string) => tool(page, name).locator('[data-chance]');

describe('Control test calculator (Control test procedure)', () => {
  it('Seasoned, normal dice, no officer: pass 16/36 = 44.4%; Green passes on 7 only', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    await waitForIslands(page, ['control-test']);
    await expect
      .poll(() => headline(page, 'control-test').textContent())
      .toBe('Pass 44.4% · up 27.8% · down 27.8%');
    expect(await chanceLine(page, 'control-test').textContent()).toBe(
      'Pass 44.4% (16/36): Charges as ordered',
    );
    const passRow = tool(page, 'control-test').locator('table.odds tbody tr').first();
    expect(await passRow.textContent()).toContain('44.4% (16/36)');
    await tool(page, 'control-test').getByLabel('Experience').selectOption('green');
    await expect
      .poll(() => chanceLine(page, 'control-test').textContent())
      .toBe('Pass 16.7% (6/36): Charges as ordered');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('typed dice give the outcome: 3 and 4 pass, 6 and 6 roll up and, standing, leave it unformed', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    await waitForIslands(page, ['control-test']);
    const ct = tool(page, 'control-test');
    await ct.getByLabel('Dice rolled (2D6)').fill('3 4');
    await expect
      .poll(() => headline(page, 'control-test').textContent())
      .toBe('Score 7: pass — Charges as ordered');
    expect(await ct.locator('.answer-summary').getAttribute('data-state')).toBe('rolled');
    expect(await ct.locator('tr[data-state="current"] th').textContent()).toBe('Pass');
    await ct.getByLabel('Tested when').selectOption('standing');
    await ct.getByLabel('Dice rolled (2D6)').fill('6 6');
    await expect
      .poll(() => headline(page, 'control-test').textContent())
      .toBe('Score 12: rolls up — Stands, but unformed');
    // A face the dice cannot show is said at the dice, never NaN.
    await ct.getByLabel('Dice rolled (2D6)').fill('7 1');
    await expect.poll(() => ct.locator('.field-error[data-field="dice"]').count()).toBe(1);
    expect(await ct.textContent()).not.toContain('NaN');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a seeded roll goes in the roll log, and tapping it there reads the same dice again', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    await waitForIslands(page, ['control-test']);
    const ct = tool(page, 'control-test');
    await ct.getByRole('button', { name: 'Roll 2D6' }).click();
    // The seeded dice load with the first roll, so the faces arrive a moment after the tap.
    const dice = ct.getByLabel('Dice rolled (2D6)');
    await expect.poll(() => dice.inputValue()).toMatch(/^[1-6] [1-6]$/);
    const rolled = await dice.inputValue();
    await ct.locator('.roll-log summary').click();
    await expect.poll(() => ct.locator('.roll-log summary').textContent()).toBe('Roll log (1)');
    await ct.getByLabel('Dice rolled (2D6)').fill('1 1');
    // Leaving the field logs the typed roll below the seeded one, which stays put under the tap.
    await ct.locator('.roll-log li button').first().click();
    await expect.poll(() => ct.getByLabel('Dice rolled (2D6)').inputValue()).toBe(rolled);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the summary in view at 390 px while a lower field is edited, and a link restores it', async () => {
    const { page, context, problems } = await site.open({
      ...phone,
      viewport: { width: 390, height: 500 },
    });
    await page.goto(page_);
    await waitForIslands(page, ['control-test']);
    const ct = tool(page, 'control-test');
    await ct.getByLabel('Experience').selectOption('veteran');
    const lower = ct.getByLabel('Elements', { exact: true });
    await lower.focus();
    await lower.fill('3');
    await expectSummaryAboveEditedField(page, 'control-test');
    expect(await headline(page, 'control-test').textContent()).toBe(
      'Pass 66.7% · up 16.7% · down 16.7%',
    );
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toContain('control-test.experience=veteran');
    await page.reload();
    await waitForIslands(page, ['control-test']);
    await expect
      .poll(() => headline(page, 'control-test').textContent())
      .toBe('Pass 66.7% · up 16.7% · down 16.7%');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Melee calculator (Melee combat)', () => {
  it('two equal sides: 42.7 % each, draw 14.7 %; the worked example: 6 against 3, 3 hits and 2 elements', async () => {
    const { page, context, problems } = await site.open(phone);
    await page.goto(page_);
    const melee = tool(page, 'melee');
    await melee.scrollIntoViewIfNeeded();
    await waitForIslands(page, ['melee']);
    await expect
      .poll(() => headline(page, 'melee').textContent())
      .toBe('Side a wins 42.7% · Side b wins 42.7% · draw 14.7%');
    // A Veteran side of 4 elements scoring 6 against 6 Seasoned elements scoring 3.
    await melee.getByLabel('Side a: experience').selectOption('veteran');
    await melee.getByLabel('Side b: elements fighting').fill('6');
    await melee.getByLabel('Side a: Plus dice rolled (2D6)').fill('4 1');
    await melee.getByLabel('Side a: Minus dice rolled (1D6)').fill('1');
    await melee.getByLabel('Side b: Plus dice rolled (1D6)').fill('2');
    await melee.getByLabel('Side b: Minus dice rolled (1D6)').fill('2');
    await expect
      .poll(() => headline(page, 'melee').textContent())
      .toBe(
        'Side a 6 against Side b 3: Side a wins; Side a takes 0 hits, loses 0 elements; Side b takes 3 hits, loses 2 elements',
      );
    expect(await melee.locator('.answer-summary').getAttribute('data-state')).toBe('rolled');
    expect(await melee.locator('ol.audit a').first().getAttribute('href')).toBe(
      '/macbeth-to-medici/r/melee-combat/',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('the table-side page', () => {
  it('has every tool, no WCAG 2.2 A/AA violations in either theme and no console errors', async () => {
    const { page, context, problems, names } = await openWithEveryTool(site, page_);
    expect(names).toEqual([
      'control-test',
      'melee',
      'impact',
      'archery',
      'skirmish',
      'bombard',
      'initiative',
      'terrain',
      'interpenetration',
      'fatigue',
      'rally',
      'officer-morale',
      'officer',
    ]);
    await expectSoundOnPhone(page, problems);
    await context.close();
  });

  it('embeds each calculator at its section', async () => {
    const { page, context, problems } = await site.open();
    await page.goto('/macbeth-to-medici/charges-and-responses/');
    expect(await tool(page, 'control-test').count()).toBe(1);
    await page.goto('/macbeth-to-medici/combat/');
    expect(await page.locator('[data-calculator]').count()).toBe(5);
    await page.goto('/macbeth-to-medici/rallying-and-reorganisation/');
    expect(await tool(page, 'rally').count()).toBe(1);
    expect(problems).toEqual([]);
    await context.close();
  });
});
