/**
 * Links of the first form, `?c=` with the whole draft as base64 JSON: still
 * read, never written. A part left out takes a new combat's value; a part
 * present but not what the field holds refuses the whole link.
 */
import {
  editionIds,
  unitKinds,
  type EditionId,
  type Readings,
} from '../../../../../engine/medieval/index.ts';
import { fail, ok, quoteInput, type Result } from '../../../../../engine/core/index.ts';
import { describeOptions } from '../../../kit/read-field-value.ts';
import {
  defaultUnit,
  leaders,
  newCombat,
  terrains,
  type CombatDraft,
  type SideDraft,
  type UnitDraft,
} from '../combat-draft.ts';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the parts of a draft, noting the first part that is not what its field holds. */
class PartReader {
  refused: string | undefined;

  refuse<T>(path: string, wanted: string, v: unknown, fallback: T): T {
    this.refused ??= `${path}: ${wanted}, not ${quoteInput(v)}`;
    return fallback;
  }

  pick<T>(path: string, v: unknown, allowed: readonly T[], fallback: T): T {
    if (v === undefined) return fallback;
    return allowed.includes(v as T)
      ? (v as T)
      : this.refuse(path, describeOptions(allowed.filter((a) => a !== undefined)), v, fallback);
  }

  // -0 is refused: the site never wrote it.
  whole(path: string, v: unknown, min: number, max: number, fallback: number): number {
    if (v === undefined) return fallback;
    return typeof v === 'number' && Number.isInteger(v) && !Object.is(v, -0) && v >= min && v <= max
      ? v
      : this.refuse(path, `a whole number from ${min} to ${max}`, v, fallback);
  }

  bool(path: string, v: unknown, fallback: boolean): boolean {
    if (v === undefined) return fallback;
    return typeof v === 'boolean' ? v : this.refuse(path, 'true or false', v, fallback);
  }

  record(path: string, v: unknown): Record<string, unknown> {
    if (v === undefined || isRecord(v)) return v ?? {};
    return this.refuse(path, 'an object', v, {});
  }
}

function readUnit(read: PartReader, path: string, v: unknown): UnitDraft {
  const unit = read.record(path, v);
  const base = defaultUnit(read.pick(`${path}.kind`, unit['kind'], unitKinds, 'infantry'));
  return {
    kind: base.kind,
    sp: read.whole(`${path}.sp`, unit['sp'], -99, 99, base.sp),
    armor: read.whole(`${path}.armor`, unit['armor'], -9, 9, base.armor),
    cf: read.whole(`${path}.cf`, unit['cf'], -9, 9, base.cf),
    disorganized: read.bool(`${path}.disorganized`, unit['disorganized'], false),
    shiltron: read.bool(`${path}.shiltron`, unit['shiltron'], false),
  };
}

function readSide<T extends SideDraft>(read: PartReader, path: string, v: unknown, fallback: T): T {
  const side = read.record(path, v);
  const listed = side['units'];
  if (listed !== undefined && !(Array.isArray(listed) && listed.length <= 12))
    read.refuse(`${path}.units`, 'a list of up to 12 units', listed, undefined);
  const units = Array.isArray(listed)
    ? listed.slice(0, 12).map((u, i) => readUnit(read, `${path}.units.${i}`, u))
    : fallback.units;
  const result: T = {
    ...fallback,
    units,
    leader: read.pick(`${path}.leader`, side['leader'], leaders, fallback.leader),
    canRetreat: read.whole(`${path}.canRetreat`, side['canRetreat'], -1, 4, fallback.canRetreat),
    fromLeader: read.whole(`${path}.fromLeader`, side['fromLeader'], 0, 99, fallback.fromLeader),
  };
  for (const [key, value] of Object.entries(fallback)) {
    if (typeof value === 'boolean')
      (result as Record<string, unknown>)[key] = read.bool(`${path}.${key}`, side[key], value);
  }
  return result;
}

function readReadings(read: PartReader, v: unknown): CombatDraft['readings'] {
  const options = read.record('options', v);
  const chosen: Readings = {};
  const pick = <T>(name: string, allowed: readonly T[]) =>
    read.pick(`options.${name}`, options[name], [undefined, ...allowed], undefined);
  const rearAttack = pick('rearAttack', ['per-hex', 'flat'] as const);
  if (rearAttack) chosen.rearAttack = rearAttack;
  const groupRounding = pick('groupRounding', ['nearest', 'up'] as const);
  if (groupRounding) chosen.groupRounding = groupRounding;
  if (pick('kosovoACell', ['A1 -1'] as const)) chosen.kosovoACell = 'A1 -1';
  if (pick('kosovoDisorganizationRow', ['example'] as const))
    chosen.kosovoDisorganizationRow = 'example';
  return chosen;
}

/** Reads a draft from parsed JSON; the page's edition stays unless one is named. */
export function readDraft(value: unknown, pageEdition: EditionId): Result<CombatDraft> {
  const read = new PartReader();
  const record = read.record('combat', value);
  const fallback = newCombat(read.pick('edition', record['edition'], editionIds, pageEdition));
  const attacker = readSide(read, 'attacker', record['attacker'], fallback.attacker);
  const attackerRecord = isRecord(record['attacker']) ? record['attacker'] : {};
  attacker.rearHexes = read.whole('attacker.rearHexes', attackerRecord['rearHexes'], 0, 3, 0);
  const defender = readSide(read, 'defender', record['defender'], fallback.defender);
  const defenderRecord = isRecord(record['defender']) ? record['defender'] : {};
  defender.terrain = read.pick(
    'defender.terrain',
    defenderRecord['terrain'],
    terrains,
    fallback.defender.terrain,
  );
  const draft = {
    edition: fallback.edition,
    attacker,
    defender,
    morale: read.whole('morale', record['morale'], -99, 99, 0),
    readings: readReadings(read, record['options']),
  };
  return read.refused === undefined ? ok(draft) : fail('c', 'link', read.refused);
}

/** A `?c=` value: the draft, whether it named an edition, or why it was refused. */
export function readLegacyDraft(
  text: string,
  pageEdition: EditionId,
): { state: 'read' | 'no-edition'; draft: CombatDraft } | { state: 'refused'; message: string } {
  let value: unknown;
  try {
    if (text.length > 8000) throw new RangeError('too long');
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    value = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return { state: 'refused', message: 'it does not hold a combat' };
  }
  if (!isRecord(value)) return { state: 'refused', message: 'it does not hold a combat' };
  const draft = readDraft(value, pageEdition);
  if (!draft.ok) return { state: 'refused', message: draft.error.message };
  const named = value['edition'] !== undefined;
  return { state: named ? 'read' : 'no-edition', draft: draft.value };
}
