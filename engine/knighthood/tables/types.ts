/** The vocabulary of the Knighthood tables. */
export type { HitNumber } from './cells.ts';

/** Morale classes A (best) to E (1.10; T4 "MG", T17A). */
export type MoraleClass = 'A' | 'B' | 'C' | 'D' | 'E';

/** Armour classes as T4 prints them: super heavy, extra heavy, heavy, medium, light. */
export type ArmourClass = 'SH' | 'EH' | 'H' | 'M' | 'L';

/** Formation orders used in basing (T1, T2): close, loose, open. */
export type Order = 'CL' | 'LS' | 'OO';

/** The three ranges of missile fire (T8, T9). */
export type Range = 'close' | 'medium' | 'long';

/** Charge increments used, 1 to 3 (T11, T12). */
export type ChargeIncrements = 1 | 2 | 3;

/** A range of die results, both ends included ("2-4" is 2 to 4). */
export interface RollRange {
  readonly from: number;
  readonly to: number;
}

/** A modifier line of a table: its value and what it is for, in the site's words. */
export interface TableModifier {
  readonly id: string;
  readonly value: number;
  readonly label: string;
}
