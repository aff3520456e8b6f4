import { describe, expect, it } from 'vitest';
import { checkScenario } from './scenario.ts';

const minimal = () => ({
  id: 'test',
  edition: 'bannockburn-1314',
  name: 'Test',
  date: '1 January 1300',
  historical: true,
  history: ['A skirmish.'],
  turns: { first: 1, last: 10 },
  initiative: 'Scots',
  morale: { value: 0 },
  sides: [
    {
      name: 'Scots',
      leaders: [
        {
          name: 'Wallace',
          fatigue: 2,
          banner: true,
          placement: [{ hex: '3318', radius: 0 }],
          units: [{ count: 4, type: 'INF', armor: 0, placement: [{ hex: '3318', radius: 1 }] }],
        },
      ],
      pool: [],
      reinforcements: [],
    },
  ],
  victory: [{ side: 'Scots', automatic: [], points: [{ item: 'leader killed', vp: 10 }] }],
  notes: [],
  variants: [],
  printingIssues: [],
});

describe('checkScenario', () => {
  it('accepts a well-formed setup', () => {
    expect(checkScenario(minimal()).ok).toBe(true);
  });

  it('names the field of a malformed hex, an unknown unit type and a count of 0', () => {
    const badHex = minimal();
    badHex.sides[0]!.leaders[0]!.units[0]!.placement[0]!.hex = '312291)';
    expect(checkScenario(badHex)).toMatchObject({
      ok: false,
      error: { field: 'sides.0.leaders.0.units.0.placement.0.hex' },
    });
    const badType = minimal() as unknown as {
      sides: { leaders: { units: { type: string }[] }[] }[];
    };
    badType.sides[0]!.leaders[0]!.units[0]!.type = 'KNIGHT';
    expect(checkScenario(badType)).toMatchObject({
      ok: false,
      error: { field: 'sides.0.leaders.0.units.0.type' },
    });
    const zero = minimal();
    zero.sides[0]!.leaders[0]!.units[0]!.count = 0;
    expect(checkScenario(zero)).toMatchObject({
      ok: false,
      error: { field: 'sides.0.leaders.0.units.0.count' },
    });
  });

  it('refuses unknown fields, turns out of order and victory for a side that is not playing', () => {
    expect(checkScenario({ ...minimal(), colour: 'red' })).toMatchObject({
      ok: false,
      error: { field: 'colour' },
    });
    expect(checkScenario({ ...minimal(), turns: { first: 9, last: 3 } })).toMatchObject({
      ok: false,
      error: { field: 'turns' },
    });
    expect(
      checkScenario({ ...minimal(), victory: [{ side: 'Welsh', automatic: [], points: [] }] }),
    ).toMatchObject({
      ok: false,
      error: { field: 'victory.0.side' },
    });
  });
});
