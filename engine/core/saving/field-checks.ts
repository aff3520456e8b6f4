/**
 * The checks a reader of saved input makes field by field, each refusal
 * naming the field and citing the format's rule: whole numbers in bounds,
 * true or false, text, one of a list, a list of bounded length.
 */
import { fail, ok, quoteInput, type Result } from '../result.ts';

/** The field checks of one format, each refusal citing `rule`. */
export function fieldChecks(rule: string) {
  const refuse = <T = never>(field: string, message: string): Result<T> =>
    fail(field, rule, message);
  /** A whole number from `min` to `max`; -0 is read as 0, which JSON writes back. */
  const whole = (value: unknown, min: number, max: number, field: string): Result<number> =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? ok(value === 0 ? 0 : value)
      : refuse(field, `${field} is a whole number from ${min} to ${max}, not ${quoteInput(value)}`);
  const flag = (value: unknown, field: string): Result<boolean> =>
    typeof value === 'boolean' ? ok(value) : refuse(field, `${field} is true or false`);
  const text = (value: unknown, field: string): Result<string> =>
    typeof value === 'string' ? ok(value) : refuse(field, `${field} is text`);
  const oneOf = <T extends string>(
    value: unknown,
    allowed: readonly T[],
    field: string,
  ): Result<T> =>
    allowed.includes(value as T)
      ? ok(value as T)
      : refuse(field, `${field} is one of ${allowed.join(', ')}, not ${quoteInput(value)}`);
  const list = (value: unknown, field: string, most: number): Result<unknown[]> =>
    Array.isArray(value) && value.length <= most
      ? ok(value)
      : refuse(field, `${field} is a list of at most ${most}`);
  return { refuse, whole, flag, text, oneOf, list };
}
