import { describe, expect, it } from 'vitest';
import { never, not } from '../../core/probability.ts';
import { resolveReadings } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import { testAfterRetreat } from '../morale/retreat-test.ts';
import type { AftermathContext, SideAftermath } from './aftermath.ts';
import { analyseCombat, chainCombatOdds } from './combat-by-id.ts';
import { describeLeaderChoices, explainColumn, plural } from './explain.ts';
import { explainAftermath } from './explain-aftermath.ts';
import { plainCombat, type CombatInput } from './input.ts';
import { unit } from './combat-units.fixtures.ts';

/** One side's working after the given roll of a Bannockburn combat. */
function afterRoll(
  input: CombatInput,
  roll: number,
  side: 'attacker' | 'defender',
  context: AftermathContext = {},
) {
  const analysis = analyseCombat('bannockburn-1314', input);
  if (!analysis.ok) throw new Error(analysis.error.message);
  const odds = chainCombatOdds(analysis.value, input, context);
  if (!odds.ok) throw new Error(odds.error.message);
  const outcome = odds.value.outcomes.find((o) => o.roll === roll);
  if (!outcome) throw new Error(`no roll ${roll}`);
  return explainAftermath(edition('bannockburn-1314'), outcome[side]);
}

describe('explainColumn: every strength step and modifier of each side (1.4, 1.5)', () => {
  it('10.3.2 and 11.1.8: archers alone count 1 SP, a fortified hex at most 4 SP, each said for its side', () => {
    const input = plainCombat([unit('archers', 3, 0)], [unit('infantry', 6, 1)], {
      defender: { fortified: true },
    });
    const analysis = analyseCombat('bannockburn-1314', input);
    if (!analysis.ok) throw new Error(analysis.error.message);
    expect(explainColumn(analysis.value)).toEqual([
      { text: 'Attacker 1 SP against defender 4 SP', rule: '1.4' },
      { text: 'Attacker: ranged units fighting alone count 1 SP', rule: '10.3.2' },
      { text: 'Defender: a fortified hex fights with at most 4 SP', rule: '11.1.8' },
      { text: 'Attacker: no column modifiers', rule: '1.5' },
      { text: 'Defender: armor 1, +1 CM', rule: '5.2.7' },
      { text: 'Initial ratio 1:4', rule: '1.4' },
      { text: 'defender −1: column 1:5', rule: '1.5' },
      { text: 'clamped to 1:4: column 1:4', rule: '1.5' },
    ]);
  });
});

describe('plural and the leader choices (8.2.1–8.2.2)', () => {
  it('a count of one takes the noun, any other count adds "s" unless told the plural', () => {
    expect(plural(1, 'unit')).toBe('1 unit');
    expect(plural(2, 'unit')).toBe('2 units');
    expect(plural(0, 'box', 'boxes')).toBe('0 boxes');
  });

  it('8.2.1–8.2.2: the first choice is no leader near, with no rule', () => {
    expect(describeLeaderChoices(edition('bannockburn-1314'))[0]).toEqual({
      presence: 'none',
      text: 'none near',
    });
  });
});

describe('explainAftermath: each test, loss and leader death in words (5.1.1 g, 6.1.4, 6.1.7)', () => {
  it('5.1.1 g: infantry of armor 1 retreating 1 hex (row D1 / A1) scatters on no roll of 1D6', () => {
    // Armor 1 against armor 1: 1:1, where a 3 is D1 -1.
    const input = plainCombat([unit('infantry', 2, 1)], [unit('infantry', 2, 1)]);
    expect(afterRoll(input, 3, 'defender')).toEqual([
      { text: 'Loses 1 SP', rule: '5.1.1' },
      { text: 'Retreats 1 hex', rule: '5.4.2' },
      {
        text: 'Unit 1: scattered on no roll (1D6, row D1 / A1)',
        rule: '5.1.1',
        chance: never,
        over: 6,
      },
    ]);
  });

  it('a unit with no retreat to test for reads "no test" with its rule (5.1.1)', () => {
    const bannockburn = edition('bannockburn-1314');
    const test = testAfterRetreat(
      bannockburn,
      unit('infantry', 2, 0),
      'defender',
      0,
      false,
      false,
      resolveReadings(bannockburn),
    );
    const side: SideAftermath = {
      loss: 1,
      retreat: { required: 0, possible: 0 },
      units: [unit('infantry', 1, 0)],
      eliminated: 0,
      tests: [test],
      anyBreaks: never,
      moraleBoxesLost: 0,
    };
    expect(explainAftermath(bannockburn, side)).toEqual([
      { text: 'Loses 1 SP', rule: '5.1.1' },
      { text: 'Unit 1: no test', rule: '5.1.1' },
    ]);
  });

  it('6.1.4: two units eliminated move MORALE 2 boxes, said in the plural', () => {
    const bannockburn = edition('bannockburn-1314');
    const side: SideAftermath = {
      loss: 2,
      retreat: { required: 0, possible: 0 },
      units: [],
      eliminated: 2,
      tests: [],
      anyBreaks: not(never),
      moraleBoxesLost: 2,
    };
    expect(explainAftermath(bannockburn, side)).toEqual([
      { text: 'Loses 2 SP', rule: '5.1.1' },
      { text: '2 units eliminated: MORALE moves 2 boxes to the enemy', rule: '6.1.4' },
    ]);
  });

  it('6.1.7: a grand leader who may die moves MORALE 12 boxes, under the grand leader rule', () => {
    // 8.2.5 a: the attacker with its leader on the hex gets A2 -1 on a 9 at 1:4.
    const input = plainCombat(
      [unit('infantry', 1, 0)],
      [unit('infantry', 2, 0), unit('infantry', 2, 0)],
      { attacker: { leader: 'stacked' }, defender: { terrain: 'forest' } },
    );
    const steps = afterRoll(input, 9, 'attacker', { attacker: { grandLeader: true } });
    expect(steps).toContainEqual({
      text: 'If he dies, MORALE moves 12 boxes to the enemy',
      rule: '6.1.7',
    });
  });

  it('5.1.1: a side that neither loses nor retreats says so once; one that retreats does not', () => {
    const input = plainCombat([unit('infantry', 2, 0)], [unit('infantry', 2, 0)]);
    expect(afterRoll(input, 6, 'attacker')).toEqual([
      { text: 'No loss, no retreat', rule: '5.1.1' },
    ]);
    expect(afterRoll(input, 3, 'defender').map((s) => s.text)).not.toContain('No loss, no retreat');
  });
});
