/**
 * "Resolve under all three editions": the calculator's current combat worked
 * out under Bannockburn 1314, Kosovo Field 1389 and 1066 by the engine, with
 * each row that differs explained by the rule behind it and linked to that
 * rule's place on the compare pages. Loaded only when the player asks.
 */
import {
  alignedEditions,
  editions,
  findAlignedRule,
  lineUpCombats,
  type CombatAnalysis,
  type CombatComparison,
  type ComparedRow,
  type EditionId,
  type EditionProfile,
} from '../../../../engine/medieval/index.ts';
import type { Result } from '../../../../engine/core/index.ts';
import { compareHref, findComparison } from '../../../lib/compare/comparisons.ts';
import { toCombatInput, type CombatDraft } from './combat-draft.ts';

/** One other edition's side of a difference: what it gives, under which rule, and where the compare page shows it. */
export interface DifferenceSide {
  edition: EditionId;
  title: string;
  text: string;
  rule: string | null;
  href?: string;
}

export interface RowDifference {
  row: string;
  label: string;
  /** Why the row differs: its own rule, or the rows it follows from. */
  cause: string;
  /** The edition shown in the calculator, then each edition that reads otherwise. */
  here: DifferenceSide;
  others: DifferenceSide[];
}

const cmRow = /-cm-(?!total)/;
const following = 'follows from the final column';
const oddsRow = /-(retreats|loses|breaks)$/;

/** Which rows a row's difference comes from, when it is not its own rule. */
function describeCause(row: ComparedRow, rows: readonly ComparedRow[]): string {
  const differing = (test: (r: ComparedRow) => boolean) =>
    rows.filter((r) => r.differs && test(r)).map((r) => r.label);
  if (row.id === 'column') {
    const from = differing((r) => cmRow.test(r.id) || r.id === 'initial-ratio');
    return from.length > 0
      ? `follows from ${from.join('; ')}`
      : 'the editions keep the column on the table differently';
  }
  if (oddsRow.test(row.id)) {
    const column = rows.find((r) => r.id === 'column');
    return column?.differs ? following : 'the COMBAT TABLE prints different cells in this column';
  }
  if (row.id.endsWith('-cm-total')) return 'the sum of the CMs above';
  return cmRow.test(row.id) ? 'the rule that grants it' : 'the rule that sets it';
}

function titleOf(comparison: CombatComparison, edition: EditionId): string {
  return comparison.editions.find((e) => e.edition === edition)?.title ?? edition;
}

/** The compare page of two editions at the rule's row: the other edition's rule, else the shown one's. */
function linkTo(other: DifferenceSide, here: DifferenceSide): string | undefined {
  const comparison = findComparison(`${here.edition}-vs-${other.edition}`);
  const target = [other, here].find((s) => s.rule !== null && findAlignedRule(s.edition, s.rule));
  if (!comparison || !target?.rule) return undefined;
  const place = findAlignedRule(target.edition, target.rule);
  return compareHref(comparison, place?.chapter.id, {
    edition: target.edition,
    number: target.rule,
  });
}

function explain(
  comparison: CombatComparison,
  shown: EditionId,
  row: ComparedRow,
  rows: readonly ComparedRow[],
): RowDifference {
  const side = (edition: EditionId): DifferenceSide => {
    const cell = row.cells[alignedEditions.indexOf(edition)];
    return {
      edition,
      title: titleOf(comparison, edition),
      text: cell?.text ?? '',
      rule: cell?.rule ?? null,
    };
  };
  const here = side(shown);
  const others = alignedEditions
    .filter((e) => e !== shown)
    .map(side)
    .filter((s) => s.text !== here.text)
    .map((s): DifferenceSide => {
      const href = linkTo(s, here);
      return href ? { ...s, href } : s;
    });
  return { row: row.id, label: row.label, cause: describeCause(row, rows), here, others };
}

const inOrder = alignedEditions.flatMap((id) => editions.filter((e) => e.id === id));

/**
 * The draft's combat under every edition, kept in step with the draft;
 * `analyse` is the page's own combat analysis, run for another edition.
 */
export function watchAllEditions(
  draft: () => CombatDraft,
  analyse: (edition: EditionProfile) => Result<CombatAnalysis>,
  roll: () => number | null = () => null,
) {
  const here: EditionId = $derived(draft().edition);
  const comparison = $derived(lineUpCombats(toCombatInput(draft()), inOrder, analyse));
  const missing = $derived(
    comparison.editions.flatMap((e) =>
      e.missing.map((m) => ({
        edition: e.edition,
        text: `${e.title} has no ${m.feature} (${titleOf(comparison, m.rule.edition)} ${m.rule.number}): no number to give.`,
      })),
    ),
  );
  const explained: RowDifference[] = $derived(
    comparison.rows
      .filter((r) => r.differs)
      .map((r) => explain(comparison, here, r, comparison.rows)),
  );
  const differences = $derived(explained.filter((d) => d.cause !== following));
  // 5.1.1 f: the roll entered (already checked by the calculator's dice), read on each edition's
  // own column; read from the analysis, not resultOfRoll, so this panel shares no chunk with the page.
  const rolled = $derived.by(() => {
    const total = roll();
    if (total === null) return undefined;
    const cells = comparison.editions.map((e) => {
      const outcome = e.analysis?.outcomes.find((o) => o.roll === total);
      return { edition: e.edition, text: outcome?.cell ?? '—' };
    });
    return { total, cells, differs: cells.some((c) => c.text !== cells[0]?.text) };
  });
  const consequences = $derived(explained.filter((d) => d.cause === following).map((d) => d.label));
  return {
    /** The edition the calculator shows: every explanation starts from it. */
    get here() {
      return here;
    },
    get comparison() {
      return comparison;
    },
    /** Editions that lack something the combat uses, in words with the rule that has it. */
    get missing() {
      return missing;
    },
    /** Every row that differs by a rule of its own, with what each edition gives and why. */
    get differences() {
      return differences;
    },
    /** The cell each edition reads for the roll entered; undefined before a roll. */
    get rolled() {
      return rolled;
    },
    /** The rows that differ only because the final column does (their odds, in the table above). */
    get consequences() {
      return consequences;
    },
  };
}
