/**
 * A game followed on the board beside the physical one: counters placed and
 * faced, turns and phases, MORALE, banners, fatigue and losses, with undo; a
 * combat picked on the board read into the calculator's terms, and its
 * rolled result applied back. Every change goes through the engine's
 * actions; the game is kept in the browser, and travels as a file or a link.
 */
import {
  allowStatus,
  applyAction,
  applyCombatOutcome,
  assignPlayers,
  decodeGameLink,
  deployFromSetup,
  describePhase,
  encodeGameLink,
  getEdition,
  readBoardCombat,
  readGameFile,
  record,
  redo,
  startGame,
  startHistory,
  suggestRetreatHexes,
  undo,
  writeGameFile,
  type BoardCombat,
  type BoardSetup,
  type CombatOutcome,
  type CounterStatus,
  type GameAction,
  type GameHistory,
  type GameState,
  type PlayContext,
  type SavedGame,
  type Scenario,
  type SetupCounter,
  type TerrainMarks,
} from '../../../engine/medieval/index.ts';
import type { HexMap, Result } from '../../../engine/core/index.ts';
import { draftFromBoard } from './board-combat-draft.ts';
import { fragmentValue } from '../kit/link-fragment.ts';
import { Keeper, type AsideEntry } from '../../lib/keeping/keeper.ts';
import type { KeepFault, Kept } from '../../lib/keeping/shelf.ts';
import { gamesShelf } from './board-storage.ts';
import type { Stagger } from './board-staggers.ts';

/** What play along reads of the board it sits on, and the one thing it may change there. */
export interface BoardReading {
  readonly setup: BoardSetup;
  readonly marks: TerrainMarks;
  /** The player's stagger, undefined for the scenario's reading. */
  readonly chosen: Stagger | undefined;
  /** A game file or link brings its own marks and stagger (the board sets its own aside). */
  adopt(stagger: Stagger | undefined, marks: TerrainMarks): Promise<void>;
}

/** What play along needs of the scenario: its turns, initiative and starting MORALE. */
export type PlayScenario = Pick<Scenario, 'id' | 'edition' | 'turns' | 'initiative' | 'morale'>;

/** Facings in words, clockwise from the top hexside (3.1.1). */
export const facingWords = [
  'up',
  'up-right',
  'down-right',
  'down',
  'down-left',
  'up-left',
] as const;

/** The game's key in the address's fragment. */
export const gameLinkKey = 'game=';

export class PlayAlong {
  readonly board: BoardReading;
  readonly scenario: PlayScenario;
  readonly key: string;

  history: GameHistory | undefined = $state.raw();
  /** The counter being moved or turned. */
  selected: string | undefined = $state();
  /** Units picked to attack, and the hex they attack. */
  attackers: readonly string[] = $state.raw([]);
  defenderHex: string | undefined = $state();
  /** One line: what the last step did, or why it was refused. */
  notice = $state('');
  /** What the last applied combat changed, in words. */
  events: readonly string[] = $state.raw([]);
  /** The first storage fault met: the game then lives in this tab only. */
  fault: KeepFault | undefined = $state();
  /** Games a link, a file, a new game or "Bring back" replaced, newest first. */
  aside: readonly AsideEntry[] = $state.raw([]);
  /** The game just set aside, with the line that offers it back. */
  offer: { text: string; entry: AsideEntry } | undefined = $state();
  readonly keeper: Keeper;
  /** Settles once the last replacement is set aside and kept. */
  settled: Promise<void> = Promise.resolve();
  /** Writes to the browser not yet finished: a reload before they end would lose them. */
  pendingWrites = $state(0);

  game: GameState | undefined = $derived(this.history?.present);
  context: PlayContext = $derived.by(() => ({ setup: this.board.setup, scenario: this.scenario }));
  map: HexMap = $derived.by(() => this.board.setup.scenarioMap.map);
  counterOf: ReadonlyMap<string, SetupCounter> = $derived.by(
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- rebuilt whole by the derivation
    () => new Map(this.board.setup.counters.map((c) => [c.id, c])),
  );
  /** Counter ids per hex, in setup order: what each hex of the board shows. */
  onHex: ReadonlyMap<string, readonly string[]> = $derived.by(() => {
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- rebuilt whole by the derivation
    const index = new Map<string, string[]>();
    for (const c of this.board.setup.counters) {
      const hex = this.game?.counters[c.id]?.hex;
      if (hex) index.set(hex, [...(index.get(hex) ?? []), c.id]);
    }
    return index;
  });
  /** Counters not on the board that can still be placed (eliminated ones come back by undo only). */
  tray: readonly SetupCounter[] = $derived.by(() =>
    this.board.setup.counters.filter((c) => {
      const on = this.game?.counters[c.id];
      return on !== undefined && on.hex === null && on.status !== 'eliminated';
    }),
  );
  /** The phase with the players' sides named: player A holds the scenario's initiative (2.1). */
  phaseText: { name: string; reply?: string } | undefined = $derived.by(() => {
    const phase = this.game ? describePhase(this.game.phase) : undefined;
    if (!phase?.ok) return undefined;
    const players = assignPlayers(this.board.setup.sides, this.scenario.initiative);
    const name = (text: string) =>
      players.ok ? text.replace(/\bA\b/, players.value.a).replace(/\bB\b/, players.value.b) : text;
    const { reply } = phase.value;
    return { name: name(phase.value.name), ...(reply ? { reply: name(reply) } : {}) };
  });
  canUndo = $derived((this.history?.past.length ?? 0) > 0);
  canRedo = $derived((this.history?.future.length ?? 0) > 0);
  /** The combat picked on the board, read by the engine, or why it cannot be read yet. */
  combat: Result<BoardCombat> | undefined = $derived.by(() => {
    const state = this.game;
    if (!state || this.attackers.length === 0 || this.defenderHex === undefined) return undefined;
    const edition = getEdition(state.edition);
    if (!edition.ok) return edition;
    return readBoardCombat(
      {
        state,
        setup: this.board.setup,
        map: this.map,
        terrain: this.board.marks,
        attackers: this.attackers,
        defenderHex: this.defenderHex,
      },
      edition.value,
    );
  });

  constructor(board: BoardReading, scenario: PlayScenario, key: string) {
    this.board = board;
    this.scenario = scenario;
    this.key = key;
    this.keeper = new Keeper(gamesShelf(), key);
  }

  /** The counters on a hex in words, for the hex's accessible name. */
  describeHex(hex: string): string {
    const game = this.game;
    const ids = this.onHex.get(hex) ?? [];
    if (!game || ids.length === 0) return '';
    const each = ids.map((id) => {
      const c = this.counterOf.get(id);
      const on = game.counters[id];
      if (!c || !on) return id;
      const sp = c.kind === 'leader' ? '' : `, ${on.sp ?? '?'} SP`;
      return `${c.side} ${c.label}${sp}, facing ${facingWords[on.facing]}${on.status === 'ready' ? '' : `, ${on.status}`}`;
    });
    return `counters: ${each.join('; ')}`;
  }

  /** A new game at the scenario's start, every counter off the board. */
  start(): void {
    const started = startGame(this.board.setup, this.scenario);
    if (!started.ok) {
      this.notice = started.error.message;
      return;
    }
    this.#takeOver(startHistory(started.value), 'Started a new game');
    this.selected = undefined;
    if (!this.offer)
      this.notice = 'New game: place the counters, or set them all up from the setup.';
  }

  /** Places every counter still off the board on its setup zone, facing the enemy. */
  deploy(): void {
    const state = this.game;
    if (!state) return;
    const deployed = deployFromSetup(state, this.board.setup, this.map);
    if (!deployed.ok) {
      this.notice = deployed.error.message;
      return;
    }
    this.#commit(deployed.value.state);
    const left = deployed.value.unplaced.length;
    this.notice =
      left === 0
        ? 'Every counter of the setup is on its zone.'
        : `${left} counters found no room on their zone: place them by hand.`;
  }

  /** Applies one action; a refusal is the notice, and nothing changes. */
  act(action: GameAction): boolean {
    const state = this.game;
    if (!state) return false;
    const next = applyAction(state, action, this.context);
    if (!next.ok) {
      this.notice = `${next.error.message} (${next.error.rule})`;
      return false;
    }
    this.#commit(next.value);
    this.notice = '';
    return true;
  }

  /** A tap on a hex with a counter picked moves it there (or places it from the tray); it stays picked, to be turned. */
  moveSelectedTo(hex: string): boolean {
    const id = this.selected;
    const on = id === undefined ? undefined : this.game?.counters[id];
    if (id === undefined || !on) return false;
    const moved = this.act(
      on.hex === null
        ? { type: 'place', counter: id, hex, facing: on.facing }
        : { type: 'move', counter: id, hex },
    );
    return moved;
  }

  /** Turns the picked counter one hexside clockwise (1) or anticlockwise (-1). */
  turnSelected(by: 1 | -1): void {
    const id = this.selected;
    const on = id === undefined ? undefined : this.game?.counters[id];
    if (id === undefined || !on) return;
    this.act({ type: 'turn', counter: id, facing: (on.facing + by + 6) % 6 });
  }

  /**
   * One MORALE box for a side. A scenario that carries MORALE over (6.1.3)
   * sets its start this way in its first phase, counter and value in effect together.
   */
  moraleFor(side: string): void {
    const game = this.game;
    if (!game) return;
    const settingStart =
      'carriedOverFrom' in this.scenario.morale &&
      game.turn === this.scenario.turns.first &&
      game.phase === 1;
    if (!settingStart) {
      this.act({ type: 'move-morale', favour: side, by: 1 });
      return;
    }
    const [first, second] = this.board.setup.sides;
    const next = game.morale.counter + (side === first ? 1 : -1);
    this.act({
      type: 'set-morale',
      value: Math.abs(next),
      favours: (next >= 0 ? first : second) ?? side,
    });
  }

  /** The markers this edition puts on this counter (scatter, or Kosovo's disorganization and panic). */
  statusChoices(id: string): CounterStatus[] {
    const counter = this.counterOf.get(id);
    const edition = getEdition(this.board.setup.edition);
    if (!counter || !edition.ok) return [];
    return (['disorganized', 'scattered', 'panicked'] as const).filter(
      (status) => allowStatus(status, counter, edition.value).ok,
    );
  }

  /** One SP more or less on a unit; an unset SP starts from 1 going up. */
  stepSp(id: string, by: 1 | -1): void {
    const sp = this.game?.counters[id]?.sp;
    this.act({ type: 'set-sp', counter: id, sp: sp === null || sp === undefined ? 1 : sp + by });
  }

  /** One point of fatigue more or less on a leader. */
  stepFatigue(leader: string, by: 1 | -1): void {
    this.act({ type: 'set-fatigue', leader, fatigue: (this.game?.fatigue[leader] ?? 0) + by });
  }

  pick(id: string | undefined): void {
    this.selected = this.selected === id ? undefined : id;
  }

  toggleAttacker(id: string): void {
    this.attackers = this.attackers.includes(id)
      ? this.attackers.filter((a) => a !== id)
      : [...this.attackers, id];
  }

  attackHex(hex: string | undefined): void {
    this.defenderHex = hex;
  }

  clearCombat(): void {
    this.attackers = [];
    this.defenderHex = undefined;
  }

  /** The calculator's draft for the picked combat, when it can be read. */
  get draft() {
    return this.combat?.ok ? draftFromBoard(this.combat.value) : undefined;
  }

  /**
   * 5.1.1 f–g: applies a rolled outcome. Losses fall by the engine's default
   * (the unit with most SPs first) and each retreating unit goes to the first
   * hex the engine ranks; the player corrects either with a move or undo.
   */
  applyOutcome(outcome: CombatOutcome): boolean {
    const state = this.game;
    const combat = this.combat;
    if (!state || !combat?.ok) return false;
    const where = { setup: this.board.setup, map: this.map, terrain: this.board.marks };
    const retreats: Record<string, string> = {};
    for (const [role, ids] of [
      ['attacker', combat.value.attackers],
      ['defender', combat.value.defenders],
    ] as const) {
      const distance = outcome.result[role].retreat;
      if (distance === 0) continue;
      for (const id of ids) {
        const reach = suggestRetreatHexes(
          state,
          where.setup,
          where.map,
          id,
          distance,
          where.terrain,
        );
        const hex = reach.ok ? reach.value.hexes[0] : undefined;
        if (hex !== undefined) retreats[id] = hex;
      }
    }
    const applied = applyCombatOutcome(state, combat.value, outcome, { retreats }, where);
    if (!applied.ok) {
      this.notice = `${applied.error.message} (${applied.error.rule})`;
      return false;
    }
    this.#commit(applied.value.state);
    this.events = applied.value.events;
    this.notice = 'Result applied to the board: undo takes it back.';
    this.clearCombat();
    return true;
  }

  undo(): void {
    if (this.history) this.#replace(undo(this.history));
  }

  redo(): void {
    if (this.history) this.#replace(redo(this.history));
  }

  /** The game as a save file's text, with the board's marks and stagger. */
  fileText(): string {
    return this.game ? writeGameFile(this.game, this.board.marks, this.board.chosen) : '';
  }

  /** The game as a link's fragment value. */
  linkText(): string {
    return this.game
      ? encodeGameLink(this.game, this.board.setup, this.board.marks, this.board.chosen)
      : '';
  }

  /** Opens a save file's text; a bad file is the notice and the game on the board stays. */
  openFile(text: string): boolean {
    return this.#open(readGameFile(text, this.board.setup), 'file');
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
      const read = readGameFile(kept.value, this.board.setup);
      // The board keeps its own marks: only a file or a link brings others. Nothing changed, so nothing is written.
      if (read.ok) this.history = startHistory(read.value.state);
      else {
        const aside = await this.keeper.setAside(kept.value, 'Could not be read');
        if (!this.#note(aside)) this.keeper.held = true;
        this.notice = `The game kept in this browser could not be read (${read.error.message}); it is set aside, and a new game can start.`;
      }
    }
    const linked = fragmentValue(fragment, gameLinkKey);
    if (linked !== undefined) this.#open(decodeGameLink(linked, this.board.setup), 'link');
    await this.settled;
    await this.refresh();
  }

  /** Brings a set-aside game (and the marks it was kept with) back; the game on the board is set aside. */
  async bringBack(entry: AsideEntry): Promise<void> {
    if (!this.#open(readGameFile(entry.text, this.board.setup), 'set-aside list')) return;
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

  #open(read: Result<SavedGame>, from: 'file' | 'link' | 'set-aside list'): boolean {
    if (!read.ok) {
      this.notice = `The ${from} could not be opened (${read.error.message}); the game on the board is unchanged.`;
      return false;
    }
    const adopted = this.board.adopt(read.value.lowerColumns, read.value.terrain);
    const opened =
      from === 'set-aside list' ? 'Brought back the game' : `Opened the game from the ${from}`;
    this.#takeOver(startHistory(read.value.state), opened, adopted);
    if (!this.offer) this.notice = `Game opened from the ${from}.`;
    return true;
  }

  /**
   * Puts a new history on the board; the game it replaces is set aside first
   * (kept only once it is), with the line that offers it back.
   */
  #takeOver(
    history: GameHistory,
    opened: string,
    adopted: Promise<void> = Promise.resolve(),
  ): void {
    const game = this.game;
    const before = game ? this.fileText() : undefined;
    const label = game ? `turn ${game.turn}, phase ${game.phase}` : '';
    this.history = history;
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
        this.notice = '';
      }
      await this.#save();
      await this.refresh();
    })().finally(() => this.pendingWrites--);
  }

  #note<T>(result: Kept<T>): result is { ok: true; value: T } {
    if (!result.ok) this.fault ??= result.fault;
    return result.ok;
  }

  #commit(next: GameState): void {
    if (this.history) this.#replace(record(this.history, next));
  }

  #replace(history: GameHistory): void {
    this.history = history;
    void this.#save();
  }

  async #save(): Promise<void> {
    if (!this.game) return;
    this.pendingWrites++;
    try {
      this.#note(await this.keeper.write(this.fileText()));
    } finally {
      this.pendingWrites--;
    }
  }
}
