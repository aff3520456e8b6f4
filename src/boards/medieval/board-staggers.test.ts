import { describe, expect, it } from 'vitest';
import { readBoardSetup } from '../../../engine/medieval/index.ts';
import { readScenarioFiles } from '../../lib/medieval/scenarios.ts';
import { describeOtherStagger, restoreSetups } from './board-staggers.ts';

const scenarios = readScenarioFiles().flatMap((f) => (f.scenario ? [f.scenario] : []));

describe('one setup and the other stagger’s hexes rebuild both setups', () => {
  it('there are scenarios to check', () => expect(scenarios.length).toBeGreaterThanOrEqual(9));

  it.each(scenarios.map((s) => [`${s.edition}/${s.id}`, s] as const))('%s', (_, scenario) => {
    const natural = readBoardSetup(scenario);
    if (!natural.ok) throw new Error(natural.error.message);
    const stagger = natural.value.scenarioMap.map.lowerColumns;
    const otherStagger = stagger === 'odd' ? 'even' : 'odd';
    const other = readBoardSetup(scenario, { lowerColumns: otherStagger });
    if (!other.ok) throw new Error(other.error.message);
    // Some zone's hexes differ, or the test would not show the hexes are carried.
    expect(other.value.markers.map((m) => m.hexes)).not.toEqual(
      natural.value.markers.map((m) => m.hexes),
    );
    const setups = restoreSetups(natural.value, describeOtherStagger(other.value));
    expect(setups[stagger]).toBe(natural.value);
    expect(setups[otherStagger]).toEqual(other.value);
    // Rebuilt once, when first read: the board's derived values see one object.
    expect(setups[otherStagger]).toBe(setups[otherStagger]);
    expect(Object.keys(setups).sort()).toEqual(['even', 'odd']);
  });
});
