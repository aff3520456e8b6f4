/**
 * The combat calculator's input errors in players' words, loaded with the
 * first error: a combat a page opens with has none.
 */
import type { InputError } from '../../../../engine/core/index.ts';
import type { CombatDraft } from './combat-draft.ts';

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
