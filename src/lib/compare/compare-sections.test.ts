import { describe, expect, it } from 'vitest';
import { medievalAlignment } from '../../../engine/medieval/index.ts';
import { compareChapter } from './compare-chapter.ts';
import { comparisons } from './comparisons.ts';
import { sectionRows } from './compare-sections.ts';

const comparison = comparisons.find((c) => c.slug === 'bannockburn-1314-vs-kosovo-1389');
const combat = medievalAlignment.find((c) => c.id === 'combat');

describe('a compared chapter in sections', () => {
  it('folds under each section title, the chapter title joining the first section', () => {
    if (!comparison || !combat) throw new Error('the combat comparison is missing');
    const rows = compareChapter(combat, comparison);
    const sections = sectionRows(rows);
    expect(sections.flatMap((s) => s.rows)).toEqual(rows);
    expect(sections[0]?.rows.filter((r) => r.titled).length).toBe(2);
    expect(sections.every((s) => s.rows.some((r) => !r.titled))).toBe(true);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
    for (const s of sections) {
      const differing = s.rows.filter((r) => !r.titled && r.differs).length;
      expect(s.note).toMatch(
        differing === 0 ? /, all alike$/ : new RegExp(`, ${differing} differ$`),
      );
    }
  });
});
