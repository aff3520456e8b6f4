import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoardSetup } from '../../board/board-setup.ts';
import { checkedScenario } from '../../board/board.fixtures.ts';
import type { BoardSetup, GameState } from '../../board/types.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { Scenario } from '../../scenario/scenario.ts';
import type { EditionId } from '../../types.ts';
import { applyAction, type GameAction } from './actions.ts';
import { record, startHistory, undo } from './history.ts';
import { startGame, type PlayContext } from './state.ts';
import {
  explainStrengthEntry,
  findUnsetInCombat,
  groupStrengths,
  summariseGroup,
  type StrengthGroup,
} from './strength-groups.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';

function editionOf(id: EditionId): EditionProfile {
  const edition = getEdition(id);
  if (!edition.ok) throw new Error(edition.error.message);
  return edition.value;
}

function realBoard(path: string): { scenario: Scenario; setup: BoardSetup } {
  const scenario = checkedScenario(readFileSync(join(process.cwd(), 'scenarios', path), 'utf8'));
  const setup = readBoardSetup(scenario);
  if (!setup.ok) throw new Error(setup.error.message);
  return { scenario, setup: setup.value };
}

function begin(setup: BoardSetup, scenario: Parameters<typeof startGame>[1]): GameState {
  const state = startGame(setup, scenario);
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

function run(state: GameState, actions: GameAction[], context: PlayContext): GameState {
  return actions.reduce((now, action) => {
    const next = applyAction(now, action, context);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.message}`);
    return next.value;
  }, state);
}

const byName = (groups: StrengthGroup[], name: string) => {
  const group = groups.find((g) => g.name === name);
  if (!group) throw new Error(`no group ${name}`);
  return group;
};

describe('groups as the setup prints them', () => {
  function printedGroups() {
    const stirling = realBoard('bannockburn-1314/stirling.json');
    const groups = groupStrengths(stirling.setup, editionOf('bannockburn-1314'));
    return { stirling, groups };
  }

  it('Stirling: one group per side, leader, type and armour, lines of the same kind joined (B/N 12.1.1)', () => {
    const { stirling, groups } = printedGroups();
    expect(groups.map((g) => [g.name, g.counters.length])).toEqual([
      ['INF [0] (Wallace)', 9],
      ['INF [1] (Wallace)', 4],
      ['INF [0] (Moray)', 19],
      ['INF [1] (Moray)', 9],
      ['CAV [0] (Moray)', 4],
      ['CAV [2] (de Thweng)', 2],
      ['CAV [2] (Surrey)', 4],
      ['INF [2] (Yorkshire)', 11],
      ['INF [1] (Yorkshire)', 16],
      ['INF [0] (Yorkshire)', 22],
      ['ARCH (Yorkshire)', 11],
      ['CAV [0] (Lenox)', 2],
      ['CAV [0] (Steward)', 2],
    ]);
    const units = stirling.setup.counters.filter((c) => c.kind !== 'leader');
    expect(groups.flatMap((g) => g.counters).sort()).toEqual(units.map((c) => c.id).sort());
    expect(byName(groups, 'INF [0] (Wallace)')).toMatchObject({
      id: 'scots-wallace-infantry-0',
      side: 'Scots',
      leader: 'Wallace',
      kind: 'infantry',
      armor: 0,
      rules: ['1.2', '12.1.1'],
    });
    expect(byName(groups, 'ARCH (Yorkshire)')).not.toHaveProperty('armor');
  });

  it('cites each edition: SPs on the counter (1.2), the group from the setup (B/N 12.1.1, K 13.1.1; a pool B/N 12.1.2)', () => {
    const milos = realBoard('kosovo-1389/milos-obilic.json');
    for (const g of groupStrengths(milos.setup, editionOf('kosovo-1389')))
      expect(g.rules).toEqual(['1.2', '13.1.1']);
    const fulford = realBoard('1066/fulford.json');
    const fulfordGroups = groupStrengths(fulford.setup, editionOf('1066'));
    const pool = fulfordGroups.filter((g) => g.leader === undefined);
    expect(pool.length).toBeGreaterThan(0);
    for (const g of pool) expect(g.rules).toEqual(['1.2', '12.1.2']);
    for (const g of fulfordGroups.filter((g) => g.leader !== undefined))
      expect(g.rules).toEqual(['1.2', '12.1.1']);
  });

  it('cites K 13.1.1 for units without a leader, since Kosovo prints no pool rule', () => {
    const setup = testSetup('kosovo-1389');
    const pooled: BoardSetup = {
      ...setup,
      counters: setup.counters.map((c) =>
        c.id === 'english-late' ? { id: c.id, side: c.side, kind: c.kind, label: c.label } : c,
      ),
    };
    const groups = groupStrengths(pooled, editionOf('kosovo-1389'));
    expect(groups.at(-1)).toMatchObject({
      id: 'english-pool-cavalry',
      name: 'CAV late',
      counters: ['english-late'],
      rules: ['1.2', '13.1.1'],
    });
    expect(groups.at(-1)).not.toHaveProperty('leader');
  });

  it('explains the entry in each edition’s numbers (1.2; B/N 12.1.1, K 13.1.1)', () => {
    expect(explainStrengthEntry(editionOf('bannockburn-1314')).map((s) => s.rule)).toEqual([
      '1.2',
      '12.1.1',
    ]);
    expect(explainStrengthEntry(editionOf('kosovo-1389')).map((s) => s.rule)).toEqual([
      '1.2',
      '13.1.1',
    ]);
    expect(explainStrengthEntry(editionOf('1066')).map((s) => s.rule)).toEqual(['1.2', '12.1.1']);
  });

  it('gives every group of every scenario a unique id, and every unit one group', () => {
    for (const edition of ['bannockburn-1314', 'kosovo-1389', '1066'] as const) {
      for (const file of readdirSync(join(process.cwd(), 'scenarios', edition))) {
        const { setup } = realBoard(`${edition}/${file}`);
        const all = groupStrengths(setup, editionOf(edition));
        expect(new Set(all.map((g) => g.id)).size, file).toBe(all.length);
        const ids = all.flatMap((g) => g.counters);
        expect(new Set(ids).size, file).toBe(ids.length);
        expect(ids.length, file).toBe(setup.counters.filter((c) => c.kind !== 'leader').length);
      }
    }
  });
});

describe('groups the setup prints below full strength', () => {
  it("Miloš Obilić: Vuković's cavalry starts 7 SPs down, three other groups 3, citing K 13.1.1", () => {
    const { setup } = realBoard('kosovo-1389/milos-obilic.json');
    const groups = groupStrengths(setup, editionOf('kosovo-1389'));
    const down = groups.filter((g) => g.belowFull !== undefined);
    expect(down.map((g) => [g.leader, g.counters.length, g.belowFull?.sp])).toEqual([
      ['Vuković', 14, 7],
      ['Paliniza', 7, 3],
      [expect.any(String), 10, 3],
      [expect.any(String), 10, 3],
    ]);
    expect(down[0]?.belowFull?.step).toEqual({
      text: 'the setup prints this group 7 SPs below full strength and does not say which counters bear them: set those counters lower',
      rule: '13.1.1',
    });
  });

  it('a group joining two lines adds up what each line lacks; no line lacking, no mention (B/N 12.1.1)', () => {
    const { setup } = realBoard('bannockburn-1314/stirling.json');
    const edition = editionOf('bannockburn-1314');
    expect(groupStrengths(setup, edition).some((g) => g.belowFull)).toBe(false);
    const first = groupStrengths(setup, edition)[0]!;
    const [a, b] = first.counters;
    const marked: BoardSetup = {
      ...setup,
      counters: setup.counters.map((c) =>
        c.id === a ? { ...c, lineSpBelowFull: 2 } : c.id === b ? { ...c, lineSpBelowFull: 1 } : c,
      ),
    };
    const group = groupStrengths(marked, edition)[0]!;
    expect(group.belowFull?.sp).toBe(3);
    expect(group.belowFull?.step.rule).toBe('12.1.1');
  });
});

describe('setting a group at once', () => {
  function setUp() {
    const context: PlayContext = { setup: testSetup(), scenario: testScenario() };
    const groups = groupStrengths(context.setup, editionOf('bannockburn-1314'));
    const scots = groups[0]!;
    const english = groups[1]!;
    const start = begin(context.setup, testScenario());
    return { context, groups, scots, english, start };
  }

  it('groups the fixture into the Scots infantry and the English cavalry', () => {
    const { groups } = setUp();
    expect(groups.map((g) => [g.id, g.counters.length])).toEqual([
      ['scots-wallace-infantry', 8],
      ['english-surrey-cavalry', 4],
    ]);
  });

  it('sets every counter of the group in one action, undone in one step (1.2)', () => {
    const { context, scots, english, start } = setUp();
    const set = run(start, [{ type: 'set-group-sp', group: scots.id, sp: 3 }], context);
    for (const id of scots.counters) expect(set.counters[id]?.sp).toBe(3);
    for (const id of english.counters) expect(set.counters[id]?.sp).toBeNull();
    const history = record(startHistory(start), set);
    expect(undo(history).present).toBe(start);
    const cleared = run(set, [{ type: 'set-group-sp', group: scots.id, sp: null }], context);
    expect(summariseGroup(scots, cleared).status).toBe('unset');
  });

  it('reports none, some, all and differing, and leaves eliminated counters alone', () => {
    const { context, scots, english, start } = setUp();
    const [first, second] = scots.counters as [string, string];
    expect(summariseGroup(scots, start)).toEqual({
      status: 'unset',
      set: 0,
      of: 8,
      sp: null,
      values: [],
    });
    const some = run(start, [{ type: 'set-sp', counter: first, sp: 2 }], context);
    expect(summariseGroup(scots, some)).toMatchObject({
      status: 'partly-set',
      set: 1,
      of: 8,
      sp: 2,
    });
    const all = run(some, [{ type: 'set-group-sp', group: scots.id, sp: 2 }], context);
    expect(summariseGroup(scots, all)).toMatchObject({ status: 'all-set', set: 8, sp: 2 });
    const differ = run(all, [{ type: 'set-sp', counter: second, sp: 1 }], context);
    expect(summariseGroup(scots, differ)).toMatchObject({
      status: 'differ',
      set: 8,
      sp: null,
      values: [1, 2],
    });
    const gone = run(
      differ,
      [
        { type: 'eliminate', counter: second, morale: null },
        { type: 'set-group-sp', group: scots.id, sp: 4 },
      ],
      context,
    );
    expect(gone.counters[second]).toMatchObject({ sp: 1, status: 'eliminated' });
    expect(summariseGroup(scots, gone)).toMatchObject({ status: 'all-set', set: 7, of: 7, sp: 4 });
    const none = run(
      start,
      english.counters.map((counter) => ({ type: 'eliminate', counter, morale: null })),
      context,
    );
    expect(summariseGroup(english, none)).toMatchObject({ status: 'gone', of: 0 });
  });

  it('refuses an unknown group and SPs outside 1–10, naming the field and the rule (1.2)', () => {
    const { context, scots, start } = setUp();
    const refusal = (action: GameAction) => {
      const result = applyAction(start, action, context);
      return result.ok ? undefined : { field: result.error.field, rule: result.error.rule };
    };
    expect(refusal({ type: 'set-group-sp', group: 'nobody', sp: 2 })).toEqual({
      field: 'group',
      rule: 'setup',
    });
    for (const sp of [0, 11, 2.5, NaN])
      expect(refusal({ type: 'set-group-sp', group: scots.id, sp })).toEqual({
        field: 'sp',
        rule: '1.2',
      });
    expect(refusal({ type: 'set-group-sp', group: scots.id, sp: 10 })).toBeUndefined();
    expect(refusal({ type: 'set-group-sp', group: scots.id, sp: 1 })).toBeUndefined();
  });
});

describe('units of a combat still without SPs', () => {
  function setUp() {
    const context: PlayContext = { setup: testSetup(), scenario: testScenario() };
    const placed = run(
      begin(context.setup, testScenario()),
      [
        { type: 'place', counter: 'scots-zone-1', hex: '1205', facing: 3 },
        { type: 'place', counter: 'scots-zone-2', hex: '1205', facing: 3 },
        { type: 'place', counter: 'wallace', hex: '1205', facing: 3 },
        { type: 'place', counter: 'english-zone-1', hex: '1206', facing: 0 },
        { type: 'place', counter: 'english-zone-2', hex: '1206', facing: 0 },
        { type: 'place', counter: 'surrey', hex: '1206', facing: 0 },
      ],
      context,
    );
    return { context, placed };
  }

  it('lists the attackers, then the enemy units on the hex, leaders and set counters left out (1.4)', () => {
    const { context, placed } = setUp();
    expect(findUnsetInCombat(placed, context.setup, ['scots-zone-1'], '1206')).toEqual([
      'scots-zone-1',
      'english-zone-1',
      'english-zone-2',
    ]);
    const someSet = run(
      placed,
      [
        { type: 'set-sp', counter: 'scots-zone-1', sp: 2 },
        { type: 'set-sp', counter: 'english-zone-2', sp: 3 },
      ],
      context,
    );
    expect(findUnsetInCombat(someSet, context.setup, ['scots-zone-1'], '1206')).toEqual([
      'english-zone-1',
    ]);
    expect(findUnsetInCombat(placed, context.setup, ['scots-zone-1'], undefined)).toEqual([
      'scots-zone-1',
    ]);
    expect(findUnsetInCombat(placed, context.setup, [], undefined)).toEqual([]);
  });

  it('counts only the enemy on the hex picked, and no eliminated unit (1.4)', () => {
    const { context, placed } = setUp();
    // The attacker's own hex picked as the target: its friends there are no defenders.
    expect(findUnsetInCombat(placed, context.setup, ['scots-zone-1'], '1205')).toEqual([
      'scots-zone-1',
    ]);
    const gone = { ...placed.counters['scots-zone-1']!, status: 'eliminated' as const };
    const eliminated = { ...placed, counters: { ...placed.counters, 'scots-zone-1': gone } };
    expect(findUnsetInCombat(eliminated, context.setup, ['scots-zone-1'], '1206')).toEqual([
      'english-zone-1',
      'english-zone-2',
    ]);
  });
});
