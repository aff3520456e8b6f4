/**
 * A pursuit's way beyond its first hex, chosen on the board: the pursuit
 * step waiting first takes the taps on the hexes the engine offers (each
 * touching the path's end), a tap on a hex of the path cuts it back there,
 * and an enemy unit on the path may be named as in the edition's special
 * formation. The engine previews what the path does; the confirm applies
 * it. Nothing here is kept: a reload starts the path again.
 */
import {
  formableOn,
  formationOf,
  getEdition,
  offerPursuitHexes,
  previewPursuitPath,
  type EditionFormation,
  type PathChoice,
  type PursuitStep,
} from '../../../../../engine/medieval/index.ts';
import type { AfterCombat } from './after-combat.svelte.ts';

type Formation = EditionFormation['formation'];

export class PursuitPaths {
  readonly after: AfterCombat;
  /** The emptied hex each pursuit enters first, where it has more than one. */
  first: Record<string, string> = $state({});
  /** The hexes after the first, per step. */
  path: Record<string, string[]> = $state({});
  /** Enemy units named as in formation, per step. */
  formations: Record<string, Record<string, Formation>> = $state({});

  constructor(after: AfterCombat) {
    this.after = after;
  }

  /** The pursuit step that takes the board's taps: the first still waiting. */
  active: PursuitStep | undefined = $derived.by(() =>
    this.after.steps.find((s): s is PursuitStep => s.kind === 'pursuit' && !this.after.isDone(s)),
  );

  /** The edition's special formation, if it has one. */
  formation: EditionFormation | undefined = $derived.by(() => {
    const state = this.after.game.state;
    const edition = state ? getEdition(state.edition) : undefined;
    return edition?.ok ? formationOf(edition.value) : undefined;
  });

  choiceOf(step: PursuitStep): PathChoice {
    const hex = this.first[step.key];
    const path = this.path[step.key] ?? [];
    const formations = this.formations[step.key] ?? {};
    return {
      ...(hex ? { hex } : {}),
      ...(path.length > 0 ? { path } : {}),
      ...(Object.keys(formations).length > 0 ? { formations } : {}),
    };
  }

  /** Hexes the active pursuit may go on to next (drawn on the board as offered). */
  offered: readonly string[] = $derived.by(() => {
    const state = this.after.game.state;
    const step = this.active;
    if (!state || !step) return [];
    return offerPursuitHexes(state, step, this.choiceOf(step), this.after.game.context);
  });

  /** The active pursuit's path, first hex included (drawn on the board). */
  shown: readonly string[] = $derived.by(() => {
    const step = this.active;
    if (!step) return [];
    const first = this.first[step.key] ?? step.into[0];
    return [...(first ? [first] : []), ...(this.path[step.key] ?? [])];
  });

  /** What the step's path does, as the confirm will do it; none for a one-hex pursuit. */
  preview(step: PursuitStep) {
    const state = this.after.game.state;
    if (!state || (this.path[step.key] ?? []).length === 0) return undefined;
    return previewPursuitPath(state, step, this.choiceOf(step), this.after.game.context);
  }

  /** Enemy units on the step's path a player may name as in formation (cavalry pursuers only). */
  formable(step: PursuitStep): string[] {
    const state = this.after.game.state;
    const path = this.path[step.key] ?? [];
    if (!state || !this.formation || path.length === 0) return [];
    return formableOn(state, step, path, this.after.game.context);
  }

  /** A unit's formation toggle: its name as the board gives it and its hex, so alike units on different hexes read apart. */
  labelOf(unit: string): string {
    const hex = this.after.game.state?.counters[unit]?.hex ?? '';
    const formation = this.formation?.formation.replaceAll('-', ' ') ?? '';
    return `${this.after.game.names.get(unit) ?? ''} on ${hex} in ${formation}`;
  }

  /** A tap on the board: goes on to an offered hex, or cuts the path back before a hex on it. */
  tap(hex: string): boolean {
    const step = this.active;
    if (!step) return false;
    const path = this.path[step.key] ?? [];
    const at = path.indexOf(hex);
    if (at >= 0) {
      this.path[step.key] = path.slice(0, at);
      return true;
    }
    if (!this.offered.includes(hex)) return false;
    this.path[step.key] = [...path, hex];
    return true;
  }

  setFirst(step: PursuitStep, hex: string): void {
    this.first[step.key] = hex;
    // The way on starts again from the new first hex.
    this.path[step.key] = [];
  }

  isFormed(step: PursuitStep, unit: string): boolean {
    return this.formations[step.key]?.[unit] !== undefined;
  }

  toggleFormation(step: PursuitStep, unit: string): void {
    const formation = this.formation?.formation;
    if (!formation) return;
    const { [unit]: was, ...rest } = this.formations[step.key] ?? {};
    this.formations[step.key] = was ? rest : { ...rest, [unit]: formation };
  }

  /** A new combat: nothing chosen yet. */
  clear(): void {
    this.first = {};
    this.path = {};
    this.formations = {};
  }
}
