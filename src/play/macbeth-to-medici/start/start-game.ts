/**
 * A game from the set-up's two quick rosters: the engine's quickRoster checks
 * each side (a refusal names the side, the section and the field), then
 * startGame. Loaded with the game kit, so the page's first load has no rules.
 */
import {
  quickRoster,
  sideIds,
  startGame,
  type MtmGame,
  type MtmRoster,
} from '../../../../engine/macbeth-to-medici/index.ts';
import type { GameSetup } from './game-setup.svelte.ts';

/** The new game, or undefined with the first problem as the set-up's `problem`. */
export function startFromSetup(setup: GameSetup): MtmGame | undefined {
  const rosters: MtmRoster[] = [];
  for (const side of sideIds) {
    const quick = setup.quick[side];
    const { name, units, officers } = quick.entries();
    const roster = quickRoster(name, units, officers);
    if (!roster.ok) {
      const e = roster.error;
      setup.problem = `${quick.name || `Side ${side}`}: ${e.message} (${e.rule}, ${e.field}).`;
      return undefined;
    }
    rosters.push(roster.value);
  }
  const [a, b] = rosters as [MtmRoster, MtmRoster];
  const game = startGame({ a, b });
  if (!game.ok) {
    setup.problem = `${game.error.message} (${game.error.rule}, ${game.error.field}).`;
    return undefined;
  }
  setup.problem = '';
  return game.value;
}
