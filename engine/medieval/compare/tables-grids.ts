/**
 * The printed tables as grids keyed by what their rows and columns mean, so
 * that editions printing them in another order, under other labels or with
 * grouped dice still line up cell by cell (tables.ts compares them).
 */
import { testCategories, type TestCategory } from '../types.ts';
import type {
  CombatTable,
  FireTable,
  FortificationCosts,
  MoraleTestTable,
  MoveCost,
  PursuitTable,
  RetreatTestTable,
  TerrainCombat,
  TerrainTable,
} from '../tables/types.ts';
import { chanceOfTotal } from '../../core/dice.ts';
import type { Probability } from '../../core/probability.ts';
import { printedDice, type PrintedDice } from '../editions/printed-dice.ts';
import type { Grid } from './tables.ts';

/**
 * COMBAT TABLE (5.1): rows by 2D6 total, columns by ratio, cells as printed.
 * A misprinted cell shows what the book prints (Kosovo's "A" at 8, 1:4), not
 * the reading the engine plays by.
 */
export function combatGrid(table: CombatTable): Grid<string> {
  const printed = (roll: number, column: number, cell: string) =>
    table.misprints?.find((m) => m.roll === roll && m.column === column)?.printed ?? cell;
  return {
    columns: table.columns.map(({ attacker, defender }) => {
      const label = `${attacker}:${defender}`;
      return { key: label, label };
    }),
    rows: table.rows.map((row) => ({
      key: String(row.roll),
      label: String(row.roll),
      cells: row.cells.map((cell, column) => printed(row.roll, column, cell)),
    })),
  };
}

/** A cell of the test after a retreat: the dice rolled and the faces or totals on which the unit breaks. */
export interface RetreatTestCell {
  dice: PrintedDice;
  failOn: readonly number[];
}

/**
 * COMBAT SCATTER / COMBAT DISORGANIZATION (5.1.1 g): rows by the defender's
 * retreat (Kosovo's B2 / A1 stands beside D2 / A2: its attacker retreats one
 * hex less), columns by unit category whatever order the book prints them in.
 */
export function retreatTestGrid(table: RetreatTestTable): Grid<RetreatTestCell> {
  const columns = table.columns ?? testCategories;
  return {
    columns: columns.map((category) => ({ key: category, label: category })),
    rows: table.rows.map((row) => ({
      key: `defender-${row.defenderRetreat ?? 0}`,
      label: row.label,
      cells: columns.map((category: TestCategory) => ({
        dice: table.dice,
        failOn: row.failOn[category],
      })),
    })),
  };
}

/** 5.1.1 g: the exact chance that a unit breaks on this cell (1/6 a face of 1D6, 1/36 a way to roll a 2D6 total). */
export function chanceToBreak(cell: RetreatTestCell): Probability {
  return chanceOfTotal(printedDice[cell.dice], (total) => cell.failOn.includes(total));
}

/** A PURSUIT cell: the rolls column or the result column. */
export type PursuitCell =
  { rolls: PursuitTable['rows'][number]['rolls'] } | { result: PursuitTable['result'] };

/** PURSUIT (5.5): rows by hexes from the leader, a rolls and a result column. */
export function pursuitGrid(table: PursuitTable): Grid<PursuitCell> {
  return {
    columns: [
      { key: 'rolls', label: '1D6 roll' },
      { key: 'result', label: 'Result' },
    ],
    rows: table.rows.map((row) => ({
      key: String(row.hexesFromLeader),
      label: `${row.hexesFromLeader}${row.andMore ? ' and more' : ''}`,
      cells: [{ rolls: row.rolls }, { result: table.result }],
    })),
  };
}

/** A terrain cell: a movement cost (cavalry with the leaders' bracketed cost) or the combat effect. */
export type TerrainCell =
  { infantry: MoveCost } | { cavalry: MoveCost; leader?: MoveCost } | { combat: TerrainCombat };

/** TERRAIN EFFECT / INFLUENCE (4.1.7, 5.3): rows by terrain, whatever the printed name or order. */
export function terrainGrid(table: TerrainTable): Grid<TerrainCell> {
  return {
    columns: [
      { key: 'infantry', label: 'Infantry' },
      { key: 'cavalry', label: 'Cavalry (leader)' },
      { key: 'combat', label: 'Combat' },
    ],
    rows: table.rows.map((row) => ({
      key: row.terrain,
      label: row.printedName ?? row.terrain,
      cells: [
        { infantry: row.infantry },
        row.leader ? { cavalry: row.cavalry, leader: row.leader } : { cavalry: row.cavalry },
        { combat: row.combat },
      ],
    })),
  };
}

const groupLabel = ({ from, to }: { from: number; to: number }) =>
  from === to ? String(from) : `${from}-${to}`;

/**
 * A fire table by range and by single 2D6 total. A printed group of totals
 * (1066: "6-9") stands in every total it covers and keeps its label, so a
 * grouped table lines up with one printing a column per total.
 */
export function fireGrid(table: FireTable): Grid<string> {
  const totals = table.columns.flatMap((column, group) =>
    Array.from({ length: column.to - column.from + 1 }, (_, i) => ({
      total: column.from + i,
      group,
      label: groupLabel(column),
    })),
  );
  return {
    columns: totals.map(({ total, label }) => ({ key: String(total), label })),
    rows: table.rows.map((row) => ({
      key: String(row.range),
      label: String(row.range),
      cells: totals.map(({ group }) => row.cells[group] ?? ''),
    })),
  };
}

/** Kosovo 6.2.1 MORALE test: rows by MORALE, one column with the highest roll that passes. */
export function moraleTestGrid(table: MoraleTestTable): Grid<number> {
  return {
    columns: [{ key: 'pass', label: '1D6 roll that passes' }],
    rows: table.rows.map((row) => ({
      key: String(row.morale),
      label: row.morale > 0 ? `+${row.morale}` : String(row.morale),
      cells: [row.passAtMost],
    })),
  };
}

/** Fortifications (11.1.3 / 12.1.3): extra MPs by arm (rows) and armor (columns). */
export function fortificationGrid(table: FortificationCosts): Grid<number> {
  const armor = [0, 1, 2] as const;
  return {
    columns: armor.map((level) => ({ key: String(level), label: `Armor ${level}` })),
    rows: (['infantry', 'cavalry'] as const).map((arm) => ({
      key: arm,
      label: arm,
      cells: armor.map((level) => table[arm][level]),
    })),
  };
}
