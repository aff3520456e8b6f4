/**
 * The combat calculator's fields in players' words: where each value is
 * printed and which rule uses it. What an input error means is in
 * combat-errors.ts, loaded with the first error.
 */
import type { RuleKey } from '../../../../engine/medieval/index.ts';

import type { WorkingStep } from '../../../../engine/core/index.ts';

/** A message for a player at a field, with the rule behind it. */
export interface FieldMessage extends WorkingStep {
  field: string;
}

export interface FieldHint {
  /** Where the value is found at the table. */
  text: string;
  /** The rule that says where it is printed or what it is, and the rule that uses it, as the edition's rule map names them. */
  rules: readonly RuleKey[];
}

export const fieldHints = {
  sp: {
    text: 'SP: the number in the square at the bottom left of the counter',
    rules: ['combat.counter', 'combat.strength'],
  },
  armor: {
    text: 'armor: the shields left of the picture',
    rules: ['combat.counter', 'combat.armor'],
  },
  cf: {
    text: 'CF: the Charge Factor marker beside the unit, 0 without one',
    rules: ['combat.chargeMarker', 'combat.cfCm'],
  },
  morale: {
    text: 'Where its counter stands on the MORALE track',
    rules: ['morale.trackPlace', 'combat.moraleCm'],
  },
  leader: { text: 'On the hex or within his range', rules: ['leaders.onHex', 'leaders.inRange'] },
  retreat: {
    text: 'Count on the map; each hex short costs 1 SP',
    rules: ['combat.retreatShort', 'combat.retreatLoss'],
  },
  fromLeader: { text: 'For pursuit', rules: ['pursuit.kinds'] },
  rear: {
    text: 'Of the defender’s three rear hexes',
    rules: ['combat.who', 'combat.rearAttack'],
  },
  terrain: { text: 'Of the defender’s hex', rules: ['combat.terrain'] },
} as const satisfies Record<string, FieldHint>;

/** Fields the view shows errors beside; any other field's error is shown above the answer. */
export const placedFields =
  /^(morale|roll|attacker\.rearHexes|(attacker|defender)\.(units(\.\d+\.(kind|sp|armor|cf))?|hexesCanRetreat|fromLeader))$/;
