import { describe, expect, it } from 'vitest';
import { movementRates } from '../tables/movement.ts';
import { advanceTowardEnemy } from './movement-bands.ts';
import {
  describeMovementBand,
  describeTerrainCheck,
  summarizeMovementBand,
  terrainOutcomes,
} from './movement-working.ts';

const value = <T>(result: { ok: true; value: T } | { ok: false }): T => {
  if (!result.ok) throw new Error('expected a value');
  return result.value;
};

const line = (id: string) => movementRates.find((r) => r.id === id)!;

describe('The movement band working (3.00, T5)', () => {
  it('3.00: CL Cav. 33" away move 3" in the third band, then half the 27" left, 13", in the second', () => {
    const advance = value(advanceTowardEnemy('cl-cavalry', 33));
    expect(describeMovementBand(33, 'far', line('cl-cavalry'), advance)).toEqual([
      { text: '33" from the enemy: the third band (over 30")', rule: '3.00' },
      { text: 'CL Cav. move 30" in this band', rule: 'T5' },
      { text: 'Straight at the enemy: 3" in the third band (over 30")', rule: '3.00' },
      {
        text: 'Entering the second band (over 15" to 30"): what is left is halved, rounding down; 13" there',
        rule: '3.00',
      },
    ]);
    expect(summarizeMovementBand('far', 30, advance.distance)).toBe(
      'Moves 30" in the third band (over 30"); straight at the enemy it ends 17" away',
    );
  });

  it('T5: leaders ignore proximity, so nothing is halved at the edge', () => {
    const advance = value(advanceTowardEnemy('leaders', 40));
    expect(describeMovementBand(40, 'far', line('leaders'), advance).at(-1)).toEqual({
      text: 'Entering the first band (up to 15"): Leaders ignore proximity, so nothing is halved; 11" there',
      rule: '3.00',
    });
  });

  it('3.00: an advance ending at 0" ends in contact', () => {
    expect(summarizeMovementBand('near', 10, 0)).toBe(
      'Moves 10" in the first band (up to 15"); straight at the enemy it ends in contact',
    );
  });
});

describe('The rough terrain working (3.9, T6)', () => {
  it('T6: the halting number is the points added up; 3.9: halted at or under it', () => {
    expect(describeTerrainCheck(3, -1)).toEqual([
      { text: 'Halting number 3: the T6 points of the terrain added up', rule: 'T6' },
      { text: '1D -1: halted on 3 or less, goes on above it', rule: '3.9' },
    ]);
    expect(describeTerrainCheck(2, 1)[1]!.text).toBe(
      '1D +1: halted on 2 or less, goes on above it',
    );
  });

  it('3.9: a halted unit moves no further this turn and is disordered', () => {
    expect(terrainOutcomes.halted.detail).toBe('no further move this turn, and disordered');
  });
});
