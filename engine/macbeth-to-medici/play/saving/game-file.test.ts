import { describe, expect, it } from 'vitest';
import { playedGame } from '../play.fixtures.ts';
import { readChangedFile, type LooseFile } from '../../../core/saving/saved-readers.fixtures.ts';
import { gameFormat, readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

describe('a game as a file and as a link', () => {
  it('writes versioned JSON and reads the same game back', () => {
    const played = playedGame();
    const text = writeGameFile(played);
    expect(JSON.parse(text)).toMatchObject({ format: gameFormat, version: 1 });
    expect(readGameFile(text)).toEqual({ ok: true, value: played });
  });

  it('makes a link that reads back the same game, and a shorter one without the log', () => {
    const played = playedGame();
    const link = encodeGameLink(played);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(writeGameFile(played).length);
    expect(decodeGameLink(link)).toEqual({ ok: true, value: played });
    expect(decodeGameLink(encodeGameLink(played, false))).toEqual({
      ok: true,
      value: { ...played, log: [] },
    });
  });

  it('refuses what is not a game, naming the field', () => {
    const played = playedGame();
    const broken = readChangedFile(readGameFile, writeGameFile(played));
    expect(readGameFile('{"format":"knighthood-3-game","version":1}')).toMatchObject({
      ok: false,
      error: { field: 'format' },
    });
    expect(broken((f) => Object.assign(f.game, { step: 99 }))).toMatchObject({
      ok: false,
      error: { field: 'game.step' },
    });
    type Side = {
      roster: { units: Record<string, unknown>[] };
      units: Record<string, Record<string, unknown>>;
      officers: Record<string, Record<string, unknown>>;
    };
    const side = (f: LooseFile) => (f.game.sides as { b: Side; a: Side }).b;
    expect(broken((f) => Object.assign(side(f).units.u1!, { elements: 9 }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units.u1.elements' },
    });
    expect(
      broken((f) => Object.assign(side(f).roster.units[0]!, { experience: 'elite' })),
    ).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.roster.units.0.experience', rule: 'unit-experience' },
    });
    expect(broken((f) => Object.assign(side(f).units, { u9: side(f).units.u1 }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units' },
    });
    expect(broken((f) => Object.assign(side(f).officers.o1!, { leading: 'u7' }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.officers.o1.leading' },
    });
    expect(
      broken((f) =>
        Object.assign(f.game, { log: [{ turn: 1, step: 0, text: 'x', rules: ['5.40'] }] }),
      ),
    ).toMatchObject({
      ok: false,
      error: { field: 'game.log.0.rules' },
    });
  });
});
