import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import { readChangedFile, type LooseFile } from '../../../core/saving/saved-readers.fixtures.ts';
import { gameFormat, readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);

/** A game with something of everything: casualties, disorder, morale, chits, leaders, a banner, honor, phases. */
const played = run(
  testGame(),
  { type: 'next-phase' },
  { type: 'casualties', side: 'b', unit: 'u1', figures: 3, by: 'missile' },
  { type: 'disorder', side: 'a', unit: 'u2' },
  { type: 'morale', side: 'b', unit: 'u2', result: 'R' },
  { type: 'spend-ammunition', side: 'a', unit: 'u1', weapon: 0, chits: 3 },
  { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u1' },
  { type: 'leader-hit', side: 'b', leader: 'l1', result: 'severe-wound', captured: true },
  { type: 'banner-captured', side: 'a', banner: 'b1' },
  {
    type: 'honor',
    side: 'a',
    event: { kind: 'award', id: 'raided-camp', by: 'close-combat', raidDice: [[3, 4]] },
  },
  { type: 'honor', side: 'b', event: { kind: 'initial', id: 'king-or-emperor' } },
);

describe('a game as a file', () => {
  it('writes versioned JSON and reads the same game back', () => {
    const text = writeGameFile(played);
    expect(JSON.parse(text)).toMatchObject({ format: gameFormat, version: 1 });
    expect(readGameFile(text)).toEqual({ ok: true, value: played });
  });

  it('refuses what is not a game, naming the field', () => {
    const broken = readChangedFile(readGameFile, writeGameFile(played));
    expect(readGameFile('{"format":"knighthood-3-army"}')).toMatchObject({
      ok: false,
      error: { field: 'format' },
    });
    expect(broken((f) => Object.assign(f.game, { turn: 0 }))).toMatchObject({
      ok: false,
      error: { field: 'game.turn' },
    });
    expect(broken((f) => Object.assign(f.game, { phase: 'tea' }))).toMatchObject({
      ok: false,
      error: { field: 'game.phase' },
    });
    const units = (f: LooseFile) =>
      (f.game.sides as { b: { units: Record<string, Record<string, unknown>> } }).b.units;
    expect(broken((f) => Object.assign(units(f).u1!, { casualties: 9 }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units.u1.casualties' },
    });
    expect(broken((f) => Object.assign(units(f).u1!, { ammunition: [] }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units.u1.ammunition' },
    });
    expect(
      broken((f) => Object.assign(units(f).u2!, { morale: { result: 'Q', turn: 1 } })),
    ).toMatchObject({ ok: false, error: { field: 'game.sides.b.units.u2.morale.result' } });
    expect(broken((f) => Object.assign(units(f), { u9: units(f).u1 }))).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units' },
    });
    expect(broken((f) => delete units(f).u2)).toMatchObject({
      ok: false,
      error: { field: 'game.sides.b.units.u2' },
    });
    expect(
      broken((f) =>
        Object.assign(f.game, {
          log: [{ turn: 1, moving: 'a', phase: 'rally', text: 'x', rules: ['<b>'] }],
        }),
      ),
    ).toMatchObject({
      ok: false,
      error: { field: 'game.log.0.rules' },
    });
    const noUnits = broken(
      (f) => ((f.game.sides as { a: { army: { units: unknown[] } } }).a.army.units = []),
    );
    expect(noUnits.ok ? '' : noUnits.error.field).toMatch(/^game\.sides\.a\.army\./);
  });
});

describe('a game as a link', () => {
  it('encodes compactly and decodes the same game', () => {
    const link = encodeGameLink(played);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(link.length).toBeLessThan(writeGameFile(played).length);
    expect(decodeGameLink(link)).toEqual({ ok: true, value: played });
    expect(decodeGameLink(encodeGameLink(testGame()))).toEqual({ ok: true, value: testGame() });
    const short = encodeGameLink(played, false);
    expect(short.length).toBeLessThan(link.length);
    expect(decodeGameLink(short)).toEqual({ ok: true, value: { ...played, log: [] } });
  });

  it('refuses a damaged or unknown link with a typed error', () => {
    expect(decodeGameLink(encodeGameLink(played).slice(0, 40))).toMatchObject({
      ok: false,
      error: { field: 'link' },
    });
    const other = (value: unknown) =>
      decodeGameLink(btoa(JSON.stringify(value)).replaceAll('=', ''));
    expect(other({ v: 1 })).toMatchObject({ ok: false, error: { field: 'link.turn' } });
    expect(
      other({ v: 1, t: 1, m: 'a', p: 0, f: 'a', s: [[[], [{ toString: 1 }]]], l: [] }),
    ).toMatchObject({ ok: false });
  });
});
