/** A small game for the play-along tests: archers and bills against spears, each side with a general. */
import type { MtmGame } from '../../../engine/macbeth-to-medici/index.ts';
import { GameSetup } from './start/game-setup.svelte.ts';
import { startFromSetup } from './start/start-game.ts';

export function smallGame(): MtmGame {
  const setup = new GameSetup();
  setup.quick.a.units[0]!.name = 'Longbowmen';
  setup.quick.a.addUnit();
  setup.quick.a.units[1]!.name = 'Bills';
  setup.quick.b.units[0]!.name = 'Spears';
  setup.quick.b.units[0]!.elements = 6;
  const game = startFromSetup(setup);
  if (!game) throw new Error(setup.problem);
  return game;
}
