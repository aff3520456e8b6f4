/**
 * The Medieval rules engine (Bannockburn 1314, Kosovo Field 1389, 1066):
 * the one import for pages and calculators.
 */
export {
  editions,
  getEdition,
  resolveReadings,
  ruleMaps,
  type EditionProfile,
} from './editions/editions.ts';
export { bannockburnProfile } from './editions/profile-bannockburn-1314.ts';
export { kosovoProfile } from './editions/profile-kosovo-1389.ts';
export { profile1066 } from './editions/profile-1066.ts';
export { loadEditionProfile } from './editions/load-profile.ts';
export { ruleKeys, ruleNumber, ruleOf, type RuleKey, type RuleMap } from './editions/rule-map.ts';
export type { Readings, ResolvedReadings } from './editions/readings.ts';
export { errata, errataAt, errataOf, rulesOf, type Erratum } from './editions/errata.ts';
export type * from './tables/types.ts';
export type * from './types.ts';
export { editionIds, editionTitles, testCategories } from './types.ts';
export { unitKinds } from './unit-checks.ts';
export { groupFactor, roundingMatters } from './combat/group-factors.ts';
export { explainGroupFactor } from './combat/group-factor-working.ts';
export { checkScenario } from './scenario/scenario.ts';
export type * from './scenario/scenario.ts';
export type * from './board/types.ts';
export { terrainMarks } from './board/types.ts';
export {
  defaultLowerColumns,
  listNamedHexes,
  mapMargin,
  readScenarioMap,
  type MapOptions,
  type NamedHex,
} from './board/scenario-map.ts';
export { markersAt, readBoardSetup, type BoardOptions } from './board/board-setup.ts';
export type { FireWeapon, FireTerrain } from './ranged-fire/rules.ts';
export {
  parseCombatCell,
  formatCombatResult,
  type CombatResult,
  type SideEffect,
} from './combat/results.ts';
export {
  initialRatio,
  shiftRatio,
  ratioLabel,
  columnStep,
  type Ratio,
  type ClampPolicy,
} from './combat/ratio.ts';
export {
  plainCombat,
  type CombatInput,
  type CombatSetting,
  type CombatUnit,
  type CombatSide,
  type LeaderPresence,
} from './combat/input.ts';
export { analyseCombat, chainCombatOdds } from './combat/combat-by-id.ts';
export {
  analyseCombatUnder,
  resultOfRoll,
  type CombatAnalysis,
  type CombatOutcome,
} from './combat/resolve-combat.ts';
export { sideAftermath, type AftermathContext, type SideAftermath } from './combat/aftermath.ts';
export { chainCombatOddsUnder, type CombatOdds, type SideOdds } from './combat/odds.ts';
export {
  chainRetreatOddsUnder,
  type RetreatOdds,
  type SideRetreatOdds,
} from './combat/retreat-odds.ts';
export type { SideRetreat } from './combat/retreat-aftermath.ts';
export { testAfterRetreat, type RetreatTest } from './morale/retreat-test.ts';
export { testCategory } from './morale/test-category.ts';
export { listPursuitErrata } from './morale/pursuit-errata.ts';
export { pursuitOdds, resolvePursuit, type PursuitOdds } from './morale/pursuit.ts';
export {
  checkFatigueScatter,
  checkMoraleTest,
  checkPursuit,
  checkRegroup,
  moraleTestReasons,
  type MoraleTestReason,
} from './morale/test-checks.ts';
export { leaderDeathOdds, resolveLeaderDeath } from './morale/leader-death.ts';
export {
  fatigueCheck,
  moraleMove,
  moraleTestOdds,
  regroupOdds,
  resolveMoraleTest,
  type MoraleEvent,
} from './morale/morale.ts';
export { fortificationDestroyedOn, resolveWolfPit, wolfPitOdds } from './objects/objects.ts';
export { explainStackingOver } from './movement/stacking-working.ts';
export { fireOdds, resolveFire, type FireResolution } from './ranged-fire/ranged-fire.ts';
export {
  allowedTurns,
  canPassZoc,
  checkRideDown,
  checkStacking,
  checkStackingUnder,
  checkTerrainEntry,
  moveCost,
  reentryHexes,
  returnTurn,
  turnCost,
  type FortificationCrossing,
  type MapEdge,
  type MoverKind,
} from './movement/movement.ts';
export { describeLeaderChoices, explainColumn, type CombatStep } from './combat/explain.ts';
export { explainAftermath } from './combat/explain-aftermath.ts';
export {
  alignedEditions,
  cellNumbers,
  changeSeparates,
  findAlignedRule,
  listDifferences,
  medievalAlignment,
  rulesIn,
  type AlignedCell,
  type AlignedChapter,
  type AlignedPlace,
  type AlignedRow,
  type EditionDifference,
  type EffectId,
  type RuleChange,
} from './compare/alignment.ts';
export {
  compareGrid,
  compareGrids,
  countDiffering,
  judgeEqualCell,
  judgeMarkedCell,
  splitMark,
  strongestKind,
  type AlignedLine,
  type CellComparison,
  type CellJudge,
  type CellKind,
  type Grid,
  type GridComparison,
  type GridLine,
} from './compare/tables.ts';
export {
  chanceToBreak,
  combatGrid,
  fireGrid,
  fortificationGrid,
  moraleTestGrid,
  pursuitGrid,
  retreatTestGrid,
  terrainGrid,
  type PursuitCell,
  type RetreatTestCell,
  type TerrainCell,
} from './compare/tables-grids.ts';
export {
  compareEditionTables,
  pickFireCopy,
  type FireCopy,
  type TableComparison,
} from './compare/tables-editions.ts';
export { compareCombat } from './compare/effects-combat.ts';
export {
  findMissing,
  lineUpCombats,
  showChance,
  type CombatComparison,
  type ComparedCell,
  type ComparedRow,
  type EditionCombat,
  type MissingFeature,
} from './compare/combat-rows.ts';
export { describeEffect, type EffectTable } from './compare/effects.ts';
export {
  readBoardCombat,
  toBoardCombatInput,
  type BoardCombat,
  type BoardCombatRequest,
  type BoardCombatStep,
  type CombatBoard,
  type TerrainReading,
} from './play/board-combat/from-board.ts';
export { applyCombatOutcome, type CombatChoices } from './play/board-combat/apply.ts';
export { suggestRetreatHexes, type RetreatReach } from './play/board-combat/retreats.ts';
export {
  applyAfterCombatStep,
  dropSteps,
  keepSteps,
  listAfterCombatSteps,
  pendingSteps,
  type AfterCombatChoice,
  type AfterCombatStep,
  type AppliedCombat,
  type LeaderDeathStep,
  type PursuitStep,
  type PendingStep,
  type StepOutcome,
} from './play/board-combat/after-combat.ts';
export {
  formableOn,
  formationOf,
  offerPursuitHexes,
  previewPursuitPath,
  type EditionFormation,
  type PathChoice,
} from './play/board-combat/pursuit-path-offer.ts';
export {
  nameCounter,
  nameCounters,
  riverSidesOf,
  type NamedCounter,
} from './play/board-combat/view.ts';
export { riverSideKey, type RiverSide } from './movement/zoc.ts';
export {
  assignPlayers,
  checkTurnPhase,
  describePhase,
  gamePhases,
  lastPhase,
  nextPhase,
  previousPhase,
  type PhaseActor,
  type PhaseInfo,
  type TurnLimits,
  type TurnPhase,
} from './play/game/phases.ts';
export { startGame, type PlayContext } from './play/game/state.ts';
export { deployFromSetup, type Deployment } from './play/game/deploy.ts';
export { applyAction, type EliminationMorale, type GameAction } from './play/game/actions.ts';
export { allowStatus, counterStatuses } from './play/game/counter-actions.ts';
export {
  explainStrengthEntry,
  findUnsetInCombat,
  groupStrengths,
  summariseGroup,
  type StrengthGroup,
  type StrengthSummary,
} from './play/game/strength-groups.ts';
export {
  historyLimit,
  record,
  redo,
  startHistory,
  undo,
  type GameHistory,
} from './play/game/history.ts';
export { readGameFile, writeGameFile, type SavedGame } from './play/saving/game-file.ts';
export { decodeGameLink, encodeGameLink } from './play/saving/game-link.ts';
