import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findErrataCiting,
  findUndecidedErrata,
  isReadByCalculators,
  type Erratum,
  type ReadingChoice,
} from './errata.ts';

interface Readings {
  rounding: 'down' | 'up';
  table: 'chapter' | 'game-tables';
}

const entry = (id: string, cites: string[], option?: ReadingChoice<Readings>) =>
  ({
    id,
    kind: 'gap',
    cites,
    title: id,
    reading: 'this way',
    alternative: 'that way',
    ...(option ? { option } : {}),
  }) satisfies Erratum<string, Readings>;

const register = [
  entry('a', ['1.1', '2.1']),
  entry('b', ['2.1'], { name: 'rounding', value: 'up' }),
  entry('c', ['3.1'], { name: 'table', value: 'game-tables' }),
];

describe('findErrataCiting', () => {
  it('finds the entries that cite a rule, in register order, and none for a rule none cites', () => {
    expect(findErrataCiting(register, '2.1').map((e) => e.id)).toEqual(['a', 'b']);
    expect(findErrataCiting(register, '3.1').map((e) => e.id)).toEqual(['c']);
    expect(findErrataCiting(register, '9.9')).toEqual([]);
    expect(findErrataCiting([], '2.1')).toEqual([]);
  });

  it('reads citations through citesOf when given one', () => {
    const printed: Record<string, string[]> = { a: ['10.1'], b: [], c: ['10.1', '11.2'] };
    const found = findErrataCiting(register, '10.1', (e) => printed[e.id] ?? []);
    expect(found.map((e) => e.id)).toEqual(['a', 'c']);
    expect(findErrataCiting(register, '2.1', (e) => printed[e.id] ?? [])).toEqual([]);
  });

  it('returns exactly the entries whose citations include the rule', () => {
    const cites = fc.array(fc.constantFrom('1', '2', '3', '4'), { maxLength: 3 });
    fc.assert(
      fc.property(
        fc.array(cites, { maxLength: 8 }),
        fc.constantFrom('1', '2', '5'),
        (all, rule) => {
          const built = all.map((c, i) => entry(`e${i}`, c));
          const found = findErrataCiting(built, rule);
          expect(found).toEqual(built.filter((e) => e.cites.includes(rule)));
        },
      ),
    );
  });
});

describe('findUndecidedErrata', () => {
  it('finds entries with neither a switch nor a reason, and entries with both', () => {
    const decided = [
      { id: 'switch', option: { name: 'rounding', value: 'up' } },
      { id: 'same', withoutOption: 'changes-nothing' as const },
      { id: 'slip', withoutOption: 'misprint' as const },
    ];
    const undecided = [
      { id: 'neither' },
      { id: 'both', option: { name: 'rounding', value: 'up' }, withoutOption: 'misprint' as const },
    ];
    expect(findUndecidedErrata([...decided, ...undecided]).map((e) => e.id)).toEqual([
      'neither',
      'both',
    ]);
    expect(findUndecidedErrata(decided)).toEqual([]);
  });
});

describe('isReadByCalculators', () => {
  it('offers a switch in the calculators unless its entry names only other readers', () => {
    expect(isReadByCalculators({})).toBe(true);
    expect(isReadByCalculators({ readBy: ['calculators', 'play-along'] })).toBe(true);
    expect(isReadByCalculators({ readBy: ['play-along'] })).toBe(false);
  });
});
