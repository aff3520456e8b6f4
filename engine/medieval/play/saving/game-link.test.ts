import { describe, expect, it } from 'vitest';
import { encodeLinkText } from '../../../core/link-text.ts';
import type { GameState } from '../../board/types.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';
import { startGame } from '../game/state.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';

const setup = testSetup();
function newGame(): GameState {
  const state = startGame(setup, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

type Compact = Record<string, unknown>;
const compactOf = (link: string) =>
  JSON.parse(Buffer.from(link, 'base64url').toString()) as Compact;
/** The fresh game's compact link. */
const freshLink = () => compactOf(encodeGameLink(newGame(), setup));
/** The fresh game's link with some fields changed. */
const decodeWith = (changes: Compact) =>
  decodeGameLink(encodeLinkText(JSON.stringify({ ...freshLink(), ...changes })), setup);
const refusal = (changes: Compact) => {
  const read = decodeWith(changes);
  return read.ok ? undefined : read.error;
};
const noGame = {
  ok: false,
  error: { field: 'link', rule: 'game file', message: 'the link does not hold a game' },
};

describe('encoding a game link', () => {
  it('writes only the fields a fresh game needs, in the setup order', () => {
    expect(freshLink()).toEqual({
      v: 1,
      s: 'test-field',
      t: 11,
      p: 1,
      m: [-2, -2],
      c: [],
      f: [2, 0, 0],
      b: 'hh',
      l: [0, 0],
    });
  });

  it('carries the carried-over scenario, earlier MORALE, the stagger and terrain as indices', () => {
    const state: GameState = {
      ...newGame(),
      moraleCarriedOverFrom: 'Falkirk',
      moraleEarlier: [1, -3],
    };
    const link = encodeGameLink(state, setup, { '1205': ['road', 'forest'] }, 'even');
    expect(compactOf(link)).toMatchObject({
      o: 'Falkirk',
      e: [1, -3],
      g: 'even',
      r: { '1205': [2, 4] },
    });
    expect(decodeGameLink(link, setup)).toStrictEqual({
      ok: true,
      value: { state, terrain: { '1205': ['road', 'forest'] }, lowerColumns: 'even' },
    });
  });

  it('carries a counter that only turned, off the board', () => {
    const turned: GameState = {
      ...newGame(),
      counters: {
        ...newGame().counters,
        'scots-zone-1': { id: 'scots-zone-1', hex: null, facing: 4, sp: null, status: 'ready' },
      },
    };
    const link = encodeGameLink(turned, setup);
    expect(compactOf(link)['c']).toEqual([['scots-zone-1', null, 4, null, 0]]);
    expect(decodeGameLink(link, setup)).toMatchObject({ ok: true, value: { state: turned } });
  });

  it('writes the starting fatigue, banner and losses for a state that lacks them', () => {
    const bare: GameState = { ...newGame(), fatigue: {}, banners: {}, losses: {} };
    expect(compactOf(encodeGameLink(bare, setup))).toMatchObject({
      f: [0, 0, 0],
      b: 'hh',
      l: [0, 0],
    });
  });
});

describe('decoding a game link', () => {
  it('reads a fresh link to the fresh game, with no key of the optional fields', () => {
    const read = decodeGameLink(encodeGameLink(newGame(), setup), setup);
    expect(read).toStrictEqual({
      ok: true,
      value: { state: newGame(), terrain: {}, lowerColumns: 'odd' },
    });
  });

  it('refuses what is not a link, too long or not JSON, as holding no game', () => {
    expect(decodeGameLink('not a link!', setup)).toEqual(noGame);
    expect(decodeGameLink(5 as never, setup)).toEqual(noGame);
    expect(decodeGameLink(encodeLinkText('{"v":'), setup)).toEqual(noGame);
    expect(decodeGameLink(encodeLinkText('[1]'), setup)).toEqual(noGame);
    // 150 000 bytes make exactly 200 000 characters, the longest link read.
    const padded = (bytes: number) => {
      const json = JSON.stringify(freshLink());
      return encodeLinkText(json + ' '.repeat(bytes - json.length));
    };
    expect(padded(150_000)).toHaveLength(200_000);
    expect(decodeGameLink(padded(150_000), setup)).toMatchObject({ ok: true });
    expect(decodeGameLink(padded(150_001), setup)).toEqual(noGame);
  });

  it('names the link field for prototype keys and other versions', () => {
    const text = JSON.stringify(freshLink()).replace('"v":', '"constructor":1,"v":');
    expect(decodeGameLink(encodeLinkText(text), setup)).toEqual({
      ok: false,
      error: { field: 'link', rule: 'game file', message: 'the key "constructor" is not allowed' },
    });
    expect(refusal({ v: 2 })?.field).toBe('link.v');
  });

  it('names each bad counter entry by its place in the list', () => {
    const counters = (c: unknown) => refusal({ c });
    const entry = (index: number, message: string) => ({
      field: `link.c.${index}`,
      rule: 'game file',
      message,
    });
    expect(counters({})).toEqual({
      field: 'link.c',
      rule: 'game file',
      message: 'the link lists no counters',
    });
    expect(counters([['wallace', '1205', 0, null]])).toEqual(entry(0, 'a counter is five values'));
    expect(counters([['wallace', '1205', 0, null, 0, 0]])).toEqual(
      entry(0, 'a counter is five values'),
    );
    expect(counters(['wallace'])).toEqual(entry(0, 'a counter is five values'));
    expect(
      counters([
        ['wallace', '1205', 0, null, 0],
        ['ghost', null, 0, null, 0],
      ]),
    ).toEqual(entry(1, 'no counter "ghost" in this scenario'));
    expect(counters([[5, null, 0, null, 0]])).toEqual(entry(0, 'no counter 5 in this scenario'));
    expect(counters([['toString', null, 0, null, 0]])).toEqual(
      entry(0, 'no counter "toString" in this scenario'),
    );
    expect(
      counters([
        ['wallace', '1205', 0, null, 0],
        ['wallace', '1304', 0, null, 0],
      ]),
    ).toEqual(entry(1, 'counter "wallace" is listed twice'));
  });

  it('reads statuses and terrain marks by index, and passes names on to be judged', () => {
    const read = decodeWith({
      c: [['scots-zone-1', '1205', 3, 4, 'ready']],
      r: { '1205': ['road', 8] },
    });
    expect(read).toMatchObject({
      ok: true,
      value: {
        state: { counters: { 'scots-zone-1': { hex: '1205', facing: 3, sp: 4, status: 'ready' } } },
        terrain: { '1205': ['road', 'bridge'] },
      },
    });
    expect(refusal({ c: [['scots-zone-1', null, 0, null, 'routed']] })).toEqual({
      field: 'counters.scots-zone-1.status',
      rule: 'play',
      message: '"routed" is not a counter status',
    });
    expect(refusal({ c: [['scots-zone-1', '1205', 0, null, 5]] })).toEqual({
      field: 'counters.scots-zone-1.hex',
      rule: 'game file',
      message: 'a counter that is eliminated is not on the board',
    });
  });

  it('needs fatigue per leader, a banner per banner leader, losses per side and two MORALE numbers', () => {
    const needs = (field: string, message: string) => ({ field, rule: 'game file', message });
    const fatigue = needs('link.f', 'the link needs fatigue for 3 leaders');
    expect(refusal({ f: [2, 0] })).toEqual(fatigue);
    expect(refusal({ f: '200' })).toEqual(fatigue);
    const banners = needs('link.b', 'the link needs 2 banners');
    expect(refusal({ b: 'h' })).toEqual(banners);
    expect(refusal({ b: 'hhh' })).toEqual(banners);
    expect(refusal({ b: ['h', 'h'] })).toEqual(banners);
    const losses = needs('link.l', 'the link needs losses for 2 sides');
    expect(refusal({ l: [0] })).toEqual(losses);
    expect(refusal({ l: '00' })).toEqual(losses);
    const morale = needs('link.m', 'the link needs the MORALE counter and the value in effect');
    expect(refusal({ m: [0] })).toEqual(morale);
    expect(refusal({ m: '00' })).toEqual(morale);
    expect(decodeWith({ b: 'fc', l: [3, 1], m: [4, 2], f: [5, 1, 0] })).toMatchObject({
      ok: true,
      value: {
        state: {
          banners: { wallace: 'fallen', surrey: 'captured' },
          losses: { Scots: 3, English: 1 },
          morale: { counter: 4, inEffect: 2 },
          fatigue: { wallace: 5, surrey: 1, cressingham: 0 },
        },
      },
    });
    expect(refusal({ b: 'hx' })).toEqual({
      field: 'banners.surrey',
      rule: '7.1',
      message: 'a banner is held, fallen or captured',
    });
  });
});
