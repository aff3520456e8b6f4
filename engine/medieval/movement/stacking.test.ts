/** checkStacking's working and limits (4.5; fortified B/N 11.1.8–11.1.9, K 12.1.8–12.1.9). */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { checkStacking, type StackedUnit } from './stacking.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const stack = (edition: string, units: StackedUnit[], fortified = false) =>
  value(checkStacking(edition, { units, fortified }));

describe('checkStacking working', () => {
  it('4.5.1–4.5.2: the open hex, 2 SP at most, written out', () => {
    expect(
      stack('1066', [
        { kind: 'infantry', sp: 1 },
        { kind: 'leader', sp: 0 },
      ]),
    ).toEqual({
      allowed: true,
      sp: 1,
      limit: 2,
      cavalrySp: 0,
      cavalryLimit: null,
      steps: [
        { rule: '8.1.1', text: 'unit 2: a leader adds nothing' },
        { rule: '4.5.1', text: '1 SP against a limit of 2 SP' },
        { rule: '4.5.2', text: 'within the limit' },
      ],
    });
    expect(stack('1066', [{ kind: 'cavalry', sp: 3 }]).steps.at(-1)?.text).toBe(
      'over the limit: not allowed',
    );
  });

  it('B/N 11.1.8–11.1.9: a fortified hex, 10 SP with 2 SP of cavalry at most, exactly 2 allowed', () => {
    const fort = stack(
      'bannockburn-1314',
      [
        { kind: 'cavalry', sp: 2 },
        { kind: 'infantry', sp: 8 },
      ],
      true,
    );
    expect(fort).toMatchObject({ allowed: true, sp: 10, cavalrySp: 2, cavalryLimit: 2 });
    expect(fort.steps.map((s) => s.text)).toEqual([
      '10 SP against a limit of 10 SP (fortified hex)',
      '2 SP of cavalry against 2 SP at most',
      'within the limit',
    ]);
    // Infantry is not counted as cavalry; 0 SP is a legal strength (1.2).
    expect(stack('1066', [{ kind: 'infantry', sp: 0 }], true)).toMatchObject({
      allowed: true,
      cavalrySp: 0,
    });
  });

  it('K 10.1.3: a panicked unit is named and not counted', () => {
    const panicked = stack('kosovo-1389', [
      { kind: 'cavalry', sp: 2 },
      { kind: 'infantry', sp: 2, panicked: true },
    ]);
    expect(panicked.steps[0]).toEqual({ rule: '10.1.3', text: 'unit 2: panicked, not counted' });
  });

  it('refusals: SPs 0 to 10 (1.2), panic only in Kosovo', () => {
    const ten = checkStacking('1066', { units: [{ kind: 'infantry', sp: 10 }], fortified: true });
    expect(ten.ok).toBe(true);
    const eleven = checkStacking('1066', { units: [{ kind: 'infantry', sp: 11 }] });
    expect(eleven.ok ? null : eleven.error).toEqual({
      field: 'units.0.sp',
      rule: '1.2',
      message: 'SPs are a whole number from 0 to 10, not 11',
    });
    const panic = checkStacking('1066', { units: [{ kind: 'infantry', sp: 1, panicked: true }] });
    expect(panic.ok ? '' : panic.error.message).toBe('1066 has no panic');
    expect(checkStacking('nowhere', { units: [] }).ok).toBe(false);
  });
});
