import { describe, expect, it } from 'vitest';
import { halfFire, overheadFire, splitFire, type OverheadFire } from './fire-options.ts';

describe('4.20 Splitting fire', () => {
  it('4.20: unthreatened, 7 dice over 3 targets go 3, 2, 2', () => {
    expect(splitFire(7, 3, false)).toEqual({
      ok: true,
      value: { mustSplit: true, dicePerTarget: [3, 2, 2] },
    });
    expect(splitFire(6, 3, false)).toMatchObject({ ok: true, value: { dicePerTarget: [2, 2, 2] } });
    expect(splitFire(0, 2, false)).toMatchObject({ ok: true, value: { dicePerTarget: [0, 0] } });
    expect(splitFire(7, 1, false)).toEqual({
      ok: true,
      value: { mustSplit: false, dicePerTarget: [7] },
    });
  });

  it('4.20: charged or fired on, all dice may go to one target', () => {
    expect(splitFire(7, 3, true)).toEqual({
      ok: true,
      value: { mustSplit: false, dicePerTarget: [7] },
    });
  });

  it('4.20: refuses fractional dice and no target', () => {
    expect(splitFire(1.5, 2, false)).toMatchObject({
      ok: false,
      error: { field: 'dice', rule: '4.20' },
    });
    expect(splitFire(4, 0, false)).toEqual({
      ok: false,
      error: {
        field: 'targets',
        rule: '4.20',
        message: 'targets in the field of fire number 1 or more, not 0',
      },
    });
  });
});

describe('9.08 Overhead fire', () => {
  const fire: OverheadFire = {
    firerMf: 6,
    toIntervening: 7,
    interveningToTarget: 10,
    movedMf: 1,
    rapidFire: false,
    targetCharging: false,
  };

  it('9.08: allowed more than an MF behind a nearer unit, after no more than 1 MF', () => {
    expect(overheadFire(fire)).toEqual({ ok: true, value: { allowed: true, reasons: [] } });
  });

  it('9.08: each limit refuses it, just past the edge', () => {
    const reasonsFor = (change: Partial<OverheadFire>) => {
      const r = overheadFire({ ...fire, ...change });
      return r.ok ? r.value.reasons : [];
    };
    expect(reasonsFor({ toIntervening: 6 })).toEqual([
      'the firing unit must be more than its MF from the unit it fires over',
    ]);
    expect(reasonsFor({ interveningToTarget: 7 })).toEqual([
      'the unit fired over must be nearer the firing unit than the target',
    ]);
    expect(reasonsFor({ interveningToTarget: 7.5 })).toEqual([]);
    expect(reasonsFor({ movedMf: 1.5 })).toEqual(['a unit firing overhead may not move over 1 MF']);
    expect(reasonsFor({ rapidFire: true })).toEqual(['a unit firing overhead may not rapid fire']);
    expect(reasonsFor({ targetCharging: true })).toEqual([
      'a unit firing overhead may not fire at a charge',
    ]);
    expect(overheadFire({ ...fire, rapidFire: true })).toMatchObject({
      ok: true,
      value: { allowed: false },
    });
  });

  it('9.08: refuses negative or missing distances', () => {
    expect(overheadFire({ ...fire, movedMf: -1 })).toEqual({
      ok: false,
      error: { field: 'movedMf', rule: '9.08', message: 'movedMf is a distance from 0, not -1' },
    });
    expect(overheadFire({ ...fire, firerMf: Number.NaN })).toMatchObject({
      ok: false,
      error: { field: 'firerMf' },
    });
  });
});

describe('9.09 Half fire', () => {
  it('9.09 example: 3 MMS of OO archers roll 3 dice instead of 6, spending no ammunition', () => {
    expect(halfFire({ openOrder: true, regular: false, dice: 6, rateOfFire: 1 })).toEqual({
      ok: true,
      value: { dice: 3, chitsUsed: 0 },
    });
    expect(halfFire({ openOrder: false, regular: true, dice: 7, rateOfFire: 1 })).toMatchObject({
      ok: true,
      value: { dice: 3 },
    });
  });

  it('9.09: only OO or R troops, never with rapid fire', () => {
    expect(halfFire({ openOrder: false, regular: false, dice: 6, rateOfFire: 1 })).toEqual({
      ok: false,
      error: {
        field: 'troops',
        rule: '9.09',
        message: 'only open order (OO) and regular (R) troops may half fire',
      },
    });
    expect(halfFire({ openOrder: true, regular: true, dice: 6, rateOfFire: 2 })).toEqual({
      ok: false,
      error: {
        field: 'rateOfFire',
        rule: '9.09',
        message: 'a unit that half fires may not rapid fire',
      },
    });
    expect(halfFire({ openOrder: true, regular: false, dice: -2, rateOfFire: 1 })).toMatchObject({
      ok: false,
      error: { field: 'dice', rule: '9.09' },
    });
  });
});
