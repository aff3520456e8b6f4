/**
 * The boards' stores in the browser: each scenario's marks (as the share
 * link's text, so a stored board is read like a link) and the game followed
 * on it (as its save file's text), one key per scenario.
 */
import { openShelf, type Shelf } from '../../lib/keeping/shelf.ts';

/** One key per scenario: "bannockburn-1314/stirling". */
export const boardKey = (edition: string, scenarioId: string) => `${edition}/${scenarioId}`;

let marks: Shelf | undefined;
let games: Shelf | undefined;
export const marksShelf = (): Shelf => (marks ??= openShelf('medieval-boards', 'marks'));
export const gamesShelf = (): Shelf => (games ??= openShelf('medieval-games', 'games'));
