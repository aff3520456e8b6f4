/**
 * The combat calculator's fields in players' words: where each value is
 * printed, which rule uses it, and what an input error means, with its rule.
 */
import type { InputError } from '../../../../engine/core/index.ts';
import type { CombatDraft } from './combat-draft.ts';

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

const sideName = (side: string) => (side === 'attacker' ? 'Attacker' : 'Defender');
const fieldNames: Record<string, string> = {
  sp: 'SP',
  armor: 'armor',
  cf: 'CF',
  kind: 'unit type',
  hexesCanRetreat: 'hexes it can retreat',
  canRetreat: 'hexes it can retreat',
  fromLeader: 'hexes to its leader',
  rearHexes: 'rear-area hexes',
};

/** "attacker.units.0.sp" → "Attacker, unit 1, SP"; "morale" → "MORALE". */
export function nameField(field: string): string {
  const [side, part, index, key] = field.split('.');
  if (field === 'morale') return 'MORALE';
  if (field === 'roll') return '2D6 roll';
  if (part === 'units' && key)
    return `${sideName(side!)}, unit ${Number(index) + 1}, ${fieldNames[key] ?? key}`;
  if (part === 'units') return sideName(side!);
  return part ? `${sideName(side!)}, ${fieldNames[part] ?? part}` : field;
}

function valueAt(draft: CombatDraft, field: string): unknown {
  const [side, part, index, key] = field.split('.');
  if (field === 'morale') return draft.morale;
  if ((side === 'attacker' || side === 'defender') && part === 'units' && key)
    return (draft[side].units[Number(index)] as unknown as Record<string, unknown> | undefined)?.[
      key
    ];
  return undefined;
}

/** An input error as a sentence to a player; the view shows its rule beside it. */
export function describeError(error: InputError, draft: CombatDraft): string {
  const value = valueAt(draft, error.field);
  const blank = value === null || (typeof value === 'number' && Number.isNaN(value));
  const what = blank ? 'enter a whole number' : error.message;
  return `${nameField(error.field)}: ${what}.`;
}

/** Fields the view shows errors beside; any other field's error is shown above the answer. */
export const placedFields =
  /^(morale|roll|attacker\.rearHexes|(attacker|defender)\.(units(\.\d+\.(kind|sp|armor|cf))?|hexesCanRetreat|fromLeader))$/;
