/**
 * The system-agnostic core: exact probability, dice, results and hex geometry. Site code
 * imports it through this entry only; each system has its own entry module.
 */
export { fail, ok, quoteInput, quotedLength, type InputError, type Result } from './result.ts';
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
  averageDie,
  buildDice,
  chanceOfTotal,
  checkFaces,
  checkRolled,
  d6,
  describeDice,
  diceDistribution,
  oneD6,
  rollDice,
  seedDice,
  takeDice,
  twoD6,
  withModifier,
  type DiceExpression,
  type DiceSource,
  type DiceState,
  type DiceTotal,
  type Die,
  type SeededRoll,
} from './dice.ts';
export {
  certain,
  chainOutcomes,
  chanceOf,
  combineOutcomes,
  dieOutcomes,
  listOutcomes,
  mapOutcomes,
  repeatOutcomes,
  type Outcome,
  type Outcomes,
} from './outcomes.ts';
export {
  facingToward,
  facings,
  formatHex,
  frontArea,
  hexDistance,
  hexLine,
  isOnMap,
  neighboursOf,
  parseHex,
  rangeRing,
  rearArea,
  stepFrom,
  straightAhead,
  type Facing,
  type Hex,
  type HexMap,
} from './hex-grid.ts';
export {
  boardBounds,
  hexAtPoint,
  hexCentre,
  hexCorners,
  type BoardBounds,
  type Point,
} from './hex-layout.ts';
export { slugify } from './slug.ts';
export { decodeLinkText, encodeLinkText } from './link-text.ts';
