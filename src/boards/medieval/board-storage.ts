/**
 * The marks of each scenario's board in the browser's IndexedDB (idb-keyval),
 * kept as the share link's text so a stored board is read like a link.
 */
import { createStore, get, set, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
const boards = (): UseStore => (store ??= createStore('medieval-boards', 'marks'));

/** One key per scenario: "bannockburn-1314/stirling". */
export const boardKey = (edition: string, scenarioId: string) => `${edition}/${scenarioId}`;

export function readKept(key: string): Promise<string | undefined> {
  return get<string>(key, boards());
}

export function keep(key: string, text: string): Promise<void> {
  return set(key, text, boards());
}
