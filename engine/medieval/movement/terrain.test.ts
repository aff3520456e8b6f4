import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { chargeAfterHex, checkTerrainEntry, type ChargeInput } from './terrain.ts';
import { editionIds } from '../types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const entry = (edition: string, input: Parameters<typeof checkTerrainEntry>[1]) =>
  value(checkTerrainEntry(edition, input));

describe('checkTerrainEntry: Bannockburn and 1066 (4.2.6–4.2.8)', () => {
  it.each(['bannockburn-1314', '1066'])(
    '%s 4.2.6: above CF 0 into forest, village, ford or fortifications: −1 SP, scatter',
    (edition) => {
      for (const where of [
        { terrain: 'forest' },
        { terrain: 'village' },
        { terrain: 'clear', ford: true },
        { terrain: 'clear', fortifications: true },
      ] as const) {
        const result = entry(edition, { kind: 'cavalry', cf: 1, ...where });
        expect(result).toMatchObject({ spLoss: 1, scatter: true, disorganized: false, cfAfter: 1 });
        expect(result.steps[0]?.rule).toBe('4.2.6');
      }
      expect(entry(edition, { kind: 'cavalry', cf: 0, terrain: 'forest' }).spLoss).toBe(0);
      expect(entry(edition, { kind: 'infantry', cf: 0, terrain: 'village' }).scatter).toBe(false);
    },
  );

  it.each(['bannockburn-1314', '1066'])(
    '%s 4.2.8: on a road cavalry passes at CF 1, not above',
    (edition) => {
      const atOne = entry(edition, { kind: 'cavalry', cf: 1, terrain: 'forest', road: true });
      expect([atOne.spLoss, atOne.scatter]).toEqual([0, false]);
      expect(atOne.steps[0]?.rule).toBe('4.2.8');
      expect(entry(edition, { kind: 'cavalry', cf: 2, terrain: 'forest', road: true }).spLoss).toBe(
        1,
      );
    },
  );

  it('4.2.8: a road hex is on the road without the road flag: cavalry at CF 1 passes its fortifications unharmed', () => {
    const result = entry('bannockburn-1314', {
      kind: 'cavalry',
      cf: 1,
      terrain: 'road',
      fortifications: true,
    });
    expect(result).toMatchObject({ spLoss: 0, scatter: false, cfAfter: 1 });
    expect(result.steps).toEqual([
      { rule: '4.2.8', text: 'on a road at CF 1 cavalry passes fortifications unharmed' },
    ]);
  });

  it('a ford at speed flags the ford-example erratum (5.7.6 example)', () => {
    const result = entry('bannockburn-1314', {
      kind: 'cavalry',
      cf: 2,
      terrain: 'clear',
      ford: true,
    });
    expect(result.errata).toContain('ford-example');
  });

  it('swamps off a road: Bannockburn 4.2.7 −1 SP and scatter; 1066 forbids the entry', () => {
    const b = entry('bannockburn-1314', { kind: 'infantry', cf: 0, terrain: 'swamps' });
    expect([b.spLoss, b.scatter]).toEqual([1, true]);
    expect(b.steps[0]?.rule).toBe('4.2.7');
    expect(
      entry('bannockburn-1314', { kind: 'infantry', cf: 0, terrain: 'swamps', road: true }).spLoss,
    ).toBe(0);
    const n = entry('1066', { kind: 'cavalry', cf: 0, terrain: 'swamps' });
    expect(n.prohibited).toBe(true);
    expect(n.errata).toContain('swamp-movement');
  });
});

describe('checkTerrainEntry: Kosovo (4.2.5, 4.2.6, 5.6.7)', () => {
  it('cavalry off a road into forest, village or swamps is disorganized, whatever its CF, and its CF drops to 0', () => {
    for (const terrain of ['forest', 'village', 'swamps'] as const) {
      for (const cf of [0, 2]) {
        const result = entry('kosovo-1389', { kind: 'cavalry', cf, terrain });
        expect(result).toMatchObject({ disorganized: true, spLoss: 0, scatter: false, cfAfter: 0 });
        expect(result.steps.map((s) => s.rule)).toEqual(['4.2.5', '5.6.7']);
      }
    }
  });

  it('on a road cavalry keeps its order but still loses its CF (5.6.7)', () => {
    const result = entry('kosovo-1389', { kind: 'cavalry', cf: 3, terrain: 'forest', road: true });
    expect([result.disorganized, result.cfAfter]).toEqual([false, 0]);
  });

  it('ford and fortifications cost the CF only', () => {
    expect(
      entry('kosovo-1389', { kind: 'cavalry', cf: 2, terrain: 'clear', ford: true }),
    ).toMatchObject({
      disorganized: false,
      cfAfter: 0,
    });
    expect(
      entry('kosovo-1389', { kind: 'cavalry', cf: 2, terrain: 'clear', fortifications: true })
        .cfAfter,
    ).toBe(0);
  });

  it('4.2.6: infantry is disorganized by swamps only', () => {
    const swamps = entry('kosovo-1389', { kind: 'infantry', cf: 0, terrain: 'swamps' });
    expect(swamps.disorganized).toBe(true);
    expect(swamps.steps[0]?.rule).toBe('4.2.6');
    expect(entry('kosovo-1389', { kind: 'infantry', cf: 0, terrain: 'forest' }).disorganized).toBe(
      false,
    );
  });
});

describe('checkTerrainEntry: leaders and bad input', () => {
  it.each([
    ['bannockburn-1314', '8.1.7'],
    ['1066', '8.1.7'],
    ['kosovo-1389', '8.1.8'],
  ])('%s: a leader is not broken by terrain (%s)', (edition, rule) => {
    const result = entry(edition, { kind: 'leader', cf: 0, terrain: 'forest' });
    expect([result.spLoss, result.scatter, result.disorganized]).toEqual([0, false, false]);
    expect(result.steps[0]?.rule).toBe(rule);
  });

  it('refuses an unknown terrain and a CF out of range', () => {
    const bad = checkTerrainEntry('1066', { kind: 'cavalry', cf: 1, terrain: 'bog' as 'clear' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error).toMatchObject({ field: 'terrain', rule: '4.1.7' });
    const cf = checkTerrainEntry('1066', { kind: 'cavalry', cf: 7, terrain: 'clear' });
    expect(cf.ok).toBe(false);
    if (!cf.ok) expect(cf.error).toMatchObject({ field: 'cf', rule: '5.6.2' });
  });
});

describe('chargeAfterHex (5.6)', () => {
  const after = (edition: string, input: ChargeInput) => value(chargeAfterHex(edition, input)).cf;
  const hexes = (edition: string, cf: number, n: number, extra: Partial<ChargeInput> = {}) => {
    let current = cf;
    for (let i = 0; i < n; i++)
      current = after(edition, { kind: 'cavalry', cf: current, ...extra });
    return current;
  };

  it.each(editionIds)('5.6.2–5.6.3 (%s): +1 per hex, never above 3', (edition) => {
    expect(hexes(edition, 0, 3)).toBe(3);
    expect(hexes(edition, 0, 5)).toBe(3);
    expect(after(edition, { kind: 'infantry', cf: 0 })).toBe(0);
  });

  it.each([
    ['bannockburn-1314', '5.6.9'],
    ['1066', '5.6.9'],
    ['kosovo-1389', '5.6.10'],
  ])('%s %s example: 2 hexes uphill leave the CF 2 lower than on the flat', (edition, rule) => {
    for (const start of [0, 1]) {
      expect(hexes(edition, start, 2) - hexes(edition, start, 2, { uphill: true })).toBe(2);
    }
    const steps = value(chargeAfterHex(edition, { kind: 'cavalry', cf: 1, uphill: true })).steps;
    expect(steps.map((s) => s.rule)).toContain(rule);
  });

  it('5.8.2 b: CF 3 storming uphill enters at CF 2', () => {
    for (const edition of editionIds)
      expect(after(edition, { kind: 'cavalry', cf: 3, uphill: true })).toBe(2);
  });

  it('stream and bridge take 1 each (B/N 5.6.8, 5.6.7; K 5.6.9, 5.6.8)', () => {
    const b = value(
      chargeAfterHex('bannockburn-1314', { kind: 'cavalry', cf: 3, stream: true, bridge: true }),
    );
    expect(b.cf).toBe(1);
    expect(b.steps.map((s) => s.rule)).toEqual(['5.6.3', '5.6.7', '5.6.8']);
    const k = value(
      chargeAfterHex('kosovo-1389', { kind: 'cavalry', cf: 3, stream: true, bridge: true }),
    );
    expect(k.steps.map((s) => s.rule)).toEqual(['5.6.3', '5.6.8', '5.6.9']);
  });

  it('holding (5.6.12), lowering (B/N 5.6.13) and pursuit (B/N 5.5.7, K 5.5.8)', () => {
    expect(after('1066', { kind: 'cavalry', cf: 2, charge: 'hold' })).toBe(2);
    expect(after('1066', { kind: 'cavalry', cf: 2, charge: 'reduce' })).toBe(1);
    expect(chargeAfterHex('kosovo-1389', { kind: 'cavalry', cf: 2, charge: 'reduce' }).ok).toBe(
      false,
    );
    expect(after('kosovo-1389', { kind: 'cavalry', cf: 2, pursuit: true })).toBe(2);
  });

  it('Kosovo 5.6.7: forest, village, swamps, ford or fortifications set the CF to 0; not in B/N', () => {
    expect(after('kosovo-1389', { kind: 'cavalry', cf: 2, terrain: 'forest' })).toBe(0);
    expect(after('kosovo-1389', { kind: 'cavalry', cf: 2, ford: true })).toBe(0);
    expect(after('bannockburn-1314', { kind: 'cavalry', cf: 2, terrain: 'forest' })).toBe(3);
  });
});

describe('Kosovo 5.6.7: a ford drops cavalry’s CF whichever reading of the ford example', () => {
  it.each(['cf-zero', 'loss-and-scatter'] as const)('fordEntry %s', (fordEntry) => {
    const crossed = value(
      checkTerrainEntry(
        'kosovo-1389',
        { kind: 'cavalry', cf: 2, terrain: 'clear', ford: true },
        { fordEntry },
      ),
    );
    expect(crossed.cfAfter).toBe(0);
    expect(crossed.steps.map((s) => s.rule)).toContain('5.6.7');
  });

  it('names an infantry with its article (5.6.1)', () => {
    const step = value(chargeAfterHex('kosovo-1389', { kind: 'infantry', cf: 0 })).steps[0];
    expect(step?.text).toBe('an infantry has no CF');
  });
});
