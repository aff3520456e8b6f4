/**
 * The book's worked examples that no rule module's tests cover yet, each
 * reproduced from the engine's tables and rules and citing its rule. The
 * others sit beside their rule code: 5.40's dice in combat-dice.test.ts, 9.09
 * in fire-options.test.ts, 9.14 in leader-combat.test.ts and leader-risk.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../core/index.ts';
import { fraction } from './tables/cells.ts';
import { readFirstDie, readSecondDie } from './dice/hit-numbers.ts';
import { readLeaderHit, randomLeaderOdds } from './leaders/leaders.ts';
import { defensiveFireRange, reactionPointsFor } from './combat/charges.ts';
import { combatDice, type CombatFormation } from './combat/combat-dice.ts';
import { resolveRound, type RoundSide } from './combat/combat-round.ts';
import { reactionsAllowed } from './combat/reactions.ts';
import { defaultReadings } from './readings.ts';
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

  it('5.01 example read by T11: EHK from 15" use 2CI, moving infantry 1RP, less 1 for the flank: 0RP', () => {
    const rp = reactionPointsFor('moving-infantry', 2, ['flank-or-rear']);
    expect(rp.ok && rp.value).toEqual({ base: 1, modifier: -1, points: 0 });
  });

  it("5.01 example under its own count (the register's other reading): 2RP, less 1 for the flank: 1RP", () => {
    const rp = reactionPointsFor('moving-infantry', 2, ['flank-or-rear'], {
      movingInfantryReaction: 'example-count',
    });
    expect(rp.ok && rp.value).toEqual({ base: 2, modifier: -1, points: 1 });
  });

  it('5.01 example: with 1RP left the infantry may fire, counter charge or evade, but not change face or formation (3RP)', () => {
    expect(reactionsAllowed(1).map((r) => r.id)).toEqual(['fire', 'counter-charge', 'evade']);
    expect(reactionsAllowed(2).map((r) => r.id)).not.toContain('change-face-or-formation');
    expect(reactionsAllowed(3).map((r) => r.id)).toContain('change-face-or-formation');
  });

  const lts: CombatFormation = {
    figuresPerMms: 4,
    front: 4,
    rearRanks: [4, 2],
    weapon: 'long-spear',
    incohesive: false,
    shape: 'line',
    disordered: false,
    caughtInFlankOrRear: false,
  };
  const thirdRank = (rearRanks: number[]) => {
    const dice = combatDice({ ...lts, rearRanks }, { ...lts, rearRanks: [] }, 4, defaultReadings);
    return dice.ok ? dice.value.rear[1] : dice.error;
  };

  it('5.20 example: 10MMS of LTS in 4, 4 and 2: the third rank of 2MMS, half the front, counts; below half it does not', () => {
    expect(thirdRank([4, 2])).toEqual({ rank: 3, mms: 2, dice: 2, reason: 'counted' });
    expect(thirdRank([4, 1])).toEqual({ rank: 3, mms: 1, dice: 0, reason: 'under-half-strength' });
  });

  it('5.40 breakthrough example: 6MMS of cavalry break through LTS, who lose 6 more figures, one per cavalry MMS', () => {
    const cavalry: RoundSide = { dice: 8, hit: fraction(2, 3), mayBreakThrough: true, mms: 6 };
    const foot: RoundSide = { dice: 22, hit: fraction(2, 3), mayBreakThrough: false, mms: 10 };
    const through = resolveRound(cavalry, foot, 5, 2, defaultReadings);
    expect(through.a.brokeThrough).toBe(true);
    expect(through.b.lost).toBe(11);
    // Hits on exactly half the dice (4 of 8) do not break through: no extra losses.
    expect(resolveRound(cavalry, foot, 4, 2, defaultReadings).b.lost).toBe(4);
  });
});
