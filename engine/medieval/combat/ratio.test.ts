import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { columnStep, initialRatio, ratioLabel, shiftRatio, type ClampPolicy } from './ratio.ts';

const ratio = (a: number, d: number) => {
  const r = initialRatio(a, d);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('initialRatio (1.4, 1.6)', () => {
  it('1.4 example: 2 + 2 SP against 1 SP is 4:1', () => {
    expect(ratio(4, 1).label).toBe('4:1');
  });

  it('1.5 a: 8:3 = 2.67:1 rounds to 3:1', () => {
    expect(ratio(8, 3).label).toBe('3:1');
  });

  it('1.6 examples: 3:2 = 1.5:1 → 2:1; 6.49:1 → 6:1', () => {
    expect(ratio(3, 2).label).toBe('2:1');
    expect(ratio(6.49, 1).label).toBe('6:1');
  });

  it('5.1.1 example: 4:2 → 2:1', () => {
    expect(ratio(4, 2).label).toBe('2:1');
  });

  it('rounds odds below 1:1 on the defender’s share', () => {
    expect(ratio(2, 3).label).toBe('1:2');
    expect(ratio(3, 4).label).toBe('1:1');
    expect(ratio(1, 4).label).toBe('1:4');
    expect(ratio(1, 6).label).toBe('1:6');
  });

  it('refuses a side with no strength, naming the field and the rule', () => {
    for (const [a, d, field] of [
      [0, 2, 'attacker.sp'],
      [2, 0, 'defender.sp'],
      [-1, 2, 'attacker.sp'],
      [2, Number.NaN, 'defender.sp'],
    ] as const) {
      const r = initialRatio(a, d);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ field, rule: '1.4' });
    }
  });
});

describe('shiftRatio (1.5)', () => {
  it('1.5 a: 3:1, attacker +3 → 6:1, defender −1 → 5:1 in every edition', () => {
    for (const policy of ['after-each-side', 'final-only'] as const) {
      expect(shiftRatio(ratio(8, 3), 3, 1, policy).final.label).toBe('5:1');
    }
  });

  it('1.5 b, Bannockburn and 1066: 6:1, +7 stops at 9:1, −2 → 7:1', () => {
    const shifted = shiftRatio(ratio(6, 1), 7, 2, 'after-each-side');
    expect(shifted.final.label).toBe('7:1');
    expect(shifted.steps.map((s) => s.text)).toEqual([
      'initial 6:1',
      'attacker +7',
      'clamped to 9:1',
      'defender −2',
    ]);
  });

  it('1.5 b, Kosovo: 6:1, +7 → 13:1, −2 → 11:1, clamped → 9:1', () => {
    const shifted = shiftRatio(ratio(6, 1), 7, 2, 'final-only');
    expect(shifted.final.label).toBe('9:1');
    expect(shifted.steps.map((s) => ratioLabel(s.step))).toEqual(['6:1', '13:1', '11:1', '9:1']);
  });

  it('5.1.1 example: 2:1 with attacker +4 and defender −2 → 4:1', () => {
    expect(shiftRatio(ratio(4, 2), 4, 2, 'after-each-side').final.label).toBe('4:1');
  });

  const policies = fc.constantFrom<ClampPolicy>('after-each-side', 'final-only');
  const sp = fc.integer({ min: 1, max: 40 });
  const shift = fc.integer({ min: 0, max: 15 });

  it('never leaves the table', () => {
    fc.assert(
      fc.property(sp, sp, shift, shift, policies, (a, d, up, down, policy) => {
        const { step } = shiftRatio(ratio(a, d), up, down, policy).final;
        expect(step).toBeGreaterThanOrEqual(0);
        expect(step).toBeLessThanOrEqual(11);
      }),
    );
  });

  it('never lowers the column for more attacker SP or more attacker shifts', () => {
    fc.assert(
      fc.property(sp, sp, shift, shift, policies, (a, d, up, down, policy) => {
        const base = shiftRatio(ratio(a, d), up, down, policy).final.step;
        expect(shiftRatio(ratio(a + 1, d), up, down, policy).final.step).toBeGreaterThanOrEqual(
          base,
        );
        expect(shiftRatio(ratio(a, d), up + 1, down, policy).final.step).toBeGreaterThanOrEqual(
          base,
        );
        expect(shiftRatio(ratio(a, d), up, down + 1, policy).final.step).toBeLessThanOrEqual(base);
      }),
    );
  });
});

describe('columnStep', () => {
  it('places the printed columns on the scale', () => {
    expect(columnStep({ attacker: 1, defender: 4 })).toBe(0);
    expect(columnStep({ attacker: 1, defender: 1 })).toBe(3);
    expect(columnStep({ attacker: 9, defender: 1 })).toBe(11);
  });
});

describe('1.4: a side with no strength is refused, by side', () => {
  it('names the attacker or the defender and the SPs given', () => {
    expect(initialRatio(0, 3)).toEqual({
      ok: false,
      error: {
        field: 'attacker.sp',
        rule: '1.4',
        message: "the attacker's strength must be more than 0 SP, not 0",
      },
    });
    expect(initialRatio(3, Number.NaN)).toEqual({
      ok: false,
      error: {
        field: 'defender.sp',
        rule: '1.4',
        message: "the defender's strength must be more than 0 SP, not NaN",
      },
    });
  });
});
