import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../types.ts';
import {
  checkGameState,
  checkTerrain,
  migrateGameFormat,
  readHex,
  refusePrototypeKeys,
} from './check.ts';
import { startGame } from './state.ts';
import { testMap, testScenario, testSetup } from '../play.fixtures.ts';

const setup = testSetup();
function newGame() {
  const state = startGame(setup, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

type Loose = Record<string, Record<string, unknown>>;
/** The fresh game with one change, checked again. */
const check = (change: (state: Loose) => void) => {
  const state = structuredClone(newGame()) as unknown as Loose;
  change(state);
  return checkGameState(state, setup);
};
const refusal = (change: (state: Loose) => void) => {
  const read = check(change);
  return read.ok ? undefined : read.error;
};
const counterOf = (state: Loose, id = 'scots-zone-1') =>
  state['counters']![id] as Record<string, unknown>;

describe('refusing prototype keys', () => {
  it('finds each forbidden key however deep, and passes clean input', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const deep = JSON.parse(`{"a":[1,{"b":{"${key}":{}}}]}`) as unknown;
      expect(refusePrototypeKeys(deep, 'file')).toEqual({
        ok: false,
        error: { field: 'file', rule: 'game file', message: `the key "${key}" is not allowed` },
      });
    }
    expect(refusePrototypeKeys({ a: [1, { b: 'constructor' }] }, 'file')).toEqual({
      ok: true,
      value: true,
    });
  });
});

describe('format versions', () => {
  it('reads version 1, names a newer one and refuses anything else', () => {
    expect(migrateGameFormat(1)).toEqual({ ok: true, value: true });
    const message = (version: unknown) => {
      const read = migrateGameFormat(version, 'link.v');
      return read.ok ? '' : `${read.error.field} ${read.error.rule}: ${read.error.message}`;
    };
    expect(message(2)).toBe(
      'link.v game file: made by a newer version of the site (format 2); this one reads format 1',
    );
    expect(message(1.5)).toBe('link.v game file: format version 1.5 is not one this site knows');
    expect(message('2')).toBe('link.v game file: format version "2" is not one this site knows');
    expect(message(0)).toBe('link.v game file: format version 0 is not one this site knows');
    expect(message(undefined)).toBe(
      'link.v game file: format version missing is not one this site knows',
    );
  });
});

describe('reading a hex', () => {
  it('keeps the printed form and says how to write any other', () => {
    expect(readHex('1205', testMap, 'h')).toEqual({ ok: true, value: '1205' });
    expect(readHex(' 1205   ', testMap, 'h')).toEqual({
      ok: false,
      error: { field: 'h', rule: 'map', message: 'write the hex as 1205' },
    });
    const notAHex = { field: 'h', rule: 'map', message: 'h must be a hex number such as 3318' };
    expect(readHex(' 1205    ', testMap, 'h')).toEqual({ ok: false, error: notAHex });
    expect(readHex(1205, testMap, 'h')).toEqual({ ok: false, error: notAHex });
  });
});

describe('checking a game state', () => {
  it('accepts a fresh game as it is', () => {
    expect(checkGameState(newGame(), setup)).toStrictEqual({ ok: true, value: newGame() });
  });

  it('refuses what is not a game, or not of this scenario and edition', () => {
    expect(checkGameState(null, setup)).toEqual({
      ok: false,
      error: { field: 'state', rule: 'game file', message: 'the game state must be an object' },
    });
    expect(refusal((s) => (s['extra'] = {}))).toEqual({
      field: 'state',
      rule: 'game file',
      message: '"extra" is not part of a game',
    });
    const other = { field: 'state.scenarioId', rule: 'game file' };
    expect(refusal((s) => (s['scenarioId'] = 'stirling' as never))).toEqual({
      ...other,
      message: 'the state is not of test-field',
    });
    expect(refusal((s) => (s['edition'] = 'kosovo-1389' as never))).toEqual({
      ...other,
      message: 'the state is not of test-field',
    });
    const unknown = testSetup('crecy' as EditionId);
    expect(checkGameState({ ...newGame(), edition: 'crecy' }, unknown)).toEqual({
      ok: false,
      error: {
        field: 'edition',
        rule: 'editions',
        message: 'unknown edition "crecy": use bannockburn-1314, kosovo-1389 or 1066',
      },
    });
  });

  it('bounds the turn, the phase and both MORALE numbers, each with its rule', () => {
    expect(refusal((s) => (s['turn'] = 0 as never))).toEqual({
      field: 'turn',
      rule: '2.0',
      message: 'turn is a whole number from 1 to 999, not 0',
    });
    expect(refusal((s) => (s['turn'] = '11' as never))).toEqual({
      field: 'turn',
      rule: '2.0',
      message: 'turn must be a whole number',
    });
    expect(refusal((s) => (s['phase'] = 0 as never))).toEqual({
      field: 'phase',
      rule: '2.1',
      message: 'phase is a whole number from 1 to 9, not 0',
    });
    expect(refusal((s) => (s['morale'] = 0 as never))).toEqual({
      field: 'morale',
      rule: '6.1',
      message: 'morale must hold counter and inEffect',
    });
    expect(refusal((s) => (s['morale'] = { counter: 100, inEffect: 0 }))).toEqual({
      field: 'morale.counter',
      rule: '6.1',
      message: 'morale.counter is a whole number from -99 to 99, not 100',
    });
    expect(refusal((s) => (s['morale'] = { counter: 0, inEffect: -100 }))).toEqual({
      field: 'morale.inEffect',
      rule: '6.1.9',
      message: 'morale.inEffect is a whole number from -99 to 99, not -100',
    });
  });

  it('keeps the carried-over scenario only when it is a name of up to 200 characters', () => {
    const carried = (value: unknown) => check((s) => (s['moraleCarriedOverFrom'] = value as never));
    const named = carried('x'.repeat(200));
    expect(named.ok && named.value.moraleCarriedOverFrom).toBe('x'.repeat(200));
    const notAName = {
      ok: false,
      error: {
        field: 'moraleCarriedOverFrom',
        rule: '6.1.3',
        message: 'the carried-over scenario must be a name',
      },
    };
    expect(carried('x'.repeat(201))).toEqual(notAName);
    expect(carried(5)).toEqual(notAName);
    const fresh = checkGameState(newGame(), setup);
    expect(fresh.ok && Object.keys(fresh.value)).not.toContain('moraleCarriedOverFrom');
  });

  it('keeps earlier MORALE as a list of bounded whole numbers, at most 999 long', () => {
    const earlier = (value: unknown) => check((s) => (s['moraleEarlier'] = value as never));
    const kept = earlier([3, -99, 99]);
    expect(kept.ok && kept.value.moraleEarlier).toEqual([3, -99, 99]);
    const none = earlier([]);
    expect(none.ok && none.value.moraleEarlier).toEqual([]);
    const longest = earlier(Array.from({ length: 999 }, () => 0));
    expect(longest.ok && longest.value.moraleEarlier?.length).toBe(999);
    const notAList = {
      ok: false,
      error: {
        field: 'moraleEarlier',
        rule: '6.1.9',
        message: 'earlier MORALE must be a list of numbers',
      },
    };
    expect(earlier(Array.from({ length: 1000 }, () => 0))).toEqual(notAList);
    expect(earlier({ 0: 1 })).toEqual(notAList);
    expect(earlier([0, -100])).toEqual({
      ok: false,
      error: {
        field: 'moraleEarlier.1',
        rule: '6.1.9',
        message: 'moraleEarlier.1 is a whole number from -99 to 99, not -100',
      },
    });
    const fresh = checkGameState(newGame(), setup);
    expect(fresh.ok && Object.keys(fresh.value)).not.toContain('moraleEarlier');
  });

  it('names the counter, its field and the rule for each bad counter', () => {
    const file = { rule: 'game file' };
    expect(refusal((s) => (s['counters'] = 'all' as never))).toEqual({
      ...file,
      field: 'counters',
      message: 'counters must be an object',
    });
    expect(refusal((s) => (s['counters']!['ghost'] = {}))).toEqual({
      ...file,
      field: 'counters',
      message: '"ghost" is not known in this scenario',
    });
    expect(refusal((s) => delete s['counters']!['surrey'])).toEqual({
      ...file,
      field: 'counters.surrey',
      message: '"surrey" is missing',
    });
    expect(refusal((s) => (s['counters']!['wallace'] = 'x' as never))).toEqual({
      ...file,
      field: 'counters.wallace',
      message: 'counters.wallace must be an object',
    });
    expect(refusal((s) => (counterOf(s)['id'] = 'scots-zone-2'))).toEqual({
      ...file,
      field: 'counters.scots-zone-1.id',
      message: 'counters.scots-zone-1 must name itself',
    });
    expect(refusal((s) => (counterOf(s)['hex'] = '0905'))).toEqual({
      field: 'counters.scots-zone-1.hex',
      rule: 'map',
      message: 'hex 0905 is off this map (1001 to 2015)',
    });
    expect(refusal((s) => (counterOf(s)['facing'] = '3'))).toEqual({
      field: 'counters.scots-zone-1.facing',
      rule: '3.1.1',
      message: 'a facing is a hex side from 0 to 5, not NaN',
    });
    expect(refusal((s) => (counterOf(s)['sp'] = 0))).toEqual({
      field: 'counters.scots-zone-1.sp',
      rule: '1.2',
      message: 'counters.scots-zone-1.sp is a whole number from 1 to 10, not 0',
    });
    // A unit a combat eliminated lost its last SP: 0 reads back, and only then.
    expect(
      refusal((s) => Object.assign(counterOf(s), { sp: 0, hex: null, status: 'eliminated' })),
    ).toBeUndefined();
    expect(refusal((s) => (counterOf(s, 'wallace')['sp'] = 1))).toEqual({
      field: 'counters.wallace.sp',
      rule: '8.1.1',
      message: 'a leader has no SPs',
    });
  });

  it('keeps a scattered, off-map or eliminated counter off the board', () => {
    for (const status of ['scattered', 'off-map', 'eliminated'])
      expect(
        refusal((s) => Object.assign(counterOf(s), { hex: '1205', status })),
        status,
      ).toEqual({
        field: 'counters.scots-zone-1.hex',
        rule: 'game file',
        message: `a counter that is ${status} is not on the board`,
      });
    const placed = check((s) => Object.assign(counterOf(s), { hex: '1205', status: 'ready' }));
    expect(placed.ok && placed.value.counters['scots-zone-1']?.hex).toBe('1205');
  });

  it('names the leader or side for bad fatigue, banners and losses', () => {
    expect(refusal((s) => (s['fatigue']!['ghost'] = 0))).toEqual({
      field: 'fatigue',
      rule: 'game file',
      message: '"ghost" is not known in this scenario',
    });
    expect(refusal((s) => (s['fatigue']!['surrey'] = 100))).toEqual({
      field: 'fatigue.surrey',
      rule: '13.1.2',
      message: 'fatigue.surrey is a whole number from 0 to 99, not 100',
    });
    expect(refusal((s) => (s['banners']!['cressingham'] = 'held'))).toEqual({
      field: 'banners',
      rule: 'game file',
      message: '"cressingham" is not known in this scenario',
    });
    expect(refusal((s) => (s['banners']!['surrey'] = 'lost'))).toEqual({
      field: 'banners.surrey',
      rule: '7.1',
      message: 'a banner is held, fallen or captured',
    });
    expect(refusal((s) => (s['losses']!['Welsh'] = 0))).toEqual({
      field: 'losses',
      rule: 'game file',
      message: '"Welsh" is not known in this scenario',
    });
    expect(refusal((s) => (s['losses']!['English'] = 10000))).toEqual({
      field: 'losses.English',
      rule: '1.2',
      message: 'losses.English is a whole number from 0 to 9999, not 10000',
    });
  });
});

describe('checking terrain marks', () => {
  it('keeps known, distinct marks on hexes of the map', () => {
    expect(checkTerrain(undefined, testMap)).toEqual({ ok: true, value: {} });
    expect(checkTerrain({ '1205': ['forest', 'road'] }, testMap)).toEqual({
      ok: true,
      value: { '1205': ['forest', 'road'] },
    });
    expect(checkTerrain([], testMap, 'r')).toEqual({
      ok: false,
      error: { field: 'r', rule: 'game file', message: 'r must be an object of hexes' },
    });
    expect(checkTerrain({ '0905': ['road'] }, testMap, 'r')).toEqual({
      ok: false,
      error: { field: 'r', rule: 'map', message: 'hex 0905 is off this map (1001 to 2015)' },
    });
    const badMarks = (marks: unknown) => checkTerrain({ '1205': marks }, testMap);
    for (const marks of [['forest', 'lava'], ['road', 'road'], 'road'])
      expect(badMarks(marks)).toEqual({
        ok: false,
        error: {
          field: 'terrain.1205',
          rule: 'game file',
          message:
            'marks are a list of distinct ones from clear, stream, road, swamp, forest, village, hill, river, bridge, ford, fortification',
        },
      });
  });
});

describe('hostile games', () => {
  const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
  const payload = '"><img src=x onerror=alert(1)>';

  it('quotes a hostile key or value only shortened, and a deep one by its kind', () => {
    expect(refusal((s) => (s[payload] = {}))).toEqual({
      field: 'state',
      rule: 'game file',
      message: '"\\"\\u003e\\u003cimg src=x onerror=ale…" is not part of a game',
    });
    expect(refusal((s) => (counterOf(s)['status'] = deep))).toEqual({
      field: 'counters.scots-zone-1.status',
      rule: 'play',
      message: 'a list is not a counter status',
    });
    expect(migrateGameFormat(deep)).toMatchObject({
      error: { message: 'format version a list is not one this site knows' },
    });
    expect(readHex('<svg>', testMap, 'hex')).toMatchObject({
      error: { message: '"\\u003csvg\\u003e" is not a hex number such as 3318' },
    });
  });

  it('reads -0 as 0, so the game writes back the same', () => {
    const read = check((s) => {
      s['fatigue']!['wallace'] = -0;
      counterOf(s)['facing'] = -0;
    });
    expect(read.ok && Object.is(read.value.fatigue['wallace'], 0)).toBe(true);
    expect(read.ok && Object.is(read.value.counters['scots-zone-1']?.facing, 0)).toBe(true);
  });
});
