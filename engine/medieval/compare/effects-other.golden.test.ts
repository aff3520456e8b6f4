/**
 * The worked effects around a combat word for word: the test after a retreat
 * (5.1.1 g), pursuit (5.5, Kosovo 6.1.8) and ride down (5.8), each row's
 * text, rule and value under Bannockburn 1314, Kosovo Field 1389 and 1066.
 */
import { describe, expect, it } from 'vitest';
import type { EffectId } from './alignment/types.ts';
import { describeEffect, type EffectTable } from './effects.ts';

const all = ['bannockburn-1314', 'kosovo-1389', '1066'];
const effect = (id: EffectId, ids: readonly string[] = all): EffectTable => {
  const found = describeEffect(id, ids);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};
const rowsOf = (t: EffectTable) =>
  t.rows.map((r) => [r.id, r.label, r.cells.map((c) => c.text), r.cells.map((c) => c.rule)]);

describe('after a retreat (5.1.1 g)', () => {
  it('1D6 for a scatter in Bannockburn and 1066, 2D6 for disorganization in Kosovo', () => {
    const t = effect('after-retreat');
    expect(t.title).toBe('After a retreat: scatter or disorganization');
    expect(t.situation).toBe(
      'A unit that retreats from a combat is tested at once: Bannockburn and 1066 roll 1D6 for a scatter, Kosovo 2D6 for disorganization.',
    );
    expect(rowsOf(t)).toEqual([
      [
        'infantry-1',
        'Infantry (armor 1) retreats 1 hex',
        ['scattered 0/6 · 0%', 'disorganized 4/36 · 11.1%', 'scattered 0/6 · 0%'],
        ['5.1.1', '5.1.1', '5.1.1'],
      ],
      [
        'infantry-2',
        'Infantry (armor 1) retreats 2 hexes',
        ['scattered 1/6 · 16.7%', 'disorganized 6/36 · 16.7%', 'scattered 1/6 · 16.7%'],
        ['5.1.1', '5.1.1', '5.1.1'],
      ],
      [
        'cavalry-2',
        'Heavy cavalry (armor 2) retreats 2 hexes',
        ['scattered 1/6 · 16.7%', 'disorganized 1/36 · 2.8%', 'scattered 1/6 · 16.7%'],
        ['5.1.1', '5.1.1', '5.1.1'],
      ],
      [
        'combat-breaks',
        'A 3:1 attack on 2 SP of infantry (armor 1): the defender breaks',
        ['1/36 · 2.8%', '2/27 · 7.4%', '1/36 · 2.8%'],
        ['5.1.1', '5.1.1', '5.1.1'],
      ],
    ]);
  });

  it('the key row is the 2-hex infantry retreat', () => {
    expect(effect('after-retreat', ['kosovo-1389']).soWhat).toBe(
      'Infantry (armor 1) retreats 2 hexes: disorganized 6/36 · 16.7%.',
    );
    expect(effect('after-retreat', ['bannockburn-1314', '1066']).soWhat).toBe(
      'No difference between these editions here (Infantry (armor 1) retreats 2 hexes: scattered 1/6 · 16.7% in each).',
    );
  });
});

describe('pursuit (5.5; Kosovo 6.1.8)', () => {
  it('an obligatory test in Bannockburn and 1066, a voluntary one in Kosovo', () => {
    const t = effect('pursuit');
    expect(t.title).toBe('Pursuit: a test for obligatory or for voluntary pursuit');
    expect(t.situation).toBe(
      'A unit whose opponent retreated, at 1 or 3 hexes from its leader, with MORALE 0 or +2 in its favour.',
    );
    expect(rowsOf(t)).toEqual([
      [
        'tests',
        'The roll decides',
        [
          'whether pursuit is obligatory',
          'whether pursuit is voluntary',
          'whether pursuit is obligatory',
        ],
        ['5.5.2', '5.5.3', '5.5.2'],
      ],
      [
        'hexes-1-morale-0',
        '1 hex from its leader, MORALE 0: P(must pursue)',
        ['1/6 · 16.7%', '1/6 · 16.7%', '1/6 · 16.7%'],
        ['5.5.2', '5.5.3', '5.5.2'],
      ],
      [
        'hexes-1-morale-2',
        '1 hex from its leader, MORALE +2: P(must pursue)',
        ['4/6 · 66.7%', 'always, no roll', '4/6 · 66.7%'],
        ['5.5.2', '6.1.8', '5.5.2'],
      ],
      [
        'hexes-3-morale-0',
        '3 hexes from its leader, MORALE 0: P(must pursue)',
        ['3/6 · 50.0%', '3/6 · 50.0%', '3/6 · 50.0%'],
        ['5.5.2', '5.5.3', '5.5.2'],
      ],
      [
        'hexes-3-morale-2',
        '3 hexes from its leader, MORALE +2: P(must pursue)',
        ['6/6 · 100%', 'always, no roll', '6/6 · 100%'],
        ['5.5.2', '6.1.8', '5.5.2'],
      ],
    ]);
    expect(t.soWhat).toBe(
      '1 hex from its leader, MORALE +2: P(must pursue): 4/6 · 66.7% in Bannockburn 1314 and 1066; always, no roll in Kosovo Field 1389.',
    );
  });

  it('the key row is 1 hex at MORALE +2', () => {
    expect(effect('pursuit', ['kosovo-1389']).soWhat).toBe(
      '1 hex from its leader, MORALE +2: P(must pursue): always, no roll.',
    );
  });
});

describe('ride down (5.8)', () => {
  it('by a sum above 0 in Bannockburn and 1066, automatic above CF 1 in Kosovo', () => {
    const t = effect('ride-down');
    expect(t.title).toBe('Ride down: by a sum, or automatic');
    expect(t.situation).toBe(
      'Cavalry with CF 2 enters a clear hex holding 2 SP of infantry in its movement phase.',
    );
    expect(rowsOf(t)).toEqual([
      [
        'light-margin',
        'Cavalry (armor 0, CF 2) into infantry (armor 1): the sum',
        ['0 (above 0 needed)', 'no sum: automatic above CF 1', '0 (above 0 needed)'],
        ['5.8.2', '5.8.1', '5.8.2'],
      ],
      [
        'light-verdict',
        'Cavalry (armor 0, CF 2) into infantry (armor 1): ridden down',
        ['no', 'yes, always', 'no'],
        ['5.8.2', '5.8.4', '5.8.2'],
      ],
      [
        'heavy-margin',
        'Cavalry (armor 1, CF 2) into infantry (armor 0): the sum',
        ['3 (above 0 needed)', 'no sum: automatic above CF 1', '3 (above 0 needed)'],
        ['5.8.2', '5.8.1', '5.8.2'],
      ],
      [
        'heavy-verdict',
        'Cavalry (armor 1, CF 2) into infantry (armor 0): ridden down',
        ['yes, if the rider chooses', 'yes, always', 'yes, if the rider chooses'],
        ['5.8.6', '5.8.4', '5.8.6'],
      ],
    ]);
    expect(t.rows.find((r) => r.id === 'heavy-margin')!.cells.map((c) => c.value)).toEqual([
      3,
      undefined,
      3,
    ]);
    expect(t.soWhat).toBe(
      'Cavalry (armor 0, CF 2) into infantry (armor 1): ridden down: no in Bannockburn 1314 and 1066; yes, always in Kosovo Field 1389.',
    );
  });

  it('the key row is the light rider’s verdict', () => {
    expect(effect('ride-down', ['kosovo-1389']).soWhat).toBe(
      'Cavalry (armor 0, CF 2) into infantry (armor 1): ridden down: yes, always.',
    );
  });
});
