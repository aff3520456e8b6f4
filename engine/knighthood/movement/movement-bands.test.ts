import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import {
  advanceTowardEnemy,
  movementRateOf,
  chargeIncrementOf,
  chargeIncrementsNeeded,
  columnBonus,
  crossBand,
  ignoresProximity,
  movementBand,
} from './movement-bands.ts';

describe('3.00 Movement bands', () => {
  it.each([
    [0, 'near'],
    [15, 'near'],
    [15.5, 'middle'],
    [30, 'middle'],
    [30.5, 'far'],
    [100, 'far'],
  ])('%i" from the enemy is the %s band', (distance, band) => {
    expect(movementBand(distance)).toEqual({ ok: true, value: band });
  });

  it('refuses a negative or missing distance', () => {
    for (const distance of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(movementBand(distance)).toEqual({
        ok: false,
        error: {
          field: 'distance',
          rule: '3.00',
          message: `a distance to the enemy is 0" or more, not ${distance}`,
        },
      });
    }
  });

  it('halves what is left, rounding down, when closing; doubles it when moving away', () => {
    expect(crossBand(27, 'closer')).toBe(13);
    expect(crossBand(26, 'closer')).toBe(13);
    expect(crossBand(7, 'away')).toBe(14);
  });
});

describe('3.00 Crossing movement bands: a unit advancing at the enemy', () => {
  it('3.00 example: EHK 33" from HI move 3", enter the 15-30" band with 27" left, halved to 13: they end 17" away', () => {
    expect(advanceTowardEnemy('cl-cavalry', 33)).toEqual({
      ok: true,
      value: {
        distance: 17,
        stretches: [
          { band: 'far', inches: 3 },
          { band: 'middle', inches: 13 },
        ],
        ignoresBands: false,
      },
    });
  });

  it('OO cavalry 31" away cross two bands: 35" left halve to 17, then 2" left to 1; leaders stop at contact', () => {
    expect(advanceTowardEnemy('oo-cavalry', 31)).toEqual({
      ok: true,
      value: {
        distance: 14,
        stretches: [
          { band: 'far', inches: 1 },
          { band: 'middle', inches: 15 },
          { band: 'near', inches: 1 },
        ],
        ignoresBands: false,
      },
    });
    expect(advanceTowardEnemy('leaders', 10)).toEqual({
      ok: true,
      value: { distance: 0, stretches: [{ band: 'near', inches: 10 }], ignoresBands: true },
    });
  });

  it('T5 and the glossary: a leader 40" away moves his whole 36", ending 4" away', () => {
    const move = advanceTowardEnemy('leaders', 40);
    expect(move).toEqual({
      ok: true,
      value: {
        distance: 4,
        stretches: [
          { band: 'far', inches: 10 },
          { band: 'middle', inches: 15 },
          { band: 'near', inches: 11 },
        ],
        ignoresBands: true,
      },
    });
  });

  it("wagons and OO troops keep T5's band rates and halve at an edge, unless read by the glossary's list", () => {
    expect(advanceTowardEnemy('wagons', 40)).toMatchObject({ ok: true, value: { distance: 20 } });
    expect(
      advanceTowardEnemy('wagons', 40, { ...defaultReadings, proximityExempt: 'glossary-list' }),
    ).toMatchObject({
      ok: true,
      value: { distance: 10, ignoresBands: true },
    });
    expect(ignoresProximity('oo-infantry')).toBe(false);
    expect(ignoresProximity('oo-infantry', { proximityExempt: 'glossary-list' })).toBe(true);
    expect(ignoresProximity('other-infantry', { proximityExempt: 'glossary-list' })).toBe(false);
  });

  it('T5 wagons: 8/20/30 as printed, or 8/16/24 under the pattern reading', () => {
    const pattern = { ...defaultReadings, wagonRates: 'pattern' } as const;
    expect(movementRateOf('wagons')?.inches).toEqual({ near: 8, middle: 20, far: 30 });
    expect(movementRateOf('wagons', pattern)?.inches).toEqual({ near: 8, middle: 16, far: 24 });
    expect(movementRateOf('cl-cavalry', pattern)?.inches).toEqual({
      near: 10,
      middle: 20,
      far: 30,
    });
    // 40" away: 10" to the 30" edge, then what is left (14") halves to 7"
    expect(advanceTowardEnemy('wagons', 40, pattern)).toMatchObject({
      ok: true,
      value: { distance: 23 },
    });
  });

  it('stays in its band when the move ends before the edge', () => {
    expect(advanceTowardEnemy('other-infantry', 60)).toEqual({
      ok: true,
      value: { distance: 42, stretches: [{ band: 'far', inches: 18 }], ignoresBands: false },
    });
    expect(advanceTowardEnemy('other-infantry', 48)).toEqual({
      ok: true,
      value: { distance: 30, stretches: [{ band: 'far', inches: 18 }], ignoresBands: false },
    });
  });

  it('refuses unknown units and bad distances', () => {
    expect(advanceTowardEnemy('elephants' as 'wagons', 20)).toEqual({
      ok: false,
      error: { field: 'unit', rule: 'T5', message: 'T5 has no movement line "elephants"' },
    });
    expect(advanceTowardEnemy('wagons', -2)).toMatchObject({
      ok: false,
      error: { field: 'distance' },
    });
  });
});

describe('3.00 Charge increments needed', () => {
  it('3.00 example: EHK with a CI of 10" need 2CI for the 17" to the infantry', () => {
    expect(chargeIncrementsNeeded(17, 10)).toEqual({ ok: true, value: 2 });
  });
  it('3.00: a whole increment is one CI, a part more is another (10" is 1CI, 11" is 2CI)', () => {
    expect(chargeIncrementsNeeded(10, 10)).toEqual({ ok: true, value: 1 });
    expect(chargeIncrementsNeeded(11, 10)).toEqual({ ok: true, value: 2 });
    expect(chargeIncrementsNeeded(0.5, 10)).toEqual({ ok: true, value: 1 });
  });
  it('3.00: at most 3CI, so 30" at 10" can be charged and 31" cannot', () => {
    expect(chargeIncrementsNeeded(30, 10)).toEqual({ ok: true, value: 3 });
    expect(chargeIncrementsNeeded(31, 10)).toMatchObject({
      ok: false,
      error: {
        field: 'distance',
        rule: '3.00',
        message: '31" needs 4CI; a charge may use at most 3CI',
      },
    });
  });
  it('3.00: a distance or an increment of 0 or less, or not a number, is an error at its field', () => {
    expect(chargeIncrementsNeeded(0, 10)).toMatchObject({
      ok: false,
      error: { field: 'distance' },
    });
    expect(chargeIncrementsNeeded(Number.NaN, 10)).toMatchObject({
      ok: false,
      error: { field: 'distance' },
    });
    expect(chargeIncrementsNeeded(5, 0)).toMatchObject({
      ok: false,
      error: {
        field: 'increment',
        rule: '3.00',
        message: 'a charge increment is more than 0", not 0',
      },
    });
    expect(chargeIncrementsNeeded(5, Number.POSITIVE_INFINITY)).toMatchObject({
      ok: false,
      error: { field: 'increment' },
    });
    expect(chargeIncrementsNeeded(5, -1)).toMatchObject({
      ok: false,
      error: { field: 'increment' },
    });
    expect(chargeIncrementsNeeded(-1, 10)).toMatchObject({
      ok: false,
      error: { message: 'a charge covers more than 0", not -1' },
    });
  });
});

describe('3.30 Charge increment and the column bonus', () => {
  it('3.30: a CI is the move in the 2-15" band (CL cavalry 10", as in the 3.00 example)', () => {
    expect(chargeIncrementOf('cl-cavalry', false)).toEqual({ ok: true, value: 10 });
    expect(chargeIncrementOf('other-infantry', false)).toEqual({ ok: true, value: 6 });
    expect(chargeIncrementOf('leaders', false)).toEqual({ ok: true, value: 36 });
  });
  it('3.30: the column bonus is +6" for infantry and +12" for cavalry', () => {
    expect(columnBonus).toEqual({ infantry: 6, cavalry: 12 });
  });
  it('3.30: charging in column adds a third of the bonus to each CI, rounded down', () => {
    expect(chargeIncrementOf('other-infantry', true)).toEqual({ ok: true, value: 8 });
    expect(chargeIncrementOf('oo-infantry', true)).toEqual({ ok: true, value: 10 });
    expect(chargeIncrementOf('cl-cavalry', true)).toEqual({ ok: true, value: 14 });
    expect(chargeIncrementOf('oo-cavalry', true)).toEqual({ ok: true, value: 16 });
  });
  it('3.30: wagons and leaders have no column bonus; an unknown line is an error', () => {
    expect(chargeIncrementOf('wagons', true)).toMatchObject({
      ok: false,
      error: {
        field: 'column',
        rule: '3.30',
        message: 'only infantry and cavalry have a column bonus, not Wagons',
      },
    });
    expect(chargeIncrementOf('leaders', true)).toMatchObject({
      ok: false,
      error: { field: 'column' },
    });
    expect(chargeIncrementOf('wagons', false)).toEqual({ ok: true, value: 8 });
    expect(chargeIncrementOf('horse' as never, false)).toMatchObject({
      ok: false,
      error: { field: 'movement', rule: 'T5', message: 'T5 has no line "horse"' },
    });
  });
  it('3.00 with 3.30: cavalry charging in column reach 17" in 2CI of 14"; 42" in 3CI, not 43"', () => {
    const ci = chargeIncrementOf('cl-cavalry', true);
    expect(ci.ok && chargeIncrementsNeeded(17, ci.value)).toEqual({ ok: true, value: 2 });
    expect(ci.ok && chargeIncrementsNeeded(42, ci.value)).toEqual({ ok: true, value: 3 });
    expect(ci.ok && chargeIncrementsNeeded(43, ci.value)).toMatchObject({ ok: false });
  });
});

describe("T5's headings read literally (the register's other reading)", () => {
  const t5 = { ...defaultReadings, bandEdges: 't5-headings' } as const;

  it('30" is the second band under 3.00, the third under T5\'s "30"+"', () => {
    expect(movementBand(30)).toEqual({ ok: true, value: 'middle' });
    expect(movementBand(30, t5)).toEqual({ ok: true, value: 'far' });
    expect(movementBand(29.5, t5)).toEqual({ ok: true, value: 'middle' });
  });

  it('CL cavalry exactly 30" away: 15" then 2" (ending 13") under 3.00; 15" halved at once under T5', () => {
    expect(advanceTowardEnemy('cl-cavalry', 30)).toMatchObject({
      ok: true,
      value: { distance: 13 },
    });
    expect(advanceTowardEnemy('cl-cavalry', 30, t5)).toEqual({
      ok: true,
      value: { distance: 15, stretches: [{ band: 'middle', inches: 15 }], ignoresBands: false },
    });
  });
});
