import { describe, expect, it } from 'vitest';
import { fatigueScore } from './fatigue.ts';
import { explainFatigue } from './fatigue-working.ts';

const chargedCavalry = () => {
  const scored = fatigueScore({
    base: 'cavalry',
    movedFast: true,
    fired: false,
    impacts: 0,
    melees: 1,
    armour: 'full',
    terrain: [],
  });
  if (!scored.ok) throw new Error(scored.error.message);
  return scored.value;
};

describe('Fatigue working', () => {
  it('Fatigue: cavalry in Full armour after a charge and one melee score 5, against open order 2 hits', () => {
    const steps = explainFatigue(chargedCavalry(), 'open', { fatigueDouble: 'reaches' });
    expect(steps.every((s) => s.rule === 'fatigue')).toBe(true);
    expect(steps.map((s) => s.text)).toEqual([
      'Base: cavalry: 1',
      'Charged, counter-charged, doubled or evaded: 1',
      'Each Melee combat this turn: 1',
      'Full armour: 2',
      'Score 5 against pass level 2: 2 hits',
    ]);
  });

  it('Fatigue, exceeds reading: a score of double the pass level is only 1 hit (said in the singular)', () => {
    const scored = { score: 4, steps: [] };
    expect(explainFatigue(scored, 'open', { fatigueDouble: 'exceeds' })).toEqual([
      { text: 'Score 4 against pass level 2: 1 hit', rule: 'fatigue' },
    ]);
  });
});
