/**
 * How a close-combat round reads in the tool: rows by who was pushed back and
 * how far (5.40), with the breakthroughs and disorder in each.
 */
import { sum, toNumber, type Probability } from '../../../../engine/core/index.ts';
import {
  describePushBack,
  describeRoundEvent,
  unnamedSides,
  type RoundResult,
  type SideNames,
} from '../../../../engine/knighthood/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { OddsRow } from '../../kit/tool-state.svelte.ts';
import { sideIds, type SideId } from './close-combat-fields.ts';

/** Who was pushed back and how far: the row a round falls in. */
export function pushRow(
  r: RoundResult,
  names: SideNames = unnamedSides,
): { key: string; label: string; margin: number } {
  const back = r.a.pushedBack > 0 ? 'a' : r.b.pushedBack > 0 ? 'b' : undefined;
  const label = describePushBack(r, names);
  if (!back) return { key: 'none', label, margin: 0 };
  const inches = r[back].pushedBack;
  return { key: `${back}${inches}`, label, margin: back === 'b' ? inches : -inches };
}

/** What else happens in a row: each event, always or with its chance. */
const eventsOf = (names: SideNames): { name: string; happens: (r: RoundResult) => boolean }[] =>
  sideIds.flatMap((id) => [
    {
      name: describeRoundEvent(names[id], 'broke-through'),
      happens: (r: RoundResult) => r[id].brokeThrough,
    },
    {
      name: describeRoundEvent(names[id], 'disordered'),
      happens: (r: RoundResult) => r[id].disordered,
    },
  ]);

/** 5.40 Following up, in words, for the side pushed back and the inches. */
export type FollowUpText = (back: SideId, inches: number) => string;

const winnerOf = (back: SideId): SideId => (back === 'a' ? 'b' : 'a');

/**
 * Following up, for a push back: none when the winner broke through every
 * time (the loser is passed through, not pushed), qualified when only sometimes.
 */
function followUpIn(
  results: readonly { value: RoundResult; chance: Probability }[],
  follow: FollowUpText,
): string | undefined {
  const first = results[0]?.value;
  if (!first) return undefined;
  const back = first.a.pushedBack > 0 ? 'a' : first.b.pushedBack > 0 ? 'b' : undefined;
  if (!back) return undefined;
  const winner = winnerOf(back);
  const through = results.filter((r) => r.value[winner].brokeThrough).length;
  if (through === results.length) return undefined;
  const text = follow(back, first[back].pushedBack);
  return through > 0 ? `${text}, unless it breaks through` : text;
}

export function rowsOf(
  results: readonly { value: RoundResult; chance: Probability }[],
  current?: string,
  follow?: FollowUpText,
  names: SideNames = unnamedSides,
): OddsRow[] {
  const events = eventsOf(names);
  const groups: { row: ReturnType<typeof pushRow>; results: (typeof results)[number][] }[] = [];
  for (const result of results) {
    const row = pushRow(result.value, names);
    const group = groups.find((g) => g.row.key === row.key);
    if (group) group.results.push(result);
    else groups.push({ row, results: [result] });
  }
  return groups
    .sort((x, y) => y.row.margin - x.row.margin)
    .map(({ row, results: inRow }) => {
      const total = sum(inRow.map((r) => r.chance));
      const detail = events.flatMap((e) => {
        const share = sum(inRow.filter((r) => e.happens(r.value)).map((r) => r.chance));
        if (share.num === 0n) return [];
        return [
          share.num * total.den === total.num * share.den
            ? e.name
            : `${e.name} (${toNumber(share) < 0.0005 ? 'under 0.1%' : formatPercent(share)})`,
        ];
      });
      const following = follow && followUpIn(inRow, follow);
      if (following) detail.push(following);
      return {
        key: row.key,
        label: row.label,
        detail: detail.length > 0 ? detail.join('; ') : 'No disorder',
        chance: total,
        current: row.key === current,
      };
    });
}

/** The rolled round's push back and the events that happened. */
export function roundEnd(
  r: RoundResult,
  follow?: FollowUpText,
  names: SideNames = unnamedSides,
): string {
  const happened = eventsOf(names)
    .filter((e) => e.happens(r))
    .map((e) => e.name);
  const following = follow && followUpIn([{ value: r, chance: { num: 1n, den: 1n } }], follow);
  return [pushRow(r, names).label, ...happened, ...(following ? [following] : [])].join('; ');
}
