/**
 * A saved game read back refuses each field at fault by name, never trusting
 * the input: each bound (turns, casualties, chits, log lines and their rules,
 * honor events) at its edge, T8's unlimited ammunition kept unlimited, T21
 * events checked as the tally reads them, and the register's switches only.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { applyAction, longestLog, longestNote, type GameAction } from '../game/actions.ts';
import { startGame, type KnightGame } from '../game/state.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { gameFileRule, readGame } from './check.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);

type Json = Record<string, unknown>;
type Edit = (g: Json) => void;
const walk = (g: Json, keys: readonly string[]): Json => keys.reduce((o, k) => o[k] as Json, g);
/** An edit setting the value at a dotted path of the saved game. */
const set =
  (path: string, value: unknown): Edit =>
  (g) => {
    const keys = path.split('.');
    walk(g, keys.slice(0, -1))[keys.at(-1)!] = value;
  };
/** An edit adding a value to the list at a dotted path. */
const push =
  (path: string, value: unknown): Edit =>
  (g) => {
    (walk(g, path.split('.')) as unknown as unknown[]).push(value);
  };
const unchanged: Edit = () => undefined;
/** The game as parsed JSON, changed by `edit`, read back. */
const readChanged = (game: KnightGame, edit: Edit) => {
  const loose = JSON.parse(JSON.stringify(game)) as Json;
  edit(loose);
  return readGame(loose);
};
const played = run(
  testGame(),
  { type: 'morale', side: 'b', unit: 'u2', result: 'R' },
  { type: 'attach-leader', side: 'a', leader: 'l2', unit: 'u1' },
  { type: 'honor', side: 'a', event: { kind: 'initial', id: 'count-or-earl' } },
);
/** The field an edit is refused on, with the rule it cites. */
const refusal = (edit: Edit, game: KnightGame = played) => {
  const error = errorOf(readChanged(game, edit));
  return error && [error.field, error.rule];
};
const gameFile = (field: string) => [field, gameFileRule];

describe('the game itself (game file)', () => {
  it('reads the game back unchanged, and refuses what holds no game', () => {
    expect(readChanged(played, unchanged)).toEqual({ ok: true, value: played });
    expect(errorOf(readGame('game'))).toMatchObject({ field: 'game', rule: gameFileRule });
  });

  it(`2.00: a turn runs from 1 to 999; the moving side and the first move are a or b`, () => {
    expect(readChanged(played, set('turn', 999)).ok).toBe(true);
    expect(refusal(set('turn', 1000))).toEqual(gameFile('game.turn'));
    expect(refusal(set('moving', 'c'))).toEqual(gameFile('game.moving'));
    expect(refusal(set('firstMove', 'c'))).toEqual(gameFile('game.firstMove'));
  });

  it('1.30: an army is read as the builder reads it, and needs a unit', () => {
    const noUnits: Edit = (g) => {
      set('sides.b.army.units', [])(g);
      set('sides.b.army.banners', [])(g);
    };
    expect(errorOf(readChanged(played, noUnits))).toEqual({
      field: 'game.sides.b.army.units',
      rule: '1.30',
      message: 'an army needs a unit',
    });
    expect(refusal(set('sides.a.army', 'none'))?.[0]).toMatch(/^game\.sides\.a\.army/);
  });
});

describe('units (5.40, 6.00, 4.80, T8, T21)', () => {
  it('5.40: casualties run from 0 to the figures the unit began with', () => {
    expect(readChanged(played, set('sides.a.units.u1.casualties', 12)).ok).toBe(true);
    expect(refusal(set('sides.a.units.u1.casualties', 13))).toEqual(
      gameFile('game.sides.a.units.u1.casualties'),
    );
    expect(refusal(set('sides.a.units.u1.casualties', -1))).toEqual(
      gameFile('game.sides.a.units.u1.casualties'),
    );
  });

  it('refuses a unit missing and each flag that is not true or false', () => {
    expect(refusal(set('sides.a.units.u1', 'x'))).toEqual(gameFile('game.sides.a.units.u1'));
    expect(refusal(set('sides.a.units.u1.disordered', 'yes'))).toEqual(
      gameFile('game.sides.a.units.u1.disordered'),
    );
    expect(refusal(set('sides.a.units.u1.chivalry', 1))).toEqual(
      gameFile('game.sides.a.units.u1.chivalry'),
    );
  });

  it('6.00: a morale result has a T17B code and a turn of 1 or more; none is null', () => {
    expect(readChanged(played, set('sides.b.units.u2.morale', null)).ok).toBe(true);
    expect(refusal(set('sides.b.units.u2.morale.turn', 0))).toEqual(
      gameFile('game.sides.b.units.u2.morale.turn'),
    );
    expect(refusal(set('sides.b.units.u2.morale', 'R'))?.[0]).toBe(
      'game.sides.b.units.u2.morale.result',
    );
  });

  it('4.80: chits run from 0 to 999, one count per missile weapon', () => {
    expect(readChanged(played, set('sides.a.units.u1.ammunition', [999])).ok).toBe(true);
    expect(readChanged(played, set('sides.a.units.u1.ammunition', [0])).ok).toBe(true);
    expect(refusal(set('sides.a.units.u1.ammunition', [1000]))).toEqual(
      gameFile('game.sides.a.units.u1.ammunition.0'),
    );
    expect(refusal(set('sides.a.units.u1.ammunition', [null]))).toEqual(
      gameFile('game.sides.a.units.u1.ammunition.0'),
    );
    expect(refusal(set('sides.a.units.u1.ammunition', 5))).toEqual(
      gameFile('game.sides.a.units.u1.ammunition'),
    );
    const error = errorOf(readChanged(played, set('sides.a.units.u1.ammunition', [5, 5])));
    expect(error?.message).toBe('game.sides.a.units.u1.ammunition lists 1 missile weapons');
  });

  it('T8: a sling keeps unlimited ammunition: a count of chits for it is refused', () => {
    const slingers = {
      ...english,
      units: [{ ...english.units[0]!, weapons: ['S' as const] }, english.units[1]!],
    };
    const game = valueOf(startGame({ a: slingers, b: french, firstMove: 'a' }));
    expect(readChanged(game, unchanged)).toEqual({ ok: true, value: game });
    expect(errorOf(readChanged(game, set('sides.a.units.u1.ammunition', [3])))).toEqual({
      field: 'game.sides.a.units.u1.ammunition.0',
      rule: gameFileRule,
      message: 'this weapon has unlimited ammunition',
    });
  });
});

describe('leaders and banners (7.00, T20, 7.10, 7.20)', () => {
  it('T20, 7.10: a leader has a T20 condition, captured and king flags, and a unit of his army or none', () => {
    expect(refusal(set('sides.a.leaders.l1', null))).toEqual(gameFile('game.sides.a.leaders.l1'));
    expect(refusal(set('sides.a.leaders.l1.condition', 'maimed'))).toEqual(
      gameFile('game.sides.a.leaders.l1.condition'),
    );
    expect(refusal(set('sides.a.leaders.l1.captured', 'no'))).toEqual(
      gameFile('game.sides.a.leaders.l1.captured'),
    );
    expect(refusal(set('sides.a.leaders.l1.king', 0))).toEqual(
      gameFile('game.sides.a.leaders.l1.king'),
    );
    expect(errorOf(readChanged(played, set('sides.a.leaders.l2.attachedTo', 'u9')))).toEqual({
      field: 'game.sides.a.leaders.l2.attachedTo',
      rule: gameFileRule,
      message: 'game.sides.a.leaders.l2 is attached to no unit of this army',
    });
    const back = valueOf(readChanged(played, set('sides.a.leaders.l2.attachedTo', 'u2')));
    expect(back.sides.a.leaders.l2?.attachedTo).toBe('u2');
  });

  it('7.20: a banner is held or captured', () => {
    expect(refusal(set('sides.b.banners.b1', 'lost'))).toEqual(gameFile('game.sides.b.banners.b1'));
  });

  it('refuses a leader or banner the army lacks, naming the list and quoting the id', () => {
    expect(
      refusal(
        set('sides.a.leaders.l9', {
          condition: 'unharmed',
          captured: false,
          attachedTo: null,
          king: false,
        }),
      ),
    ).toEqual(gameFile('game.sides.a.leaders'));
    const stray = errorOf(readChanged(played, set('sides.b.banners.b7', 'held')));
    expect(stray?.field).toBe('game.sides.b.banners');
    expect(stray?.message).toContain('b7');
  });
});

describe('honor events (8.01, 8.02, T21)', () => {
  it('T21: an event is an initial line or an award; troop losses are not kept', () => {
    expect(refusal(set('sides.a.honor', {}))).toEqual(gameFile('game.sides.a.honor'));
    expect(refusal(set('sides.a.honor.0.kind', 'losses'))).toEqual(
      gameFile('game.sides.a.honor.0.kind'),
    );
    expect(refusal(set('sides.a.honor.0.id', 50))).toEqual(gameFile('game.sides.a.honor.0.id'));
  });

  it('T21: an award says how it was won, and its raid dice are lists of dice', () => {
    const award = { kind: 'award', id: 'chivalry', by: 'close-combat', count: 2 };
    const withAward = (extra: Json) => push('sides.a.honor', { ...award, ...extra });
    const read = valueOf(readChanged(played, withAward({})));
    expect(read.sides.a.honor[1]).toEqual(award);
    expect(refusal(withAward({ by: 'arrow' }))).toEqual(gameFile('game.sides.a.honor.1.by'));
    expect(refusal(withAward({ raidDice: [3, 4] }))).toEqual(
      gameFile('game.sides.a.honor.1.raidDice'),
    );
  });

  it('T21: an event the tally refuses is refused at its place in the list, with its rule', () => {
    const error = errorOf(
      readChanged(
        played,
        push('sides.a.honor', { kind: 'award', id: 'chivalry', by: 'close-combat', count: 0 }),
      ),
    );
    expect(error).toMatchObject({ field: 'game.sides.a.honor.1.count', rule: 'T21' });
  });

  it('keeps at most 5000 events', () => {
    const many = (n: number) =>
      set(
        'sides.a.honor',
        Array.from({ length: n }, () => ({ kind: 'initial', id: 'count-or-earl' })),
      );
    expect(readChanged(played, many(5000)).ok).toBe(true);
    expect(refusal(many(5001))).toEqual(gameFile('game.sides.a.honor'));
  });
});

describe('the log (2.00)', () => {
  const line = { turn: 1, moving: 'a', phase: 'rally', text: 'x', rules: ['5.40'] };
  const withLine = (extra: Json) => set('log', [{ ...line, ...extra }]);

  it(`keeps at most ${longestLog} lines`, () => {
    const lines = (n: number) =>
      set(
        'log',
        Array.from({ length: n }, () => line),
      );
    expect(readChanged(played, lines(longestLog)).ok).toBe(true);
    expect(refusal(lines(longestLog + 1))).toEqual(gameFile('game.log'));
    expect(refusal(set('log', 'x'))).toEqual(gameFile('game.log'));
  });

  it(`a line is text of at most ${longestNote * 2} characters, at a point of the turn`, () => {
    expect(readChanged(played, withLine({ text: 'x'.repeat(longestNote * 2) })).ok).toBe(true);
    expect(refusal(withLine({ text: 'x'.repeat(longestNote * 2 + 1) }))).toEqual(
      gameFile('game.log.0.text'),
    );
    expect(refusal(withLine({ text: 5 }))).toEqual(gameFile('game.log.0.text'));
    expect(refusal(withLine({ turn: 0 }))).toEqual(gameFile('game.log.0.turn'));
    expect(refusal(withLine({ phase: 'tea' }))).toEqual(gameFile('game.log.0.phase'));
  });

  it('cites up to 8 rules, each a rule number, table or the dice', () => {
    for (const rules of [['T8', 'T17B', 'T21', '2.00', '5.40', '7.10', 'dice', 'T20']])
      expect(readChanged(played, withLine({ rules })).ok).toBe(true);
    for (const rules of [
      Array.from({ length: 9 }, () => '5.40'),
      ['T123'],
      ['5.400'],
      ['x5.40'],
      ['5.40x'],
      ['T17C'],
      [540],
      'T8',
    ])
      expect(refusal(withLine({ rules }))).toEqual(gameFile('game.log.0.rules'));
  });
});

describe('the readings kept with a game (register)', () => {
  it('takes a switch set to the site reading too, and refuses what is not a list of switches', () => {
    const back = valueOf(readChanged(played, set('readings', { rallyBreak: 'destroyed' })));
    expect(back.readings).toEqual({ rallyBreak: 'destroyed' });
    expect(refusal(set('readings', 'x'))).toEqual(gameFile('game.readings'));
    expect(errorOf(readChanged(played, set('readings', { noSuchSwitch: 1 })))).toEqual({
      field: 'game.readings',
      rule: gameFileRule,
      message: 'the register offers no such switch',
    });
  });
});
