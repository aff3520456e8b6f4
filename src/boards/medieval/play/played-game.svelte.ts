/**
 * The game followed on the board: its history with undo, what the board reads
 * of it (counters per hex, the tray, the phase in words), MORALE and fatigue.
 * Every change goes through the engine's actions; a refusal is the one-line
 * notice, and nothing changes.
 */
import {
  applyAction,
  assignPlayers,
  describePhase,
  nameCounters,
  record,
  redo,
  startHistory,
  undo,
  type BoardSetup,
  type GameAction,
  type GameHistory,
  type GameState,
  type PlayContext,
  type Scenario,
  type SetupCounter,
  type TerrainMarks,
} from '../../../../engine/medieval/index.ts';
import type { HexMap } from '../../../../engine/core/index.ts';
import type { Stagger } from '../board-staggers.ts';
import { facingWords, statusWords } from './counter-words.ts';

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

export class PlayedGame {
  readonly board: BoardReading;
  readonly scenario: PlayScenario;
  /** Called after every change of the history, so the game is kept. */
  onchange: () => void = () => {};

  history: GameHistory | undefined = $state.raw();
  /** One line: what the last step did, or why it was refused. */
  notice = $state('');

  state: GameState | undefined = $derived(this.history?.present);
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
      const hex = this.state?.counters[c.id]?.hex;
      if (hex) index.set(hex, [...(index.get(hex) ?? []), c.id]);
    }
    return index;
  });
  /**
   * Each counter as the player tells it apart, by what its counter prints (never
   * an internal id): a hex's list gives every unit its SPs, and "1 of 2" where
   * two read the same.
   */
  names: ReadonlyMap<string, string> = $derived.by(() =>
    nameCounters(
      this.board.setup.counters.flatMap((setup) => {
        const on = this.state?.counters[setup.id];
        return on ? [{ id: setup.id, setup, board: on }] : [];
      }),
      { sp: 'always' },
    ),
  );
  /** Counters not on the board that can still be placed (eliminated ones come back by undo only). */
  tray: readonly SetupCounter[] = $derived.by(() =>
    this.board.setup.counters.filter((c) => {
      const on = this.state?.counters[c.id];
      return on !== undefined && on.hex === null && on.status !== 'eliminated';
    }),
  );
  /** The phase with the players' sides named: player A holds the scenario's initiative. */
  phaseText: { name: string; reply?: string } | undefined = $derived.by(() => {
    const phase = this.state ? describePhase(this.state.phase) : undefined;
    if (!phase?.ok) return undefined;
    const players = assignPlayers(this.board.setup.sides, this.scenario.initiative);
    const name = (text: string) =>
      players.ok ? text.replace(/\bA\b/, players.value.a).replace(/\bB\b/, players.value.b) : text;
    const { reply } = phase.value;
    return { name: name(phase.value.name), ...(reply ? { reply: name(reply) } : {}) };
  });
  canUndo = $derived((this.history?.past.length ?? 0) > 0);
  canRedo = $derived((this.history?.future.length ?? 0) > 0);

  constructor(board: BoardReading, scenario: PlayScenario) {
    this.board = board;
    this.scenario = scenario;
  }

  /** The counters on a hex and the river sides marked around it, in words, for the hex's accessible name. */
  describeHex(hex: string): string {
    const state = this.state;
    if (!state) return '';
    const ids = this.onHex.get(hex) ?? [];
    const rivers = (state.riverSides ?? []).flatMap(([a, b]) =>
      a === hex ? [b] : b === hex ? [a] : [],
    );
    const river = rivers.length > 0 ? `river sides toward ${rivers.join(', ')}` : '';
    if (ids.length === 0) return river;
    const each = ids.flatMap((id) => {
      const c = this.counterOf.get(id);
      const on = state.counters[id];
      if (!c || !on) return [];
      const status = on.status === 'ready' ? '' : `, ${statusWords[on.status]}`;
      return [`${c.side} ${this.names.get(id) ?? ''}, facing ${facingWords[on.facing]}${status}`];
    });
    return [`counters: ${each.join('; ')}`, river].filter(Boolean).join('; ');
  }

  /** Applies one action; a refusal is the notice, and nothing changes. */
  act(action: GameAction): boolean {
    const state = this.state;
    if (!state) return false;
    const next = applyAction(state, action, this.context);
    if (!next.ok) {
      this.notice = `${next.error.message} (${next.error.rule})`;
      return false;
    }
    this.commit(next.value);
    this.notice = '';
    return true;
  }

  /** A new state on top of the history: undo takes it back. */
  commit(next: GameState): void {
    if (this.history) this.#replace(record(this.history, next));
  }

  /** A history of its own: a new game, or one opened from a file, a link or the browser. */
  begin(state: GameState): void {
    this.history = startHistory(state);
  }

  undo(): void {
    if (this.history) this.#replace(undo(this.history));
  }

  redo(): void {
    if (this.history) this.#replace(redo(this.history));
  }

  /**
   * One MORALE box for a side. A scenario that carries MORALE over sets its
   * start this way in its first phase, counter and value in effect together.
   */
  moraleFor(side: string): void {
    const state = this.state;
    if (!state) return;
    const settingStart =
      'carriedOverFrom' in this.scenario.morale &&
      state.turn === this.scenario.turns.first &&
      state.phase === 1;
    if (!settingStart) {
      this.act({ type: 'move-morale', favour: side, by: 1 });
      return;
    }
    const [first, second] = this.board.setup.sides;
    const next = state.morale.counter + (side === first ? 1 : -1);
    this.act({
      type: 'set-morale',
      value: Math.abs(next),
      favours: (next >= 0 ? first : second) ?? side,
    });
  }

  /** One point of fatigue more or less on a leader. */
  stepFatigue(leader: string, by: 1 | -1): void {
    this.act({ type: 'set-fatigue', leader, fatigue: (this.state?.fatigue[leader] ?? 0) + by });
  }

  #replace(history: GameHistory): void {
    this.history = history;
    this.onchange();
  }
}
