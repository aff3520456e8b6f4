/**
 * The concept comparison (/compare/concepts/) holds together: every book has
 * a say on every concept, every link resolves to a rule or section the book's
 * index defines, and every Medieval edition's cell links at least one rule.
 */
import { describe, expect, it } from 'vitest';
import { alignedEditions, medievalAlignment } from '../../engine/medieval/index.ts';
import {
  conceptBooks,
  concepts,
  linkConcepts,
  linkDifference,
  linkRule,
  type ConceptCell,
  type ConceptRule,
} from '../../src/lib/compare/concepts.ts';
import { indexRulebook } from '../../src/lib/content/rule-index.ts';
import { rulebookIds } from '../../src/lib/site/rulebooks.ts';
import { contentDir } from './content-files.ts';

const indexes = new Map(conceptBooks.map((book) => [book, indexRulebook(contentDir, book)]));

const cellRules = (cell: ConceptCell): ConceptRule[] => [
  ...cell.rules,
  ...(cell.differences ?? []).flatMap((difference) => difference.rules),
];

describe('concepts compared across the five books', () => {
  it('has a column for each of the five books, in the site’s order', () => {
    expect(conceptBooks).toEqual(rulebookIds);
    expect(conceptBooks).toHaveLength(5);
  });

  it('covers the concepts a player looks for, each with a unique anchor', () => {
    const ids = concepts.map((concept) => concept.id);
    expect(ids).toEqual(
      expect.arrayContaining([
        'combat-resolution',
        'morale',
        'pursuit-and-rout',
        'charges',
        'missile-fire',
        'leaders-and-their-death',
        'fatigue',
        'army-points',
        'command-and-control',
        'terrain',
        'formations',
      ]),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it.each(concepts.map((concept) => [concept.id, concept] as const))(
    '%s: every book appears in exactly one cell, and a shared cell spans adjacent editions',
    (_id, concept) => {
      const books = concept.cells.flatMap((cell) => cell.books);
      expect([...books].sort()).toEqual([...conceptBooks].sort());
      for (const cell of concept.cells) {
        const start = conceptBooks.indexOf(cell.books[0] ?? conceptBooks[0]!);
        expect(cell.books).toEqual(conceptBooks.slice(start, start + cell.books.length));
        if (cell.books.length > 1)
          for (const book of cell.books) expect(alignedEditions).toContain(book);
      }
    },
  );

  it.each(concepts.map((concept) => [concept.id, concept] as const))(
    '%s: each cell says something, and links rules unless the book has no such mechanic',
    (_id, concept) => {
      for (const cell of concept.cells) {
        expect(cell.text.length, cell.books.join()).toBeGreaterThan(60);
        if (cell.absent) expect(cell.text).toMatch(/^No /);
        else expect(cell.rules.length, cell.books.join()).toBeGreaterThan(0);
      }
    },
  );

  it.each(concepts.map((concept) => [concept.id, concept] as const))(
    '%s: each Medieval edition’s cell links at least one rule of that edition',
    (_id, concept) => {
      for (const edition of alignedEditions) {
        const cell = concept.cells.find((c) => c.books.includes(edition));
        expect(
          cell?.rules.some((rule) => rule.book === edition),
          edition,
        ).toBe(true);
      }
    },
  );

  it('links only rules or sections that the book’s index defines', () => {
    const missing = concepts.flatMap((concept) =>
      concept.cells.flatMap((cell) =>
        cellRules(cell)
          .filter((rule) => !indexes.get(rule.book)?.rules.has(rule.rule))
          .map((rule) => `${concept.id}: ${rule.book} ${rule.rule}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('links a rule only from a cell that speaks for its book', () => {
    const strays = concepts.flatMap((concept) =>
      concept.cells.flatMap((cell) =>
        cellRules(cell)
          .filter((rule) => !cell.books.includes(rule.book))
          .map((rule) => `${concept.id}: ${rule.book} ${rule.rule}`),
      ),
    );
    expect(strays).toEqual([]);
  });

  it('builds rule links from the index: Bannockburn 1314 5.1.1, a section slug, a table', () => {
    expect(linkRule(indexes, { book: 'bannockburn-1314', rule: '5.1.1' })).toEqual({
      rule: '5.1.1',
      href: '/bannockburn-1314/combat/#r-5.1.1',
      label: '5.1.1',
    });
    expect(linkRule(indexes, { book: 'macbeth-to-medici', rule: 'melee-combat' })).toEqual({
      rule: 'melee-combat',
      href: '/macbeth-to-medici/combat/#r-melee-combat',
      label: 'Melee combat',
    });
    expect(linkRule(indexes, { book: 'knighthood-3', rule: 'T15' }).href).toBe(
      '/knighthood-3/tables/#r-T15',
    );
    expect(() => linkRule(indexes, { book: '1066', rule: '99.9' })).toThrow(/1066.*99\.9/);
  });

  it('points every edition difference at a compare chapter the alignment has', () => {
    const chapters = new Set(medievalAlignment.map((chapter) => chapter.id));
    for (const concept of concepts)
      for (const cell of concept.cells)
        for (const difference of cell.differences ?? []) {
          expect(chapters, `${concept.id}: ${difference.chapter}`).toContain(difference.chapter);
          expect(difference.rules.length).toBeGreaterThan(0);
          expect(linkDifference(difference).href).toMatch(
            new RegExp(`^/compare/[a-z0-9-]+-vs-[a-z0-9-]+/${difference.chapter}/$`),
          );
        }
  });

  it('names the comparison a difference opens: a pair, or all three editions', () => {
    const pair = linkDifference({
      text: '',
      rules: [],
      chapter: 'combat',
      editions: ['bannockburn-1314', 'kosovo-1389'],
    });
    expect(pair).toEqual({
      href: '/compare/bannockburn-1314-vs-kosovo-1389/combat/',
      label: 'Combat: Bannockburn 1314 → Kosovo Field 1389',
    });
    const all = linkDifference({ text: '', rules: [], chapter: 'fatigue' });
    expect(all).toEqual({
      href: '/compare/bannockburn-1314-vs-kosovo-1389-vs-1066/fatigue/',
      label: 'Fatigue in all three editions',
    });
    expect(() => linkDifference({ text: '', rules: [], chapter: 'no-such-chapter' })).toThrow();
  });

  it('links every edition difference to its compare page', () => {
    const differences = linkConcepts(indexes).flatMap((concept) =>
      concept.cells.flatMap((cell) => cell.differences),
    );
    expect(differences.length).toBeGreaterThan(5);
    for (const difference of differences) {
      expect(difference.compare.href).toMatch(/^\/compare\/[a-z0-9-]+\/[a-z-]+\/$/);
      expect(difference.compare.label).toMatch(/: Bannockburn 1314 → |in all three editions$/);
    }
  });

  it('places a shared Medieval cell in columns 1 to 3 and Knighthood in column 5', () => {
    const [combat] = linkConcepts(indexes);
    expect(combat?.cells.map((cell) => [cell.column, cell.span])).toEqual([
      [1, 3],
      [4, 1],
      [5, 1],
    ]);
    expect(combat?.cells[0]?.heading).toBe('Bannockburn 1314, Kosovo Field 1389 and 1066');
    expect(combat?.cells[0]?.rules.map((group) => group.book)).toEqual([...alignedEditions]);
  });
});
