/**
 * Setting up a game of From Macbeth to Medici: both sides as quick rosters
 * typed at the table, and why the last try could not start. Starting is
 * start/start-game.ts, loaded with the game kit.
 */
import type { SideId } from '../../../../engine/macbeth-to-medici/index.ts';
import { QuickRoster } from './quick-roster.svelte.ts';

export class GameSetup {
  readonly quick: Record<SideId, QuickRoster> = {
    a: new QuickRoster('Our army', 'archers'),
    b: new QuickRoster('Their army', 'spearmen'),
  };
  /** Why the game could not start, or ''. */
  problem = $state('');
}
