/**
 * Games followed on a board, kept in the browser's IndexedDB (idb-keyval) as
 * their save file's text, one per scenario. A kept game that cannot be read
 * is set aside under its own key before anything overwrites it.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
const games = (): UseStore => (store ??= createStore('medieval-games', 'games'));

export function readKeptGame(key: string): Promise<string | undefined> {
  return get<string>(key, games());
}

/** Whether a game is kept for this board, so the board knows to bring play along. */
export async function hasKeptGame(key: string): Promise<boolean> {
  return (await readKeptGame(key)) !== undefined;
}

export function keepGame(key: string, text: string): Promise<void> {
  return set(key, text, games());
}

/** Keeps a kept game that could not be read, so starting afresh loses nothing. */
export function setAsideGame(key: string, text: string): Promise<void> {
  return set(`${key}:unreadable:${Date.now()}`, text, games());
}
