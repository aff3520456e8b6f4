/**
 * The game and its view, loaded as one chunk once there is a game: kept in
 * this browser, linked, or just started. A first visit's page loads only the
 * set-up form.
 */
export { default as GameView } from './game/GameView.svelte';
export { PlayedGame } from './played-game.svelte.ts';
export { readGameReadings } from './game/game-readings.ts';
export { GameKeeping, openGameShelf } from './keeping/game-keeping.svelte.ts';
export { startFromSetup } from './start/start-game.ts';
