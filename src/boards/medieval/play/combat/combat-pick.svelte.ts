/**
 * A combat picked on the board: the attacking units and the hex they attack,
 * read by the engine into the calculator's terms, and a rolled outcome
 * applied back to the game, with what it changed in words.
 */
import {
  applyCombatOutcome,
  getEdition,
  readBoardCombat,
  suggestRetreatHexes,
  type BoardCombat,
  type CombatOutcome,
} from '../../../../../engine/medieval/index.ts';
import type { Result } from '../../../../../engine/core/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';
import { draftFromBoard } from './board-combat-draft.ts';
import { AfterCombat } from './after-combat.svelte.ts';

export class CombatPick {
  readonly game: PlayedGame;
  /** Units picked to attack, and the hex they attack. */
  attackers: readonly string[] = $state.raw([]);
  defenderHex: string | undefined = $state();
  /** What the last applied combat changed, in words. */
  events: readonly string[] = $state.raw([]);
  /** The steps the last applied combat calls for (leaders' death rolls, pursuit). */
  readonly after: AfterCombat;

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

  constructor(game: PlayedGame) {
    this.game = game;
    this.after = new AfterCombat(game);
  }

  toggleAttacker(id: string): void {
    this.attackers = this.attackers.includes(id)
      ? this.attackers.filter((a) => a !== id)
      : [...this.attackers, id];
  }

  attackHex(hex: string | undefined): void {
    this.defenderHex = hex;
  }

  clear(): void {
    this.attackers = [];
    this.defenderHex = undefined;
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
  applyOutcome(outcome: CombatOutcome): boolean {
    const state = this.game.state;
    const combat = this.reading;
    if (!state || !combat?.ok) return false;
    const where = {
      setup: this.game.board.setup,
      map: this.game.map,
      terrain: this.game.board.marks,
    };
    const retreats: Record<string, string> = {};
    for (const [role, ids] of [
      ['attacker', combat.value.attackers],
      ['defender', combat.value.defenders],
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
        );
        const hex = reach.ok ? reach.value.hexes[0] : undefined;
        if (hex !== undefined) retreats[id] = hex;
      }
    }
    const applied = applyCombatOutcome(state, combat.value, outcome, { retreats }, where);
    if (!applied.ok) {
      this.game.notice = `${applied.error.message} (${applied.error.rule})`;
      return false;
    }
    this.game.commit(applied.value.state);
    this.events = applied.value.events;
    const after = applied.value.state;
    this.after.start({
      combat: combat.value,
      result: outcome.result,
      before: state,
      after,
      terrain: where.terrain,
    });
    this.game.notice = 'Result applied to the board: undo takes it back.';
    this.clear();
    return true;
  }
}
