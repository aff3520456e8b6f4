/**
 * The scenario board in Chromium: a tap on a phone opens the hex's panel,
 * the keyboard alone reaches and opens a hex, a typed hex is jumped to,
 * wheel and pinch zoom keep taps finding the hex drawn, terrain marks survive
 * a reload and travel by link, and the page is accessible in both themes.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolationsInBothThemes, phone } from './harness.ts';
import { desk, openBoard, stirlingPath as path, useBoardPages } from './board-support.ts';

const openPage = useBoardPages();

const board = (page: Page) => page.locator('.scenario-board');
const svg = (page: Page) => board(page).locator('svg[role="listbox"]');
const panel = (page: Page) => board(page).locator('.board-panel');
const scale = async (page: Page) => Number(await svg(page).getAttribute('data-scale'));

const ready = (page: Page) => openBoard(page);

/** The screen point of a hex's centre (its number sits in the hex's upper part). */
async function hexPoint(page: Page, hex: string) {
  const label = svg(page).locator(`text[data-hex="${hex}"]`);
  await label.scrollIntoViewIfNeeded();
  const box = await label.boundingBox();
  if (!box) throw new Error(`hex ${hex} is not drawn`);
  const size = Number(await svg(page).getAttribute('data-scale')) * 40;
  return { x: box.x + box.width / 2, y: box.y + 0.6 * size };
}

describe('scenario board', () => {
  it('on a 390 px phone, a tap on a deployment hex opens its panel with rule links', async () => {
    const { page, context, problems } = await openPage(phone);
    await ready(page);
    const at = await hexPoint(page, '3317');
    await page.touchscreen.tap(at.x, at.y);
    await expect.poll(() => panel(page).getAttribute('data-hex')).toBe('3317');
    expect(await panel(page).locator('h3').textContent()).toBe('Hex 3317');
    const zone = panel(page).locator('[data-marker="scots-wallace-zone-1"]');
    expect(await zone.locator('strong').textContent()).toBe('Wallace: 4 × INF [0], 3 × INF [1]');
    expect(await zone.locator('a[data-rule="12.1.1"]').getAttribute('href')).toBe(
      '/bannockburn-1314/units-organization/#r-12.1.1',
    );
    const option = svg(page).locator('[role="option"]');
    expect(await option.getAttribute('data-hex')).toBe('3317');
    expect(await option.getAttribute('aria-selected')).toBe('true');
    // Nothing runs off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keyboard only: focus the board, move to a hex, open and close its panel', async () => {
    const { page, context, problems } = await openPage(desk);
    await ready(page);
    await page.getByRole('button', { name: 'Whole map' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('listbox');
    // The board opens on the first marker, Wallace at 3318: up one row, then open it.
    await page.keyboard.press('ArrowUp');
    const active = await svg(page).getAttribute('aria-activedescendant');
    const option = page.locator(`[id="${active}"]`);
    expect(await option.getAttribute('data-hex')).toBe('3317');
    expect(await option.getAttribute('aria-label')).toBe(
      'Hex 3317: Wallace: 4 × INF [0], 3 × INF [1], Scots sets up',
    );
    // One option stands for all 44 × 28 hexes: 3317 is the 32nd column's 17th.
    expect(await option.getAttribute('aria-setsize')).toBe('1232');
    expect(await option.getAttribute('aria-posinset')).toBe(String(32 * 28 + 17));
    await page.keyboard.press('Enter');
    await expect.poll(() => panel(page).getAttribute('data-hex')).toBe('3317');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('jumps to a typed hex; an off-map number is an error at the field', async () => {
    const { page, context, problems } = await openPage(phone);
    await ready(page);
    const field = page.getByLabel('Go to hex');
    await field.fill('9999');
    await field.press('Enter');
    const error = board(page).locator('[data-field="jump"]');
    expect(await error.textContent()).toContain('hex 9999 is off this map (0101 to 4428)');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await field.fill('2710');
    await field.press('Enter');
    await expect.poll(() => panel(page).getAttribute('data-hex')).toBe('2710');
    expect(await panel(page).locator('[data-kind="leader"] strong').textContent()).toBe(
      'de Thweng',
    );
    expect(await error.count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('reads a typed hex only as the map prints it; the example is a hex of the board’s map', async () => {
    const { page, context, problems } = await openPage(phone);
    await ready(page);
    const field = page.getByLabel('Go to hex');
    const error = board(page).locator('[data-field="jump"]');
    for (const typed of [' 2710 ', '02710', '2710 ']) {
      await field.fill(typed);
      await field.press('Enter');
      expect(await error.textContent(), typed).toContain(
        'is not a hex number as the map prints it, such as',
      );
      expect(await panel(page).count(), typed).toBe(0);
    }
    await page.goto('/1066/hastings/');
    await page
      .locator('.scenario-board[data-state="ready"] .hex-board[data-state="ready"]')
      .waitFor();
    const example = (await field.getAttribute('placeholder')) ?? '';
    expect(example).not.toBe('3318');
    await field.fill(example);
    await field.press('Enter');
    await expect.poll(() => panel(page).getAttribute('data-hex')).toBe(example);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('wheel and pinch change the zoom, and a tap still finds the hex under the finger', async () => {
    const { page, context, problems } = await openPage(desk);
    await ready(page);
    const before = await scale(page);
    const box = await svg(page).boundingBox();
    if (!box) throw new Error('no board');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(() => scale(page)).toBeGreaterThan(before);
    const at = await hexPoint(page, '3318'); // under the wheel, so still in view
    await page.mouse.click(at.x, at.y);
    await expect.poll(() => panel(page).getAttribute('data-hex')).toBe('3318');
    await context.close();

    const touch = await openPage(phone);
    await ready(touch.page);
    const start = await scale(touch.page);
    const frame = await svg(touch.page).boundingBox();
    if (!frame) throw new Error('no board');
    const cdp = await touch.context.newCDPSession(touch.page);
    const y = frame.y + frame.height / 2;
    const fingers = (spread: number) => [
      { x: frame.x + 195 - spread, y, id: 0 },
      { x: frame.x + 195 + spread, y, id: 1 },
    ];
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
    for (const spread of [50, 60, 70, 80]) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: fingers(spread),
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Fingers 80 apart became 160 apart: twice the zoom, and no tap opened a panel.
    await expect.poll(() => scale(touch.page)).toBeCloseTo(start * 2, 2);
    expect(await panel(touch.page).count()).toBe(0);
    const hex = await hexPoint(touch.page, '3318');
    await touch.page.touchscreen.tap(hex.x, hex.y);
    await expect.poll(() => panel(touch.page).getAttribute('data-hex')).toBe('3318');
    expect([...problems, ...touch.problems]).toEqual([]);
    await touch.context.close();
  });

  it('terrain marked on a hex is still there after a reload, and a link carries it', async () => {
    const { page, context, problems } = await openPage(desk);
    await ready(page);
    const field = page.getByLabel('Go to hex');
    await field.fill('1702');
    await field.press('Enter');
    await panel(page).locator('button[data-terrain="ford"]').click();
    await panel(page).locator('button[data-terrain="river"]').click();
    await page.getByLabel('Even columns lower').check();
    await expect.poll(() => svg(page).locator('path[data-terrain="ford"]').count()).toBe(1);
    await page.reload();
    await page.locator('.scenario-board[data-state="ready"]').waitFor();
    expect(await svg(page).locator('path[data-terrain="river"]').count()).toBe(1);
    expect(await page.getByLabel('Even columns lower').isChecked()).toBe(true);
    await context.close();

    // A fresh browser opens the link with the marks; a bad link says so and keeps nothing.
    const other = await openPage(phone);
    await other.page.goto(`${path}#board=e.1702di.3318f`);
    await other.page.locator('.scenario-board[data-state="ready"]').waitFor();
    expect(await svg(other.page).locator('path[data-terrain="forest"]').count()).toBe(1);
    expect(await other.page.getByLabel('Even columns lower').isChecked()).toBe(true);
    expect(new URL(other.page.url()).hash).toBe('');
    await other.page.goto(`${path}#board=e.9999f`);
    await other.page.reload();
    await other.page.locator('.scenario-board[data-state="ready"]').waitFor();
    expect(await board(other.page).locator('.board-problem').textContent()).toContain(
      'The board link could not be read (hex 9999 is off this map',
    );
    expect(await svg(other.page).locator('path[data-terrain="forest"]').count()).toBe(1);
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
  });

  it('has no axe violations in either theme, with a panel open', async () => {
    const { page, context, problems } = await openPage(phone);
    await ready(page);
    const field = page.getByLabel('Go to hex');
    await field.fill('3318');
    await field.press('Enter');
    await panel(page).waitFor();
    expect(await axeViolationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    expect(problems).toEqual([]);
    await context.close();
  });
});
