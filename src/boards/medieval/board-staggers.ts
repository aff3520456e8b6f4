/**
 * A board's setup on the stagger its scenario did not choose, sent as what
 * differs: the map's stagger with its reading, and each zone's hexes (its rings
 * depend on the stagger). The page carries one setup, not two; Kosovo Field's
 * two were 324 KB of island props.
 */
import type { HexMap } from '../../../engine/core/index.ts';
import type { BoardSetup, ScenarioMap } from '../../../engine/medieval/index.ts';

export type Stagger = HexMap['lowerColumns'];
export type BoardSetups = Readonly<Record<Stagger, BoardSetup>>;

/** The other stagger: its map (with why it reads so) and each marker's hexes by marker id. */
export interface OtherStagger {
  scenarioMap: ScenarioMap;
  hexes: Record<string, string[]>;
}

/** What the island needs of the other stagger's setup (the same scenario read on it). */
export function describeOtherStagger(other: BoardSetup): OtherStagger {
  return {
    scenarioMap: other.scenarioMap,
    hexes: Object.fromEntries(other.markers.map((m) => [m.id, m.hexes])),
  };
}

/**
 * Both setups again: the scenario's own, and the other stagger's rebuilt from it
 * when first read (a player rarely switches; the board hydrates without it).
 */
export function restoreSetups(setup: BoardSetup, other: OtherStagger): BoardSetups {
  let rebuilt: BoardSetup | undefined;
  const rebuild = (): BoardSetup =>
    (rebuilt ??= {
      ...setup,
      scenarioMap: other.scenarioMap,
      markers: setup.markers.map((m) => ({ ...m, hexes: other.hexes[m.id] ?? [] })),
    });
  return Object.defineProperties({} as Record<Stagger, BoardSetup>, {
    [setup.scenarioMap.map.lowerColumns]: { value: setup, enumerable: true },
    [other.scenarioMap.map.lowerColumns]: { get: rebuild, enumerable: true },
  });
}
