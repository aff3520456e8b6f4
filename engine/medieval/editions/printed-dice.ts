/**
 * The dice the Medieval books print, by the label players see in the tables
 * ('1D6', '2D6'), as core dice expressions.
 */
import { oneD6, twoD6, type DiceExpression } from '../../core/dice.ts';

export type PrintedDice = '1D6' | '2D6';

export const printedDice: Record<PrintedDice, DiceExpression> = { '1D6': oneD6, '2D6': twoD6 };
