import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf, fail } from '../../core/index.ts';
import {
  impactOdds,
  impactOutcome,
  readyImpactSide,
  resolveImpact,
  type ImpactSide,
  type ImpactSides,
} from './impact.ts';
import { defaultReadings, type Readings } from '../readings.ts';

const lancers: ImpactSide = {
  order: 'close',
  experience: 'seasoned',
  dice: 'd6',
  causes: [],
  mounted: true,
  ranks: 1,
  weapon: 'heavy-lance',
};
const foot: ImpactSide = { ...lancers, mounted: false, ranks: 3, weapon: 'other' };
const cavalryOnFoot: ImpactSides = { a: lancers, b: foot };
const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const decide = (sides: ImpactSides, a: number, b: number, readings = defaultReadings) =>
  impactOutcome(sides, { a, b }, readings);

describe('Impact combat: cavalry beating foot', () => {
  it('pass ranks equal to the difference, 1 more hit a rank, foot unformed', () => {
    expect(decide(cavalryOnFoot, 6, 4)).toEqual({
      winner: 'a',
      difference: 2,
      hits: { a: 0, b: 3 },
      controlTest: 'b',
      meleeFollows: false,
      penetration: { ranks: 2, throughAndOut: false },
      recoil: 0,
      unformed: 'b',
      destroyed: null,
      followsUp: null,
    });
  });

  it('through and out when the difference reaches the ranks: 3 of 3, or 5 (held to 3)', () => {
    expect(decide(cavalryOnFoot, 7, 4)).toMatchObject({
      hits: { a: 0, b: 4 },
      penetration: { ranks: 3, throughAndOut: true },
    });
    expect(decide(cavalryOnFoot, 9, 4)).toMatchObject({
      hits: { a: 0, b: 4 },
      penetration: { ranks: 3, throughAndOut: true },
    });
  });
});

describe('Impact combat: foot beating cavalry, foot beating foot, cavalry on cavalry', () => {
  it('foot beating cavalry: the cavalry recoil twice the difference in inches, unformed', () => {
    expect(decide(cavalryOnFoot, 3, 5)).toEqual({
      winner: 'b',
      difference: 2,
      hits: { a: 1, b: 0 },
      controlTest: 'a',
      meleeFollows: false,
      penetration: null,
      recoil: 4,
      unformed: 'a',
      destroyed: null,
      followsUp: null,
    });
  });

  it('foot beating foot: recoil the difference, excess over ranks as hits, unformed past the Experience Bonus', () => {
    const footFight: ImpactSides = { a: foot, b: { ...foot, ranks: 2 } };
    expect(decide(footFight, 6, 4)).toMatchObject({
      hits: { a: 0, b: 1 },
      recoil: 2,
      unformed: null,
    });
    expect(decide(footFight, 7, 4)).toMatchObject({
      hits: { a: 0, b: 2 },
      recoil: 3,
      unformed: null,
    });
    expect(decide(footFight, 8, 4)).toMatchObject({
      hits: { a: 0, b: 3 },
      recoil: 4,
      unformed: 'b',
    });
    expect(decide(footFight, 8, 4).penetration).toBeNull();
  });

  it('recoiling and following up: 1 more hit per terrain class crossed; only a winner that charged follows up', () => {
    const footFight: ImpactSides = {
      a: { ...foot, charged: true, terrainCrossed: 2 },
      b: { ...foot, ranks: 2, terrainCrossed: 3 },
    };
    expect(decide(footFight, 6, 4)).toMatchObject({
      hits: { a: 2, b: 1 + 3 },
      recoil: 2,
      followsUp: 'a',
    });
    // A winner that did not charge stays put and takes no terrain hits.
    const standing: ImpactSides = { a: { ...footFight.a, charged: false }, b: footFight.b };
    expect(decide(standing, 6, 4)).toMatchObject({ hits: { a: 0, b: 4 }, followsUp: null });
    // No recoil (cavalry passing through foot): no follow-up and no terrain hits.
    const ride: ImpactSides = {
      a: { ...lancers, charged: true, terrainCrossed: 2 },
      b: footFight.b,
    };
    expect(decide(ride, 6, 4)).toMatchObject({ hits: { a: 0, b: 3 }, recoil: 0, followsUp: null });
    // Foot beating cavalry: the recoiling cavalry pay for their terrain.
    const repelled: ImpactSides = {
      a: { ...foot, charged: true },
      b: { ...lancers, terrainCrossed: 1 },
    };
    expect(decide(repelled, 5, 4)).toMatchObject({
      hits: { a: 0, b: 2 },
      recoil: 2,
      followsUp: 'a',
    });
  });

  it('a terrain total must be a whole number from 0 (Impact combat)', () => {
    expect(impactOdds({ a: { ...foot, terrainCrossed: -1 }, b: foot })).toEqual(
      fail(
        'a.terrainCrossed',
        'impact-combat',
        'a.terrainCrossed is a whole number, 0 or more, not -1',
      ),
    );
  });

  it('cavalry beating cavalry: 1 hit and a Control test, nothing more', () => {
    expect(decide({ a: lancers, b: lancers }, 4, 6)).toMatchObject({
      winner: 'b',
      hits: { a: 1, b: 0 },
      controlTest: 'a',
      recoil: 0,
      unformed: null,
      penetration: null,
    });
  });

  it('cavalry beating cavalry under loser-recoils: the loser recoils twice the difference, unformed', () => {
    const recoils = { ...defaultReadings, impactCavalryOnCavalry: 'loser-recoils' } as const;
    expect(impactOutcome({ a: lancers, b: lancers }, { a: 4, b: 6 }, recoils)).toMatchObject({
      winner: 'b',
      recoil: 4,
      unformed: 'a',
      penetration: null,
    });
  });

  it('pike-impact-dice: Steady pike facing Impetuous mounted roll 2 plus dice, or 1 under replaces', () => {
    const pike = {
      ...foot,
      causes: ['steady-pike-v-mounted', 'steady-pike-v-impetuous-mounted'],
    };
    const both = readyImpactSide(pike, 'b');
    expect(both.ok && both.value.factor.plusCauses).toBe(2);
    const one = readyImpactSide(pike, 'b', reading({ pikeImpactDice: 'replaces' }));
    expect(one.ok && one.value.factor.plusCauses).toBe(1);
  });

  it('dual-armed-penalty: archers who shot pay no extra die, or 1 minus die under whenever-shot', () => {
    const archers = { ...foot, dualArmedShot: true };
    const read = readyImpactSide(archers, 'b');
    expect(read.ok && read.value.factor.minusCauses).toBe(0);
    const extra = readyImpactSide(archers, 'b', reading({ dualArmedPenalty: 'whenever-shot' }));
    expect(extra.ok && extra.value.factor.minusCauses).toBe(1);
    const idle = readyImpactSide(foot, 'b', reading({ dualArmedPenalty: 'whenever-shot' }));
    expect(idle.ok && idle.value.factor.minusCauses).toBe(0);
  });

  it('terrain-in-combat: a side in bad going takes no die of its own, or 1 minus die under minus-die', () => {
    const inWoods = { ...foot, badGoing: true };
    const read = readyImpactSide(inWoods, 'b');
    expect(read.ok && read.value.factor.minusCauses).toBe(0);
    const extra = readyImpactSide(inWoods, 'b', reading({ terrainInCombat: 'minus-die' }));
    expect(extra.ok && extra.value.factor.minusCauses).toBe(1);
    const both = { ...inWoods, dualArmedShot: true };
    const all = reading({ terrainInCombat: 'minus-die', dualArmedPenalty: 'whenever-shot' });
    const two = readyImpactSide(both, 'b', all);
    expect(two.ok && two.value.factor.minusCauses).toBe(2);
  });

  it('Gunnes are destroyed if they lose', () => {
    const guns: ImpactSides = { a: lancers, b: { ...foot, gunnes: true } };
    expect(decide(guns, 6, 4).destroyed).toBe('b');
    expect(decide(guns, 4, 6).destroyed).toBeNull();
    expect(decide({ a: { ...lancers, gunnes: false }, b: foot }, 3, 6).destroyed).toBeNull();
  });
});

describe('Impact combat: a draw', () => {
  const sides: ImpactSides = {
    a: { ...lancers, experience: 'green' },
    b: { ...foot, experience: 'veteran' },
  };

  it("each side takes the other's Experience Bonus in hits and Melee combat follows", () => {
    expect(decide(sides, 5, 5)).toEqual({
      winner: 'draw',
      difference: 0,
      hits: { a: 4, b: 2 },
      controlTest: null,
      meleeFollows: true,
      penetration: null,
      recoil: 0,
      unformed: null,
      destroyed: null,
      followsUp: null,
    });
  });

  it('under own-bonus each side takes its own', () => {
    expect(decide(sides, 5, 5, reading({ impactDrawHits: 'own-bonus' })).hits).toEqual({
      a: 2,
      b: 4,
    });
  });
});

describe('Impact combat: odds over both sides\u2019 dice', () => {
  it('two Seasoned close-order units with other weapons (±1): a draw in 3 of 8, a wins in 5 of 16', () => {
    const odds = impactOdds({ a: { ...foot, ranks: 2 }, b: foot });
    if (!odds.ok) throw new Error(odds.error.message);
    expect(odds.value.outOf).toBe(1296n);
    expect(chanceOf(odds.value, (o) => o.winner === 'draw')).toEqual(chance(3, 8));
    expect(chanceOf(odds.value, (o) => o.winner === 'a')).toEqual(chance(5, 16));
    // a loses by 2 (factors −1 against +1) in 15 × 15 of 1296 ways: 1 hit, 2 inches back.
    expect(chanceOf(odds.value, (o) => o.winner === 'b' && o.recoil === 2)).toEqual(
      chance(225, 1296),
    );
  });

  it('each side adds its own factor: a Veteran side b (±1) wins in 3165 of 7776', () => {
    const odds = impactOdds({ a: foot, b: { ...foot, experience: 'veteran' } });
    if (!odds.ok) throw new Error(odds.error.message);
    // b's factor is +1 in 125 of 216, 0 in 36, −1 in 55; a's is ±1 in 15 of 36 each, 0 in 6.
    expect(chanceOf(odds.value, (o) => o.winner === 'b')).toEqual(chance(3165, 7776));
  });

  it('a cause adds a die: Steady pike facing mounted gives a Veteran-like plus side', () => {
    const pike = { ...foot, causes: ['steady-pike-v-mounted'], weapon: 'heavy-lance' as const };
    const odds = impactOdds({ a: pike, b: { ...pike, causes: [] } });
    if (!odds.ok) throw new Error(odds.error.message);
    // a wins by 10 only with plus 6, minus 1 against plus 1, minus 6: 11 of 216 × 1 of 36.
    expect(chanceOf(odds.value, (o) => o.winner === 'a' && o.difference === 10)).toEqual(
      chance(11, 216 * 36),
    );
  });

  it('property: the joint odds sum to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('heavy-lance', 'light-lance', 'other'),
        fc.constantFrom('green', 'seasoned', 'veteran'),
        fc.boolean(),
        (weapon, experience, mounted) => {
          const odds = impactOdds({ a: { ...lancers, weapon, experience, mounted }, b: foot });
          if (!odds.ok) throw new Error(odds.error.message);
          expect(odds.value.outcomes.reduce((n, o) => n + o.ways, 0n)).toBe(odds.value.outOf);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('typed errors: ranks below 1, unknown or repeated causes, bad Leadership', () => {
    const ranks = impactOdds({ a: lancers, b: { ...foot, ranks: 0 } });
    expect(ranks.ok || ranks.error).toEqual({
      field: 'b.ranks',
      rule: 'impact-combat',
      message: 'b.ranks is a whole number, 1 or more, not 0',
    });
    const unknown = impactOdds({
      a: { ...lancers, causes: ['charging-or-following-up'] },
      b: foot,
    });
    expect(unknown.ok || unknown.error.field).toBe('a.causes');
    const twice = impactOdds({ a: lancers, b: { ...foot, causes: ['unformed', 'unformed'] } });
    expect(twice.ok || twice.error.message).toBe('each cause counts once: unformed');
    const leader = impactOdds({ a: lancers, b: { ...foot, leadership: 0 } });
    expect(leader.ok || leader.error.field).toBe('b.leadership');
    expect(impactOdds({ a: lancers, b: { ...foot, ranks: 1 } }).ok).toBe(true);
  });
});

describe('Impact combat for dice the player read', () => {
  it('names each side by its unit in every working line', () => {
    const result = resolveImpact(
      cavalryOnFoot,
      { a: { plus: [6], minus: [1] }, b: { plus: [3], minus: [3] } },
      defaultReadings,
      { a: 'Gendarmes', b: 'Landsknechts' },
    );
    if (!result.ok) throw new Error(result.error.message);
    const texts = result.value.steps.map((s) => s.text);
    expect(texts[0]).toMatch(/^Impact is fought: Gendarmes is /);
    expect(texts.at(-1)).toBe(
      'Gendarmes wins by 5; Landsknechts takes 4 hits and a Control test; the cavalry pass 3 ranks, through and out; Landsknechts is unformed',
    );
    expect(texts.filter((t) => /\bside [ab]\b/i.test(t))).toEqual([]);
    expect(texts.some((t) => t.startsWith('Landsknechts: base '))).toBe(true);
  });

  it('lancers roll +5 against foot held to 0: they win by 5, pass all 3 ranks and come out', () => {
    const result = resolveImpact(cavalryOnFoot, {
      a: { plus: [6], minus: [1] },
      b: { plus: [3], minus: [3] },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.scores).toEqual({ a: 9, b: 4 });
    expect(result.value.steps.at(-1)).toEqual({
      text: 'Side a wins by 5; Side b takes 4 hits and a Control test; the cavalry pass 3 ranks, through and out; Side b is unformed',
      rule: 'impact-combat',
    });
    expect(result.value.steps[0]?.text).toMatch(/^Impact is fought: Side a/);
    expect(result.value.steps[1]?.text).toMatch(/^Side a: /);
    const short = resolveImpact(cavalryOnFoot, {
      a: { plus: [2], minus: [1] },
      b: { plus: [3], minus: [3] },
    });
    expect(short.ok && short.value.steps.at(-1)?.text).toBe(
      'Side a wins by 1; Side b takes 2 hits and a Control test; the cavalry pass 1 rank; Side b is unformed',
    );
    expect(result.value.steps.map((s) => s.text)).toContain('Side a: base 4 + factor 5 = 9');
    expect(result.value.steps.map((s) => s.text)).toContain('Side b: base 4 + factor 0 = 4');
  });

  it('each result has its line: recoil, gunnes, draw; bad dice name the side', () => {
    const recoil = resolveImpact(cavalryOnFoot, {
      a: { plus: [1], minus: [3] },
      b: { plus: [4], minus: [4] },
    });
    expect(recoil.ok && recoil.value.steps.at(-1)?.text).toBe(
      'Side b wins by 2; Side a takes 1 hit and a Control test; Side a recoils 4 inches; Side a is unformed',
    );
    const guns = resolveImpact(
      { a: lancers, b: { ...lancers, gunnes: true } },
      { a: { plus: [4], minus: [3] }, b: { plus: [3], minus: [3] } },
    );
    expect(guns.ok && guns.value.steps.at(-1)?.text).toBe(
      'Side a wins by 1; Side b takes 1 hit and a Control test; the gunnes of Side b are destroyed',
    );
    const draw = resolveImpact(cavalryOnFoot, {
      a: { plus: [3], minus: [3] },
      b: { plus: [2], minus: [2] },
    });
    expect(draw.ok && draw.value.steps.at(-1)?.text).toBe(
      'A draw: Side a takes 3 hits, Side b 3; Melee combat follows',
    );
    const bad = resolveImpact(cavalryOnFoot, {
      a: { plus: [3], minus: [3] },
      b: { plus: [2], minus: [] },
    });
    expect(bad.ok || bad.error.field).toBe('b.minus');
    const badA = resolveImpact(cavalryOnFoot, {
      a: { plus: [9], minus: [3] },
      b: { plus: [2], minus: [1] },
    });
    expect(badA.ok || badA.error.field).toBe('a.plus');
    expect(
      resolveImpact(
        { a: { ...lancers, ranks: 0 }, b: foot },
        { a: { plus: [1], minus: [1] }, b: { plus: [1], minus: [1] } },
      ).ok,
    ).toBe(false);
  });
});
