/**
 * A test made on one die, in any book: the chance of passing before the roll,
 * what passing and failing each do, and the roll read against them once
 * given. The systems fill it with their own rules; the site words it one way.
 */
import type { Probability } from './probability.ts';
import type { WorkingStep } from './working.ts';

/** A check on one die: the total modifier, the chance of passing, and the result of a roll if one was given. */
export interface OneDieCheck {
  readonly modifier: number;
  readonly passChance: Probability;
  readonly passed?: boolean;
}

/** One way a test can end, with the rule that says what it does. */
export interface TestOutcome<Rule extends string = string> {
  /** "Passes", "Fails". */
  readonly label: string;
  /** What it does to the unit, in a sentence. */
  readonly detail: string;
  readonly rule: Rule;
}

/** A test whose outcomes the engine words: the working before the roll, and the rule the roll is read by. */
export interface WordedTest<Rule extends string = string> extends OneDieCheck {
  readonly pass: TestOutcome<Rule>;
  readonly fail: TestOutcome<Rule>;
  readonly steps: readonly WorkingStep<Rule>[];
  readonly rollRule: Rule;
  /** False when the rules decide without a roll. */
  readonly rolls: boolean;
  /** The register entry whose reading changes these odds, when one does. */
  readonly erratum?: string;
}
