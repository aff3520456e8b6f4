/**
 * One line of a rule's working: what was done, and the rule that says so. Every system's
 * calculators and boards show their working as a list of these, so the site renders
 * working one way whichever book it comes from.
 */
export interface WorkingStep<Rule extends string = string> {
  readonly text: string;
  /** The rule, table or section the step applies, as the book numbers it. */
  readonly rule: Rule;
}
