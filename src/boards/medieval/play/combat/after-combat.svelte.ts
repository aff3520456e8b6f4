/**
 * The steps after an applied combat, as the engine lists them: each waits for
 * its dice and choices, is confirmed as one change of the game's history, and
 * undone through it. A step counts as done while the state it made is in the
 * history, so the game's own undo and redo keep the list honest.
 */
import {
  applyAfterCombatStep,
  listAfterCombatSteps,
  type AfterCombatChoice,
  type AfterCombatStep,
  type AppliedCombat,
  type GameState,
  type StepOutcome,
} from '../../../../../engine/medieval/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

interface Confirmed {
  key: string;
  outcome: StepOutcome;
}

export class AfterCombat {
  readonly game: PlayedGame;
  #listed: readonly AfterCombatStep[] = $state.raw([]);
  /** The state the combat left: its steps stand while it is in the history. */
  #base: GameState | undefined = $state.raw();
  #confirmed: readonly Confirmed[] = $state.raw([]);

  #kept(s: GameState | undefined): boolean {
    const history = this.game.history;
    return (
      s !== undefined &&
      history !== undefined &&
      (history.present === s || history.past.includes(s))
    );
  }

  /** The steps, while the combat that called for them stands (undoing it, or another game, drops them). */
  steps: readonly AfterCombatStep[] = $derived.by(() =>
    this.#kept(this.#base) ? this.#listed : [],
  );

  /** Confirmed steps whose state is still in the history (not undone), in the order confirmed. */
  done: readonly Confirmed[] = $derived.by(() =>
    this.#confirmed.filter((c) => this.#kept(c.outcome.state)),
  );

  constructor(game: PlayedGame) {
    this.game = game;
  }

  /** The steps a combat just applied calls for; earlier ones are dropped. */
  start(applied: AppliedCombat): void {
    this.#listed = listAfterCombatSteps(applied, this.game.context);
    this.#base = applied.after;
    this.#confirmed = [];
  }

  isDone(step: AfterCombatStep): boolean {
    return this.done.some((c) => c.key === step.key);
  }

  /** The step confirmed last and still standing: the only one its own undo can take back. */
  get last(): string | undefined {
    const state = this.game.history?.present;
    const top = this.done.at(-1);
    return top && top.outcome.state === state ? top.key : undefined;
  }

  /** Applies the step with the player's dice; a refusal is the game's notice. */
  confirm(step: AfterCombatStep, choice: AfterCombatChoice): boolean {
    const state = this.game.state;
    if (!state || this.isDone(step)) return false;
    const applied = applyAfterCombatStep(state, step, choice, this.game.context);
    if (!applied.ok) {
      this.game.notice = `${applied.error.message} (${applied.error.rule})`;
      return false;
    }
    this.game.commit(applied.value.state);
    this.#confirmed = [
      ...this.#confirmed.filter((c) => c.key !== step.key),
      { key: step.key, outcome: applied.value },
    ];
    this.game.notice = '';
    return true;
  }

  /** Takes back the step confirmed last, through the game's history. */
  undo(step: AfterCombatStep): void {
    if (this.last === step.key) this.game.undo();
  }
}
