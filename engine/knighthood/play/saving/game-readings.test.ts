import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { defaultReadings } from '../../readings.ts';
import { english, french } from '../play.fixtures.ts';
import { readingsOfGame, startGame, type KnightGame } from '../game/state.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const other = { ...defaultReadings, rallyBreak: 'breaks-again' as const };
const started = (readings = defaultReadings): KnightGame =>
  valueOf(startGame({ a: english, b: french, firstMove: 'a' }, readings));

describe('a game keeps the readings it was started with (register)', () => {
  it('keeps only the other readings, and reads them back from a file and a link', () => {
    const game = started(other);
    expect(game.readings).toEqual({ rallyBreak: 'breaks-again' });
    expect(started().readings).toEqual({});
    for (const back of [
      valueOf(readGameFile(writeGameFile(game))),
      valueOf(decodeGameLink(encodeGameLink(game))),
    ]) {
      expect(back.readings).toEqual({ rallyBreak: 'breaks-again' });
      expect(readingsOfGame(back)).toEqual(other);
    }
  });

  it('reads a game saved before readings were kept, following the fallback', () => {
    const old: KnightGame = { ...started(other) };
    delete (old as { readings?: unknown }).readings;
    const back = valueOf(readGameFile(writeGameFile(old)));
    expect(back.readings).toBeUndefined();
    expect(readingsOfGame(back, other)).toEqual(other);
    expect(readingsOfGame(back)).toEqual(defaultReadings);
  });

  it('refuses a reading the register does not offer, naming it', () => {
    const game = { ...started(), readings: { rallyBreak: 'sometimes' } } as unknown as KnightGame;
    expect(readGameFile(writeGameFile(game))).toMatchObject({
      ok: false,
      error: { field: 'game.readings.rallyBreak' },
    });
    const unknown = { ...started(), readings: { noSuchSwitch: true } } as unknown as KnightGame;
    expect(readGameFile(writeGameFile(unknown))).toMatchObject({ ok: false });
  });
});
