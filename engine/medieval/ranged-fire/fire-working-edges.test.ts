/**
 * The working of one shot at its edges: a cell without effect, the other
 * printed copy when it has no row for the range (1066 10.4.2, 10.6.2), and the
 * target's own test after horse-archer losses (option horseArcherTestUnit).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { resolveFire } from './ranged-fire.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};

describe('resolveFire: working lines', () => {
  it('1066 10.4.2: a "-" cell says no effect, and the chapter copy without range 3 reads nothing', () => {
    const fire = value(
      resolveFire(
        {
          edition: '1066',
          weapon: 'archers',
          range: 3,
          target: { armor: 0, terrain: 'open' },
          readings: { fireTable: 'game-tables' },
        },
        7,
      ),
    );
    expect(fire.steps.slice(-2)).toEqual([
      { rule: 'Game Tables', text: 'Range 3, column 7-8: "-", no effect' },
      { rule: '10.4.2', text: 'The 10.4.2 copy reads nothing (no such range) here' },
    ]);
  });

  it('11.5.10, option horseArcherTestUnit target: after losses the working says the target tests', () => {
    const fire = value(
      resolveFire(
        {
          edition: 'kosovo-1389',
          weapon: 'horse-archers',
          range: 1,
          target: { armor: 0, terrain: 'open' },
          firerSp: 2,
          readings: { horseArcherTestUnit: 'target' },
        },
        12,
      ),
    );
    expect(fire.followUps).toEqual(['horse-archer-test']);
    expect(fire.steps.at(-1)).toEqual({
      rule: '11.5.10',
      text: 'Horse archer losses: the target tests on its own column (option horseArcherTestUnit: target)',
    });
  });
});
