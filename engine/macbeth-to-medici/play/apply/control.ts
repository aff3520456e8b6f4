/**
 * Control test, rallying, reorganisation and fatigue results as changes to
 * the game: unformed, elements lost, hits taken off, the unit turning
 * Erratic, Impetuous or Broken (and the elements that costs), removed, and
 * the officer's test when it is routed or lost.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import {
  controlConsequence,
  controlSituationSection,
  erraticFailure,
  type ControlConsequence,
  type ControlEffect,
  type ControlSituation,
} from '../../control/control-effects.ts';
import type { ControlResult } from '../../control/control-test.ts';
import { fatigueHits } from '../../control/fatigue.ts';
import { reorganise } from '../../control/rally.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { SectionId } from '../../tables/sections.ts';
import type { MoraleState } from '../../tables/types.ts';
import { moraleWithHits } from '../../units.ts';
import { nameOfUnit } from '../game/actions.ts';
import { plural } from '../game/action-types.ts';
import type { MtmGame, MtmUnit, UnitRef, UnitState } from '../game/state.ts';
import {
  addElementsLost,
  addExertion,
  addHits,
  addUnformed,
  draft,
  noteOfficerTest,
  unitInPlay,
  wholeFrom,
  type Proposal,
} from './proposal.ts';

/** A Control test's situation: those the book prints results for, or the test after fire or combat. */
export type TestSituation = ControlSituation | 'after-combat';

export interface ControlOutcome {
  readonly unit: UnitRef;
  readonly situation: TestSituation;
  readonly result: ControlResult;
  /** Skirmish or bombard hits counted for this test only. */
  readonly phantomHits?: number;
  /** The die thrown when the result loses "1 die of elements". */
  readonly elementsDie?: number;
  /** Standing, rolling down: the unit evades rather than stands. */
  readonly evades?: boolean;
}

const noEffect: ControlEffect = {
  label: 'No change',
  unformed: false,
  elementsLost: 0,
  hitsRemoved: 0,
};

/**
 * The test after fire or combat (read here, combat-test-results): only Unit
 * endurance applies, so an Erratic unit (phantom hits counted) that fails
 * turns Impetuous or Broken; under `as-standing` the Standing results apply too.
 */
function afterCombat(
  result: ControlResult,
  unit: MtmUnit,
  state: UnitState,
  phantom: number,
  readings: Readings,
): ControlConsequence {
  if (readings.combatTestResults === 'as-standing')
    return controlConsequence(
      'standing',
      result,
      { ...state, phantomHits: phantom },
      unit.experience,
      readings,
    );
  const testedAs = moraleWithHits(state.morale, state.hits + phantom, unit.experience);
  const turns: MoraleState | null =
    testedAs === 'erratic' && result !== 'pass'
      ? readings.erraticFailure === 'by-result'
        ? erraticFailure[result]
        : 'broken'
      : null;
  const carried = state.hits + (readings.phantomHitsElements === 'phantom-too' ? phantom : 0);
  return {
    result,
    effect: noEffect,
    testedAs,
    morale: turns ?? state.morale,
    hits: state.hits,
    elementsForHits: turns === null ? 0 : Math.min(carried, state.elements),
  };
}

const ruleOf = (situation: TestSituation, readings: Readings): SectionId =>
  situation !== 'after-combat'
    ? controlSituationSection[situation]
    : readings.combatTestResults === 'as-standing'
      ? 'standing'
      : 'unit-endurance';

const resultWords = { pass: 'passes', up: 'rolls up', down: 'rolls down' } as const;

/**
 * A Control test's result on a unit in play (Control test procedure, with
 * Charging, Standing, Evading & feigned retreat, Rallying and Unit endurance):
 * the test counts against its voluntary rally tests; then what the result
 * does; then, if it turns Impetuous or Broken, the elements for its hits
 * (Impetuous & Broken), the hits kept (read here) or cleared under
 * `paid-off` (turning-hits), and its officer's test once it is routed.
 */
export function proposeControlResult(
  game: MtmGame,
  outcome: ControlOutcome,
  readings: Readings = defaultReadings,
): Result<Proposal> {
  const found = unitInPlay(game, outcome.unit, 'unit', 'control-test');
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const name = nameOfUnit(unit);
  if (!['pass', 'up', 'down'].includes(outcome.result))
    return fail('result', 'control-test', 'a test passes, rolls up or rolls down');
  if (
    outcome.situation !== 'after-combat' &&
    !Object.hasOwn(controlSituationSection, outcome.situation)
  )
    return fail('situation', 'control-test', `no situation "${String(outcome.situation)}"`);
  const phantom = wholeFrom(outcome.phantomHits ?? 0, 0, 'phantomHits', 'skirmish-fire');
  if (!phantom.ok) return phantom;
  const rule = ruleOf(outcome.situation, readings);
  const consequence =
    outcome.situation === 'after-combat'
      ? afterCombat(outcome.result, unit, state, phantom.value, readings)
      : controlConsequence(
          outcome.situation,
          outcome.result,
          { ...state, phantomHits: phantom.value },
          unit.experience,
          readings,
        );
  const effect =
    outcome.evades === true && consequence.effect.orElse
      ? consequence.effect.orElse
      : consequence.effect;
  let dieElements = 0;
  if (effect.elementsLost === 'die') {
    const die = wholeFrom(outcome.elementsDie ?? 0, 1, 'elementsDie', rule);
    if (!die.ok || die.value > 6)
      return fail('elementsDie', rule, `${name} loses 1 die of elements: the die's score, 1 to 6`);
    dieElements = die.value;
  }
  const d = draft(game);
  const ref = outcome.unit;
  const steps: (() => Result<true>)[] = [
    () => addExertion(d, ref, 'test'),
    () => (
      d.note(`${name} ${resultWords[outcome.result]}: ${effect.label.toLowerCase()}`, rule),
      ok(true)
    ),
    () => (effect.unformed ? addUnformed(d, ref, rule) : ok(true)),
    () =>
      addElementsLost(
        d,
        ref,
        effect.elementsLost === 'die' ? dieElements : effect.elementsLost,
        rule,
      ),
    () => {
      const off = Math.min(state.hits, effect.hitsRemoved);
      return off > 0
        ? d.add({
            text: `${plural(off, 'hit')} taken off ${name}`,
            rule: 'rallying',
            action: { type: 'remove-hits', ...ref, hits: off, by: 'rallying' },
          })
        : ok(true);
    },
  ];
  const morale: MoraleState = effect.breaks ? 'broken' : consequence.morale;
  const turning = morale !== state.morale && (morale === 'impetuous' || morale === 'broken');
  if (morale !== state.morale)
    steps.push(() =>
      d.add({
        text: `${name} turns ${morale}`,
        rule: turning ? 'impetuous-and-broken' : rule,
        action: { type: 'morale', ...ref, morale, by: turning ? 'impetuous-and-broken' : rule },
      }),
    );
  if (turning)
    steps.push(() => addElementsLost(d, ref, consequence.elementsForHits, 'impetuous-and-broken'));
  if (turning && readings.turningHits === 'paid-off')
    steps.push(() => {
      const held = d.game().sides[ref.side].units[ref.unit]!;
      if (held.hits === 0 || held.elements === 0) return ok(true);
      return d.add({
        text: `${name} is clear of its ${plural(held.hits, 'hit')}`,
        rule: 'impetuous-and-broken',
        action: { type: 'remove-hits', ...ref, hits: held.hits, by: 'impetuous-and-broken' },
      });
    });
  if (effect.breaks === 'removed')
    steps.push(() =>
      d.add({
        text: `${name} scatters and is removed`,
        rule,
        action: { type: 'remove-unit', ...ref, by: rule },
      }),
    );
  for (const step of steps) {
    const done = step();
    if (!done.ok) return done;
  }
  noteOfficerTest(d, game, ref, readings);
  return ok({
    title: `${name}: Control test, ${resultWords[outcome.result]}`,
    rules: [rule],
    changes: d.changes,
  });
}

/** Rallying: a voluntary test needs hits to take off, and an officer leading a unit that is unformed. */
export function proposeRally(
  game: MtmGame,
  ref: UnitRef,
  result: ControlResult,
  readings: Readings = defaultReadings,
): Result<Proposal> {
  const found = unitInPlay(game, ref, 'unit', 'rallying');
  if (!found.ok) return found;
  const { unit, state } = found.value;
  if (state.hits === 0)
    return fail('unit', 'rallying', `${nameOfUnit(unit)} carries no hits to rally`);
  const led = Object.values(game.sides[ref.side].officers).some(
    (o) => o.leading === ref.unit && o.status === 'commanding',
  );
  if (state.unformed && !led)
    return fail(
      'unit',
      'rallying',
      `${nameOfUnit(unit)} is unformed: it tests only if an officer leads it`,
    );
  return proposeControlResult(game, { unit: ref, situation: 'rallying', result }, readings);
}

/** Reorganisation: each element traded in takes off hits equal to the Experience Bonus. */
export function proposeReorganise(game: MtmGame, ref: UnitRef, traded: number): Result<Proposal> {
  const found = unitInPlay(game, ref, 'unit', 'reorganisation');
  if (!found.ok) return found;
  const { unit, state } = found.value;
  const done = reorganise(state.hits, traded, state.elements, unit.experience);
  if (!done.ok) return done;
  const d = draft(game);
  const name = nameOfUnit(unit);
  const lost = addElementsLost(d, ref, traded, 'reorganisation');
  if (!lost.ok) return lost;
  if (done.value.hitsRemoved > 0 && done.value.elementsLeft > 0) {
    const off = d.add({
      text: `${plural(done.value.hitsRemoved, 'hit')} taken off ${name}`,
      rule: 'reorganisation',
      action: { type: 'remove-hits', ...ref, hits: done.value.hitsRemoved, by: 'reorganisation' },
    });
    if (!off.ok) return off;
  }
  return ok({
    title: `${name} trades in ${plural(traded, 'element')}`,
    rules: ['reorganisation'],
    changes: d.changes,
  });
}

/** Fatigue: the turn's score against the pass level of the unit's order gives its hits. */
export function proposeFatigue(
  game: MtmGame,
  ref: UnitRef,
  score: number,
  readings: Pick<Readings, 'fatigueDouble'> = defaultReadings,
): Result<Proposal> {
  const found = unitInPlay(game, ref, 'unit', 'fatigue');
  if (!found.ok) return found;
  const checked = wholeFrom(score, 0, 'score', 'fatigue');
  if (!checked.ok) return checked;
  const hits = fatigueHits(score, found.value.unit.order, readings);
  const d = draft(game);
  const name = nameOfUnit(found.value.unit);
  if (hits === 0) d.note(`${name} is not fatigued`, 'fatigue');
  const added = addHits(d, ref, hits, 'fatigue');
  if (!added.ok) return added;
  return ok({
    title: `${name}: fatigue score ${score}, ${plural(hits, 'hit')}`,
    rules: ['fatigue'],
    changes: d.changes,
  });
}
