/**
 * A scenario board's state: which hex is open, which sides are shown, the
 * terrain the player marked and the stagger chosen, kept in the browser and
 * carried by a share link. Markers come from the scenario's BoardSetup, one
 * per stagger (a zone's hexes depend on it).
 */
import {
  markersAt,
  terrainMarks,
  type BoardMarker,
  type BoardSetup,
  type TerrainMark,
  type TerrainMarks,
} from '../../../engine/medieval/index.ts';
import { BoardView } from '../kit/board-view.svelte.ts';
import { fragmentValue } from '../kit/link-fragment.ts';
import { Keeper, type AsideEntry } from '../../lib/keeping/keeper.ts';
import type { KeepFault, Kept } from '../../lib/keeping/shelf.ts';
import { decodeBoard, encodeBoard, type MarkedBoard } from './board-link.ts';
import { boardKey, marksShelf } from './board-storage.ts';
import type { BoardSetups, Stagger } from './board-staggers.ts';

const kindOrder: Record<BoardMarker['kind'], number> = {
  leader: 0,
  zone: 1,
  reinforcement: 2,
  place: 3,
};
const kindWords: Record<BoardMarker['kind'], string> = {
  leader: 'leader',
  zone: 'sets up',
  reinforcement: 'enters',
  place: 'place',
};

/** The share link's key in the address's fragment. */
export const linkKey = 'board=';
/** A board with no marks on the scenario's stagger: nothing worth setting aside. */
const unmarked = encodeBoard({ lowerColumns: undefined, marks: {} });

/** Marks in a few words, for the set-aside list: "3 hexes marked, odd columns lower". */
function describeMarks(board: MarkedBoard): string {
  const count = Object.keys(board.marks).length;
  const hexes = count === 1 ? '1 hex marked' : `${count} hexes marked`;
  return board.lowerColumns ? `${hexes}, ${board.lowerColumns} columns lower` : hexes;
}

export class ScenarioBoardState {
  readonly setups: BoardSetups;
  /** The stagger the scenario's reading chose. */
  readonly reading: Stagger;
  readonly view: BoardView;
  readonly key: string;

  selected: string | undefined = $state();
  hiddenSides: readonly string[] = $state.raw([]);
  marks: TerrainMarks = $state.raw({});
  /** The player's stagger; undefined keeps the scenario's. */
  chosen: Stagger | undefined = $state();
  /** Writes to the browser not yet finished: a reload before they end would lose them. */
  pendingWrites = $state(0);
  /** True once the browser's storage and the link have been read. */
  loaded = $state(false);
  /** One line about a link that could not be read. */
  notice = $state('');
  /** The first storage fault met: the marks then live in this tab only. */
  fault: KeepFault | undefined = $state();
  /** Marks a link, a game or "Bring back" replaced, newest first. */
  aside: readonly AsideEntry[] = $state.raw([]);
  /** The marks just set aside, with the line that offers them back. */
  offer: { text: string; entry: AsideEntry } | undefined = $state();
  readonly keeper: Keeper;

  stagger: Stagger = $derived.by(() => this.chosen ?? this.reading);
  setup: BoardSetup = $derived.by(() => this.setups[this.stagger]);
  /** Markers of the sides shown (places of no side always). */
  shown: BoardMarker[] = $derived(this.setup.markers.filter((m) => this.#isShown(m)));
  /** The open hex's markers and marks, for the panel. */
  panel = $derived(
    this.selected === undefined
      ? undefined
      : {
          hex: this.selected,
          markers: this.markersOn(this.selected),
          marks: this.marks[this.selected] ?? [],
        },
  );
  /** Hexes per terrain mark, for the terrain layer. */
  marked: [TerrainMark, string[]][] = $derived(
    terrainMarks
      .map((mark): [TerrainMark, string[]] => [
        mark,
        Object.keys(this.marks).filter((hex) => this.marks[hex]?.includes(mark)),
      ])
      .filter(([, hexes]) => hexes.length > 0),
  );
  linkText = $derived(encodeBoard({ lowerColumns: this.chosen, marks: this.marks }));

  constructor(setups: BoardSetups, reading: Stagger) {
    this.setups = setups;
    this.reading = reading;
    const setup = setups[reading];
    this.key = boardKey(setup.edition, setup.scenarioId);
    this.keeper = new Keeper(marksShelf(), this.key);
    this.view = new BoardView(setup.scenarioMap.map);
    const first = setup.markers[0];
    if (first) this.view.jumpTo(first.hex);
  }

  /** The markers shown on a hex, leaders first. */
  markersOn(hex: string): BoardMarker[] {
    return markersAt(this.setup, hex)
      .filter((m) => this.#isShown(m))
      .sort((a, b) => kindOrder[a.kind] - kindOrder[b.kind]);
  }

  #isShown(marker: BoardMarker): boolean {
    return marker.side === undefined || !this.hiddenSides.includes(marker.side);
  }

  /** What a hex holds, in words, for its accessible name ("Wallace, Scots leader with banner; …"). */
  describe(hex: string): string {
    const markers = this.markersOn(hex).map((m) => {
      const who = m.side ? `${m.side} ` : '';
      if (m.kind === 'leader') return `${m.label}, ${who}leader${m.banner ? ' with banner' : ''}`;
      const whose = m.leader ? `${m.leader}: ` : '';
      return `${whose}${m.label}, ${who}${kindWords[m.kind]}`;
    });
    const marks = this.marks[hex] ?? [];
    return [...markers, ...(marks.length > 0 ? [`marked ${marks.join(', ')}`] : [])].join('; ');
  }

  select(hex: string): void {
    this.selected = hex;
  }

  close(): void {
    this.selected = undefined;
  }

  toggleSide(side: string): void {
    this.hiddenSides = this.hiddenSides.includes(side)
      ? this.hiddenSides.filter((s) => s !== side)
      : [...this.hiddenSides, side];
  }

  toggleMark(hex: string, mark: TerrainMark): void {
    const now = this.marks[hex] ?? [];
    const next = now.includes(mark)
      ? now.filter((m) => m !== mark)
      : terrainMarks.filter((m) => m === mark || now.includes(m));
    const marks: Record<string, readonly TerrainMark[]> = { ...this.marks, [hex]: next };
    if (next.length === 0) delete marks[hex];
    this.marks = marks;
    void this.#save();
  }

  clearMarks(): void {
    this.marks = {};
    void this.#save();
  }

  setStagger(stagger: Stagger): void {
    this.chosen = stagger === this.reading ? undefined : stagger;
    this.view.setMap(this.setup.scenarioMap.map);
    void this.#save();
  }

  /** The address that opens this board with its marks. */
  shareUrl(page: string): string {
    return `${page}#${linkKey}${this.linkText}`;
  }

  /**
   * Reads what the browser kept, then a share link in the address's fragment
   * (it replaces the kept marks, which are set aside). A bad link is one line
   * in `notice` and changes nothing kept.
   */
  async load(fragment: string): Promise<void> {
    const map = this.setups[this.reading].scenarioMap.map;
    const kept = await this.keeper.read();
    // Marks that could not be read back must not be written over.
    if (!this.#note(kept)) this.keeper.held = true;
    else if (kept.value !== undefined) {
      const read = decodeBoard(kept.value, map);
      if (read.ok) this.#apply(read.value.lowerColumns, read.value.marks);
      else if (!this.#note(await this.keeper.setAside(kept.value, 'Could not be read'))) {
        this.keeper.held = true;
      }
    }
    const linked = fragmentValue(fragment, linkKey);
    if (linked !== undefined) {
      const link = decodeBoard(linked, map, 'link');
      if (link.ok) await this.#replace(link.value, 'Opened the marks from the link');
      else {
        this.notice = `The board link could not be read (${link.error.message}); your marks are unchanged.`;
      }
    }
    await this.refresh();
    this.loaded = true;
  }

  /** A game file or link brings its marks and stagger: the board takes and keeps them, setting its own aside. */
  adopt(stagger: Stagger | undefined, marks: TerrainMarks): Promise<void> {
    return this.#replace({ lowerColumns: stagger, marks }, undefined);
  }

  /** Brings set-aside marks back; the marks on the board are set aside in their place. */
  async bringBack(entry: AsideEntry): Promise<void> {
    const read = decodeBoard(entry.text, this.setups[this.reading].scenarioMap.map);
    if (!read.ok) {
      this.notice = `Those marks could not be read (${read.error.message}); your marks are unchanged.`;
      return;
    }
    this.pendingWrites++;
    try {
      await this.#replace(read.value, 'Brought back the marks');
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
   * Puts `next` on the board, the marks it replaces set aside first (with an
   * offer to undo, when `opened` says what was opened); kept only once they are.
   */
  async #replace(next: MarkedBoard, opened: string | undefined): Promise<void> {
    const before = { lowerColumns: this.chosen, marks: this.marks };
    const beforeText = this.linkText;
    this.#apply(next.lowerColumns, next.marks);
    const aside = await this.keeper.setAsideBefore(
      beforeText === unmarked ? undefined : beforeText,
      this.linkText,
      describeMarks(before),
    );
    this.#note(aside);
    this.offer =
      opened && aside.ok && aside.value
        ? { entry: aside.value, text: `${opened}; your previous marks are set aside.` }
        : undefined;
    await this.#save();
    await this.refresh();
  }

  #note<T>(result: Kept<T>): result is { ok: true; value: T } {
    if (!result.ok) this.fault ??= result.fault;
    return result.ok;
  }

  #apply(stagger: Stagger | undefined, marks: TerrainMarks): void {
    this.marks = marks;
    this.chosen = stagger === this.reading ? undefined : stagger;
    this.view.setMap(this.setup.scenarioMap.map);
  }

  async #save(): Promise<void> {
    this.pendingWrites++;
    try {
      this.#note(await this.keeper.write(this.linkText));
    } finally {
      this.pendingWrites--;
    }
  }
}
