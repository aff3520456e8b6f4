/**
 * Keeping the game: written to the browser after every change, read back on
 * the next visit, and carried as a file or a link. A game that a file, a link,
 * a new game or "Bring back" replaces is set aside first, never lost; a
 * storage fault is kept to be said, and the game then lives in this tab.
 */
import {
  decodeGameLink,
  encodeGameLink,
  readGameFile,
  writeGameFile,
  type GameState,
  type SavedGame,
} from '../../../../../engine/medieval/index.ts';
import type { Result } from '../../../../../engine/core/index.ts';
import { fragmentValue } from '../../../kit/link-fragment.ts';
import { Keeper, type AsideEntry } from '../../../../lib/keeping/keeper.ts';
import type { KeepFault, Kept } from '../../../../lib/keeping/shelf.ts';
import { gamesShelf } from '../../board-storage.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

/** The game's key in the address's fragment. */
export const gameLinkKey = 'game=';

export class GameKeeping {
  readonly game: PlayedGame;
  readonly keeper: Keeper;
  /** The first storage fault met: the game then lives in this tab only. */
  fault: KeepFault | undefined = $state();
  /** Games a link, a file, a new game or "Bring back" replaced, newest first. */
  aside: readonly AsideEntry[] = $state.raw([]);
  /** The game just set aside, with the line that offers it back. */
  offer: { text: string; entry: AsideEntry } | undefined = $state();
  /** Settles once the last replacement is set aside and kept. */
  settled: Promise<void> = Promise.resolve();
  /** Writes to the browser not yet finished: a reload before they end would lose them. */
  pendingWrites = $state(0);

  constructor(game: PlayedGame, key: string) {
    this.game = game;
    this.keeper = new Keeper(gamesShelf(), key);
    game.onchange = () => void this.#save();
  }

  /** The game as a save file's text, with the board's marks and stagger. */
  fileText(): string {
    const { state, board } = this.game;
    return state ? writeGameFile(state, board.marks, board.chosen) : '';
  }

  /** The game as a link's fragment value. */
  linkText(): string {
    const { state, board } = this.game;
    return state ? encodeGameLink(state, board.setup, board.marks, board.chosen) : '';
  }

  /** Opens a save file's text; a bad file is the notice and the game on the board stays. */
  openFile(text: string): boolean {
    return this.#open(readGameFile(text, this.game.board.setup), 'file');
  }

  /**
   * Reads the game kept in this browser, then a game link in the fragment
   * (it replaces the kept game, which is set aside). A kept game that cannot
   * be read is set aside before anything could overwrite it.
   */
  async load(fragment: string): Promise<void> {
    const kept = await this.keeper.read();
    // A game that could not be read back must not be written over.
    if (!this.#note(kept)) this.keeper.held = true;
    else if (kept.value !== undefined) {
      const read = readGameFile(kept.value, this.game.board.setup);
      // The board keeps its own marks: only a file or a link brings others. Nothing changed, so nothing is written.
      if (read.ok) this.game.begin(read.value.state);
      else {
        const aside = await this.keeper.setAside(kept.value, 'Could not be read');
        if (!this.#note(aside)) this.keeper.held = true;
        this.game.notice = `The game kept in this browser could not be read (${read.error.message}); it is set aside, and a new game can start.`;
      }
    }
    const linked = fragmentValue(fragment, gameLinkKey);
    if (linked !== undefined) this.#open(decodeGameLink(linked, this.game.board.setup), 'link');
    await this.settled;
    await this.refresh();
  }

  /** Brings a set-aside game (and the marks it was kept with) back; the game on the board is set aside. */
  async bringBack(entry: AsideEntry): Promise<void> {
    if (!this.#open(readGameFile(entry.text, this.game.board.setup), 'set-aside list')) return;
    this.pendingWrites++;
    try {
      await this.settled;
      if (this.#note(await this.keeper.forget(entry))) await this.refresh();
    } finally {
      this.pendingWrites--;
    }
  }

  async refresh(): Promise<void> {
    const aside = await this.keeper.listAside();
    if (this.#note(aside)) this.aside = aside.value;
  }

  /**
   * Puts a game on the board, with a history of its own; the game it replaces is set aside first
   * (kept only once it is), with the line that offers it back.
   */
  takeOver(state: GameState, opened: string, adopted: Promise<void> = Promise.resolve()): void {
    const game = this.game.state;
    const before = game ? this.fileText() : undefined;
    const label = game ? `turn ${game.turn}, phase ${game.phase}` : '';
    this.game.begin(state);
    this.offer = undefined;
    this.pendingWrites++;
    this.settled = (async () => {
      await adopted;
      const aside = await this.keeper.setAsideBefore(before, this.fileText(), label);
      this.#note(aside);
      if (aside.ok && aside.value) {
        this.offer = {
          entry: aside.value,
          text: `${opened}; your previous game (${label}) is set aside.`,
        };
        this.game.notice = '';
      }
      await this.#save();
      await this.refresh();
    })().finally(() => this.pendingWrites--);
  }

  #open(read: Result<SavedGame>, from: 'file' | 'link' | 'set-aside list'): boolean {
    if (!read.ok) {
      this.game.notice = `The ${from} could not be opened (${read.error.message}); the game on the board is unchanged.`;
      return false;
    }
    const adopted = this.game.board.adopt(read.value.lowerColumns, read.value.terrain);
    const opened =
      from === 'set-aside list' ? 'Brought back the game' : `Opened the game from the ${from}`;
    this.takeOver(read.value.state, opened, adopted);
    if (!this.offer) this.game.notice = `Game opened from the ${from}.`;
    return true;
  }

  #note<T>(result: Kept<T>): result is { ok: true; value: T } {
    if (!result.ok) this.fault ??= result.fault;
    return result.ok;
  }

  async #save(): Promise<void> {
    if (!this.game.state) return;
    this.pendingWrites++;
    try {
      this.#note(await this.keeper.write(this.fileText()));
    } finally {
      this.pendingWrites--;
    }
  }
}
