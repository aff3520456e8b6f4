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
