/**
 * What entering one hex costs (4.1.7, 4.2.4, 3.3.3, 5.6.12–5.6.13, 11.1.3),
 * whether a unit may carry on through an enemy ZoC (3.3), and the cost of
 * leaving the map (4.4.2).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import {
  addMp,
  cellOf,
  checkArmor,
  checkKind,
  checkMp,
  columnOf,
  describeCell,
  findTerrainRow,
  formatMp,
  getMovementRules,
  isMountedUnit,
  nameMover,
  prepareMover,
  resolveEdition,
  type MoverKind,
  type MovementStep,
} from './rules.ts';
import type { TerrainId } from '../tables/types.ts';
import type { Readings } from '../editions/readings.ts';
import { readSwampCell } from './swamp-entry.ts';

/** Fortifications on the way into the hex: none, a wall (11.1.3) or a gate (11.1.4). */
export type FortificationCrossing = 'none' | 'walls' | 'gate';

/** 5.6.12–5.6.13: let the CF grow on entering (free), hold it (+1 MP) or lower it (+2 MP). */
export type ChargeChoice = 'gain' | 'hold' | 'reduce';

/** One hex entered: the mover and what lies on the way in (4.1.7, 4.2.4, 3.3.3, 5.6.12–5.6.13, B/N 11.1.3 / K 12.1.3). */
export interface MoveInput {
  kind: MoverKind;
  armor: number;
  /** Terrain of the hex entered. "road" means a clear hex entered along a road. */
  terrain: TerrainId;
  /** A stream is crossed on the way in ("stream" as terrain means the same on clear ground). */
  stream?: boolean;
  /** The move follows a road from the hex left to this one. */
  road?: boolean;
  fortifications?: FortificationCrossing;
  /** 4.2.4: a friendly unit is on the hex. */
  friendlyOccupied?: boolean;
  /** 3.3.3: the unit leaves an enemy ZoC it was allowed to move on through. */
  passingZoc?: boolean;
  charge?: ChargeChoice;
  mpAvailable?: number;
}

/** The MPs for one hex, with the audit trail (rule numbers of the edition). */
export interface MoveCost {
  mp: number;
  /** False where the table forbids the terrain (1066 swamps off the road). */
  allowed: boolean;
  /** Whether `mpAvailable` covers `mp`; null when no MPs were given. */
  affordable: boolean | null;
  steps: MovementStep[];
  errata: string[];
}

/**
 * The MPs to enter one hex. Off a road: the terrain cell of the mover's
 * column ("2" as printed; "+1" on top of clear's 1; "-" as clear), plus a
 * crossed stream's "+" cell. Along a road: the road rate alone (leaders
 * their own printed rate, 8.1.2), whatever the hex's terrain. Then the
 * fortification surcharge by arm and armor (B/N 11.1.3, K 12.1.3; nothing
 * at a gate, 11.1.4 / 12.1.4), +1 MP into a friendly-occupied hex (4.2.4),
 * +1 MP leaving a ZoC passed under 3.3.3 (not leaders, 8.1.3), +1 MP to
 * hold the CF (5.6.12; 0.5 on a road, B/N 4.2.9, K 4.2.8) or +2 MP to
 * lower it (B/N 5.6.13; Kosovo has no such rule).
 */
export function moveCost(
  edition: string | EditionProfile,
  input: MoveInput,
  readings: Readings = {},
): Result<MoveCost> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const profile = found.value;
  const rules = getMovementRules(profile);
  const kind = checkKind(input.kind);
  if (!kind.ok) return kind;
  const armor = checkArmor(input.armor);
  if (!armor.ok) return armor;
  const table = profile.tables.terrain;
  const row = findTerrainRow(table, input.terrain);
  if (!row.ok) return row;
  if (input.mpAvailable !== undefined) {
    const mp = checkMp(input.mpAvailable);
    if (!mp.ok) return mp;
  }
  const column = columnOf(input.kind);
  const name = table.source.title;
  const steps: MovementStep[] = [];
  const errata: string[] = [];
  const onRoad = input.road === true || input.terrain === 'road';
  let mp: number;

  if (onRoad) {
    const roadRow = findTerrainRow(table, 'road');
    if (!roadRow.ok) return roadRow;
    const cell = cellOf(roadRow.value, column);
    mp = cell.kind === 'road' || cell.kind === 'mp' ? cell.mp : 1;
    steps.push({
      rule: column === 'leader' ? rules.leaderMoves : rules.terrainTable,
      text: `along a road: ${describeCell(cell)} for ${column} (${name}); the hex's terrain is not paid`,
      mp,
    });
    if (table.footnotes.length > 0) {
      steps.push({
        rule: rules.terrainTable,
        text: `${name} footnote *: a move made wholly on the road may go 1 hex further`,
      });
    }
  } else {
    const clear = findTerrainRow(table, 'clear');
    if (!clear.ok) return clear;
    const clearCell = cellOf(clear.value, column);
    const clearMp = clearCell.kind === 'mp' ? clearCell.mp : 1;
    const printed = cellOf(row.value, column);
    const swamp = readSwampCell(profile, input.terrain, printed, column, readings);
    const { cell } = swamp;
    errata.push(...swamp.errata);
    steps.push(...swamp.steps);
    if (cell.kind === 'prohibited') {
      steps.push({
        rule: rules.terrainTable,
        text: `${input.terrain}: ${name} marks it prohibited for ${column}`,
      });
      return ok({ mp: 0, allowed: false, affordable: null, steps, errata });
    }
    if (cell.kind === 'mp' || cell.kind === 'road') mp = cell.mp;
    else if (cell.kind === 'extra') mp = addMp(clearMp, cell.mp);
    else mp = clearMp;
    const how =
      cell.kind === 'extra'
        ? `${formatMp(clearMp)} + ${formatMp(cell.mp)}`
        : cell.kind === 'none'
          ? `nothing printed, read as clear's ${formatMp(clearMp)}`
          : formatMp(mp);
    steps.push({
      rule: column === 'leader' ? rules.leaderMoves : rules.terrainTable,
      text: `${input.terrain}: ${describeCell(cell)} for ${column} in ${name} = ${how} MP`,
      mp,
    });
    if (input.stream && input.terrain !== 'stream') {
      const stream = findTerrainRow(table, 'stream');
      if (!stream.ok) return stream;
      const streamCell = cellOf(stream.value, column);
      const extra = streamCell.kind === 'extra' || streamCell.kind === 'mp' ? streamCell.mp : 0;
      mp = addMp(mp, extra);
      steps.push({
        rule: rules.terrainTable,
        text: `stream crossed: ${describeCell(streamCell)}`,
        mp: extra,
      });
    }
  }

  const fort = input.fortifications ?? 'none';
  if (fort === 'walls') {
    const arm = column === 'infantry' ? 'infantry' : 'cavalry';
    const extra = profile.tables.fortifications[arm][armor.value];
    mp = addMp(mp, extra);
    steps.push({
      rule: rules.fortCost,
      text: `through fortifications: +${extra} MP for ${arm} with armor ${armor.value}`,
      mp: extra,
    });
  } else if (fort === 'gate') {
    steps.push({ rule: rules.gate, text: 'through a gate: no fortification surcharge', mp: 0 });
  }
  if (input.friendlyOccupied) {
    mp = addMp(mp, 1);
    steps.push({ rule: rules.friendlyHex, text: 'hex held by a friendly unit: +1 MP', mp: 1 });
  }
  if (input.passingZoc) {
    if (input.kind === 'leader') {
      steps.push({ rule: rules.leaderNoZoc, text: 'a leader ignores enemy ZoCs: +0', mp: 0 });
    } else {
      mp = addMp(mp, 1);
      steps.push({ rule: rules.zocPass, text: 'moving on out of an enemy ZoC: +1 MP', mp: 1 });
    }
  }
  const charge = input.charge ?? 'gain';
  if (charge !== 'gain') {
    if (!isMountedUnit(input.kind)) {
      return fail(
        'charge',
        rules.cfOnlyCavalry,
        `${nameMover(input.kind)} has no charge factor to hold or lower`,
      );
    }
    if (charge === 'hold') {
      const extra = onRoad ? 0.5 : 1;
      mp = addMp(mp, extra);
      const rule = onRoad ? rules.roadHold : rules.holdCf;
      steps.push({ rule, text: `CF held at its value: +${formatMp(extra)} MP`, mp: extra });
    } else {
      if (!rules.reduceCf) {
        return fail(
          'charge',
          rules.holdCf,
          `${profile.title} has no rule for lowering the CF by paying MPs`,
        );
      }
      mp = addMp(mp, 2);
      steps.push({ rule: rules.reduceCf, text: 'CF lowered on entering: +2 MP', mp: 2 });
    }
  }
  const affordable = input.mpAvailable === undefined ? null : mp <= input.mpAvailable;
  return ok({ mp, allowed: true, affordable, steps, errata });
}

/** 3.3.1–3.3.3: whether the unit stops in the ZoC and what going on costs. */
export interface ZocPassage {
  /** 3.3.2: the unit must stop in the ZoC. */
  mustStop: boolean;
  /** 3.3.1: entering a ZoC costs nothing extra. */
  entryMp: 0;
  /** 3.3.3: MPs added to the next hex when the unit carries on. */
  nextHexExtraMp: number;
  steps: MovementStep[];
}

/**
 * 3.3.1–3.3.3: entering an enemy ZoC is free and stops the unit, unless its
 * CF exceeds the enemy's by more than 1 (each enemy whose ZoC it is in);
 * then it may go on, paying +1 MP for the next hex. Leaders ignore ZoCs
 * (8.1.3) and so does a pursuit (B/N 5.5.6, K 5.5.7).
 */
export function canPassZoc(
  edition: string | EditionProfile,
  input: { kind: MoverKind; cf: number; enemyCf: number | readonly number[]; pursuit?: boolean },
): Result<ZocPassage> {
  const mover = prepareMover(edition, input);
  if (!mover.ok) return mover;
  const { rules } = mover.value;
  const enemies = typeof input.enemyCf === 'number' ? [input.enemyCf] : [...input.enemyCf];
  if (enemies.length === 0) {
    return fail('enemyCf', rules.zocPass, 'give the CF of at least one enemy whose ZoC is entered');
  }
  for (const [i, value] of enemies.entries()) {
    const field = typeof input.enemyCf === 'number' ? 'enemyCf' : `enemyCf.${i}`;
    if (!Number.isInteger(value) || value < 0 || value > 3) {
      return fail(
        field,
        rules.cfRange,
        `charge factor is a whole number from 0 to 3, not ${value}`,
      );
    }
  }
  const entry = { rule: rules.zocEnter, text: 'entering the ZoC costs no extra MP', mp: 0 };
  if (input.kind === 'leader' || input.pursuit) {
    const rule = input.kind === 'leader' ? rules.leaderNoZoc : rules.pursuitZoc;
    const who = input.kind === 'leader' ? 'a leader' : 'a pursuing unit';
    const steps = [entry, { rule, text: `${who} ignores enemy ZoCs`, mp: 0 }];
    return ok({ mustStop: false, entryMp: 0, nextHexExtraMp: 0, steps });
  }
  const strongest = Math.max(...enemies);
  const margin = input.cf - strongest;
  if (margin > 1) {
    const text = `CF ${input.cf} − enemy CF ${strongest} = ${margin} > 1: may go on for +1 MP next hex`;
    return ok({
      mustStop: false,
      entryMp: 0,
      nextHexExtraMp: 1,
      steps: [entry, { rule: rules.zocPass, text, mp: 1 }],
    });
  }
  const text = `CF ${input.cf} − enemy CF ${strongest} = ${margin}, not more than 1: the unit stops`;
  return ok({
    mustStop: true,
    entryMp: 0,
    nextHexExtraMp: 0,
    steps: [entry, { rule: rules.zocStop, text }],
  });
}

/** 4.4.1–4.4.2: crossing the map edge, by movement or pursuit, costs 1 MP. */
export function leaveMapCost(
  edition: string | EditionProfile,
): Result<{ mp: number; steps: MovementStep[] }> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const rules = getMovementRules(found.value);
  return ok({
    mp: 1,
    steps: [
      { rule: rules.mapExit, text: 'only movement or pursuit may take a unit off the map' },
      { rule: rules.leaveMap, text: 'crossing the map edge: 1 MP', mp: 1 },
    ],
  });
}
