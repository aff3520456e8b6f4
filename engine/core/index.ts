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
  eachDie,
  oneD6,
  twoD6,
  withModifier,
  type DiceExpression,
  type DiceTotal,
  type Die,
} from './dice.ts';
export {
  rollDice,
  seedDice,
  takeDice,
  type DiceSource,
  type DiceState,
  type SeededRoll,
} from './seeded-dice.ts';
export { loadSeededDice } from './load-seeded-dice.ts';
export type { OneDieCheck, TestOutcome, WordedTest } from './one-die-check.ts';
export {
  checkFormatVersion,
  isPrototypeKey,
  isRecord,
  own,
  readLinkJson,
  refusePrototypeKeys,
  type Fields,
} from './untrusted-input.ts';
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
  layOutBoard,
  type BoardBounds,
  type BoardLayout,
  type Point,
} from './hex-layout.ts';
export { slugify } from './slug.ts';
export { decodeLinkText, encodeLinkText } from './link-text.ts';
export {
  canRedo,
  canUndo,
  historyLimit,
  record,
  redo,
  startHistory,
  undo,
  type GameHistory,
} from './history.ts';
export type { WorkingStep } from './working.ts';
export {
  findErrataCiting,
  findUndecidedErrata,
  isReadByCalculators,
  type Erratum,
  type ErratumKind,
  type ReadingChoice,
  type ReadingReader,
  type WithoutOption,
} from './errata.ts';
