import { describe, expect, it } from 'vitest';
import { chance, sum, type Result } from '../../../../engine/core/index.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { CaptivityTool } from './captivity.svelte.ts';
import { HonorTallyTool } from './honor-tally.svelte.ts';
import { LeaderCombatTool } from './leader-combat.svelte.ts';
import { LeaderRiskTool } from './leader-risk.svelte.ts';
import { SeekingOutTool } from './seeking-out.svelte.ts';

const answered = (tool: { answer(): Result<ToolAnswer> }): ToolAnswer => {
  const result = tool.answer();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Leader risk tool (7.00, T19, T20, 7.10)', () => {
  it('T19: a B leader whose unit fights is hit on 1/3; the fates sum to 1 and include capture', () => {
    const value = answered(new LeaderRiskTool());
    expect(value.steps.map((s) => s.rule)).toEqual(['7.00', 'T19', 'T20', '7.10']);
    expect(value.steps[1]?.text).toBe('Each check hits on 1/3: 8.3% (3/36)');
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    expect(value.rows).toHaveLength(8);
    // A hit (3 in 36) that is then taken: 14 in 36 of hits.
    expect(value.chance).toBe('Captured: 3.2%');
  });

  it('7.00: under fire there is no capture; meleed alone, one check per attacker on 1 MMS', () => {
    const tool = new LeaderRiskTool();
    tool.set('danger', 'unit-fired-on');
    expect(answered(tool).rows.map((r) => r.detail)).toEqual(['free', 'free', 'free', 'free']);
    expect(answered(tool).chance).toBe('Fire cannot capture him');
    tool.set('danger', 'meleed-alone');
    tool.set('figuresOnOneMms', 3);
    tool.set('leader', 'berserker');
    expect(answered(tool).steps[1]?.text).toBe('Each check hits on 1/5: 13.9% (5/36)');
    expect(answered(tool).steps[0]?.text).toBe('3 VF checks, one per attacker on 1 MMS');
    tool.set('figuresOnOneMms', 0);
    expect(tool.errorAt('figuresOnOneMms')).toMatchObject({ rule: '7.00' });
    tool.set('figuresOnOneMms', Number.NaN);
    expect(tool.errorAt('figuresOnOneMms')).toMatchObject({
      message: 'Attackers on 1 MMS (alone): enter a number',
    });
  });
});

describe('Leader risk tool: the other reading of a lone leader meleed (9.14, 4)', () => {
  it('9.14, 4: chivalry fights a mounted B leader as a C leader: 3 against 2 is even for it, disadvantage for him', async () => {
    const tool = new LeaderRiskTool();
    tool.set('danger', 'meleed-alone');
    expect(tool.sectionsUsed).toContain('9.14');
    await tool.loadRegister();
    const option = tool.errata.find((c) => c.id === 'lone-leader-melee')?.option;
    if (option) tool.setReading(option, true);
    const value = answered(tool);
    expect(value.steps.map((s) => s.text)).toEqual([
      'Attacking unit: 3 points, even, hits on 2 (33.3% (12/36))',
      'Leader: 2 points, disadvantage, hits on 1 (16.7% (6/36))',
      'Each hit on him is rolled on the leader hit chart and checked for capture',
    ]);
    expect(value.answer).toBe('He is hit: 33.3%');
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    tool.set('attacker', 'foot');
    tool.set('leaderOnFoot', true);
    expect(answered(tool).steps[0]?.text).toBe(
      'Attacking unit: 1 points, disadvantage, hits on 1 (16.7% (6/36))',
    );
    tool.set('danger', 'unit-fired-on');
    expect(tool.sectionsUsed).not.toContain('9.14');
    expect(answered(tool).rows).toHaveLength(4);
  });
});

describe('Captured leader tool (7.10, 9.12)', () => {
  it('7.10 and 9.12: escape 3 in 36, ransom 1 in 2 at the starting honor points', () => {
    const tool = new CaptivityTool();
    const value = answered(tool);
    expect(value.answer).toBe('Escape: 8.3% · ransom: 50.0%');
    expect(value.rows.map((r) => r.chance)).toEqual([
      chance(3, 36),
      chance(33, 216),
      chance(165, 216),
      chance(1, 2),
      chance(1, 2),
    ]);
    expect(value.steps[2]?.text).toContain('costs 50 honor points');
    tool.set('guardsInCloseCombat', true);
    expect(answered(tool).rows[0]?.chance).toEqual(chance(5, 36));
    tool.set('startingHonor', -5);
    expect(tool.errorAt('startingHonor')).toMatchObject({ rule: '9.12' });
  });
});

describe('Seeking out a leader tool (9.11, T23)', () => {
  it('9.11 example: A seeks C from a hill, 25" away, one enemy unit between: 1-2 on 1D', () => {
    const value = answered(new SeekingOutTool());
    expect(value.answer).toBe('Found: 33.3%');
    expect(value.chance).toBe('Roll 2 or less');
    expect(value.steps.map((s) => s.text)).toEqual([
      'T23 gives 3',
      'Modifiers -10: each 10 moves the first figure one step, to 2',
      'Found on 2 or less: 33.3% (12/36)',
    ]);
  });

  it('9.11 example: 2/3 in contact (+20) is 4/3; far off he cannot be found; counts are whole', () => {
    const tool = new SeekingOutTool();
    tool.set('target', 'B');
    tool.set('distance', 'in-contact');
    tool.set('elevated', false);
    tool.set('enemyBetween', 0);
    expect(answered(tool).chance).toBe('Roll 4/3 or less');
    tool.set('seeker', 'A');
    tool.set('target', 'A');
    tool.set('distance', 'over-30');
    expect(answered(tool).chance).toBe('No roll can find him');
    expect(answered(tool).rows[0]?.chance).toEqual(chance(0, 1));
    tool.set('enemyBetween', 1.5);
    expect(tool.errorAt('enemyBetween')).toMatchObject({ rule: 'T23' });
  });
});

describe('Honor points tally tool (T21, 8.02, 8.03)', () => {
  it('T21: a count commanding the 2nd battle starts with 100; awards by column; losses last', () => {
    const tool = new HonorTallyTool(7);
    expect(answered(tool).answer).toBe('100 honor points');
    tool.set('c.chivalry', 2);
    tool.set('m.captured-king', 1);
    tool.set('once.side-wins', true);
    tool.set('percentLost', 30);
    const value = answered(tool);
    // 100 + 50 - 50 + 250 = 350, less 25% for losses over 25%: 350 - 87 = 263.
    expect(value.answer).toBe('263 honor points');
    expect(value.steps.map((s) => s.rule)).toEqual(Array(6).fill('T21'));
    expect(value.steps.at(-1)?.text).toBe('Troop losses of 30%: -25%: -87, total 263');
  });

  it('8.03: a raid reads one die per figure per turn; the dice and the turns are checked', () => {
    const tool = new HonorTallyTool(7);
    tool.set('rank', 'none');
    tool.set('command', 'none');
    tool.set('raidFigures', 2);
    tool.set('raidTurns', 2);
    expect(tool.errorAt('raidDice')).toMatchObject({ message: 'read the 4 raid dice' });
    tool.dice[0]?.entry.enter('6 5 4 3');
    expect(answered(tool).answer).toBe('18 honor points');
    expect(answered(tool).steps[0]).toMatchObject({ rule: '8.03' });
    tool.set('raidTurns', 4);
    expect(tool.errorAt('raidTurns')).toMatchObject({ rule: '8.03', message: '0 to 3, not 4' });
  });

  it('T21: an engine error lands on the field that caused it; the loss rounding follows the reading', async () => {
    const tool = new HonorTallyTool(7);
    tool.set('m.chivalry', -1);
    expect(tool.errorAt('m.chivalry')).toMatchObject({ rule: 'T21' });
    tool.set('m.chivalry', 0);
    tool.set('rank', 'prince-or-duke');
    tool.set('command', 'none');
    tool.set('percentLost', 10);
    expect(answered(tool).answer).toBe('68 honor points');
    await tool.loadRegister();
    const option = tool.errata.find((c) => c.option?.name === 'honorLossRounding')?.option;
    expect(option).toBeDefined();
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toBe('67 honor points');
    expect(tool.linkFields['o.honorLossRounding']).toBe('up');
    tool.set('once.own-king-lost', true);
    expect(answered(tool).answer).toBe('157 honor points');
    await tool.loadRegister();
    const king = tool.errata.find((c) => c.id === 'own-king-lost')?.option;
    if (king) tool.setReading(king, true);
    expect(answered(tool).answer).toBe('-25 honor points');
  });
});

describe('Honor points tool: captures under missile fire (T21, 7.10)', () => {
  it('scores a capture logged under missile fire as printed, or refuses it at its field', async () => {
    const tool = new HonorTallyTool(7);
    tool.set('rank', 'none');
    tool.set('command', 'none');
    tool.set('m.captured-king', 1);
    expect(answered(tool).answer).toBe('-50 honor points');
    await tool.loadRegister();
    const meleeOnly = tool.errata.find((c) => c.id === 't21-capture-missile-column')?.option;
    expect(meleeOnly).toBeDefined();
    if (meleeOnly) tool.setReading(meleeOnly, true);
    expect(tool.errorAt('m.captured-king')).toMatchObject({ rule: '7.10' });
  });
});

describe('Leader combat tool (9.14, T15)', () => {
  it('9.14 example: the seeking D (4) against the upslope B (2 + 2) is even; both hit on 2', () => {
    const tool = new LeaderCombatTool();
    const value = answered(tool);
    expect(value.steps.map((s) => s.text)).toEqual([
      'Seeker: 4 points, even, hits on 2 (33.3% (12/36))',
      'Sought: 4 points, even, hits on 2 (33.3% (12/36))',
      'Each hit is rolled on the leader hit chart, then the capture column',
    ]);
    expect(value.rows.map((r) => r.chance)).toEqual([
      chance(2, 9),
      chance(1, 9),
      chance(2, 9),
      chance(4, 9),
    ]);
    expect(value.answer).toBe('Seeker hits 33.3% · sought 33.3%');
  });

  it('9.14, 2 and 4: attacking a superior position costs 4; foot stand in as A leaders on T15 infantry lines', async () => {
    const tool = new LeaderCombatTool();
    tool.set('sought.upslope', false);
    tool.set('seeker.superior', true);
    expect(answered(tool).steps[0]?.text).toBe(
      'Seeker: 0 points, disadvantage, hits on 1 (16.7% (6/36))',
    );
    tool.set('seeker.superior', false);
    tool.set('seeker.fighter', 'foot');
    expect(tool.errorAt('seeker.fighter')).toMatchObject({ rule: '7.00' });
    await tool.loadRegister();
    const option = tool.errata.find((c) => c.id === 'lone-leader-melee')?.option;
    if (option) tool.setReading(option, true);
    tool.set('sought.onFoot', true);
    expect(answered(tool).steps[1]?.text).toBe('Sought: 2 points, even, hits on 2 (33.3% (12/36))');
    tool.set('sought.fighter', 'chivalry');
    expect(tool.errorAt('sought.fighter')).toEqual({
      field: 'sought.fighter',
      rule: '9.14',
      message: 'one side must be a leader',
    });
  });
});
