/**
 * Where the builder's army is kept: in this browser (the army being edited,
 * so a reload keeps it, and armies saved by name), with every army a link, a
 * file, a saved army or "Start a new army" replaces set aside first, so it
 * can be brought back. A storage fault is one line, and never costs the army.
 */
import { armyFromJson, armyFromLink, type Army } from '../../../../engine/knighthood/index.ts';
import { ok, quoteInput, type Result } from '../../../../engine/core/index.ts';
import { Keeper, type AsideEntry } from '../../../lib/keeping/keeper.ts';
import {
  openShelf,
  sayFault,
  type KeepFault,
  type Kept,
  type Shelf,
} from '../../../lib/keeping/shelf.ts';
import { ArmyBuilder, linkKey, newArmy } from './army-builder.svelte.ts';

const savedPrefix = 'saved:';
const fresh = new ArmyBuilder().fileText;

/** The builder's store in this browser. */
export const openArmyShelf = (): Shelf => openShelf('knighthood-3-armies', 'armies');

/** An army's name for a notice or the set-aside list, quoted and shortened. */
const nameOf = (army: { name: string }) => (army.name ? quoteInput(army.name) : 'unnamed army');

export class ArmyKeeper {
  readonly builder: ArmyBuilder;
  readonly shelf: Shelf;
  readonly current: Keeper;

  /** True once what the browser kept and the link have been read. */
  ready = $state(false);
  /** The first storage fault met: from then on the army lives in this tab only. */
  fault: KeepFault | undefined = $state();
  names: readonly string[] = $state.raw([]);
  aside: readonly AsideEntry[] = $state.raw([]);
  /**
   * Where the player is looking when the lines are said: at the builder's top
   * when a shared link opened the page, beside the keeping buttons after one.
   */
  linesAt: 'top' | 'panel' = $state('panel');
  /** The last army set aside, with the line that offers it back. */
  offer: { text: string; entry: AsideEntry } | undefined = $state();
  status = $derived(
    this.fault
      ? sayFault(this.fault, 'this army', 'it lives only in this tab — export it as a file')
      : '',
  );

  constructor(builder: ArmyBuilder, shelf: Shelf) {
    this.builder = builder;
    this.shelf = shelf;
    this.current = new Keeper(shelf, 'current');
  }

  #note<T>(result: Kept<T>): result is { ok: true; value: T } {
    if (!result.ok) this.fault ??= result.fault;
    return result.ok;
  }

  /** Opens a file's text, as a link is opened. */
  async openFile(text: string, fileName: string): Promise<boolean> {
    this.linesAt = 'panel';
    const source = `The file ${quoteInput(fileName)}`;
    return this.open(armyFromJson(text), source, (n) => `Opened ${n} from ${source.slice(4)}`);
  }

  /** Reads the kept army, then a shared link in `search` (it replaces the kept one, which is set aside). */
  async start(search: string): Promise<void> {
    const read = await this.current.read();
    // Unseen, the kept army must not be written over.
    if (!this.#note(read)) this.current.held = true;
    else if (read.value !== undefined) await this.#resume(read.value);
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once, never changed
    const shared = new URLSearchParams(search).get(linkKey);
    if (shared !== null) this.linesAt = 'top';
    if (shared !== null)
      await this.open(armyFromLink(shared), 'The shared link', (n) => `Opened ${n} from the link`);
    await this.refresh();
    this.ready = true;
  }

  async #resume(text: string): Promise<void> {
    if (this.builder.loadText(text, 'The army kept in this browser')) {
      this.builder.notice = undefined;
      return;
    }
    // Unreadable, it is set aside before the builder's army is kept over it.
    const aside = await this.current.setAside(text, 'Could not be read');
    if (!this.#note(aside)) this.current.held = true;
  }

  /** Keeps the army being edited (called on every change once ready). */
  async keep(text: string): Promise<void> {
    if (this.ready) this.#note(await this.current.write(text));
  }

  /**
   * Replaces the army with `read`, setting the one on the page aside first;
   * a bad read is the notice and changes nothing.
   */
  async open(
    read: Result<Army>,
    source: string,
    opened: (name: string) => string,
  ): Promise<boolean> {
    const builder = this.builder;
    if (!read.ok) return builder.load(read, source);
    const before = builder.fileText;
    const label = nameOf(builder.snapshot);
    const next = new ArmyBuilder();
    next.army = structuredClone(read.value) as ArmyBuilder['army'];
    const aside = await this.current.setAsideBefore(
      before === fresh ? undefined : before,
      next.fileText,
      label,
    );
    this.#note(aside);
    builder.load(read, source);
    this.offer = undefined;
    if (aside.ok && aside.value) {
      this.offer = {
        entry: aside.value,
        text: `${opened(nameOf(read.value))}; your previous army ${label} is set aside.`,
      };
      builder.notice = undefined;
    }
    await this.refresh();
    return true;
  }

  /** Brings a set-aside army back; the army on the page is set aside in its place. */
  async bringBack(entry: AsideEntry): Promise<void> {
    this.linesAt = 'panel';
    if (
      await this.open(armyFromJson(entry.text), 'The set-aside army', (n) => `Brought back ${n}`)
    ) {
      await this.current.forget(entry);
      await this.refresh();
    }
  }

  async saveAs(): Promise<string | undefined> {
    this.linesAt = 'panel';
    const name = this.builder.army.name.trim() || 'Unnamed army';
    if (!this.#note(await this.shelf.write(`${savedPrefix}${name}`, this.builder.fileText))) return;
    await this.refresh();
    this.builder.notice = { kind: 'done', text: `Saved in this browser as "${name}".` };
    return name;
  }

  async openSaved(name: string): Promise<void> {
    this.linesAt = 'panel';
    const text = await this.shelf.read(`${savedPrefix}${name}`);
    if (this.#note(text) && text.value !== undefined) {
      await this.open(armyFromJson(text.value), `The saved army "${name}"`, (n) => `Opened ${n}`);
    }
  }

  async forgetSaved(name: string): Promise<void> {
    this.linesAt = 'panel';
    if (!this.#note(await this.shelf.remove(`${savedPrefix}${name}`))) return;
    this.builder.notice = { kind: 'done', text: `"${name}" deleted from this browser.` };
    await this.refresh();
  }

  async startAgain(): Promise<void> {
    this.linesAt = 'panel';
    await this.open(ok(newArmy() as Army), 'A new army', () => 'Started a new army');
  }

  /** Reads the saved names and the set-aside list again. */
  async refresh(): Promise<void> {
    const [saved, aside] = await Promise.all([
      this.shelf.list(savedPrefix),
      this.current.listAside(),
    ]);
    if (this.#note(saved)) {
      this.names = saved.value
        .map(([key]) => key.slice(savedPrefix.length))
        .sort((a, b) => a.localeCompare(b));
    }
    if (this.#note(aside)) this.aside = aside.value;
  }
}
