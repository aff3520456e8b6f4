import { describe, expect, it } from 'vitest';
import { editions } from './editions.ts';
import { ruleMaps } from './editions.ts';
import { ruleKeys, ruleNumber, ruleOf, type RuleKey } from './rule-map.ts';
import { editionIds } from '../types.ts';

/** Keys whose numbers differ between the books, as each prints them (B/N vs Kosovo's chapters 11, 12, 14). */
const differing: [RuleKey, string | null, string | null, string | null][] = [
  // key, Bannockburn 1314, Kosovo Field 1389, 1066
  ['fire.chapter', '10.0', '11.0', '10.0'],
  ['fire.armor', '10.2.2', '11.2.3', '10.2.2'],
  ['fire.terrain', '10.2.3', '11.2.4', '10.2.3'],
  ['fire.leaderExampleCites', '10.2.2', '11.2.2', '10.2.2'],
  ['fire.bombardIgnores', '10.2.3', '11.2.3', '10.2.3'],
  ['fire.crossbowFollowUp', '10.6.3', '11.6.2', '10.6.3'],
  ['objects.chapter', '11.0', '12.0', '11.0'],
  ['objects.wolfPitRoll', '11.2.2', null, null],
  ['objects.fortificationDestroyed', '11.1.6', '12.1.6', '11.1.6'],
  ['combat.fortificationLimit', '11.1.8', '12.1.8', '11.1.8'],
  ['combat.shiltronDoubled', '11.3.4', null, null],
  ['combat.mostlyDisorganized', null, '9.2.3', null],
  ['combat.palisade', null, '15.2.2', null],
  ['morale.testRoll', null, '6.2.1', null],
  ['morale.testLeaderOnHex', null, '6.2.3', null],
  ['morale.panicChapter', null, '10.0', null],
  ['morale.regroup', '9.1.6', null, '9.1.6'],
  ['morale.fatigueStart', '13.1.2', '14.2.2', '13.1.2'],
  ['morale.fatigueAbove12', '13.2.1', '14.3.1', '13.2.1'],
  ['leaders.aloneDies', '8.2.9', '8.2.7', '8.2.9'],
  ['leaders.retreat', '8.2.6', '8.1.7', '8.2.6'],
  ['leaders.enteredAlone', '8.2.8', '8.2.6', '8.2.8'],
  ['morale.fatigueDisorganized', null, '14.3.1', null],
  ['pursuit.test', '5.5.2', '5.5.3', '5.5.2'],
  ['pursuit.beyondRange', null, '5.5.2', null],
  ['pursuit.obligatoryPath', '5.5.3', '5.5.4', '5.5.3'],
  ['pursuit.firstHex', '5.5.5', '5.5.6', '5.5.5'],
  ['movement.pursuitZoc', '5.5.6', '5.5.7', '5.5.6'],
  ['movement.wallOfShields', null, null, 'Hastings'],
  ['sections.hastings', null, null, 'Hastings'],
  ['sections.errata', null, 'Errata', null],
  ['setup.unitsAssigned', '12.1.1', '13.1.1', '12.1.1'],
  ['setup.unitPool', '12.1.2', null, '12.1.2'],
  ['tables.retreatTest', 'COMBAT SCATTER', 'COMBAT DISORGANIZATION', 'COMBAT SCATTER'],
  [
    'tables.terrain',
    'TERRAIN EFFECT',
    'TERRAIN INFLUENCE',
    'Terrain influence for moove and combat',
  ],
];

describe('rule maps', () => {
  it.each(differing)('%s: B %s, K %s, 1066 %s', (key, b, k, n) => {
    expect(ruleNumber(ruleMaps['bannockburn-1314'], key)).toBe(b);
    expect(ruleNumber(ruleMaps['kosovo-1389'], key)).toBe(k);
    expect(ruleNumber(ruleMaps['1066'], key)).toBe(n);
  });

  it('gives the same keys to every edition, and prints most of them in each', () => {
    expect(ruleKeys.length).toBeGreaterThan(120);
    expect(new Set(ruleKeys).size).toBe(ruleKeys.length);
    for (const id of editionIds) {
      const printedKeys = ruleKeys.filter((key) => ruleNumber(ruleMaps[id], key) !== null);
      // Most: each book leaves out a few chapters the others print (Kosovo its own 9 and 10).
      expect(printedKeys.length, id).toBeGreaterThan(ruleKeys.length * 0.8);
    }
  });

  it.each([
    ['combat.counter', '1.2'],
    ['combat.chargeMarker', '1.3'],
    ['combat.retreatShort', '5.4.5'],
    ['combat.retreatChapter', '5.4'],
    ['combat.rounding', '1.6'],
    ['combat.groupExample', '1.7'],
    ['morale.trackPlace', '6.1.1'],
    ['morale.mustPursue', '6.1.8'],
  ] as const)('%s is %s in every edition (chapters before 9 keep their numbers)', (key, rule) => {
    for (const id of editionIds) expect(ruleNumber(ruleMaps[id], key), id).toBe(rule);
  });

  it('is the map each edition profile carries', () => {
    for (const edition of editions) expect(edition.rules).toBe(ruleMaps[edition.id]);
  });

  it('takes table titles from the table data', () => {
    for (const edition of editions) {
      expect(edition.rules.tables.combat).toBe(edition.tables.combat.source.title);
      expect(edition.rules.tables.pursuit).toBe(edition.tables.pursuit.source.title);
    }
    expect(ruleMaps['kosovo-1389'].tables.crossbowFire).toBe('CROSSBOWMAN FIRE');
  });

  it('treats a key no map has, or a rule the edition lacks, as a programmer error', () => {
    expect(() => ruleNumber(ruleMaps['1066'], 'fire.nothing' as RuleKey)).toThrow(/fire.nothing/);
    expect(() => ruleOf(ruleMaps['1066'], 'objects.wolfPits')).toThrow(/objects.wolfPits/);
    expect(ruleOf(ruleMaps['bannockburn-1314'], 'objects.wolfPits')).toBe('11.2');
  });
});
