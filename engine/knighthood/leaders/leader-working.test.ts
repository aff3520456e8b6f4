import { describe, expect, it } from 'vitest';
import { chance, formatOver, type Probability } from '../../core/index.ts';
import { leaderCombat } from './leader-combat.ts';
import { seekingChance } from './leaders.ts';
import { leaderRisk } from './leader-risk.ts';
import {
  describeCaptureChance,
  describeLeaderCombat,
  describeLeaderRisk,
  describeLoneLeaderCombat,
  describeSeeking,
  describeSeekingRoll,
  leaderRiskDiceNames,
  leaderCombatRoundSummary,
  loneLeaderRoundSummary,
  seekingOutcomes,
} from './leader-working.ts';

const over36 = (p: Probability) => formatOver(p, 36);

const value = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected a value');
  return result.value;
};

describe('The leader risk working (7.00, T19, T20, 7.10)', () => {
  it('T19: a B leader whose unit fights takes one check on 1/3; in melee each hit may be captured (7.10)', () => {
    const risk = value(leaderRisk('B', 'unit-in-close-combat'));
    expect(describeLeaderRisk('unit-in-close-combat', risk, over36)).toEqual([
      { text: '1 VF check', rule: '7.00' },
      { text: 'Each check hits on 1/3: 3/36', rule: 'T19' },
      { text: 'Each hit is rolled on the leader hit chart', rule: 'T20' },
      { text: 'In melee the captor rolls the capture column for each hit', rule: '7.10' },
    ]);
  });

  it('7.10: fire never captures; meleed alone, one check per attacker on 1 MMS (7.00)', () => {
    const fired = value(leaderRisk('B', 'unit-fired-on'));
    expect(describeLeaderRisk('unit-fired-on', fired, over36)[3]).toEqual({
      text: 'Fire never captures a leader',
      rule: '7.10',
    });
    const alone = { checks: 3, hitNumber: fired.hitNumber, hitChance: fired.hitChance };
    expect(describeLeaderRisk('meleed-alone', alone, over36)[0]).toEqual({
      text: '3 VF checks, one per attacker on 1 MMS',
      rule: '7.00',
    });
  });
});

describe('7.10: the chance he is captured', () => {
  it('7.10: only melee captures; fire never does', () => {
    const third = chance(1, 3);
    const percent = (p: Probability) => `${formatOver(p, 3)} of the time`;
    expect(describeCaptureChance('unit-in-close-combat', third, percent)).toBe(
      'Captured: 1/3 of the time',
    );
    expect(describeCaptureChance('meleed-alone', third, percent)).toBe('Captured: 1/3 of the time');
    expect(describeCaptureChance('unit-fired-on', third, percent)).toBe('Fire cannot capture him');
  });
});

describe('The leader combat working (9.14 on T15, 7.10)', () => {
  it('9.14, 7.10: each hit of a round goes to T20 and the capture roll', () => {
    expect(leaderCombatRoundSummary).toBe(
      'One die each; every hit goes to T20 and the capture roll',
    );
    expect(loneLeaderRoundSummary).toBe('Each hit on him is rolled on T20, with the capture roll');
  });

  const mounted = { mounted: true, upslope: false, attackingSuperiorPosition: false };

  it('9.14 example: the seeking D (4) against the upslope B (2 + 2): even, both hit on 2', () => {
    const combat = value(
      leaderCombat({ ...mounted, fighter: 'D' }, { ...mounted, fighter: 'B', upslope: true }),
    );
    expect(describeLeaderCombat(combat, over36)).toEqual([
      { text: 'Seeker: 4 points, even, hits on 2 (12/36)', rule: '9.14' },
      { text: 'Sought: 4 points, even, hits on 2 (12/36)', rule: '9.14' },
      { text: 'Each hit is rolled on the leader hit chart, then the capture column', rule: '7.10' },
    ]);
  });

  it('9.14, 4: chivalry fights a lone mounted B leader as a C leader: even against disadvantage', () => {
    const combat = value(
      leaderCombat({ ...mounted, fighter: 'chivalry' }, { ...mounted, fighter: 'B' }),
    );
    expect(describeLoneLeaderCombat(combat, over36)).toEqual([
      { text: 'Attacking unit: 3 points, even, hits on 2 (12/36)', rule: '9.14' },
      { text: 'Leader: 2 points, disadvantage, hits on 1 (6/36)', rule: '9.14' },
      {
        text: 'Each hit on him is rolled on the leader hit chart and checked for capture',
        rule: '7.10',
      },
    ]);
  });
});

describe('The seeking-out working (9.11, T23, Dice)', () => {
  it('9.11 example: A seeks C from a hill, within 30", one enemy between: 3 moved -10 to 2', () => {
    const seeking = value(seekingChance('A', 'C', ['within-30', 'elevated', 'enemy-between']));
    expect(describeSeeking(seeking, over36)).toEqual([
      { text: 'T23 gives 3', rule: 'T23' },
      { text: 'Modifiers -10: each 10 moves the first figure one step, to 2', rule: '9.11' },
      { text: 'Found on 2 or less: 12/36', rule: 'dice' },
    ]);
  });

  it('9.11: 2/3 in contact (+20) is 4/3; over 30" apart an A cannot find an A', () => {
    const contact = value(seekingChance('A', 'B', ['in-contact']));
    expect(describeSeeking(contact, over36)[1]?.text).toBe(
      'Modifiers +20: each 10 moves the first figure one step, to 4/3',
    );
    expect(describeSeekingRoll(contact.chance)).toBe('Roll 4/3 or less');
    const far = value(seekingChance('A', 'A', ['over-30']));
    expect(describeSeekingRoll(far.chance)).toBe('No roll can find him');
    expect(describeSeeking(far, over36)[2]).toEqual({
      text: 'Below 1: he cannot be found',
      rule: 'dice',
    });
  });
});

describe('9.11: what a seeking attempt leads to', () => {
  it('9.11: found, one round of leader combat; not found, none this turn', () => {
    expect(seekingOutcomes.found).toEqual({ label: 'Found', detail: 'one round of leader combat' });
    expect(seekingOutcomes.missed).toEqual({ label: 'Not found', detail: 'no combat this turn' });
  });
});

describe('The leader-risk dice names (7.00, T19, T20, 7.10)', () => {
  it('T19: a fraction of 1/3 calls a second VF die for each first die of 1; T20 dice per hit', () => {
    expect(leaderRiskDiceNames({ kind: 'fraction', first: 1, second: 3 })).toEqual({
      vf: 'VF dice (one per check)',
      secondVf: 'Second VF dice (one per first die of 1)',
      hit: 'T20 dice (one per hit)',
      capture: 'Capture dice (one per hit)',
      mortal: 'Mortal wound: turns he lives (1D)',
    });
  });
});
