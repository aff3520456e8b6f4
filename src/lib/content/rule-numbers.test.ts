import { describe, expect, it } from 'vitest';
import {
  findReferences,
  isRuleNumber,
  parseRuleQuery,
  printedNumber,
  ruleAnchorId,
  ruleOfAnchor,
} from './rule-numbers.ts';
import { pageSlug } from './page-paths.ts';

const refs = (text: string, tables = false) =>
  findReferences(text, { tables }).map((r) => r.number);

describe('isRuleNumber', () => {
  it('knows the printed forms', () => {
    for (const n of ['1.0', '5.5.2', '4.30', '1.00', '10.5.11', 'T17A', 'T1'])
      expect(isRuleNumber(n)).toBe(true);
    for (const n of ['5', '5.', 'a)', '1.2.', 'T', '2D6', '6.49:1'])
      expect(isRuleNumber(n)).toBe(false);
  });
});

describe('second copies of a number printed twice', () => {
  it('are the printed number and a slug of the title', () => {
    for (const n of ['3.10-vision', '4.20-eligibility-of-fire']) expect(isRuleNumber(n)).toBe(true);
    for (const n of ['3.10-', '3.10-Vision', '-vision', '3.10-vision-', 'T15-a'])
      expect(isRuleNumber(n)).toBe(false);
  });

  it('show the number as the book prints it', () => {
    expect(printedNumber('3.10-vision')).toBe('3.10');
    expect(printedNumber('4.20-eligibility-of-fire')).toBe('4.20');
    expect(printedNumber('3.10')).toBe('3.10');
    expect(printedNumber('T17A')).toBe('T17A');
  });

  it('are referred to like any number', () => {
    expect(refs('see [3.10-vision] and [3.10]')).toEqual(['3.10-vision', '3.10']);
    expect(refs('see 3.10-vision, rules 3.10 and 3.20')).toEqual(['3.10-vision', '3.10', '3.20']);
  });
});

describe('findReferences', () => {
  it('finds "see", "rule" and bracketed references', () => {
    expect(refs('as in 5.6.5 (see 5.6.8), see [1.6] and rule 4.2.8.')).toEqual([
      '5.6.8',
      '1.6',
      '4.2.8',
    ]);
  });

  it('follows lists after a keyword', () => {
    expect(refs('rules 5.1, 5.2 and 5.3 apply; see 4.1 or 4.2')).toEqual([
      '5.1',
      '5.2',
      '5.3',
      '4.1',
      '4.2',
    ]);
  });

  it('reports offsets that point at the number itself', () => {
    const text = 'See [1.6] now';
    const [ref] = findReferences(text, { tables: false });
    expect(text.slice(ref?.start, ref?.end)).toBe('1.6');
  });

  it('leaves plain numbers alone', () => {
    expect(refs('2.5 SP, a ratio of 6.49:1, 1.5 hexes and 8:3 => 2.67:1')).toEqual([]);
  });

  it('reads tables only in books that number them', () => {
    expect(refs('Roll on T15 then T17A', true)).toEqual(['T15', 'T17A']);
    expect(refs('Roll on T15', false)).toEqual([]);
  });
});

describe('parseRuleQuery', () => {
  it('recognises a typed rule number', () => {
    expect(parseRuleQuery('5.5.2')).toBe('5.5.2');
    expect(parseRuleQuery(' [5.6] ')).toBe('5.6');
    expect(parseRuleQuery('rule 4.30')).toBe('4.30');
    expect(parseRuleQuery('t17a')).toBe('T17A');
  });

  it('ignores words and numbers that are not rule numbers', () => {
    for (const q of ['shiltron', '5', '2D6', '5.5.2 retreat', ''])
      expect(parseRuleQuery(q)).toBeUndefined();
  });
});

describe('pageSlug', () => {
  it('drops the ordering prefix and the index file name', () => {
    expect(pageSlug('bannockburn-1314/01-basic-information.mdx')).toBe(
      'bannockburn-1314/basic-information',
    );
    expect(pageSlug('bannockburn-1314/index.mdx')).toBe('bannockburn-1314');
    expect(pageSlug('knighthood-3/tables/t17-melee.mdx')).toBe('knighthood-3/tables/t17-melee');
  });
});

describe('findReferences with a book’s own names', () => {
  const grammar = {
    tables: true,
    shortNames: { CC: '5.40' },
    titles: { 'Leader Hit Chart': 'T20', 'Hit Chart': 'T9', 'Fire Modifiers': 'T10' },
  };
  const named = (text: string) =>
    findReferences(text, grammar).map((r) => `${r.label ?? ''}=${r.number}`);

  it('links a short name only after "see" or "use" (3.50: "see CC")', () => {
    expect(named('broken through (see CC) and use CC')).toEqual(['CC=5.40', 'CC=5.40']);
    expect(named('units in CC fight; CCs and CC-like')).toEqual([]);
  });

  it('links a chart by its title, the longest title first (7.00: Leader Hit Chart)', () => {
    expect(named('rolls on the Leader Hit Chart, then the Hit Chart')).toEqual([
      'Leader Hit Chart=T20',
      'Hit Chart=T9',
    ]);
  });

  it('leaves a title to its table number when the number follows', () => {
    expect(named('the Leader Hit Chart (T20) and the Fire Modifiers table (T10)')).toEqual([
      '=T20',
      '=T10',
    ]);
  });

  it('reports offsets that cover the words cited', () => {
    const text = 'see CC now';
    const [ref] = findReferences(text, grammar);
    expect(text.slice(ref?.start, ref?.end)).toBe('CC');
  });
});

describe('ruleOfAnchor', () => {
  it('reads back the number or section an anchor was made from', () => {
    for (const n of ['5.5.2', '3.10-vision', 'T17A', 'control-test'])
      expect(ruleOfAnchor(ruleAnchorId(n))).toBe(n);
  });

  it('ignores ids that are not rule anchors', () => {
    for (const id of ['', 'r-', 'ex-5.1.1', 'term-zoc', 'search-input', 'xr-5.1'])
      expect(ruleOfAnchor(id)).toBeUndefined();
  });
});
