/**
 * A game saved as a link and as a file reads back the same game with every
 * roster and play field set (1.30, T4, 9.13, 7.00, 7.20, T20, 6.00, 4.80,
 * the register's readings): each flag, index and optional id packed apart.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import type { Army } from '../../army/army.ts';
import { defaultReadings } from '../../readings.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { startGame, type KnightGame } from '../game/state.ts';
import { english, french } from '../play.fixtures.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);

/** English with each T4 flag on a unit of its own, a sub-unit and a bodyguard (9.13, 7.00), a banner on foot. */
const rich: Army = {
  ...english,
  pointsLimit: 750,
  units: [
    { ...english.units[0]!, regular: true, pavises: 2, extraAmmunition: 3 },
    { ...english.units[1]!, protectedCavalry: true },
    {
      ...english.units[0]!,
      id: 'u3',
      name: 'Mounted archers',
      regular: false,
      mountedInfantry: true,
      figures: 4,
      parent: 'u1',
    },
    {
      ...english.units[1]!,
      id: 'u4',
      name: 'Household',
      mounting: 'open-order-cavalry',
      weapons: ['SB', 'L'],
      figures: 2,
      bodyguardOf: 'l1',
    },
  ],
  banners: [...english.banners, { id: 'b2', name: 'Standard', carriedBy: undefined }],
  extras: { wagons: 1, packAnimals: 2, unplacedStakes: 3, emplacedStakes: 4, berserkers: 5 },
};

const game = run(
  valueOf(
    startGame(
      { a: rich, b: french, firstMove: 'b', chivalry: { b: ['u2'] }, kings: { a: ['l2'] } },
      { ...defaultReadings, rallyBreak: 'breaks-again' },
    ),
  ),
  ...Array.from({ length: 14 }, () => ({ type: 'next-phase' }) as const),
  { type: 'morale', side: 'a', unit: 'u3', result: 'B' },
  { type: 'morale', side: 'b', unit: 'u1', result: 'A' },
  { type: 'disorder', side: 'b', unit: 'u2' },
  { type: 'spend-ammunition', side: 'a', unit: 'u1', weapon: 0, chits: 2 },
  { type: 'attach-leader', side: 'a', leader: 'l1', unit: 'u4' },
  { type: 'leader-hit', side: 'a', leader: 'l2', result: 'mortal-wound', captured: true },
  { type: 'leader-hit', side: 'b', leader: 'l1', result: 'killed', captured: false },
  { type: 'banner-captured', side: 'a', banner: 'b2' },
  { type: 'casualties', side: 'b', unit: 'u2', figures: 2, by: 'missile' },
  {
    type: 'honor',
    side: 'b',
    event: { kind: 'award', id: 'captured-leader', by: 'close-combat', count: 2 },
  },
  { type: 'note', text: 'A dice roll', rules: ['dice', 'T17B', '6.00'] },
);

describe('a game with every field set, saved and read back (1.30, T4, 9.13, 7.00, 7.20)', () => {
  it('reads back the same game from a link, with and without its log', () => {
    expect(game).toMatchObject({ turn: 2, moving: 'b', phase: 'combat' });
    expect(decodeGameLink(encodeGameLink(game))).toEqual({ ok: true, value: game });
    expect(decodeGameLink(encodeGameLink(game, false))).toEqual({
      ok: true,
      value: { ...game, log: [] },
    });
  });

  it('reads back the same game from a file', () => {
    expect(readGameFile(writeGameFile(game))).toEqual({ ok: true, value: game });
  });

  it('a game saved without readings reads back without them', () => {
    const old = { ...game };
    delete (old as { readings?: unknown }).readings;
    const back = valueOf(decodeGameLink(encodeGameLink(old)));
    expect(back).toEqual(old);
    expect('readings' in back).toBe(false);
  });

  it('7.20: a link whose banner is neither held nor captured is refused at that banner', () => {
    const packed = JSON.parse(Buffer.from(encodeGameLink(game), 'base64url').toString('utf8')) as {
      s: unknown[][];
    };
    packed.s[0]![3] = 'hx';
    const link = Buffer.from(JSON.stringify(packed), 'utf8').toString('base64url');
    expect(decodeGameLink(link)).toMatchObject({
      ok: false,
      error: { field: 'link.sides.a.banners.b2' },
    });
    packed.s[0]![3] = 'hc';
    const fine = Buffer.from(JSON.stringify(packed), 'utf8').toString('base64url');
    expect(decodeGameLink(fine)).toEqual({ ok: true, value: game });
  });
});
