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
  getEdition,
  readBoardCombat,
  resultOfRoll,
  toBoardCombatInput,
  type BoardCombat,
  type CombatAnalysis,
  type CombatOutcome,
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
import { planRetreats, RetreatChoices, type Formations } from './retreat-choices.svelte.ts';

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

  /** The last combat's retreats, to send a unit elsewhere or name a unit in formation. */
  readonly retreats: RetreatChoices;

  constructor(game: PlayedGame) {
    this.game = game;
    this.after = new AfterCombat(game);
    this.retreats = new RetreatChoices(game, (last, chosen, formations) =>
      this.#apply(last.combat, last.outcome, last.hex, chosen, formations),
    );
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
    const planned = planRetreats(state, where, combat, outcome, chosen, formations);
    const applied = applyCombatOutcome(
      state,
      combat,
      outcome,
      { retreats: planned.retreats },
      where,
    );
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
    this.retreats.last = { combat, outcome, hex, ...planned, formations, after: next };
    this.applied = { hex, roll: outcome.roll, cell: outcome.cell, events: applied.value.events };
    this.game.notice = 'Result applied to the board: undo takes it back.';
    return true;
  }
}

/** A combat applied to the board, as its result panel tells it. */
export interface AppliedCombat {
  hex: string;
  roll: number;
  cell: string;
  events: readonly string[];
}
