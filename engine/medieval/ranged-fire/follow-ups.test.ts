/**
 * The dice around a shot word for word: the friendly-fire check (B/N 10.2.1,
 * K 11.2.2), the leader roll (B/N 10.2.4, K 11.2.5), the crossbow follow-up
 * (B/N 10.6.3, K 11.6.2) and the horse archers' own test (B/N 10.5.10,
 * K 11.5.10) with the errata each reading touches.
 */
import { describe, expect, it } from 'vitest';
import { chance, never } from '../../core/probability.ts';
import { edition } from '../editions/editions.fixtures.ts';
import type { Readings } from '../editions/readings.ts';
import type { TestCategory } from '../types.ts';
import { noEffect } from './cells.ts';
import {
  checkFriendlyFire,
  checkLeaderHit,
  getHorseArcherTest,
  resolveCrossbowFollowUp,
  testHorseArcherRetreat,
} from './follow-ups.ts';

const unknownEdition = {
  ok: false,
  error: {
    field: 'edition',
    rule: 'editions',
    message: 'unknown edition "x": use bannockburn-1314, kosovo-1389 or 1066',
  },
};
const lost1 = { ...noEffect, loss: 1 };

describe('checkFriendlyFire (B/N 10.2.1, K 11.2.2)', () => {
  it('a 1 hits a friendly unit and spares the target; any other face, nothing', () => {
    expect(checkFriendlyFire('kosovo-1389', 1)).toEqual({
      ok: true,
      value: {
        die: 1,
        friendlyLoss: 1,
        targetSpared: true,
        steps: [
          {
            rule: '11.2.2',
            text: '1D6 shows 1: a friendly unit next to the target (owner’s choice) loses 1 SP; the target loses nothing',
          },
        ],
      },
    });
    expect(checkFriendlyFire('1066', 4)).toEqual({
      ok: true,
      value: {
        die: 4,
        friendlyLoss: 0,
        targetSpared: false,
        steps: [
          { rule: '10.2.1', text: '1D6 shows 4: no friendly unit is hit; roll the fire as usual' },
        ],
      },
    });
    expect(checkFriendlyFire('x', 1)).toEqual(unknownEdition);
    expect(checkFriendlyFire('1066', 7)).toEqual({
      ok: false,
      error: { field: 'die', rule: '1D6', message: '1D6 shows a whole number from 1 to 6, not 7' },
    });
  });
});

describe('checkLeaderHit (B/N 10.2.4, K 11.2.5)', () => {
  it('12 kills the leader; B/N note the example’s cross-reference, Kosovo has none', () => {
    expect(checkLeaderHit('bannockburn-1314', 12)).toEqual({
      ok: true,
      value: {
        dice: 12,
        leaderKilled: true,
        steps: [{ rule: '10.2.4', text: '2D6 shows 12: the leader is killed' }],
        errata: ['leader-example-cross-reference'],
      },
    });
    expect(checkLeaderHit('kosovo-1389', 11)).toEqual({
      ok: true,
      value: {
        dice: 11,
        leaderKilled: false,
        steps: [{ rule: '11.2.5', text: '2D6 shows 11: the leader survives' }],
        errata: [],
      },
    });
    expect(checkLeaderHit('x', 2)).toEqual(unknownEdition);
    expect(checkLeaderHit('1066', 1)).toEqual({
      ok: false,
      error: {
        field: 'dice',
        rule: '2D6',
        message: '2D6 shows a whole number from 2 to 12, not 1',
      },
    });
  });
});

describe('resolveCrossbowFollowUp (B/N 10.6.3, K 11.6.2)', () => {
  it('a 6 scatters the target (B/N) or disorganizes and stops it (K); a 5 adds nothing', () => {
    expect(resolveCrossbowFollowUp({ edition: '1066', effect: lost1 }, 6)).toEqual({
      ok: true,
      value: {
        die: 6,
        triggered: true,
        effect: { ...lost1, breaks: 'scatter' },
        steps: [{ rule: '10.6.3', text: '1D6 shows 6: the target scatters' }],
      },
    });
    expect(resolveCrossbowFollowUp({ edition: 'kosovo-1389', effect: lost1 }, 6)).toEqual({
      ok: true,
      value: {
        die: 6,
        triggered: true,
        effect: { ...lost1, breaks: 'disorganization', stopped: true },
        steps: [{ rule: '11.6.2', text: '1D6 shows 6: the target is disorganized and stopped' }],
      },
    });
    expect(
      resolveCrossbowFollowUp(
        { edition: 'bannockburn-1314', effect: { ...lost1, stopped: true } },
        6,
      ),
    ).toMatchObject({ ok: true, value: { effect: { breaks: 'scatter', stopped: true } } });
    expect(resolveCrossbowFollowUp({ edition: 'kosovo-1389', effect: lost1 }, 5)).toEqual({
      ok: true,
      value: {
        die: 5,
        triggered: false,
        effect: lost1,
        steps: [{ rule: '11.6.2', text: '1D6 shows 5: nothing more' }],
      },
    });
  });

  it('refuses an unknown edition, fire without losses and a die off 1–6', () => {
    expect(resolveCrossbowFollowUp({ edition: 'x', effect: lost1 }, 6)).toEqual(unknownEdition);
    expect(resolveCrossbowFollowUp({ edition: '1066', effect: noEffect }, 6)).toEqual({
      ok: false,
      error: {
        field: 'effect',
        rule: '10.6.3',
        message: 'the crossbow follow-up is rolled only after the fire inflicted losses',
      },
    });
    expect(resolveCrossbowFollowUp({ edition: '1066', effect: lost1 }, 0)).toEqual({
      ok: false,
      error: { field: 'die', rule: '1D6', message: '1D6 shows a whole number from 1 to 6, not 0' },
    });
  });
});

describe('the horse archers’ test (B/N 10.5.10, K 11.5.10)', () => {
  const read = (id: string, category?: TestCategory, readings: Readings = {}) => {
    const t = getHorseArcherTest(edition(id), category, readings);
    const { label, column, failOn, failChance, errata } = t;
    return { label, column, failOn, failChance, errata };
  };

  it('Kosovo prints a B1 row: 2D6, light cavalry unless the player names the column', () => {
    expect(read('kosovo-1389')).toEqual({
      label: 'B1',
      column: 'light-cavalry',
      failOn: [2],
      failChance: chance(1, 36),
      errata: ['horse-archer-test-unit', 'horse-archer-test-column'],
    });
    expect(read('kosovo-1389', 'heavy-cavalry').errata).toEqual(['horse-archer-test-unit']);
  });

  it('Bannockburn has no B1 row: D1 / A1 is read (erratum b1-row)', () => {
    expect(read('bannockburn-1314')).toEqual({
      label: 'D1 / A1',
      column: 'light-cavalry',
      failOn: [1],
      failChance: chance(1, 6),
      errata: ['horse-archer-test-unit', 'b1-row', 'horse-archer-test-column'],
    });
    expect(read('bannockburn-1314', 'heavy-cavalry')).toMatchObject({
      failOn: [],
      failChance: never,
      errata: ['horse-archer-test-unit', 'b1-row'],
    });
  });

  it('1066: its light cavalry D1 cell is blank as printed, 1 under lightCavalryD1 "bannockburn"; the erratum rides with that cell only', () => {
    expect(read('1066')).toEqual({
      label: 'D1/A1',
      column: 'light-cavalry',
      failOn: [],
      failChance: never,
      errata: [
        'horse-archer-test-unit',
        'b1-row',
        'horse-archer-test-column',
        '1066-light-cavalry-d1',
      ],
    });
    expect(read('1066', 'light-cavalry', { lightCavalryD1: 'bannockburn' })).toEqual({
      label: 'D1/A1',
      column: 'light-cavalry',
      failOn: [1],
      failChance: chance(1, 6),
      errata: ['horse-archer-test-unit', 'b1-row', '1066-light-cavalry-d1'],
    });
    expect(read('1066', 'heavy-cavalry').errata).toEqual(['horse-archer-test-unit', 'b1-row']);
  });

  it('testHorseArcherRetreat: the roll, the row and what happens, word for word', () => {
    expect(testHorseArcherRetreat({ edition: 'bannockburn-1314' }, 1)).toEqual({
      ok: true,
      value: {
        roll: 1,
        dice: '1D6',
        row: 'D1 / A1',
        column: 'light-cavalry',
        failOn: [1],
        breaks: 'scatter',
        steps: [
          {
            rule: '10.5.10',
            text: 'COMBAT SCATTER, row D1 / A1, light-cavalry: 1D6 shows 1, the horse archers scatter',
          },
        ],
        errata: ['horse-archer-test-unit', 'b1-row', 'horse-archer-test-column'],
      },
    });
    expect(testHorseArcherRetreat({ edition: 'kosovo-1389' }, 2)).toMatchObject({
      ok: true,
      value: {
        breaks: 'disorganization',
        steps: [
          {
            rule: '11.5.10',
            text: 'COMBAT DISORGANIZATION, row B1, light-cavalry: 2D6 shows 2, the horse archers are disorganized',
          },
        ],
      },
    });
    expect(testHorseArcherRetreat({ edition: 'kosovo-1389' }, 3)).toMatchObject({
      ok: true,
      value: {
        breaks: null,
        steps: [
          {
            rule: '11.5.10',
            text: 'COMBAT DISORGANIZATION, row B1, light-cavalry: 2D6 shows 3, they hold',
          },
        ],
      },
    });
  });

  it('refuses an unknown edition, an unknown column and a roll off the edition’s dice', () => {
    expect(testHorseArcherRetreat({ edition: 'x' }, 1)).toEqual(unknownEdition);
    expect(testHorseArcherRetreat({ edition: '1066', category: 'dragon' as never }, 1)).toEqual({
      ok: false,
      error: { field: 'category', rule: '10.5.10', message: 'unknown unit type "dragon"' },
    });
    expect(testHorseArcherRetreat({ edition: '1066' }, 7)).toEqual({
      ok: false,
      error: { field: 'roll', rule: '1D6', message: '1D6 shows a whole number from 1 to 6, not 7' },
    });
    expect(testHorseArcherRetreat({ edition: 'kosovo-1389', category: 'infantry' }, 1)).toEqual({
      ok: false,
      error: {
        field: 'roll',
        rule: '2D6',
        message: '2D6 shows a whole number from 2 to 12, not 1',
      },
    });
  });
});
