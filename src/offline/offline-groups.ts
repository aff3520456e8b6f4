/**
 * What the service worker keeps beyond the site's shell: the files of each
 * book (and of each comparison), so a phone saves the book in hand first and
 * the rest when the connection allows. Shared by the build, which writes the
 * lists into the worker, the worker, which saves and serves them, and the page.
 */

/** A file's path relative to the worker's folder, and its revision (null: the name has a hash). */
export type OfflineFile = readonly [path: string, revision: string | null];

/** Every group's files, by group name: `kosovo-1389`, `compare/1066-vs-kosovo-1389`. */
export type OfflineGroups = Readonly<Record<string, readonly OfflineFile[]>>;

/** Page → worker: save the page's group (and every group when `every`), keep the rest fresh. */
export interface SaveRequest {
  type: 'SAVE_OFFLINE';
  /** The page's address. */
  page: string;
  every: boolean;
}

/** Worker → page, while files are fetched: how many of the job's files are saved. */
export interface SaveProgress {
  type: 'OFFLINE_PROGRESS';
  done: number;
  total: number;
}

/** Worker → page, once the job ends: what is saved, and why it stopped if it did. */
export interface SaveResult {
  /** The group of the page that asked, or null for a shell page (home, 404). */
  pageGroup: string | null;
  /** Groups saved whole, at this version. */
  saved: string[];
  groups: string[];
  failure: string | null;
}

/**
 * The group a site file or page belongs to: its top folder, or for a
 * comparison its comparison's folder; undefined for a file at the top.
 */
export function findGroup(path: string): string | undefined {
  const folders = path.replace(/^\/+/, '').split('/').slice(0, -1);
  if (folders[0] === 'compare' && folders.length > 1) return `compare/${folders[1]}`;
  return folders[0];
}

/**
 * The file a request asks for, relative to the worker's scope, as the precache
 * reads it: query and fragment dropped (a shared link's own scripts read
 * them), a folder read as its index.html. Undefined outside the scope.
 */
export function resolveFile(url: string, scope: string): string | undefined {
  const { origin, pathname } = new URL(url);
  const root = new URL(scope);
  if (origin !== root.origin || !pathname.startsWith(root.pathname)) return undefined;
  // Left encoded: the worker resolves its own file list the same way.
  const path = pathname.slice(root.pathname.length);
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

/** Where a revision of a file is kept: its revision in the key, so a new one never hides behind an old one. */
export function createCacheKey([path, revision]: OfflineFile, scope: string): string {
  const url = new URL(path, scope);
  if (revision !== null) url.searchParams.set('__offline_revision', revision);
  return url.href;
}

/** The Cache Storage name of a group. */
export const cacheNameOf = (group: string): string => `offline-${group}`;
