/** Scenarios for the board tests: a file's text checked, and small sketches built around one leader. */
import { checkScenario, type Scenario, type ScenarioUnits } from '../scenario/scenario.ts';

/** A scenario file's text, checked; a bad file fails the test that reads it. */
export function checkedScenario(json: string): Scenario {
  const read = checkScenario(JSON.parse(json) as unknown);
  if (!read.ok) throw new Error(`${read.error.field}: ${read.error.message}`);
  return read.value;
}

/** A one-sided scenario whose only leader, Wallace, stands on `hex` with the given unit lines. */
export function sketch(
  hex: string,
  units: ScenarioUnits[],
  places: Scenario['places'] = [],
): Scenario {
  return {
    id: 'sketch',
    edition: 'bannockburn-1314',
    name: 'Sketch',
    date: '1300',
    history: [],
    turns: { first: 1, last: 10 },
    initiative: 'Scots',
    morale: { value: 0 },
    sides: [
      {
        name: 'Scots',
        leaders: [{ name: 'Wallace', banner: true, placement: [{ hex, radius: 0 }], units }],
        pool: [],
        reinforcements: [],
      },
    ],
    victory: [],
    notes: [],
    variants: [],
    places,
    printingIssues: [],
  };
}

/** A units line set up one counter to a hex on the hexes given, in order. */
export const line = (...hexes: string[]): ScenarioUnits => ({
  count: hexes.length,
  type: 'INF',
  armor: 0,
  placement: hexes.map((hex) => ({ hex, radius: 0 })),
});
