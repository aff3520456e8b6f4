/**
 * Shared building blocks of the worked effects: a row from cells, the rows
 * of a compared combat renamed for one case of a situation.
 */
import { ok, type Result } from '../../core/result.ts';
import type { CombatInput, CombatUnit } from '../combat/input.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { resultKinds, type ComparedCell, type ComparedRow } from './combat-rows.ts';
import { compareCombat } from './effects-combat.ts';

/** A situation worked out under the editions: what it shows, and the rows that tell the difference first. */
export interface WorkedSituation {
  title: string;
  situation: string;
  rows: ComparedRow[];
  /** Row ids in the order the "so what" line looks for a difference. */
  keyRows: readonly string[];
}

export type Build = (profiles: readonly EditionProfile[]) => Result<WorkedSituation>;

export const unit = (kind: CombatUnit['kind'], sp: number, armor = 0): CombatUnit => ({
  kind,
  sp,
  armor,
  cf: 0,
});
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function makeRow(id: string, label: string, cells: ComparedCell[]): ComparedRow {
  return { id, label, cells, differs: cells.some((c) => c.text !== cells[0]?.text) };
}

/** Rows of a compared combat, renamed for one case of a situation (missing ids are skipped). */
export function combatRows(
  input: CombatInput,
  profiles: readonly EditionProfile[],
  ids: readonly string[],
  prefix: { id: string; label: string },
): Result<ComparedRow[]> {
  const compared = compareCombat(
    input,
    profiles.map((p) => p.id),
  );
  if (!compared.ok) return compared;
  return ok(
    ids.flatMap((id) => {
      const found = compared.value.rows.find((r) => r.id === id);
      return found
        ? [{ ...found, id: `${prefix.id}-${id}`, label: `${prefix.label}: ${found.label}` }]
        : [];
    }),
  );
}

/** The same rows for every case, in case order. */
export function casesOf(
  cases: readonly { id: string; label: string; input: CombatInput }[],
  profiles: readonly EditionProfile[],
  ids: readonly string[],
): Result<ComparedRow[]> {
  const rows: ComparedRow[] = [];
  for (const c of cases) {
    const found = combatRows(c.input, profiles, ids, c);
    if (!found.ok) return found;
    rows.push(...found.value);
  }
  return ok(rows);
}

export const oddsIds = resultKinds.map((k) => k.id);
/** Keeps the rows named by suffix and, of the rest, those that differ. */
export function keepTelling(
  rows: readonly ComparedRow[],
  always: readonly string[],
): ComparedRow[] {
  return rows.filter((r) => r.differs || always.some((id) => r.id.endsWith(`-${id}`)));
}
