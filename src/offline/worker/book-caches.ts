/**
 * The books a reader keeps offline, one Cache Storage cache per group. Hand
 * written because workbox's precache saves one list, whole, at install: here
 * each group is saved when the page asks, with progress, and kept fresh at
 * every later visit. A file's revision is in its cache key (as in the
 * precache), so a save fetches only what changed and then drops what is gone.
 * A script several books load is in each of their lists and kept in each
 * cache (fetched once per save): dropping one book's cache leaves the others whole.
 */
import { copyResponse } from 'workbox-core';
import {
  cacheNameOf,
  createCacheKey,
  findGroup,
  resolveFile,
  type OfflineGroups,
  type SaveResult,
} from '../offline-groups.ts';

/** Files fetched at once: enough to fill a phone's link, few enough not to crowd the page's own requests. */
const parallel = 6;

interface Kept {
  group: string;
  key: string;
}

export function createBookCaches(groups: OfflineGroups, scope: string) {
  const byFile = new Map<string, Kept[]>();
  for (const [group, files] of Object.entries(groups))
    for (const file of files) {
      const path = resolveFile(new URL(file[0], scope).href, scope);
      const kept = { group, key: createCacheKey(file, scope) };
      if (path !== undefined) byFile.set(path, [...(byFile.get(path) ?? []), kept]);
    }
  const names = Object.keys(groups);

  /** Groups with a cache: the reader has saved them, whole or in part, at some version. */
  async function listKept(): Promise<string[]> {
    const caches_ = new Set(await caches.keys());
    return names.filter((group) => caches_.has(cacheNameOf(group)));
  }

  async function listSaved(): Promise<string[]> {
    const saved: string[] = [];
    for (const group of await listKept()) {
      const cache = await caches.open(cacheNameOf(group));
      const have = new Set((await cache.keys()).map((r) => r.url));
      if ((groups[group] ?? []).every((file) => have.has(createCacheKey(file, scope))))
        saved.push(group);
    }
    return saved;
  }

  /**
   * Saves the page's group, every group if asked, and brings every kept group
   * to this version; `report` hears the count after each file.
   */
  async function save(
    page: string,
    every: boolean,
    report: (done: number, total: number) => void,
  ): Promise<SaveResult> {
    const path = resolveFile(page, scope);
    const pageGroup = path === undefined ? undefined : findGroup(path);
    const wanted = new Set(every ? names : await listKept());
    if (pageGroup !== undefined && pageGroup in groups) wanted.add(pageGroup);

    // By cache key: a file two groups list is fetched once and put in both caches.
    const missing = new Map<string, { caches: Cache[]; path: string }>();
    const listed = new Set<string>();
    for (const group of wanted) {
      const cache = await caches.open(cacheNameOf(group));
      const have = new Set((await cache.keys()).map((r) => r.url));
      for (const file of groups[group] ?? []) {
        const key = createCacheKey(file, scope);
        listed.add(key);
        if (have.has(key)) continue;
        const entry = missing.get(key) ?? { caches: [], path: file[0] };
        entry.caches.push(cache);
        missing.set(key, entry);
      }
    }
    // The count is of files, each once however many groups list it.
    const queue = [...missing];
    const total = listed.size;
    let done = total - queue.length;
    report(done, total);

    let failure: string | null = null;
    const fetchNext = async (): Promise<void> => {
      for (let next = queue.shift(); next && !failure; next = queue.shift()) {
        const [key, { caches: into, path }] = next;
        failure = await saveFile(into, new URL(path, scope).href, key);
        if (!failure) report(++done, total);
      }
    };
    await Promise.all(Array.from({ length: parallel }, fetchNext));
    // Old revisions go only once the group is whole again: until then they still serve offline.
    if (!failure) for (const group of wanted) await dropStale(group);
    return {
      pageGroup: pageGroup !== undefined && pageGroup in groups ? pageGroup : null,
      saved: await listSaved(),
      groups: names,
      failure,
    };
  }

  async function dropStale(group: string): Promise<void> {
    const cache = await caches.open(cacheNameOf(group));
    const current = new Set((groups[group] ?? []).map((file) => createCacheKey(file, scope)));
    for (const request of await cache.keys())
      if (!current.has(request.url)) await cache.delete(request);
  }

  /** The kept response for a request, this version's or else an older one; undefined if not kept. */
  async function match(url: string): Promise<Response | undefined> {
    const path = resolveFile(url, scope);
    const kept = path === undefined ? undefined : byFile.get(path);
    if (!kept || path === undefined) return undefined;
    for (const { group, key } of kept) {
      if (!(await caches.has(cacheNameOf(group)))) continue;
      const cache = await caches.open(cacheNameOf(group));
      const response =
        (await cache.match(key)) ??
        (await cache.match(new URL(path, scope).href, { ignoreSearch: true }));
      if (response) return response;
    }
    return undefined;
  }

  /** Whether a request is for a file of some group. */
  const holds = (url: string): boolean => {
    const path = resolveFile(url, scope);
    return path !== undefined && byFile.has(path);
  };

  /**
   * Moves the books an older worker precached whole into their groups, before
   * the new precache drops them at activation: a reader on Save-Data keeps
   * every book they had. A file whose revision changed is kept as an older one
   * and refreshed at the next save.
   */
  async function adoptPrecached(precacheName: string): Promise<void> {
    if (!(await caches.has(precacheName))) return;
    const precache = await caches.open(precacheName);
    // Workbox keys each file as `url?__WB_REVISION__=<revision>` (or its plain url).
    const older = new Map<string, { request: Request; revision: string | null }>();
    for (const request of await precache.keys()) {
      const url = new URL(request.url);
      const revision = url.searchParams.get('__WB_REVISION__');
      url.search = '';
      older.set(url.href, { request, revision });
    }
    for (const [group, files] of Object.entries(groups)) {
      let cache: Cache | undefined;
      for (const file of files) {
        const old = older.get(new URL(file[0], scope).href);
        const response = old && (await precache.match(old.request));
        if (!old || !response) continue;
        cache ??= await caches.open(cacheNameOf(group));
        const same = file[1] === null || old.revision === file[1];
        const key = createCacheKey(same ? file : [file[0], `older-${old.revision}`], scope);
        if (!(await cache.match(key))) await cache.put(key, response);
      }
    }
  }

  return { save, match, holds, listSaved, adoptPrecached };
}

/** Fetches one file into the caches of the groups that list it; a sentence saying why not, or null. */
async function saveFile(into: Cache[], url: string, key: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache', credentials: 'same-origin' });
  } catch {
    return 'the network failed';
  }
  if (!response.ok) return `the site answered ${response.status} for ${new URL(url).pathname}`;
  try {
    // A host that redirects /x/index.html to /x/: a redirected response cannot answer a navigation.
    const kept = response.redirected ? await copyResponse(response) : response;
    for (const [i, cache] of into.entries())
      await cache.put(key, i === into.length - 1 ? kept : kept.clone());
  } catch (error) {
    return error instanceof DOMException && error.name === 'QuotaExceededError'
      ? 'this device has no room left for them'
      : 'the browser would not store them';
  }
  return null;
}
