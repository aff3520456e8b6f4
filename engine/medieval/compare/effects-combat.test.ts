import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { plainCombat, type CombatUnit } from '../combat/input.ts';
import { editions } from '../editions/editions.ts';
import { editionIds, type EditionId } from '../types.ts';
import { findMissing, showChance, type CombatComparison } from './combat-rows.ts';
import { compareCombat } from './effects-combat.ts';

const all: EditionId[] = ['bannockburn-1314', 'kosovo-1389', '1066'];
const infantry = (sp: number, armor = 0): CombatUnit => ({ kind: 'infantry', sp, armor, cf: 0 });

function compared(...args: Parameters<typeof compareCombat>): CombatComparison {
  const found = compareCombat(...args);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}
const rowOf = (c: CombatComparison, id: string) => {
  const row = c.rows.find((r) => r.id === id);
  if (!row) throw new Error(`no row ${id}`);
  return row;
};
const texts = (c: CombatComparison, id: string) => rowOf(c, id).cells.map((x) => x.text);
const rules = (c: CombatComparison, id: string) => rowOf(c, id).cells.map((x) => x.rule);

describe('showChance', () => {
  it('writes the chance over 36 with one decimal of percent, 0 % and 100 % bare', () => {
    expect(showChance(chance(26, 36))).toBe('26/36 · 72.2%');
    expect(showChance(chance(0, 1))).toBe('0/36 · 0%');
    expect(showChance(chance(1, 1))).toBe('36/36 · 100%');
    expect(showChance(chance(1, 6), 6)).toBe('1/6 · 16.7%');
    expect(showChance(chance(2, 27))).toBe('2/27 · 7.4%');
  });
});

describe('compareCombat: one combat under each edition', () => {
  it('3.1.2: a rear attack from 2 hexes is +2 CM (3:1) in Bannockburn and 1066, +4 CM (5:1) in Kosovo', () => {
    const c = compared(
      plainCombat([infantry(4)], [infantry(4)], { attacker: { rearHexes: 2 } }),
      all,
    );
    expect(c.editions.map((e) => [e.edition, e.title, e.missing])).toEqual([
      ['bannockburn-1314', 'Bannockburn 1314', []],
      ['kosovo-1389', 'Kosovo Field 1389', []],
      ['1066', '1066', []],
    ]);
    expect(rowOf(c, 'attacker-cm-rear')).toMatchObject({
      label: 'Attacker CM: rear attack',
      differs: true,
    });
    expect(texts(c, 'attacker-cm-rear')).toEqual(['+2 CM', '+4 CM', '+2 CM']);
    expect(rowOf(c, 'attacker-cm-rear').cells.map((x) => x.value)).toEqual([2, 4, 2]);
    expect(rules(c, 'attacker-cm-rear')).toEqual(['3.1.2', '3.1.2', '3.1.2']);
    expect(texts(c, 'attacker-cm-total')).toEqual(['+2 CM', '+4 CM', '+2 CM']);
    expect(rowOf(c, 'attacker-cm-total').label).toBe('Attacker CMs in all');
    expect(texts(c, 'defender-cm-total')).toEqual(['+0 CM', '+0 CM', '+0 CM']);
    expect(rowOf(c, 'defender-cm-total')).toMatchObject({
      label: 'Defender CMs in all',
      differs: false,
    });
    expect(rules(c, 'defender-cm-total')).toEqual(['1.5', '1.5', '1.5']);
    expect(texts(c, 'initial-ratio')).toEqual(['1:1', '1:1', '1:1']);
    expect(rowOf(c, 'initial-ratio').cells.map((x) => x.value)).toEqual([3, 3, 3]);
    expect(rules(c, 'initial-ratio')).toEqual(['1.4', '1.4', '1.4']);
    expect(texts(c, 'column')).toEqual(['3:1', '5:1', '3:1']);
    expect(rowOf(c, 'column').cells.map((x) => x.value)).toEqual([5, 7, 5]);
    expect(rowOf(c, 'column')).toMatchObject({ label: 'Final column', differs: true });
    const retreats = rowOf(c, 'defender-retreats');
    expect(retreats.label).toBe('P(defender retreats)');
    expect(retreats.cells.map((x) => x.chance)).toEqual([
      chance(26, 36),
      chance(35, 36),
      chance(26, 36),
    ]);
    expect(retreats.cells.map((x) => x.rule)).toEqual([
      'COMBAT TABLE',
      'COMBAT TABLE',
      'COMBAT TABLE',
    ]);
    expect(rowOf(c, 'attacker-retreats').cells.map((x) => x.chance)).toEqual([
      chance(1, 36),
      chance(0, 1),
      chance(1, 36),
    ]);
    expect(rowOf(c, 'defender-loses').cells.map((x) => x.chance)).toEqual([
      chance(10, 36),
      chance(13, 36),
      chance(10, 36),
    ]);
    expect(rowOf(c, 'attacker-loses').cells.map((x) => x.chance)).toEqual([
      chance(11, 36),
      chance(6, 36),
      chance(11, 36),
    ]);
    expect(rowOf(c, 'defender-breaks').cells.map((x) => x.chance)).toEqual([
      chance(0, 1),
      chance(1, 36),
      chance(0, 1),
    ]);
    expect(rowOf(c, 'attacker-breaks').label).toBe('P(attacker breaks outright)');
  });

  it('rows follow the order of the editions asked for', () => {
    const input = plainCombat([infantry(4)], [infantry(4)], { attacker: { rearHexes: 2 } });
    expect(texts(compared(input, ['kosovo-1389', '1066']), 'column')).toEqual(['5:1', '3:1']);
  });

  it('10.3.1 / 11.3.1: ranged units line up across numbers; an edition without the CM shows none with its rule', () => {
    const c = compared(
      plainCombat([{ kind: 'archers', sp: 2, armor: 0, cf: 0 }, infantry(2)], [infantry(4)]),
      all,
    );
    expect(rowOf(c, 'defender-cm-ranged')).toMatchObject({
      label: 'Defender CM: ranged units',
      differs: true,
    });
    expect(texts(c, 'defender-cm-ranged')).toEqual(['none', '+3 CM', 'none']);
    expect(rowOf(c, 'defender-cm-ranged').cells.map((x) => x.value)).toEqual([0, 3, 0]);
    expect(rules(c, 'defender-cm-ranged')).toEqual(['10.3.1', '11.3.1', '10.3.1']);
    expect(c.rows.some((r) => r.id === 'attacker-cm-ranged')).toBe(false);
  });

  it('8.2.1 and 8.2.2 are one row: the leader', () => {
    const c = compared(
      plainCombat([infantry(4)], [infantry(4)], { attacker: { leader: 'stacked' } }),
      all,
    );
    expect(texts(c, 'attacker-cm-leader')).toEqual(['+2 CM', '+2 CM', '+2 CM']);
    expect(rules(c, 'attacker-cm-leader')).toEqual(['8.2.1', '8.2.1', '8.2.1']);
    expect(rowOf(c, 'attacker-cm-leader').differs).toBe(false);
  });

  it('B 11.3: a shiltron is a number in Bannockburn only; the others say they have none', () => {
    const c = compared(
      plainCombat(
        [{ kind: 'cavalry', sp: 2, armor: 2, cf: 2 }],
        [{ ...infantry(2), shiltron: true }],
      ),
      all,
    );
    expect(c.editions.map((e) => e.missing)).toEqual([
      [],
      [{ feature: 'shiltron', rule: { edition: 'bannockburn-1314', number: '11.3.4' } }],
      [{ feature: 'shiltron', rule: { edition: 'bannockburn-1314', number: '11.3.4' } }],
    ]);
    expect(c.editions[1]!.analysis).toBeUndefined();
    expect(texts(c, 'column')).toEqual([
      expect.stringMatching(/^\d+:\d+$/),
      'no shiltron',
      'no shiltron',
    ]);
    expect(rules(c, 'column')).toEqual(['1.5', null, null]);
    expect(texts(c, 'attacker-cm-armor')).toEqual(['+1 CM', 'no shiltron', 'no shiltron']);
  });

  it('K 9, K 15, Hastings: disorganization, a palisade, a Wall of Shields are missing where the edition lacks them', () => {
    const bn = editions.find((e) => e.id === 'bannockburn-1314')!;
    const kosovo = editions.find((e) => e.id === 'kosovo-1389')!;
    const n1066 = editions.find((e) => e.id === '1066')!;
    const disorganized = plainCombat([{ ...infantry(2), disorganized: true }], [infantry(2)]);
    expect(findMissing(disorganized, bn)).toEqual([
      { feature: 'disorganization', rule: { edition: 'kosovo-1389', number: '9.2.2' } },
    ]);
    expect(findMissing(disorganized, kosovo)).toEqual([]);
    const palisade = plainCombat([infantry(2)], [infantry(2)], { defender: { palisade: true } });
    expect(findMissing(palisade, n1066)).toEqual([
      { feature: 'palisade', rule: { edition: 'kosovo-1389', number: '15.2.2' } },
    ]);
    expect(findMissing(palisade, kosovo)).toEqual([]);
    const wall = plainCombat([infantry(2)], [infantry(2)], { defender: { wallOfShields: true } });
    expect(findMissing(wall, kosovo)).toEqual([
      { feature: 'Wall of Shields', rule: { edition: '1066', number: 'Hastings' } },
    ]);
    expect(findMissing(wall, n1066)).toEqual([]);
    expect(findMissing(plainCombat([infantry(2)], [infantry(2)]), bn)).toEqual([]);
  });

  it('a situation an edition rejects keeps its error and shows no numbers', () => {
    const c = compared(plainCombat([infantry(2)], [infantry(2)], { morale: 21 }), ['1066']);
    expect(c.editions[0]!.error?.field).toBe('morale');
    expect(texts(c, 'column')).toEqual(['not possible']);
  });

  it('an unknown edition or none at all is an error naming the field', () => {
    const input = plainCombat([infantry(2)], [infantry(2)]);
    const unknown = compareCombat(input, ['1067' as EditionId]);
    expect(unknown.ok ? undefined : unknown.error.field).toBe('edition');
    const none = compareCombat(input, []);
    expect(none.ok ? undefined : none.error.field).toBe('editions');
  });

  it('property: a row differs exactly when its cells do not all read the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: -5, max: 5 }),
        fc.subarray([...editionIds], { minLength: 1 }),
        (a, d, rear, morale, ids) => {
          const c = compared(
            plainCombat([infantry(a)], [infantry(d)], { attacker: { rearHexes: rear }, morale }),
            ids,
          );
          for (const r of c.rows) {
            expect(r.cells).toHaveLength(ids.length);
            expect(r.differs).toBe(new Set(r.cells.map((x) => x.text)).size > 1);
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
