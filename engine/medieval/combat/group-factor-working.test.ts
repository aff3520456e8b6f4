import { describe, expect, it } from 'vitest';
import { ruleMaps } from '../editions/editions.ts';
import { explainGroupFactor } from './group-factor-working.ts';

const rules = ruleMaps['bannockburn-1314'];

describe('1.7 group factor working', () => {
  it('1.7 example: CFs 3, 3, 2, 1 average 9 ÷ 4, rounded to the nearest', () => {
    expect(explainGroupFactor([3, 3, 2, 1], 'nearest', rules)).toEqual([
      { rule: '1.7', text: 'mean of 4 values: 9 ÷ 4' },
      { rule: '1.7', text: 'rounded to the nearest, .5 up, as the 1.7 example does' },
    ]);
  });

  it('1.6, the register’s other reading: the same mean rounded up', () => {
    expect(explainGroupFactor([3, 3, 2, 1], 'up', rules)[1]).toEqual({
      rule: '1.6',
      text: 'rounded up, as 1.6 rounds every division',
    });
  });

  it('1.7: where both roundings agree (2 and 1 make 1.5 → 2) no rounding line is shown', () => {
    expect(explainGroupFactor([2, 1], 'nearest', rules)).toEqual([
      { rule: '1.7', text: 'mean of 2 values: 3 ÷ 2' },
    ]);
  });
});
