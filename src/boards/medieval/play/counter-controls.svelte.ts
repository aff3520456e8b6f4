/**
 * The counter picked on the board or in a list, and what the player does to
 * it: move it to a tapped hex, turn it, set its SPs and its markers.
 */
import { allowStatus, getEdition, type CounterStatus } from '../../../../engine/medieval/index.ts';
import type { PlayedGame } from './played-game.svelte.ts';

export class CounterControls {
  readonly game: PlayedGame;
  /** The counter being moved or turned. */
  selected: string | undefined = $state();

  constructor(game: PlayedGame) {
    this.game = game;
  }

  pick(id: string | undefined): void {
    this.selected = this.selected === id ? undefined : id;
  }

  /** A tap on a hex with a counter picked moves it there (or places it from the tray); it stays picked, to be turned. */
  moveSelectedTo(hex: string): boolean {
    const id = this.selected;
    const on = id === undefined ? undefined : this.game.state?.counters[id];
    if (id === undefined || !on) return false;
    return this.game.act(
      on.hex === null
        ? { type: 'place', counter: id, hex, facing: on.facing }
        : { type: 'move', counter: id, hex },
    );
  }

  /** Turns the picked counter one hexside clockwise (1) or anticlockwise (-1). */
  turnSelected(by: 1 | -1): void {
    const id = this.selected;
    const on = id === undefined ? undefined : this.game.state?.counters[id];
    if (id === undefined || !on) return;
    this.game.act({ type: 'turn', counter: id, facing: (on.facing + by + 6) % 6 });
  }

  /** One SP more or less on a unit; an unset SP starts from 1 going up. */
  stepSp(id: string, by: 1 | -1): void {
    const sp = this.game.state?.counters[id]?.sp;
    this.game.act({
      type: 'set-sp',
      counter: id,
      sp: sp === null || sp === undefined ? 1 : sp + by,
    });
  }

  /** The markers this edition puts on this counter (scatter, or Kosovo's disorganization and panic). */
  statusChoices(id: string): CounterStatus[] {
    const counter = this.game.counterOf.get(id);
    const edition = getEdition(this.game.board.setup.edition);
    if (!counter || !edition.ok) return [];
    return (['disorganized', 'scattered', 'panicked'] as const).filter(
      (status) => allowStatus(status, counter, edition.value).ok,
    );
  }
}
