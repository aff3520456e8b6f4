/**
 * Hand-built boards for the board-combat tests: a 10 × 10 map whose even
 * columns sit lower, Scots (the first side) against English. Around 0406:
 * 0405 above, 0506 up-right, 0507 down-right, 0407 below, 0307 down-left,
 * 0306 up-left; facing 0 puts 0507, 0407 and 0307 in the rear area.
 */
import type { Facing, HexMap } from '../../../core/hex-grid.ts';
import type { BoardSetup, CounterOnBoard, GameState, SetupCounter } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';

export const map: HexMap = { columns: [1, 10], rows: [1, 10], lowerColumns: 'even' };

interface Piece {
  counter: SetupCounter;
  hex: string | null;
  facing?: Facing;
  sp?: number | null;
}

/** A counter on the board: `sp` null leaves it unset, as a new game does. */
export const piece = (
  id: string,
  side: 'Scots' | 'English',
  kind: SetupCounter['kind'],
  hex: string | null,
  more: { facing?: Facing; sp?: number | null; armor?: 0 | 1 | 2 } = {},
): Piece => {
  const { armor = kind === 'leader' ? undefined : 1, ...place } = more;
  const counter: SetupCounter = {
    id,
    side,
    kind,
    label: id,
    ...(armor === undefined ? {} : { armor }),
  };
  return { counter, hex, sp: kind === 'leader' ? null : 2, ...place };
};

export function board(
  pieces: readonly Piece[],
  edition: EditionId = 'bannockburn-1314',
  extra: Partial<GameState> = {},
): { state: GameState; setup: BoardSetup } {
  const counters: Record<string, CounterOnBoard> = {};
  for (const p of pieces)
    counters[p.counter.id] = {
      id: p.counter.id,
      hex: p.hex,
      facing: p.facing ?? 0,
      sp: p.sp ?? null,
      status: 'ready',
    };
  const setup: BoardSetup = {
    scenarioId: 'test',
    edition,
    scenarioMap: { map, reading: 'A test map.' },
    sides: ['Scots', 'English'],
    markers: [],
    counters: pieces.map((p) => p.counter),
  };
  const state: GameState = {
    scenarioId: 'test',
    edition,
    turn: 1,
    phase: 2,
    morale: { counter: 0, inEffect: 0 },
    counters,
    fatigue: {},
    banners: {},
    losses: {},
    ...extra,
  };
  return { state, setup };
}

/** One defending Scots infantry unit (3 SP) on 0406 facing up. */
export const defender = piece('sc-inf', 'Scots', 'infantry', '0406', { sp: 3 });
/** English cavalry in front of it, on 0405 facing down. */
export const front = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, armor: 2 });
/** English attackers in two of its rear hexes, facing it. */
export const rearRight = piece('en-rear-r', 'English', 'cavalry', '0507', { facing: 5 });
export const rearLeft = piece('en-rear-l', 'English', 'infantry', '0307', { facing: 1 });
