import { describe, expect, it } from 'vitest';
import type { AftermathContext } from './aftermath.ts';
import { plainCombat, type CombatInput, type CombatUnit } from './input.ts';
import { unit } from './combat-units.fixtures.ts';
import { describeLeaderChoices, explainColumn } from './explain.ts';
import { explainAftermath } from './explain-aftermath.ts';
import { chainCombatOdds } from './combat-by-id.ts';
import { edition } from '../editions/editions.fixtures.ts';
import { analyseCombat } from './combat-by-id.ts';

/** A plain combat (plainCombat) on the defender's terrain, with the attacker's leader. */
const combat = (
  attackers: CombatUnit[],
  defenders: CombatUnit[],
  terrain: CombatInput['defender']['terrain'],
  leader: CombatInput['attacker']['leader'] = 'none',
): CombatInput =>
  plainCombat(attackers, defenders, { attacker: { leader }, defender: { terrain } });

/** 5.1.1: two cavalry units (armor 2, CF 1 and armor 1, CF 2) attack one across a stream. */
const streamExample = combat(
  [unit('cavalry', 2, 2, 1), unit('cavalry', 2, 1, 2)],
  [unit('cavalry', 2, 0, 1)],
  'stream',
);

function explain(id: string, input: CombatInput, roll: number, context: AftermathContext = {}) {
  const analysis = analyseCombat(id, input);
  if (!analysis.ok) throw new Error(analysis.error.message);
  const odds = chainCombatOdds(analysis.value, input, context);
  if (!odds.ok) throw new Error(odds.error.message);
  const outcome = odds.value.outcomes.find((o) => o.roll === roll)!;
  return {
    column: explainColumn(analysis.value),
    cell: outcome.cell,
    attacker: explainAftermath(edition(id), outcome.attacker),
    defender: explainAftermath(edition(id), outcome.defender),
  };
}

describe('a combat in steps with their rules', () => {
  it('5.1.1: the stream example reads 4 SP against 2 SP, initial 2:1 (1.4), moved to 4:1 (1.5)', () => {
    const { column } = explain('bannockburn-1314', streamExample, 4);
    expect(column[0]).toEqual({ text: 'Attacker 4 SP against defender 2 SP', rule: '1.4' });
    expect(column).toContainEqual({ text: 'Initial ratio 2:1', rule: '1.4' });
    expect(column.at(-1)?.text).toMatch(/column 4:1$/);
    expect(column.at(-1)?.rule).toBe('1.5');
    // The initial ratio is said once, not "initial 2:1 → 2:1".
    expect(column.filter((s) => s.text.includes('2:1'))).toHaveLength(1);
  });

  it('5.1.1 f–g: a 4 gives -1 / D2: the attacker loses 1 SP, the defender retreats 2 and scatters on 1–2 of 1D6', () => {
    const { cell, attacker, defender } = explain('bannockburn-1314', streamExample, 4);
    expect(cell).toBe('-1 / D2');
    expect(attacker).toContainEqual({ text: 'Loses 1 SP', rule: '5.1.1' });
    expect(defender).toContainEqual({ text: 'Retreats 2 hexes', rule: '5.4.2' });
    const test = defender.find((s) => s.text.startsWith('Unit 1'));
    expect(test?.text).toBe('Unit 1: scattered on 1, 2 (1D6, row D2 / A2)');
    expect(test?.chance).toEqual({ num: 1n, den: 3n });
    expect(test?.over).toBe(6);
  });

  it('5.4.6: a side that can retreat 0 of 2 hexes loses 2 more SP, and says so with the rule', () => {
    const { defender } = explain('bannockburn-1314', streamExample, 4, {
      defender: { hexesCanRetreat: 0 },
    });
    expect(defender).toContainEqual({
      text: 'Loses 2 more SP: 2 hexes it cannot retreat',
      rule: '5.4.6',
    });
    expect(defender).toContainEqual({ text: 'Retreats 0 of the 2 hexes required', rule: '5.4.6' });
    expect(defender).toContainEqual({
      text: '1 unit eliminated: MORALE moves 1 box to the enemy',
      rule: '6.1.4',
    });
  });

  it('8.2.5 a: attackers with a leader get A2 -1 on a 9 at 1:4 — he dies on 2 or 3 (8.2.4), MORALE 8 (6.1.6)', () => {
    const input = combat(
      [unit('infantry', 1, 0)],
      [unit('infantry', 2, 0), unit('infantry', 2, 0)],
      'forest',
      'stacked',
    );
    const { cell, attacker } = explain('bannockburn-1314', input, 9);
    expect(cell).toBe('A2 -1');
    expect(attacker).toContainEqual({
      text: 'Leader dies on 2D6 2, 3',
      rule: '8.2.4',
      chance: { num: 1n, den: 12n },
    });
    expect(attacker).toContainEqual({
      text: 'If he dies, MORALE moves 8 boxes to the enemy',
      rule: '6.1.6',
    });
  });

  it('8.2.5 b (printed A3 -1, read as D3 -1: leader-death-example-b): a defender of 1 SP with its leader gets D3 -1, can retreat 2: 1 SP more lost (5.4.6), and he dies on 2 to 5', () => {
    const attackers = [unit('infantry', 2, 0), unit('infantry', 2, 0), unit('infantry', 2, 0)];
    const input = combat(attackers, [unit('infantry', 1, 0)], 'clear', 'stacked');
    const withLeader = { ...input, defender: { ...input.defender, leader: 'stacked' as const } };
    const { cell, defender } = explain('bannockburn-1314', withLeader, 5, {
      defender: { hexesCanRetreat: 2 },
    });
    expect(cell).toBe('D3 -1');
    expect(defender).toContainEqual({
      text: 'Loses 1 more SP: 1 hex it cannot retreat',
      rule: '5.4.6',
    });
    expect(defender.find((s) => s.rule === '8.2.4')?.text).toBe('Leader dies on 2D6 2, 3, 4, 5');
  });

  it('9.1.3: a retreating unit with its leader on the hex is never scattered', () => {
    const attackers = [unit('infantry', 2, 0), unit('infantry', 2, 0), unit('infantry', 2, 0)];
    const input = combat(attackers, [unit('infantry', 2, 0)], 'clear');
    const withLeader = { ...input, defender: { ...input.defender, leader: 'stacked' as const } };
    const { defender } = explain('bannockburn-1314', withLeader, 5);
    expect(defender).toContainEqual({
      text: 'Unit 1: cannot be scattered, its leader is on the hex',
      rule: '9.1.3',
    });
  });

  it('8.2.1–8.2.2: a leader gives +2 CM on the hex and +1 CM in range, 1 hex in Bannockburn, 2 in Kosovo (8.0)', () => {
    const choices = describeLeaderChoices(edition('bannockburn-1314'));
    expect(choices.map((c) => c.presence)).toEqual(['none', 'in-range', 'stacked']);
    expect(choices[1]).toEqual({
      presence: 'in-range',
      text: 'within 1 hex (+1 CM)',
      rule: '8.2.2',
    });
    expect(choices[2]).toEqual({ presence: 'stacked', text: 'on the hex (+2 CM)', rule: '8.2.1' });
    expect(describeLeaderChoices(edition('kosovo-1389'))[1]?.text).toBe('within 2 hexes (+1 CM)');
    const { column } = explain(
      'bannockburn-1314',
      combat(
        streamExample.attacker.units.slice(),
        streamExample.defender.units.slice(),
        'stream',
        'stacked',
      ),
      4,
    );
    expect(column).toContainEqual({ text: 'Attacker: leader on the hex, +2 CM', rule: '8.2.1' });
  });

  it('5.5: the side whose enemy retreats is told whether it must or may pursue, with the chance', () => {
    const { attacker } = explain('bannockburn-1314', streamExample, 4);
    const must = attacker.find((s) => s.text === 'Must pursue');
    expect(must?.rule).toMatch(/^5\.5/);
    expect(must?.chance).toBeDefined();
  });

  it('Kosovo 5.1.1 g: disorganization is read on 2D6 and shown over 36', () => {
    const { defender } = explain('kosovo-1389', streamExample, 4);
    const test = defender.find((s) => s.text.startsWith('Unit 1'));
    expect(test?.text).toMatch(/^Unit 1: disorganized on .*\(2D6, row /);
    expect(test?.over).toBe(36);
  });
});

describe('the working of every roll at 1:1 (Bannockburn 1314 COMBAT TABLE, 5.1.1, 5.4.2, 5.4.6, 6.1.4)', () => {
  // Infantry 2 SP against infantry 2 SP; the defender can retreat 1 hex, the attacker none.
  function atOneToOne() {
    const bannockburn = edition('bannockburn-1314');
    const inf = unit('infantry', 2, 0);
    const fight = plainCombat([inf], [inf]);
    const analysis = analyseCombat('bannockburn-1314', fight);
    if (!analysis.ok) throw new Error(analysis.error.message);
    const odds = chainCombatOdds(analysis.value, fight, {
      attacker: { hexesCanRetreat: 0 },
      defender: { hexesCanRetreat: 1 },
    });
    if (!odds.ok) throw new Error(odds.error.message);
    const working = (roll: number, side: 'attacker' | 'defender') => {
      const outcome = odds.value.outcomes.find((o) => o.roll === roll);
      if (!outcome) throw new Error(`no roll ${roll}`);
      return explainAftermath(bannockburn, outcome[side]).map((s) => [s.text, s.rule]);
    };
    const pursues = [
      ['Must pursue', '5.5.2'],
      ['May pursue (its choice)', '5.5.2'],
    ];
    return { bannockburn, inf, fight, analysis, odds, working, pursues };
  }

  it('says how the column was found, each side without modifiers (1.4, 1.5)', () => {
    const { analysis } = atOneToOne();
    expect(explainColumn(analysis.value)).toEqual([
      { text: 'Attacker 2 SP against defender 2 SP', rule: '1.4' },
      { text: 'Attacker: no column modifiers', rule: '1.5' },
      { text: 'Defender: no column modifiers', rule: '1.5' },
      { text: 'Initial ratio 1:1', rule: '1.4' },
    ]);
  });

  it('roll 2, D2 -1: 1 SP, 1 more for the hex it cannot retreat, the unit is eliminated', () => {
    const { working, pursues } = atOneToOne();
    expect(working(2, 'defender')).toEqual([
      ['Loses 1 SP', '5.1.1'],
      ['Loses 1 more SP: 1 hex it cannot retreat', '5.4.6'],
      ['1 unit eliminated: MORALE moves 1 box to the enemy', '6.1.4'],
      ['Retreats 1 of the 2 hexes required', '5.4.6'],
    ]);
    expect(working(2, 'attacker')).toEqual([['No loss, no retreat', '5.1.1'], ...pursues]);
  });

  it('roll 3, D1 -1: the defender loses 1 SP, retreats 1 hex and tests for scatter', () => {
    const { working } = atOneToOne();
    expect(working(3, 'defender')).toEqual([
      ['Loses 1 SP', '5.1.1'],
      ['Retreats 1 hex', '5.4.2'],
      ['Unit 1: scattered on 1 (1D6, row D1 / A1)', '5.1.1'],
    ]);
  });

  it('rolls 6 and 7: "-" changes nothing; "-1 / -1" costs each side 1 SP', () => {
    const { working } = atOneToOne();
    expect(working(6, 'attacker')).toEqual([['No loss, no retreat', '5.1.1']]);
    expect(working(6, 'defender')).toEqual([['No loss, no retreat', '5.1.1']]);
    expect(working(7, 'attacker')).toEqual([['Loses 1 SP', '5.1.1']]);
    expect(working(7, 'defender')).toEqual([['Loses 1 SP', '5.1.1']]);
  });

  it('roll 12, A1S: an attacker that cannot retreat loses 1 SP and scatters outright', () => {
    const { working, pursues } = atOneToOne();
    expect(working(12, 'attacker')).toEqual([
      ['Loses 1 more SP: 1 hex it cannot retreat', '5.4.6'],
      ['Retreats 0 of the 1 hex required', '5.4.6'],
      ['Unit 1: scattered outright', 'COMBAT TABLE'],
    ]);
    expect(working(12, 'defender')).toEqual([['No loss, no retreat', '5.1.1'], ...pursues]);
  });
});
