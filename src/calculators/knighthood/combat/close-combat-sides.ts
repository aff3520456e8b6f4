/**
 * A close-combat side as the tool reads it: an engine error moved to that
 * side's field, and the hits it scored, counted or read from its dice.
 */
import { fail, ok, type Result } from '../../../../engine/core/index.ts';
import {
  readCountedHits,
  readUnitDice,
  rules,
  type FigureDice,
  type RoundSide,
} from '../../../../engine/knighthood/index.ts';
import type { SideId } from './close-combat-fields.ts';

export const other = (id: SideId): SideId => (id === 'a' ? 'b' : 'a');

/** An engine error about `own`/`enemy` moved to the tool's field for that side. */
export function atSide<T>(result: Result<T>, own: SideId, prefix = ''): Result<T> {
  if (result.ok) return result;
  const field = `${prefix}${result.error.field}`
    .replace(/^own\./, `${own}.`)
    .replace(/^enemy\./, `${other(own)}.`)
    .replace(/\.rearRanks$/, result.error.rule === rules.hollowWedge ? '.rank3' : '.rank2');
  return fail(field, result.error.rule, result.error.message);
}

/**
 * 5.40 The hits a side scored: `counted` (checked against its dice; NaN
 * until given) or read from its dice; undefined until known.
 */
export function sideHits(
  id: SideId,
  side: RoundSide,
  counted: number | undefined,
  figures: () => FigureDice[] | undefined,
): Result<number> | undefined {
  if (counted !== undefined) {
    if (Number.isNaN(counted)) return undefined;
    const read = readCountedHits(side.dice, counted, `${id}.hits`, rules.closeCombat);
    return read.ok ? ok(read.value.hits) : read;
  }
  const dice = figures();
  if (!dice) return undefined;
  const read = readUnitDice(side.hit, dice);
  return read.ok ? ok(read.value.hits) : atSide(read, id);
}
