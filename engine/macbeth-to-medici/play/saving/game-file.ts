/**
 * A From Macbeth to Medici game saved as a file: versioned JSON holding both
 * rosters and everything the game did to them, with its log. Reading never
 * throws: bad, hostile or newer files are errors naming the field.
 */
import { own, type Result } from '../../../core/index.ts';
import { readGameText, writeGameText } from '../../../core/saving/index.ts';
import type { MtmGame } from '../game/state.ts';
import { mtmGameFormat, readGame } from './check.ts';

/** The format's name, so another system's game is told apart. */
export const gameFormat = mtmGameFormat.name;
/** Longer text is refused before parsing. */
export const longestGameText = mtmGameFormat.longestFile;

/** The game as a file's text. */
export function writeGameFile(game: MtmGame): string {
  return writeGameText(mtmGameFormat, { game });
}

/** Reads a saved game's text; never throws. */
export function readGameFile(text: string): Result<MtmGame> {
  return readGameText(text, mtmGameFormat, (file) => readGame(own(file, 'game')));
}
