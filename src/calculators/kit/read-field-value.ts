/**
 * The one strict reader for values that arrive as text from a link or a file:
 * a value is read only when spelled exactly as the site writes it (digits with
 * no leading zero, no `-0`, no sign on positives, no spaces, no exponent, no
 * hex), within the field's range and among its options. Anything else is a
 * typed error naming the field, never a coerced value.
 */
import { fail, ok, quoteInput, type Result } from '../../../engine/core/index.ts';

/** The field a value fills: its key (what errors name) and its label (what the player reads). */
export interface FieldRef {
  readonly key: string;
  readonly label: string;
}

export interface WholeRange {
  readonly min: number;
  readonly max: number;
}

/** Whole numbers as the site writes them: 0, or digits not starting with 0, after an optional minus. */
const canonicalWhole = /^(?:0|-?[1-9]\d{0,14})$/;

const refuse = <T>(field: FieldRef, rule: string, wanted: string, text: string): Result<T> =>
  fail(field.key, rule, `${field.label}: ${wanted}, not ${quoteInput(text)}`);

/** The options when they fit a short line, else a pointer to the field's own list. */
export const describeOptions = (options: readonly unknown[]): string => {
  const listed = options.join(', ');
  return listed.length <= 30 ? `one of ${listed}` : 'one of its options';
};

const describeRange = ({ min, max }: WholeRange) => `a whole number from ${min} to ${max}`;

/** A whole number within the range, spelled as the site writes it. */
export function readWholeNumber(text: string, field: FieldRef, range: WholeRange): Result<number> {
  const n = canonicalWhole.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(n) && n >= range.min && n <= range.max
    ? ok(n)
    : refuse(field, 'whole number', describeRange(range), text);
}

/** One of the field's options, exactly. */
export function readChoice<T extends string>(
  text: string,
  field: FieldRef,
  options: readonly T[],
): Result<T> {
  const found = options.find((o) => o === text);
  if (found !== undefined) return ok(found);
  const listed = describeOptions(options);
  return refuse(field, 'choice', listed, text);
}

/** A yes or no, written 1 or 0. */
export function readFlag(text: string, field: FieldRef): Result<boolean> {
  if (text === '1') return ok(true);
  if (text === '0') return ok(false);
  return refuse(field, 'flag', '1 or 0', text);
}

/**
 * Dice faces as the site writes them: whole numbers within the range, one
 * space between, none at all for dice not yet read; at most `count` faces.
 */
export function readFaces(
  text: string,
  field: FieldRef,
  range: WholeRange & { readonly count: number },
): Result<number[]> {
  if (text === '') return ok([]);
  const parts = text.split(' ');
  const faces = parts.map((part) => readWholeNumber(part, field, range));
  return parts.length <= range.count && faces.every((f) => f.ok)
    ? ok(faces.map((f) => (f.ok ? f.value : 0)))
    : refuse(
        field,
        'faces',
        `up to ${range.count} faces, each ${describeRange(range)}, one space between`,
        text,
      );
}
