/**
 * Choosing the two armies of a game: the army in the builder and the armies
 * saved by name (read from the builder's store, never written), an army link
 * or file, or a quick roster typed at the table; who moves first. The game
 * itself is the engine's startGame.
 */
import {
  armyFromJson,
  armyFromLink,
  defaultReadings,
  startGame,
  type Army,
  type KnightGame,
  type Readings,
  type SideId,
} from '../../../../engine/knighthood/index.ts';
import { fail, type Result } from '../../../../engine/core/index.ts';
import type { Shelf } from '../../../lib/keeping/shelf.ts';
import { QuickRoster } from './quick-roster.svelte.ts';

/** Where a side's army comes from: the builder's, a saved one (`saved:<name>`), a link or file's text, or a quick roster. */
export type ArmySource = string;
export const builderSource = 'builder';
export const textSource = 'text';
export const quickSource = 'quick';
const savedPrefix = 'saved:';
/** The builder's share links carry the army under this query key. */
export const armyLinkKey = 'army';

/** An army from pasted text: a builder link (or its value alone), or an army file's text. */
export function readArmyText(text: string): Result<Army> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('army', '', 'paste an army link or open an army file');
  if (trimmed.startsWith('{')) return armyFromJson(trimmed);
  const query = trimmed.indexOf(`${armyLinkKey}=`);
  const value =
    query >= 0 ? trimmed.slice(query + armyLinkKey.length + 1).split(/[&#]/)[0]! : trimmed;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // A malformed escape is read as it came, and refused by name.
  }
  return armyFromLink(decoded);
}

export class GameSetup {
  /** Armies this browser keeps: the builder's and each saved by name. */
  kept: readonly { source: ArmySource; label: string; text: string }[] = $state.raw([]);
  source: Record<SideId, ArmySource> = $state({ a: quickSource, b: quickSource });
  /** A pasted link or an opened file's text, per side. */
  text: Record<SideId, string> = $state({ a: '', b: '' });
  readonly quick: Record<SideId, QuickRoster> = {
    a: new QuickRoster('Our army'),
    b: new QuickRoster('Their army'),
  };
  firstMove: SideId = $state('a');
  /** Why the game could not start, or ''. */
  problem = $state('');

  /**
   * Reads the builder's store: the army being edited becomes side a's army,
   * and a link's army (`?army=`) side a's instead. Reading only.
   */
  async load(shelf: Shelf, search = ''): Promise<void> {
    const [current, saved] = await Promise.all([shelf.read('current'), shelf.list(savedPrefix)]);
    const kept: { source: ArmySource; label: string; text: string }[] = [];
    if (current.ok && current.value !== undefined && armyFromJson(current.value).ok)
      kept.push({ source: builderSource, label: 'The army in the builder', text: current.value });
    if (saved.ok)
      for (const [key, text] of saved.value.sort(([x], [y]) => x.localeCompare(y)))
        kept.push({ source: key, label: `Saved: ${key.slice(savedPrefix.length)}`, text });
    this.kept = kept;
    // eslint-disable-next-line svelte/prefer-svelte-reactivity -- read once
    const linked = new URLSearchParams(search).get(armyLinkKey);
    if (linked !== null) {
      this.source.a = textSource;
      this.text.a = linked;
    } else if (kept.length > 0) this.source.a = kept[0]!.source;
  }

  /** The army a side will play, or why it cannot. */
  armyOf(side: SideId): Result<Army> {
    const source = this.source[side];
    if (source === quickSource) return this.quick[side].army();
    if (source === textSource) return readArmyText(this.text[side]);
    const kept = this.kept.find((k) => k.source === source);
    if (!kept) return fail('army', '', 'that army is no longer kept in this browser');
    return armyFromJson(kept.text);
  }

  /** The new game, or the first problem (named by side) as `problem`. */
  start(readings: Readings = defaultReadings): KnightGame | undefined {
    const a = this.armyOf('a');
    const b = this.armyOf('b');
    const bad = !a.ok
      ? { side: 'first', e: a.error }
      : !b.ok
        ? { side: 'second', e: b.error }
        : undefined;
    if (bad) {
      this.problem = `The ${bad.side} army: ${bad.e.message}${bad.e.rule ? ` (${bad.e.rule})` : ''}.`;
      return undefined;
    }
    if (!a.ok || !b.ok) return undefined;
    const game = startGame({ a: a.value, b: b.value, firstMove: this.firstMove }, readings);
    if (!game.ok) {
      this.problem = `${game.error.message} (${game.error.rule}, ${game.error.field}).`;
      return undefined;
    }
    this.problem = '';
    return game.value;
  }
}
