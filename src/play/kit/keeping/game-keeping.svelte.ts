/**
 * Keeping a game as the boards keep theirs, whatever the book: written to
 * this browser after every change, read back on the next visit, carried as a
 * file or a link. A game that a file, a link, a new game or "Bring back"
 * replaces is set aside first, never lost; a storage fault is said once and
 * the game then lives in this tab. The book gives its file and link codec.
 */
import type { Result } from '../../../../engine/core/index.ts';
import { fragmentValue } from '../../../boards/kit/link-fragment.ts';
import { Keeper, type AsideEntry } from '../../../lib/keeping/keeper.ts';
import { sayFault, type KeepFault, type Kept, type Shelf } from '../../../lib/keeping/shelf.ts';
import type { GameRecord } from '../game-history.svelte.ts';
import { gameLinkKey } from './open-game.ts';

export { gameLinkKey };

/** How a book writes and reads its games (its engine's file and link functions, by their names), and names one. */
export interface GameCodec<G> {
  readonly writeGameFile: (game: G) => string;
  readonly readGameFile: (text: string) => Result<G>;
  readonly encodeGameLink: (game: G) => string;
  readonly decodeGameLink: (text: string) => Result<G>;
  /** A game as the set-aside list names it: its sides and where it stood. */
  readonly label: (game: G) => string;
}

/** What the keeping buttons use of a kept game, whatever the book. */
export interface KeepingButtons {
  readonly aside: readonly AsideEntry[];
  fileText(): string;
  linkText(): string;
  openFile(text: string): boolean;
  bringBack(entry: AsideEntry): Promise<void>;
}

export class KeptGame<G> implements KeepingButtons {
  readonly played: GameRecord<G>;
  readonly keeper: Keeper;
  readonly codec: GameCodec<G>;
  /** The first storage fault met: the game then lives in this tab only. */
  fault: KeepFault | undefined = $state();
  aside: readonly AsideEntry[] = $state.raw([]);
  /** The game just set aside, with the line that offers it back. */
  offer: { text: string; entry: AsideEntry } | undefined = $state();
  /** True once the kept game and any link have been read. */
  ready = $state(false);
  /** Settles once the last replacement is set aside and the game kept. */
  settled: Promise<void> = Promise.resolve();
  status = $derived(
    this.fault
      ? sayFault(
          this.fault,
          'this game',
          'it lives only in this tab — save it as a file or copy a link',
        )
      : '',
  );

  constructor(played: GameRecord<G>, shelf: Shelf, codec: GameCodec<G>) {
    this.played = played;
    this.codec = codec;
    this.keeper = new Keeper(shelf, 'current');
    played.onchange = () => void this.#save();
  }

  fileText(): string {
    const game = this.played.game;
    return game === undefined ? '' : this.codec.writeGameFile(game);
  }

  linkText(): string {
    const game = this.played.game;
    return game === undefined ? '' : this.codec.encodeGameLink(game);
  }

  /** Reads the kept game, then a game link in the fragment (it replaces the kept one, set aside first). */
  async load(fragment: string): Promise<void> {
    const kept = await this.keeper.read();
    if (!this.#note(kept)) this.keeper.held = true;
    else if (kept.value !== undefined) {
      const read = this.codec.readGameFile(kept.value);
      // Reading writes nothing.
      if (read.ok) this.played.begin(read.value);
      else {
        const aside = await this.keeper.setAside(kept.value, 'Could not be read');
        if (!this.#note(aside)) this.keeper.held = true;
        this.played.notice = `The game kept in this browser could not be read (${read.error.message}); it is set aside, and a new game can start.`;
      }
    }
    const linked = fragmentValue(fragment, gameLinkKey);
    if (linked !== undefined) this.#open(this.codec.decodeGameLink(linked), 'link');
    await this.settled;
    await this.refresh();
    this.ready = true;
  }

  /** Opens a save file's text; a bad file is the notice and the game on the table stays. */
  openFile(text: string): boolean {
    return this.#open(this.codec.readGameFile(text), 'file');
  }

  /** A new game from the setup: the game it replaces is set aside first. */
  begin(game: G): Promise<void> {
    this.takeOver(game, 'Started a new game');
    return this.settled;
  }

  async bringBack(entry: AsideEntry): Promise<void> {
    if (!this.#open(this.codec.readGameFile(entry.text), 'set-aside list')) return;
    await this.settled;
    if (this.#note(await this.keeper.forget(entry))) await this.refresh();
  }

  async refresh(): Promise<void> {
    const aside = await this.keeper.listAside();
    if (this.#note(aside)) this.aside = aside.value;
  }

  /** Puts a game on the table; the one it replaces is set aside (and kept only once it is). */
  takeOver(game: G, opened: string): void {
    const current = this.played.game;
    const before = current === undefined ? undefined : this.fileText();
    const label = current === undefined ? '' : this.codec.label(current);
    this.played.begin(game);
    this.offer = undefined;
    this.settled = (async () => {
      const aside = await this.keeper.setAsideBefore(before, this.fileText(), label);
      this.#note(aside);
      if (aside.ok && aside.value)
        this.offer = {
          entry: aside.value,
          text: `${opened}; your previous game (${label}) is set aside.`,
        };
      await this.#save();
      await this.refresh();
    })();
  }

  #open(read: Result<G>, from: 'file' | 'link' | 'set-aside list'): boolean {
    if (!read.ok) {
      this.played.notice = `The ${from} could not be opened (${read.error.message}); the game on the table is unchanged.`;
      return false;
    }
    const opened =
      from === 'set-aside list' ? 'Brought back the game' : `Opened the game from the ${from}`;
    this.takeOver(read.value, opened);
    this.played.notice = `${opened}.`;
    return true;
  }

  #note<T>(result: Kept<T>): result is { ok: true; value: T } {
    if (!result.ok) this.fault ??= result.fault;
    return result.ok;
  }

  async #save(): Promise<void> {
    if (this.played.game === undefined) return;
    this.#note(await this.keeper.write(this.fileText()));
  }
}
