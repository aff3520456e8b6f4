/**
 * The system-agnostic core: exact probability, dice and results. Site code
 * imports it through this entry only; each system has its own entry module.
 */
export { fail, ok, type InputError, type Result } from './result.ts';
export {
  always,
  chance,
  compare,
  equals,
  formatOver,
  never,
  not,
  plus,
  sum,
  times,
  toNumber,
  type Probability,
} from './probability.ts';
export {
  checkRolled,
  diceDistribution,
  rollDice,
  seedDice,
  takeDice,
  type DiceKind,
  type DiceSource,
  type DiceState,
} from './dice.ts';
