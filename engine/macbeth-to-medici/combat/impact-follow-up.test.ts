/**
 * Impact combat: the winner that charged follows up the recoiling loser
 * across terrain, the pike dice under pike-impact-dice, and a contact that
 * brings no Impact refused by the odds and by the dice entered (impact-scope).
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../readings.ts';
import { impactOdds, readyImpactSide, resolveImpact, type ImpactSide } from './impact.ts';

const foot: ImpactSide = {
  order: 'close',
  experience: 'seasoned',
  dice: 'd6',
  causes: [],
  mounted: false,
  ranks: 3,
  weapon: 'other',
};

describe('Impact combat: following up across terrain', () => {
  it('foot that charged and win follow up, taking 1 hit a terrain class crossed', () => {
    const sides = { a: { ...foot, charged: true, terrainCrossed: 1 }, b: foot };
    const result = resolveImpact(sides, {
      a: { plus: [6], minus: [1] },
      b: { plus: [3], minus: [3] },
    });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.value).toMatchObject({ winner: 'a', followsUp: 'a', hits: { a: 1 } });
    expect(result.value.steps.at(-1)?.text).toMatch(
      /; Side a follows up, taking 1 hit for the terrain(;|$)/,
    );
  });

  it('with no terrain crossed the line says only that he follows up', () => {
    const sides = { a: { ...foot, charged: true }, b: foot };
    const result = resolveImpact(sides, {
      a: { plus: [6], minus: [1] },
      b: { plus: [3], minus: [3] },
    });
    expect(result.ok && result.value.steps.at(-1)?.text).toMatch(/; Side a follows up(;|$)/);
  });
});

describe('pike-impact-dice: the two pike causes', () => {
  const replaces: Readings = { ...defaultReadings, pikeImpactDice: 'replaces' };

  it('under replaces, pike facing Impetuous mounted rolls one plus die, not two', () => {
    const both = { ...foot, causes: ['steady-pike-v-mounted', 'steady-pike-v-impetuous-mounted'] };
    const plus = (side: ImpactSide, readings = replaces) => {
      const ready = readyImpactSide(side, 'a', readings);
      return ready.ok ? ready.value.factor.plusCauses : null;
    };
    expect(plus(both, defaultReadings)).toBe(2);
    expect(plus(both)).toBe(1);
  });

  it('under replaces, pike facing mounted that are not Impetuous keep their one die', () => {
    const one = { ...foot, causes: ['steady-pike-v-mounted'] };
    const ready = readyImpactSide(one, 'a', replaces);
    expect(ready.ok && ready.value.factor.plusCauses).toBe(1);
  });
});

describe('impact-scope: a contact with no Impact is refused', () => {
  const loose: ImpactSide = { ...foot, order: 'loose' };

  it('by the odds', () => {
    const odds = impactOdds({ a: loose, b: loose });
    expect(odds.ok ? null : odds.error).toMatchObject({
      field: 'a.charged',
      rule: 'impact-combat',
    });
  });

  it('and by the dice entered', () => {
    const rolled = resolveImpact(
      { a: loose, b: loose },
      { a: { plus: [6], minus: [1] }, b: { plus: [3], minus: [3] } },
    );
    expect(rolled.ok ? null : rolled.error).toMatchObject({
      field: 'a.charged',
      rule: 'impact-combat',
    });
  });
});
