/**
 * The "what changed" summary of a comparison, generated from the alignment's
 * annotated changes (so it cannot drift from the compare pages): each change
 * of play between the compared editions, with links to its aligned rules.
 */
import {
  medievalAlignment,
  rulesIn,
  type AlignedChapter,
  type EditionId,
  type EffectId,
  type RuleChange,
} from '../../../engine/medieval/index.ts';
import { changesAmong, chapterIn, compareChapter, firstEffects } from './compare-chapter.ts';
import { compareHref, type Comparison } from './comparisons.ts';

export interface ChangeLink {
  edition: EditionId;
  number: string;
  /** The rule's row on the comparison's chapter page. */
  href: string;
}

export interface SummaryItem {
  change: RuleChange;
  /** Set on the first item of the page with this effect: its numbers are shown there. */
  effect?: EffectId;
  /** The rule in each compared edition that has it. */
  links: readonly ChangeLink[];
}

export interface ChapterSummary {
  chapter: AlignedChapter;
  href: string;
  rows: number;
  /** Rows whose words, or presence, differ. */
  differing: number;
  items: readonly SummaryItem[];
}

function linksOf(
  comparison: Comparison,
  chapter: AlignedChapter,
  rules: (edition: EditionId) => readonly string[],
): ChangeLink[] {
  return comparison.editions.flatMap((edition) =>
    rules(edition).map((number) => ({
      edition,
      number,
      href: compareHref(comparison, chapter.id, { edition, number }),
    })),
  );
}

/** Every chapter of a comparison with its counts and its changes of play, in book order. */
export function summarizeComparison(comparison: Comparison): ChapterSummary[] {
  const shown = new Set<EffectId>();
  const withEffect = (change: RuleChange, links: ChangeLink[]): SummaryItem => {
    const [effect] = firstEffects([change], shown);
    return effect ? { change, links, effect } : { change, links };
  };
  return medievalAlignment
    .filter((chapter) => chapterIn(chapter, comparison))
    .map((chapter) => {
      const rows = compareChapter(chapter, comparison);
      const first = chapter.rows[0];
      const whole =
        chapter.onlyIn && first ? changesAmong([chapter.onlyIn], comparison.editions) : [];
      const items: SummaryItem[] = [
        ...whole.map((change) =>
          withEffect(
            change,
            linksOf(comparison, chapter, (edition) => (first ? rulesIn(first, edition) : [])),
          ),
        ),
        ...chapter.rows.flatMap((row) =>
          changesAmong(row.changes ?? [], comparison.editions).map((change) =>
            withEffect(
              change,
              linksOf(comparison, chapter, (edition) => rulesIn(row, edition)),
            ),
          ),
        ),
      ];
      return {
        chapter,
        href: compareHref(comparison, chapter.id),
        rows: rows.length,
        differing: rows.filter((row) => row.differs).length,
        items,
      };
    });
}
