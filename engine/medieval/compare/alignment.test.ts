import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { EditionId } from '../types.ts';
import {
  alignedEditions,
  cellNumbers,
  changeSeparates,
  findAlignedRule,
  listDifferences,
  medievalAlignment,
  rulesIn,
} from './alignment.ts';

function printedRules(edition: EditionId): string[] {
  const file = new URL(`../../../content/${edition}/printed-rules.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as string[];
}

describe('the alignment covers every printed rule once', () => {
  it.each(alignedEditions)('%s: every printed rule is in exactly one row', (edition) => {
    const aligned = medievalAlignment.flatMap((chapter) =>
      chapter.rows.flatMap((row) => rulesIn(row, edition)),
    );
    const printed = printedRules(edition);
    const counts = new Map<string, number>();
    for (const number of aligned) counts.set(number, (counts.get(number) ?? 0) + 1);
    expect(
      printed.filter((number) => !counts.has(number)),
      'unmapped',
    ).toEqual([]);
    expect(
      [...counts].filter(([, n]) => n > 1).map(([number]) => number),
      'mapped twice',
    ).toEqual([]);
    expect(
      aligned.filter((number) => !printed.includes(number)),
      'not printed',
    ).toEqual([]);
  });

  it('no row is empty, and chapter ids are unique', () => {
    for (const chapter of medievalAlignment) {
      for (const row of chapter.rows) expect(row.rules.flatMap(cellNumbers)).not.toEqual([]);
    }
    const ids = medievalAlignment.map((chapter) => chapter.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('the alignment says what each difference does', () => {
  const pairs = alignedEditions.flatMap((a) =>
    alignedEditions.filter((b) => a < b).map((b) => [a, b] as const),
  );

  it.each(pairs)(
    'a rule %s has and %s lacks (or the reverse) is a listed change between them',
    (a, b) => {
      const unexplained = medievalAlignment.flatMap((chapter) =>
        chapter.rows
          .filter((row) => rulesIn(row, a).length > 0 !== rulesIn(row, b).length > 0)
          .filter(
            (row) =>
              !(row.changes ?? []).some((change) => changeSeparates(change, a, b)) &&
              !(chapter.onlyIn && changeSeparates(chapter.onlyIn, a, b)),
          )
          .map((row) => `${chapter.id} ${JSON.stringify(row.rules)}`),
      );
      expect(unexplained).toEqual([]);
    },
  );

  it('every change names some editions but not all three, in a sentence of its own', () => {
    const changes = medievalAlignment.flatMap((chapter) => [
      ...(chapter.onlyIn ? [chapter.onlyIn] : []),
      ...chapter.rows.flatMap((row) => row.changes ?? []),
    ]);
    expect(changes.length).toBeGreaterThan(50);
    for (const change of changes) {
      expect(change.in.length, change.summary).toBeGreaterThan(0);
      expect(change.in.length, change.summary).toBeLessThan(alignedEditions.length);
      expect(new Set(change.in).size, change.summary).toBe(change.in.length);
      expect(change.summary, change.summary).toMatch(/^[A-Z0-9].{20,}[.)]$/s);
      expect(change.summary).not.toContain('REVIEW');
    }
  });
});

describe('reading the alignment', () => {
  it('3.1.2 stands beside 3.1.2 in all three books', () => {
    const place = findAlignedRule('kosovo-1389', '3.1.2');
    expect(place?.chapter.id).toBe('zone-of-control');
    expect(place && rulesIn(place.row, 'bannockburn-1314')).toEqual(['3.1.2']);
    expect(place && rulesIn(place.row, '1066')).toEqual(['3.1.2']);
    expect(findAlignedRule('kosovo-1389', '3.1.9')).toBeUndefined();
  });

  it('a split cell lists its parts; an absent one none', () => {
    expect(cellNumbers(['5.6.5', '5.6.6'])).toEqual(['5.6.5', '5.6.6']);
    expect(cellNumbers('5.6.5')).toEqual(['5.6.5']);
    expect(cellNumbers(null)).toEqual([]);
  });

  it('a change separates two editions only when exactly one reads that way', () => {
    const change = { in: ['kosovo-1389'] as const, summary: 'x' };
    expect(changeSeparates(change, 'bannockburn-1314', 'kosovo-1389')).toBe(true);
    expect(changeSeparates(change, 'kosovo-1389', '1066')).toBe(true);
    expect(changeSeparates(change, 'bannockburn-1314', '1066')).toBe(false);
  });

  it('3.1.2: the rear-attack difference is listed between Bannockburn and Kosovo, not Bannockburn and 1066', () => {
    const rear = (a: EditionId, b: EditionId) =>
      listDifferences(a, b).filter((d) => d.change.effect === 'rear-attack');
    expect(rear('bannockburn-1314', 'kosovo-1389')).toHaveLength(1);
    expect(rear('kosovo-1389', '1066')).toHaveLength(1);
    expect(rear('bannockburn-1314', '1066')).toEqual([]);
  });
});
