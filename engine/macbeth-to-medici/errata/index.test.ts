import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { sectionIds } from '../tables/sections.ts';
import { errata, errataAt } from './index.ts';

describe('errata register', () => {
  it('gives every entry a unique id and cites real sections', () => {
    expect(new Set(errata.map((c) => c.id)).size).toBe(errata.length);
    for (const c of errata) for (const s of c.cites) expect(sectionIds).toContain(s);
  });

  it('shows the average-die entry under the dice section and the terrain section', () => {
    expect(errataAt('dice').map((c) => c.id)).toContain('average-die');
    expect(errataAt('terrain-effects').map((c) => c.id)).toContain('average-die');
    expect(errataAt('fatigue').map((c) => c.id)).not.toContain('average-die');
  });

  it('states both readings of every entry, each in words of its own', () => {
    for (const c of errata) {
      expect(['contradiction', 'misprint', 'gap']).toContain(c.kind);
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const text of [c.title, c.reading, c.alternative])
        expect(text.length).toBeGreaterThan(10);
      expect(c.reading).not.toBe(c.alternative);
    }
  });

  it('never starts a reading with "Read here", the label every note already prints before it', () => {
    for (const c of errata) expect(c.reading, c.id).not.toMatch(/^read here\b/i);
  });

  it('names real options whose value differs from the default reading', () => {
    const withOption = errata.filter((c) => c.option);
    expect(withOption.length).toBeGreaterThan(0);
    for (const { option } of withOption) {
      expect(Object.keys(defaultReadings)).toContain(option?.name);
      if (option) expect(defaultReadings[option.name]).not.toBe(option.value);
    }
  });

  it('reads the average die as 2, 3, 3, 4, 4, 5 by default (Normal and average dice)', () => {
    expect(defaultReadings.averageDie).toBe('faces-2-3-3-4-4-5');
  });

  it('follows the readings the register names as the defaults', () => {
    expect(defaultReadings).toEqual({
      averageDie: 'faces-2-3-3-4-4-5',
      controlLeadership: 'when-it-passes',
      shakenLosses: 'any-unit',
      rallyFailures: 'as-control-test',
      rallyFasterMoves: 'none',
      standingDownLoss: 'standing-only',
      erraticFailure: 'by-result',
      phantomHitsElements: 'true-hits-only',
      erraticRecovery: 'stays-erratic',
      tribalMoraleClass: 'officer-test',
      officerCountIncrease: 'by-one',
      interpenetrationDouble: 'kept-scores-equal',
      archeryArmoured: 'heavy-or-full',
      skirmishShield: 'minus-one-only',
      shieldOverArmour: 'raises-a-level',
      impactCavalryOnCavalry: 'general-result',
      meleeElementRemoval: 'own-elements',
      meleeFightingElements: 'enemy-engaged',
      commandRadius: 'regular-doubled',
      fatigueDouble: 'reaches',
      interpenetrationNegation: 'cancel-to-one',
      extraDice: 'highest',
      diceNegation: 'all-dice',
      leadershipSubstitution: 'best-after-roll',
      archeryHitMultiples: 'every-multiple',
      archeryHalfCount: 'rounded-down',
      archeryNoHits: 'divided-by-targets',
      impactScope: 'impact-section',
      pikeImpactDice: 'cumulative',
      impactDrawHits: 'other-sides-bonus',
      meleeScoreBelowOne: 'counts-as-one',
      dualArmedPenalty: 'without-initiative-die',
      terrainInCombat: 'impact-hits-only',
      heavyLanceMelee: 'as-mounted-sword',
      officerTestTrigger: 'counted-loss',
      commanderLoss: 'adds-one',
      combatTestResults: 'endurance-only',
      turningHits: 'kept',
      routedUnit: 'turns-broken',
    });
    expect(errata.find((c) => c.id === 'average-die')?.option).toEqual({
      name: 'averageDie',
      value: 'one-to-five',
    });
  });
});
