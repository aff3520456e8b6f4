/**
 * Who tests after horse-archer fire causes losses, on which column, and what
 * the working says (B/N 10.5.10, K 11.5.10): the firing horse archers as
 * light cavalry (read here), a column the player names, the counter's armor
 * (erratum horse-archer-test-column), or the target on its own column
 * (erratum horse-archer-test-unit).
 */
import { describe, expect, it } from 'vitest';
import { edition } from '../editions/editions.fixtures.ts';
import { chooseHorseArcherTest } from './horse-archer-reading.ts';
import type { FireInput } from './types.ts';

const kosovo = edition('kosovo-1389');
const n1066 = edition('1066');
const shot = (more: Partial<FireInput> = {}): FireInput => ({
  edition: 'kosovo-1389',
  weapon: 'horse-archers',
  range: 1,
  target: { armor: 1, terrain: 'open' },
  ...more,
});

describe('Kosovo 11.5.10: the test on row B1', () => {
  it('read here: the horse archers test as light cavalry, and the working names the register entry', () => {
    const test = chooseHorseArcherTest(kosovo, shot());
    expect([test.who, test.column, test.errata]).toEqual([
      'firer',
      'light-cavalry',
      ['horse-archer-test-unit', 'horse-archer-test-column'],
    ]);
    expect(test.steps).toEqual([
      {
        rule: '11.5.10',
        text: 'after losses the horse archers test: COMBAT DISORGANIZATION, row B1, light-cavalry, 2D6 fails on 2',
      },
      {
        rule: 'COMBAT DISORGANIZATION',
        text: 'COMBAT DISORGANIZATION, row B1: light-cavalry fails on 2',
      },
    ]);
  });

  it('a column the player names is read, and the column entry is not needed', () => {
    const test = chooseHorseArcherTest(kosovo, shot({ firerCategory: 'other' }));
    expect([test.column, test.errata]).toEqual(['other', ['horse-archer-test-unit']]);
    expect(test.steps[1]?.text).toBe('COMBAT DISORGANIZATION, row B1: other fails on 2, 3, 11, 12');
  });

  it('erratum horse-archer-test-unit: the target tests on its own column, infantry when its kind is not given', () => {
    const test = chooseHorseArcherTest(
      kosovo,
      shot({ readings: { horseArcherTestUnit: 'target' } }),
    );
    expect([test.who, test.column]).toEqual(['target', 'infantry']);
    expect(test.steps[0]?.text).toBe(
      'after losses the target test: COMBAT DISORGANIZATION, row B1, infantry, 2D6 fails on 2, 3, 12',
    );
    const riders = chooseHorseArcherTest(
      kosovo,
      shot({
        target: { armor: 1, terrain: 'open', kind: 'cavalry' },
        readings: { horseArcherTestUnit: 'target' },
      }),
    );
    expect(riders.column).not.toBe('infantry');
  });

  it('erratum horse-archer-test-column: the counter’s armor picks the column', () => {
    const test = chooseHorseArcherTest(
      kosovo,
      shot({ firerArmor: 2, readings: { horseArcherColumn: 'counter-armor' } }),
    );
    expect(test.column).not.toBe('light-cavalry');
  });
});

describe('1066 10.5.10: a column that never fails', () => {
  it('light cavalry on D1/A1 never fails, and the working says so', () => {
    const test = chooseHorseArcherTest(n1066, shot({ edition: '1066' }));
    expect(test.steps[1]).toEqual({
      rule: 'COMBAT SCATTER',
      text: 'COMBAT SCATTER, row D1/A1: light-cavalry never fails',
    });
  });
});
