/**
 * Strengths entered once: the scenario's units in the engine's setup groups,
 * how far each group's SPs are set, and the calls that set a whole group or
 * one counter that differs. Every change is one engine action, so undo takes
 * back a whole group at once.
 */
import {
  explainStrengthEntry,
  getEdition,
  groupStrengths,
  summariseGroup,
  type StrengthGroup,
  type StrengthSummary,
} from '../../../../../engine/medieval/index.ts';
import type { WorkingStep } from '../../../../../engine/core/index.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

/** A group with how far its SPs are set in the game shown. */
export interface GroupRow {
  group: StrengthGroup;
  summary: StrengthSummary;
}

/** What a group's state reads as on its row. */
export function sayGroup({ status, set, of, sp, values }: StrengthSummary): string {
  switch (status) {
    case 'unset':
      return of === 1 ? '? SP' : `all ${of} at ? SP`;
    case 'partly-set':
      return `${set} of ${of} set${sp === null ? '' : ` (${sp} SP)`}`;
    case 'all-set':
      return of === 1 ? `${sp} SP` : `all ${of} at ${sp} SP`;
    case 'differ':
      return `${set} of ${of} set, differing: ${values.join(', ')} SP`;
    case 'gone':
      return 'all eliminated';
  }
}

export class StrengthEntry {
  readonly game: PlayedGame;
  /** Whether the panel is open. */
  open = $state(false);
  /** Groups opened to set their counters one by one. */
  expanded: readonly string[] = $state.raw([]);

  #edition = $derived.by(() => getEdition(this.game.board.setup.edition));
  groups: readonly StrengthGroup[] = $derived.by(() =>
    this.#edition.ok ? groupStrengths(this.game.board.setup, this.#edition.value) : [],
  );
  /** Why SPs are set by group, with the edition's rules. */
  explanation: readonly WorkingStep[] = $derived.by(() =>
    this.#edition.ok ? explainStrengthEntry(this.#edition.value) : [],
  );
  rows: readonly GroupRow[] = $derived.by(() => {
    const state = this.game.state;
    return state
      ? this.groups.map((group) => ({ group, summary: summariseGroup(group, state) }))
      : [];
  });
  /** Units still in play whose SPs are not set. */
  unset: number = $derived(this.rows.reduce((n, r) => n + r.summary.of - r.summary.set, 0));

  constructor(game: PlayedGame) {
    this.game = game;
  }

  toggle(): void {
    this.open = !this.open;
  }

  /** Shows or hides a group's counters one by one. */
  expand(group: string): void {
    this.expanded = this.expanded.includes(group)
      ? this.expanded.filter((g) => g !== group)
      : [...this.expanded, group];
  }

  /** The group holding a unit. */
  groupOf(counter: string): StrengthGroup | undefined {
    return this.groups.find((g) => g.counters.includes(counter));
  }

  /** Every counter of the group still in play takes `sp`; a refusal is the game's notice. */
  setGroup(group: string, sp: number | null): boolean {
    return this.game.act({ type: 'set-group-sp', group, sp });
  }

  /** One SP more or less on the whole group, from the value its counters share (or the highest set); unset, + starts at 1. The panel offers no step on a group that differs. */
  stepGroup(row: GroupRow, by: 1 | -1): boolean {
    const base = row.summary.sp ?? row.summary.values.at(-1);
    if (base === undefined) return by === 1 ? this.setGroup(row.group.id, 1) : false;
    return this.setGroup(row.group.id, base + by);
  }

  /**
   * A combat's ask answered: the SPs typed for a counter set that counter, or
   * its whole group; an empty field says what to type, and nothing changes.
   */
  answer(counter: string, text: string, whole: boolean): boolean {
    const sp = readSpField(text);
    if (sp === null) {
      this.game.notice = 'Type the SPs printed on the counter first.';
      return false;
    }
    const group = this.groupOf(counter);
    return whole && group ? this.setGroup(group.id, sp) : this.setCounter(counter, sp);
  }

  /** One counter's SPs, where it differs from its group. */
  setCounter(counter: string, sp: number | null): boolean {
    return this.game.act({ type: 'set-sp', counter, sp });
  }
}

/** A typed SP value: a whole number, or null for an empty field (nothing to set). */
export function readSpField(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}
