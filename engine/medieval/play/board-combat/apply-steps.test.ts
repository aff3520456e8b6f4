import { describe, expect, it } from 'vitest';
import { parseCombatCell } from '../../combat/results.ts';
import { getEdition } from '../../editions/editions.ts';
import type { CounterOnBoard, GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { applyCombatOutcome, type CombatChoices } from './apply.ts';
import { readBoardCombat, type BoardCombat } from './from-board.ts';
import { suggestRetreatHexes } from './retreats.ts';
import { board, defender, front, map, piece } from './combat.fixtures.ts';

type Pieces = Parameters<typeof board>[0];
type Changes = Record<string, Partial<CounterOnBoard>>;

const change = (state: GameState, changes: Changes): GameState => {
  const counters = { ...state.counters };
  for (const [id, c] of Object.entries(changes)) counters[id] = { ...counters[id]!, ...c };
  return { ...state, counters };
};

function fight(
  pieces: Pieces,
  attackers: string[],
  cell: string,
  choices: CombatChoices,
  opts: {
    id?: EditionId;
    terrain?: TerrainMarks;
    extra?: Partial<GameState>;
    /** Counter changes made before the combat is read. */
    before?: Changes;
    /** Counter changes made after it is read, before the result is applied. */
    after?: Changes;
    combat?: Partial<BoardCombat>;
  } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const made = board(pieces, id, opts.extra);
  const state = change(made.state, opts.before ?? {});
  const { setup } = made;
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
  return applyCombatOutcome(
    change(state, opts.after ?? {}),
    { ...combat.value, ...opts.combat },
    result.value,
    choices,
    { setup, map, terrain },
  );
}

function applied(...args: Parameters<typeof fight>) {
  const r = fight(...args);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const refusal = (field: string, rule: string, message: string) => ({
  ok: false,
  error: { field, rule, message },
});

const suggested = (pieces: Pieces, id: string, distance: number) => {
  const { state, setup } = board(pieces);
  const r = suggestRetreatHexes(state, setup, map, id, distance);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.hexes;
};

describe('applyCombatOutcome: refusals', () => {
  it('a combat of another edition, or of none', () => {
    expect(
      fight([defender, front], ['en-front'], 'D1', {}, { combat: { edition: '1066' } }),
    ).toEqual(
      refusal('edition', 'editions', 'this game is played with bannockburn-1314, not 1066'),
    );
    const unknown = 'nope' as EditionId;
    expect(
      fight([defender, front], ['en-front'], 'D1', {}, { combat: { edition: unknown } }),
    ).toEqual(getEdition('nope'));
  });

  it('a defending hex off the map', () => {
    expect(
      fight([defender, front], ['en-front'], 'D1', {}, { combat: { defenderHex: '9999' } }),
    ).toMatchObject({ ok: false, error: { field: 'combat.defenderHex' } });
  });

  it('5.2.10: a fighter eliminated, moved or with its SPs unset since the combat was read', () => {
    const gone = refusal('combat', '5.2.10', 'en-front is no longer where the combat found it');
    const after = (c: Partial<CounterOnBoard>) =>
      fight([defender, front], ['en-front'], 'D1', {}, { after: { 'en-front': c } });
    expect(after({ status: 'eliminated' })).toEqual(gone);
    expect(after({ sp: null })).toEqual(gone);
    expect(after({ hex: '0404' })).toEqual(gone);
    expect(
      fight([defender, front], ['en-front'], 'D1', {}, { after: { 'sc-inf': { hex: '0407' } } }),
    ).toEqual(refusal('combat', '5.2.10', 'sc-inf is no longer where the combat found it'));
  });

  it('broken counters that did not fight, all named', () => {
    expect(fight([defender, front], ['en-front'], 'D1', { broken: ['x', 'y'] })).toEqual(
      refusal(
        'choices.broken',
        '5.1.1',
        '2 counters not in this scenario did not fight in this combat',
      ),
    );
  });

  it('a broken counter that did not retreat', () => {
    expect(fight([defender, front], ['en-front'], '- / -1', { broken: ['sc-inf'] })).toEqual(
      refusal('choices.broken', '5.1.1', 'sc-inf did not retreat, so it takes no test'),
    );
  });

  it('5.4.2: a retreat not chosen, listing where it may go', () => {
    const pieces = [defender, front];
    expect(fight(pieces, ['en-front'], 'D1', {})).toEqual(
      refusal(
        'choices.retreats.sc-inf',
        '5.4.2',
        `sc-inf must retreat 1 hex: choose where (${suggested(pieces, 'sc-inf', 1).join(', ')})`,
      ),
    );
    const two = fight(pieces, ['en-front'], 'D2', {});
    expect(two.ok || two.error.message).toMatch(/^sc-inf must retreat 2 hexes: /);
  });
});

describe('applyCombatOutcome: what it changes', () => {
  it('keeps the other counters and the losses already recorded', () => {
    const away = piece('sc-away', 'Scots', 'infantry', '0409');
    const { state } = applied(
      [defender, away, front],
      ['en-front'],
      '- / -1',
      {},
      {
        extra: { losses: { English: 2 } },
      },
    );
    expect(state.counters['sc-away']).toEqual({
      id: 'sc-away',
      hex: '0409',
      facing: 0,
      sp: 2,
      status: 'ready',
    });
    expect(state.losses).toEqual({ English: 2, Scots: 1 });
  });

  it('a unit the loss eliminates does not retreat, and a hex with a survivor is not empty', () => {
    const weak = piece('sc-b', 'Scots', 'infantry', '0406', { sp: 1 });
    const { state, events } = applied([defender, weak, front], ['en-front'], 'D1 -1', {
      losses: { 'sc-b': 1 },
      retreats: { 'sc-inf': '0407' },
    });
    expect(state.counters['sc-inf']).toMatchObject({ hex: '0407', sp: 3 });
    expect(events).toEqual([
      'sc-b loses 1 SP (1 → 0).',
      'sc-inf retreats from 0406 to 0407.',
      'sc-b is eliminated: MORALE moves 1 box against Scots (6.1.4).',
    ]);
  });

  it('5.4.6: one hex not made costs 1 SP; a split may be given; none is asked without a shortfall', () => {
    const rivers: TerrainMarks = { '0407': ['river'], '0307': ['river'], '0507': ['river'] };
    const stay = { retreats: { 'sc-inf': '0406' } };
    const { state, events } = applied([defender, front], ['en-front'], 'D1', stay, {
      terrain: rivers,
    });
    expect(state.counters['sc-inf']).toMatchObject({ hex: '0406', sp: 2 });
    expect(events).toEqual([
      'sc-inf retreats from 0406 to 0406.',
      'sc-inf loses 1 SP for 1 retreat hex it could not make (3 → 2).',
    ]);
    expect(
      fight(
        [defender, front],
        ['en-front'],
        'D1',
        { ...stay, shortfallLosses: { 'sc-inf': 2 } },
        { terrain: rivers },
      ),
    ).toEqual(refusal('choices.shortfallLosses', '5.4.6', 'the side loses 1 SP, not 2'));
    const free = applied([defender, front], ['en-front'], 'D1', {
      retreats: { 'sc-inf': '0407' },
      shortfallLosses: { 'sc-inf': 2 },
    });
    expect(free.state.counters['sc-inf']?.sp).toBe(3);
  });

  it('8.2.4: leaders are left to the steps after the combat (after-combat.ts)', () => {
    // An enemy leader on the retreating hex, or his own when nobody retreats: no line names him.
    const edward = piece('en-edward', 'English', 'leader', '0406');
    expect(
      applied([defender, edward, front], ['en-front'], 'D1', { retreats: { 'sc-inf': '0407' } })
        .events,
    ).toEqual(['sc-inf retreats from 0406 to 0407.']);
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    expect(applied([defender, wallace, front], ['en-front'], '- / -1', {}).events).toEqual([
      'sc-inf loses 1 SP (3 → 2).',
    ]);
  });

  it.each([
    ['bannockburn-1314', '5.8.3'],
    ['kosovo-1389', '5.8.1'],
  ] as const)(
    '%s: cavalry retreating onto friendly infantry rides it down (5.4.4, %s)',
    (id, rule) => {
      const cav = piece('sc-cav', 'Scots', 'cavalry', '0406', { sp: 2 });
      const ways = ['0407', '0307', '0507'].map((hex, i) =>
        piece(`sc-f${i}`, 'Scots', 'infantry', hex, { sp: 1 }),
      );
      const r = applied(
        [cav, front, ...ways],
        ['en-front'],
        'D1',
        { retreats: { 'sc-cav': '0407' } },
        { id },
      );
      expect(r.state.counters['sc-cav']?.hex).toBe('0407');
      expect(r.state.counters['sc-f0']).toMatchObject({ hex: null, status: 'eliminated' });
      expect(r.state.morale.counter).toBe(0);
      expect(r.state.losses['Scots']).toBe(1);
      expect(r.events).toEqual([
        'sc-cav retreats from 0406 to 0407.',
        `sc-cav rides down sc-f0 on 0407, the only way to retreat as far (5.4.4): it is eliminated (${rule}), with no MORALE change.`,
      ]);
    },
  );

  it('9.1.3: only a leader of its own side on its own hex keeps a unit from scattering', () => {
    const retreats = { 'sc-inf': '0408' };
    const scatters = [
      'sc-inf retreats from 0406 to 0408.',
      'sc-inf scatters and goes to the Scattered Units track.',
    ];
    const edward = piece('en-edward', 'English', 'leader', '0406');
    const enemyLeader = applied([defender, edward, front], ['en-front'], 'D2S', { retreats });
    expect(enemyLeader.state.counters['sc-inf']?.status).toBe('scattered');
    expect(enemyLeader.events).toEqual(scatters);
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0409');
    const elsewhere = applied([defender, wallace, front], ['en-front'], 'D2S', { retreats });
    expect(elsewhere.state.counters['sc-inf']?.status).toBe('scattered');
  });

  it('Kosovo: a unit disorganizes, or panics when it already was', () => {
    const retreats = { 'sc-inf': '0408' };
    const fresh = applied(
      [defender, front],
      ['en-front'],
      'D2D',
      { retreats },
      {
        id: 'kosovo-1389',
      },
    );
    expect(fresh.events.at(-1)).toBe('sc-inf is disorganized.');
    const again = applied(
      [defender, front],
      ['en-front'],
      'D2D',
      { retreats },
      {
        id: 'kosovo-1389',
        before: { 'sc-inf': { status: 'disorganized' } },
      },
    );
    expect(again.state.counters['sc-inf']).toMatchObject({
      hex: '0408',
      status: 'disorganized',
    });
    expect(again.events.at(-1)).toBe(
      'sc-inf was already disorganized and panics (10.1.1): mark it so.',
    );
  });
});
