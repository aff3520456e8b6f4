/**
 * Everything a shot needs before the dice: the input checked field by field,
 * the fire table picked (and which printed copy), and the modifiers to the
 * 2D6 roll with their rule numbers.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { errataAt } from '../editions/errata.ts';
import { getEdition, resolveReadings, type EditionProfile } from '../editions/editions.ts';
import { fireEffectsOf, readFireColumn, type ColumnReading, type FireEffect } from './cells.ts';
import { collectFireModifiers } from './modifiers.ts';
import {
  fireTerrains,
  fireWeapons,
  getFireRules,
  type FireRuleNumbers,
  type FireWeapon,
} from './rules.ts';
import type { FireFollowUp, FireInput, FireModifier, FireStep, FireTarget } from './types.ts';
import type { FireTable } from '../tables/types.ts';
import { testCategories } from '../types.ts';
import { unitKinds } from '../unit-checks.ts';

/** A checked shot ready for its dice: edition, table, modifiers and the audit so far. */
export interface PreparedFire {
  edition: EditionProfile;
  rules: FireRuleNumbers;
  table: FireTable;
  /** The other printed copy of the table, when its cells differ from the one used. */
  otherCopy: FireTable | null;
  modifiers: FireModifier[];
  modifierTotal: number;
  errata: string[];
  steps: FireStep[];
}

const sameCells = (a: FireTable, b: FireTable) =>
  JSON.stringify([a.columns, a.rows]) === JSON.stringify([b.columns, b.rows]);

const label = (table: FireTable) => `${table.source.title} (${table.source.rule})`;

/** Picks the printed copy of a weapon's table by the fireTable option. */
function selectTable(
  edition: EditionProfile,
  weapon: FireWeapon,
  choice: 'chapter' | 'game-tables',
) {
  const copies = edition.tables.fire.filter((t) => t.weapon === weapon);
  const chapter = copies.find((t) => t.source.rule !== 'Game Tables') ?? copies[0];
  if (!chapter) return undefined;
  const gameTables = copies.find((t) => t.source.rule === 'Game Tables');
  const table = choice === 'game-tables' ? (gameTables ?? chapter) : chapter;
  const otherCopy = copies.find((t) => t !== table && !sameCells(t, table)) ?? null;
  const errata = otherCopy
    ? errataAt(edition.id, table.source.title)
        .filter((c) => c.option?.name === 'fireTable')
        .map((c) => c.id)
    : [];
  let text = `${label(table)}`;
  if (otherCopy)
    text += `, chosen by fireTable "${choice}"; the ${otherCopy.source.rule} copy differs`;
  else if (copies.length > 1) text += '; the other printed copy has the same cells';
  else if (choice === 'game-tables' && !gameTables)
    text += '; the book prints this table only once';
  return { table, otherCopy, errata, step: { rule: table.source.rule, text: `Table: ${text}` } };
}

function checkRange(
  input: FireInput,
  table: FireTable,
  otherCopy: FireTable | null,
  rules: FireRuleNumbers,
): Result<number> {
  const { range } = input;
  const ranges = table.rows.map((r) => r.range);
  const last = Math.max(...ranges);
  if (!Number.isInteger(range) || range < 1) {
    return fail(
      'range',
      table.source.rule,
      `range is a whole number of hexes from 1, not ${range}`,
    );
  }
  if (!ranges.includes(range)) {
    const rule = input.weapon === 'horse-archers' ? rules.horseArchersAdjacent : table.source.rule;
    const other = otherCopy?.rows.some((r) => r.range === range)
      ? ` (the ${otherCopy.source.rule} copy prints it: option fireTable)`
      : '';
    return fail(
      'range',
      rule,
      `${label(table)} reaches ${last} hex(es) at most, not ${range}${other}`,
    );
  }
  return ok(range);
}

function checkTarget(input: FireInput, edition: EditionProfile): Result<FireTarget> {
  const { target } = input;
  if (typeof target !== 'object' || target === null) {
    return fail('target', getFireRules(edition).armor, 'say what the unit fires at');
  }
  if (!Number.isInteger(target.armor) || target.armor < 0 || target.armor > 2) {
    return fail('target.armor', '1.1', `armor level is 0, 1 or 2, not ${target.armor}`);
  }
  if (target.kind !== undefined && !unitKinds.includes(target.kind)) {
    return fail('target.kind', '1.1', `unknown unit type "${String(target.kind)}"`);
  }
  if (!fireTerrains.includes(target.terrain)) {
    return fail(
      'target.terrain',
      getFireRules(edition).terrain,
      `unknown terrain "${String(target.terrain)}"`,
    );
  }
  if (target.wallOfShields && !edition.has.wallOfShields) {
    return fail(
      'target.wallOfShields',
      edition.rules.fire.chapter,
      `${edition.title} has no Wall of Shields`,
    );
  }
  return ok(target);
}

function checkFirer(input: FireInput, rules: FireRuleNumbers): Result<FireInput> {
  const { firerSp, firerCategory } = input;
  if (input.weapon === 'horse-archers' && (firerSp === undefined || ![1, 2].includes(firerSp))) {
    return fail(
      'firerSp',
      rules.horseArchersOneSp,
      `horse archers fire with 1 or 2 SP, not ${firerSp}`,
    );
  }
  const { firerArmor } = input;
  if (
    firerArmor !== undefined &&
    (!Number.isInteger(firerArmor) || firerArmor < 0 || firerArmor > 2)
  ) {
    return fail('firerArmor', '1.1', `armor level is 0, 1 or 2, not ${firerArmor}`);
  }
  if (firerCategory !== undefined && !testCategories.includes(firerCategory)) {
    return fail(
      'firerCategory',
      rules.horseArchersTest,
      `unknown unit type "${String(firerCategory)}"`,
    );
  }
  return ok(input);
}

/**
 * Checks a shot and sets it up: edition, weapon, range, target and firer are
 * validated (each error names the field and the rule), the table is picked
 * by `options.fireTable` where the book prints differing copies, and the
 * modifiers are listed: armor (B/N 10.2.2, K 11.2.3), terrain (B/N 10.2.3,
 * K 11.2.4), horse archers at 1 SP (B/N 10.5.9, K 11.5.9), bombards' armor 2
 * only (B/N 10.7.3, K 11.7.3), and the 1066 Hastings Wall of Shields.
 */
export function prepareFire(input: FireInput): Result<PreparedFire> {
  const found = getEdition(input.edition);
  if (!found.ok) return found;
  const edition = found.value;
  const rules = getFireRules(edition);
  const readings = resolveReadings(edition, input.readings);
  if (readings.fireTable !== 'chapter' && readings.fireTable !== 'game-tables') {
    return fail(
      'readings.fireTable',
      rules.chapter,
      `fireTable is "chapter" or "game-tables", not "${String(readings.fireTable)}"`,
    );
  }
  const selected = fireWeapons.includes(input.weapon)
    ? selectTable(edition, input.weapon, readings.fireTable)
    : undefined;
  if (!selected) {
    return fail(
      'weapon',
      rules.chapter,
      `${edition.title} has no fire table for "${String(input.weapon)}"`,
    );
  }
  const { table } = selected;
  const checks = [
    checkRange(input, table, selected.otherCopy, rules),
    checkTarget(input, edition),
    checkFirer(input, rules),
  ];
  for (const check of checks)
    if (!check.ok) return fail(check.error.field, check.error.rule, check.error.message);
  const collected = collectFireModifiers(input, edition, rules);
  return ok({
    edition,
    rules,
    table,
    otherCopy: selected.otherCopy,
    modifiers: collected.modifiers,
    modifierTotal: collected.modifiers.reduce((total, m) => total + m.value, 0),
    errata: [...selected.errata, ...collected.errata],
    steps: [selected.step, ...collected.steps],
  });
}

/** The tests a table effect calls for: crossbow losses that did not already break the target, horse archer losses. */
export function listFollowUps(weapon: FireInput['weapon'], effect: FireEffect): FireFollowUp[] {
  if (effect.loss <= 0) return [];
  if (weapon === 'crossbowmen' && effect.breaks === null) return ['crossbow-follow-up'];
  if (weapon === 'horse-archers') return ['horse-archer-test'];
  return [];
}

/** The effect of one modified roll on a prepared shot; shared by resolveFire and the odds. */
export function readFireTable(
  prepared: PreparedFire,
  range: number,
  modifiedRoll: number,
): Result<{ column: ColumnReading; cell: string; effect: FireEffect }> {
  const { table } = prepared;
  const column = readFireColumn(table, modifiedRoll);
  if (!column.ok) return column;
  const cell = table.rows.find((r) => r.range === range)?.cells[column.value.index];
  const effects = fireEffectsOf(table, prepared.edition.afterRetreat);
  const effect = effects.get(range)?.[column.value.index];
  if (cell === undefined || effect === undefined) {
    return fail(
      'table',
      table.source.rule,
      `${table.source.title} has no cell at range ${range}, column ${column.value.label}`,
    );
  }
  return ok({ column: column.value, cell, effect });
}
