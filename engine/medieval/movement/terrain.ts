/**
 * What a hex does to the unit entering it: the charge factor after the hex
 * (5.6.2–5.6.3, 5.6.7–5.6.10, 5.6.12–5.6.13) and the price of entering rough
 * ground at speed (B/N 4.2.6–4.2.8: 1 SP and a scatter; Kosovo 4.2.5–4.2.6
 * and 5.6.7: disorganization and CF 0).
 */
import { fail, ok, type Result } from '../../core/result.ts';
import {
  cellOf,
  checkCf,
  checkKind,
  columnOf,
  findTerrainRow,
  getMovementRules,
  isMountedUnit,
  nameMover,
  prepareMover,
  resolveEdition,
  type MoverKind,
  type MovementStep,
} from './rules.ts';
import type { EditionProfile } from '../editions/editions.ts';
import type { ChargeChoice } from './cost.ts';
import type { TerrainId } from '../tables/types.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import { readSwampCell } from './swamp-entry.ts';

/** A hex entered, for the rough-ground rules (B/N 4.2.6–4.2.8; K 4.2.5–4.2.6, 5.6.7). */
export interface HexEntry {
  kind: MoverKind;
  /** The CF the unit has in the hex entered, after that hex's gain or hold (chargeAfterHex). */
  cf: number;
  terrain: TerrainId;
  /** A river is crossed at a ford (B/N 4.2.5, K 4.2.7). */
  ford?: boolean;
  /** The hex entered has fortifications. */
  fortifications?: boolean;
  /** The move follows a road. */
  road?: boolean;
}

/** What the hex does to the unit: SP loss and scatter (B/N), disorganization and CF 0 (K). */
export interface EntryConsequences {
  /** The table forbids the terrain here (1066 swamps off the road). */
  prohibited: boolean;
  /** B/N 4.2.6–4.2.7: SPs lost. */
  spLoss: number;
  /** B/N 4.2.6–4.2.7: the unit scatters. */
  scatter: boolean;
  /** Kosovo 4.2.5–4.2.6: the unit is disorganized. */
  disorganized: boolean;
  /** Kosovo 5.6.7: the CF drops to 0; otherwise unchanged. */
  cfAfter: number;
  steps: MovementStep[];
  errata: string[];
}

const rough: readonly TerrainId[] = ['forest', 'village'];

/**
 * The consequences of entering a hex. Bannockburn and 1066: a unit above
 * CF 0 entering forest, village, a ford or fortifications loses 1 SP and
 * scatters (4.2.6), unless it is cavalry on a road at CF 1 (4.2.8); any unit
 * entering swamps off a road does the same (4.2.7; 1066's table forbids that
 * entry outright). Kosovo: cavalry entering forest, village or swamps off a
 * road is disorganized (4.2.5), infantry entering swamps likewise (4.2.6),
 * and cavalry's CF drops to 0 in village, forest, swamps, ford and
 * fortifications, road or not (5.6.7). Leaders lose nothing (8.1.1; B/N
 * 8.1.7, K 8.1.8).
 */
export function checkTerrainEntry(
  edition: string | EditionProfile,
  entry: HexEntry,
  readings: Readings = {},
): Result<EntryConsequences> {
  const mover = prepareMover(edition, entry);
  if (!mover.ok) return mover;
  const { profile, rules } = mover.value;
  const row = findTerrainRow(profile.tables.terrain, entry.terrain);
  if (!row.ok) return row;
  const result: EntryConsequences = {
    prohibited: false,
    spLoss: 0,
    scatter: false,
    disorganized: false,
    cfAfter: entry.cf,
    steps: [],
    errata: [],
  };
  const road = entry.road === true || entry.terrain === 'road';
  const printed = cellOf(row.value, columnOf(entry.kind));
  const swamp = readSwampCell(profile, entry.terrain, printed, columnOf(entry.kind), readings);
  if (!road && swamp.cell.kind === 'prohibited') {
    result.prohibited = true;
    result.errata.push('swamp-movement');
    result.steps.push({
      rule: rules.terrainTable,
      text: `${entry.terrain} is prohibited off a road`,
    });
    return ok(result);
  }
  if (entry.kind === 'leader') {
    result.steps.push({
      rule: rules.leaderUnbroken,
      text: 'a leader has no SPs and is not broken by terrain',
    });
    return ok(result);
  }
  const mounted = isMountedUnit(entry.kind);
  // Erratum ford-example: read as the 5.7.6 example, a ford only drops the CF to 0.
  const fordAsExample =
    entry.ford === true && resolveReadings(profile, readings).fordEntry === 'cf-zero';
  const roughHex =
    rough.includes(entry.terrain) ||
    (entry.ford === true && !fordAsExample) ||
    entry.fortifications === true;
  const what = [
    rough.includes(entry.terrain) || entry.terrain === 'swamps' ? entry.terrain : null,
    entry.ford ? 'ford' : null,
    entry.fortifications ? 'fortifications' : null,
  ]
    .filter((w) => w !== null)
    .join(' + ');

  if (rules.roughEntry && rules.swampEntry && rules.roadThrough) {
    if (entry.terrain === 'swamps' && !road) {
      result.spLoss = 1;
      result.scatter = true;
      result.errata.push('swamp-movement');
      result.steps.push({ rule: rules.swampEntry, text: 'swamps off a road: −1 SP and scatter' });
    }
    if (roughHex && entry.cf > 0) {
      if (road && mounted && entry.cf === 1) {
        result.steps.push({
          rule: rules.roadThrough,
          text: `on a road at CF 1 cavalry passes ${what} unharmed`,
        });
      } else {
        result.spLoss = 1;
        result.scatter = true;
        result.steps.push({
          rule: rules.roughEntry,
          text: `${what} entered at CF ${entry.cf}: −1 SP and scatter`,
        });
      }
    }
    if (entry.ford && entry.cf > 0) result.errata.push('ford-example');
    if (fordAsExample && entry.cf > 0 && result.spLoss === 0) {
      result.cfAfter = 0;
      result.steps.push({
        rule: rules.roughEntry,
        text: 'ford read as the countercharge example: CF drops to 0, no loss (option fordEntry: cf-zero)',
      });
    }
    return ok(result);
  }

  if (rules.cavalryDisorder && rules.infantryDisorder && rules.cfZeroTerrain) {
    const disorders = mounted ? [...rough, 'swamps'] : ['swamps'];
    if (!road && disorders.includes(entry.terrain)) {
      result.disorganized = true;
      result.steps.push({
        rule: mounted ? rules.cavalryDisorder : rules.infantryDisorder,
        text: `${entry.terrain} entered off a road: disorganized`,
      });
    }
    // 5.6.7 names the ford itself: whichever reading of the ford example, cavalry's CF drops.
    if (mounted && (roughHex || entry.ford === true || entry.terrain === 'swamps')) {
      result.cfAfter = 0;
      result.steps.push({
        rule: rules.cfZeroTerrain,
        text: `${what}: CF drops to 0, road or not`,
      });
    }
  }
  return ok(result);
}

/** One hex of movement for the charge factor (5.6.2–5.6.3, 5.6.7–5.6.10, 5.6.12–5.6.13). */
export interface ChargeInput {
  kind: MoverKind;
  /** CF before the hex. */
  cf: number;
  charge?: ChargeChoice;
  uphill?: boolean;
  stream?: boolean;
  bridge?: boolean;
  terrain?: TerrainId;
  ford?: boolean;
  fortifications?: boolean;
  /** B/N 5.5.7, K 5.5.8: no CF is gained in a pursuit. */
  pursuit?: boolean;
}

/**
 * The CF after entering one hex. It grows by 1 per hex since the last turn
 * (5.6.3) up to 3 (5.6.2), unless held (5.6.12) or lowered by 1 (B/N
 * 5.6.13) or in a pursuit (B/N 5.5.7, K 5.5.8); then −1 over a bridge
 * (B/N 5.6.7, K 5.6.8), −1 across a stream (B/N 5.6.8, K 5.6.9), −1 uphill
 * (B/N 5.6.9, K 5.6.10), never below 0; Kosovo sets it to 0 in village,
 * forest, swamps, ford or fortifications (5.6.7). Only mounted units have a
 * CF (5.6.1).
 */
export function chargeAfterHex(
  edition: string | EditionProfile,
  input: ChargeInput,
): Result<{ cf: number; steps: MovementStep[] }> {
  const found = resolveEdition(edition);
  if (!found.ok) return found;
  const profile = found.value;
  const rules = getMovementRules(profile);
  const kind = checkKind(input.kind);
  if (!kind.ok) return kind;
  const start = checkCf(input.cf, kind.value);
  if (!start.ok) return start;
  if (input.terrain !== undefined) {
    const row = findTerrainRow(profile.tables.terrain, input.terrain);
    if (!row.ok) return row;
  }
  if (!isMountedUnit(input.kind)) {
    return ok({
      cf: 0,
      steps: [{ rule: rules.cfOnlyCavalry, text: `${nameMover(input.kind)} has no CF` }],
    });
  }
  const steps: MovementStep[] = [];
  const charge = input.charge ?? 'gain';
  let cf = input.cf;
  if (input.pursuit) {
    steps.push({ rule: rules.pursuitNoGain, text: `pursuit: CF stays ${cf}` });
  } else if (charge === 'gain') {
    cf = Math.min(3, cf + 1);
    steps.push({
      rule: rules.cfGain,
      text: `1 hex further since the last turn: CF ${cf} (3 at most)`,
    });
  } else if (charge === 'hold') {
    steps.push({ rule: rules.holdCf, text: `CF held at ${cf}` });
  } else {
    if (!rules.reduceCf) {
      return fail('charge', rules.holdCf, `${profile.title} has no rule for lowering the CF`);
    }
    cf = Math.max(0, cf - 1);
    steps.push({ rule: rules.reduceCf, text: `CF lowered by 1 to ${cf}` });
  }
  const losses: [boolean | undefined, string, string][] = [
    [input.bridge, rules.bridge, 'over a bridge'],
    [input.stream, rules.stream, 'across a stream'],
    [input.uphill, rules.uphill, 'uphill'],
  ];
  for (const [applies, rule, where] of losses) {
    if (!applies) continue;
    cf = Math.max(0, cf - 1);
    steps.push({ rule, text: `${where}: −1, CF ${cf}` });
  }
  const zeroing =
    (input.terrain !== undefined && ['village', 'forest', 'swamps'].includes(input.terrain)) ||
    input.ford === true ||
    input.fortifications === true;
  if (rules.cfZeroTerrain && zeroing && cf > 0) {
    cf = 0;
    steps.push({
      rule: rules.cfZeroTerrain,
      text: 'village, forest, swamps, ford or fortifications: CF 0',
    });
  }
  return ok({ cf, steps });
}
