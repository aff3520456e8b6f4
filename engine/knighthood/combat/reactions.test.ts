import { describe, expect, it } from 'vitest';
import { defensiveFireColumn, reactions, reactionsAllowed } from './reactions.ts';

const ids = (points: number) => reactionsAllowed(points).map((r) => r.id);

describe('5.01 Reactions allowed', () => {
  it('5.01: no points allow no reaction; 1 RP the single actions', () => {
    expect(ids(0)).toEqual([]);
    expect(ids(1)).toEqual(['fire', 'counter-charge', 'evade']);
  });

  it('5.01: 2 RP add facing the rear and ROF 2; 3 RP add changing face or formation and ROF 3', () => {
    expect(ids(2)).toEqual(['fire', 'counter-charge', 'evade', 'face-rear', 'fire-rof-2']);
    expect(ids(3)).toHaveLength(7);
    expect(ids(3).slice(5)).toEqual(['change-face-or-formation', 'fire-rof-3']);
    expect(ids(5)).toHaveLength(7);
  });
});

describe('5.01 Reaction definitions', () => {
  it('each reaction with its words and its cost in RP: three single, two double, two triple', () => {
    expect(reactions).toEqual([
      { id: 'fire', label: 'Fire normally', cost: 1 },
      { id: 'counter-charge', label: 'Counter charge', cost: 1 },
      { id: 'evade', label: 'Evade 1CI to the rear (up to 45 degrees either way)', cost: 1 },
      { id: 'face-rear', label: 'Turn to face the rear', cost: 2 },
      { id: 'fire-rof-2', label: 'Fire at a rate of fire of 2', cost: 2 },
      { id: 'change-face-or-formation', label: 'Change face or formation', cost: 3 },
      { id: 'fire-rof-3', label: 'Fire at a rate of fire of 3', cost: 3 },
    ]);
  });
});

describe('5.10 Defensive fire column', () => {
  it('a 0CI charge at the unit itself leaves no column either; the 1CI floor lifts it to 1', () => {
    expect(defensiveFireColumn(0, true)).toMatchObject({ ok: false, error: { rule: '5.10' } });
    expect(defensiveFireColumn(0, true, { supportingFireFloor: 'one-ci' })).toEqual({
      ok: true,
      value: 1,
    });
    expect(defensiveFireColumn(4, true, { supportingFireFloor: 'one-ci' })).toEqual({
      ok: true,
      value: 4,
    });
  });

  it('5.10 example: cavalry charging a friend with 3CI: the supporting missile unit uses 2CI, the target 3CI', () => {
    expect(defensiveFireColumn(3, false)).toEqual({ ok: true, value: 2 });
    expect(defensiveFireColumn(3, true)).toEqual({ ok: true, value: 3 });
  });

  it('5.10: a 1CI charge at another unit leaves no column; 2CI leaves the 1CI column', () => {
    expect(defensiveFireColumn(2, false)).toEqual({ ok: true, value: 1 });
    expect(defensiveFireColumn(1, true)).toEqual({ ok: true, value: 1 });
    expect(defensiveFireColumn(1, false)).toEqual({
      ok: false,
      error: {
        field: 'charged',
        rule: '5.10',
        message:
          'a charge of 1CI at another unit leaves no T12 column one CI fewer: no defensive fire',
      },
    });
  });
});

describe("5.10 supporting fire at a 1CI charge (the register's other reading)", () => {
  it('no column by default; the 1CI column when the floor is 1CI', () => {
    expect(defensiveFireColumn(1, false)).toMatchObject({ ok: false });
    expect(defensiveFireColumn(1, false, { supportingFireFloor: 'one-ci' })).toEqual({
      ok: true,
      value: 1,
    });
    expect(defensiveFireColumn(3, false, { supportingFireFloor: 'one-ci' })).toEqual({
      ok: true,
      value: 2,
    });
  });
});
