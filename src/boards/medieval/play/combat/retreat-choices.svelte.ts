/**
 * The retreats of the last combat applied on the board: where each unit went,
 * the other hexes it could have gone to, and the friendly units a retreating
 * cavalry unit rides down unless the player names them as in the edition's
 * formation. A change applies the combat again in its place.
 */
import {
  formationOf,
  getEdition,
  suggestRetreatHexes,
  type BoardCombat,
  type BoardSetup,
  type CombatOutcome,
  type EditionFormation,
  type GameState,
  type TerrainMarks,
} from '../../../../../engine/medieval/index.ts';
import type { HexMap } from '../../../../../engine/core/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

export type Formations = Readonly<Record<string, EditionFormation['formation']>>;

/** The last applied combat, to change a retreat while nothing has followed it. */
export interface LastCombat {
  combat: BoardCombat;
  outcome: CombatOutcome;
  hex: string;
  retreats: Readonly<Record<string, string>>;
  options: Readonly<Record<string, readonly string[]>>;
  /** Per retreating cavalry unit, the friendly units it rides down on its hex (5.4.4). */
  ridden: Readonly<Record<string, readonly string[]>>;
  formations: Formations;
  /** The state it left, with its steps waiting. */
  after: GameState;
}

/** A unit of the last combat that may retreat to another hex, the one it went to, and the rule. */
export interface RetreatChoice {
  unit: string;
  hexes: readonly string[];
  to: string;
  rule: string;
}

/** A friendly unit a retreating cavalry unit would ride down, and whether it is named as in formation. */
export interface RetreatFormation {
  unit: string;
  /** Where it stands: two alike units on different hexes read apart by it. */
  hex: string;
  formed: boolean;
  formation: EditionFormation;
}

/** What the board reads a retreat on. */
export interface RetreatGround {
  setup: BoardSetup;
  map: HexMap;
  terrain: TerrainMarks;
}

/**
 * Each retreating unit's hexes by the engine's ranking, the one it goes to
 * (`chosen`, else the first) and the friendly units it rides down there.
 */
export function planRetreats(
  state: GameState,
  ground: RetreatGround,
  combat: BoardCombat,
  outcome: CombatOutcome,
  chosen: Readonly<Record<string, string>>,
  formations: Formations,
): Pick<LastCombat, 'retreats' | 'options' | 'ridden'> {
  const retreats: Record<string, string> = {};
  const options: Record<string, readonly string[]> = {};
  const ridden: Record<string, readonly string[]> = {};
  for (const [role, ids] of [
    ['attacker', combat.attackers],
    ['defender', combat.defenders],
  ] as const) {
    const distance = outcome.result[role].retreat;
    if (distance === 0) continue;
    for (const id of ids) {
      const reach = suggestRetreatHexes(
        state,
        ground.setup,
        ground.map,
        id,
        distance,
        ground.terrain,
        formations,
      );
      const hexes = reach.ok ? reach.value.hexes : [];
      const to = chosen[id] ?? hexes[0];
      if (to !== undefined) retreats[id] = to;
      options[id] = hexes;
      const over = to !== undefined && reach.ok ? reach.value.rideDown?.[to] : undefined;
      if (over) ridden[id] = over;
    }
  }
  return { retreats, options, ridden };
}

/** Applies the last combat again in its place, with these retreats and formations. */
type ApplyAgain = (
  last: LastCombat,
  chosen: Readonly<Record<string, string>>,
  formations: Formations,
) => boolean;

export class RetreatChoices {
  readonly game: PlayedGame;
  /** The last applied combat; set by the combat that applies it. */
  last: LastCombat | undefined = $state.raw();
  readonly #apply: ApplyAgain;

  constructor(game: PlayedGame, apply: ApplyAgain) {
    this.game = game;
    this.#apply = apply;
  }

  /** The last combat while its state is the game's present (a step confirmed, or any other change, ends the choices; undo still takes it back). */
  #current = $derived.by(() =>
    this.last && this.game.history?.present === this.last.after ? this.last : undefined,
  );

  /** 5.4.2: the units of the last applied combat that had more than one hex to retreat to. */
  choices: readonly RetreatChoice[] = $derived.by(() => {
    const last = this.#current;
    if (!last) return [];
    const edition = getEdition(last.combat.edition);
    const rule = edition.ok ? edition.value.rules.combat.retreat : '';
    return Object.entries(last.options)
      .filter(([, hexes]) => hexes.length > 1)
      .map(([unit, hexes]) => ({ unit, hexes, to: last.retreats[unit] ?? '', rule }));
  });

  /** Sends a unit of the last combat to another of its retreat hexes. */
  to(unit: string, hex: string): boolean {
    const last = this.#current;
    if (!this.choices.some((c) => c.unit === unit && c.hexes.includes(hex))) return false;
    if (!last || last.retreats[unit] === hex) return false;
    return this.#again(last, { ...last.retreats, [unit]: hex }, last.formations);
  }

  /**
   * 5.4.4, 5.8.8 (Kosovo 5.8.6): the friendly units a retreating cavalry unit
   * of the last combat rides down, and those named as in the edition's
   * formation, which it may not ride down.
   */
  formations: readonly RetreatFormation[] = $derived.by(() => {
    const last = this.#current;
    if (!last) return [];
    const edition = getEdition(last.combat.edition);
    const formation = edition.ok ? formationOf(edition.value) : undefined;
    if (!formation) return [];
    // A unit ridden down stood where its cavalry retreated to; one in formation stays on its hex.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- rebuilt whole by the derivation
    const hexOf = new Map<string, string>();
    for (const [cavalry, units] of Object.entries(last.ridden))
      for (const unit of units) hexOf.set(unit, last.retreats[cavalry] ?? '');
    for (const unit of Object.keys(last.formations))
      hexOf.set(unit, last.after.counters[unit]?.hex ?? '');
    return [...hexOf].map(([unit, hex]) => ({
      unit,
      hex,
      formed: unit in last.formations,
      formation,
    }));
  });

  /** A unit's toggle: its name as the board gives it, and its hex ("INF [2] (Yorkshire), 1 SP on 2111 in shiltron"). */
  labelOf(f: RetreatFormation): string {
    return `${this.game.names.get(f.unit) ?? ''} on ${f.hex} in ${f.formation.formation.replaceAll('-', ' ')}`;
  }

  /** Names a unit as in formation, or no longer. */
  toggleFormation(unit: string): boolean {
    const last = this.#current;
    const choice = this.formations.find((f) => f.unit === unit);
    if (!last || !choice) return false;
    const { [unit]: was, ...rest } = last.formations;
    const formations = was ? rest : { ...rest, [unit]: choice.formation.formation };
    // The retreats start again from the engine's first hexes: the reach has changed.
    return this.#again(last, {}, formations);
  }

  #again(last: LastCombat, chosen: Readonly<Record<string, string>>, formations: Formations) {
    this.game.undo();
    if (this.#apply(last, chosen, formations)) return true;
    this.game.redo();
    return false;
  }
}
