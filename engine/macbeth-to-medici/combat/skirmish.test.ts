import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { resolveSkirmish, skirmishRange, type SkirmishInput } from './skirmish.ts';

/** A close order target at the halt: its shield and any pavise count. */
const halted = { order: 'close', moving: false } as const;
const open: SkirmishInput = {
  order: 'open',
  steady: false,
  supportingRank: false,
  overlaps: 0,
  enemyOverlaps: 0,
  weapon: 'other',
  hitsCarried: 0,
  mounted: false,
  range: 3,
  target: { armour: 'light', shielded: false, mounted: false, ...halted },
};
const value = (change: Partial<SkirmishInput>): number | string => {
  const result = resolveSkirmish({ ...open, ...change });
  return result.ok ? result.value.value : result.error.field;
};

describe('Skirmish fire: a shield under each reading (skirmish-shield)', () => {
  const at = (armour: 'light' | 'heavy', r = defaultReadings) =>
    resolveSkirmish({ ...open, target: { armour, shielded: true, mounted: false, ...halted } }, r);
  const raises = { ...defaultReadings, skirmishShield: 'raises-level-too' } as const;

  it('heavy armour with a shield is −2, or full armour that stops the fire', () => {
    const plain = at('heavy');
    const full = at('heavy', raises);
    expect(plain.ok && plain.value.steps.some((st) => st.rule === 'unit-armour')).toBe(false);
    expect(full.ok && full.value.hits).toBe(0);
    expect(full.ok && full.value.steps.at(-1)?.rule).toBe('unit-armour');
  });

  it('light armour with a shield is −1, or −2 as heavy', () => {
    const plain = at('light');
    const heavy = at('light', raises);
    expect(plain.ok && heavy.ok && plain.value.value - heavy.value.value).toBe(1);
  });
});

describe('Skirmish fire: the skirmish value', () => {
  it('base 2, 3 or 4 by order', () => {
    expect(value({})).toBe(2);
    expect(value({ order: 'loose' })).toBe(3);
    expect(value({ order: 'close' })).toBe(4);
  });

  it('+1 Steady, +1 supporting rank, +1 per overlap up to 2, −1 per enemy overlap, − hits carried', () => {
    expect(value({ steady: true })).toBe(3);
    expect(value({ supportingRank: true })).toBe(3);
    expect(value({ overlaps: 1 })).toBe(3);
    expect(value({ overlaps: 2 })).toBe(4);
    expect(value({ overlaps: 3 })).toBe(4);
    expect(value({ enemyOverlaps: 3 })).toBe(-1);
    expect(value({ hitsCarried: 2 })).toBe(0);
  });

  it('−1 heavy-armoured and −1 shielded target, neither against handguns or heavy crossbows', () => {
    expect(value({ target: { armour: 'heavy', shielded: true, mounted: false, ...halted } })).toBe(
      0,
    );
    expect(value({ target: { armour: 'heavy', shielded: false, mounted: false, ...halted } })).toBe(
      1,
    );
    expect(value({ target: { armour: 'light', shielded: true, mounted: false, ...halted } })).toBe(
      1,
    );
    expect(
      value({
        weapon: 'handgun-or-heavy-crossbow',
        target: { armour: 'heavy', shielded: true, mounted: false, ...halted },
      }),
    ).toBe(2);
  });
});

describe('Skirmish fire: skirmish hits and Reaction movement', () => {
  it('a value of 4 gives 4 phantom hits and 4 inches off; 3 hits on a mounted target take 6 inches', () => {
    const foot = resolveSkirmish({
      ...open,
      order: 'close',
      steady: true,
      overlaps: 2,
      enemyOverlaps: 3,
    });
    expect(foot).toEqual({
      ok: true,
      value: {
        value: 4,
        hits: 4,
        controlTest: true,
        reactionLoss: 4,
        steps: [
          {
            text: '4 close order + 1 Steady + 2 overlapping elements (at most 2) − 3 overlapping enemy elements = 4',
            rule: 'skirmish-fire',
          },
          {
            text: "4 skirmish hits for the target's Control test; its Reaction movement loses 4 inches",
            rule: 'skirmish-fire',
          },
        ],
      },
    });
    const mounted = resolveSkirmish({
      ...open,
      order: 'loose',
      target: { ...open.target, mounted: true },
    });
    expect(mounted.ok && [mounted.value.hits, mounted.value.reactionLoss]).toEqual([3, 6]);
  });

  it('the working names every term that counts', () => {
    const all = resolveSkirmish({
      ...open,
      order: 'loose',
      supportingRank: true,
      overlaps: 1,
      hitsCarried: 1,
      target: { armour: 'heavy', shielded: true, mounted: false, ...halted },
    });
    expect(all.ok && all.value.steps[0]?.text).toBe(
      '3 loose order + 1 supporting rank + 1 overlapping elements (at most 2) − 1 target in heavy armour − 1 shielded target − 1 hits carried = 2',
    );
  });

  it('a value of 0 or less does nothing', () => {
    const none = resolveSkirmish({ ...open, hitsCarried: 2 });
    expect(none.ok && none.value).toMatchObject({
      value: 0,
      hits: 0,
      controlTest: false,
      reactionLoss: 0,
    });
    expect(none.ok && none.value.steps).toHaveLength(1);
    const below = resolveSkirmish({ ...open, hitsCarried: 3 });
    expect(below.ok && below.value).toMatchObject({ value: -1, hits: 0, reactionLoss: 0 });
    const one = resolveSkirmish({ ...open, hitsCarried: 1 });
    expect(one.ok && one.value).toMatchObject({ hits: 1, controlTest: true, reactionLoss: 1 });
  });

  it('Unit armour: full armour stops all but handguns and heavy crossbows', () => {
    const full = { armour: 'full' as const, shielded: false, mounted: false, ...halted };
    const stopped = resolveSkirmish({ ...open, order: 'close', target: full });
    expect(stopped.ok && stopped.value).toMatchObject({ value: 4, hits: 0, controlTest: false });
    expect(stopped.ok && stopped.value.steps.at(-1)).toEqual({
      text: "The target's full armour stops this fire: no effect",
      rule: 'unit-armour',
    });
    const pierced = resolveSkirmish({ ...open, weapon: 'handgun-or-heavy-crossbow', target: full });
    expect(pierced.ok && pierced.value.hits).toBe(2);
  });
});

describe('Skirmish fire: shields and pavises on the move (Unit armour)', () => {
  const target = { armour: 'light', shielded: true, mounted: false, ...halted } as const;

  it('a moving loose order target counts no shield, with a working line; close order does', () => {
    const loose = resolveSkirmish({ ...open, target: { ...target, order: 'loose', moving: true } });
    expect(loose.ok && loose.value.value).toBe(2);
    expect(loose.ok && loose.value.steps[0]).toEqual({
      text: 'The target moves in loose order: only close order troops count a shield while moving, so it does not count',
      rule: 'unit-armour',
    });
    const close = resolveSkirmish({ ...open, target: { ...target, moving: true } });
    expect(close.ok && close.value.value).toBe(1);
  });

  it('a pavise is full armour at the halt, and nothing on the move', () => {
    const pavise = { ...target, shielded: false, pavise: true };
    const halt = resolveSkirmish({ ...open, target: pavise });
    expect(halt.ok && halt.value).toMatchObject({ hits: 0, controlTest: false });
    const moving = resolveSkirmish({ ...open, target: { ...pavise, moving: true } });
    expect(moving.ok && moving.value.hits).toBe(2);
    expect(moving.ok && moving.value.steps[0]?.text).toBe(
      'The target moves: a pavise serves only at the halt, so it does not count',
    );
  });
});

describe('Skirmish fire: range and bad input', () => {
  it('reach is half the normal move: 3 inches on foot, 4.5 mounted', () => {
    expect(skirmishRange(false)).toBe(3);
    expect(skirmishRange(true)).toBe(4.5);
    expect(value({ range: 3 })).toBe(2);
    expect(value({ range: 0 })).toBe(2);
    expect(resolveSkirmish({ ...open, range: 4 })).toEqual({
      ok: false,
      error: {
        field: 'range',
        rule: 'skirmish-fire',
        message: 'skirmishers reach 3 inches, not 4',
      },
    });
    expect(value({ range: 3.5 })).toBe('range');
    expect(value({ mounted: true, range: 4.5 })).toBe(2);
    expect(value({ mounted: true, range: 5 })).toBe('range');
    expect(value({ range: -1 })).toBe('range');
  });

  it('typed errors name the field and Skirmish fire', () => {
    expect(resolveSkirmish({ ...open, overlaps: -1 })).toEqual({
      ok: false,
      error: {
        field: 'overlaps',
        rule: 'skirmish-fire',
        message: 'overlaps is a whole number, 0 or more, not -1',
      },
    });
    expect(value({ enemyOverlaps: 0.5 })).toBe('enemyOverlaps');
    expect(value({ hitsCarried: -1 })).toBe('hitsCarried');
  });
});
