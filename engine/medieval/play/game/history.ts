/** Undo and redo for a game followed on the board: the core's history of game states. */
import type { GameHistory as History } from '../../../core/history.ts';
import type { GameState } from '../../board/types.ts';

export type GameHistory<T = GameState> = History<T>;
export { historyLimit, record, redo, startHistory, undo } from '../../../core/history.ts';
