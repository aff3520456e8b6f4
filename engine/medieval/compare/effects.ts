/**
 * What an edition difference does to play, in numbers: for each effect the
 * alignment names, a worked situation under the editions asked for, as data
 * a page renders (rows of values, each citing its edition's rule) with one
 * line saying what the difference comes to.
 */
import { fail, ok, type Result } from '../../core/result.ts';
import { getEdition, type EditionProfile } from '../editions/editions.ts';
import type { EditionId } from '../types.ts';
import type { EffectId } from './alignment/types.ts';
import type { ComparedRow } from './combat-rows.ts';
import {
  combatTable,
  leaderRange,
  rangedInCombat,
  ratioClamp,
  rearAttack,
} from './effects-combat-situations.ts';
import { afterRetreat, pursuit, rideDown } from './effects-other-situations.ts';
import type { Build } from './effects-rows.ts';

/** The builder of each effect the alignment can name. */
const situations: Readonly<Record<EffectId, Build>> = {
  'rear-attack': rearAttack,
  'ratio-clamp': ratioClamp,
  'ranged-in-combat': rangedInCombat,
  'after-retreat': afterRetreat,
  pursuit,
  'leader-range': leaderRange,
  'ride-down': rideDown,
  'combat-table': combatTable,
};

export interface EffectTable {
  effect: EffectId;
  title: string;
  /** The situation worked out, in words. */
  situation: string;
  /** The editions in column order. */
  editions: readonly { id: EditionId; title: string }[];
  rows: readonly ComparedRow[];
  /** One line: the difference in numbers, or that these editions agree here. */
  soWhat: string;
}

/** "3:1 in Bannockburn 1314 and 1066; 5:1 in Kosovo Field 1389". */
function groupByText(row: ComparedRow, profiles: readonly EditionProfile[]): string {
  const groups = new Map<string, string[]>();
  row.cells.forEach((cell, i) => {
    const titles = groups.get(cell.text) ?? [];
    titles.push(profiles[i]!.title);
    groups.set(cell.text, titles);
  });
  return [...groups].map(([text, titles]) => `${text} in ${titles.join(' and ')}`).join('; ');
}

/** The first key row that differs, said in numbers; else that the editions agree. */
export function sayWhatChanges(
  rows: readonly ComparedRow[],
  keyRows: readonly string[],
  profiles: readonly EditionProfile[],
): string {
  const keyed = keyRows.flatMap((id) => rows.filter((r) => r.id === id));
  const telling = keyed.find((r) => r.differs);
  if (telling) return `${telling.label}: ${groupByText(telling, profiles)}.`;
  const first = keyed[0] ?? rows[0];
  if (!first) return 'Nothing to compare.';
  const same = first.cells[0]?.text ?? '';
  return profiles.length === 1
    ? `${first.label}: ${same}.`
    : `No difference between these editions here (${first.label}: ${same} in each).`;
}

/**
 * The worked effect of an edition difference (rear attack 3.1.2, the table's
 * edge 1.5, ranged units in combat, the test after a retreat 5.1.1 g, pursuit
 * 5.5, leader range 8.0, ride down 5.8, the COMBAT TABLE) under the editions
 * given, columns in their order. An unknown edition or effect is an error.
 */
export function describeEffect(
  effect: EffectId,
  editionIds: readonly string[],
): Result<EffectTable> {
  if (!Object.hasOwn(situations, effect))
    return fail('effect', 'compare', `no worked effect named "${String(effect)}"`);
  if (editionIds.length === 0) return fail('editions', 'compare', 'name at least one edition');
  const profiles: EditionProfile[] = [];
  for (const id of editionIds) {
    const found = getEdition(id);
    if (!found.ok) return found;
    profiles.push(found.value);
  }
  const worked = situations[effect](profiles);
  if (!worked.ok) return worked;
  const { title, situation, rows, keyRows } = worked.value;
  return ok({
    effect,
    title,
    situation,
    editions: profiles.map((p) => ({ id: p.id, title: p.title })),
    rows,
    soWhat: sayWhatChanges(rows, keyRows, profiles),
  });
}
