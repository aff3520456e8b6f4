/**
 * Where a counter is drawn on its hex: stacked counters step down and right
 * so each stays tappable to the eye, and a notch marks the hexside it faces.
 */
import type { Facing } from '../../../engine/core/index.ts';

export interface CounterShape {
  x: number;
  y: number;
  side: number;
  /** A triangle on the faced edge, pointing out of the counter. */
  notch: string;
}

/** Flat-topped hexes: facing 0 is the top side, then clockwise every 60°. */
const angleOf = (facing: Facing) => ((facing * 60 - 90) * Math.PI) / 180;

/** The square of the `index`-th counter on a hex of this size, and its facing notch. */
export function placeCounter(
  centre: { x: number; y: number },
  size: number,
  index: number,
  facing: Facing,
): CounterShape {
  const side = size * 0.9;
  const step = size * 0.14;
  const x = centre.x - side / 2 + index * step;
  const y = centre.y - side / 2 + index * step;
  const cx = x + side / 2;
  const cy = y + side / 2;
  const a = angleOf(facing);
  const reach = side * 0.62;
  const tip = { x: cx + Math.cos(a) * reach, y: cy + Math.sin(a) * reach };
  const base = side * 0.4;
  const across = { x: -Math.sin(a) * side * 0.18, y: Math.cos(a) * side * 0.18 };
  const b = { x: cx + Math.cos(a) * base, y: cy + Math.sin(a) * base };
  const f = (n: number) => n.toFixed(1);
  return {
    x,
    y,
    side,
    notch: `M${f(tip.x)} ${f(tip.y)}L${f(b.x + across.x)} ${f(b.y + across.y)}L${f(b.x - across.x)} ${f(b.y - across.y)}Z`,
  };
}
