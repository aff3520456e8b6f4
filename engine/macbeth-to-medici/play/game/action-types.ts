/**
 * The actions a player takes on a From Macbeth to Medici game, as data, and
 * the helpers every action shares: a change with its log text, a unit or an
 * officer replaced without touching the old game.
 */
import { ok, type Result } from '../../../core/index.ts';
import type { SectionId } from '../../tables/sections.ts';
import type { MoraleState, RallyActivity, Temperament } from '../../tables/types.ts';
import type {
  MtmGame,
  MtmUnit,
  OfficerRef,
  OfficerState,
  OfficerStatus,
  UnitRef,
  UnitState,
} from './state.ts';

/** What a unit did this turn that its tally counts (Fatigue, Rallying). */
export type Exertion = 'fired' | 'impact' | 'melee' | 'test';

export type GameAction =
  | { readonly type: 'next-step' }
  | { readonly type: 'previous-step' }
  | (UnitRef & {
      readonly type: 'take-hits';
      readonly hits: number;
      /** The section the hits come from (Unit endurance by default). */
      readonly by?: SectionId;
    })
  | (UnitRef & {
      readonly type: 'remove-hits';
      readonly hits: number;
      readonly by: 'rallying' | 'reorganisation' | 'impetuous-and-broken';
    })
  | (UnitRef & {
      readonly type: 'lose-elements';
      readonly elements: number;
      readonly by?: SectionId;
    })
  | (UnitRef & { readonly type: 'unform' | 'reform'; readonly by?: SectionId })
  | (UnitRef & { readonly type: 'morale'; readonly morale: MoraleState; readonly by?: SectionId })
  | (UnitRef & { readonly type: 'remove-unit'; readonly by?: SectionId })
  | (UnitRef & { readonly type: 'activity'; readonly activity: RallyActivity | 'faster' })
  | (UnitRef & { readonly type: 'exertion'; readonly exertion: Exertion })
  | (OfficerRef & { readonly type: 'lead'; readonly unit: string | null })
  | (OfficerRef & {
      readonly type: 'temperament';
      readonly temperament: Temperament;
      readonly by?: SectionId;
    })
  | (OfficerRef & { readonly type: 'officer-count'; readonly lost: number })
  | (OfficerRef & {
      readonly type: 'officer-status';
      readonly status: OfficerStatus;
      readonly by?: SectionId;
    })
  | { readonly type: 'note'; readonly text: string; readonly rules: readonly SectionId[] };

/** The longest note a log keeps. */
export const longestNote = 500;
/** The most lines a log keeps; the oldest go first, so a saved game always reads back. */
export const longestLog = 2000;
/** Most hits or elements one action moves: beyond any unit on a table. */
export const mostAtOnce = 99;

/** A unit as the log names it: its name, or its id when it has none. */
export const nameOfUnit = (unit: Pick<MtmUnit, 'id' | 'name'>): string =>
  unit.name.trim() === '' ? `unit ${unit.id}` : unit.name;

export interface Change {
  readonly game: MtmGame;
  readonly text: string;
  readonly rules: readonly SectionId[];
}

export const change = (game: MtmGame, text: string, ...rules: SectionId[]): Result<Change> =>
  ok({ game, text, rules });

export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

export const withUnit = (game: MtmGame, ref: UnitRef, next: Partial<UnitState>): MtmGame => {
  const side = game.sides[ref.side];
  const units = { ...side.units, [ref.unit]: { ...side.units[ref.unit]!, ...next } };
  return { ...game, sides: { ...game.sides, [ref.side]: { ...side, units } } };
};

export const withOfficer = (
  game: MtmGame,
  ref: OfficerRef,
  next: Partial<OfficerState>,
): MtmGame => {
  const side = game.sides[ref.side];
  const officers = { ...side.officers, [ref.officer]: { ...side.officers[ref.officer]!, ...next } };
  return { ...game, sides: { ...game.sides, [ref.side]: { ...side, officers } } };
};
