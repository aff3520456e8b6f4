/**
 * The readings a player chose in a book's register: for each switch, the
 * other reading the book's calculators start from on this device. Kept per
 * book on the browser's shelf; a calculator's own switch and a link's
 * readings still win over it. A fault keeps nothing and is said where the
 * player chose.
 */
import { kept, openShelf, type Kept, type Shelf } from '../keeping/shelf.ts';

/** Switch name → the other reading's value as text, as the register wrote it. */
export type PreferredReadings = Readonly<Record<string, string>>;

/** A switch the register offers: its name and the value that selects the other reading. */
export interface OfferedReading {
  readonly name: string;
  readonly value: string | number | boolean;
}

/** The switches a register offers. */
export function listOfferedReadings(
  register: readonly { readonly option?: OfferedReading | undefined }[],
): OfferedReading[] {
  return register.flatMap((entry) => (entry.option ? [entry.option] : []));
}

let shelf: Shelf | undefined;
/** The shelf the register writes and the calculators read, opened on first use. */
export const readingsShelf = (): Shelf => (shelf ??= openShelf('rules-readings', 'books'));

/** What a kept text holds: only names mapped to text; anything else is read as no choice. */
function parsePreferred(text: string | undefined): PreferredReadings {
  if (text === undefined) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** The readings the player chose for a book, or the fault that hid them. */
export async function readPreferredReadings(
  book: string,
  from: Shelf = readingsShelf(),
): Promise<Kept<PreferredReadings>> {
  const read = await from.read(book);
  return read.ok ? kept(parsePreferred(read.value)) : read;
}

/**
 * Chooses a switch's other reading for a book (`value`), or the site's own
 * (`undefined`), keeping the book's other choices; answers what is kept now.
 */
export async function choosePreferredReading(
  book: string,
  name: string,
  value: string | undefined,
  from: Shelf = readingsShelf(),
): Promise<Kept<PreferredReadings>> {
  const read = await readPreferredReadings(book, from);
  if (!read.ok) return read;
  const next: Record<string, string> = { ...read.value };
  if (value === undefined) delete next[name];
  else next[name] = value;
  const written = await from.write(book, JSON.stringify(next));
  return written.ok ? kept(next) : written;
}

/**
 * The readings a calculator starts from: the book's defaults with each chosen
 * other reading the register still offers. A choice the register no longer
 * offers (a renamed switch, a changed value) is passed over, never coerced.
 */
export function applyPreferredReadings<R extends object>(
  defaults: R,
  offered: readonly OfferedReading[],
  preferred: PreferredReadings,
): R {
  const readings: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, text] of Object.entries(preferred)) {
    const option = offered.find((o) => o.name === name && String(o.value) === text);
    if (option && name in readings) readings[name] = option.value;
  }
  return readings as R;
}
