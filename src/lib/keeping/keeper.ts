/**
 * One kept thing (an army, a board's marks, a game) under its key on a shelf,
 * with the versions it replaced set aside beside it: a link, a file or "Bring
 * back" never overwrites kept work without first setting it aside, and a
 * set-aside version comes back the same way.
 */
import { kept, type Kept, type Shelf } from './shelf.ts';

/** A version set aside: what the player sees (`label`, `at`) and its text. */
export interface AsideEntry {
  /** The entry's key on the shelf. */
  id: string;
  label: string;
  /** When it was set aside, in ms since 1970. */
  at: number;
  text: string;
}

/** How many versions of one thing are kept aside; the oldest go first. */
export const asideLimit = 20;
/** Kept games that could not be read were set aside under this suffix before this module. */
const olderUnreadable = ':unreadable:';

function readEntry(id: string, text: string, key: string): AsideEntry | undefined {
  if (id.startsWith(`${key}${olderUnreadable}`)) {
    const at = Number(id.slice(key.length + olderUnreadable.length));
    return { id, label: 'Could not be read', at: Number.isFinite(at) ? at : 0, text };
  }
  try {
    const value = JSON.parse(text) as Partial<AsideEntry>;
    const { label, at, text: inner } = value;
    if (typeof label === 'string' && typeof at === 'number' && typeof inner === 'string') {
      return { id, label, at, text: inner };
    }
  } catch {
    // An entry garbled in storage is left where it is, unlisted.
  }
  return undefined;
}

export class Keeper {
  readonly shelf: Shelf;
  readonly key: string;
  /** Set when what was kept could not be set aside: writes stop, so it is not overwritten. */
  held = false;
  #last = 0;

  constructor(shelf: Shelf, key: string) {
    this.shelf = shelf;
    this.key = key;
  }

  read(): Promise<Kept<string | undefined>> {
    return this.shelf.read(this.key);
  }

  write(text: string): Promise<Kept<undefined>> {
    if (this.held) return Promise.resolve({ ok: false, fault: 'held' });
    return this.shelf.write(this.key, text);
  }

  /** Keeps `text` aside under a label; the oldest beyond asideLimit are dropped. */
  async setAside(text: string, label: string, at = Date.now()): Promise<Kept<AsideEntry>> {
    // Two set aside in one millisecond keep apart.
    this.#last = Math.max(at, this.#last + 1);
    const id = `${this.key}:aside:${this.#last}`;
    const entry = { id, label, at: this.#last, text };
    const written = await this.shelf.write(id, JSON.stringify({ label, at: entry.at, text }));
    if (!written.ok) return written;
    const all = await this.listAside();
    if (all.ok) for (const old of all.value.slice(asideLimit)) await this.shelf.remove(old.id);
    return kept(entry);
  }

  /** The versions set aside, newest first. */
  async listAside(): Promise<Kept<AsideEntry[]>> {
    const [aside, older] = await Promise.all([
      this.shelf.list(`${this.key}:aside:`),
      this.shelf.list(`${this.key}${olderUnreadable}`),
    ]);
    if (!aside.ok) return aside;
    const found = [...aside.value, ...(older.ok ? older.value : [])]
      .map(([id, text]) => readEntry(id, text, this.key))
      .filter((entry) => entry !== undefined);
    return kept(found.sort((a, b) => b.at - a.at));
  }

  /**
   * Before `next` replaces what is kept, sets the kept text aside (unless
   * there is none, or it is the same). When that fails, writes are held so
   * the kept text stays; the answer says so.
   */
  async setAsideBefore(
    current: string | undefined,
    next: string,
    label: string,
  ): Promise<Kept<AsideEntry | undefined>> {
    if (current === undefined || current === next) return kept(undefined);
    const aside = await this.setAside(current, label);
    if (!aside.ok) this.held = true;
    return aside;
  }

  /** Takes an entry off the list once it is back in use. */
  forget(entry: AsideEntry): Promise<Kept<undefined>> {
    return this.shelf.remove(entry.id);
  }
}
