import { describe, expect, it } from 'vitest';
import { editions, getEdition, resolveReadings, type EditionProfile } from './editions.ts';
import { ruleMaps } from './editions.ts';
import { printedReadings } from './readings.ts';
import { tables1066 } from '../tables/1066.ts';
import { bannockburnTables } from '../tables/bannockburn-1314.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import { editionIds } from '../types.ts';

const profile = (id: string): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

describe('edition profiles', () => {
  it('has one profile per edition, with its title', () => {
    expect(editions.map((e) => e.id).sort()).toEqual([...editionIds].sort());
    expect(Object.fromEntries(editions.map((e) => [e.id, e.title]))).toEqual({
      'bannockburn-1314': 'Bannockburn 1314',
      'kosovo-1389': 'Kosovo Field 1389',
      '1066': '1066',
    });
  });

  it('carries each book’s own tables and rule map', () => {
    expect(profile('bannockburn-1314').tables).toBe(bannockburnTables);
    expect(profile('kosovo-1389').tables).toBe(kosovoTables);
    expect(profile('1066').tables).toBe(tables1066);
    for (const e of editions) expect(e.rules).toBe(ruleMaps[e.id]);
  });

  // Each field below is a rule the books print differently; the comment names it.
  it.each([
    // id, break mark (COMBAT TABLE legend), clamp (1.5), rear attack (3.1.2), after retreat (5.1.1 g)
    ['bannockburn-1314', 'S', 'after-each-side', 'flat', 'scatter'],
    ['kosovo-1389', 'D', 'final-only', 'per-hex', 'disorganization'],
    ['1066', 'R', 'after-each-side', 'flat', 'scatter'],
  ])(
    '%s: break mark %s, clamping %s, rear attack %s, %s after a retreat',
    (id, mark, clamp, rear, after) => {
      const e = profile(id);
      expect([e.breakMark, e.clamp, e.rearAttack, e.afterRetreat]).toEqual([
        mark,
        clamp,
        rear,
        after,
      ]);
    },
  );

  it.each([
    // id, ranged CMs (B/N 10.3.1, K 11.3.1), pursuit (5.5), ride down (5.8), leader ranges (8.0)
    [
      'bannockburn-1314',
      { cm: 2, appliesTo: 'attacker-vs-ranged-targets' },
      'obligatory-test',
      'arithmetic',
      { leader: 1, grandLeader: 3 },
    ],
    [
      'kosovo-1389',
      { cm: 3, appliesTo: 'enemy-of-ranged' },
      'voluntary-test',
      'automatic',
      { leader: 2, grandLeader: 3 },
    ],
    [
      '1066',
      { cm: 2, appliesTo: 'attacker-vs-ranged-targets' },
      'obligatory-test',
      'arithmetic',
      { leader: 2, grandLeader: 3 },
    ],
  ])(
    '%s: ranged units in combat, pursuit, ride down and leader ranges',
    (id, ranged, pursuit, rideDown, ranges) => {
      const e = profile(id);
      expect(e.rangedInCombat).toEqual(ranged);
      expect(e.pursuit).toBe(pursuit);
      expect(e.rideDown).toBe(rideDown);
      expect(e.leaderRange).toEqual(ranges);
    },
  );

  it('lists the formations, states and objects each book has', () => {
    expect(Object.fromEntries(editions.map((e) => [e.id, e.has]))).toEqual({
      // Bannockburn 11.3 shiltron, 11.2 wolf pits
      'bannockburn-1314': {
        shiltron: true,
        disorganization: false,
        palisade: false,
        wallOfShields: false,
        wolfPits: true,
      },
      // Kosovo 9.0 disorganization, 15.2 palisades
      'kosovo-1389': {
        shiltron: false,
        disorganization: true,
        palisade: true,
        wallOfShields: false,
        wolfPits: false,
      },
      // 1066 Hastings: Wall of Shields
      '1066': {
        shiltron: false,
        disorganization: false,
        palisade: false,
        wallOfShields: true,
        wolfPits: false,
      },
    });
  });

  it('parses each COMBAT TABLE once, at load', () => {
    for (const e of editions) {
      expect(e.combatTable.cells.size).toBe(11);
      expect(e.combatTable.cells.get(7)?.[3]?.cell).toBe(e.tables.combat.rows[5]?.cells[3]);
    }
    const choices = profile('kosovo-1389').combatTable.misprints.map((m) => m.misprint.erratum);
    expect(choices).toEqual([
      'kosovo-a-cell',
      ...Array<string>(3).fill('kosovo-combat-table-cells'),
    ]);
    expect(profile('bannockburn-1314').combatTable.misprints).toHaveLength(0);
  });

  it('answers an unknown edition with an error naming the field', () => {
    const found = getEdition('hastings');
    expect(found.ok).toBe(false);
    if (!found.ok) {
      expect(found.error.field).toBe('edition');
      expect(found.error.message).toContain('"hastings"');
      expect(found.error.message).toContain('bannockburn-1314, kosovo-1389 or 1066');
    }
    expect(getEdition('toString').ok).toBe(false);
  });

  it('resolves readings: the edition’s printed reading, then the player’s choice', () => {
    const kosovo = profile('kosovo-1389');
    expect(resolveReadings(kosovo).rearAttack).toBe('per-hex');
    expect(resolveReadings(profile('1066')).rearAttack).toBe('flat');
    expect(resolveReadings(profile('1066'), { rearAttack: 'per-hex' }).rearAttack).toBe('per-hex');
    expect(resolveReadings(kosovo, { kosovoACell: 'A1 -1' })).toEqual({
      ...printedReadings,
      rearAttack: 'per-hex',
      kosovoACell: 'A1 -1',
    });
  });
});
