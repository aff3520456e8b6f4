import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { tableIds } from '../tables/index.ts';
import { errata, errataAt } from './index.ts';

describe('errata register', () => {
  it('states both readings of every entry, each in words of its own', () => {
    for (const c of errata) {
      expect(['contradiction', 'misprint', 'gap']).toContain(c.kind);
      expect(c.cites.length, c.id).toBeGreaterThan(0);
      for (const text of [c.title, c.reading, c.alternative])
        expect(text.length).toBeGreaterThan(10);
      expect(c.reading).not.toBe(c.alternative);
    }
  });

  it('names real options whose value differs from the default reading', () => {
    const withOption = errata.filter((c) => c.option);
    expect(withOption.map((c) => c.id)).toEqual([
      'proximity-exemptions',
      'rough-terrain-disorder',
      'reaction-example-points',
      'shield-wall-break',
      'fire-after-a-full-move',
      'combat-disorder-rounding',
      'equal-frontage-overlap',
      'rear-ranks-behind-overlap',
      'incohesive-depth',
      'breakthrough-by-both',
      'hollow-wedge-morale',
      'sub-unit-command-points',
      'lone-leader-melee',
      'honor-loss-share',
      'own-king-lost',
    ]);
    for (const { option } of withOption) {
      expect(Object.keys(defaultReadings)).toContain(option?.name);
      if (option) expect(defaultReadings[option.name]).not.toBe(option.value);
    }
    expect(defaultReadings).toEqual({
      fireAfterMoving: 'weapon-chart',
      combatHalfDice: 'round-down',
      equalFrontage: 'contact-only',
      rearRankDice: 'behind-fighting-front',
      incohesiveDepth: 'others',
      breakthrough: 'hits-alone',
      subUnitCommand: 'instead',
      loneLeaderMelee: 'vulnerability-checks',
      honorLossRounding: 'down',
      ownKingLost: 'as-printed',
      hollowWedgeMorale: 'longbows-only',
      shieldWallRoll: 'under-armour-class',
      proximityExempt: 'leaders-only',
      movingInfantryReaction: 't11',
      roughTerrainDisorder: 'over-mf-not-slopes',
    });
  });

  it('holds the entries the audit asked for', () => {
    expect(errata.map((c) => c.id)).toEqual(
      expect.arrayContaining([
        'fractions-starting-with-one',
        'open-ended-rows',
        'cohesion-ends',
        'missing-t3',
        'movement-band-headings',
        'duplicated-rule-numbers',
      ]),
    );
  });

  it('shows each entry under what it cites and nowhere else', () => {
    expect(errataAt('T14').map((c) => c.id)).toEqual(['open-ended-rows', 'cohesion-ends']);
    expect(errataAt('dice').map((c) => c.id)).toEqual(['fractions-starting-with-one']);
    expect(errataAt('T1')).toEqual([]);
  });
});

describe('errata register entries', () => {
  it('names each entry by a unique kebab-case id and cites tables, printed numbers or the dice rules', () => {
    expect(new Set(errata.map((c) => c.id)).size).toBe(errata.length);
    for (const c of errata) {
      expect(c.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const ref of c.cites) {
        if (ref.startsWith('T')) expect(tableIds, c.id).toContain(ref);
        else expect(ref, c.id).toMatch(/^(?:dice|\d\.\d{1,2})$/);
      }
    }
  });
});
