/** The working checkTerrainEntry and chargeAfterHex write, and the edges of their conditions. */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { chargeAfterHex, checkTerrainEntry, type ChargeInput, type HexEntry } from './terrain.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const entry = (edition: string, input: HexEntry, readings = {}) =>
  value(checkTerrainEntry(edition, input, readings));
const charge = (edition: string, input: ChargeInput) => value(chargeAfterHex(edition, input));
const nothing = {
  prohibited: false,
  spLoss: 0,
  scatter: false,
  disorganized: false,
  steps: [],
  errata: [],
};

describe('checkTerrainEntry working (B/N 4.2.6–4.2.8)', () => {
  it('names every rough thing entered at once (4.2.6)', () => {
    const all = entry('bannockburn-1314', {
      kind: 'cavalry',
      cf: 2,
      terrain: 'forest',
      ford: true,
      fortifications: true,
    });
    expect(all.steps).toEqual([
      { rule: '4.2.6', text: 'forest + ford + fortifications entered at CF 2: −1 SP and scatter' },
    ]);
    expect(all.errata).toEqual(['ford-example']);
  });

  it('swamps off a road (4.2.7) and cavalry at CF 1 on a road (4.2.8), written out', () => {
    expect(entry('bannockburn-1314', { kind: 'cavalry', cf: 2, terrain: 'swamps' })).toEqual({
      ...nothing,
      spLoss: 1,
      scatter: true,
      cfAfter: 2,
      steps: [{ rule: '4.2.7', text: 'swamps off a road: −1 SP and scatter' }],
      errata: ['swamp-movement'],
    });
    expect(
      entry('bannockburn-1314', { kind: 'cavalry', cf: 1, terrain: 'village', road: true }).steps,
    ).toEqual([{ rule: '4.2.8', text: 'on a road at CF 1 cavalry passes village unharmed' }]);
  });

  it('nothing happens on clear ground, on a hill, to a unit at CF 0 at a ford, or on a road hex', () => {
    for (const hex of [
      { kind: 'cavalry', cf: 2, terrain: 'clear' },
      { kind: 'cavalry', cf: 2, terrain: 'hill' },
      { kind: 'cavalry', cf: 0, terrain: 'clear', ford: true },
      { kind: 'infantry', cf: 0, terrain: 'village', road: true },
    ] as const)
      expect(entry('bannockburn-1314', hex)).toEqual({ ...nothing, cfAfter: hex.cf });
    // "road" as terrain is a road hex: 1066's prohibited swamps are not in play.
    expect(entry('1066', { kind: 'cavalry', cf: 1, terrain: 'road' })).toEqual({
      ...nothing,
      cfAfter: 1,
    });
  });

  it('1066 swamps: prohibited off a road, open along one', () => {
    expect(entry('1066', { kind: 'infantry', cf: 0, terrain: 'swamps' })).toEqual({
      ...nothing,
      prohibited: true,
      cfAfter: 0,
      steps: [{ rule: '4.1.7', text: 'swamps is prohibited off a road' }],
      errata: ['swamp-movement'],
    });
    expect(entry('1066', { kind: 'infantry', cf: 0, terrain: 'swamps', road: true })).toEqual({
      ...nothing,
      cfAfter: 0,
    });
  });

  it('a leader is not broken by terrain (B/N 8.1.7)', () => {
    expect(entry('1066', { kind: 'leader', cf: 0, terrain: 'forest' }).steps).toEqual([
      { rule: '8.1.7', text: 'a leader has no SPs and is not broken by terrain' },
    ]);
  });

  it('erratum ford-example, option fordEntry: cf-zero: a ford at speed only drops the CF to 0', () => {
    const cfZero = { fordEntry: 'cf-zero' } as const;
    const ford = { kind: 'cavalry', terrain: 'clear', ford: true } as const;
    expect(entry('bannockburn-1314', { ...ford, cf: 2 }, cfZero)).toEqual({
      ...nothing,
      cfAfter: 0,
      steps: [
        {
          rule: '4.2.6',
          text: 'ford read as the countercharge example: CF drops to 0, no loss (option fordEntry: cf-zero)',
        },
      ],
      errata: ['ford-example'],
    });
    // The reading touches fords only: clear ground at speed keeps its CF.
    expect(entry('bannockburn-1314', { kind: 'cavalry', cf: 2, terrain: 'clear' }, cfZero)).toEqual(
      { ...nothing, cfAfter: 2 },
    );
    // At CF 0 there is nothing to drop and no erratum touched.
    expect(entry('bannockburn-1314', { ...ford, cf: 0 }, cfZero)).toEqual({
      ...nothing,
      cfAfter: 0,
    });
    // A forest crossed at a ford still costs the SP (4.2.6), and the CF is kept.
    const forest = entry('bannockburn-1314', { ...ford, cf: 2, terrain: 'forest' }, cfZero);
    expect(forest).toMatchObject({ spLoss: 1, scatter: true, cfAfter: 2 });
    expect(forest.steps).toEqual([
      { rule: '4.2.6', text: 'forest + ford entered at CF 2: −1 SP and scatter' },
    ]);
  });
});

describe('checkTerrainEntry working (Kosovo 4.2.5–4.2.6, 5.6.7)', () => {
  it('cavalry into forest: disorganized and CF 0, each step written', () => {
    expect(entry('kosovo-1389', { kind: 'cavalry', cf: 2, terrain: 'forest' }).steps).toEqual([
      { rule: '4.2.5', text: 'forest entered off a road: disorganized' },
      { rule: '5.6.7', text: 'forest: CF drops to 0, road or not' },
    ]);
  });

  it('cavalry into swamps (4.2.5, 5.6.7) names them in both steps', () => {
    expect(entry('kosovo-1389', { kind: 'cavalry', cf: 1, terrain: 'swamps' }).steps).toEqual([
      { rule: '4.2.5', text: 'swamps entered off a road: disorganized' },
      { rule: '5.6.7', text: 'swamps: CF drops to 0, road or not' },
    ]);
  });

  it('ford and fortifications together: CF 0 only', () => {
    expect(
      entry('kosovo-1389', {
        kind: 'cavalry',
        cf: 2,
        terrain: 'clear',
        ford: true,
        fortifications: true,
      }),
    ).toEqual({
      ...nothing,
      cfAfter: 0,
      steps: [{ rule: '5.6.7', text: 'ford + fortifications: CF drops to 0, road or not' }],
    });
  });

  it('infantry in swamps (4.2.6) loses order, not SPs; no scatter rule; hills and road hexes do nothing', () => {
    expect(entry('kosovo-1389', { kind: 'infantry', cf: 0, terrain: 'swamps' })).toEqual({
      ...nothing,
      disorganized: true,
      cfAfter: 0,
      steps: [{ rule: '4.2.6', text: 'swamps entered off a road: disorganized' }],
    });
    expect(entry('kosovo-1389', { kind: 'infantry', cf: 0, terrain: 'forest' })).toEqual({
      ...nothing,
      cfAfter: 0,
    });
    for (const terrain of ['hill', 'road'] as const)
      expect(entry('kosovo-1389', { kind: 'cavalry', cf: 2, terrain })).toEqual({
        ...nothing,
        cfAfter: 2,
      });
  });
});

describe('chargeAfterHex working (5.6)', () => {
  it('gain (5.6.3), hold (5.6.12), lower (5.6.13), pursuit (K 5.5.8), one step each', () => {
    expect(charge('1066', { kind: 'cavalry', cf: 3 }).steps).toEqual([
      { rule: '5.6.3', text: '1 hex further since the last turn: CF 3 (3 at most)' },
    ]);
    expect(charge('1066', { kind: 'cavalry', cf: 2, charge: 'hold' }).steps).toEqual([
      { rule: '5.6.12', text: 'CF held at 2' },
    ]);
    expect(charge('1066', { kind: 'cavalry', cf: 0, charge: 'reduce' })).toEqual({
      cf: 0,
      steps: [{ rule: '5.6.13', text: 'CF lowered by 1 to 0' }],
    });
    expect(charge('kosovo-1389', { kind: 'cavalry', cf: 2, pursuit: true })).toEqual({
      cf: 2,
      steps: [{ rule: '5.5.8', text: 'pursuit: CF stays 2' }],
    });
  });

  it('bridge (B/N 5.6.7), stream (5.6.8) and uphill (5.6.9) each take 1, never below 0', () => {
    expect(
      charge('bannockburn-1314', {
        kind: 'cavalry',
        cf: 1,
        bridge: true,
        stream: true,
        uphill: true,
      }),
    ).toEqual({
      cf: 0,
      steps: [
        { rule: '5.6.3', text: '1 hex further since the last turn: CF 2 (3 at most)' },
        { rule: '5.6.7', text: 'over a bridge: −1, CF 1' },
        { rule: '5.6.8', text: 'across a stream: −1, CF 0' },
        { rule: '5.6.9', text: 'uphill: −1, CF 0' },
      ],
    });
  });

  it('Kosovo 5.6.7: fortifications zero a held CF; a hill does not; a CF already 0 needs no step', () => {
    expect(
      charge('kosovo-1389', { kind: 'cavalry', cf: 2, charge: 'hold', fortifications: true }),
    ).toEqual({
      cf: 0,
      steps: [
        { rule: '5.6.12', text: 'CF held at 2' },
        { rule: '5.6.7', text: 'village, forest, swamps, ford or fortifications: CF 0' },
      ],
    });
    expect(
      charge('kosovo-1389', { kind: 'cavalry', cf: 2, charge: 'hold', terrain: 'hill' }).cf,
    ).toBe(2);
    expect(
      charge('kosovo-1389', { kind: 'cavalry', cf: 0, charge: 'hold', terrain: 'village' }).steps,
    ).toEqual([{ rule: '5.6.12', text: 'CF held at 0' }]);
  });

  it('infantry has no CF (5.6.1)', () => {
    const infantry = charge('1066', { kind: 'infantry', cf: 0 });
    expect(infantry.cf).toBe(0);
    expect(infantry.steps).toHaveLength(1);
    expect(infantry.steps[0]?.rule).toBe('5.6.1');
    expect(infantry.steps[0]?.text).toContain('infantry has no CF');
  });

  it.each([
    ['nowhere', { kind: 'cavalry', cf: 2 }, 'edition'],
    ['1066', { kind: 'dragon', cf: 2 }, 'kind'],
    ['1066', { kind: 'cavalry', cf: 5 }, 'cf'],
    ['1066', { kind: 'cavalry', cf: 1, terrain: 'bog' }, 'terrain'],
    ['1066', { kind: 'infantry', cf: 0, terrain: 'bog' }, 'terrain'],
    ['kosovo-1389', { kind: 'cavalry', cf: 2, charge: 'reduce' }, 'charge'],
  ])('%s %o is refused on %s', (edition, input, field) => {
    const result = chargeAfterHex(edition, input as ChargeInput);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe(field);
    if (!result.ok && field === 'charge')
      expect(result.error).toMatchObject({
        rule: '5.6.12',
        message: 'Kosovo Field 1389 has no rule for lowering the CF',
      });
  });
});
