/** One step of an answer's working: the rule that decides it, and its link when the rule has one. */
export interface Step {
  rule: string;
  text: string;
  /** A link the system worked out itself (books without printed rule numbers). */
  href?: string | undefined;
}
