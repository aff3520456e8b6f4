/**
 * SCENARIOS: each refusal of a scenario file names its field and, word for
 * word, what it should be; lists of sides and unit types read in full.
 */
import { describe, expect, it } from 'vitest';
import { checkScenario } from './scenario.ts';

/** A two-sided scenario that checks, built fresh for each test. */
function twoSides() {
  const side = (name: string) => ({ name, leaders: [], pool: [], reinforcements: [] });
  return {
    id: 'two-sides',
    edition: 'bannockburn-1314',
    name: 'Two sides',
    date: '1 January 1300',
    history: [],
    turns: { first: 1, last: 10 },
    initiative: 'Scots',
    morale: { value: 0 },
    sides: [side('Scots'), side('English')],
    victory: [] as unknown[],
    notes: [],
    variants: [],
    printingIssues: [],
  };
}

const refusal = (scenario: unknown) => {
  const read = checkScenario(scenario);
  return read.ok ? 'read' : read.error;
};

describe('scenario refusals, word for word (SCENARIOS)', () => {
  it('the two-sided scenario itself reads', () => {
    expect(checkScenario(twoSides()).ok).toBe(true);
  });

  it('a unit type lists every type the schema knows', () => {
    const scenario = twoSides();
    scenario.sides[0] = {
      ...scenario.sides[0]!,
      pool: [{ count: 1, type: 'PIKE', placement: [] }] as never[],
    };
    expect(refusal(scenario)).toEqual({
      field: 'sides.0.pool.0.type',
      rule: 'SCENARIOS',
      message: 'a unit type (INF, CAV, ARCH, XBOW, HA, BOMB), not "PIKE"',
    });
  });

  it('a victory or a place for a side not playing lists both sides', () => {
    const victory = { ...twoSides(), victory: [{ side: 'Welsh', automatic: [], points: [] }] };
    expect(refusal(victory)).toEqual({
      field: 'victory.0.side',
      rule: 'SCENARIOS',
      message: '"Welsh" is not one of the sides (Scots, English)',
    });
    const place = { hex: '5311', label: 'Entry', about: 'note', side: 'Welsh', text: 'Here.' };
    expect(refusal({ ...twoSides(), places: [place] })).toEqual({
      field: 'places.0.side',
      rule: 'SCENARIOS',
      message: '"Welsh" is not one of the sides (Scots, English)',
    });
  });

  it('a side given as text, or as a list, is not an object', () => {
    expect(refusal({ ...twoSides(), sides: ['Scots'] })).toEqual({
      field: 'sides.0',
      rule: 'SCENARIOS',
      message: 'an object',
    });
    expect(refusal({ ...twoSides(), sides: [['Scots']] })).toMatchObject({
      field: 'sides.0',
      message: 'an object',
    });
  });

  it('an id is kebab-case text, never a number', () => {
    expect(refusal({ ...twoSides(), id: 1314 })).toEqual({
      field: 'id',
      rule: 'SCENARIOS',
      message: 'a kebab-case id',
    });
    expect(refusal({ ...twoSides(), id: 'Two Sides' })).toMatchObject({ field: 'id' });
  });
});
