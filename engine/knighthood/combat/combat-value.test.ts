import { describe, expect, it } from 'vitest';
import { combatHitNumbers, combatValue, matchUpFor, type CombatValueSide } from './combat-value.ts';
import { fraction, whole } from '../tables/index.ts';

const plain: CombatValueSide = {
  armourClass: 3,
  cohesivePolearmRanks: 0,
  lines: [],
  situation: [],
};

describe('T16 Combat value points (5.40): each side adds its own lines', () => {
  it('a charging EHK unit of chivalry on its first charge, morale A: 4 + 3 + 1 + 2 + 1 = 11', () => {
    const knights = combatValue({
      ...plain,
      armourClass: 4,
      lines: ['first-chivalry-charge', 'chivalry', 'charging-lance', 'morale-a'],
    });
    expect(knights.ok && knights.value.lines.map((l) => [l.id, l.points])).toEqual([
      ['armour-class', 4],
      ['first-chivalry-charge', 3],
      ['chivalry', 1],
      ['charging-lance', 2],
      ['morale-a', 1],
    ]);
    expect(knights.ok && knights.value.total).toBe(11);
  });

  it('pikes: 2 per cohesive rank and +3 facing cavalry; AC3 with 3 ranks is 3 + 6 + 3 = 12', () => {
    const pikes = combatValue({
      ...plain,
      cohesivePolearmRanks: 3,
      situation: ['cohesive-polearms-vs-cavalry'],
    });
    expect(pikes).toMatchObject({ ok: true, value: { total: 12 } });
    expect(pikes.ok && pikes.value.lines[1]).toEqual({
      id: 'cohesive-polearm-rank',
      label: 'Each cohesive rank of P or LTS',
      points: 6,
    });
  });

  it('minus lines lower the total: morale E and attacking a superior position, AC1: 1 - 1 - 4 = -4', () => {
    expect(
      combatValue({
        ...plain,
        armourClass: 1,
        lines: ['morale-e'],
        situation: ['superior-position'],
      }),
    ).toMatchObject({ ok: true, value: { total: -4 } });
  });

  it.each([
    [-1, 2],
    [0, 3],
    [2, 5],
  ])('T18: an attached leader with CC %i gives AC3 a total of %i', (leaderCc, total) => {
    expect(combatValue({ ...plain, situation: ['leader-attached'], leaderCc })).toMatchObject({
      ok: true,
      value: { total },
    });
  });

  it('ignores a leader bonus when no leader is attached', () => {
    expect(combatValue({ ...plain, leaderCc: 2 })).toMatchObject({ ok: true, value: { total: 3 } });
  });

  it.each([
    [{ armourClass: 0 }, 'armourClass', 'T16', 'armour class runs from 1 to 5 (1.50), not 0'],
    [{ armourClass: 6 }, 'armourClass', 'T16', 'armour class runs from 1 to 5 (1.50), not 6'],
    [{ armourClass: 2.5 }, 'armourClass', 'T16', 'armour class runs from 1 to 5 (1.50), not 2.5'],
    [
      { cohesivePolearmRanks: 5 },
      'cohesivePolearmRanks',
      'T16',
      'cohesive polearm ranks are a whole number from 0 to 4 (T13), not 5',
    ],
    [
      { cohesivePolearmRanks: -1 },
      'cohesivePolearmRanks',
      'T16',
      'cohesive polearm ranks are a whole number from 0 to 4 (T13), not -1',
    ],
    [
      { cohesivePolearmRanks: 1.5 },
      'cohesivePolearmRanks',
      'T16',
      'cohesive polearm ranks are a whole number from 0 to 4 (T13), not 1.5',
    ],
    [{ lines: ['pavise'] }, 'lines', 'T16', 'T16 has no once-only line "pavise"'],
    [{ lines: ['armour-class'] }, 'lines', 'T16', 'T16 has no once-only line "armour-class"'],
    [
      { lines: ['cohesive-polearm-rank'] },
      'lines',
      'T16',
      'T16 has no once-only line "cohesive-polearm-rank"',
    ],
    [{ lines: ['jls', 'jls'] }, 'lines', 'T16', '"jls" counts once, not twice'],
    [
      { lines: ['morale-a', 'morale-e'] },
      'lines',
      'T16',
      '"morale-a" and "morale-e" cannot both apply',
    ],
    [
      { lines: ['2hct-vs-cavalry', '2hct-vs-infantry'] },
      'lines',
      'T16',
      '"2hct-vs-infantry" and "2hct-vs-cavalry" cannot both apply',
    ],
    [{ situation: ['downhill'] }, 'situation', 'T16', 'T16 has no situation modifier "downhill"'],
    [
      { situation: ['flank-or-rear', 'flank-or-rear'] },
      'situation',
      'T16',
      '"flank-or-rear" counts once, not twice',
    ],
    [
      { situation: ['leader-attached'] },
      'leaderCc',
      'T18',
      "an attached leader's CC bonus is -1, 0, 1 or 2, not undefined",
    ],
    [
      { situation: ['leader-attached'], leaderCc: 3 },
      'leaderCc',
      'T18',
      "an attached leader's CC bonus is -1, 0, 1 or 2, not 3",
    ],
  ] as const)('refuses %o', (change, field, rule, message) => {
    expect(combatValue({ ...plain, ...change })).toEqual({
      ok: false,
      error: { field, rule, message },
    });
  });

  it('accepts AC 1 and 5, and 0 and 4 cohesive ranks (both ends)', () => {
    for (const armourClass of [1, 5]) expect(combatValue({ ...plain, armourClass }).ok).toBe(true);
    for (const cohesivePolearmRanks of [0, 4])
      expect(combatValue({ ...plain, cohesivePolearmRanks }).ok).toBe(true);
    expect(combatValue({ ...plain, cohesivePolearmRanks: 0 })).toMatchObject({
      ok: true,
      value: { lines: [{ id: 'armour-class' }] },
    });
  });
});

describe('5.40 T15: each side reads its own match-up line', () => {
  it('names the four lines', () => {
    expect(matchUpFor('cavalry', 'cavalry')).toBe('cav-vs-cav');
    expect(matchUpFor('cavalry', 'infantry')).toBe('cav-vs-inf');
    expect(matchUpFor('infantry', 'infantry')).toBe('inf-vs-inf');
    expect(matchUpFor('infantry', 'cavalry')).toBe('inf-vs-cav');
  });

  it('cavalry 3 points up on infantry needs 4/3; the infantry, at a disadvantage, 1/3', () => {
    expect(
      combatHitNumbers({ kind: 'cavalry', points: 9 }, { kind: 'infantry', points: 6 }),
    ).toEqual({
      ok: true,
      value: {
        a: { matchUp: 'cav-vs-inf', standing: 'advantage', hit: fraction(4, 3) },
        b: { matchUp: 'inf-vs-cav', standing: 'disadvantage', hit: fraction(1, 3) },
      },
    });
  });

  it('T15 key: a difference of 1 gives the higher side even and the lower a disadvantage', () => {
    expect(
      combatHitNumbers({ kind: 'infantry', points: 5 }, { kind: 'infantry', points: 6 }),
    ).toEqual({
      ok: true,
      value: {
        a: { matchUp: 'inf-vs-inf', standing: 'disadvantage', hit: whole(1) },
        b: { matchUp: 'inf-vs-inf', standing: 'even', hit: whole(2) },
      },
    });
  });

  it('refuses points that are not whole, on either side', () => {
    for (const [a, b] of [
      [4.5, 4],
      [4, 4.5],
    ] as const) {
      expect(
        combatHitNumbers({ kind: 'cavalry', points: a }, { kind: 'cavalry', points: b }),
      ).toMatchObject({
        ok: false,
        error: { field: 'points', rule: '5.40' },
      });
    }
  });
});
