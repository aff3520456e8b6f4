import { describe, expect, it } from 'vitest';
import { placeCounter } from './counter-shapes.ts';

describe('counters drawn on a hex', () => {
  it('centres the first counter and steps the next ones down and right', () => {
    const first = placeCounter({ x: 100, y: 100 }, 40, 0, 0);
    expect(first).toMatchObject({ x: 82, y: 82, side: 36 });
    const second = placeCounter({ x: 100, y: 100 }, 40, 1, 0);
    expect(second.x - first.x).toBeCloseTo(5.6);
    expect(second.y - first.y).toBeCloseTo(5.6);
  });

  it('points the notch at the faced hexside: up for 0, down for 3', () => {
    const tipOf = (notch: string) =>
      notch
        .match(/^M([\d.-]+) ([\d.-]+)/)!
        .slice(1)
        .map(Number);
    const [, upY] = tipOf(placeCounter({ x: 100, y: 100 }, 40, 0, 0).notch);
    const [, downY] = tipOf(placeCounter({ x: 100, y: 100 }, 40, 0, 3).notch);
    const [rightX] = tipOf(placeCounter({ x: 100, y: 100 }, 40, 0, 1).notch);
    expect(upY).toBeLessThan(100 - 18);
    expect(downY).toBeGreaterThan(100 + 18);
    expect(rightX).toBeGreaterThan(100);
  });
});
