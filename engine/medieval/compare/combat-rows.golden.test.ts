/**
 * One combat lined up under the three editions, every row word for word:
 * CMs by source (5.2.7 armor, 8.2.1 / 8.2.2 leader, 7.1.7 banner, 6.1.2
 * MORALE, 5.3.1 terrain), their totals (1.5), the ratio (1.4) and the odds
 * of each kind of result on the COMBAT TABLE.
 */
import { describe, expect, it } from 'vitest';
import { chance } from '../../core/probability.ts';
import { plainCombat } from '../combat/input.ts';
import type { EditionId } from '../types.ts';
import { lineUpCombats, type CombatComparison } from './combat-rows.ts';
import { compareCombat } from './effects-combat.ts';

const all: EditionId[] = ['bannockburn-1314', 'kosovo-1389', '1066'];
const compared = (...args: Parameters<typeof compareCombat>): CombatComparison => {
  const found = compareCombat(...args);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};
const same = <T>(x: T): T[] => [x, x, x];

describe('lineUpCombats, a combat the editions agree on', () => {
  it('heavy cavalry with a leader on its hex and a banner, MORALE +1, into armored infantry in a forest', () => {
    const c = compared(
      plainCombat(
        [{ kind: 'cavalry', sp: 4, armor: 2, cf: 2 }],
        [{ kind: 'infantry', sp: 3, armor: 1, cf: 0 }],
        {
          attacker: { leader: 'stacked', banner: true },
          defender: { leader: 'in-range', terrain: 'forest' },
          morale: 1,
        },
      ),
      all,
    );
    const cm = (n: number, rule: string) => same({ text: `+${n} CM`, value: n, rule });
    const odds = (over36: number) =>
      same({
        text: `${over36}/36 · ${over36 === 0 ? '0' : ((over36 * 100) / 36).toFixed(1)}%`,
        chance: chance(over36, 36),
        rule: 'COMBAT TABLE',
      });
    expect(c.rows).toEqual([
      {
        id: 'attacker-cm-armor',
        label: 'Attacker CM: armor',
        cells: cm(2, '5.2.7'),
        differs: false,
      },
      {
        id: 'attacker-cm-leader',
        label: 'Attacker CM: leader',
        cells: cm(2, '8.2.1'),
        differs: false,
      },
      {
        id: 'attacker-cm-banner',
        label: 'Attacker CM: banner',
        cells: cm(1, '7.1.7'),
        differs: false,
      },
      {
        id: 'attacker-cm-morale',
        label: 'Attacker CM: MORALE',
        cells: cm(1, '6.1.2'),
        differs: false,
      },
      {
        id: 'attacker-cm-total',
        label: 'Attacker CMs in all',
        cells: cm(6, '1.5'),
        differs: false,
      },
      {
        id: 'defender-cm-armor',
        label: 'Defender CM: armor',
        cells: cm(1, '5.2.7'),
        differs: false,
      },
      {
        id: 'defender-cm-leader',
        label: 'Defender CM: leader',
        cells: cm(1, '8.2.2'),
        differs: false,
      },
      {
        id: 'defender-cm-terrain',
        label: 'Defender CM: terrain',
        cells: cm(2, '5.3.1'),
        differs: false,
      },
      {
        id: 'defender-cm-total',
        label: 'Defender CMs in all',
        cells: cm(4, '1.5'),
        differs: false,
      },
      {
        id: 'initial-ratio',
        label: 'Initial ratio',
        cells: same({ text: '1:1', value: 3, rule: '1.4' }),
        differs: false,
      },
      {
        id: 'column',
        label: 'Final column',
        cells: same({ text: '3:1', value: 5, rule: '1.5' }),
        differs: false,
      },
      { id: 'defender-retreats', label: 'P(defender retreats)', cells: odds(26), differs: false },
      { id: 'defender-loses', label: 'P(defender loses SP)', cells: odds(10), differs: false },
      {
        id: 'defender-breaks',
        label: 'P(defender breaks outright)',
        cells: odds(0),
        differs: false,
      },
      { id: 'attacker-retreats', label: 'P(attacker retreats)', cells: odds(1), differs: false },
      { id: 'attacker-loses', label: 'P(attacker loses SP)', cells: odds(11), differs: false },
      {
        id: 'attacker-breaks',
        label: 'P(attacker breaks outright)',
        cells: odds(0),
        differs: false,
      },
    ]);
  });
});

describe('lineUpCombats, an edition without a feature the combat uses', () => {
  it('B 11.3.4: a shiltron leaves Kosovo without numbers, each of its cells saying so with no rule', () => {
    const c = compared(
      plainCombat(
        [{ kind: 'infantry', sp: 4, armor: 0, cf: 0 }],
        [{ kind: 'infantry', sp: 3, armor: 0, cf: 0, shiltron: true }],
        { attacker: { leader: 'in-range' } },
      ),
      ['kosovo-1389', 'bannockburn-1314'],
    );
    expect(c.editions.map((e) => [e.edition, e.missing, e.analysis === undefined])).toEqual([
      [
        'kosovo-1389',
        [{ feature: 'shiltron', rule: { edition: 'bannockburn-1314', number: '11.3.4' } }],
        true,
      ],
      ['bannockburn-1314', [], false],
    ]);
    const none = { text: 'no shiltron', rule: null };
    expect(c.rows.slice(0, 5)).toEqual([
      {
        id: 'attacker-cm-leader',
        label: 'Attacker CM: leader',
        cells: [none, { text: '+1 CM', value: 1, rule: '8.2.2' }],
        differs: true,
      },
      {
        id: 'attacker-cm-total',
        label: 'Attacker CMs in all',
        cells: [none, { text: '+1 CM', value: 1, rule: '1.5' }],
        differs: true,
      },
      {
        id: 'defender-cm-total',
        label: 'Defender CMs in all',
        cells: [none, { text: '+0 CM', value: 0, rule: '1.5' }],
        differs: true,
      },
      {
        id: 'initial-ratio',
        label: 'Initial ratio',
        cells: [none, { text: '1:1', value: 3, rule: '1.4' }],
        differs: true,
      },
      {
        id: 'column',
        label: 'Final column',
        cells: [none, { text: '2:1', value: 4, rule: '1.5' }],
        differs: true,
      },
    ]);
    expect(c.rows.slice(5).map((r) => r.cells[1]!.text)).toEqual([
      '21/36 · 58.3%',
      '10/36 · 27.8%',
      '0/36 · 0%',
      '3/36 · 8.3%',
      '14/36 · 38.9%',
      '0/36 · 0%',
    ]);
  });

  it('3.1.2: Kosovo counts the rear attack per hex (3 hexes: +6 CM, "rear attack from 3 hexes"), Bannockburn once', () => {
    const c = compared(
      plainCombat(
        [{ kind: 'infantry', sp: 4, armor: 0, cf: 0 }],
        [{ kind: 'infantry', sp: 3, armor: 0, cf: 0 }],
        { attacker: { rearHexes: 3 } },
      ),
      ['kosovo-1389', 'bannockburn-1314'],
    );
    expect(c.rows[0]).toEqual({
      id: 'attacker-cm-rear',
      label: 'Attacker CM: rear attack',
      cells: [
        { text: '+6 CM', value: 6, rule: '3.1.2' },
        { text: '+2 CM', value: 2, rule: '3.1.2' },
      ],
      differs: true,
    });
    expect(c.rows.find((r) => r.id === 'column')!.cells.map((x) => x.text)).toEqual(['7:1', '3:1']);
  });
});

describe('lineUpCombats: every source of CMs lines up under its own row', () => {
  const infantry = { kind: 'infantry', sp: 4, armor: 0, cf: 0 } as const;
  const cmRows = (c: CombatComparison) =>
    c.rows.filter((r) => r.id.includes('-cm-') && !r.id.endsWith('-total'));

  it('5.6.5 charge factor (capped at armor + 1) and 5.2.6 opposing directions', () => {
    const charge = compared(
      plainCombat([{ kind: 'cavalry', sp: 4, armor: 1, cf: 3 }], [infantry]),
      ['1066'],
    );
    expect(cmRows(charge).map((r) => [r.id, r.label, r.cells])).toEqual([
      ['attacker-cm-armor', 'Attacker CM: armor', [{ text: '+1 CM', value: 1, rule: '5.2.7' }]],
      [
        'attacker-cm-charge',
        'Attacker CM: charge factor',
        [{ text: '+2 CM', value: 2, rule: '5.6.5' }],
      ],
    ]);
    const opposing = compared(
      plainCombat([infantry], [infantry], { attacker: { opposingDirections: true } }),
      ['bannockburn-1314'],
    );
    expect(cmRows(opposing).map((r) => [r.id, r.label, r.cells])).toEqual([
      [
        'attacker-cm-opposing',
        'Attacker CM: opposing directions',
        [{ text: '+1 CM', value: 1, rule: '5.2.6' }],
      ],
    ]);
  });

  it('Kosovo 9.2.3 an enemy mostly disorganized, 15.2.2 the palisade; 1066 Hastings the Wall of Shields', () => {
    const disorganized = compared(plainCombat([infantry], [{ ...infantry, disorganized: true }]), [
      'kosovo-1389',
    ]);
    expect(cmRows(disorganized).map((r) => [r.id, r.label, r.cells])).toEqual([
      [
        'attacker-cm-disorganized',
        'Attacker CM: enemy disorganized',
        [{ text: '+1 CM', value: 1, rule: '9.2.3' }],
      ],
    ]);
    const palisade = compared(
      plainCombat([infantry], [infantry], { defender: { palisade: true } }),
      ['kosovo-1389', '1066'],
    );
    expect(cmRows(palisade).map((r) => [r.id, r.label, r.cells])).toEqual([
      [
        'defender-cm-palisade',
        'Defender CM: palisade',
        [
          { text: '+1 CM', value: 1, rule: '15.2.2' },
          { text: 'no palisade', rule: null },
        ],
      ],
    ]);
    const wall = compared(
      plainCombat([infantry], [infantry], { defender: { wallOfShields: true } }),
      ['1066', 'kosovo-1389'],
    );
    expect(cmRows(wall).map((r) => [r.id, r.label, r.cells])).toEqual([
      [
        'defender-cm-wall',
        'Defender CM: Wall of Shields',
        [
          { text: '+1 CM', value: 1, rule: 'Hastings' },
          { text: 'no Wall of Shields', rule: null },
        ],
      ],
    ]);
  });

  it('P(attacker breaks outright): an even 4 SP against 4 SP (1:1) breaks the attacker 1 time in 36', () => {
    const c = compared(plainCombat([infantry], [infantry]), all);
    expect(c.rows.find((r) => r.id === 'attacker-breaks')!.cells.map((x) => x.text)).toEqual(
      same('1/36 · 2.8%'),
    );
  });

  it('no edition given: every row is there, empty, and differs in nothing', () => {
    const c = lineUpCombats(plainCombat([infantry], [infantry]), [], () => {
      throw new Error('no edition to analyse');
    });
    expect(c.editions).toEqual([]);
    expect(c.rows.map((r) => [r.id, r.cells, r.differs])).toEqual(
      [
        'attacker-cm-total',
        'defender-cm-total',
        'initial-ratio',
        'column',
        'defender-retreats',
        'defender-loses',
        'defender-breaks',
        'attacker-retreats',
        'attacker-loses',
        'attacker-breaks',
      ].map((id) => [id, [], false]),
    );
  });
});
