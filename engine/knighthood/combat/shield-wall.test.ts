import { describe, expect, it } from 'vitest';
import { chance } from '../../core/index.ts';
import { shieldWallBreaksOn } from '../tables/index.ts';
import { explainShieldWall, shieldWallCheck, shieldWallMaximum } from './shield-wall.ts';

describe('9.06 Breaking the shield wall (T22): 1D at or under the armour class plus bonuses', () => {
  it('an AC3 wall with no bonus holds on 1-3, half the time', () => {
    expect(shieldWallCheck(3, [])).toEqual({
      ok: true,
      value: { modifier: 3, holdsOn: 3, passChance: chance(1, 2) },
    });
    expect(shieldWallCheck(3, [], 3)).toMatchObject({ ok: true, value: { passed: true } });
    expect(shieldWallCheck(3, [], 4)).toMatchObject({ ok: true, value: { passed: false } });
  });

  it('each T22 line adds 1: AC2, A morale and a leader hold on 1-4', () => {
    expect(shieldWallCheck(2, ['morale-a-or-b', 'leader-attached'])).toEqual({
      ok: true,
      value: { modifier: 4, holdsOn: 4, passChance: chance(4, 6) },
    });
    expect(shieldWallCheck(1, ['defending-up-slope'])).toMatchObject({
      ok: true,
      value: { holdsOn: 2 },
    });
  });

  it('the number never passes 5, so a 6 always breaks the wall (T22 note)', () => {
    expect(shieldWallMaximum).toBe(shieldWallBreaksOn - 1);
    const best = shieldWallCheck(5, ['morale-a-or-b', 'leader-attached', 'defending-up-slope'], 5);
    expect(best).toEqual({
      ok: true,
      value: { modifier: 8, holdsOn: 5, passChance: chance(5, 6), passed: true },
    });
    expect(shieldWallCheck(4, ['leader-attached'], 6)).toMatchObject({
      ok: true,
      value: { holdsOn: 5, passed: false },
    });
    expect(shieldWallCheck(4, [])).toMatchObject({ ok: true, value: { holdsOn: 4 } });
  });

  it.each([
    [0, [], undefined, 'armourClass', '9.06', 'armour class runs from 1 to 5 (1.50), not 0'],
    [6, [], undefined, 'armourClass', '9.06', 'armour class runs from 1 to 5 (1.50), not 6'],
    [2.5, [], undefined, 'armourClass', '9.06', 'armour class runs from 1 to 5 (1.50), not 2.5'],
    [
      3,
      ['armour-class'],
      undefined,
      'modifiers',
      'T22',
      'the armour class is counted from its own field, not as a modifier',
    ],
    [
      3,
      ['leader-attached', 'leader-attached'],
      undefined,
      'modifiers',
      'T22',
      '"leader-attached" counts once, not twice',
    ],
    [3, ['square'], undefined, 'modifiers', 'T22', 'T22 has no modifier "square"'],
    [3, [], 0, 'roll', 'T22', 'one die shows 1 to 6, not 0'],
    [3, [], 7, 'roll', 'T22', 'one die shows 1 to 6, not 7'],
  ])('refuses AC %s with %o and roll %s', (ac, modifiers, roll, field, rule, message) => {
    expect(shieldWallCheck(ac, modifiers, roll)).toEqual({
      ok: false,
      error: { field, rule, message },
    });
  });

  it('accepts the ends of the armour classes and of the die', () => {
    expect(shieldWallCheck(1, [], 1)).toMatchObject({ ok: true, value: { passed: true } });
    expect(shieldWallCheck(5, [], 6)).toMatchObject({ ok: true, value: { passed: false } });
  });
});

describe("T22 read alone (the register's other reading): the total is added to the die", () => {
  const t22 = { shieldWallRoll: 'modified-die', shieldWallArmour: 'once' } as const;

  it('an AC3 wall breaks on a modified 6 or more, so it holds on 1-2', () => {
    expect(shieldWallCheck(3, [], undefined, t22)).toEqual({
      ok: true,
      value: { modifier: 3, holdsOn: 2, passChance: chance(2, 6) },
    });
    expect(shieldWallCheck(3, [], 3, t22)).toMatchObject({ ok: true, value: { passed: false } });
  });

  it('bonuses make the wall easier to break: AC4 with a leader never holds', () => {
    expect(shieldWallCheck(4, ['leader-attached'], 1, t22)).toMatchObject({
      ok: true,
      value: { holdsOn: 0, passed: false },
    });
    expect(explainShieldWall(5, 0, t22)[0]?.text).toMatch(/breaks on any roll/);
  });

  it('the default reading writes its working on 9.06', () => {
    expect(explainShieldWall(6, 5)).toEqual([
      { rule: '9.06', text: 'The wall holds on 5 or less on 1D; at most 5; a 6 always breaks it' },
    ]);
  });
});

describe("9.06 and T22: the armour class counted twice (the register's other reading)", () => {
  it('an AC2 wall with no bonus holds on 1-2, or on 1-4 with its AC counted twice', () => {
    expect(shieldWallCheck(2, [])).toMatchObject({ ok: true, value: { holdsOn: 2 } });
    expect(
      shieldWallCheck(2, [], undefined, {
        shieldWallRoll: 'under-armour-class',
        shieldWallArmour: 'twice',
      }),
    ).toMatchObject({ ok: true, value: { modifier: 4, holdsOn: 4 } });
  });
});

describe('9.06 and T22: the working in words, under each reading', () => {
  it('the default reading: "at most 5" only where the total passes 5', () => {
    expect(explainShieldWall(5, 5)).toEqual([
      { rule: '9.06', text: 'The wall holds on 5 or less on 1D; a 6 always breaks it' },
    ]);
    expect(explainShieldWall(3, 3)).toEqual([
      { rule: '9.06', text: 'The wall holds on 3 or less on 1D; a 6 always breaks it' },
    ]);
  });

  it('read as T22 alone: the total added to the die, held while under 6', () => {
    const t22 = { shieldWallRoll: 'modified-die' } as const;
    expect(explainShieldWall(3, 2, t22)).toEqual([
      {
        rule: 'T22',
        text: 'Read as T22 alone: 1D + 3, and a modified 6 or more breaks the wall, so it holds on 2 or less',
      },
    ]);
    expect(explainShieldWall(6, 0, t22)).toEqual([
      {
        rule: 'T22',
        text: 'Read as T22 alone: 1D + 6, and a modified 6 or more breaks the wall, so it breaks on any roll',
      },
    ]);
  });

  it('read as T22 alone: AC5 holds on nothing, AC1 on 1-4', () => {
    const t22 = { shieldWallRoll: 'modified-die', shieldWallArmour: 'once' } as const;
    expect(shieldWallCheck(5, [], undefined, t22)).toMatchObject({
      ok: true,
      value: { modifier: 5, holdsOn: 0 },
    });
    expect(shieldWallCheck(1, [], 4, t22)).toMatchObject({
      ok: true,
      value: { modifier: 1, holdsOn: 4, passed: true },
    });
    expect(shieldWallCheck(1, [], 5, t22)).toMatchObject({ ok: true, value: { passed: false } });
  });
});
