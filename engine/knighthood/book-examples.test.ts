/**
 * The book's worked examples that no rule module's tests cover yet, each
 * reproduced from the engine's tables and rules and citing its rule. Those
 * that need rule code not written yet (5.20's minimum strength, 5.40's dice
 * and breakthrough casualties, 9.09's half fire) are left to that code.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../core/index.ts';
import { fraction } from './tables/cells.ts';
import { readFirstDie, readSecondDie } from './dice/hit-numbers.ts';
import { readLeaderHit, randomLeaderOdds } from './leaders/leaders.ts';
import { defensiveFireRange } from './combat/charges.ts';
import { movementBand } from './movement/movement-bands.ts';
import {
  figureMountings,
  leaderVulnerability,
  missileWeapons,
  movementRates,
  randomLeaders,
} from './tables/index.ts';

describe('Worked examples of the book', () => {
  it('Ground scale (1.00) example: longbows reach 30" (30cm with 15mm figures)', () => {
    expect(missileWeapons.find((w) => w.id === 'longbow')?.ranges.long).toBe(30);
  });

  it('3.00 charging example: EHK, close order cavalry, have a CI of 10", their T5 rate within 15"; 17" away lies in the 15"-30" band', () => {
    expect(movementRates.find((r) => r.id === 'cl-cavalry')?.inches.near).toBe(10);
    expect(movementBand(17)).toEqual({ ok: true, value: 'middle' });
    expect(movementBand(15)).toEqual({ ok: true, value: 'near' });
  });

  it('5.10 example: a unit not charged reads one column closer, 2CI for a 3CI charge, and gets no effect more often', () => {
    const noEffect = (ci: number) => {
      const odds = defensiveFireRange(ci);
      return odds.ok ? odds.value.odds.find((o) => o.range === 'no-effect')?.chance : undefined;
    };
    expect(noEffect(3)).toBeUndefined();
    expect(noEffect(2)).toEqual(chance(1, 6));
  });

  it('7.00 example: rolls of 2 and 6: the 2 is a B (Deliberate) leader; the 6 rolled again is D (Rash) on a 6, C (Bold) on 5 or less', () => {
    expect(randomLeaders.map((l) => [l.roll, l.leader, l.name])).toEqual([
      ['1', 'A', 'Cautious'],
      ['2-4', 'B', 'Deliberate'],
      ['5-6*', 'C', 'Bold'],
      ['6+6', 'D', 'Rash'],
    ]);
    // A second 6 is 1 in 36; a 6 then 1-5 (5/36) joins the 5 (6/36) as Bold.
    expect(randomLeaderOdds().D).toEqual(chance(1, 36));
    expect(randomLeaderOdds().C).toEqual(chance(11, 36));
  });

  it('7.00 example: a B leader (missile VF 1/2) rolls 1, rolls again and is hit on 2 or less; a 2 on T20 leaves him unharmed', () => {
    const vf = leaderVulnerability.B.missile;
    expect(vf).toEqual(fraction(1, 2));
    expect(readFirstDie(vf, 1)).toBe('roll-again');
    expect(readFirstDie(vf, 2)).toBe('miss');
    expect(readSecondDie(vf, 2)).toBe('hit');
    expect(readSecondDie(vf, 3)).toBe('miss');
    expect(readLeaderHit(2)).toEqual({ ok: true, value: { result: 'unharmed' } });
    expect(readLeaderHit(3)).toEqual({ ok: true, value: { result: 'severe-wound' } });
  });

  it('9.14 example (b): 2MMS of chivalry reach a lone leader: one VF check per figure on 1MMS of close order cavalry, 3', () => {
    expect(figureMountings.find((m) => m.id === 'close-order-cavalry')?.figures).toBe(3);
  });
});
