/**
 * A game followed at the table, whatever the book: its history (undo and redo
 * are the core's) and the one line the page says after a change that was
 * refused. Each book's played game adds its actions through `take`. Knows no
 * page and no storage.
 */
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type GameHistory,
  type Result,
} from '../../../engine/core/index.ts';

/** The game a played game follows: `KnightGame` for Knighthood's. */
export type GameOf<P> = P extends GameRecord<infer G> ? G : never;

export class GameRecord<G> {
  history: GameHistory<G> | undefined = $state.raw();
  /** The last refusal or what just happened, said where the player looks. */
  notice = $state('');
  /** Called after every change of the history (the keeper writes the game). */
  onchange: () => void = () => {};

  get game(): G | undefined {
    return this.history?.present;
  }

  get canUndo(): boolean {
    return this.history !== undefined && canUndo(this.history);
  }

  get canRedo(): boolean {
    return this.history !== undefined && canRedo(this.history);
  }

  /** Puts a game on the table with a history of its own. */
  begin(game: G): void {
    this.history = startHistory(game);
    this.notice = '';
  }

  /** Clears the table (nothing is kept by this alone). */
  end(): void {
    this.history = undefined;
  }

  /** The engine's change of the game on the table as one step (see `take`); false with no game. */
  protected change(next: (game: G) => Result<G>, refused?: string): boolean {
    const game = this.game;
    return game !== undefined && this.take(next(game), refused);
  }

  /** The engine's answer as one step of the history; a refusal is the notice (`Not done: …`) and changes nothing. */
  protected take(next: Result<G>, refused = 'Not done'): boolean {
    if (!this.history) return false;
    if (!next.ok) {
      this.notice = `${refused}: ${next.error.message} (${next.error.rule}).`;
      return false;
    }
    this.history = record(this.history, next.value);
    this.notice = '';
    this.onchange();
    return true;
  }

  undo(): void {
    if (!this.history || !canUndo(this.history)) return;
    this.history = undo(this.history);
    this.notice = '';
    this.onchange();
  }

  redo(): void {
    if (!this.history || !canRedo(this.history)) return;
    this.history = redo(this.history);
    this.notice = '';
    this.onchange();
  }
}
