/**
 * The test after a retreat (5.1.1 g): COMBAT SCATTER (1D6; Bannockburn, 1066)
 * or COMBAT DISORGANIZATION (2D6; Kosovo), read by retreat distance and unit
 * type, with the exact chance that a unit breaks.
 */
import { chanceOfTotal } from '../../core/dice.ts';
import { printedDice } from '../editions/printed-dice.ts';
import { always, never, type Probability } from '../../core/probability.ts';
import type { CombatUnit } from '../combat/input.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { Readings, ResolvedReadings } from '../editions/readings.ts';
import type { RetreatTestTable } from '../tables/types.ts';
import { testCategory } from './test-category.ts';

type Row = RetreatTestTable['rows'][number];

/** The longest retreat the table prints a row for on one side: D5 / B5, A5, or Kosovo's A4. */
function lastRetreat(edition: EditionProfile, side: 'attacker' | 'defender'): number {
  const printed = edition.tables.retreatTest.rows.map((row) =>
    side === 'defender' ? row.defenderRetreat : row.attackerRetreat,
  );
  return Math.max(0, ...printed.filter((n) => n !== undefined));
}

/** A row as the readings take it: where the edition prints a cell otherwise than another edition, the option may read the other's. */
export function readRetreatRow(table: RetreatTestTable, row: Row, readings: Readings): Row {
  const cells = (table.editionCells ?? []).filter((c) => c.row === row.label);
  if (cells.length === 0) return row;
  const failOn = { ...row.failOn };
  for (const c of cells) failOn[c.category] = c.readings[readings[c.option] ?? 'printed'];
  return { ...row, failOn };
}

/**
 * The row for a retreat: the defender's Dn / Bn, the attacker's An. With the
 * Kosovo option 'example' (erratum 'kosovo-disorganization-example') every
 * retreat reads the next row down, as the 5.1.1 example does.
 */
export function retreatTestRow(
  edition: EditionProfile,
  side: 'attacker' | 'defender',
  retreat: number,
  readings: ResolvedReadings,
): Row | undefined {
  const rows = edition.tables.retreatTest.rows;
  const at = rows.findIndex(
    (row) => (side === 'defender' ? row.defenderRetreat : row.attackerRetreat) === retreat,
  );
  const shift =
    edition.afterRetreat === 'disorganization' && readings.kosovoDisorganizationRow === 'example'
      ? 1
      : 0;
  const row = at < 0 ? undefined : rows[Math.min(rows.length - 1, at + shift)];
  return row && readRetreatRow(edition.tables.retreatTest, row, readings);
}

export interface RetreatTest {
  /** The row read, e.g. "D2 / A2" or "B2 / A1"; absent when no test applies. */
  row?: string;
  /** The faces or totals that break the unit. */
  failOn: readonly number[];
  /** Exact chance that the unit scatters or disorganizes. */
  breaks: Probability;
  /** What breaking means for this unit: scattered, disorganized, or (Kosovo 10.1.1, already disorganized) panic. */
  becomes: 'scattered' | 'disorganized' | 'panic';
  /** Why the answer is what it is. */
  reason: 'table' | 'automatic' | 'leader-on-hex' | 'no-retreat';
  rule: string;
}

/**
 * 5.1.1 g with 9.1.3: the chance that one retreating unit scatters (or
 * disorganizes). A result marked S/R/D breaks the unit outright; a unit
 * stacked with a leader is never scattered or disorganized by combat. A
 * retreat past the side's last row reads that row (Kosovo's A4: erratum
 * 'kosovo-attacker-retreat-past-a4').
 */
export function testAfterRetreat(
  edition: EditionProfile,
  unit: CombatUnit,
  side: 'attacker' | 'defender',
  retreat: number,
  automatic: boolean,
  leaderOnHex: boolean,
  readings: ResolvedReadings,
): RetreatTest {
  const rules = edition.rules;
  const becomes =
    edition.afterRetreat === 'scatter' ? 'scattered' : unit.disorganized ? 'panic' : 'disorganized';
  if (leaderOnHex)
    return {
      failOn: [],
      breaks: never,
      becomes,
      reason: 'leader-on-hex',
      rule: rules.combat.leaderNoBreak,
    };
  if (automatic)
    return { failOn: [], breaks: always, becomes, reason: 'automatic', rule: rules.tables.combat };
  const row =
    retreat > 0
      ? retreatTestRow(edition, side, Math.min(retreat, lastRetreat(edition, side)), readings)
      : undefined;
  if (!row)
    return {
      failOn: [],
      breaks: never,
      becomes,
      reason: 'no-retreat',
      rule: rules.combat.sequence,
    };
  const failOn = row.failOn[testCategory(unit)];
  const dice = edition.tables.retreatTest.dice;
  return {
    row: row.label,
    failOn,
    breaks: chanceOfTotal(printedDice[dice], (t) => failOn.includes(t)),
    becomes,
    reason: 'table',
    rule: rules.combat.sequence,
  };
}
