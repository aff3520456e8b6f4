import { describe, expect, it } from 'vitest';
import { listDifferences, medievalAlignment } from '../../../engine/medieval/index.ts';
import { chapterIn, compareChapter } from './compare-chapter.ts';
import { compareHref, comparisons, findComparison, rowAnchorId } from './comparisons.ts';
import { summarizeComparison } from './what-changed.ts';

const pair = (slug: string) => {
  const comparison = findComparison(slug);
  if (!comparison) throw new Error(slug);
  return comparison;
};

describe('the published comparisons', () => {
  it('are the six ordered pairs and all three from each edition', () => {
    expect(comparisons.map((c) => c.slug)).toEqual([
      'bannockburn-1314-vs-kosovo-1389',
      'bannockburn-1314-vs-1066',
      'kosovo-1389-vs-bannockburn-1314',
      'kosovo-1389-vs-1066',
      '1066-vs-bannockburn-1314',
      '1066-vs-kosovo-1389',
      'bannockburn-1314-vs-kosovo-1389-vs-1066',
      'kosovo-1389-vs-bannockburn-1314-vs-1066',
      '1066-vs-bannockburn-1314-vs-kosovo-1389',
    ]);
    expect(pair('kosovo-1389-vs-1066').title).toBe('Kosovo Field 1389 → 1066');
    expect(findComparison('kosovo-1389-vs-kosovo-1389')).toBeUndefined();
  });

  it('a deep link names the edition and its rule', () => {
    const href = compareHref(pair('bannockburn-1314-vs-kosovo-1389'), 'zone-of-control', {
      edition: 'bannockburn-1314',
      number: '3.1.2',
    });
    expect(href).toBe(
      '/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/#bannockburn-1314-3.1.2',
    );
  });
});

describe('a chapter compared', () => {
  const zoc = medievalAlignment.find((chapter) => chapter.id === 'zone-of-control');
  if (!zoc) throw new Error('zone-of-control');

  it('3.1.2: Kosovo’s rear-attack rule differs from Bannockburn’s, with its change of play', () => {
    const rows = compareChapter(zoc, pair('bannockburn-1314-vs-kosovo-1389'));
    const rear = rows.find((row) => row.cells[0]?.rules[0]?.number === '3.1.2');
    expect(rear?.differs).toBe(true);
    expect(rear?.cells[1]?.state).toBe('differs');
    expect(rear?.cells[1]?.parts?.some((part) => part.kind === 'added')).toBe(true);
    expect(rear?.changes.map((change) => change.effect)).toEqual(['rear-attack']);
    expect(rear?.cells[0]?.parts).toBeUndefined();
  });

  it('3.1.2: Bannockburn against 1066 carries no change of play', () => {
    const rows = compareChapter(zoc, pair('bannockburn-1314-vs-1066'));
    const rear = rows.find((row) => row.cells[0]?.rules[0]?.number === '3.1.2');
    expect(rear?.changes).toEqual([]);
  });

  it('a chapter only Kosovo has is published only where Kosovo is compared', () => {
    const panic = medievalAlignment.find((chapter) => chapter.id === 'panic');
    if (!panic) throw new Error('panic');
    expect(chapterIn(panic, pair('bannockburn-1314-vs-1066'))).toBe(false);
    expect(chapterIn(panic, pair('1066-vs-kosovo-1389'))).toBe(true);
    const rows = compareChapter(panic, pair('1066-vs-kosovo-1389'));
    expect(rows.every((row) => row.cells[0]?.state === 'absent' && row.differs)).toBe(true);
  });
});

describe('what changed', () => {
  it.each(comparisons.map((c) => [c.slug, c] as const))(
    '%s: every summary link points at a row its chapter page shows',
    (_slug, comparison) => {
      for (const summary of summarizeComparison(comparison)) {
        const rows = compareChapter(summary.chapter, comparison);
        const anchors = new Set(
          rows.flatMap((row) =>
            row.cells.flatMap((cell) => cell.rules.map((r) => rowAnchorId(cell.edition, r.number))),
          ),
        );
        for (const item of summary.items) {
          expect(item.links.length).toBeGreaterThan(0);
          for (const link of item.links) {
            const [page, anchor] = link.href.split('#');
            expect(page).toBe(summary.href);
            expect(anchors.has(anchor ?? '')).toBe(true);
          }
        }
      }
    },
  );

  it('a pair’s summary is exactly the alignment’s differences between the two', () => {
    for (const comparison of comparisons.filter((c) => c.editions.length === 2)) {
      const [a, b] = comparison.editions;
      if (!a || !b) throw new Error(comparison.slug);
      const listed = summarizeComparison(comparison).flatMap((s) => s.items.map((i) => i.change));
      expect(listed).toEqual(listDifferences(a, b).map((d) => d.change));
    }
  });
});
