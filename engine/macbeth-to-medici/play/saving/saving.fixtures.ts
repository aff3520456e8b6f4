/** The From Macbeth to Medici game's readers and writers, as the core's saved-reader properties take them. */
import { gameReadersOf } from '../../../core/saving/saved-readers.fixtures.ts';
import type { MtmGame } from '../game/state.ts';
import { readGame } from './check.ts';
import * as file from './game-file.ts';
import * as link from './game-link.ts';

export const gameReaders = gameReadersOf<MtmGame>({ file, link, readGame });
