import { describe, expect, it } from 'vitest';
import { combatDice, fightingFrontMms, type CombatFormation } from './combat-dice.ts';
import { defaultReadings, type Readings } from '../readings.ts';

const line: CombatFormation = {
  figuresPerMms: 4,
  front: 4,
  rearRanks: [],
  weapon: 'others',
  incohesive: false,
  shape: 'line',
  disordered: false,
  caughtInFlankOrRear: false,
};
const read = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });
const dice = (
  own: Partial<CombatFormation>,
  enemy: Partial<CombatFormation> = {},
  contact = 4,
  readings = defaultReadings,
): number | string => {
  const result = combatDice({ ...line, ...own }, { ...line, ...enemy }, contact, readings);
  return result.ok
    ? result.value.dice
    : `${result.error.field} ${result.error.rule}: ${result.error.message}`;
};

describe('5.40 example: dice from the front rank and the rear ranks T13 allows', () => {
  it('10 MMS of LTS, 4 wide with 4 and 2 behind, roll 16 + 4 + 2 = 22', () => {
    const lts = combatDice(
      { ...line, rearRanks: [4, 2], weapon: 'long-spear' },
      line,
      4,
      defaultReadings,
    );
    expect(lts).toEqual({
      ok: true,
      value: {
        frontMms: 4,
        frontDice: 16,
        rear: [
          { rank: 2, mms: 4, dice: 4, reason: 'counted' },
          { rank: 3, mms: 2, dice: 2, reason: 'counted' },
        ],
        fullDice: 22,
        halvedFor: [],
        dice: 22,
      },
    });
  });

  it('6 MMS of cavalry, 2 wide and 3 deep, roll 6 + 2 = 8: the third rank is beyond T13', () => {
    const cavalry = combatDice(
      { ...line, figuresPerMms: 3, front: 2, rearRanks: [2, 2] },
      { ...line, front: 2 },
      2,
      defaultReadings,
    );
    expect(cavalry.ok && cavalry.value.dice).toBe(8);
    expect(cavalry.ok && cavalry.value.rear[1]).toEqual({
      rank: 3,
      mms: 2,
      dice: 0,
      reason: 'beyond-weapon-depth',
    });
  });

  it('5.20 minimum strength: a rear rank of half the front counts, under half does not', () => {
    expect(dice({ rearRanks: [2] })).toBe(18);
    expect(dice({ rearRanks: [1] })).toBe(16);
  });

  it('T13: pike fights 4 MMS deep, long spear 3, others 2', () => {
    expect(dice({ rearRanks: [4, 4, 4], weapon: 'pike' })).toBe(28);
    expect(dice({ rearRanks: [4, 4, 4], weapon: 'long-spear' })).toBe(24);
    expect(dice({ rearRanks: [4, 4, 4] })).toBe(20);
  });
});

describe('5.30 an incohesive polearm unit fights with LHW and no depth bonus', () => {
  it('fights 2 MMS deep by default, its front rank only by the other reading', () => {
    const pikes = { rearRanks: [4, 4, 4], weapon: 'pike', incohesive: true } as const;
    expect(dice(pikes)).toBe(20);
    expect(dice(pikes, {}, 4, read({ incohesiveDepth: 'front-rank-only' }))).toBe(16);
  });

  it('refuses an incohesive unit without polearms', () => {
    expect(dice({ incohesive: true })).toBe(
      'own.incohesive 5.30: only pike and long spear units check cohesion',
    );
  });
});

describe('5.40 Overlapping', () => {
  it('the smaller front counts its MMS in contact, partial rounded up; the larger one more', () => {
    expect(fightingFrontMms(3, 5, 3, defaultReadings)).toEqual({ ok: true, value: 3 });
    expect(fightingFrontMms(5, 3, 3, defaultReadings)).toEqual({ ok: true, value: 4 });
    expect(fightingFrontMms(3, 5, 2.5, defaultReadings)).toEqual({ ok: true, value: 3 });
    expect(fightingFrontMms(5, 3, 2.5, defaultReadings)).toEqual({ ok: true, value: 4 });
    expect(fightingFrontMms(2, 5, 0.2, defaultReadings)).toEqual({ ok: true, value: 1 });
  });

  it('the larger never counts more MMS than its front', () => {
    expect(fightingFrontMms(4, 3, 3, defaultReadings)).toEqual({ ok: true, value: 4 });
  });

  it('equal fronts: the MMS in contact only, or one more by the other reading', () => {
    expect(fightingFrontMms(4, 4, 3, defaultReadings)).toEqual({ ok: true, value: 3 });
    const both = read({ equalFrontage: 'both-overlap' });
    expect(fightingFrontMms(4, 4, 3, both)).toEqual({ ok: true, value: 4 });
    expect(fightingFrontMms(4, 4, 4, both)).toEqual({ ok: true, value: 4 });
  });

  it('refuses no contact and more contact than the smaller front', () => {
    for (const contact of [0, -1, 3.5, Number.NaN]) {
      expect(fightingFrontMms(3, 5, contact, defaultReadings)).toEqual({
        ok: false,
        error: {
          field: 'contact',
          rule: '5.40',
          message: `MMS in contact run from a part of one to the smaller front (3), not ${contact}`,
        },
      });
    }
  });

  it('rear ranks roll behind the fighting front only, or whole by the other reading', () => {
    const wide = { front: 5, rearRanks: [5] };
    expect(dice(wide, { front: 3 }, 3)).toBe(16 + 4);
    expect(dice(wide, { front: 3 }, 3, read({ rearRankDice: 'whole-rank' }))).toBe(16 + 5);
  });
});

describe('9.02 Wedge', () => {
  const wedge = { shape: 'wedge', wedgeLayers: [1, 2, 3], figuresPerMms: 3 } as const;

  it('counts every figure in the wedge: 1 + 2 + 3 MMS of 3 figures is 18 dice', () => {
    expect(dice(wedge)).toBe(18);
    expect(dice({ ...wedge, wedgeLayers: [1, 2, 3, 4] })).toBe(30);
  });

  it('ignores the front and rear ranks given for a wedge', () => {
    expect(
      combatDice({ ...line, ...wedge, front: 0, rearRanks: [9] }, line, 4, defaultReadings),
    ).toEqual({
      ok: true,
      value: { frontMms: 1, frontDice: 18, rear: [], fullDice: 18, halvedFor: [], dice: 18 },
    });
  });

  it('its opponent fights 1 MMS of figures, no overlap, plus its depth', () => {
    expect(dice({ rearRanks: [4] }, wedge)).toBe(4 + 1);
    expect(dice({ rearRanks: [4] }, wedge, 4, read({ rearRankDice: 'whole-rank' }))).toBe(4 + 4);
  });

  it.each([
    [[], 'a wedge is 1 to 4 MMS deep, not 0'],
    [[1, 2, 3, 4, 5], 'a wedge is 1 to 4 MMS deep, not 5'],
    [[2, 3], 'the tip of a wedge is 1 MMS wide'],
    [[1, 1], 'each layer of a wedge is wider in MMS than the one before'],
    [[1, 3, 2], 'each layer of a wedge is wider in MMS than the one before'],
    [[1, 2.5], 'each layer of a wedge is wider in MMS than the one before'],
  ])('refuses layers %o', (wedgeLayers, message) => {
    expect(dice({ ...wedge, wedgeLayers })).toBe(`own.wedgeLayers 9.02: ${message}`);
    expect(dice({}, { ...wedge, wedgeLayers })).toBe(`enemy.wedgeLayers 9.02: ${message}`);
  });

  it('a wedge with no layers given is refused', () => {
    expect(dice({ shape: 'wedge' })).toBe(
      'own.wedgeLayers 9.02: a wedge is 1 to 4 MMS deep, not 0',
    );
  });
});

describe('9.04 Shield walls and 5.40 Disorder halve the dice', () => {
  it('a shield wall rolls half, rounding up: 20 to 10, 9 to 5', () => {
    expect(dice({ shape: 'shield-wall', rearRanks: [4] })).toBe(10);
    expect(dice({ shape: 'shield-wall', front: 3, figuresPerMms: 3 }, {}, 3)).toBe(5);
  });

  it('disorder halves rounding down by default (9 to 4), up by the other reading (9 to 5)', () => {
    const nine = { front: 3, figuresPerMms: 3, disordered: true };
    expect(dice(nine, {}, 3)).toBe(4);
    expect(dice(nine, {}, 3, read({ combatHalfDice: 'round-up' }))).toBe(5);
    expect(dice({ disordered: true })).toBe(8);
  });

  it('a disordered shield wall halves twice: 9 to 5 to 2', () => {
    const wall = combatDice(
      { ...line, front: 3, figuresPerMms: 3, shape: 'shield-wall', disordered: true },
      line,
      3,
      defaultReadings,
    );
    expect(wall).toMatchObject({
      ok: true,
      value: { fullDice: 9, halvedFor: ['shield-wall', 'disorder'], dice: 2 },
    });
  });

  it('5.20: caught in the flank, no dice; under the 5.01 example, 1 MMS of figures', () => {
    expect(dice({ caughtInFlankOrRear: true })).toBe(0);
    expect(dice({ caughtInFlankOrRear: true }, {}, 4, read({ flankFightBack: 'one-mms' }))).toBe(4);
  });

  it("the register's other reading halves a disordered wall once: 9 to 5", () => {
    const wall = combatDice(
      { ...line, front: 3, figuresPerMms: 3, shape: 'shield-wall', disordered: true },
      line,
      3,
      read({ combatHalvings: 'once' }),
    );
    expect(wall).toMatchObject({ ok: true, value: { halvedFor: ['shield-wall'], dice: 5 } });
    expect(dice({ disordered: true }, {}, 4, read({ combatHalvings: 'once' }))).toBe(8);
  });

  it('5.20: a unit caught in flank or rear rolls nothing', () => {
    expect(dice({ caughtInFlankOrRear: true, rearRanks: [4] })).toBe(0);
  });
});

describe('close-combat dice refuse a formation off the table', () => {
  it.each([
    [
      { figuresPerMms: 0 },
      'own.figuresPerMms 5.40: figures per MMS are a whole number from 1, not 0',
    ],
    [
      { figuresPerMms: 2.5 },
      'own.figuresPerMms 5.40: figures per MMS are a whole number from 1, not 2.5',
    ],
    [{ front: 0 }, 'own.front 5.40: the front is a whole number of MMS from 1, not 0'],
    [
      { rearRanks: [4, 0] },
      'own.rearRanks 5.20: a rear rank holds a whole number of MMS from 1, not 0',
    ],
  ])('%o', (change, message) => {
    expect(dice(change)).toBe(message);
    expect(dice({}, change)).toBe(message.replace('own.', 'enemy.'));
  });

  it('takes a front and rear ranks of 1 MMS (the lower ends)', () => {
    expect(dice({ front: 1, rearRanks: [1], figuresPerMms: 1 }, { front: 1 }, 1)).toBe(2);
  });
});

describe('9.03 Hollow wedge: fought as a line 2 MMS deep in close combat', () => {
  it('rolls as a line: 4 wide with 4 behind roll 16 + 4 = 20, and its enemy overlaps it as a line', () => {
    expect(dice({ shape: 'hollow-wedge', rearRanks: [4] })).toBe(20);
    expect(dice({ front: 6 }, { shape: 'hollow-wedge', rearRanks: [4] }, 4)).toBe(20);
    expect(dice({ shape: 'hollow-wedge' })).toBe(16);
  });

  it('a third rank is refused, for either side', () => {
    const message = 'rearRanks 9.03: a hollow wedge fights as a line 2 MMS deep, not 3';
    expect(dice({ shape: 'hollow-wedge', rearRanks: [4, 4] })).toBe(`own.${message}`);
    expect(dice({}, { shape: 'hollow-wedge', rearRanks: [4, 4] })).toBe(`enemy.${message}`);
    expect(dice({ shape: 'line', rearRanks: [4, 4], weapon: 'long-spear' })).toBe(24);
  });
});
