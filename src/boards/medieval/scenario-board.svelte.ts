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
import { decodeBoard, encodeBoard } from './board-link.ts';
import { boardKey, keep, readKept } from './board-storage.ts';
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
  /** True once the browser's storage and the link have been read. */
  loaded = $state(false);
  /** One line about the link or storage (a bad link, a failed save). */
  notice = $state('');

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
   * (it wins, and is kept). A bad link is one line in `notice` and changes nothing kept.
   */
  async load(fragment: string): Promise<void> {
    const map = this.setups[this.reading].scenarioMap.map;
    try {
      const kept = await readKept(this.key);
      const read = kept === undefined ? undefined : decodeBoard(kept, map);
      if (read?.ok) this.#apply(read.value.lowerColumns, read.value.marks);
    } catch {
      this.notice = 'This browser would not give back the marks kept for this board.';
    }
    const linked = fragmentValue(fragment, linkKey);
    if (linked !== undefined) {
      const link = decodeBoard(linked, map, 'link');
      if (link.ok) {
        this.#apply(link.value.lowerColumns, link.value.marks);
        await this.#save();
      } else {
        this.notice = `The board link could not be read (${link.error.message}); your marks are unchanged.`;
      }
    }
    this.loaded = true;
  }

  /** A game file or link brings its marks and stagger: the board takes and keeps them. */
  adopt(stagger: Stagger | undefined, marks: TerrainMarks): void {
    this.#apply(stagger, marks);
    void this.#save();
  }

  #apply(stagger: Stagger | undefined, marks: TerrainMarks): void {
    this.marks = marks;
    this.chosen = stagger === this.reading ? undefined : stagger;
    this.view.setMap(this.setup.scenarioMap.map);
  }

  async #save(): Promise<void> {
    try {
      await keep(this.key, this.linkText);
    } catch {
      this.notice = 'This browser would not keep the marks: copy the link to keep them.';
    }
  }
}
