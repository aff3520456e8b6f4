/**
 * The errata register of From Macbeth to Medici: the switch each entry
 * offers, or why it has none. The calculators' reading switches and the
 * pages' notes (data-erratum) are built from these names, so an entry that
 * named a wrong value would offer a switch that changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { errata } from './index.ts';

/** Register order: general, tests, combat, play along. */
const switches = [
  ['average-die', 'averageDie: one-to-five'],
  ['class-d-names', 'misprint'],
  ['betrayal-roll', 'changes-nothing'],
  ['expected-behaviour-test', 'changes-nothing'],
  ['mixed-weapons-firing', 'changes-nothing'],
  ['leadership-present-or-leading', 'changes-nothing'],
  ['command-radius', 'commandRadius: plain-sum'],
  ['dismounted-movement-rates', 'changes-nothing'],
  ['control-test-copies', 'rallyFailures: hits-and-elements-only'],
  ['control-test-leadership', 'controlLeadership: always'],
  ['standing-down', 'standingDownLoss: either-choice'],
  ['erratic-failure', 'erraticFailure: by-situation'],
  ['phantom-hits-elements', 'phantomHitsElements: phantom-too'],
  ['rally-faster-moves', 'rallyFasterMoves: continues'],
  ['erratic-recovery', 'erraticRecovery: steady-within-limit'],
  ['tribal-morale-class', 'tribalMoraleClass: no-shift'],
  ['shaken-foreign-losses', 'shakenLosses: counted-classes'],
  ['officer-count-increase', 'officerCountIncrease: by-loss-weight'],
  ['officer-test-trigger', 'officerTestTrigger: any-loss'],
  ['c-in-c-loss', 'commanderLoss: adds-nothing'],
  ['fatigue-double', 'fatigueDouble: exceeds'],
  ['interpenetration-negation', 'interpenetrationNegation: roll-all'],
  ['interpenetration-double', 'interpenetrationDouble: any-two-faces'],
  ['extra-dice-highest', 'extraDice: add-each'],
  ['negation-scope', 'diceNegation: cause-dice-only'],
  ['leadership-substitution', 'leadershipSubstitution: replaces-a-plus-die'],
  ['archery-hit-multiples', 'archeryHitMultiples: at-most-two'],
  ['archery-half-count', 'archeryHalfCount: rounded-up'],
  ['firing-archers-only', 'changes-nothing'],
  ['gunnes-standing', 'changes-nothing'],
  ['archery-no-hits', 'archeryNoHits: half-removed-outright'],
  ['archery-armoured', 'archeryArmoured: any-armour'],
  ['skirmish-shield', 'skirmishShield: raises-level-too'],
  ['archery-shielded-full-armour', 'shieldOverArmour: never-past-worn'],
  ['impact-scope', 'impactScope: combat-sequence'],
  ['pike-impact-dice', 'pikeImpactDice: replaces'],
  ['impact-draw-hits', 'impactDrawHits: own-bonus'],
  ['impact-cavalry-on-cavalry', 'impactCavalryOnCavalry: loser-recoils'],
  ['melee-element-removal', 'meleeElementRemoval: enemy-elements'],
  ['melee-fighting-elements', 'meleeFightingElements: whole-enemy-unit'],
  ['melee-score-below-one', 'meleeScoreBelowOne: loses-all-fighting'],
  ['dual-armed-penalty', 'dualArmedPenalty: whenever-shot'],
  ['terrain-in-combat', 'terrainInCombat: minus-die'],
  ['heavy-lance-melee', 'heavyLanceMelee: as-light-lance'],
  ['combat-test-results', 'combatTestResults: as-standing'],
  ['turning-hits', 'turningHits: paid-off'],
  ['routed-unit', 'routedUnit: leaves-table'],
];

describe('errata register: the switch each entry offers', () => {
  it('names the reading and value the engine reads, or why there is no switch', () => {
    expect(
      errata.map((c) => [c.id, c.option ? `${c.option.name}: ${c.option.value}` : c.withoutOption]),
    ).toEqual(switches);
  });

  it('offers each switch once: no two entries turn the same reading', () => {
    const names = errata.flatMap((c) => (c.option ? [c.option.name] : []));
    expect(new Set(names).size).toBe(names.length);
  });
});
