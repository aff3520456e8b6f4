/**
 * The builder's armies in the browser's IndexedDB (idb-keyval): the army being
 * edited, so a reload keeps it, and any number of armies saved by name. Each
 * is kept as its versioned file text, so stored armies are read like files.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

const current = 'current';
const savedPrefix = 'saved:';

let store: UseStore | undefined;
const armies = (): UseStore => (store ??= createStore('knighthood-3-armies', 'armies'));

/** The army being edited, as file text, if one was kept. */
export function readCurrent(): Promise<string | undefined> {
  return get<string>(current, armies());
}

export function keepCurrent(text: string): Promise<void> {
  return set(current, text, armies());
}

/** The names of the saved armies, sorted. */
export async function savedNames(): Promise<string[]> {
  const all = await entries<IDBValidKey, string>(armies());
  return all
    .map(([key]) => key)
    .filter((key): key is string => typeof key === 'string' && key.startsWith(savedPrefix))
    .map((key) => key.slice(savedPrefix.length))
    .sort((a, b) => a.localeCompare(b));
}

export function readSaved(name: string): Promise<string | undefined> {
  return get<string>(`${savedPrefix}${name}`, armies());
}

export function saveAs(name: string, text: string): Promise<void> {
  return set(`${savedPrefix}${name}`, text, armies());
}

export function forget(name: string): Promise<void> {
  return del(`${savedPrefix}${name}`, armies());
}
