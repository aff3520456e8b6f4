/**
 * A game saved as a file (versioned JSON) or a link (compact JSON in
 * base64url), for any system: the checks every reader makes before a
 * system reads its own fields. Never throws.
 */
import { encodeLinkText } from '../link-text.ts';
import { fail, type Result } from '../result.ts';
import {
  checkFormatVersion,
  isRecord,
  own,
  readLinkJson,
  refusePrototypeKeys,
  type Fields,
} from '../untrusted-input.ts';

/** One system's saved-game format. */
export interface GameFormat {
  /** The file's `format` field, so another system's game (or an army file) is told apart. */
  name: string;
  /** The version this code writes and reads. */
  version: number;
  /** The rule every format error cites: the saved game's format itself. */
  rule: string;
  /** The book, as a refusal names it ("this is not a saved Knighthood game"). */
  book: string;
  /** Longer file text is refused before parsing. */
  longestFile: number;
  /** Longer link text is refused before decoding. */
  longestLink: number;
}

/** The game as a file's text: the format's name and version, then the system's fields. */
export function writeGameText(format: GameFormat, fields: Fields): string {
  return JSON.stringify({ format: format.name, version: format.version, ...fields }, null, 2);
}

/**
 * Reads a saved game's text: refuses text too long, not JSON, holding a
 * prototype key, of another format or of a version this code does not read,
 * then gives the file's fields to the system's `read`.
 */
export function readGameText<T>(
  text: unknown,
  format: GameFormat,
  read: (file: Fields) => Result<T>,
): Result<T> {
  if (typeof text !== 'string' || text.length > format.longestFile)
    return fail('file', format.rule, 'the file is too large to be a saved game');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('file', format.rule, 'the file is not JSON');
  }
  const clean = refusePrototypeKeys(parsed, 'file', format.rule);
  if (!clean.ok) return clean;
  if (!isRecord(parsed) || own(parsed, 'format') !== format.name)
    return fail('format', format.rule, `this is not a saved ${format.book} game`);
  const version = checkFormatVersion(
    own(parsed, 'version'),
    format.version,
    'version',
    format.rule,
  );
  if (!version.ok) return version;
  return read(parsed);
}

/** The game as a link: its compact JSON, the version first under `v`, as base64url. */
export function writeGameLink(format: GameFormat, compact: Fields): string {
  return encodeLinkText(JSON.stringify({ v: format.version, ...compact }));
}

/**
 * Reads a link made by `writeGameLink`: refuses text too long, not link text
 * of JSON, holding a prototype key or of a version this code does not read,
 * then gives the compact JSON to the system's `read`.
 */
export function readGameLink<T>(
  text: unknown,
  format: GameFormat,
  read: (compact: unknown) => Result<T>,
): Result<T> {
  const parsed = readLinkJson(text, format.longestLink);
  if (parsed === undefined) return fail('link', format.rule, 'the link does not hold a game');
  const clean = refusePrototypeKeys(parsed, 'link', format.rule);
  if (!clean.ok) return clean;
  const version = checkFormatVersion(own(parsed, 'v'), format.version, 'link.v', format.rule);
  if (!version.ok) return version;
  return read(parsed);
}
