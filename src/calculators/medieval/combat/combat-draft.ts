/**
 * The combat calculator's situation as plain data: what the player entered,
 * its two starts (a new combat, the book's 5.1.1 example) and how it maps
 * onto the engine's CombatInput. Links are in combat-link.ts.
 */
import {
  listPursuitErrata,
  type CombatInput,
  type EditionProfile,
  type LeaderPresence,
  type AftermathContext,
  type Readings,
  type TerrainId,
  type EditionId,
  type UnitKind,
} from '../../../../engine/medieval/index.ts';

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
  readings: Pick<Readings, (typeof combatReadingNames)[number]>;
}

/** The readings a combat's answer depends on: a draft and its link hold these. */
export const combatReadingNames = [
  'rearAttack',
  'groupRounding',
  'kosovoACell',
  'kosovoDisorganizationRow',
  'initialRatioBeyondTable',
  'ratioBelowOne',
  'kosovoCombatCells',
  'lightCavalryD1',
  'pursuitBeyondFive',
] as const;

export { unitKinds } from '../../../../engine/medieval/index.ts';
export const terrains: readonly TerrainId[] = [
  'clear',
  'stream',
  'road',
  'swamps',
  'forest',
  'village',
  'hill',
];
export const leaders: readonly LeaderPresence[] = ['none', 'in-range', 'stacked'];

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

/** A new combat: one infantry unit of 2 SP a side on clear terrain, nothing else set. */
export function newCombat(edition: EditionId): CombatDraft {
  const side = {
    units: [defaultUnit('infantry')],
    leader: 'none' as const,
    banner: false,
    canRetreat: -1,
    fromLeader: 1,
  };
  return {
    edition,
    attacker: {
      ...side,
      units: [defaultUnit('infantry')],
      rearHexes: 0,
      opposingDirections: false,
      countercharge: false,
      throughFortifications: false,
      onSwamps: false,
    },
    defender: {
      ...side,
      terrain: 'clear',
      fortified: false,
      leaderAlone: false,
      palisade: false,
      wallOfShields: false,
    },
    morale: 0,
    readings: {},
  };
}

/** Whether a draft is still a new combat of its edition (nothing entered yet). */
export function isNewCombat(draft: CombatDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(newCombat(draft.edition));
}

/** The book's 5.1.1 example: two cavalry units attack one across a stream. */
export function bookExample(edition: EditionId): CombatDraft {
  const draft = newCombat(edition);
  draft.attacker.units = [
    { ...defaultUnit('cavalry'), armor: 2, cf: 1 },
    { ...defaultUnit('cavalry'), armor: 1, cf: 2 },
  ];
  draft.defender.units = [{ ...defaultUnit('cavalry'), armor: 0, cf: 1 }];
  draft.defender.terrain = 'stream';
  return draft;
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

/** The errata the board's context touches beyond the combat: a pursuit farther than the PURSUIT table reaches. */
export function listContextErrata(draft: CombatDraft, profile: EditionProfile): string[] {
  const ids = [draft.attacker, draft.defender].flatMap((s) =>
    listPursuitErrata(profile, s.fromLeader),
  );
  return [...new Set(ids)];
}
