/**
 * Play along: a game followed on the board beside the physical one. Its parts
 * each do one job (the game and its history, the picked counter, the combat
 * picked on the board, the strengths entered by group, keeping the game);
 * this joins them and sets a game up from the scenario.
 */
import { deployFromSetup, nameCounter, startGame } from '../../../../engine/medieval/index.ts';
import { CombatPick } from './combat/combat-pick.svelte.ts';
import { CounterControls } from './counter-controls.svelte.ts';
import { GameKeeping } from './keeping/game-keeping.svelte.ts';
import { PlayedGame, type BoardReading, type PlayScenario } from './played-game.svelte.ts';
import { StrengthEntry } from './strengths/strength-entry.svelte.ts';

export class PlayAlong {
  readonly game: PlayedGame;
  readonly counters: CounterControls;
  readonly combat: CombatPick;
  readonly keeping: GameKeeping;
  readonly strengths: StrengthEntry;

  constructor(board: BoardReading, scenario: PlayScenario, key: string) {
    this.game = new PlayedGame(board, scenario);
    this.counters = new CounterControls(this.game);
    this.combat = new CombatPick(this.game);
    this.keeping = new GameKeeping(this.game, key);
    this.strengths = new StrengthEntry(this.game);
  }

  /** A new game at the scenario's start, every counter off the board. */
  start(): void {
    const game = this.game;
    const started = startGame(game.board.setup, game.scenario);
    if (!started.ok) {
      game.notice = started.error.message;
      return;
    }
    this.keeping.takeOver(started.value, 'Started a new game');
    this.counters.selected = undefined;
    if (!this.keeping.offer)
      game.notice = 'New game: place the counters, or set them all up from the setup.';
  }

  /** Places every counter still off the board on its setup zone, facing the enemy. */
  deploy(): void {
    const game = this.game;
    if (!game.state) return;
    const deployed = deployFromSetup(game.state, game.board.setup, game.map);
    if (!deployed.ok) {
      game.notice = deployed.error.message;
      return;
    }
    game.commit(deployed.value.state);
    // Alike counters off the board read the same: counted, with the zone each belongs to.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- a local tally, never read reactively
    const left = new Map<string, number>();
    for (const id of deployed.value.unplaced) {
      const c = game.counterOf.get(id);
      const zone = game.board.setup.markers.find((m) => m.id === c?.startMarker);
      const name = `${c ? nameCounter(c) : ''}${zone ? ` (zone around ${zone.hex})` : ''}`;
      left.set(name, (left.get(name) ?? 0) + 1);
    }
    const listed = [...left].map(([name, n]) => (n > 1 ? `${n} × ${name}` : name));
    game.notice =
      listed.length === 0
        ? 'Every counter of the setup is on its zone.'
        : `No room within the stacking limit for ${listed.join('; ')}: pick each under “Not on the board” and tap a hex.`;
  }
}
