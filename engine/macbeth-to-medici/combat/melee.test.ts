import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance, chanceOf } from '../../core/index.ts';
import {
  fightingElements,
  meleeCap,
  meleeElementsLost,
  meleeOdds,
  meleeOutcome,
  meleeWeaponOrder,
  readyMeleeSide,
  resolveMelee,
  type MeleeSide,
  type MeleeSides,
} from './melee.ts';
import { defaultReadings, type Readings } from '../readings.ts';

const pikes: MeleeSide = {
  order: 'close',
  weapon: 'pike',
  experience: 'seasoned',
  dice: 'd6',
  causes: [],
  elements: 6,
};
const levy: MeleeSide = { ...pikes, experience: 'green', elements: 4 };
const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const allLost = reading({ meleeScoreBelowOne: 'loses-all-fighting' });

describe('Melee combat: the cap by weapon and by order', () => {
  it('a halberd in loose order is capped at ±3', () => {
    expect(meleeCap('open', 'loose')).toBe(3);
  });

  it('each weapon row in its own order: pike ±1, sword ±3, halberd ±5', () => {
    expect(meleeCap('close', 'close')).toBe(1);
    expect(meleeCap('loose', 'loose')).toBe(3);
    expect(meleeCap('open', 'open')).toBe(5);
  });

  it('a tighter order restricts, a looser one never improves', () => {
    expect(meleeCap('open', 'close')).toBe(1);
    expect(meleeCap('loose', 'close')).toBe(1);
    expect(meleeCap('close', 'open')).toBe(1);
    expect(meleeCap('loose', 'open')).toBe(3);
  });

  it('the halberd in loose order scores at most 3 + 3 against pikes', () => {
    const halberd = { ...pikes, order: 'loose' as const, weapon: 'halberd' as const };
    const odds = meleeOdds({ a: halberd, b: pikes });
    if (!odds.ok) throw new Error(odds.error.message);
    // Halberds 3 + 3 against pikes 4 − 1: side a wins by 3 at most (5 if the cap were ±5).
    const wins = odds.value.outcomes.filter((o) => o.value.winner === 'a');
    expect(Math.max(...wins.map((o) => o.value.difference))).toBe(3);
  });
});

describe('Melee combat: dual-armed troops that shot (dual-armed-penalty)', () => {
  it('take no die of their own read here, and 1 more minus die under whenever-shot', () => {
    const archers = { ...pikes, dualArmedShot: true, causes: ['fired-without-initiative'] };
    const read = readyMeleeSide(archers, 'a');
    expect(read.ok && read.value.factor.minusCauses).toBe(1);
    const extra = readyMeleeSide(archers, 'a', reading({ dualArmedPenalty: 'whenever-shot' }));
    expect(extra.ok && extra.value.factor.minusCauses).toBe(2);
  });
});

describe('Melee combat: fighting in bad going (terrain-in-combat)', () => {
  it('costs no die read here, and 1 minus die under minus-die', () => {
    const inMarsh = { ...pikes, badGoing: true };
    const read = readyMeleeSide(inMarsh, 'a');
    expect(read.ok && read.value.factor.minusCauses).toBe(0);
    const extra = readyMeleeSide(inMarsh, 'a', reading({ terrainInCombat: 'minus-die' }));
    expect(extra.ok && extra.value.factor.minusCauses).toBe(1);
  });
});

describe('Melee combat: the heavy lance (heavy-lance-melee)', () => {
  it('fights as the mounted sword, close ±1, or with the light lance, loose ±3', () => {
    expect(meleeWeaponOrder('heavy-lance')).toBe('close');
    expect(meleeWeaponOrder('heavy-lance', reading({ heavyLanceMelee: 'as-light-lance' }))).toBe(
      'loose',
    );
    const lancers = { ...pikes, order: 'loose' as const, weapon: 'heavy-lance' as const };
    const read = readyMeleeSide(lancers, 'a');
    expect(read.ok && read.value.factor.cap).toBe(1);
    const loose = readyMeleeSide(lancers, 'a', reading({ heavyLanceMelee: 'as-light-lance' }));
    expect(loose.ok && loose.value.factor.cap).toBe(3);
  });

  it('every other weapon keeps its row whatever the reading', () => {
    const other = reading({ heavyLanceMelee: 'as-light-lance' });
    expect(meleeWeaponOrder('mounted-sword', other)).toBe('close');
    expect(meleeWeaponOrder('spear', other)).toBe('loose');
    expect(meleeWeaponOrder('halberd', other)).toBe('open');
  });
});

describe('Melee combat: fighting elements and elements removed', () => {
  it('fighting elements are capped at Experience Bonus × enemy elements', () => {
    expect(
      fightingElements({ a: { ...pikes, elements: 12 }, b: { ...levy, elements: 2 } }),
    ).toEqual({
      a: 6,
      b: 2,
    });
    expect(fightingElements({ a: { ...pikes, elements: 6 }, b: { ...levy, elements: 2 } })).toEqual(
      {
        a: 6,
        b: 2,
      },
    );
    expect(fightingElements({ a: { ...pikes, elements: 7 }, b: { ...levy, elements: 2 } }).a).toBe(
      6,
    );
    // Green side b (bonus 2) against 3: at most 6 of its 7 count.
    expect(fightingElements({ a: { ...pikes, elements: 3 }, b: { ...levy, elements: 7 } })).toEqual(
      {
        a: 3,
        b: 6,
      },
    );
  });

  it('the victor divides the lowest count by its score, rounding down', () => {
    expect(meleeElementsLost(true, 4, 6, [6, 2], defaultReadings)).toBe(0);
    expect(meleeElementsLost(true, 2, 6, [6, 2], defaultReadings)).toBe(1);
    expect(meleeElementsLost(true, 2, 6, [2, 6], defaultReadings)).toBe(1);
    expect(meleeElementsLost(true, 3, 6, [7, 8], defaultReadings)).toBe(2);
  });

  it('the loser divides the highest count by its score, rounding up', () => {
    expect(meleeElementsLost(false, 3, 2, [6, 2], defaultReadings)).toBe(2);
    expect(meleeElementsLost(false, 4, 2, [2, 6], defaultReadings)).toBe(2);
    expect(meleeElementsLost(false, 6, 2, [6, 2], defaultReadings)).toBe(1);
    expect(meleeElementsLost(false, 5, 2, [7, 2], defaultReadings)).toBe(2);
  });

  it('a score below 1 divides as 1, or loses every fighting element under loses-all-fighting', () => {
    expect(meleeElementsLost(false, 0, 2, [6, 2], defaultReadings)).toBe(6);
    expect(meleeElementsLost(true, -2, 6, [6, 2], defaultReadings)).toBe(2);
    expect(meleeElementsLost(false, 0, 2, [6, 2], allLost)).toBe(2);
    expect(meleeElementsLost(true, -1, 6, [6, 2], allLost)).toBe(6);
    // A score of exactly 1 divides under either reading.
    expect(meleeElementsLost(false, 1, 2, [6, 2], allLost)).toBe(6);
  });
});

describe('Melee combat: winner and hits', () => {
  const sides: MeleeSides = { a: pikes, b: levy };

  it('the loser takes the difference; the victor the difference less his Experience Bonus', () => {
    expect(meleeOutcome(sides, { a: 7, b: 4 }, defaultReadings)).toEqual({
      winner: 'a',
      difference: 3,
      hits: { a: 0, b: 3 },
      elementsLost: { a: 0, b: 2 },
    });
    expect(meleeOutcome(sides, { a: 9, b: 4 }, defaultReadings).hits).toEqual({ a: 2, b: 5 });
    expect(meleeOutcome(sides, { a: 8, b: 4 }, defaultReadings).hits).toEqual({ a: 1, b: 4 });
    // Green victor (bonus 2): 3 − 2 = 1.
    expect(meleeOutcome(sides, { a: 2, b: 5 }, defaultReadings)).toEqual({
      winner: 'b',
      difference: 3,
      hits: { a: 3, b: 1 },
      elementsLost: { a: 3, b: 0 },
    });
  });

  it('a draw: both lose, no hits from the difference, each removes as a loser', () => {
    expect(meleeOutcome(sides, { a: 5, b: 5 }, defaultReadings)).toEqual({
      winner: 'draw',
      difference: 0,
      hits: { a: 0, b: 0 },
      elementsLost: { a: 2, b: 2 },
    });
  });
});

describe('Melee combat: odds over both sides\u2019 dice', () => {
  it('two Seasoned pike blocks (±1): a draw in 3 of 8; side b loses by 2 in 225 of 1296', () => {
    const odds = meleeOdds({ a: pikes, b: pikes });
    if (!odds.ok) throw new Error(odds.error.message);
    expect(chanceOf(odds.value, (o) => o.winner === 'draw')).toEqual(chance(3, 8));
    expect(chanceOf(odds.value, (o) => o.winner === 'a')).toEqual(chance(5, 16));
    expect(chanceOf(odds.value, (o) => o.hits.b === 2)).toEqual(chance(225, 1296));
    // The victor's 1 or 2 never passes his bonus of 3.
    expect(chanceOf(odds.value, (o) => o.hits.a > 0 && o.winner === 'a')).toEqual(chance(0, 1));
  });

  it('causes add dice: charging and Impetuous give 3 plus dice', () => {
    const charging = {
      ...pikes,
      weapon: 'halberd' as const,
      order: 'open' as const,
      causes: ['charging-or-following-up', 'impetuous'],
    };
    const odds = meleeOdds({ a: charging, b: { ...charging, causes: [] } });
    if (!odds.ok) throw new Error(odds.error.message);
    // a by 10: highest of 3 plus dice is 6 (91 of 216), minus 1 (1 of 6); b +... −5 (1 of 36).
    expect(chanceOf(odds.value, (o) => o.winner === 'a' && o.difference === 10)).toEqual(
      chance(91, 216 * 6 * 36),
    );
  });

  it('property: the joint odds sum to exactly 1', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('open', 'loose', 'close'),
        fc.constantFrom('pike', 'sword', 'halberd', 'heavy-lance'),
        fc.integer({ min: 1, max: 12 }),
        (order, weapon, elements) => {
          const odds = meleeOdds({ a: { ...pikes, order, weapon, elements }, b: levy });
          if (!odds.ok) throw new Error(odds.error.message);
          expect(odds.value.outcomes.reduce((n, o) => n + o.ways, 0n)).toBe(odds.value.outOf);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('typed errors: elements below 1, unknown causes, bad Leadership', () => {
    const none = meleeOdds({ a: { ...pikes, elements: 0 }, b: levy });
    expect(none.ok || none.error).toEqual({
      field: 'a.elements',
      rule: 'melee-combat',
      message: 'a.elements is a whole number, 1 or more, not 0',
    });
    expect(meleeOdds({ a: { ...pikes, elements: 1 }, b: levy }).ok).toBe(true);
    const cause = meleeOdds({ a: pikes, b: { ...levy, causes: ['steady-pike-v-mounted'] } });
    expect(cause.ok || cause.error.field).toBe('b.causes');
    const first = meleeOdds({ a: { ...pikes, leadership: 0 }, b: levy });
    expect(first.ok || first.error.field).toBe('a.leadership');
    const leader = meleeOdds({ a: pikes, b: { ...levy, leadership: 8 } });
    expect(leader.ok || leader.error.field).toBe('b.leadership');
  });
});

describe('Melee combat: the registered readings', () => {
  const sides = (a: number, b: number, unitB = 0): MeleeSides => ({
    a: { ...pikes, elements: a },
    b: { ...levy, elements: b, unitElements: unitB },
  });

  it('melee-fighting-elements: capped by the enemy engaged, or by the whole enemy unit', () => {
    const many = sides(20, 2, 6);
    const engaged = fightingElements(many).a;
    const whole = { ...defaultReadings, meleeFightingElements: 'whole-enemy-unit' } as const;
    expect(fightingElements(many, whole).a).toBe(engaged * 3);
  });

  it('melee-element-removal: each figure is the side’s own loss, or the enemy’s', () => {
    const own = meleeOutcome(sides(6, 4), { a: 5, b: 2 }, defaultReadings);
    const enemy = meleeOutcome(
      sides(6, 4),
      { a: 5, b: 2 },
      {
        ...defaultReadings,
        meleeElementRemoval: 'enemy-elements',
      },
    );
    expect(enemy.elementsLost).toEqual({ a: own.elementsLost.b, b: own.elementsLost.a });
    expect(own.elementsLost.a).not.toBe(own.elementsLost.b);
  });
});

describe('Melee combat for dice the player read', () => {
  it('pikes +1 against levy −1: side a wins by 2, levy loses 2 elements', () => {
    const result = resolveMelee(
      { a: pikes, b: levy },
      { a: { plus: [5], minus: [2] }, b: { plus: [2], minus: [6, 3] } },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({
      winner: 'a',
      scores: { a: 5, b: 3 },
      hits: { a: 0, b: 2 },
      elementsLost: { a: 0, b: 2 },
    });
    expect(result.value.steps.slice(-3).map((s) => s.text)).toEqual([
      'Side a wins by 2; Side b takes a Control test',
      'Fighting elements: Side a 6, Side b 4',
      'Side a takes 0 hits and removes 0 elements; Side b takes 2 hits and removes 2 elements',
    ]);
  });

  it('Melee: one hit and one element read in the singular', () => {
    const result = resolveMelee(
      { a: pikes, b: levy },
      { a: { plus: [2], minus: [2] }, b: { plus: [1], minus: [6, 3] } },
    );
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value.steps.at(-1)?.text).toBe(
      'Side a takes 0 hits and removes 1 element; Side b takes 1 hit and removes 2 elements',
    );
  });

  it('names each side by its unit in every working line', () => {
    const result = resolveMelee(
      { a: pikes, b: levy },
      { a: { plus: [5], minus: [2] }, b: { plus: [2], minus: [6, 3] } },
      defaultReadings,
      { a: 'Swiss pike', b: 'Town levy' },
    );
    if (!result.ok) throw new Error(result.error.message);
    const texts = result.value.steps.map((s) => s.text);
    expect(texts.slice(-3)).toEqual([
      'Swiss pike wins by 2; Town levy takes a Control test',
      'Fighting elements: Swiss pike 6, Town levy 4',
      'Swiss pike takes 0 hits and removes 0 elements; Town levy takes 2 hits and removes 2 elements',
    ]);
    expect(texts.filter((t) => /\bside [ab]\b/i.test(t))).toEqual([]);
    expect(texts.filter((t) => t.startsWith('Town levy: ')).length).toBeGreaterThan(1);
  });

  it('a draw says so; bad dice name the side', () => {
    const draw = resolveMelee(
      { a: pikes, b: levy },
      { a: { plus: [3], minus: [3] }, b: { plus: [4], minus: [4, 4] } },
    );
    expect(draw.ok && draw.value.steps.at(-3)?.text).toBe(
      'A draw: both sides lose and take a Control test',
    );
    const bad = resolveMelee(
      { a: pikes, b: levy },
      { a: { plus: [3], minus: [3] }, b: { plus: [4], minus: [4] } },
    );
    expect(bad.ok || bad.error.field).toBe('b.minus');
    expect(
      resolveMelee(
        { a: pikes, b: { ...levy, elements: -1 } },
        { a: { plus: [3], minus: [3] }, b: { plus: [4], minus: [4, 4] } },
      ).ok,
    ).toBe(false);
  });
});
