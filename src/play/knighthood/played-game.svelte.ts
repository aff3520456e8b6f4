/**
 * The game followed at the table: its history (undo and redo are the core's),
 * every change through the engine, and the one line the page says after a
 * change that was refused. Knows no page and no storage.
 */
import {
  canRedo,
  canUndo,
  record,
  redo,
  startHistory,
  undo,
  type GameHistory,
} from '../../../engine/core/index.ts';
import {
  applyAction,
  confirmProposal,
  defaultReadings,
  otherReadings,
  readingsOfGame,
  type GameAction,
  type KnightGame,
  type Proposal,
  type Readings,
} from '../../../engine/knighthood/index.ts';

export class PlayedGame {
  history: GameHistory<KnightGame> | undefined = $state.raw();
  /** The last refusal or what just happened, said where the player looks. */
  notice = $state('');
  /** The readings chosen in the register now: a new game starts from them. */
  readonly chosenReadings: Readings;
  /** Called after every change of the history (the keeper writes the game). */
  onchange: () => void = () => {};

  constructor(chosenReadings: Readings = defaultReadings) {
    this.chosenReadings = chosenReadings;
  }

  /** The readings the game follows: those it was started with (a game saved without them: the chosen). */
  get readings(): Readings {
    const game = this.game;
    return game ? readingsOfGame(game, this.chosenReadings) : this.chosenReadings;
  }

  /** The switches the game reads the register's other way. */
  get changedReadings(): readonly string[] {
    return Object.keys(otherReadings(this.readings));
  }

  get game(): KnightGame | undefined {
    return this.history?.present;
  }

  get canUndo(): boolean {
    return this.history !== undefined && canUndo(this.history);
  }

  get canRedo(): boolean {
    return this.history !== undefined && canRedo(this.history);
  }

  /** Puts a game on the table with a history of its own. */
  begin(game: KnightGame): void {
    this.history = startHistory(game);
    this.notice = '';
  }

  /** Clears the table (nothing is kept by this alone). */
  end(): void {
    this.history = undefined;
  }

  #record(next: KnightGame): void {
    if (!this.history) return;
    this.history = record(this.history, next);
    this.notice = '';
    this.onchange();
  }

  /** One action as one step of the history; a refusal is the notice and changes nothing. */
  act(action: GameAction): boolean {
    const game = this.game;
    if (!game) return false;
    const next = applyAction(game, action, this.readings);
    if (!next.ok) {
      this.notice = `Not done: ${next.error.message} (${next.error.rule}).`;
      return false;
    }
    this.#record(next.value);
    return true;
  }

  /** A check's result, confirmed: all its changes as one step. */
  confirm(proposal: Proposal): boolean {
    const game = this.game;
    if (!game) return false;
    const next = confirmProposal(game, proposal, this.readings);
    if (!next.ok) {
      this.notice = `Not applied: ${next.error.message} (${next.error.rule}).`;
      return false;
    }
    this.#record(next.value);
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
