import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../../../engine/core/index.ts';
import { InterpenetrationTool } from '../movement/interpenetration.svelte.ts';
import { OfficerGeneratorTool } from './officer-generator.svelte.ts';
import { OfficerMoraleTool } from './officer-morale.svelte.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import type { M2mTool } from '../tool-state.svelte.ts';

const answered = (tool: M2mTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Officer generator (Officer temperament, Leadership and Command ratings)', () => {
  it('temperament on 2d6: Enraged 2/36, Rash 9/36, Bold 16/36, Cautious 9/36', () => {
    const value = answered(new OfficerGeneratorTool(1));
    const byName = Object.fromEntries(value.rows.map((r) => [r.key, r.chance]));
    expect(byName).toEqual({
      enraged: chance(2, 36),
      rash: chance(9, 36),
      bold: chance(16, 36),
      cautious: chance(9, 36),
    });
    expect(value.rolled).toBe(false);
  });

  it('3 and 4 make him Bold; 5, 2, 6 keep 6 and 5 (radius 11); a Regular counts Command twice', () => {
    const tool = new OfficerGeneratorTool(1);
    tool.dice[0]!.entry.enter('3 4');
    tool.dice[1]!.entry.enter('5 2 6');
    expect(answered(tool).answer).toBe('bold; Leadership 6, Command 5, radius 11″');
    // Regulars roll average dice: the 6 is no face of them until re-entered.
    tool.set('origin', 'regular');
    expect(answered(tool).answer).toBe('bold');
    tool.dice[1]!.entry.enter('5 2 4');
    expect(answered(tool).answer).toBe('bold; Leadership 5, Command 4, radius 13″');
    tool.set('leadershipDie', 'low');
    expect(answered(tool).answer).toBe('bold; Leadership 4, Command 5, radius 14″');
    expect(answered(tool).rows.find((r) => r.current)?.key).toBe('bold');
  });

  it('shows the engine working: score, dice kept, radius; Command twice only when doubled', () => {
    const tool = new OfficerGeneratorTool(1);
    tool.set('origin', 'regular');
    tool.dice[0]!.entry.enter('3 4');
    tool.dice[1]!.entry.enter('5 2 4');
    expect(answered(tool).steps.map((s) => s.text)).toEqual([
      '2d6 score 7: bold',
      'Dice 5, 2, 4: keeps 5 and 4',
      'Command radius 13 inches (Command counted twice: Regular)',
    ]);
    tool.readings.commandRadius = 'plain-sum';
    expect(answered(tool).steps.at(-1)?.text).toBe('Command radius 9 inches');
  });

  it('a Regular officer rolls average dice: a 1 is no face of them', () => {
    const tool = new OfficerGeneratorTool(1);
    tool.set('origin', 'regular');
    expect(tool.dice[1]!.entry.label).toBe('3AvD');
    tool.dice[1]!.entry.enter('1 3 4');
    expect(tool.errorAt('dice')).toMatchObject({ rule: 'leadership-and-command' });
  });
});

describe('Officer morale test tool', () => {
  it('a Bold officer who lost a class B unit tests; every result adds up to 1', () => {
    const tool = new OfficerMoraleTool(1);
    const value = answered(tool);
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    expect(value.steps[0]!.text).toBe(
      'A bold officer counts the units lost now as 1: a test; his count stands at 0',
    );
    tool.dice[0]!.entry.enter('3 4');
    expect(answered(tool).answer).toBe('Score 7: passes; bold, 0 lost counted');
  });

  it('the count entered is the one before these losses: at 3 against Command 3 a failure does not snap', () => {
    const tool = new OfficerMoraleTool(1);
    tool.set('countBefore', 3);
    tool.dice[0]!.entry.enter('1 1');
    expect(answered(tool).answer).toBe('Score 2: rolls down; bold, 4 lost counted');
    tool.set('countBefore', 4);
    expect(answered(tool).answer).toBe('Score 2: rolls down; shaken, 5 lost counted, snapped');
  });

  it('an Enraged officer takes no test; a Shaken one who lost a unit breaks', () => {
    const tool = new OfficerMoraleTool(1);
    tool.set('temperament', 'enraged');
    expect(answered(tool).answer).toBe('takes no test; enraged, 0 lost counted');
    tool.set('temperament', 'shaken');
    expect(answered(tool).answer).toBe('breaks; shaken, 0 lost counted');
    tool.set('lostB', -1);
    expect(tool.errorAt('lostB')).toMatchObject({ rule: 'officer-morale-test' });
  });

  it('a loss the temperament does not count calls for no test, unless under any-loss', () => {
    const tool = new OfficerMoraleTool(1);
    tool.set('lostB', 0);
    tool.set('lostC', 1);
    expect(answered(tool).answer).toBe('takes no test; bold, 0 lost counted');
    tool.readings.officerTestTrigger = 'any-loss';
    expect(answered(tool).answer).toMatch(/^Passes /);
  });

  it('the C-in-C lost calls for a test and counts 1 at once, nothing under adds-nothing', () => {
    const tool = new OfficerMoraleTool(1);
    tool.set('lostB', 0);
    tool.set('cInCLost', true);
    expect(answered(tool).steps[0]!.text).toBe(
      'A bold officer counts the units lost now as 0, the C-in-C lost: a test; his count stands at 1',
    );
    tool.readings.commanderLoss = 'adds-nothing';
    expect(answered(tool).steps[0]!.text).toMatch(/a test; his count stands at 0$/);
  });

  it('Relative importance class: foreign units and, under a Tribal officer, his own count a class lower', () => {
    const tool = new OfficerMoraleTool(1);
    const counted = () => answered(tool).steps[0]!.text;
    // Bold: B counts 1, A counts 2. A foreign A unit is seen as B; a foreign C as D, which counts nothing.
    tool.set('lostB', 0);
    tool.set('foreignA', 1);
    expect(counted()).toMatch(/counts the units lost now as 1: a test/);
    tool.set('foreignA', 0);
    tool.set('foreignC', 1);
    expect(counted()).toMatch(/counts the units lost now as 0: no significant loss, no test/);
    tool.set('foreignC', 0);
    tool.set('lostA', 1);
    expect(counted()).toMatch(/counts the units lost now as 2: a test/);
    tool.set('origin', 'tribal');
    expect(counted()).toMatch(/counts the units lost now as 1: a test/);
    tool.set('foreignD', 1.5);
    expect(tool.errorAt('foreignD')).toMatchObject({ rule: 'officer-morale-test' });
  });
});

describe('Interpenetration tool (Unit interpenetration)', () => {
  it('foot at a normal move against halted foot: 3 dice against 1, a tie passes cleanly', () => {
    const tool = new InterpenetrationTool(1);
    expect(tool.dice.map((d) => d.entry.label)).toEqual(['3D6', '1D6']);
    const value = answered(tool);
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    tool.dice[0]!.entry.enter('4 2 1');
    tool.dice[1]!.entry.enter('4');
    expect(answered(tool).answer).toBe('Difference 0: passes cleanly');
    tool.dice[1]!.entry.enter('1');
    expect(answered(tool).answer).toBe('Difference 3: both unformed; faster 0 hits, slower 0 hits');
  });

  it('shows the dice each side keeps as the engine writes it', () => {
    const tool = new InterpenetrationTool(1);
    expect(answered(tool).steps.map((s) => s.text)).toEqual([
      'Faster keeps its highest of 3, slower its lowest of 1',
    ]);
  });
});
