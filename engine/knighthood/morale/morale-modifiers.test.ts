import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import {
  casualtyLine,
  combatLossCount,
  moraleModifiersFor,
  regularChoices,
  type MoraleSituation,
} from './morale-modifiers.ts';
import { moraleResultEffects } from './morale-results.ts';

const calm: MoraleSituation = {
  leaderBonus: 0,
  leaderBonusAdded: false,
  friendsOrCoverNear: 0,
  leadersOrBannersNear: 0,
  inCoverOrUpSlope: false,
  enemyFallingBack: false,
  chivalryFacingChivalry: false,
  leaderLost: false,
  combatLoss: { kind: 'none' },
  figuresLost: 0,
  originalFigures: 24,
  threatenedSides: 0,
  friendsFallingBack: 0,
};

const totalOf = (s: Partial<MoraleSituation>) => {
  const r = moraleModifiersFor({ ...calm, ...s });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.total;
};

describe('T17A casualty lines', () => {
  it.each([
    [1, 20, undefined],
    [3, 40, undefined],
    [2, 20, 'casualties-10-25'],
    [4, 40, 'casualties-10-25'],
    [5, 20, 'casualties-10-25'],
    [6, 20, 'casualties-25-50'],
    [10, 20, 'casualties-25-50'],
    [11, 20, 'casualties-51'],
    [20, 20, 'casualties-51'],
  ])('T17A: %i lost of %i counts as %s', (lost, original, line) => {
    expect(casualtyLine(lost, original)).toBe(line);
  });

  it('T17A: +1 at 10-25%, +3 at 25-50%, +6 at 51% or more', () => {
    expect(totalOf({ figuresLost: 3, originalFigures: 24 })).toBe(1);
    expect(totalOf({ figuresLost: 7, originalFigures: 24 })).toBe(3);
    expect(totalOf({ figuresLost: 13, originalFigures: 24 })).toBe(6);
  });
});

describe('T17A pushed back or broken through', () => {
  it('T17A: +1 for each 2" pushed back; broken through counts the casualty difference, rounded up', () => {
    expect(combatLossCount({ kind: 'none' })).toBe(0);
    expect(combatLossCount({ kind: 'pushed-back', inches: 1 })).toBe(0);
    expect(combatLossCount({ kind: 'pushed-back', inches: 2 })).toBe(1);
    expect(combatLossCount({ kind: 'pushed-back', inches: 3 })).toBe(1);
    expect(combatLossCount({ kind: 'pushed-back', inches: 4 })).toBe(2);
    expect(combatLossCount({ kind: 'broken-through', difference: 1 })).toBe(1);
    expect(combatLossCount({ kind: 'broken-through', difference: 2 })).toBe(1);
    expect(combatLossCount({ kind: 'broken-through', difference: 3 })).toBe(2);
    expect(totalOf({ combatLoss: { kind: 'pushed-back', inches: 4 } })).toBe(2);
  });
});

describe('T17A modifiers, line by line', () => {
  it('T17A: no line applies to a calm unit', () => {
    expect(moraleModifiersFor(calm)).toEqual({ ok: true, value: { total: 0, lines: [] } });
  });

  it.each([
    [{ inCoverOrUpSlope: true }, -2],
    [{ enemyFallingBack: true }, -1],
    [{ chivalryFacingChivalry: true }, -2],
    [{ leaderLost: true }, 2],
    [{ leadersOrBannersNear: 2 }, -2],
    [{ threatenedSides: 3 }, 3],
    [{ friendsFallingBack: 2 }, 2],
    [{ friendsOrCoverNear: 1 }, -1],
    [{ friendsOrCoverNear: 2 }, -2],
    [{ friendsOrCoverNear: 3 }, -2],
    [{ leaderBonus: 2 }, -2],
    [{ leaderBonus: 1, leaderBonusAdded: true }, 1],
  ] as const)('T17A: %o adds %i', (change, total) => {
    expect(totalOf(change)).toBe(total);
  });

  it('the advanced Line of Battle rule (after 3.9): a unit out of the line of battle adds +2', () => {
    expect(totalOf({ outOfLineOfBattle: true })).toBe(2);
    expect(moraleModifiersFor({ ...calm, outOfLineOfBattle: true, leaderLost: true })).toEqual({
      ok: true,
      value: {
        total: 4,
        lines: [
          {
            id: 'leader-lost',
            label: 'Leader lost or fled within 15" in sight',
            times: 1,
            value: 2,
          },
          {
            id: 'out-of-line-of-battle',
            label: 'Unit out of the line of battle (advanced rule after 3.9)',
            times: 1,
            value: 2,
            rule: '3.9',
          },
        ],
      },
    });
  });

  it('6.00: a banner lost adds nothing (read here), or the leader-lost +2 under the other reading', () => {
    expect(moraleModifiersFor({ ...calm, bannerLost: true })).toEqual({
      ok: true,
      value: {
        total: 0,
        lines: [
          {
            id: 'banner-lost',
            label: 'Banner lost within 15" in sight: no line of its own (read here)',
            rule: '6.00',
            times: 1,
            value: 0,
          },
        ],
      },
    });
    const asLeader = { ...defaultReadings, bannerLost: 'as-leader-lost' } as const;
    const total = (s: Partial<MoraleSituation>) => {
      const r = moraleModifiersFor({ ...calm, ...s }, asLeader);
      return r.ok ? r.value.total : Number.NaN;
    };
    expect(total({ bannerLost: true })).toBe(2);
    expect(total({ bannerLost: true, leaderLost: true })).toBe(2);
  });

  it('T17A: lists each line that counts in the table order, with how often', () => {
    expect(
      moraleModifiersFor({
        ...calm,
        leaderBonus: 1,
        friendsOrCoverNear: 3,
        leaderLost: true,
        figuresLost: 7,
        friendsFallingBack: 2,
      }),
    ).toEqual({
      ok: true,
      value: {
        total: 4,
        lines: [
          {
            id: 'leader-bonus',
            label: 'Attached leader morale bonus, plus or minus as the player chooses',
            times: 1,
            value: -1,
          },
          {
            id: 'friend-or-cover-near',
            label: 'Friend in good morale or friendly terrain within 5" (2 at most)',
            times: 2,
            value: -2,
          },
          {
            id: 'leader-lost',
            label: 'Leader lost or fled within 15" in sight',
            times: 1,
            value: 2,
          },
          { id: 'casualties-25-50', label: '25-50% casualties', times: 1, value: 3 },
          {
            id: 'friend-falling-back',
            label:
              'Each friendly unit in sight within 15" that is falling back, retiring, broken, destroyed or routed',
            times: 2,
            value: 2,
          },
        ],
      },
    });
  });

  it.each([
    [{ leaderBonus: 3 }, 'leaderBonus', 'leaderBonus is a whole number from 0 to 2, not 3'],
    [{ leaderBonus: -1 }, 'leaderBonus', 'leaderBonus is a whole number from 0 to 2, not -1'],
    [
      { threatenedSides: 4 },
      'threatenedSides',
      'threatenedSides is a whole number from 0 to 3, not 4',
    ],
    [
      { friendsOrCoverNear: 1.5 },
      'friendsOrCoverNear',
      'friendsOrCoverNear is a whole number from 0 to 99, not 1.5',
    ],
    [
      { leadersOrBannersNear: 100 },
      'leadersOrBannersNear',
      'leadersOrBannersNear is a whole number from 0 to 99, not 100',
    ],
    [
      { friendsFallingBack: -1 },
      'friendsFallingBack',
      'friendsFallingBack is a whole number from 0 to 99, not -1',
    ],
    [{ figuresLost: 25 }, 'figuresLost', 'figuresLost is a whole number from 0 to 24, not 25'],
    [
      { originalFigures: 0, figuresLost: 0 },
      'originalFigures',
      'a unit starts with 1 figure or more, not 0',
    ],
    [
      { combatLoss: { kind: 'pushed-back', inches: -2 } },
      'combatLoss',
      'a pushback or a difference in losses is a whole number from 0, not -2',
    ],
    [
      { combatLoss: { kind: 'broken-through', difference: 0.5 } },
      'combatLoss',
      'a pushback or a difference in losses is a whole number from 0, not 0.5',
    ],
  ] as const)('T17A: refuses %o at its field', (change, field, message) => {
    expect(moraleModifiersFor({ ...calm, ...change })).toEqual({
      ok: false,
      error: { field, rule: 'T17A', message },
    });
  });

  it('T17A: accepts the largest counts allowed', () => {
    expect(totalOf({ leaderBonus: 2, threatenedSides: 3, figuresLost: 24 })).toBe(-2 + 3 + 6);
    expect(totalOf({ combatLoss: { kind: 'broken-through', difference: 999 } })).toBe(500);
    expect(totalOf({ originalFigures: 9999 })).toBe(0);
  });
});

describe('6.00 Regular troops', () => {
  it('6.00: a regular B unit on a modified 6 may take 5 (carry on) or 7 (retire)', () => {
    expect(regularChoices('B', 6)).toEqual({ down: 'C', up: 'R' });
    expect(regularChoices('A', 1)).toEqual({ down: 'A', up: 'C' });
  });
});

describe('T17B Morale check results', () => {
  it('T17B: every result of the chart has its effect', () => {
    expect(Object.keys(moraleResultEffects).sort()).toEqual(['A', 'B', 'C', 'D', 'R']);
    expect(moraleResultEffects.B).toContain('2CI');
    expect(moraleResultEffects.R).toContain('1CI');
  });
});

describe("T17A bands and pushback under the register's other readings", () => {
  it('exactly 25% is +1, or +3; 50.5% is +6, or still +3 until 51%', () => {
    expect(casualtyLine(6, 24)).toBe('casualties-10-25');
    expect(casualtyLine(6, 24, { casualtyBands: 'upper-band' })).toBe('casualties-25-50');
    expect(casualtyLine(101, 200)).toBe('casualties-51');
    expect(casualtyLine(101, 200, { casualtyBands: 'upper-band' })).toBe('casualties-25-50');
    expect(casualtyLine(102, 200, { casualtyBands: 'upper-band' })).toBe('casualties-51');
  });

  it('a 3" pushback counts +1 in whole steps, or +2 rounded up', () => {
    expect(combatLossCount({ kind: 'pushed-back', inches: 3 })).toBe(1);
    expect(combatLossCount({ kind: 'pushed-back', inches: 3 }, { pushbackSteps: 'round-up' })).toBe(
      2,
    );
    expect(
      moraleModifiersFor(
        { ...calm, combatLoss: { kind: 'pushed-back', inches: 3 } },
        {
          casualtyBands: 'lower-band',
          pushbackSteps: 'round-up',
        },
      ),
    ).toMatchObject({ ok: true, value: { total: 2 } });
  });
});
