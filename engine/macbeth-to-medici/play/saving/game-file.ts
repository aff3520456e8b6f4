/**
 * A From Macbeth to Medici game saved as a file: versioned JSON holding both
 * rosters and everything the game did to them, with its log. Reading never
 * throws: bad, hostile or newer files are errors naming the field.
 */
import { fail, type Result } from '../../../core/index.ts';
import type { MtmGame } from '../game/state.ts';
import {
  gameFileRule,
  gameFormatVersion,
  isRecord,
  migrateGameFormat,
  own,
  readGame,
  refusePrototypeKeys,
} from './check.ts';

/** The format's name, so another system's game is told apart. */
export const gameFormat = 'macbeth-to-medici-game';
/** Longer text is refused before parsing. */
export const longestGameText = 2_000_000;

/** The game as a file's text. */
export function writeGameFile(game: MtmGame): string {
  return JSON.stringify({ format: gameFormat, version: gameFormatVersion, game }, null, 2);
}

/** Reads a saved game's text; never throws. */
export function readGameFile(text: string): Result<MtmGame> {
  if (typeof text !== 'string' || text.length > longestGameText)
    return fail('file', gameFileRule, 'the file is too large to be a saved game');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('file', gameFileRule, 'the file is not JSON');
  }
  const clean = refusePrototypeKeys(parsed, 'file');
  if (!clean.ok) return clean;
  if (!isRecord(parsed) || own(parsed, 'format') !== gameFormat)
    return fail('format', gameFileRule, 'this is not a saved From Macbeth to Medici game');
  const version = migrateGameFormat(own(parsed, 'version'));
  if (!version.ok) return version;
  return readGame(own(parsed, 'game'));
}
