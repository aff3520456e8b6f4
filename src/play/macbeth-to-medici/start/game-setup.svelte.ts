/**
 * Setting up a game of From Macbeth to Medici: both sides as quick rosters
 * typed at the table; the game itself is the engine's startGame.
 */
import {
  sideIds,
  startGame,
  type MtmGame,
  type SideId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { QuickRoster } from './quick-roster.svelte.ts';

export class GameSetup {
  readonly quick: Record<SideId, QuickRoster> = {
    a: new QuickRoster('Our army', 'archers'),
    b: new QuickRoster('Their army', 'spearmen'),
  };
  /** Why the game could not start, or ''. */
  problem = $state('');

  /** The new game, or the first problem (named by side) as `problem`. */
  start(): MtmGame | undefined {
    for (const side of sideIds) {
      const roster = this.quick[side].roster();
      if (!roster.ok) {
        const e = roster.error;
        this.problem = `${this.quick[side].name || `Side ${side}`}: ${e.message} (${e.rule}, ${e.field}).`;
        return undefined;
      }
    }
    const a = this.quick.a.roster();
    const b = this.quick.b.roster();
    if (!a.ok || !b.ok) return undefined;
    const game = startGame({ a: a.value, b: b.value });
    if (!game.ok) {
      this.problem = `${game.error.message} (${game.error.rule}, ${game.error.field}).`;
      return undefined;
    }
    this.problem = '';
    return game.value;
  }
}
