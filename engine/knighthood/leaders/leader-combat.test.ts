import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { defaultReadings } from '../readings.ts';
import { fraction, whole } from '../tables/cells.ts';
import {
  checkLeaderCombatants,
  leaderCombat,
  leaderCombatPoints,
  meleeLoneLeader,
  ratedClass,
  type LeaderCombatant,
} from './leader-combat.ts';

const mounted = (fighter: LeaderCombatant['fighter']): LeaderCombatant => ({
  fighter,
  mounted: true,
  upslope: false,
  attackingSuperiorPosition: false,
});

describe('9.14 Leader combat: points', () => {
  it('9.14, 1: A leaders are rated 1, B 2, C 3, D 4', () => {
    expect(['A', 'B', 'C', 'D'].map((c) => leaderCombatPoints(mounted(c as 'A')))).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it("the register's other reading adds T18's CC bonus to a leader, not to a stand-in: the example's 4 against 4 becomes 4 against 6", () => {
    const withBonus = { leaderCombatBonus: 'with-t18-bonus' } as const;
    expect(
      ['A', 'B', 'C', 'D'].map((c) => leaderCombatPoints(mounted(c as 'A'), withBonus)),
    ).toEqual([0, 2, 4, 6]);
    expect(leaderCombatPoints({ ...mounted('B'), upslope: true }, withBonus)).toBe(4);
    expect(leaderCombatPoints(mounted('chivalry'), withBonus)).toBe(3);
  });

  it('9.14, 2: upslope adds 2, attacking a superior position takes 4', () => {
    expect(leaderCombatPoints({ ...mounted('B'), upslope: true })).toBe(4);
    expect(leaderCombatPoints({ ...mounted('B'), attackingSuperiorPosition: true })).toBe(-2);
    expect(
      leaderCombatPoints({ ...mounted('D'), upslope: true, attackingSuperiorPosition: true }),
    ).toBe(2);
  });

  it('9.14, 4: chivalry stands in as a C leader, cavalry as B, foot as A', () => {
    expect(ratedClass('chivalry')).toBe('C');
    expect(ratedClass('cavalry')).toBe('B');
    expect(ratedClass('foot')).toBe('A');
    expect(ratedClass('D')).toBe('D');
    expect(leaderCombatPoints(mounted('chivalry'))).toBe(3);
  });
});

describe('9.14 Leader combat on T15', () => {
  it('9.14 example: the upslope B leader (4) against the seeking D (4) is even; both need 2; the B rolls 1 and hits, the D rolls 4', () => {
    const result = leaderCombat(
      mounted('D'),
      { ...mounted('B'), upslope: true },
      {
        first: { first: 4 },
        second: { first: 1 },
      },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        first: { points: 4, standing: 'even', hit: whole(2), hitChance: chance(1, 3) },
        second: { points: 4, standing: 'even', hit: whole(2), hitChance: chance(1, 3) },
        onlyFirstHits: chance(2, 9),
        onlySecondHits: chance(2, 9),
        bothHit: chance(1, 9),
        neitherHits: chance(4, 9),
        hits: { first: false, second: true },
      },
    });
  });

  it('9.14, 2: attacking a superior position: A (1 - 4 = -3) against C (3) is disadvantage 1 against overwhelming 4', () => {
    const result = leaderCombat({ ...mounted('A'), attackingSuperiorPosition: true }, mounted('C'));
    expect(result).toMatchObject({
      ok: true,
      value: {
        first: { points: -3, standing: 'disadvantage', hit: whole(1) },
        second: { points: 3, standing: 'overwhelming', hit: whole(4) },
      },
    });
  });

  it('9.14, 4: chivalry (C, cavalry) against an A leader on foot: 4/3 against 1/3, read on two dice', () => {
    const leader = { ...mounted('A'), mounted: false };
    const result = leaderCombat(mounted('chivalry'), leader, {
      first: { first: 4, second: 3 },
      second: { first: 1, second: 4 },
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        first: { standing: 'advantage', hit: fraction(4, 3), hitChance: chance(21, 36) },
        second: { standing: 'disadvantage', hit: fraction(1, 3), hitChance: chance(3, 36) },
        hits: { first: true, second: false },
      },
    });
    const cavalry = leaderCombat({ ...mounted('cavalry'), mounted: false }, leader);
    expect(cavalry).toMatchObject({
      ok: true,
      value: { first: { standing: 'even', hit: whole(3) } },
    });
    const foot = leaderCombat({ ...mounted('foot'), mounted: true }, leader);
    expect(foot).toMatchObject({ ok: true, value: { first: { standing: 'even', hit: whole(2) } } });
  });

  it("9.14: a fraction's first die needs its second, named by side", () => {
    const leader = { ...mounted('A'), mounted: false };
    expect(
      leaderCombat(mounted('cavalry'), leader, { first: { first: 2 }, second: { first: 1 } }),
    ).toMatchObject({ ok: false, error: { field: 'rolls.second', rule: '9.14' } });
    expect(
      leaderCombat(mounted('B'), mounted('B'), { first: { first: 7 }, second: { first: 1 } }),
    ).toMatchObject({ ok: false, error: { field: 'rolls.first', rule: '9.14' } });
  });
});

describe('7.00 / 9.14: a combat unit melees a lone leader', () => {
  const chivalry = {
    ...mounted('chivalry' as const),
    fighter: 'chivalry' as const,
    figuresOnOneMms: 3,
  };
  const leader = { ...mounted('B' as const), fighter: 'B' as const };

  it("7.00 by default: one CC VF check per figure on 1 MMS (the 9.14 example's three checks)", () => {
    const melee = meleeLoneLeader(chivalry, leader, defaultReadings);
    expect(melee.ok && melee.value.method).toBe('vulnerability-checks');
    expect(
      melee.ok && melee.value.method === 'vulnerability-checks' && melee.value.risk.checks,
    ).toBe(3);
    expect(
      meleeLoneLeader({ ...chivalry, figuresOnOneMms: 0 }, leader, defaultReadings),
    ).toMatchObject({
      ok: false,
      error: { field: 'figuresOnOneMms', rule: '7.00' },
    });
  });

  it('9.14, 4 as the other reading: a leader combat, chivalry as C against the B leader', () => {
    const melee = meleeLoneLeader(chivalry, leader, {
      ...defaultReadings,
      loneLeaderMelee: 'leader-combat',
    });
    expect(melee).toMatchObject({
      ok: true,
      value: { method: 'leader-combat', combat: { first: { points: 3 }, second: { points: 2 } } },
    });
  });
});

describe('9.14, 4 and 7.00: who may fight a leader combat', () => {
  const otherReading = { ...defaultReadings, loneLeaderMelee: 'leader-combat' } as const;

  it('9.14: two leaders always may; two combat units never, whatever the reading', () => {
    expect(checkLeaderCombatants('D', 'B', defaultReadings)).toEqual({ ok: true, value: null });
    expect(checkLeaderCombatants('foot', 'chivalry', otherReading)).toEqual({
      ok: false,
      error: { field: 'second', rule: '9.14', message: 'one side must be a leader' },
    });
  });

  it('7.00: by default a unit against a lone leader is his VF checks; the other reading fights it (9.14, 4)', () => {
    expect(checkLeaderCombatants('B', 'cavalry', defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'second',
        rule: '7.00',
        message: 'by default a unit that melees a lone leader is settled by his VF checks',
      },
    });
    expect(checkLeaderCombatants('foot', 'B', otherReading)).toEqual({ ok: true, value: null });
  });
});

describe('9.14, 4: a stand-in unit fights as its kind, whatever its mounted flag', () => {
  const side = (fighter: LeaderCombatant['fighter'], isMounted: boolean): LeaderCombatant => ({
    ...mounted(fighter),
    mounted: isMounted,
  });
  const hits = (first: LeaderCombatant, second: LeaderCombatant) => {
    const read = leaderCombat(first, second);
    if (!read.ok) throw new Error(read.error.message);
    return [read.value.first.hit, read.value.second.hit];
  };

  it('foot fight on foot, cavalry and chivalry mounted; a leader as his flag says', () => {
    expect(hits(side('foot', true), side('B', true))).toEqual([fraction(1, 3), whole(3)]);
    expect(hits(side('foot', true), side('B', true))).toEqual(
      hits(side('foot', false), side('B', true)),
    );
    expect(hits(side('cavalry', false), side('B', false))).toEqual([whole(3), whole(1)]);
    expect(hits(side('chivalry', false), side('B', false))).toEqual([whole(3), fraction(1, 3)]);
    expect(hits(side('C', true), side('B', false))).toEqual([whole(3), fraction(1, 3)]);
    expect(hits(side('C', false), side('B', false))).toEqual([whole(2), whole(1)]);
  });

  it('7.00: the error names the side the unit stands on', () => {
    expect(checkLeaderCombatants('foot', 'A', defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'first',
        rule: '7.00',
        message: 'by default a unit that melees a lone leader is settled by his VF checks',
      },
    });
    expect(checkLeaderCombatants('foot', 'cavalry', defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'second', rule: '9.14' },
    });
  });
});
