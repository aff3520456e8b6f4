/**
 * The combat calculator's situation as plain data: what the player entered,
 * how it maps onto the engine's CombatInput, and how it travels in a URL.
 * Parsing is defensive: any string gives a valid draft or the defaults, and
 * no value from the URL is ever used as markup.
 */
import {
  type CombatInput,
  type LeaderPresence,
  type AftermathContext,
  type RuleOptions,
  type TerrainId,
  editionIds,
  type EditionId,
  type UnitKind,
  unitKinds,
} from '../../../engine/medieval/index.ts';

export interface UnitDraft {
  kind: UnitKind;
  sp: number;
  armor: number;
  cf: number;
  disorganized: boolean;
  shiltron: boolean;
}

export interface SideDraft {
  units: UnitDraft[];
  leader: LeaderPresence;
  banner: boolean;
  /** Hexes the side can retreat; -1 = the full distance. */
  canRetreat: number;
  /** Hexes to its leader, for pursuit. */
  fromLeader: number;
}

export interface CombatDraft {
  edition: EditionId;
  attacker: SideDraft & {
    rearHexes: number;
    opposingDirections: boolean;
    countercharge: boolean;
    throughFortifications: boolean;
    onSwamps: boolean;
  };
  defender: SideDraft & {
    terrain: TerrainId;
    fortified: boolean;
    leaderAlone: boolean;
    palisade: boolean;
    wallOfShields: boolean;
  };
  morale: number;
  options: Pick<
    RuleOptions,
    'rearAttack' | 'groupRounding' | 'kosovoACell' | 'kosovoDisorganizationRow'
  >;
}

export { unitKinds } from '../../../engine/medieval/index.ts';
export const terrains: readonly TerrainId[] = [
  'clear',
  'stream',
  'road',
  'swamps',
  'forest',
  'village',
  'hill',
];
const leaders: readonly LeaderPresence[] = ['none', 'in-range', 'stacked'];

export function defaultUnit(kind: UnitKind = 'cavalry'): UnitDraft {
  return {
    kind,
    sp: 2,
    armor: kind === 'cavalry' ? 1 : 0,
    cf: 0,
    disorganized: false,
    shiltron: false,
  };
}

/** The 5.1.1 example: two cavalry units attack across a stream. */
export function defaultDraft(edition: EditionId = 'bannockburn-1314'): CombatDraft {
  return {
    edition,
    attacker: {
      units: [
        { ...defaultUnit('cavalry'), armor: 2, cf: 1 },
        { ...defaultUnit('cavalry'), armor: 1, cf: 2 },
      ],
      leader: 'none',
      banner: false,
      canRetreat: -1,
      fromLeader: 1,
      rearHexes: 0,
      opposingDirections: false,
      countercharge: false,
      throughFortifications: false,
      onSwamps: false,
    },
    defender: {
      units: [{ ...defaultUnit('cavalry'), armor: 0, cf: 1 }],
      leader: 'none',
      banner: false,
      canRetreat: -1,
      fromLeader: 1,
      terrain: 'stream',
      fortified: false,
      leaderAlone: false,
      palisade: false,
      wallOfShields: false,
    },
    morale: 0,
    options: {},
  };
}

/** The engine's view of the draft (no rule arithmetic here: a field-for-field copy). */
export function toCombatInput(draft: CombatDraft): CombatInput {
  const side = (s: SideDraft) => ({
    units: s.units.map((u) => ({ ...u })),
    leader: s.leader,
    banner: s.banner,
  });
  const { attacker: a, defender: d } = draft;
  return {
    attacker: {
      ...side(a),
      rearHexes: a.rearHexes,
      opposingDirections: a.opposingDirections,
      countercharge: a.countercharge,
      throughFortifications: a.throughFortifications,
      onSwamps: a.onSwamps,
    },
    defender: {
      ...side(d),
      terrain: d.terrain,
      fortified: d.fortified,
      leaderAlone: d.leaderAlone,
      palisade: d.palisade,
      wallOfShields: d.wallOfShields,
    },
    morale: draft.morale,
  };
}

/** What the board says beyond the combat: room to retreat, distance to the leader. */
export function toContext(draft: CombatDraft): AftermathContext {
  const ctx = (s: SideDraft) => ({
    ...(s.canRetreat >= 0 ? { hexesCanRetreat: s.canRetreat } : {}),
    hexesFromLeader: s.fromLeader,
  });
  return { attacker: ctx(draft.attacker), defender: ctx(draft.defender) };
}

// ---- URL state ----

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;
const whole = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : fallback;
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

function readUnit(v: unknown): UnitDraft | undefined {
  if (!isRecord(v)) return undefined;
  const base = defaultUnit(pick(v['kind'], unitKinds, 'infantry'));
  // Out-of-range numbers are kept when whole so the engine can name the error; junk falls back.
  return {
    kind: base.kind,
    sp: whole(v['sp'], -99, 99, base.sp),
    armor: whole(v['armor'], -9, 9, base.armor),
    cf: whole(v['cf'], -9, 9, base.cf),
    disorganized: bool(v['disorganized'], false),
    shiltron: bool(v['shiltron'], false),
  };
}

function readSide<T extends SideDraft>(v: unknown, fallback: T): T {
  if (!isRecord(v)) return fallback;
  const units = Array.isArray(v['units'])
    ? v['units'].slice(0, 12).flatMap((u) => {
        const unit = readUnit(u);
        return unit ? [unit] : [];
      })
    : fallback.units;
  const result: T = {
    ...fallback,
    units,
    leader: pick(v['leader'], leaders, fallback.leader),
    banner: bool(v['banner'], fallback.banner),
    canRetreat: whole(v['canRetreat'], -1, 5, fallback.canRetreat),
    fromLeader: whole(v['fromLeader'], 0, 99, fallback.fromLeader),
  };
  for (const [key, value] of Object.entries(fallback)) {
    if (typeof value === 'boolean') (result as Record<string, unknown>)[key] = bool(v[key], value);
  }
  return result;
}

/** Reads a draft from any value (parsed JSON); unknown or malformed parts take the defaults. */
export function readDraft(value: unknown): CombatDraft {
  if (!isRecord(value)) return defaultDraft();
  const fallback = defaultDraft(pick(value['edition'], editionIds, 'bannockburn-1314'));
  const attacker = readSide(value['attacker'], fallback.attacker);
  attacker.rearHexes = whole(
    isRecord(value['attacker']) ? value['attacker']['rearHexes'] : undefined,
    0,
    3,
    0,
  );
  const defender = readSide(value['defender'], fallback.defender);
  defender.terrain = pick(
    isRecord(value['defender']) ? value['defender']['terrain'] : undefined,
    terrains,
    fallback.defender.terrain,
  );
  const options = isRecord(value['options']) ? value['options'] : {};
  return {
    edition: fallback.edition,
    attacker,
    defender,
    morale: whole(value['morale'], -20, 20, 0),
    options: {
      ...(options['rearAttack'] === 'per-hex' || options['rearAttack'] === 'flat'
        ? { rearAttack: options['rearAttack'] }
        : {}),
      ...(options['groupRounding'] === 'nearest' || options['groupRounding'] === 'up'
        ? { groupRounding: options['groupRounding'] }
        : {}),
      ...(options['kosovoACell'] === 'A1 -1' ? { kosovoACell: 'A1 -1' as const } : {}),
      ...(options['kosovoDisorganizationRow'] === 'example'
        ? { kosovoDisorganizationRow: 'example' as const }
        : {}),
    },
  };
}

/** The draft as a URL-safe string. */
export function encodeDraft(draft: CombatDraft): string {
  const bytes = new TextEncoder().encode(JSON.stringify(draft));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A draft from a URL string; anything unreadable gives the defaults. */
export function decodeDraft(text: string | null | undefined): CombatDraft {
  if (!text || text.length > 8000) return defaultDraft();
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return readDraft(JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return defaultDraft();
  }
}
