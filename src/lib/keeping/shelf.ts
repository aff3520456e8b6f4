/**
 * The browser's IndexedDB (idb-keyval) behind calls that never throw: each
 * answers a Kept value, the text or why storage failed. A store that is
 * missing, refuses to open, is full or never answers is a fault kind the page
 * says in one line; nothing kept is touched by a failure.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** Why the browser did not keep or give back: no IndexedDB, refused, full, no answer, or held back. */
export type KeepFault = 'missing' | 'refused' | 'full' | 'silent' | 'held';
export type Kept<T> = { ok: true; value: T } | { ok: false; fault: KeepFault };

/** Texts by key in one store of the browser. */
export interface Shelf {
  read(key: string): Promise<Kept<string | undefined>>;
  write(key: string, text: string): Promise<Kept<undefined>>;
  remove(key: string): Promise<Kept<undefined>>;
  /** Every text whose key starts with `prefix`, as [key, text]. */
  list(prefix: string): Promise<Kept<[string, string][]>>;
}

export const kept = <T>(value: T): Kept<T> => ({ ok: true, value });

/** The fault a storage error stands for. */
export function faultOf(error: unknown): KeepFault {
  if (typeof indexedDB === 'undefined') return 'missing';
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'QuotaExceededError') return 'full';
  return name === 'TimeoutError' ? 'silent' : 'refused';
}

/** A storage call that has not answered in `ms` is a fault: a blocked open waits forever. */
function answerWithin<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DOMException('No answer', 'TimeoutError')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** One idb-keyval store, opened on first use; `ms` bounds each call. */
export function openShelf(database: string, storeName: string, ms = 5000): Shelf {
  let store: UseStore | undefined;
  const attempt = async <T>(run: (store: UseStore) => Promise<T>): Promise<Kept<T>> => {
    try {
      store ??= createStore(database, storeName);
      return kept(await answerWithin(run(store), ms));
    } catch (error) {
      return { ok: false, fault: faultOf(error) };
    }
  };
  return {
    read: (key) =>
      attempt(async (s) => {
        const value: unknown = await get(key, s);
        return typeof value === 'string' ? value : undefined;
      }),
    write: (key, text) => attempt(async (s) => void (await set(key, text, s))),
    remove: (key) => attempt(async (s) => void (await del(key, s))),
    list: (prefix) =>
      attempt(async (s) =>
        (await entries<IDBValidKey, unknown>(s)).filter(
          (entry): entry is [string, string] =>
            typeof entry[0] === 'string' &&
            entry[0].startsWith(prefix) &&
            typeof entry[1] === 'string',
        ),
      ),
  };
}

/** A shelf in memory, for tests and for a page that must not touch storage. */
export function memoryShelf(
  texts = new Map<string, string>(),
): Shelf & { texts: Map<string, string> } {
  return {
    texts,
    read: (key) => Promise.resolve(kept(texts.get(key))),
    write: (key, text) => Promise.resolve(kept(void texts.set(key, text))),
    remove: (key) => Promise.resolve(kept(void texts.delete(key))),
    list: (prefix) => Promise.resolve(kept([...texts].filter(([key]) => key.startsWith(prefix)))),
  };
}

const reasons: Record<KeepFault, string> = {
  missing: 'it has no storage for this page: private mode, or storage switched off',
  refused: 'it refused to open its storage',
  full: 'its storage is full',
  silent: 'its storage did not answer',
  held: 'what it kept could not be set aside first',
};

/** The one line a page shows for a fault: what is not kept, why, and what still works. */
export function sayFault(fault: KeepFault, what: string, stillWorks: string): string {
  return `This browser will not keep ${what} (${reasons[fault]}): ${stillWorks}.`;
}
