import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoardSetup } from '../../board/board-setup.ts';
import { checkedScenario } from '../../board/board.fixtures.ts';
import type { BoardSetup, GameState, TerrainMarks } from '../../board/types.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { deployFromSetup } from '../game/deploy.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';
import { startGame, type PlayContext } from '../game/state.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';

const setup = testSetup();
const context: PlayContext = { setup, scenario: testScenario() };
function newGame(): GameState {
  const state = startGame(setup, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}
const terrain: TerrainMarks = { '1205': ['forest', 'road'], '1001': ['river'] };

/** Actions drawn from the fixture's ids and the edges of every limit; those the state refuses are skipped. */
const actionArb: fc.Arbitrary<GameAction> = (() => {
  const counter = fc.constantFrom(...setup.counters.map((c) => c.id));
  const leader = fc.constantFrom('wallace', 'surrey', 'cressingham');
  const hex = fc.constantFrom('1205', '1304', '1001', '2015', '1212', '0905');
  const side = fc.constantFrom('Scots', 'English');
  return fc.oneof(
    fc.record({
      type: fc.constant('place' as const),
      counter,
      hex,
      facing: fc.integer({ min: -1, max: 6 }),
    }),
    fc.record({ type: fc.constant('move' as const), counter, hex }),
    fc.record({
      type: fc.constant('turn' as const),
      counter,
      facing: fc.integer({ min: 0, max: 5 }),
    }),
    fc.record({ type: fc.constant('remove' as const), counter }),
    fc.record({
      type: fc.constant('set-sp' as const),
      counter,
      sp: fc.option(fc.integer({ min: 0, max: 11 })),
    }),
    fc.record({
      type: fc.constant('set-group-sp' as const),
      group: fc.constantFrom('scots-wallace-infantry', 'english-surrey-cavalry', 'nobody'),
      sp: fc.option(fc.integer({ min: 0, max: 11 })),
    }),
    fc.record({
      type: fc.constant('set-status' as const),
      counter,
      status: fc.constantFrom('ready', 'scattered', 'off-map', 'disorganized' as const),
    }),
    fc.record({
      type: fc.constant('eliminate' as const),
      counter,
      morale: fc.constantFrom(null, 'unit-eliminated' as const),
    }),
    fc.record({
      type: fc.constant('set-fatigue' as const),
      leader,
      fatigue: fc.integer({ min: -1, max: 14 }),
    }),
    fc.record({
      type: fc.constantFrom(
        'banner-fell' as const,
        'banner-captured' as const,
        'banner-recaptured' as const,
      ),
      leader,
    }),
    fc.record({
      type: fc.constant('move-morale' as const),
      favour: side,
      by: fc.integer({ min: 1, max: 12 }),
    }),
    fc.record({ type: fc.constantFrom('next-phase' as const, 'previous-phase' as const) }),
    fc.record({
      type: fc.constant('record-loss' as const),
      side,
      sp: fc.integer({ min: -2, max: 5 }),
    }),
  );
})();

const play = (actions: GameAction[], from: GameState = newGame()) =>
  actions.reduce((state, action) => {
    const next = applyAction(state, action, context);
    return next.ok ? next.value : state;
  }, from);

const fileWith = (change: (file: Record<string, unknown>) => void) => {
  const file = JSON.parse(writeGameFile(newGame())) as Record<string, unknown>;
  change(file);
  return JSON.stringify(file);
};
const stateOf = (file: Record<string, unknown>) =>
  file['state'] as Record<string, Record<string, unknown>>;
const refusal = (text: string, board: BoardSetup = setup) => {
  const read = readGameFile(text, board);
  return read.ok ? undefined : read.error;
};

describe('game files', () => {
  it('reads back what it wrote: state, terrain and stagger', () => {
    const state = play([
      { type: 'place', counter: 'wallace', hex: '1205', facing: 3 },
      { type: 'banner-fell', leader: 'wallace' },
      { type: 'next-phase' },
    ]);
    const text = writeGameFile(state, terrain, 'even');
    expect(JSON.parse(text)).toMatchObject({
      format: 'medieval-game',
      version: 1,
      scenarioId: 'test-field',
      edition: 'bannockburn-1314',
    });
    expect(readGameFile(text, setup)).toEqual({
      ok: true,
      value: { state, terrain, lowerColumns: 'even' },
    });
    expect(readGameFile(writeGameFile(state), setup)).toEqual({
      ok: true,
      value: { state, terrain: {}, lowerColumns: 'odd' },
    });
  });

  it('round-trips any legal sequence of actions', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        const state = play(actions);
        expect(readGameFile(writeGameFile(state, terrain), setup)).toEqual({
          ok: true,
          value: { state, terrain, lowerColumns: 'odd' },
        });
      }),
      { numRuns: 150 },
    );
  });

  it('explains what is wrong with a file that is not a game of this scenario', () => {
    expect(refusal('{ nope')?.message).toMatch(/not JSON/);
    expect(refusal('[]')?.message).toMatch(/not a saved game/);
    expect(refusal(JSON.stringify({ format: 'knighthood-3-army', version: 1 }))?.message).toMatch(
      /not a saved game/,
    );
    expect(refusal(fileWith((f) => (f['version'] = 2)))?.message).toMatch(
      /newer version.*format 2/,
    );
    expect(refusal(fileWith((f) => (f['version'] = 0)))?.message).toMatch(/version 0/);
    expect(refusal(fileWith((f) => (f['version'] = '1')))?.field).toBe('version');
    expect(refusal(fileWith((f) => (f['scenarioId'] = 'stirling')))?.message).toMatch(
      /"stirling", not test-field/,
    );
    expect(refusal(writeGameFile(newGame()), testSetup('kosovo-1389'))?.field).toBe('edition');
  });

  it('refuses unknown or missing counters and invalid hexes, facings, SPs and statuses', () => {
    const counter = (f: Record<string, unknown>) =>
      stateOf(f)['counters']!['scots-zone-1'] as Record<string, unknown>;
    expect(refusal(fileWith((f) => (stateOf(f)['counters']!['ghost'] = {})))?.message).toMatch(
      /"ghost" is not known/,
    );
    expect(
      refusal(fileWith((f) => delete stateOf(f)['counters']!['scots-zone-1']))?.message,
    ).toMatch(/missing/);
    expect(refusal(fileWith((f) => (counter(f)['hex'] = '0905')))?.rule).toBe('map');
    expect(refusal(fileWith((f) => (counter(f)['hex'] = '1205x')))?.rule).toBe('map');
    expect(refusal(fileWith((f) => (counter(f)['hex'] = 1205)))?.rule).toBe('map');
    expect(refusal(fileWith((f) => (counter(f)['facing'] = 6)))?.rule).toBe('3.1.1');
    expect(refusal(fileWith((f) => (counter(f)['sp'] = 11)))?.rule).toBe('1.2');
    expect(refusal(fileWith((f) => (counter(f)['sp'] = 1e308)))?.rule).toBe('1.2');
    expect(refusal(fileWith((f) => (counter(f)['status'] = 'disorganized')))?.rule).toBe('9.0');
    expect(refusal(fileWith((f) => (counter(f)['status'] = 'routed')))?.field).toBe(
      'counters.scots-zone-1.status',
    );
    expect(
      refusal(fileWith((f) => Object.assign(counter(f), { hex: '1205', status: 'eliminated' })))
        ?.field,
    ).toBe('counters.scots-zone-1.hex');
    const leader = (f: Record<string, unknown>) =>
      stateOf(f)['counters']!['wallace'] as Record<string, unknown>;
    expect(refusal(fileWith((f) => (leader(f)['sp'] = 1)))?.rule).toBe('8.1.1');
    expect(refusal(fileWith((f) => (stateOf(f)['fatigue']!['wallace'] = -1)))?.rule).toBe('13.1.2');
    expect(refusal(fileWith((f) => (stateOf(f)['banners']!['wallace'] = 'lost')))?.rule).toBe(
      '7.1',
    );
    expect(refusal(fileWith((f) => (stateOf(f)['phase'] = 10 as never)))?.rule).toBe('2.1');
    expect(refusal(fileWith((f) => (stateOf(f)['turn'] = 1e9 as never)))?.rule).toBe('2.0');
    expect(
      refusal(fileWith((f) => (stateOf(f)['morale'] = { counter: 100, inEffect: 0 })))?.rule,
    ).toBe('6.1');
    expect(refusal(fileWith((f) => (f['terrain'] = { '1205': ['lava'] })))?.field).toBe(
      'terrain.1205',
    );
    expect(refusal(fileWith((f) => (f['lowerColumns'] = 'both')))?.field).toBe('lowerColumns');
  });

  it('gives the exact field and text of each refusal of the file as a whole', () => {
    const error = (field: string, message: string) => ({ field, rule: 'game file', message });
    const tooLarge = error('file', 'the file is too large to be a saved game');
    const text = writeGameFile(newGame());
    const padded = (length: number) => text + ' '.repeat(length - text.length);
    expect(readGameFile(padded(2_000_000), setup)).toMatchObject({ ok: true });
    expect(refusal(padded(2_000_001))).toEqual(tooLarge);
    expect(refusal(5 as never)).toEqual(tooLarge);
    expect(refusal('{ nope')).toEqual(error('file', 'the file is not JSON'));
    expect(refusal(text.replace('"turn":', '"constructor": 1, "turn":'))).toEqual(
      error('file', 'the key "constructor" is not allowed'),
    );
    expect(refusal('{"format":"medieval-army"}')).toEqual(
      error('format', 'this is not a saved game of this site'),
    );
    expect(refusal(fileWith((f) => delete f['scenarioId']))).toEqual(
      error('scenarioId', 'this game is of no scenario, not test-field'),
    );
    expect(refusal(text, testSetup('kosovo-1389'))).toEqual(
      error('edition', 'this game is not of kosovo-1389'),
    );
    expect(refusal(fileWith((f) => (f['lowerColumns'] = 'both')))).toEqual(
      error('lowerColumns', 'the stagger is odd or even'),
    );
  });

  it('writes the stagger only when given, and reads either one back', () => {
    expect(Object.keys(JSON.parse(writeGameFile(newGame())) as object)).toEqual([
      'format',
      'version',
      'scenarioId',
      'edition',
      'terrain',
      'state',
    ]);
    for (const lowerColumns of ['odd', 'even'] as const)
      expect(readGameFile(writeGameFile(newGame(), {}, lowerColumns), setup)).toEqual({
        ok: true,
        value: { state: newGame(), terrain: {}, lowerColumns },
      });
  });

  it('refuses prototype keys anywhere without assigning through them', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const text = writeGameFile(newGame()).replace(
        '"turn":',
        `"${key}": { "polluted": true }, "turn":`,
      );
      expect(refusal(text)?.message).toContain(key);
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never throws on hostile text', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.json(),
      fc.jsonValue().map((v) =>
        JSON.stringify({
          format: 'medieval-game',
          version: 1,
          scenarioId: 'test-field',
          edition: 'bannockburn-1314',
          state: v,
        }),
      ),
      fc.constantFrom(
        '{"toString":"x","format":"medieval-game","version":1,"scenarioId":"test-field","edition":"bannockburn-1314","state":{"scenarioId":"test-field","edition":"bannockburn-1314","turn":11,"phase":1,"morale":{"counter":0,"inEffect":0},"counters":{"scots-zone-1":{"toString":"y"}}}}',
        '<script>alert(1)</script>',
        '['.repeat(100000),
      ),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        const read = readGameFile(text, setup);
        expect(typeof read.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('game links', () => {
  it('round-trips any legal sequence of actions, with terrain and stagger', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), fc.boolean(), (actions, even) => {
        const state = play(actions);
        const link = encodeGameLink(state, setup, terrain, even ? 'even' : undefined);
        expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeGameLink(link, setup)).toEqual({
          ok: true,
          value: { state, terrain, lowerColumns: even ? 'even' : 'odd' },
        });
      }),
      { numRuns: 150 },
    );
  });

  it('carries only counters that left their start, so a fresh game is short', () => {
    expect(encodeGameLink(newGame(), setup).length).toBeLessThan(200);
  });

  it('refuses a link of another scenario, a newer format and unknown counters', () => {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const fresh = JSON.parse(
      Buffer.from(encodeGameLink(newGame(), setup), 'base64url').toString(),
    ) as Record<string, unknown>;
    const newer = decodeGameLink(encode({ ...fresh, v: 2 }), setup);
    expect(newer.ok ? '' : newer.error.message).toMatch(/newer version.*format 2/);
    expect(decodeGameLink(encode({ ...fresh, s: 'stirling' }), setup)).toMatchObject({
      ok: false,
      error: { field: 'scenarioId' },
    });
    expect(
      decodeGameLink(encode({ ...fresh, c: [['ghost', null, 0, null, 0]] }), setup),
    ).toMatchObject({ ok: false, error: { field: 'link.c.0' } });
    expect(
      decodeGameLink(encode({ ...fresh, c: [['wallace', '1205', 9, null, 0]] }), setup),
    ).toMatchObject({ ok: false, error: { rule: '3.1.1' } });
    expect(decodeGameLink(encode({ ...fresh, f: [1] }), setup)).toMatchObject({
      ok: false,
      error: { field: 'link.f' },
    });
    expect(decodeGameLink(encode({ ...fresh, r: { '1205': [99] } }), setup)).toMatchObject({
      ok: false,
      error: { field: 'terrain.1205' },
    });
    expect(
      decodeGameLink(encode({ ...fresh, __proto__x: 1, constructor: {} }), setup),
    ).toMatchObject({ ok: false });
    expect(decodeGameLink('not a link!', setup)).toMatchObject({
      ok: false,
      error: { field: 'link' },
    });
  });

  it('never throws on hostile links', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.base64String().map((s) => s.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')),
      fc.jsonValue().map((v) => Buffer.from(JSON.stringify(v)).toString('base64url')),
      fc.jsonValue().map((v) =>
        Buffer.from(
          JSON.stringify({
            v: 1,
            s: 'test-field',
            t: 11,
            p: 1,
            m: [0, 0],
            c: v,
            f: [2, 0, 0],
            b: 'hh',
            l: [0, 0],
          }),
        ).toString('base64url'),
      ),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        expect(typeof decodeGameLink(text, setup).ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('the real Stirling setup', () => {
  const scenario = checkedScenario(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  );
  const board = readBoardSetup(scenario);
  if (!board.ok) throw new Error(board.error.message);
  const stirling = board.value;

  it('starts on turn 11 with the Scots as player A, deploys in one tap and survives a file and a link', () => {
    const state = startGame(stirling, scenario);
    if (!state.ok) throw new Error(state.error.message);
    expect(state.value).toMatchObject({ turn: 11, phase: 1, morale: { counter: 0, inEffect: 0 } });
    const deployed = deployFromSetup(state.value, stirling, stirling.scenarioMap.map);
    if (!deployed.ok) throw new Error(deployed.error.message);
    const { state: after, unplaced } = deployed.value;
    const wallace = stirling.counters.find(
      (c) => c.kind === 'leader' && c.side === 'Scots' && c.label.includes('Wallace'),
    );
    expect(after.counters[wallace!.id]?.hex).toBe('3318');
    const placed = Object.values(after.counters).filter((c) => c.hex !== null);
    expect(placed.length + unplaced.length).toBeGreaterThan(stirling.counters.length / 2);
    expect(readGameFile(writeGameFile(after), stirling)).toMatchObject({
      ok: true,
      value: { state: after },
    });
    expect(decodeGameLink(encodeGameLink(after, stirling), stirling)).toMatchObject({
      ok: true,
      value: { state: after },
    });
  });
});
