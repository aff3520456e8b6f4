/**
 * One chapter of a comparison, row by row, as the compare page shows it: each
 * edition's rule number(s) and words, the words of every edition after the
 * first marked against the first, and the changes of play between them.
 * Node only (reads the pages' rule texts at build time).
 */
import {
  changeSeparates,
  rulesIn,
  type AlignedChapter,
  type AlignedRow,
  type EditionId,
  type EffectId,
  type RuleChange,
} from '../../../engine/medieval/index.ts';
import { contentDir } from '../content/content-dir.ts';
import type { Comparison } from './comparisons.ts';
import { readRuleTexts, type RuleText } from './rule-texts.ts';
import { diffRuleWords, wordsDiffer, type DiffPart } from './word-diff.ts';

export interface CompareCell {
  edition: EditionId;
  /** The edition's rules in this row: one, or the parts of a split; none when it lacks the rule. */
  rules: readonly RuleText[];
  /** The rules' words, the parts of a split joined. */
  text: string;
  /** The words marked against the first edition's; undefined in the first column or an empty cell. */
  parts?: readonly DiffPart[];
  /** Whether the edition lacks the rule, or its words differ from the first edition's. */
  state: 'absent' | 'same' | 'differs';
}

export interface CompareRow {
  cells: readonly CompareCell[];
  /** True when some edition's words, or whether it has the rule at all, differ from the first's. */
  differs: boolean;
  /** True when the row is a chapter or section title rather than a rule. */
  titled: boolean;
  /** The changes of play that set two of the compared editions apart. */
  changes: readonly RuleChange[];
  /** The effects in numbers to show under this row: each once per chapter, at its first row. */
  effects: readonly EffectId[];
}

const texts = new Map<EditionId, Map<string, RuleText>>();

/** An edition's rule texts, read once per build. */
export function ruleTextsOf(edition: EditionId): Map<string, RuleText> {
  let found = texts.get(edition);
  if (!found) {
    found = readRuleTexts(contentDir, edition);
    texts.set(edition, found);
  }
  return found;
}

/** Whether any of a comparison's editions has a rule in a chapter. */
export function chapterIn(chapter: AlignedChapter, comparison: Comparison): boolean {
  return chapter.rows.some((row) => comparison.editions.some((e) => rulesIn(row, e).length > 0));
}

/** The changes that set any two of the editions apart. */
export function changesAmong(
  changes: readonly RuleChange[],
  editions: readonly EditionId[],
): RuleChange[] {
  return changes.filter((change) =>
    editions.some((a) => editions.some((b) => changeSeparates(change, a, b))),
  );
}

/** The effects of these changes not yet shown on the page, marked as shown. */
export function firstEffects(changes: readonly RuleChange[], shown: Set<EffectId>): EffectId[] {
  const effects: EffectId[] = [];
  for (const { effect } of changes) {
    if (effect && !shown.has(effect)) {
      shown.add(effect);
      effects.push(effect);
    }
  }
  return effects;
}

function cellOf(row: AlignedRow, edition: EditionId): CompareCell {
  const known = ruleTextsOf(edition);
  const rules = rulesIn(row, edition).map((number) => {
    const rule = known.get(number);
    if (!rule) throw new Error(`compare: ${edition} ${number} is aligned but on no page`);
    return rule;
  });
  const state = rules.length === 0 ? 'absent' : 'same';
  return { edition, rules, text: rules.map((rule) => rule.text).join(' '), state };
}

/** The rows of a chapter for a comparison, leaving out rows none of its editions has. */
export function compareChapter(chapter: AlignedChapter, comparison: Comparison): CompareRow[] {
  const [base, ...others] = comparison.editions;
  if (!base) return [];
  const shown = new Set<EffectId>();
  return chapter.rows.flatMap((row) => {
    const first = cellOf(row, base);
    const rest = others.map((edition): CompareCell => {
      const cell = cellOf(row, edition);
      const comparable = first.rules.length > 0 && cell.rules.length > 0;
      if (!comparable) return cell;
      const parts = diffRuleWords({ edition: base, text: first.text }, cell);
      return { ...cell, parts, state: wordsDiffer(parts) ? 'differs' : 'same' };
    });
    const cells = [first, ...rest];
    if (cells.every((cell) => cell.rules.length === 0)) return [];
    // The first cell is 'same' or 'absent', so any other state, or a split on one side only, differs.
    const differs = rest.some(
      (cell) => cell.state !== first.state || cell.rules.length !== first.rules.length,
    );
    const titled = cells.some((cell) => cell.rules.some((rule) => rule.titled));
    const changes = changesAmong(row.changes ?? [], comparison.editions);
    const effects = firstEffects(changes, shown);
    return [{ cells, differs, titled, changes, effects }];
  });
}
