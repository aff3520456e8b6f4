/**
 * A saved game read back at its edges: another format is refused by the
 * book's name, the version checked, a unit under no officer and every
 * activity kept, a log line citing one unknown section refused, and a link's
 * fault named under link.
 */
import { describe, expect, it } from 'vitest';
import { readChangedFile, type LooseFile } from '../../../core/saving/saved-readers.fixtures.ts';
import { english, runActions, scots, testGame } from '../play.fixtures.ts';
import { startGame, type MtmGame } from '../game/state.ts';
import { migrateGameFormat } from './check.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const readBack = (game: MtmGame) => readGameFile(writeGameFile(game));

describe('a saved game read back', () => {
  it('a file of another format is refused by the book’s name', () => {
    expect(readGameFile(JSON.stringify({ format: 'another-game', version: 1 }))).toEqual({
      ok: false,
      error: {
        field: 'format',
        rule: 'game file',
        message: 'this is not a saved From Macbeth to Medici game',
      },
    });
  });

  it('the format version: 1 reads, another is refused under version', () => {
    expect(migrateGameFormat(1)).toMatchObject({ ok: true });
    expect(migrateGameFormat(2)).toMatchObject({
      ok: false,
      error: { field: 'version', rule: 'game file' },
    });
  });

  it('a unit under no officer reads back', () => {
    const units = english.units.map((u) => (u.id === 'u3' ? { ...u, command: null } : u));
    const game = startGame({ a: { ...english, units }, b: scots });
    if (!game.ok) throw new Error(game.error.message);
    expect(readBack(game.value)).toEqual({ ok: true, value: game.value });
  });

  it('every activity of a turn reads back', () => {
    const game = runActions(
      testGame(),
      { type: 'activity', side: 'a', unit: 'u1', activity: 'march' },
      { type: 'activity', side: 'a', unit: 'u2', activity: 'normal-move' },
      { type: 'activity', side: 'a', unit: 'u3', activity: 'faster' },
    );
    expect(readBack(game)).toEqual({ ok: true, value: game });
  });

  it('a log line citing a real section and an unknown one is refused', () => {
    const game = runActions(testGame(), { type: 'note', text: 'Rain', rules: ['movement'] });
    const read = readChangedFile(
      readGameFile,
      writeGameFile(game),
    )((f: LooseFile) => {
      const lines = f.game.log as { rules: string[] }[];
      lines[0]!.rules.push('not-a-section');
    });
    expect(read).toEqual({
      ok: false,
      error: {
        field: 'game.log.0.rules',
        rule: 'game file',
        message: 'a log line cites sections of the book',
      },
    });
  });

  it('a link’s fault is named under link', () => {
    const read = decodeGameLink(encodeGameLink({ ...testGame(), turn: 0 }));
    expect(read.ok ? null : read.error.field).toBe('link.turn');
  });
});
