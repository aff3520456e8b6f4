/**
 * T17A under the register's other readings: the upper casualty bands still
 * read a loss under a quarter as 10–25 %, and a lost banner counted as a lost
 * leader gives the leader-lost line alone, never with the banner's own note.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { casualtyLine, moraleModifiersFor, type MoraleSituation } from './morale-modifiers.ts';

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
  originalFigures: 12,
  threatenedSides: 0,
  friendsFallingBack: 0,
};

describe('T17A casualty lines, upper bands', () => {
  it('2 of 12 lost (17 %) is 10–25 %; 3 of 12 (25 %) is 25–50 %', () => {
    const upper = { casualtyBands: 'upper-band' as const };
    expect(casualtyLine(2, 12, upper)).toBe('casualties-10-25');
    expect(casualtyLine(3, 12, upper)).toBe('casualties-25-50');
    expect(casualtyLine(1, 12, upper)).toBeUndefined();
  });
});

describe('6.00 a lost banner counted as a lost leader', () => {
  const asLeader = { ...defaultReadings, bannerLost: 'as-leader-lost' } as const;
  const ids = (s: Partial<MoraleSituation>) => {
    const r = moraleModifiersFor({ ...calm, ...s }, asLeader);
    return r.ok ? r.value.lines.map((l) => l.id) : undefined;
  };

  it('the leader-lost line stands for the banner, without the banner’s own note', () => {
    expect(ids({ bannerLost: true })).toEqual(['leader-lost']);
  });

  it('with nothing lost there is no leader-lost line', () => {
    expect(ids({ bannerLost: false })).toEqual([]);
    expect(ids({})).toEqual([]);
  });
});
