/**
 * A game saved as a file: versioned JSON holding the state, the terrain the
 * player marked and the map's stagger. Reading never throws: bad, hostile or
 * newer files are errors naming the field.
 */
import type { HexMap } from '../../../core/hex-grid.ts';
import { fail, ok, quoteInput, type Result } from '../../../core/result.ts';
import type { BoardSetup, GameState, TerrainMarks } from '../../board/types.ts';
import {
  checkGameState,
  checkTerrain,
  fileRule,
  gameFormatVersion,
  isRecord,
  migrateGameFormat,
  own,
  refusePrototypeKeys,
} from '../game/check.ts';

/** The format's name, so another site's JSON is told apart from a game. */
export const gameFormat = 'medieval-game';
/** Longer text is refused before parsing. */
export const longestGameText = 2_000_000;

/** What a saved game restores: the state, the marked terrain and the stagger in use. */
export interface SavedGame {
  state: GameState;
  terrain: TerrainMarks;
  lowerColumns: HexMap['lowerColumns'];
}

/** The game as a file's text; the stagger is written only when the player chose one. */
export function writeGameFile(
  state: GameState,
  terrain: TerrainMarks = {},
  lowerColumns?: HexMap['lowerColumns'],
): string {
  const file = {
    format: gameFormat,
    version: gameFormatVersion,
    scenarioId: state.scenarioId,
    edition: state.edition,
    // JSON leaves the stagger out when it is undefined.
    lowerColumns,
    terrain,
    state,
  };
  return JSON.stringify(file, null, 2);
}

/** Reads a saved game for this scenario's setup; never throws. */
export function readGameFile(text: string, setup: BoardSetup): Result<SavedGame> {
  if (typeof text !== 'string' || text.length > longestGameText)
    return fail('file', fileRule, 'the file is too large to be a saved game');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fail('file', fileRule, 'the file is not JSON');
  }
  const clean = refusePrototypeKeys(parsed, 'file');
  if (!clean.ok) return clean;
  if (!isRecord(parsed) || own(parsed, 'format') !== gameFormat)
    return fail('format', fileRule, 'this is not a saved game of this site');
  const version = migrateGameFormat(own(parsed, 'version'));
  if (!version.ok) return version;
  return readSavedGame(
    {
      scenarioId: own(parsed, 'scenarioId'),
      edition: own(parsed, 'edition'),
      lowerColumns: own(parsed, 'lowerColumns'),
      terrain: own(parsed, 'terrain'),
      state: own(parsed, 'state'),
    },
    setup,
  );
}

/** The parts a file and a link share, checked against the setup. */
export function readSavedGame(
  saved: {
    scenarioId: unknown;
    edition: unknown;
    lowerColumns: unknown;
    terrain: unknown;
    state: unknown;
  },
  setup: BoardSetup,
): Result<SavedGame> {
  if (saved.scenarioId !== setup.scenarioId)
    return fail(
      'scenarioId',
      fileRule,
      `this game is of ${saved.scenarioId === undefined ? 'no scenario' : quoteInput(saved.scenarioId)}, not ${setup.scenarioId}`,
    );
  if (saved.edition !== setup.edition)
    return fail('edition', fileRule, `this game is not of ${setup.edition}`);
  const { lowerColumns } = saved;
  if (lowerColumns !== undefined && lowerColumns !== 'odd' && lowerColumns !== 'even')
    return fail('lowerColumns', fileRule, 'the stagger is odd or even');
  const terrain = checkTerrain(saved.terrain, setup.scenarioMap.map);
  if (!terrain.ok) return terrain;
  const state = checkGameState(saved.state, setup);
  if (!state.ok) return state;
  return ok({
    state: state.value,
    terrain: terrain.value,
    lowerColumns: lowerColumns ?? setup.scenarioMap.map.lowerColumns,
  });
}
