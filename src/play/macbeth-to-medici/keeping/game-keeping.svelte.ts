/**
 * Keeping the From Macbeth to Medici game (the kit's keeping over the
 * engine's file and link): written to this browser after every change, read
 * back on the next visit, set aside before anything replaces it.
 */
import {
  decodeGameLink,
  describeStep,
  encodeGameLink,
  readGameFile,
  writeGameFile,
  type MtmGame,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { openShelf, type Shelf } from '../../../lib/keeping/shelf.ts';
import { KeptGame, type GameCodec } from '../../kit/keeping/game-keeping.svelte.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

import { gameShelfName } from './shelf-name.ts';

/** Where games are kept in this browser. */
export const openGameShelf = (): Shelf => openShelf(...gameShelfName);

/** A game as the set-aside list names it: its sides and where it stood. */
export const labelOf = (game: MtmGame): string =>
  `${game.sides.a.roster.name} against ${game.sides.b.roster.name}, turn ${game.turn}, step ${describeStep(game.step)}`;

const codec: GameCodec<MtmGame> = {
  writeGameFile,
  readGameFile,
  encodeGameLink,
  decodeGameLink,
  label: labelOf,
};

export class GameKeeping extends KeptGame<MtmGame> {
  constructor(played: PlayedGame, shelf: Shelf) {
    super(played, shelf, codec);
  }
}
