/**
 * Zones of control on a map (3.2): a unit's ZoC covers its front area
 * (3.2.1) and stops at a river (3.2.3, the same number in all three
 * editions). A river runs along hex sides, which the printed maps draw; the
 * scenario files give none (the maps are not in the text), so the players
 * mark them in a game (play/game/river-sides.ts); without any, every ZoC
 * reaches its whole front area.
 */
import {
  formatHex,
  frontArea,
  hexDistance,
  parseHex,
  type Facing,
  type Hex,
  type HexMap,
} from '../../core/hex-grid.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { WorkingStep } from '../../core/working.ts';
import type { EditionProfile } from '../editions/editions.ts';

/** A hex side a river runs along, named by the two hexes it parts ("3318", "3319"). */
export type RiverSide = readonly [string, string];

/** River sides ready for look-up: one key per side, whichever way round it was given. */
export type RiverSideSet = ReadonlySet<string>;

/** The look-up key of the side between two hexes, the same in either order. */
export const riverSideKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * 3.2.3: checks a map's river sides: each names two different hexes on the
 * map that touch. A bad side is an error naming its place in the list.
 */
export function readRiverSides(
  sides: readonly RiverSide[],
  map: HexMap,
  edition: EditionProfile,
  field = 'riverSides',
): Result<RiverSideSet> {
  const rule = edition.rules.movement.zocRiver;
  const keys = new Set<string>();
  for (const [i, side] of sides.entries()) {
    const a = parseHex(side[0], map, `${field}.${i}.0`);
    if (!a.ok) return a;
    const b = parseHex(side[1], map, `${field}.${i}.1`);
    if (!b.ok) return b;
    if (hexDistance(a.value, b.value, map) !== 1)
      return fail(
        `${field}.${i}`,
        rule,
        `a river side parts two hexes that touch; ${side[0]} and ${side[1]} do not`,
      );
    keys.add(riverSideKey(formatHex(a.value), formatHex(b.value)));
  }
  return ok(keys);
}

/** 3.2.3: whether a river runs between two touching hexes. */
export function isAcrossRiver(from: Hex, to: Hex, rivers: RiverSideSet): boolean {
  return rivers.has(riverSideKey(formatHex(from), formatHex(to)));
}

/** 3.2.1, 3.2.3: the hexes a unit's ZoC covers: its front area, less any hex across a river side. */
export function zocArea(
  at: Hex,
  facing: Facing,
  map: HexMap,
  rivers: RiverSideSet = new Set(),
): Hex[] {
  return frontArea(at, facing, map).filter((hex) => !isAcrossRiver(at, hex, rivers));
}

/** 3.2.1, 3.2.3: the ZoC of a unit in words, naming the front hexes a river cuts off. */
export function explainZoc(
  at: Hex,
  facing: Facing,
  map: HexMap,
  edition: EditionProfile,
  rivers: RiverSideSet = new Set(),
): WorkingStep[] {
  const rules = edition.rules.movement;
  const front = frontArea(at, facing, map).map(formatHex);
  const cut = front.filter((id) => rivers.has(riverSideKey(formatHex(at), id)));
  const covered = front.filter((id) => !cut.includes(id));
  const steps: WorkingStep[] = [
    {
      text: `Its ZoC covers its front area: ${covered.length > 0 ? covered.join(', ') : 'no hex'}.`,
      rule: rules.zocArea,
    },
  ];
  if (cut.length > 0)
    steps.push({
      text: `A river runs between it and ${cut.join(', ')}: its ZoC stops there.`,
      rule: rules.zocRiver,
    });
  return steps;
}
