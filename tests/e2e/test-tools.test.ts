/**
 * Every test tool of the five books takes the player's roll and answers the
 * question it names: on a 390 px phone, each tool on its table-side page is
 * opened as a player taps it, a die is typed, and the answer says the
 * outcome and what it does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, phone, showTool, startHarness, tool, type Harness } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(async () => {
  await harness?.close();
});

interface Case {
  page: string;
  tool: string;
  /** The die's field, as the tool names it. */
  dice: string;
  roll: string;
  /** Fields to set first: label and value. */
  set?: readonly [string, string][];
  /** The headline once rolled: the outcome and what it does. */
  answer: RegExp;
}

const cases: readonly Case[] = [
  {
    page: '/kosovo-1389/table-side/',
    tool: 'morale-test',
    dice: 'Test die rolled (1D6)',
    roll: '4',
    answer: /^Fails: the unit stays disorganized$/,
  },
  {
    page: '/bannockburn-1314/table-side/',
    tool: 'pursuit',
    dice: 'Pursuit die rolled (1D6)',
    roll: '1',
    answer: /^Obligatory: the unit must pursue$/,
  },
  {
    page: '/1066/table-side/',
    tool: 'regroup',
    dice: 'Regroup die rolled (1D6)',
    roll: '3',
    answer: /^Stays scattered: it stays on the Scattered Units track/,
  },
  {
    page: '/bannockburn-1314/table-side/',
    tool: 'fatigue',
    dice: 'Unit’s fatigue die rolled (1D6)',
    roll: '2',
    set: [['Leader’s fatigue', '13']],
    answer: /^Scatters: the unit goes onto the Scattered Units track$/,
  },
  {
    page: '/knighthood-3/table-side/',
    tool: 'cohesion',
    dice: 'Cohesion die rolled (1D6)',
    roll: '6',
    answer: /^\w[^:]*: \S/,
  },
  {
    page: '/knighthood-3/table-side/',
    tool: 'rough-terrain',
    dice: 'Terrain die rolled (1D6)',
    roll: '1',
    answer: /^\w[^:]*: \S/,
  },
  {
    page: '/knighthood-3/table-side/',
    tool: 'shield-wall',
    dice: 'Die rolled (1D6)',
    roll: '6',
    answer: /\S/,
  },
  {
    page: '/knighthood-3/table-side/',
    tool: 'morale-check',
    dice: 'Morale die rolled (1D6)',
    roll: '6',
    answer: /\S/,
  },
];

describe('each test tool reads the roll and says what it does', () => {
  it.each(cases)('$page $tool: a $roll', async (c) => {
    const { page, context, problems } = await openPage(harness, phone);
    await page.goto(c.page);
    const found = await showTool(page, c.tool);
    for (const [label, value] of c.set ?? []) await found.getByLabel(label).fill(value);
    await found.getByLabel(c.dice).fill(c.roll);
    await expect
      .poll(() => found.locator('.answer-summary').getAttribute('data-state'))
      .toBe('rolled');
    expect(await tool(page, c.tool).locator('[data-answer]').textContent()).toMatch(c.answer);
    expect(problems).toEqual([]);
    await context.close();
  });
});
