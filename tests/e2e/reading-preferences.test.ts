/**
 * Readings chosen in a book's register, in Chromium: a switch on the notes
 * page is kept on the device and every calculator of the book starts from the
 * other reading (its link carries it); a browser without storage says so
 * beside the switches and the calculators keep the site's reading.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  type Harness,
  openPage,
  phone,
  startHarness,
  waitForIslands,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

const notesPath = '/knighthood-3/notes/';
const switchFor = (page: Page, name: string) =>
  page.locator(`[data-reading-switch][data-name="${name}"]`);

describe('readings chosen in the register', () => {
  it('start the book’s calculators from the other reading, kept across pages', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(notesPath);
    const fire = switchFor(page, 'fireAfterMoving');
    await expect.poll(() => fire.getAttribute('data-state')).toBe('default');
    expect(await axeViolations(page)).toEqual([]);
    await fire.locator('input').check();
    await expect.poll(() => fire.getAttribute('data-state')).toBe('other');
    await expect
      .poll(() => page.locator('[data-reading-status]').filter({ hasText: 'Kept' }).count())
      .toBe(1);

    await page.goto('/knighthood-3/table-side/');
    await waitForIslands(page, ['missile-fire']);
    await expect
      .poll(() => page.evaluate(() => location.search))
      .toContain('missile-fire.o.fireAfterMoving=general-rule');

    // A reload of the register shows the kept choice; unticking it gives the site's reading back.
    await page.goto(notesPath);
    await expect.poll(() => fire.getAttribute('data-state')).toBe('other');
    expect(await fire.locator('input').isChecked()).toBe(true);
    await fire.locator('input').uncheck();
    await expect.poll(() => fire.getAttribute('data-state')).toBe('default');
    await page.goto('/knighthood-3/table-side/');
    await waitForIslands(page, ['missile-fire']);
    expect(await page.evaluate(() => location.search)).not.toContain('fireAfterMoving');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reach the Medieval combat calculator, whose link carries the reading', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto('/kosovo-1389/notes/');
    const rounding = switchFor(page, 'groupRounding');
    await expect.poll(() => rounding.getAttribute('data-state')).toBe('default');
    await rounding.locator('input').check();
    await expect.poll(() => rounding.getAttribute('data-state')).toBe('other');
    await page.goto('/kosovo-1389/table-side/');
    await waitForIslands(page, ['combat']);
    await expect.poll(() => page.evaluate(() => location.search)).toContain('o=gu');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('say beside the switches when the browser keeps nothing', async () => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.addInitScript(() =>
      Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true }),
    );
    await page.goto(notesPath);
    const fire = switchFor(page, 'fireAfterMoving');
    await expect.poll(() => fire.getAttribute('data-state')).toBe('unavailable');
    expect(await fire.locator('input').isDisabled()).toBe(true);
    const said = page.locator('[data-reading-status]').first();
    expect(await said.textContent()).toContain('This browser will not keep a reading chosen here');
    expect(problems).toEqual([]);
    await context.close();
  });
});
