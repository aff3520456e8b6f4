/**
 * Results, not exceptions: every engine function that can be given bad input
 * returns `Result`, and the error names the field and the rule it breaks, so
 * the UI can show it next to the field.
 */

export interface InputError {
  /** The input field at fault, e.g. `attacker.sp` or `dice`. */
  field: string;
  /** The rule that the value breaks, e.g. `1.4` or `2D6`. */
  rule: string;
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: InputError };

/** Wraps a value as a successful result. */
export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

/** Builds a failed result naming the field and the rule. */
export function fail<T = never>(field: string, rule: string, message: string): Result<T> {
  return { ok: false, error: { field, rule, message } };
}

/** Angle brackets, and characters that do not show or reorder text (controls, bidi and other format marks, line separators). */
const unseen = /[<>\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** How many characters of a player's input a message quotes at most. */
export const quotedLength = 24;

/**
 * A value from a link or a file as a message may quote it: text shortened to
 * its first characters (with "…"), in double quotes, with control characters,
 * lone surrogates, invisible and bidi marks and angle brackets escaped, so no message ever carries a
 * whole hostile string; anything else by its kind, never walked (deep input
 * would overflow the stack).
 */
export function quoteInput(value: unknown, limit = quotedLength): string {
  if (typeof value === 'number') return Object.is(value, -0) ? '-0' : String(value);
  if (typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value !== 'string') return 'nothing';
  const kept = Array.from(value.slice(0, limit + 1))
    .slice(0, limit)
    .join('');
  const shown = kept.length < value.length ? `${kept}…` : kept;
  return JSON.stringify(shown).replace(unseen, (c) =>
    Array.from(
      { length: c.length },
      (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`,
    ).join(''),
  );
}
