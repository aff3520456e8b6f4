/**
 * The combat calculator's fields in players' words: where each value is
 * printed and which rule uses it. What an input error means is in
 * combat-errors.ts, loaded with the first error.
 */

/** A message for a player at a field, with the rule behind it. */
export interface FieldMessage {
  field: string;
  text: string;
  rule: string;
}

export interface FieldHint {
  /** Where the value is found at the table. */
  text: string;
  /** The rule that says where it is printed or what it is, and the rule that uses it. */
  rules: readonly string[];
}

export const fieldHints = {
  sp: {
    text: 'SP: the number in the square at the bottom left of the counter',
    rules: ['1.2', '1.4'],
  },
  armor: { text: 'armor: the shields left of the picture', rules: ['1.2', '5.2.7'] },
  cf: {
    text: 'CF: the Charge Factor marker beside the unit, 0 without one',
    rules: ['1.3', '5.6.4'],
  },
  morale: {
    text: 'Where its counter stands on the MORALE track',
    rules: ['6.1.1', '6.1.2'],
  },
  leader: { text: 'On the hex or within his range', rules: ['8.2.1', '8.2.2'] },
  retreat: {
    text: 'Count on the map; each hex short costs 1 SP',
    rules: ['5.4.5', '5.4.6'],
  },
  fromLeader: { text: 'For pursuit', rules: ['5.5.1'] },
  rear: {
    text: 'Of the defender’s three rear hexes',
    rules: ['3.1.1', '3.1.2'],
  },
  terrain: { text: 'Of the defender’s hex', rules: ['5.3.1'] },
} as const satisfies Record<string, FieldHint>;

/** Fields the view shows errors beside; any other field's error is shown above the answer. */
export const placedFields =
  /^(morale|roll|attacker\.rearHexes|(attacker|defender)\.(units(\.\d+\.(kind|sp|armor|cf))?|hexesCanRetreat|fromLeader))$/;
