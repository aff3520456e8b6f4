/** The Knighthood game's readers and writers, as the core's saved-reader properties take them. */
import { gameReadersOf } from '../../../core/saving/saved-readers.fixtures.ts';
import type { KnightGame } from '../game/state.ts';
import { readGame } from './check.ts';
import * as file from './game-file.ts';
import * as link from './game-link.ts';

export const gameReaders = gameReadersOf<KnightGame>({ file, link, readGame });
