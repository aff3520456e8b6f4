/**
 * Officer morale test: how an officer counts the units lost, whether a loss
 * calls for a test at all, and the count he tests at.
 *
 * The count convention: the caller passes the officer's count BEFORE the
 * losses that caused this test (`countBefore`) and those losses themselves
 * (`lostNow`); the engine alone decides what they add. A loss raises the count
 * only through a failed test, as the book's "the count of lost units is
 * increased" on a failure says, so a pass leaves it where it was.
 */
import type { WorkingStep } from '../../core/index.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import { officerMorale } from '../tables/units.ts';
import type { SectionId } from '../tables/sections.ts';
import type { ImportanceClass, Temperament } from '../tables/types.ts';
import { classAsSeen, type ClassShift } from '../units.ts';

/**
 * A unit lost (routed or destroyed in sight) in the officer's command. A
 * native officer counts a mercenary or foreign ally one class lower; a Tribal
 * unit lost from a Tribal command counts one class lower too (tribal-morale-class).
 */
export interface LostUnit extends ClassShift {
  cls: ImportanceClass;
}

/** The readings that decide how losses count and what calls for a test. */
export type LossReadings = Pick<
  Readings,
  'shakenLosses' | 'tribalMoraleClass' | 'officerTestTrigger' | 'commanderLoss'
>;

/**
 * Officer morale test: how many units the losses count as for this
 * temperament (Rash counts A only; Bold B 1, A 2; Cautious C 1, B 2, A 3).
 * Shaken officers count every loss, or under `counted-classes` every loss he
 * sees as class A to C; Enraged ones none.
 */
export function countLosses(
  temperament: Temperament,
  losses: readonly LostUnit[],
  readings: Pick<Readings, 'shakenLosses' | 'tribalMoraleClass'> = defaultReadings,
): number {
  // Under no-shift the Tribal remark changes no officer's count (tribal-morale-class).
  const seen = (loss: LostUnit) =>
    classAsSeen(loss.cls, {
      foreign: loss.foreign === true,
      tribalSeenByTribal:
        readings.tribalMoraleClass === 'officer-test' && loss.tribalSeenByTribal === true,
    });
  if (temperament === 'shaken') {
    if (readings.shakenLosses === 'any-unit') return losses.length;
    return losses.filter((loss) => seen(loss) !== 'D').length;
  }
  const counts = officerMorale[temperament].counts;
  return losses.reduce((n, loss) => n + (counts[seen(loss)] ?? 0), 0);
}

/** What the officer has lost when he may have to test. */
export interface OfficerLosses {
  temperament: Temperament;
  /** His count of lost units before the losses that caused this test. */
  countBefore: number;
  /** The units whose loss (routed or destroyed in sight) may call for this test. */
  lostNow: readonly LostUnit[];
  /** The C-in-C has been lost, in sight. */
  cInCLost?: boolean | undefined;
}

export interface TriggerCount {
  /** Whether the losses call for a test (for a Shaken officer: whether he breaks). */
  tests: boolean;
  /** What the units lost now count for, by his temperament. */
  counted: number;
  /** The count he tests at, compared with his Command: before, plus the C-in-C's 1. */
  atTest: number;
}

/**
 * Officer morale test: a test comes only from a significant unit of his
 * command lost, or the C-in-C's loss. Read here a loss his temperament does
 * not count is not significant; under `any-loss` any unit lost calls for one
 * (officer-test-trigger). The C-in-C's loss calls for one and adds 1 to the
 * count at once, or under `adds-nothing` adds nothing (c-in-c-loss).
 */
export function officerTrigger(input: OfficerLosses, readings: LossReadings): TriggerCount {
  const counted = countLosses(input.temperament, input.lostNow, readings);
  const cInC = input.cInCLost === true;
  const anyLoss = readings.officerTestTrigger === 'any-loss' && input.lostNow.length > 0;
  const added = cInC && readings.commanderLoss === 'adds-one' ? 1 : 0;
  // An Enraged officer ignores every loss; a Shaken one breaks at a unit lost, not at the C-in-C alone.
  const tests =
    input.temperament === 'enraged'
      ? false
      : input.temperament === 'shaken'
        ? counted > 0
        : counted > 0 || cInC || anyLoss;
  return { tests, counted, atTest: input.countBefore + added };
}

/** Officer morale test: the working line for what the losses count and whether he tests. */
export function describeOfficerTrigger(
  input: OfficerLosses,
  readings: LossReadings,
): WorkingStep<SectionId> {
  const { tests, counted, atTest } = officerTrigger(input, readings);
  const cInC = input.cInCLost === true ? ', the C-in-C lost' : '';
  const article = input.temperament === 'enraged' ? 'An' : 'A';
  return {
    text: `${article} ${input.temperament} officer counts the units lost now as ${counted}${cInC}: ${triggerVerdict(input.temperament, tests)}; his count stands at ${atTest}`,
    rule: 'officer-morale-test',
  };
}

/** Enraged officers ignore losses; a Shaken one who counts a loss breaks without a test. */
function triggerVerdict(temperament: OfficerLosses['temperament'], tests: boolean): string {
  if (temperament === 'enraged') return 'he ignores losses, no test';
  if (temperament === 'shaken') return tests ? 'he breaks, no test' : 'no loss he counts, no test';
  return tests ? 'a test' : 'no significant loss, no test';
}
