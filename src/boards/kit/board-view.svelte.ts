/**
 * A hex board's viewport: how far it is zoomed and where it is panned, and
 * what pointers, the wheel and keys do to it. The screen shows a board point
 * p at p × scale + offset. No DOM here: the component feeds it screen points
 * (relative to the board's box) and sizes.
 */
import {
  fail,
  formatHex,
  hexAtPoint,
  hexCentre,
  isOnMap,
  parseHex,
  quoteInput,
  type Hex,
  type HexMap,
  type Point,
  type Result,
} from '../../../engine/core/index.ts';
import { makeGeometry, type BoardGeometry, type PlacedHex } from './board-geometry.ts';

export interface BoardViewOptions {
  /** A hex's circumradius in board units. */
  size?: number;
  /** Largest zoom: screen pixels per board unit. */
  maxScale?: number;
  /** How far a pointer may move (px) and still be a tap. */
  tapSlop?: number;
}

/** What a key did: the caller prevents the browser's default for anything but undefined. */
export type KeyOutcome =
  | { kind: 'moved'; hex: Hex }
  | { kind: 'select'; hex: Hex }
  | { kind: 'close' }
  | { kind: 'zoomed' };

type Gesture = 'none' | 'press' | 'drag' | 'pinch';

const zoomStep = 1.25;
/** Hex numbers are drawn this many sizes high, and not below this many pixels. */
export const labelSize = 0.34;
const minLabelPixels = 6;
/** A comfortable zoom to jump to (a hex about 48 px wide at the default size). */
const readableScale = 0.6;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

export class BoardView {
  readonly size: number;
  readonly maxScale: number;
  readonly tapSlop: number;

  map: HexMap = $state.raw({ columns: [1, 1], rows: [1, 1], lowerColumns: 'odd' });
  /** The board box's size on screen (px). */
  width = $state(360);
  height = $state(420);
  scale = $state(1);
  offset: Point = $state.raw({ x: 0, y: 0 });
  /** The hex the keyboard is on. */
  focused: Hex = $state.raw({ column: 1, row: 1 });

  geometry: BoardGeometry = $derived.by(() => makeGeometry(this.map, this.size));
  /** Smallest zoom: the whole board in view (never above the largest). */
  minScale = $derived.by(() =>
    Math.min(
      this.maxScale,
      this.width / this.geometry.bounds.width,
      this.height / this.geometry.bounds.height,
    ),
  );
  transform = $derived(
    `translate(${this.offset.x.toFixed(1)} ${this.offset.y.toFixed(1)}) scale(${this.scale.toFixed(4)})`,
  );
  focusedNumber = $derived(formatHex(this.focused));
  /**
   * The hexes whose numbers are drawn: those in view, once the numbers are big
   * enough to read. Laying out every label again at each zoom step cost a
   * whole frame on the largest map; a screen's worth costs little.
   */
  labelled: readonly PlacedHex[] = $derived.by(() => {
    if (this.scale * this.size * labelSize < minLabelPixels) return [];
    const { map, size } = this;
    const rows = map.rows[1] - map.rows[0] + 1;
    const columns = map.columns[1] - map.columns[0] + 1;
    const from = this.toBoard({ x: 0, y: 0 });
    const to = this.toBoard({ x: this.width, y: this.height });
    // Columns are 1.5 sizes apart from the first centre at x = size; rows one hex height apart.
    const column = (x: number) => Math.floor((x - size) / (1.5 * size));
    const row = (y: number) => Math.floor(y / (Math.sqrt(3) * size));
    const [c0, c1] = [Math.max(0, column(from.x) - 1), Math.min(columns - 1, column(to.x) + 1)];
    const [r0, r1] = [Math.max(0, row(from.y) - 1), Math.min(rows - 1, row(to.y) + 1)];
    const shown: PlacedHex[] = [];
    for (let c = c0; c <= c1; c++) {
      shown.push(...this.geometry.hexes.slice(c * rows + r0, c * rows + r1 + 1));
    }
    return shown;
  });
  /** The focused hex's place among all hexes, column by column, from 1. */
  focusedPosition = $derived(
    (this.focused.column - this.map.columns[0]) * (this.map.rows[1] - this.map.rows[0] + 1) +
      (this.focused.row - this.map.rows[0]) +
      1,
  );

  // eslint-disable-next-line svelte/prefer-svelte-reactivity -- gesture bookkeeping, never drawn
  #pointers = new Map<number, Point>();
  #start: Point = { x: 0, y: 0 };
  #gesture: Gesture = 'none';
  #measured = false;

  constructor(map: HexMap, options: BoardViewOptions = {}) {
    this.size = options.size ?? 40;
    this.maxScale = options.maxScale ?? 3;
    this.tapSlop = options.tapSlop ?? 10;
    this.map = map;
    this.focused = { column: map.columns[0], row: map.rows[0] };
    this.scale = this.minScale;
    this.#settle();
  }

  /** A new map (the stagger switched): the same hex stays in focus where it can. */
  setMap(map: HexMap): void {
    this.map = map;
    if (!isOnMap(this.focused, map)) this.focused = { column: map.columns[0], row: map.rows[0] };
    this.scale = clamp(this.scale, this.minScale, this.maxScale);
    this.#settle();
  }

  /** The box's size on screen; the first real size centres the focused hex (set before it was known). */
  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    const first = !this.#measured;
    this.#measured = true;
    this.width = width;
    this.height = height;
    this.scale = clamp(this.scale, this.minScale, this.maxScale);
    if (first) this.centreOn(this.focused);
    else this.#settle();
  }

  /** Board point under a screen point. */
  toBoard(point: Point): Point {
    return { x: (point.x - this.offset.x) / this.scale, y: (point.y - this.offset.y) / this.scale };
  }

  toScreen(point: Point): Point {
    return {
      x: point.x * this.scale + this.offset.x,
      y: point.y * this.scale + this.offset.y,
    };
  }

  /** The hex under a screen point, if any. */
  hexAt(point: Point): Hex | undefined {
    return hexAtPoint(this.toBoard(point), this.map, this.size);
  }

  /** Zooms by a factor, keeping the board point under `at` (screen) where it is. */
  zoomAt(at: Point, factor: number): void {
    if (!Number.isFinite(factor) || factor <= 0) return;
    const fixed = this.toBoard(at);
    this.scale = clamp(this.scale * factor, this.minScale, this.maxScale);
    this.offset = { x: at.x - fixed.x * this.scale, y: at.y - fixed.y * this.scale };
    this.#settle();
  }

  /** Zooms around the focused hex when it is in view, else around the middle of the view. */
  zoomBy(factor: number): void {
    const focus = this.toScreen(hexCentre(this.focused, this.map, this.size));
    const inView = focus.x >= 0 && focus.y >= 0 && focus.x <= this.width && focus.y <= this.height;
    this.zoomAt(inView ? focus : { x: this.width / 2, y: this.height / 2 }, factor);
  }

  panBy(dx: number, dy: number): void {
    this.offset = { x: this.offset.x + dx, y: this.offset.y + dy };
    this.#settle();
  }

  /** The wheel: down zooms out, up zooms in, around the pointer. `deltaY` in pixels. */
  wheel(at: Point, deltaY: number): void {
    this.zoomAt(at, Math.exp(-clamp(deltaY, -200, 200) * 0.002));
  }

  showAll(): void {
    this.scale = this.minScale;
    this.#settle();
  }

  /** Puts a hex in the middle of the view, at a readable zoom or closer. */
  centreOn(hex: Hex): void {
    this.scale = clamp(Math.max(this.scale, readableScale), this.minScale, this.maxScale);
    const centre = hexCentre(hex, this.map, this.size);
    this.offset = {
      x: this.width / 2 - centre.x * this.scale,
      y: this.height / 2 - centre.y * this.scale,
    };
    this.#settle();
  }

  /** A hex of this map, as a typed number would read: the middle one. */
  get sampleHex(): string {
    const middle = (range: readonly [number, number]) => Math.floor((range[0] + range[1]) / 2);
    return formatHex({ column: middle(this.map.columns), row: middle(this.map.rows) });
  }

  /**
   * Goes to a typed hex number, read only as the map prints it (no spaces, no
   * extra digits); anything else, or an off-map hex, is a field error and moves nothing.
   */
  jumpTo(text: string, field = 'jump'): Result<Hex> {
    const parsed = parseHex(text, this.map, field);
    if (parsed.ok && formatHex(parsed.value) !== text)
      return fail(
        field,
        'map',
        `${quoteInput(text)} is not a hex number as the map prints it, such as ${this.sampleHex}`,
      );
    if (parsed.ok) {
      this.focused = parsed.value;
      this.centreOn(parsed.value);
    }
    return parsed;
  }

  pointerDown(id: number, at: Point): void {
    this.#pointers.set(id, at);
    if (this.#pointers.size === 1) {
      this.#start = at;
      this.#gesture = 'press';
    } else {
      this.#gesture = 'pinch';
    }
  }

  pointerMove(id: number, at: Point): void {
    const before = this.#pointers.get(id);
    if (!before) return;
    const other = [...this.#pointers].find(([key]) => key !== id)?.[1];
    this.#pointers.set(id, at);
    if (this.#gesture === 'pinch' && other) {
      const from = middle(before, other);
      const to = middle(at, other);
      this.panBy(to.x - from.x, to.y - from.y);
      const was = distance(before, other);
      if (was > 0) this.zoomAt(to, distance(at, other) / was);
      return;
    }
    if (this.#gesture === 'press' && distance(at, this.#start) > this.tapSlop) {
      this.#gesture = 'drag';
    }
    if (this.#gesture === 'drag') this.panBy(at.x - before.x, at.y - before.y);
  }

  /** A pointer lifted: the hex tapped when it was a tap (one pointer that hardly moved). */
  pointerUp(id: number, at: Point): Hex | undefined {
    if (!this.#pointers.has(id)) return undefined;
    const tapped = this.#gesture === 'press' && this.#pointers.size === 1;
    this.#pointers.delete(id);
    if (this.#pointers.size === 0) this.#gesture = 'none';
    if (!tapped) return undefined;
    const hex = this.hexAt(at);
    if (hex) this.focused = hex;
    return hex;
  }

  pointerCancel(id: number): void {
    this.#pointers.delete(id);
    if (this.#pointers.size === 0) this.#gesture = 'none';
  }

  /** Arrows move the focused hex (left and right keep the row), + and − zoom, Enter or Space select, Escape closes. */
  key(key: string): KeyOutcome | undefined {
    const moves: Record<string, Hex> = {
      ArrowUp: { ...this.focused, row: this.focused.row - 1 },
      ArrowDown: { ...this.focused, row: this.focused.row + 1 },
      ArrowLeft: { ...this.focused, column: this.focused.column - 1 },
      ArrowRight: { ...this.focused, column: this.focused.column + 1 },
    };
    const next = moves[key];
    if (next) {
      if (isOnMap(next, this.map)) {
        this.focused = next;
        this.#reveal(next);
      }
      return { kind: 'moved', hex: this.focused };
    }
    if (key === '+' || key === '=') this.zoomBy(zoomStep);
    else if (key === '-' || key === '_') this.zoomBy(1 / zoomStep);
    else if (key === 'Enter' || key === ' ') return { kind: 'select', hex: this.focused };
    else if (key === 'Escape') return { kind: 'close' };
    else return undefined;
    return { kind: 'zoomed' };
  }

  /** Pans just enough to bring a hex fully into view. */
  #reveal(hex: Hex): void {
    const c = this.toScreen(hexCentre(hex, this.map, this.size));
    const r = this.size * this.scale;
    const dx = c.x - r < 0 ? r - c.x : c.x + r > this.width ? this.width - c.x - r : 0;
    const dy = c.y - r < 0 ? r - c.y : c.y + r > this.height ? this.height - c.y - r : 0;
    if (dx !== 0 || dy !== 0) this.panBy(dx, dy);
  }

  /** Keeps the board on screen: centred along an axis where it is smaller than the view, else edge to edge. */
  #settle(): void {
    const fit = (view: number, board: number, at: number) =>
      board <= view ? (view - board) / 2 : clamp(at, view - board, 0);
    const { width, height } = this.geometry.bounds;
    this.offset = {
      x: fit(this.width, width * this.scale, this.offset.x),
      y: fit(this.height, height * this.scale, this.offset.y),
    };
  }
}
