import { describe, expect, it } from 'vitest';
import { checkScenario } from './scenario.ts';

const minimal = () => ({
  id: 'test',
  edition: 'bannockburn-1314',
  name: 'Test',
  date: '1 January 1300',
  label: 'historical scenario',
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

describe('checkScenario names the first bad field with what it should be', () => {
  /** A copy of the minimal setup with one value replaced at a dotted path. */
  const withValue = (path: string, replacement: unknown) => {
    const copy = minimal() as unknown as Record<string, unknown>;
    const keys = path.split('.');
    let at: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys.at(-1) ?? ''] = replacement;
    return copy;
  };
  const problem = (scenario: unknown) => {
    const r = checkScenario(scenario);
    return r.ok ? null : [r.error.field, r.error.rule, r.error.message];
  };

  it.each([
    ['id', 'Not Kebab', 'a kebab-case id'],
    ['id', 'x y-z', 'a kebab-case id'],
    ['edition', 'hastings', 'an edition (bannockburn-1314, kosovo-1389, 1066)'],
    ['name', '  ', 'a non-empty text'],
    ['name', 3, 'a non-empty text'],
    ['label', '', 'a non-empty text'],
    ['label', true, 'a non-empty text'],
    ['history', 'A skirmish.', 'a list'],
    ['history.0', '', 'a non-empty text'],
    ['turns', [1, 10], 'an object'],
    ['turns.first', 0, 'a whole number above 0, not 0'],
    ['turns.first', 1.5, 'a whole number above 0, not 1.5'],
    ['turns.last', 'ten', 'a whole number above 0, not ten'],
    ['morale.value', 0.5, 'a whole number'],
    ['sides.0.leaders.0.banner', 1, 'true or false'],
    ['sides.0.leaders.0.fatigue', -2, 'a whole number from 0, not -2'],
    ['sides.0.leaders.0.placement.0.hex', '318', 'a hex number of four digits, not "318"'],
    ['sides.0.leaders.0.placement.0.hex', '33180', 'a hex number of four digits, not "33180"'],
    ['sides.0.leaders.0.placement.0.hex', 3318, 'a hex number of four digits, not 3318'],
    ['sides.0.leaders.0.units.0.armor', 3, 'armor 0, 1 or 2, not 3'],
    ['sides.0.leaders.0.units.0.type', 'PIKE', 'a unit type'],
    ['victory.0.points.0.vp', 2.5, 'whole victory points'],
    ['variants', [{ name: 'Longer', text: '' }], 'a non-empty text'],
    ['scenario', null, 'an object'],
  ])('%s = %j: %s', (path, bad, expected) => {
    const scenario = path === 'scenario' ? bad : withValue(path, bad);
    const found = problem(scenario);
    const field = path === 'scenario' ? 'scenario' : path === 'variants' ? 'variants.0.text' : path;
    expect(found?.slice(0, 2)).toEqual([field, 'SCENARIOS']);
    expect(String(found?.[2])).toContain(expected);
  });

  it('SCENARIOS: MORALE is a starting value or carried over from an earlier scenario, never both or neither', () => {
    const carried = { ...minimal(), morale: { carriedOverFrom: 'Prelude' } };
    expect(checkScenario(carried).ok).toBe(true);
    expect(checkScenario({ ...minimal(), label: undefined }).ok).toBe(true);
    for (const morale of [{}, { favours: 'Scots' }, { value: 0, carriedOverFrom: 'Prelude' }]) {
      expect(problem({ ...minimal(), morale })).toEqual([
        'morale',
        'SCENARIOS',
        'either a starting value or the scenario it is carried over from, not both or neither',
      ]);
    }
    expect(problem({ ...minimal(), morale: { carriedOverFrom: '' } })?.[0]).toBe(
      'morale.carriedOverFrom',
    );
  });

  it('accepts every armor 0–2, a missing last turn, and a first turn equal to the last', () => {
    for (const armor of [0, 1, 2])
      expect(problem(withValue('sides.0.leaders.0.units.0.armor', armor))).toBeNull();
    expect(problem(withValue('turns', { first: 3 }))).toBeNull();
    expect(problem(withValue('turns', { first: 10, last: 10 }))).toBeNull();
    expect(problem(withValue('turns', { first: 11, last: 10 }))).toEqual([
      'turns',
      'SCENARIOS',
      'the first turn (11) comes after the last (10)',
    ]);
  });

  it('a victory condition names one of the sides', () => {
    expect(problem(withValue('victory.0.side', 'English'))).toEqual([
      'victory.0.side',
      'SCENARIOS',
      '"English" is not one of the sides (Scots)',
    ]);
  });
});

describe('checkScenario: named places', () => {
  const entry = (more: Record<string, unknown> = {}) => ({
    hex: '5311',
    label: 'Entry 5311',
    about: 'reinforcement',
    side: 'Scots',
    text: 'Reinforcements come on here.',
    turn: 10,
    ...more,
  });
  const withPlaces = (...places: unknown[]) => ({ ...minimal(), places });
  const problem = (scenario: unknown) => {
    const r = checkScenario(scenario);
    return r.ok ? null : [r.error.field, r.error.message];
  };

  it('accepts no list, an empty list and a place on each boundary turn', () => {
    expect(problem(minimal())).toBeNull();
    expect(problem(withPlaces())).toBeNull();
    expect(
      problem(withPlaces(entry({ turn: 1 }), entry({ turn: 10, leader: 'Wallace' }))),
    ).toBeNull();
    expect(
      problem(withPlaces({ hex: '4400', radius: 1, label: 'Road', about: 'victory', text: 'x' })),
    ).toBeNull();
  });

  it.each([
    [entry({ hex: '440' }), 'places.0.hex', 'a hex number of four digits'],
    [entry({ radius: -1 }), 'places.0.radius', 'a whole number from 0'],
    [entry({ about: 'setup' }), 'places.0.about', 'one of victory, note, variant, reinforcement'],
    [entry({ label: '' }), 'places.0.label', 'a non-empty text'],
    [entry({ text: undefined }), 'places.0.text', 'a non-empty text'],
    [entry({ turn: 0 }), 'places.0.turn', 'a whole number above 0'],
    [entry({ colour: 'red' }), 'places.0.colour', 'not a field of a scenario'],
    [entry({ side: 'English' }), 'places.0.side', '"English" is not one of the sides (Scots)'],
    [entry({ turn: 11 }), 'places.0.turn', 'turn 11 is outside the game (turns 1 to 10)'],
    [entry({ leader: 'Moray' }), 'places.0.leader', '"Moray" is not one of the Scots\' leaders'],
    [entry({ about: 'victory', leader: 'Wallace' }), 'places.0.leader', 'a reinforcement place'],
    [entry({ side: undefined, leader: 'Wallace' }), 'places.0.leader', 'a reinforcement place'],
  ])('%j → %s', (place, field, message) => {
    const found = problem(withPlaces(place));
    expect(found?.[0]).toBe(field);
    expect(String(found?.[1])).toContain(message);
  });

  it('SCENARIOS: each refused place names its field, the rule and why', () => {
    const refusal = (place: unknown) => checkScenario(withPlaces(entry(), place));
    expect(refusal(entry({ turn: 11 }))).toEqual({
      ok: false,
      error: {
        field: 'places.1.turn',
        rule: 'SCENARIOS',
        message: 'turn 11 is outside the game (turns 1 to 10)',
      },
    });
    expect(refusal(entry({ side: 'English' }))).toEqual({
      ok: false,
      error: {
        field: 'places.1.side',
        rule: 'SCENARIOS',
        message: '"English" is not one of the sides (Scots)',
      },
    });
    expect(refusal(entry({ about: 'note', leader: 'Wallace' }))).toEqual({
      ok: false,
      error: {
        field: 'places.1.leader',
        rule: 'SCENARIOS',
        message: 'a leader comes with a reinforcement place of his side only',
      },
    });
    expect(refusal(entry({ leader: 'Moray' }))).toEqual({
      ok: false,
      error: {
        field: 'places.1.leader',
        rule: 'SCENARIOS',
        message: '"Moray" is not one of the Scots\' leaders',
      },
    });
  });

  it('with no last turn, any turn from the first is inside the game', () => {
    const open = { ...withPlaces(entry({ turn: 99 })), turns: { first: 7 } };
    expect(problem(open)).toBeNull();
    expect(problem({ ...open, places: [entry({ turn: 6 })] })).toEqual([
      'places.0.turn',
      'turn 6 is outside the game (turns 7 to the end)',
    ]);
  });
});

describe('checkScenario: river sides (3.2.3)', () => {
  const withSides = (riverSides: unknown) => ({ ...minimal(), riverSides });

  it('accepts none, an empty list and pairs of hex numbers', () => {
    expect(checkScenario(minimal()).ok).toBe(true);
    expect(checkScenario(withSides([])).ok).toBe(true);
    expect(checkScenario(withSides([['3318', '3319']]))).toMatchObject({
      ok: true,
      value: { riverSides: [['3318', '3319']] },
    });
  });

  it('names a side that is not two hex numbers', () => {
    expect(checkScenario(withSides([['3318', '3319'], ['3318']]))).toEqual({
      ok: false,
      error: {
        field: 'riverSides.1',
        rule: 'SCENARIOS',
        message: 'two hex numbers, the hexes a river side parts',
      },
    });
    expect(checkScenario(withSides([['3318', '33x9']]))).toMatchObject({
      ok: false,
      error: { field: 'riverSides.0.1' },
    });
    expect(checkScenario(withSides([['318', '3319']]))).toMatchObject({
      ok: false,
      error: { field: 'riverSides.0.0' },
    });
    expect(checkScenario(withSides('3318-3319'))).toMatchObject({
      ok: false,
      error: { field: 'riverSides' },
    });
  });
});
