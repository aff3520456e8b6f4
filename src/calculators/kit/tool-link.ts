/**
 * Reading a rules tool's link (From Macbeth to Medici, Knighthood): each value
 * through the strict reader, against the field it fills. A link with any value
 * refused is refused whole (see docs/links.md): the tool keeps what it shows.
 */
import { ok, type InputError, type Result } from '../../../engine/core/index.ts';
import { readChoice, readFaces, readFlag, readWholeNumber } from './read-field-value.ts';
import type { DiceSlot, FieldSpec, FieldValue, ToolErratum } from './tool-state.svelte.ts';
import type { Fields } from './url-state.ts';

/** The range every number field reads: no count or factor on any table comes near. */
export const numberRange = { min: -9999, max: 9999 } as const;

/** The field values a link holds, each read strictly; keys the tool does not know are left out. */
export function readLinkedValues(
  fields: readonly FieldSpec[],
  stored: Fields,
): { values: Record<string, FieldValue>; refusals: InputError[] } {
  const values: Record<string, FieldValue> = {};
  const refusals: InputError[] = [];
  for (const field of fields) {
    const text = stored[field.key];
    if (text === undefined) continue;
    const read: Result<FieldValue> =
      field.kind === 'check'
        ? readFlag(text, field)
        : field.kind === 'number'
          ? field.optional && text === 'NaN'
            ? ok(Number.NaN)
            : readWholeNumber(text, field, numberRange)
          : field.kind === 'text'
            ? ok(text)
            : readChoice(
                text,
                field,
                field.options.map((o) => o.value),
              );
    if (read.ok) values[field.key] = read.value;
    else refusals.push(read.error);
  }
  return { values, refusals };
}

/** The faces a set of dice can show, and how many dice: what a link's faces keep within. */
function faceRange(slot: DiceSlot) {
  const faces = slot.entry.dice.flatMap((die) => die.faces);
  if (faces.length === 0) return { min: 0, max: 0, count: 0 };
  return { min: Math.min(...faces), max: Math.max(...faces), count: slot.entry.dice.length };
}

/**
 * The faces a link holds for a set of dice: as the reader reads them back, or
 * none while the dice are not needed or the faces are not ones they can show.
 */
export function writeLinkedFaces(slot: DiceSlot): string {
  const read = slot.entry.read;
  if (!(slot.active?.() ?? true) || read.some(Number.isNaN)) return '';
  const text = read.join(' ');
  return readFaces(text, { key: '', label: '' }, faceRange(slot)).ok ? text : '';
}

/**
 * Loads the faces a link holds (`d0`, `d1`) into each set of dice, read
 * against the dice as they are now; returns the refusals, loading none of those.
 */
export function readLinkedFaces(slots: readonly DiceSlot[], stored: Fields): InputError[] {
  const refusals: InputError[] = [];
  slots.forEach((slot, i) => {
    const text = stored[`d${i}`];
    if (text === undefined) return;
    const faces = readFaces(text, { key: slot.entry.field, label: slot.name }, faceRange(slot));
    if (faces.ok) slot.entry.load(text);
    else refusals.push(faces.error);
  });
  return refusals;
}

/**
 * Checks the readings a link holds (`o.name`): each the default, or the other
 * reading of an erratum the answer uses; returns the refusals.
 */
export function readLinkedReadings(
  defaults: object,
  errata: readonly ToolErratum[],
  stored: Fields,
): InputError[] {
  const refusals: InputError[] = [];
  for (const [name, value] of Object.entries(defaults)) {
    const text = stored[`o.${name}`];
    if (text === undefined) continue;
    const erratum = errata.find((c) => c.option?.name === name);
    const offered = [String(value), ...(erratum?.option ? [String(erratum.option.value)] : [])];
    const field = { key: `o.${name}`, label: erratum?.title ?? `The reading ${name}` };
    const read = readChoice(text, field, offered);
    if (!read.ok) refusals.push(read.error);
  }
  return refusals;
}

/** The one line a refused link shows: the first refusal, and how many more there were. */
export function describeRefusals(refusals: readonly InputError[]): string | undefined {
  const [first] = refusals;
  if (!first) return undefined;
  const more = refusals.length > 1 ? ` (and ${refusals.length - 1} more)` : '';
  return `This link was not opened: ${first.message}${more}.`;
}
