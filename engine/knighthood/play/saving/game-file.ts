/**
 * A Knighthood game saved as a file: versioned JSON holding both rosters and
 * everything the game did to them, with its log. Reading never throws: bad,
 * hostile or newer files are errors naming the field.
 */
import { own, type Result } from '../../../core/index.ts';
import { readGameText, writeGameText } from '../../../core/saving/index.ts';
import type { KnightGame } from '../game/state.ts';
import { knightGameFormat, readGame } from './check.ts';

/** The format's name, so another site's JSON (or an army file) is told apart from a game. */
export const gameFormat = knightGameFormat.name;
/** Longer text is refused before parsing. */
export const longestGameText = knightGameFormat.longestFile;

/** The game as a file's text. */
export function writeGameFile(game: KnightGame): string {
  return writeGameText(knightGameFormat, { game });
}

/** Reads a saved game's text; never throws. */
export function readGameFile(text: string): Result<KnightGame> {
  return readGameText(text, knightGameFormat, (file) => readGame(own(file, 'game')));
}
