/**
 * Keeping the Knighthood game (the kit's keeping over the engine's file and
 * link): written to this browser after every change, read back on the next
 * visit, set aside before anything replaces it.
 */
import {
  decodeGameLink,
  encodeGameLink,
  readGameFile,
  writeGameFile,
  describePhase,
  type KnightGame,
} from '../../../../engine/knighthood/index.ts';
import { openShelf, type Shelf } from '../../../lib/keeping/shelf.ts';
import { KeptGame, type GameCodec } from '../../kit/keeping/game-keeping.svelte.ts';
import type { PlayedGame } from '../played-game.svelte.ts';

export { gameLinkKey } from '../../kit/keeping/open-game.ts';

/** Where games are kept in this browser. */
export const openGameShelf = (): Shelf => openShelf('knighthood-3-games', 'games');

/** A game as the set-aside list names it: its armies and where it stood. */
export const labelOf = (game: KnightGame): string =>
  `${game.sides.a.army.name} against ${game.sides.b.army.name}, turn ${game.turn}, ${describePhase(game.phase)}`;

const codec: GameCodec<KnightGame> = {
  writeGameFile,
  readGameFile,
  encodeGameLink,
  decodeGameLink,
  label: labelOf,
};

export class GameKeeping extends KeptGame<KnightGame> {
  constructor(played: PlayedGame, shelf: Shelf) {
    super(played, shelf, codec);
  }
}
