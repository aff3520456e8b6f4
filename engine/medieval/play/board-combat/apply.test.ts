import { describe, expect, it } from 'vitest';
import { hexDistance, parseHex } from '../../../core/hex-grid.ts';
import { parseCombatCell } from '../../combat/results.ts';
import { analyseCombat } from '../../combat/combat-by-id.ts';
import { getEdition } from '../../editions/editions.ts';
import type { GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { applyCombatOutcome, type CombatChoices } from './apply.ts';
import { readBoardCombat, toBoardCombatInput } from './from-board.ts';
import { suggestRetreatHexes } from './retreats.ts';
import { board, defender, front, map, piece } from './combat.fixtures.ts';

type Pieces = Parameters<typeof board>[0];

function fight(
  pieces: Pieces,
  attackers: string[],
  cell: string,
  choices: CombatChoices,
  opts: { id?: EditionId; terrain?: TerrainMarks; extra?: Partial<GameState> } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const { state, setup } = board(pieces, id, opts.extra);
  const edition = getEdition(id);
  if (!edition.ok) throw new Error(edition.error.message);
  const terrain = opts.terrain ?? {};
  const combat = readBoardCombat(
    { state, setup, map, terrain, attackers, defenderHex: '0406' },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const result = parseCombatCell(cell);
  if (!result.ok) throw new Error(result.error.message);
  return applyCombatOutcome(state, combat.value, result.value, choices, { setup, map, terrain });
}

function applied(...args: Parameters<typeof fight>) {
  const r = fight(...args);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('applyCombatOutcome', () => {
  it('D2 -1: the defender loses 1 SP, retreats 2 hexes and its side records the loss', () => {
    const { state, events } = applied([defender, front], ['en-front'], 'D2 -1', {
      retreats: { 'sc-inf': '0408' },
    });
    expect(state.counters['sc-inf']).toMatchObject({ sp: 2, hex: '0408', status: 'ready' });
    expect(state.losses).toEqual({ Scots: 1 });
    expect(state.morale).toEqual({ counter: 0, inEffect: 0 });
    expect(events).toEqual(['sc-inf loses 1 SP (3 → 2).', 'sc-inf retreats from 0406 to 0408.']);
  });

  it('accepts an analysed outcome as well as a bare result', () => {
    const { state, setup } = board([defender, front]);
    const edition = getEdition('bannockburn-1314');
    if (!edition.ok) throw new Error('edition');
    const combat = readBoardCombat(
      { state, setup, map, terrain: {}, attackers: ['en-front'], defenderHex: '0406' },
      edition.value,
    );
    if (!combat.ok) throw new Error(combat.error.message);
    const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(combat.value));
    if (!analysis.ok) throw new Error(analysis.error.message);
    const quiet = analysis.value.outcomes.find((o) => o.cell === '-');
    if (!quiet) throw new Error('no empty cell');
    const r = applyCombatOutcome(state, combat.value, quiet, {}, { setup, map, terrain: {} });
    expect(r.ok && r.value.events).toEqual([]);
  });

  it('6.1.4: eliminating a Scots unit moves MORALE 1 box toward the English (negative)', () => {
    const weak = { ...defender, sp: 1 };
    const { state, events } = applied([weak, front], ['en-front'], '- / -1', {});
    expect(state.counters['sc-inf']).toMatchObject({ sp: 0, hex: null, status: 'eliminated' });
    expect(state.morale).toEqual({ counter: -1, inEffect: 0 });
    expect(events).toEqual([
      'sc-inf loses 1 SP (1 → 0).',
      'sc-inf is eliminated: MORALE moves 1 box against Scots (6.1.4).',
      '0406 is empty: the attacker may move into it (5.2.8).',
    ]);
  });

  it('6.1.4: eliminating an English unit moves it toward the Scots (positive)', () => {
    const weakFront = { ...front, sp: 1 };
    const { state } = applied([defender, weakFront], ['en-front'], '-1 / -1', {});
    expect(state.counters['en-front']?.status).toBe('eliminated');
    expect(state.morale.counter).toBe(1);
    expect(state.losses).toEqual({ English: 1, Scots: 1 });
  });

  it('5.4.7: losses go to the largest unit by default, or as the player splits them', () => {
    const second = piece('sc-b', 'Scots', 'infantry', '0406', { sp: 2 });
    const byDefault = applied([defender, second, front], ['en-front'], '- / -2', {}).state;
    expect(byDefault.counters['sc-inf']?.sp).toBe(1);
    expect(byDefault.counters['sc-b']?.sp).toBe(2);
    const chosen = applied([defender, second, front], ['en-front'], '- / -2', {
      losses: { 'sc-b': 2 },
    }).state;
    expect(chosen.counters['sc-b']?.status).toBe('eliminated');
    expect(chosen.morale.counter).toBe(-1);
    const wrong = fight([defender, second, front], ['en-front'], '- / -2', {
      losses: { 'sc-b': 1 },
    });
    expect(wrong).toMatchObject({ ok: false, error: { field: 'choices.losses', rule: '5.1.1' } });
  });

  it('5.4.2, 5.4.5: a retreat must be chosen, go the full distance and avoid enemy ZoC', () => {
    expect(fight([defender, front], ['en-front'], 'D2', {})).toMatchObject({
      ok: false,
      error: { field: 'choices.retreats.sc-inf', rule: '5.4.2' },
    });
    const short = fight([defender, front], ['en-front'], 'D2', { retreats: { 'sc-inf': '0407' } });
    expect(short).toMatchObject({ ok: false, error: { rule: '5.4.5' } });
    // 0506 lies in the front area of the English cavalry on 0405.
    const zoc = fight([defender, front], ['en-front'], 'D1', { retreats: { 'sc-inf': '0506' } });
    expect(zoc).toMatchObject({ ok: false, error: { field: 'choices.retreats.sc-inf' } });
    expect(
      applied([defender, front], ['en-front'], 'D1', { retreats: { 'sc-inf': '0407' } }).state
        .counters['sc-inf']?.hex,
    ).toBe('0407');
  });

  it('5.4.6: a unit that cannot retreat stays and loses 1 SP per hex not made', () => {
    const rivers: TerrainMarks = { '0407': ['river'], '0307': ['river'], '0507': ['river'] };
    const { state, events } = applied(
      [defender, front],
      ['en-front'],
      'D2 -1',
      { retreats: { 'sc-inf': '0406' } },
      { terrain: rivers },
    );
    expect(state.counters['sc-inf']?.status).toBe('eliminated');
    expect(state.losses).toEqual({ Scots: 3 });
    expect(events).toContain('sc-inf loses 2 SPs for 2 retreat hexes it could not make (2 → 0).');
    const ford: TerrainMarks = { ...rivers, '0407': ['river', 'ford'] };
    const one = applied(
      [defender, front],
      ['en-front'],
      'D1',
      { retreats: { 'sc-inf': '0407' } },
      { terrain: ford },
    );
    expect(one.state.losses).toEqual({});
  });

  it('an attacker retreat (A1) goes away from its own hex', () => {
    const { state } = applied([defender, front], ['en-front'], 'A1', {
      retreats: { 'en-front': '0404' },
    });
    expect(state.counters['en-front']?.hex).toBe('0404');
    // 0306 is in the Scots unit's front area.
    expect(
      fight([defender, front], ['en-front'], 'A1', { retreats: { 'en-front': '0306' } }).ok,
    ).toBe(false);
  });

  it('S marks scatter in Bannockburn; Kosovo disorganizes; a leader on the hex prevents both (9.1.3)', () => {
    const retreats = { 'sc-inf': '0408' };
    const scattered = applied([defender, front], ['en-front'], 'D2S', { retreats }).state;
    expect(scattered.counters['sc-inf']).toMatchObject({ status: 'scattered', hex: null, sp: 3 });
    const kosovo = applied(
      [defender, front],
      ['en-front'],
      'D2D',
      { retreats },
      { id: 'kosovo-1389' },
    ).state;
    expect(kosovo.counters['sc-inf']).toMatchObject({ status: 'disorganized', hex: '0408' });
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    const held = applied([defender, wallace, front], ['en-front'], 'D2S', { retreats });
    expect(held.state.counters['sc-inf']?.status).toBe('ready');
    expect(held.events.at(-1)).toMatch(/9\.1\.3/);
  });

  it('5.1.1 g: a failed test after the retreat breaks only units that retreated', () => {
    const r = applied([defender, front], ['en-front'], 'D1', {
      retreats: { 'sc-inf': '0407' },
      broken: ['sc-inf'],
    });
    expect(r.state.counters['sc-inf']?.status).toBe('scattered');
    expect(fight([defender, front], ['en-front'], '- / -1', { broken: ['sc-inf'] })).toMatchObject({
      ok: false,
      error: { field: 'choices.broken' },
    });
    expect(fight([defender, front], ['en-front'], '- / -1', { broken: ['nobody'] })).toMatchObject({
      ok: false,
      error: { field: 'choices.broken' },
    });
  });
});

describe('suggestRetreatHexes', () => {
  it('lists legal hexes the full distance away, farthest from the enemy first', () => {
    const { state, setup } = board([defender, front]);
    const r = suggestRetreatHexes(state, setup, map, 'sc-inf', 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.distance).toBe(2);
    const enemy = parseHex('0405', map);
    const origin = parseHex('0406', map);
    if (!enemy.ok || !origin.ok) throw new Error('hex');
    const away = r.value.hexes.map((h) => {
      const hex = parseHex(h, map);
      return hex.ok
        ? [hexDistance(origin.value, hex.value, map), hexDistance(enemy.value, hex.value, map)]
        : [];
    });
    expect(away.every(([d]) => d === 2)).toBe(true);
    const clearances = away.map(([, e]) => e);
    expect(clearances[0]).toBe(3);
    expect(clearances).toEqual([...clearances].sort((a, b) => (b ?? 0) - (a ?? 0)));
    expect(r.value.hexes).toContain('0408');
    expect(r.value.hexes).not.toContain('0506');
  });

  it('refuses a retreat of 0 hexes and an unknown counter', () => {
    const { state, setup } = board([defender, front]);
    expect(suggestRetreatHexes(state, setup, map, 'sc-inf', 0).ok).toBe(false);
    expect(suggestRetreatHexes(state, setup, map, 'nobody', 1).ok).toBe(false);
  });
});

describe('applyCombatOutcome: order of the steps (5.1.1 f)', () => {
  it('an attacker eliminated by the loss no longer blocks the retreat with its ZoC', () => {
    const weakFront = { ...front, sp: 1 };
    // 0506 is in the front area of the cavalry on 0405, which the -1 eliminates first.
    const r = applied([defender, weakFront], ['en-front'], '-1 / D1', {
      retreats: { 'sc-inf': '0506' },
    });
    expect(r.state.counters['sc-inf']?.hex).toBe('0506');
    expect(
      fight([defender, front], ['en-front'], '-1 / D1', { retreats: { 'sc-inf': '0506' } }).ok,
    ).toBe(false);
  });

  it('refuses a combat whose counters have moved since it was read', () => {
    const { state, setup } = board([defender, front]);
    const edition = getEdition('bannockburn-1314');
    if (!edition.ok) throw new Error('edition');
    const combat = readBoardCombat(
      { state, setup, map, terrain: {}, attackers: ['en-front'], defenderHex: '0406' },
      edition.value,
    );
    if (!combat.ok) throw new Error(combat.error.message);
    const moved = {
      ...state,
      counters: { ...state.counters, 'en-front': { ...state.counters['en-front']!, hex: '0404' } },
    };
    const result = parseCombatCell('D1');
    if (!result.ok) throw new Error('cell');
    expect(
      applyCombatOutcome(moved, combat.value, result.value, {}, { setup, map, terrain: {} }),
    ).toMatchObject({
      ok: false,
      error: { field: 'combat', rule: '5.2.10' },
    });
    expect(
      applyCombatOutcome(
        { ...state, edition: '1066' },
        combat.value,
        result.value,
        {},
        { setup, map, terrain: {} },
      ).ok,
    ).toBe(false);
  });
});

describe.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
  '%s 3.2.3: a river side the players marked',
  (id) => {
    it('lets a retreat end where the ZoC it stops would have barred it', () => {
      const to0506 = { retreats: { 'sc-inf': '0506' } };
      expect(fight([defender, front], ['en-front'], 'D1', to0506, { id }).ok).toBe(false);
      const over = applied([defender, front], ['en-front'], 'D1', to0506, {
        id,
        extra: { riverSides: [['0405', '0506']] },
      });
      expect(over.state.counters['sc-inf']?.hex).toBe('0506');
      // The sides stay with the game.
      expect(over.state.riverSides).toEqual([['0405', '0506']]);
    });
  },
);
