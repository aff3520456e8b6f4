/**
 * The game and its view, loaded as one chunk once there is a game: kept in
 * this browser, linked, or just started. A first visit's page loads only the
 * set-up form.
 */
import GameView from './game/GameView.svelte';
import { PlayedGame } from './played-game.svelte.ts';
import { readGameReadings } from './game/game-readings.ts';
import { GameKeeping, openGameShelf } from './keeping/game-keeping.svelte.ts';

export { startFromSetup } from './start/start-game.ts';

/** The game on the table, its keeper and its view, under the readings chosen in the register. */
export async function openGame() {
  const played = new PlayedGame(await readGameReadings());
  return { played, keeping: new GameKeeping(played, openGameShelf()), View: GameView };
}
