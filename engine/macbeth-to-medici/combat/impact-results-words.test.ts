/**
 * Impact combat results in words, for the parts the common case leaves out:
 * side b winning, cavalry passing ranks, no recoil, no follow-up, gunnes
 * destroyed; and the refusal that names who would have fought Impact.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { describeImpactOutcome } from './fight-working.ts';
import { checkImpactScope, type ImpactScopeSide } from './impact-scope.ts';

const names = { a: 'Gendarmes', b: 'Archers' };
const won = {
  winner: 'b',
  difference: 4,
  hits: { a: 5, b: 0 },
  controlTest: 'a',
  meleeFollows: false,
  penetration: null,
  recoil: 0,
  unformed: null,
  destroyed: null,
  followsUp: null,
} as const;

describe('Impact combat: the result in words', () => {
  it('side b wins and does not follow up: only the loser’s hits and test', () => {
    expect(describeImpactOutcome(won, names)).toBe('Gendarmes takes 5 hits and a Control test');
  });

  it('cavalry passing ranks, through and out or not, one rank in the singular', () => {
    const through = { ...won, penetration: { ranks: 2, throughAndOut: true } };
    expect(describeImpactOutcome(through, names)).toBe(
      'Gendarmes takes 5 hits and a Control test; 2 ranks passed, through and out',
    );
    const stopped = { ...won, penetration: { ranks: 1, throughAndOut: false } };
    expect(describeImpactOutcome(stopped, names)).toBe(
      'Gendarmes takes 5 hits and a Control test; 1 rank passed',
    );
  });

  it('the loser’s gunnes destroyed', () => {
    expect(describeImpactOutcome({ ...won, destroyed: 'a' }, names)).toBe(
      'Gendarmes takes 5 hits and a Control test; gunnes of Gendarmes destroyed',
    );
  });
});

describe('Impact combat: who fights it (impact-scope), the refusal', () => {
  const sequence = { ...defaultReadings, impactScope: 'combat-sequence' } as const;
  const looseFoot: ImpactScopeSide = { order: 'loose', weapon: 'other', causes: [] };
  const lancersStanding: ImpactScopeSide = { order: 'loose', weapon: 'light-lance', causes: [] };

  it('lancers who neither charged nor counter-charged bring no Impact', () => {
    const refused = checkImpactScope({ a: lancersStanding, b: looseFoot }, defaultReadings);
    expect(refused.ok ? null : refused.error).toEqual({
      field: 'a.charged',
      rule: 'impact-combat',
      message:
        'no impact is fought: neither side is lancers who charged or counter-charged, or formed close order troops',
    });
  });

  it('under combat-sequence the refusal names pikemen instead of formed close order troops', () => {
    const refused = checkImpactScope({ a: lancersStanding, b: looseFoot }, sequence);
    expect(refused.ok ? null : refused.error).toEqual({
      field: 'a.charged',
      rule: 'combat',
      message:
        'no impact is fought: neither side is lancers who charged or counter-charged, or pikemen',
    });
  });

  it('the working names the side that brings Impact', () => {
    const charging = { ...lancersStanding, charged: true };
    expect(checkImpactScope({ a: looseFoot, b: charging }, defaultReadings, names)).toEqual({
      ok: true,
      value: {
        text: 'Impact is fought: Archers is lancers who charged or counter-charged',
        rule: 'impact-combat',
      },
    });
  });
});
