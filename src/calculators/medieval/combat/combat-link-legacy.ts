/**
 * Links of the first form, `?c=` with the whole draft as base64 JSON: still
 * read, never written. Unknown or malformed parts take a new combat's values.
 */
import {
  editionIds,
  unitKinds,
  type EditionId,
  type RuleOptions,
} from '../../../../engine/medieval/index.ts';
import {
  defaultUnit,
  leaders,
  newCombat,
  terrains,
  type CombatDraft,
  type SideDraft,
  type UnitDraft,
} from './combat-draft.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = <T>(v: unknown, allowed: readonly T[], fallback: T): T =>
  allowed.includes(v as T) ? (v as T) : fallback;
// -0 reads as 0, as the link written back would say.
const whole = (v: unknown, min: number, max: number, fallback: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v || 0 : fallback;
const bool = (v: unknown, fallback: boolean): boolean => (typeof v === 'boolean' ? v : fallback);

function readUnit(v: unknown): UnitDraft | undefined {
  if (!isRecord(v)) return undefined;
  const base = defaultUnit(pick(v['kind'], unitKinds, 'infantry'));
  // Out-of-range numbers are kept when whole so the engine can name the error; junk falls back.
  return {
    kind: base.kind,
    sp: whole(v['sp'], -99, 99, base.sp),
    armor: whole(v['armor'], -9, 9, base.armor),
    cf: whole(v['cf'], -9, 9, base.cf),
    disorganized: bool(v['disorganized'], false),
    shiltron: bool(v['shiltron'], false),
  };
}

function readSide<T extends SideDraft>(v: unknown, fallback: T): T {
  if (!isRecord(v)) return fallback;
  const units = Array.isArray(v['units'])
    ? v['units'].slice(0, 12).flatMap((u) => {
        const unit = readUnit(u);
        return unit ? [unit] : [];
      })
    : fallback.units;
  const result: T = {
    ...fallback,
    units,
    leader: pick(v['leader'], leaders, fallback.leader),
    banner: bool(v['banner'], fallback.banner),
    canRetreat: whole(v['canRetreat'], -1, 4, fallback.canRetreat),
    fromLeader: whole(v['fromLeader'], 0, 99, fallback.fromLeader),
  };
  for (const [key, value] of Object.entries(fallback)) {
    if (typeof value === 'boolean') (result as Record<string, unknown>)[key] = bool(v[key], value);
  }
  return result;
}

function readOptions(v: unknown): CombatDraft['options'] {
  const options = isRecord(v) ? v : {};
  const chosen: RuleOptions = {};
  if (options['rearAttack'] === 'per-hex' || options['rearAttack'] === 'flat')
    chosen.rearAttack = options['rearAttack'];
  if (options['groupRounding'] === 'nearest' || options['groupRounding'] === 'up')
    chosen.groupRounding = options['groupRounding'];
  if (options['kosovoACell'] === 'A1 -1') chosen.kosovoACell = 'A1 -1';
  if (options['kosovoDisorganizationRow'] === 'example')
    chosen.kosovoDisorganizationRow = 'example';
  return chosen;
}

/** Reads a draft from any value (parsed JSON); the page's edition stays unless a valid one is named. */
export function readDraft(value: unknown, pageEdition: EditionId): CombatDraft {
  const record = isRecord(value) ? value : {};
  const fallback = newCombat(pick(record['edition'], editionIds, pageEdition));
  const attacker = readSide(record['attacker'], fallback.attacker);
  const attackerRecord = isRecord(record['attacker']) ? record['attacker'] : {};
  attacker.rearHexes = whole(attackerRecord['rearHexes'], 0, 3, 0);
  const defender = readSide(record['defender'], fallback.defender);
  const defenderRecord = isRecord(record['defender']) ? record['defender'] : {};
  defender.terrain = pick(defenderRecord['terrain'], terrains, fallback.defender.terrain);
  return {
    edition: fallback.edition,
    attacker,
    defender,
    morale: whole(record['morale'], -99, 99, 0),
    options: readOptions(record['options']),
  };
}

/** A `?c=` value: the draft, and whether the link could be read and named an edition. */
export function readLegacyDraft(
  text: string,
  pageEdition: EditionId,
): { draft: CombatDraft; state: 'read' | 'unreadable' | 'no-edition' } {
  let value: unknown;
  try {
    if (text.length > 8000) throw new RangeError('too long');
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { draft: newCombat(pageEdition), state: 'unreadable' };
  }
  if (!isRecord(value)) return { draft: newCombat(pageEdition), state: 'unreadable' };
  const named = editionIds.includes(value['edition'] as EditionId);
  return { draft: readDraft(value, pageEdition), state: named ? 'read' : 'no-edition' };
}
