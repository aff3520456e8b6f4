/**
 * The actions a player takes on a Knighthood game, as data, and the small
 * helpers every action shares: a change with its log text, a side or unit
 * replaced without touching the old game.
 */
import { ok, type Result } from '../../../core/index.ts';
import type { ArmyUnit } from '../../army/army.ts';
import type { RuleRef } from '../../errata/types.ts';
import type { HonorEvent } from '../../honor/honor-tally.ts';
import type { LeaderHitResult, MoraleResult } from '../../tables/morale-leaders.ts';
import type { SideId } from './phases.ts';
import type { KnightGame, SideState, UnitRef, UnitState } from './state.ts';

type OnUnit = UnitRef;
type OnLeader = { readonly side: SideId; readonly leader: string };

export type GameAction =
  | { readonly type: 'next-phase' }
  | { readonly type: 'previous-phase' }
  | (OnUnit & {
      readonly type: 'casualties';
      readonly figures: number;
      /** What hit the unit: missile fire (4.01) or close combat (5.40, the default). */
      readonly by?: 'missile' | 'close-combat';
    })
  | (OnUnit & { readonly type: 'disorder' | 'reorder' })
  | (OnUnit & { readonly type: 'morale'; readonly result: MoraleResult })
  | (OnUnit & {
      readonly type: 'spend-ammunition';
      readonly weapon: number;
      readonly chits: number;
    })
  | (OnUnit & { readonly type: 'mark-chivalry'; readonly chivalry: boolean })
  | (OnLeader & { readonly type: 'attach-leader'; readonly unit: string | null })
  | (OnLeader & {
      readonly type: 'leader-hit';
      readonly result: LeaderHitResult;
      readonly captured: boolean;
    })
  | (OnLeader & { readonly type: 'leader-freed' })
  | {
      readonly type: 'banner-captured' | 'banner-recaptured';
      readonly side: SideId;
      readonly banner: string;
    }
  | { readonly type: 'honor'; readonly side: SideId; readonly event: HonorEvent }
  | { readonly type: 'note'; readonly text: string; readonly rules: readonly RuleRef[] };

/** The longest note a log keeps. */
export const longestNote = 500;
/** The most lines a game's log keeps; the oldest go first, so a saved game always reads back. */
export const longestLog = 2000;

/** A unit as the log names it: its roster name, or its id when it has none. */
export const nameOfUnit = (unit: Pick<ArmyUnit, 'id' | 'name'>): string =>
  unit.name.trim() === '' ? `unit ${unit.id}` : unit.name;

export interface Change {
  readonly game: KnightGame;
  readonly text: string;
  readonly rules: readonly RuleRef[];
}

export const change = (game: KnightGame, text: string, ...rules: RuleRef[]): Result<Change> =>
  ok({ game, text, rules });

export const withSide = (game: KnightGame, side: SideId, next: Partial<SideState>): KnightGame => ({
  ...game,
  sides: { ...game.sides, [side]: { ...game.sides[side], ...next } },
});

export const withUnit = (game: KnightGame, ref: UnitRef, next: Partial<UnitState>): KnightGame => {
  const side = game.sides[ref.side];
  return withSide(game, ref.side, {
    units: { ...side.units, [ref.unit]: { ...side.units[ref.unit]!, ...next } },
  });
};
