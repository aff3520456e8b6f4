import { describe, expect, it } from 'vitest';
import { chance, type Result } from '../../../../engine/core/index.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { CaptivityTool } from './captivity.svelte.ts';
import { HonorTallyTool } from './honor-tally.svelte.ts';
import { LeaderRiskTool } from './leader-risk.svelte.ts';
import { SeekingOutTool } from './seeking-out.svelte.ts';

const answered = (tool: { answer(): Result<ToolAnswer> }): ToolAnswer => {
  const result = tool.answer();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const active = (tool: { dice: { active?: () => boolean }[] }) =>
  tool.dice.map((d) => d.active?.() ?? true);

describe('Leader risk tool reads the dice (T19, T20, 7.10, 7.00)', () => {
  it('T19: a B leader whose unit fights checks on 1/3: a 2 misses and he is unharmed', () => {
    const tool = new LeaderRiskTool(3);
    expect(active(tool)).toEqual([true, false, false, false, false]);
    tool.dice[0]!.entry.enter('2');
    const value = answered(tool);
    expect(value.rolled).toBe(true);
    expect(value.answer).toBe('Unharmed, not captured');
    expect(value.steps.at(-1)).toMatchObject({ text: 'Check 1: 2, missed', rule: 'T19' });
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['unharmed-false']);
    expect(value.chance).toBe('This fate: 94.0% (1218/1296) before the roll');
  });

  it('T19, T20, 7.10: a 1 then a 3 hits; T20 3 is a severe wound; capture die 2 takes him', () => {
    const tool = new LeaderRiskTool(3);
    tool.dice[0]!.entry.enter('1');
    expect(active(tool)).toEqual([true, true, false, false, false]);
    expect(answered(tool).rolled).toBe(false);
    tool.dice[1]!.entry.enter('3');
    expect(active(tool)).toEqual([true, true, true, true, false]);
    expect(answered(tool).rolled).toBe(false);
    tool.dice[2]!.entry.enter('3');
    tool.dice[3]!.entry.enter('2');
    const value = answered(tool);
    expect(value.answer).toBe('Severe wound and captured');
    expect(value.steps.slice(4).map((s) => [s.rule, s.text])).toEqual([
      ['T19', 'Check 1: 1 then 3, hit'],
      ['T20', 'Hit 1: 3, severe wound'],
      ['7.10', 'Capture die 2: taken'],
    ]);
    expect(value.rows.find((r) => r.current)?.chance).toEqual(chance(3 * 2 * 2, 1296));
    // Just outside the severe wound's capture column (1-2): a 3 leaves him free.
    tool.dice[3]!.entry.enter('3');
    expect(answered(tool).answer).toBe('Severe wound, not captured');
    // Just outside 1/3: a second die of 4 misses, and no T20 die is asked for.
    tool.dice[1]!.entry.enter('4');
    expect(answered(tool).answer).toBe('Unharmed, not captured');
    expect(active(tool)).toEqual([true, true, false, false, false]);
  });

  it('7.00: under fire there is no capture die; a mortal wound asks for his 1D of turns', () => {
    const tool = new LeaderRiskTool(3);
    tool.set('danger', 'unit-fired-on');
    tool.set('leader', 'D');
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('1');
    tool.dice[2]!.entry.enter('5');
    expect(active(tool)).toEqual([true, true, true, false, true]);
    expect(answered(tool).answer).toBe('Mortal wound');
    tool.dice[4]!.entry.enter('4');
    expect(answered(tool).steps.at(-1)).toEqual({
      text: 'He lives 4 turns',
      rule: '7.00',
      href: '/knighthood-3/r/7.00/',
    });
  });

  it('7.00 Results: meleed alone by 3 figures, two hits, severe then severe: a mortal wound', () => {
    const tool = new LeaderRiskTool(3);
    tool.set('danger', 'meleed-alone');
    tool.set('leader', 'D');
    tool.dice[0]!.entry.enter('1 1 6');
    expect(tool.dice[1]!.entry.label).toBe('2D6');
    tool.dice[1]!.entry.enter('2 1');
    expect(tool.dice[2]!.entry.label).toBe('2D6');
    tool.dice[2]!.entry.enter('3 4');
    tool.dice[3]!.entry.enter('6 6');
    expect(answered(tool).answer).toBe('Mortal wound, not captured');
    expect(
      answered(tool)
        .steps.filter((s) => s.rule === 'T19')
        .map((s) => s.text),
    ).toContain('Check 3: 6, missed');
  });

  it('a wrong face lands on its own set of dice; a seeded roll reads every die; a link restores the dice', async () => {
    const tool = new LeaderRiskTool(3);
    tool.dice[0]!.entry.enter('7');
    expect(tool.errorAt('vfDice')).toMatchObject({ field: 'vfDice' });
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('2');
    tool.dice[2]!.entry.enter('6');
    tool.dice[3]!.entry.enter('5');
    expect(answered(tool).answer).toBe('Killed and captured');
    const link = tool.linkFields;
    expect(link.d0).toBe('1');
    const restored = new LeaderRiskTool();
    await restored.loadLink(link);
    expect(answered(restored).answer).toBe('Killed and captured');
    const seeded = new LeaderRiskTool(11);
    for (const slot of seeded.dice) if (slot.active?.()) await slot.entry.roll();
    for (const slot of seeded.dice)
      if (slot.active?.() && !slot.entry.faces) await slot.entry.roll();
    for (const slot of seeded.dice)
      if (slot.active?.() && !slot.entry.faces) await slot.entry.roll();
    for (const slot of seeded.dice)
      if (slot.active?.() && !slot.entry.faces) await slot.entry.roll();
    expect(seeded.dice.every((d) => !d.active?.() || d.entry.faces)).toBe(true);
    expect(answered(seeded).rolled).toBe(true);
  });

  it('9.14, 4 (the other reading): a lone leader fought as a leader combat asks for no VF dice', async () => {
    const tool = new LeaderRiskTool(3);
    tool.set('danger', 'meleed-alone');
    await tool.loadRegister();
    const option = tool.errata.find((c) => c.id === 'lone-leader-melee')?.option;
    expect(option).toBeDefined();
    if (option) tool.setReading(option, true);
    expect(active(tool)).toEqual([false, false, false, false, false]);
  });
});

describe('Captured leader tool reads the dice (7.10, 9.12)', () => {
  it('7.10: escape on 1/3: a 1 then a 3 gets him away; no captor die is asked for', () => {
    const tool = new CaptivityTool(5);
    expect(active(tool)).toEqual([true, false, false, true]);
    tool.dice[0]!.entry.enter('1');
    expect(active(tool)).toEqual([true, true, false, true]);
    expect(answered(tool).rolled).toBe(false);
    tool.dice[1]!.entry.enter('3');
    const value = answered(tool);
    expect(value.answer).toBe('Escape: he escapes');
    expect(value.steps.at(-1)).toMatchObject({ text: 'Escape dice 1 3: he escapes', rule: '7.10' });
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['escaped']);
  });

  it("7.10: just outside 1/3 a 1 then a 4 fails; the captor's 1 kills him, a 2 does not", () => {
    const tool = new CaptivityTool(5);
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('4');
    expect(active(tool)).toEqual([true, true, true, true]);
    tool.dice[2]!.entry.enter('1');
    expect(answered(tool).answer).toBe('Escape: he fails, and the captor kills him');
    tool.dice[2]!.entry.enter('2');
    expect(answered(tool).answer).toBe('Escape: he fails and is still held');
    // A first die of 2 misses outright: no second die.
    tool.dice[0]!.entry.enter('2');
    expect(active(tool)).toEqual([true, false, true, true]);
    expect(answered(tool).steps.at(-1)?.text).toBe('Escape dice 2 2: he fails and is still held');
  });

  it('7.10: with his guards in CC he escapes on 1/5: a 1 then a 5 gets him away', () => {
    const tool = new CaptivityTool(5);
    tool.set('guardsInCloseCombat', true);
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('5');
    expect(answered(tool).answer).toBe('Escape: he escapes');
    tool.dice[1]!.entry.enter('6');
    expect(active(tool)[2]).toBe(true);
  });

  it('9.12: a ransom die of 3 frees him, a 4 does not, and the price is lost either way', () => {
    const tool = new CaptivityTool(5);
    tool.dice[3]!.entry.enter('3');
    expect(answered(tool).answer).toBe('ransom: freed');
    expect(
      answered(tool)
        .rows.filter((r) => r.current)
        .map((r) => r.key),
    ).toEqual(['ransomed']);
    tool.dice[3]!.entry.enter('4');
    expect(answered(tool).steps.at(-1)).toMatchObject({
      text: 'Ransom die 4: still held, and the 50 HP are lost',
      rule: '9.12',
    });
  });

  it('a link restores the escape and ransom dice; a seeded roll reads every die', async () => {
    const tool = new CaptivityTool(5);
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('6');
    tool.dice[2]!.entry.enter('1');
    tool.dice[3]!.entry.enter('2');
    const restored = new CaptivityTool();
    await restored.loadLink(tool.linkFields);
    expect(answered(restored).answer).toBe(
      'Escape: he fails, and the captor kills him · ransom: freed',
    );
    const seeded = new CaptivityTool(9);
    for (let i = 0; i < 3; i++) {
      for (const slot of seeded.dice)
        if (slot.active?.() && !slot.entry.faces) await slot.entry.roll();
    }
    expect(answered(seeded).rolled).toBe(true);
    expect(answered(seeded).rows.filter((r) => r.current)).toHaveLength(2);
  });
});

describe('Seeking out a leader tool reads the die (9.11, T23, Dice)', () => {
  it('9.11 example: found on 2 or less: a 2 finds him, a 3 does not', () => {
    const tool = new SeekingOutTool(4);
    expect(active(tool)).toEqual([true, false]);
    tool.dice[0]!.entry.enter('2');
    const value = answered(tool);
    expect(value.answer).toBe('Found: one round of leader combat');
    expect(value.chance).toBe('This result: 33.3% (12/36) before the roll');
    expect(value.steps.at(-1)).toMatchObject({ text: 'Die 2: he is found', rule: 'Dice' });
    tool.dice[0]!.entry.enter('3');
    expect(answered(tool).answer).toBe('Not found this turn');
    expect(
      answered(tool)
        .rows.filter((r) => r.current)
        .map((r) => r.key),
    ).toEqual(['missed']);
  });

  it('9.11 example: at 4/3 a 4 asks for a second die: 3 finds him, 4 does not; a link restores both', async () => {
    const tool = new SeekingOutTool(4);
    tool.set('target', 'B');
    tool.set('distance', 'in-contact');
    tool.set('elevated', false);
    tool.set('enemyBetween', 0);
    tool.dice[0]!.entry.enter('4');
    expect(active(tool)).toEqual([true, true]);
    expect(answered(tool).rolled).toBe(false);
    tool.dice[1]!.entry.enter('3');
    expect(answered(tool).steps.at(-1)?.text).toBe('Die 4 then 3: he is found');
    tool.dice[1]!.entry.enter('4');
    expect(answered(tool).answer).toBe('Not found this turn');
    const restored = new SeekingOutTool();
    await restored.loadLink(tool.linkFields);
    expect(answered(restored).steps.at(-1)?.text).toBe('Die 4 then 4: not found');
  });

  it('T23: when no roll can find him no die is asked for', () => {
    const tool = new SeekingOutTool(4);
    tool.set('target', 'A');
    tool.set('distance', 'over-30');
    expect(active(tool)).toEqual([false, false]);
    expect(answered(tool).rolled).toBe(false);
  });
});

describe('Honor points tally: the raid dice (8.03)', () => {
  it('8.03: the raid dice are asked for only while figures raid, so never as 0D6', () => {
    const tool = new HonorTallyTool(7);
    expect(active(tool)).toEqual([false]);
    tool.set('raidTurns', 1);
    expect(active(tool)).toEqual([false]);
    expect(answered(tool).answer).toBe('100 honor points');
    tool.set('raidFigures', 1);
    expect(active(tool)).toEqual([true]);
    expect(tool.dice[0]!.entry.label).toBe('1D6');
  });
});
