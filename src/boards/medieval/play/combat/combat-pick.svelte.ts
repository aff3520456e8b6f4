/**
 * A combat picked on the board: the hex attacked, the counters next to it
 * offered as attackers, the combat read by the engine with its odds, a roll
 * entered, and the outcome applied back to the game, with what it changed in
 * words.
 */
import {
  analyseCombat,
  applyCombatOutcome,
  findUnsetInCombat,
  formationOf,
  getEdition,
  readBoardCombat,
  resultOfRoll,
  suggestRetreatHexes,
  toBoardCombatInput,
  type BoardCombat,
  type CombatAnalysis,
  type CombatOutcome,
  type EditionFormation,
  type GameState,
} from '../../../../../engine/medieval/index.ts';
import {
  formatHex,
  neighboursOf,
  parseHex,
  type InputError,
  type Result,
} from '../../../../../engine/core/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';
import { draftFromBoard } from './board-combat-draft.ts';
import { AfterCombat } from './after-combat.svelte.ts';

export class CombatPick {
  readonly game: PlayedGame;
  /** Units picked to attack, and the hex they attack. */
  attackers: readonly string[] = $state.raw([]);
  defenderHex: string | undefined = $state();
  /** The steps the last applied combat calls for (leaders' death rolls, pursuit). */
  readonly after: AfterCombat;
  /** The 2D6 total entered or rolled for the picked combat. */
  roll: number | undefined = $state();
  /** The last applied combat: its hex, roll, result and what it changed, in words. */
  applied: AppliedCombat | undefined = $state.raw();

  /**
   * The counters that may join the attack: on a hex next to the attacked one,
   * of a side other than the defenders', not leaders (they come with a unit).
   */
  offered: readonly string[] = $derived.by(() => {
    const target = this.defenderHex;
    const here = target === undefined ? [] : (this.game.onHex.get(target) ?? []);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- rebuilt whole by the derivation
    const defending = new Set(here.map((id) => this.game.counterOf.get(id)?.side));
    const at = target === undefined ? undefined : parseHex(target, this.game.map);
    if (!at?.ok || here.length === 0) return [];
    return neighboursOf(at.value, this.game.map)
      .flatMap((hex) => this.game.onHex.get(formatHex(hex)) ?? [])
      .filter((id) => {
        const c = this.game.counterOf.get(id);
        return c !== undefined && c.kind !== 'leader' && !defending.has(c.side);
      });
  });

  /** The combat picked on the board, read by the engine, or why it cannot be read yet. */
  reading: Result<BoardCombat> | undefined = $derived.by(() => {
    const state = this.game.state;
    if (!state || this.attackers.length === 0 || this.defenderHex === undefined) return undefined;
    const edition = getEdition(state.edition);
    if (!edition.ok) return edition;
    return readBoardCombat(
      {
        state,
        setup: this.game.board.setup,
        map: this.game.map,
        terrain: this.game.board.marks,
        attackers: this.attackers,
        defenderHex: this.defenderHex,
      },
      edition.value,
    );
  });

  /** The picked combat's units still at "? SP", which the step asks for. */
  unset: readonly string[] = $derived.by(() => {
    const state = this.game.state;
    if (!state || this.defenderHex === undefined) return [];
    return findUnsetInCombat(state, this.game.board.setup, this.attackers, this.defenderHex);
  });

  /**
   * Why the picked combat cannot be read, to show as a problem; nothing
   * while the step asks for the SPs it lacks, since the question says it.
   */
  problem: InputError | undefined = $derived.by(() =>
    this.reading && !this.reading.ok && this.unset.length === 0 ? this.reading.error : undefined,
  );

  /** The engine's analysis of the read combat: its column and every roll's result. */
  analysis: Result<CombatAnalysis> | undefined = $derived.by(() =>
    this.reading?.ok
      ? analyseCombat(this.reading.value.edition, toBoardCombatInput(this.reading.value))
      : undefined,
  );

  /** The result of the entered roll, or why it is not one. */
  outcome: Result<CombatOutcome> | undefined = $derived.by(() =>
    this.analysis?.ok && this.roll !== undefined
      ? resultOfRoll(this.analysis.value, this.roll)
      : undefined,
  );

  constructor(game: PlayedGame) {
    this.game = game;
    this.after = new AfterCombat(game);
  }

  toggleAttacker(id: string): void {
    this.attackers = this.attackers.includes(id)
      ? this.attackers.filter((a) => a !== id)
      : [...this.attackers, id];
  }

  /** Opens an attack on a hex: the counters next to it are offered, none picked yet. */
  attackHex(hex: string | undefined): void {
    this.defenderHex = hex;
    this.attackers = this.attackers.filter((id) => this.offered.includes(id));
    this.roll = undefined;
    this.applied = undefined;
  }

  /**
   * A tap on a hex while an attack is open: the counters it offers join the
   * attack, or leave it when all of them had joined. False when it offers none.
   */
  toggleHex(hex: string): boolean {
    const there = (this.game.onHex.get(hex) ?? []).filter((id) => this.offered.includes(id));
    if (there.length === 0) return false;
    const all = there.every((id) => this.attackers.includes(id));
    this.attackers = all
      ? this.attackers.filter((id) => !there.includes(id))
      : [...this.attackers, ...there.filter((id) => !this.attackers.includes(id))];
    return true;
  }

  /** Rolls 2D6 for the picked combat (the player may type the table's roll instead). */
  rollDice(random: () => number = Math.random): void {
    const die = () => 1 + Math.floor(random() * 6);
    this.roll = die() + die();
  }

  clear(): void {
    this.attackers = [];
    this.defenderHex = undefined;
    this.roll = undefined;
  }

  /** Closes the last result. */
  dismiss(): void {
    this.applied = undefined;
  }

  /** The calculator's draft for the picked combat, when it can be read. */
  get draft() {
    return this.reading?.ok ? draftFromBoard(this.reading.value) : undefined;
  }

  /**
   * Applies a rolled outcome. Losses fall by the engine's default (the unit
   * with most SPs first) and each retreating unit goes to the first hex the
   * engine ranks; the player corrects either with a move or undo.
   */
  applyOutcome(
    outcome: CombatOutcome | undefined = this.outcome?.ok ? this.outcome.value : undefined,
  ): boolean {
    const combat = this.reading;
    const hex = this.defenderHex;
    if (!combat?.ok || !outcome || hex === undefined) return false;
    if (!this.#apply(combat.value, outcome, hex, {})) return false;
    this.clear();
    return true;
  }

  /** The last applied combat, to change a retreat while nothing has followed it. */
  #last: LastCombat | undefined = $state.raw();

  /**
   * 5.4.2: the units of the last applied combat that had more than one hex to
   * retreat to, while its state is the game's present (a step confirmed, or any
   * other change, ends the choice; undo still takes it back).
   */
  retreatChoices: readonly RetreatChoice[] = $derived.by(() => {
    const last = this.#last;
    if (!last || this.game.history?.present !== last.after) return [];
    const edition = getEdition(last.combat.edition);
    const rule = edition.ok ? edition.value.rules.combat.retreat : '';
    return Object.entries(last.options)
      .filter(([, hexes]) => hexes.length > 1)
      .map(([unit, hexes]) => ({ unit, hexes, to: last.retreats[unit] ?? '', rule }));
  });

  /** Sends a unit of the last combat to another of its retreat hexes: the combat is applied again, in its place. */
  retreatTo(unit: string, hex: string): boolean {
    const last = this.#last;
    if (!this.retreatChoices.some((c) => c.unit === unit && c.hexes.includes(hex))) return false;
    if (!last || last.retreats[unit] === hex) return false;
    return this.#again(last, { ...last.retreats, [unit]: hex }, last.formations);
  }

  /**
   * 5.4.4, 5.8.8 (Kosovo 5.8.6): the friendly units a retreating cavalry unit
   * of the last combat rides down, and those named as in the edition's
   * formation, which it may not ride down.
   */
  retreatFormations: readonly RetreatFormation[] = $derived.by(() => {
    const last = this.#last;
    if (!last || this.game.history?.present !== last.after) return [];
    const edition = getEdition(last.combat.edition);
    const formation = edition.ok ? formationOf(edition.value) : undefined;
    if (!formation) return [];
    const all = [...Object.values(last.ridden).flat(), ...Object.keys(last.formations)];
    const units = all.filter((u, i) => all.indexOf(u) === i);
    return units.map((unit) => ({ unit, formed: unit in last.formations, formation }));
  });

  /** Names a unit as in formation, or no longer: the combat is applied again, in its place. */
  toggleRetreatFormation(unit: string): boolean {
    const last = this.#last;
    const choice = this.retreatFormations.find((f) => f.unit === unit);
    if (!last || !choice) return false;
    const { [unit]: was, ...rest } = last.formations;
    const formations = was ? rest : { ...rest, [unit]: choice.formation.formation };
    // The retreats start again from the engine's first hexes: the reach has changed.
    return this.#again(last, {}, formations);
  }

  #again(last: LastCombat, chosen: Readonly<Record<string, string>>, formations: Formations) {
    this.game.undo();
    if (this.#apply(last.combat, last.outcome, last.hex, chosen, formations)) return true;
    this.game.redo();
    return false;
  }

  /** Applies an outcome with each retreat to the engine's first hex unless `chosen` says another. */
  #apply(
    combat: BoardCombat,
    outcome: CombatOutcome,
    hex: string,
    chosen: Readonly<Record<string, string>>,
    formations: Formations = {},
  ): boolean {
    const state = this.game.state;
    if (!state) return false;
    const where = {
      setup: this.game.board.setup,
      map: this.game.map,
      terrain: this.game.board.marks,
    };
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
          where.setup,
          where.map,
          id,
          distance,
          where.terrain,
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
    const applied = applyCombatOutcome(state, combat, outcome, { retreats }, where);
    if (!applied.ok) {
      this.game.notice = `${applied.error.message} (${applied.error.rule})`;
      return false;
    }
    // The steps it calls for wait in the same state: undoing the combat takes them back too.
    const next = this.after.begin({
      combat,
      result: outcome.result,
      before: state,
      after: applied.value.state,
      terrain: where.terrain,
    });
    this.game.commit(next);
    this.#last = { combat, outcome, hex, retreats, options, ridden, formations, after: next };
    this.applied = { hex, roll: outcome.roll, cell: outcome.cell, events: applied.value.events };
    this.game.notice = 'Result applied to the board: undo takes it back.';
    return true;
  }
}

interface LastCombat {
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

type Formations = Readonly<Record<string, EditionFormation['formation']>>;

/** A friendly unit a retreating cavalry unit would ride down, and whether it is named as in formation. */
export interface RetreatFormation {
  unit: string;
  formed: boolean;
  formation: EditionFormation;
}

/** A combat applied to the board, as its result panel tells it. */
export interface AppliedCombat {
  hex: string;
  roll: number;
  cell: string;
  events: readonly string[];
}
