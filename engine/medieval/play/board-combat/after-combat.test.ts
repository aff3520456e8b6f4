import { describe, expect, it } from 'vitest';
import { formatHex, hexDistance, parseHex, rangeRing } from '../../../core/hex-grid.ts';
import { formatOver } from '../../../core/probability.ts';
import { parseCombatCell } from '../../combat/results.ts';
import { getEdition } from '../../editions/editions.ts';
import type { GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import type { PlayContext } from '../game/state.ts';
import { applyCombatOutcome } from './apply.ts';
import { readBoardCombat } from './from-board.ts';
import { suggestRetreatHexes } from './retreats.ts';
import { board, defender, front, map, piece } from './combat.fixtures.ts';
import {
  applyAfterCombatStep,
  listAfterCombatSteps,
  type AfterCombatStep,
  type AppliedCombat,
} from './after-combat.ts';

type Pieces = Parameters<typeof board>[0];

const edward = piece('en-edward', 'English', 'leader', '0405');

/** Reads a combat on 0406 off the board, applies the cell with each retreat to the engine's first hex, and lists the steps. */
function combatOn(
  pieces: Pieces,
  cell: string,
  opts: {
    id?: EditionId;
    extra?: Partial<GameState>;
    terrain?: TerrainMarks;
    attackers?: string[];
    losses?: Record<string, number>;
  } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const { state, setup } = board(pieces, id, opts.extra);
  const edition = getEdition(id);
  if (!edition.ok) throw new Error(edition.error.message);
  const terrain = opts.terrain ?? {};
  const attackers =
    opts.attackers ??
    pieces
      .filter((p) => p.counter.side === 'English' && p.counter.kind !== 'leader' && p.hex !== null)
      .map((p) => p.counter.id);
  const combat = readBoardCombat(
    { state, setup, map, terrain, attackers, defenderHex: '0406' },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const result = parseCombatCell(cell);
  if (!result.ok) throw new Error(result.error.message);
  const retreats: Record<string, string> = {};
  for (const role of ['attacker', 'defender'] as const) {
    const distance = result.value[role].retreat;
    const ids = role === 'attacker' ? combat.value.attackers : combat.value.defenders;
    for (const c of distance > 0 ? ids : []) {
      const reach = suggestRetreatHexes(state, setup, map, c, distance, terrain);
      if (reach.ok && reach.value.hexes[0]) retreats[c] = reach.value.hexes[0];
    }
  }
  const done = applyCombatOutcome(
    state,
    combat.value,
    result.value,
    { retreats, ...(opts.losses ? { losses: opts.losses } : {}) },
    {
      setup,
      map,
      terrain,
    },
  );
  if (!done.ok) throw new Error(done.error.message);
  const applied: AppliedCombat = {
    combat: combat.value,
    result: result.value,
    before: state,
    after: done.value.state,
  };
  const context: PlayContext = {
    setup,
    scenario: { id: 'test', turns: { first: 1 }, initiative: 'Scots' },
  };
  return { applied, context, steps: listAfterCombatSteps(applied, context) };
}

const only = <K extends AfterCombatStep['kind']>(steps: AfterCombatStep[], kind: K) =>
  steps.filter((s): s is Extract<AfterCombatStep, { kind: K }> => s.kind === kind);

function confirm(
  run: ReturnType<typeof combatOn>,
  step: AfterCombatStep | undefined,
  choice: Parameters<typeof applyAfterCombatStep>[2],
  state = run.applied.after,
) {
  if (!step) throw new Error('no such step');
  const r = applyAfterCombatStep(state, step, choice, run.context);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('leader death roll after a board combat (8.2.4–8.2.5)', () => {
  it('8.2.5 example a: attacking with a leader, A2 −1: he dies on 2 or 3 (3/36)', () => {
    const run = combatOn([defender, front, edward], 'A2 -1');
    const [death] = only(run.steps, 'leader-death');
    expect(death).toMatchObject({ leader: 'en-edward', retreat: 2, losses: 1, rule: '8.2.4' });
    expect(death?.diesOn).toEqual([2, 3]);
    expect(formatOver(death!.dies, 36)).toBe('3/36');
    expect(death?.working.map((w) => w.rule)).toEqual(['8.2.4', '8.2.5', '6.1.6', '8.1.4']);
  });

  it('8.2.5 example b: a short retreat adds its loss to the roll (A3 −1, 2 hexes made: 2 to 5)', () => {
    // Rivers on every hex 3 away from the attacker's 0405: it makes 2 hexes and loses 1 SP more (5.4.6).
    const rivers = Object.fromEntries(
      rangeRing({ column: 4, row: 5 }, 3, map).map((h) => [formatHex(h), ['river' as const]]),
    );
    const strong = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 4 });
    const run = combatOn([defender, strong, edward], 'A3 -1', { terrain: rivers });
    expect(run.applied.after.counters['en-front']?.sp).toBe(2);
    const [death] = only(run.steps, 'leader-death');
    expect(death).toMatchObject({ retreat: 3, losses: 2 });
    expect(death?.diesOn).toEqual([2, 3, 4, 5]);
    expect(formatOver(death!.dies, 36)).toBe('10/36');
  });

  it('dies: the leader goes, MORALE moves 8 boxes (12 for a grand leader), his units lose 1 SP', () => {
    const led = (p: ReturnType<typeof piece>) => ({
      ...p,
      counter: { ...p.counter, leader: 'Edward' },
    });
    const mine = led(piece('en-inf', 'English', 'infantry', '0205', { sp: 1 }));
    const other = piece('en-other', 'English', 'infantry', '0105', { sp: 3 });
    const pieces = [defender, led(edward), mine, other, led(front)];
    const run = combatOn(pieces, 'A2 -1', { attackers: ['en-front'] });
    const [death] = only(run.steps, 'leader-death');
    const dead = confirm(run, death, { roll: 3 });
    expect(dead.state.counters['en-edward']).toMatchObject({ status: 'eliminated', hex: null });
    expect(dead.state.morale.counter).toBe(run.applied.after.morale.counter + 8);
    // 8.1.4: his units lose 1 SP (those left with 1 are eliminated, moving no MORALE: 8.1.6); another leader's do not.
    expect(dead.state.counters['en-inf']?.status).toBe('eliminated');
    expect(dead.state.counters['en-front']?.status).toBe('eliminated');
    expect(dead.state.counters['en-other']?.sp).toBe(3);
    expect(dead.state.losses['English']).toBe((run.applied.after.losses['English'] ?? 0) + 2);
    expect(dead.lines.map((l) => l.rule)).toEqual(['6.1.6', '8.1.4']);
    expect(dead.lines[0]?.text).toBe(
      'en-edward rolls 3, less 1 SP lost: 2, 2 or less: he dies. MORALE moves 8 boxes against English.',
    );
    const grand = confirm(run, death, { roll: 2, grandLeader: true });
    expect(grand.state.morale.counter).toBe(run.applied.after.morale.counter + 12);
    expect(grand.state.counters['en-other']?.sp).toBe(2);
    expect(grand.lines.map((l) => l.rule)).toEqual(['6.1.7', '8.1.5']);
  });

  it('lives: nothing changes but a new state for undo, and he retreats on his own (B/N 8.2.6, Kosovo 8.1.7)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.6'],
      ['kosovo-1389', '8.1.7'],
      ['1066', '8.2.6'],
    ] as const) {
      const run = combatOn([defender, front, edward], 'A2 -1', { id });
      const lived = confirm(run, only(run.steps, 'leader-death')[0], { roll: 4 });
      expect(lived.state).toEqual(run.applied.after);
      expect(lived.state).not.toBe(run.applied.after);
      expect(lived.lines.map((l) => l.rule)).toEqual(['8.2.4', rule]);
    }
  });

  it('lives: he retreats as far, ignoring enemy ZoCs, to a hex the player picks (8.1.3)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.6'],
      ['kosovo-1389', '8.1.7'],
    ] as const) {
      const run = combatOn([defender, front, edward], 'A2 -1', { id });
      const [death] = only(run.steps, 'leader-death');
      const map2 = run.context.setup.scenarioMap.map;
      expect(death?.retreatTo.length).toBeGreaterThan(0);
      for (const hex of death!.retreatTo) {
        const at = parseHex(hex, map2);
        expect(at.ok && hexDistance(at.value, { column: 4, row: 5 }, map2)).toBe(2);
      }
      const to = death!.retreatTo[0]!;
      const moved = confirm(run, death, { roll: 4, hex: to });
      expect(moved.state.counters['en-edward']?.hex).toBe(to);
      expect(moved.lines.at(-1)).toEqual({ text: `He retreats to ${to}.`, rule });
      const r = applyAfterCombatStep(
        run.applied.after,
        death!,
        { roll: 4, hex: '0406' },
        run.context,
      );
      expect(r.ok ? undefined : { field: r.error.field, rule: r.error.rule }).toEqual({
        field: 'hex',
        rule,
      });
    }
  });

  it('no roll without a retreat, nor for a leader away from the retreating units', () => {
    expect(only(combatOn([defender, front, edward], '- / -1').steps, 'leader-death')).toEqual([]);
    // An enemy leader on the retreating hex does not roll.
    const among = piece('en-edward', 'English', 'leader', '0406');
    expect(only(combatOn([defender, among, front], 'D1').steps, 'leader-death')).toEqual([]);
    const far = piece('en-edward', 'English', 'leader', '0102');
    expect(only(combatOn([defender, front, far], 'A1').steps, 'leader-death')).toEqual([]);
  });

  it('refuses a roll 2D6 cannot give, naming the field', () => {
    const run = combatOn([defender, front, edward], 'A2 -1');
    const [death] = only(run.steps, 'leader-death');
    const r = applyAfterCombatStep(run.applied.after, death!, { roll: 13 }, run.context);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field).toBe('roll');
  });
});

describe('pursuit after a board combat (5.5)', () => {
  it('B/N: the defender held and the attacker withdrew: a test with no leader near, obligatory on 5 or less (5/6)', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({
      unit: 'sc-inf',
      into: ['0405'],
      hexesFromLeader: 6,
      dice: '1D6',
      rule: '5.5.2',
    });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('5/6');
    expect(pursuit?.working.map((w) => w.rule)).toEqual(['5.5', '5.5.2', '5.5.5']);
    const moved = confirm(run, pursuit, { roll: 2 });
    expect(moved.state.counters['sc-inf']?.hex).toBe('0405');
    expect(moved.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.3']);
    expect(moved.lines[0]?.text).toBe('sc-inf rolls 2: pursuit obligatory.');
  });

  it('voluntary: the unit stays unless the player pursues', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    const stays = confirm(run, pursuit, { roll: 6 });
    expect(stays.state.counters['sc-inf']?.hex).toBe('0406');
    expect(stays.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.1']);
    const goes = confirm(run, pursuit, { roll: 6, pursue: true });
    expect(goes.state.counters['sc-inf']?.hex).toBe('0405');
    expect(goes.lines[1]?.rule).toBe('5.5.4');
  });

  it('6.1.8: at MORALE +2 the roll loses 3, so a leader on the hex no longer guarantees voluntary pursuit', () => {
    const run = combatOn([defender, front, edward], 'D1', {
      extra: { morale: { counter: -2, inEffect: -2 } },
    });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ unit: 'en-front', hexesFromLeader: 0, morale: 2 });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('3/6');
  });

  it('Kosovo: more than 5 hexes from a leader, pursuit is obligatory without a roll (5.5.2)', () => {
    const run = combatOn([defender, front], 'A1', { id: 'kosovo-1389' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: null, rule: '5.5.2' });
    expect(pursuit?.working.map((w) => w.rule)).toEqual(['5.5', '5.5.2', '5.5.6']);
    const moved = confirm(run, pursuit, {});
    expect(moved.state.counters['sc-inf']?.hex).toBe('0405');
    expect(moved.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.4']);
  });

  it('Kosovo: a leader on the hex makes pursuit voluntary with no roll (PV row 0)', () => {
    const run = combatOn([defender, front, edward], 'D1', { id: 'kosovo-1389' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: null, hexesFromLeader: 0, rule: '5.5.3' });
    expect(formatOver(pursuit!.odds.voluntary, 6)).toBe('6/6');
  });

  it('1066: the same test as Bannockburn, on its own table', () => {
    const run = combatOn([defender, front], 'A1', { id: '1066' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: '1D6', rule: '5.5.2' });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('5/6');
  });

  it('8.2.8: a leader left alone on the emptied hex is killed when the pursuer enters (Kosovo 8.2.6)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.8'],
      ['kosovo-1389', '8.2.6'],
    ] as const) {
      const lone = piece('sc-wallace', 'Scots', 'leader', '0406');
      const run = combatOn([defender, lone, front], 'D2 -1', { id });
      const [pursuit] = only(run.steps, 'pursuit');
      const entered = confirm(run, pursuit, { roll: 1, pursue: true });
      expect(entered.state.counters['sc-wallace']?.status).toBe('eliminated');
      expect(entered.state.morale.counter).toBe(run.applied.after.morale.counter - 8);
      expect(entered.lines.at(-1)?.rule).toBe(rule);
      expect(entered.lines.at(-1)?.text).toBe(
        'sc-wallace stood alone on 0406 and is killed: MORALE moves 8 boxes against Scots.',
      );
    }
  });

  it('no pursuit when nobody withdrew, nor by the side that retreated', () => {
    expect(only(combatOn([defender, front], '- / -1').steps, 'pursuit')).toEqual([]);
    const both = combatOn([defender, front], 'A1 / D1');
    expect(only(both.steps, 'pursuit')).toEqual([]);
  });

  it('an eliminated defender leaves its hex to pursue into', () => {
    const run = combatOn([defender, front], 'D1 -3');
    expect(run.applied.after.counters['sc-inf']?.status).toBe('eliminated');
    expect(only(run.steps, 'pursuit')[0]).toMatchObject({ unit: 'en-front', into: ['0406'] });
  });

  it('refuses a missing die, a hex the enemy did not empty, and a hex the enemy holds again', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    const refused = (
      choice: Parameters<typeof applyAfterCombatStep>[2],
      state = run.applied.after,
    ) => {
      const r = applyAfterCombatStep(state, pursuit!, choice, run.context);
      return r.ok ? undefined : { field: r.error.field, rule: r.error.rule };
    };
    expect(refused({})).toEqual({ field: 'roll', rule: '5.5.2' });
    expect(refused({ roll: 1, hex: '0101' })).toEqual({ field: 'hex', rule: '5.5.5' });
    const retaken = {
      ...run.applied.after,
      counters: {
        ...run.applied.after.counters,
        'en-front': { ...run.applied.after.counters['en-front']!, hex: '0405' },
      },
    };
    expect(refused({ roll: 1 }, retaken)).toEqual({ field: 'hex', rule: '5.5.5' });
  });
});

describe('a banner falling with its holder (7.1.5, 6.1.5)', () => {
  const bannerOf = { banners: { 'sc-wallace': 'held' as const } };
  const withWallace = piece('sc-wallace', 'Scots', 'leader', '0406');

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s: the last unit on the banner hex eliminated: the player says whether it held it',
    (id) => {
      const run = combatOn([defender, withWallace, front], 'D1 -3', { id, extra: bannerOf });
      const [fall] = only(run.steps, 'banner-fall');
      expect(fall).toMatchObject({ leader: 'sc-wallace', hex: '0406', rule: '7.1.5', dice: null });
      expect(fall?.working.map((w) => w.rule)).toEqual(['7.1.5', '6.1.5']);
      const fell = confirm(run, fall, { held: true });
      expect(fell.state.banners['sc-wallace']).toBe('fallen');
      expect(fell.state.morale.counter).toBe(run.applied.after.morale.counter - 3);
      expect(fell.lines.map((l) => l.rule)).toEqual(['6.1.5', '7.1.6']);
      const stands = confirm(run, fall, {});
      expect(stands.state).toEqual(run.applied.after);
      expect(stands.lines.map((l) => l.rule)).toEqual(['7.1.5']);
    },
  );

  it('7.1.6: a pursuit into the hex where the banner fell captures it', () => {
    const run = combatOn([defender, withWallace, front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit?.banners).toEqual([{ leader: 'sc-wallace', hex: '0406' }]);
    const fell = confirm(run, fall, { held: true });
    const entered = confirm(run, pursuit, { roll: 1, pursue: true }, fell.state);
    expect(entered.state.banners['sc-wallace']).toBe('captured');
    expect(entered.lines.at(-1)).toEqual({
      text: 'It captures the fallen banner that started with sc-wallace.',
      rule: '7.1.6',
    });
    // The banner still held (the player said no unit of the hex held it): nothing to capture.
    const held = confirm(run, pursuit, { roll: 1, pursue: true });
    expect(held.state.banners['sc-wallace']).toBe('held');
  });

  it('no step while a unit of the side is left on the hex, for a banner not held, or with nobody eliminated', () => {
    const second = piece('sc-inf2', 'Scots', 'infantry', '0406', { sp: 3 });
    const kept = combatOn([defender, second, withWallace, front], '- / -3', {
      extra: bannerOf,
      losses: { 'sc-inf': 3 },
    });
    expect(kept.applied.after.counters['sc-inf']?.status).toBe('eliminated');
    expect(only(kept.steps, 'banner-fall')).toEqual([]);
    const fallen = { banners: { 'sc-wallace': 'fallen' as const } };
    expect(
      only(
        combatOn([defender, withWallace, front], 'D1 -3', { extra: fallen }).steps,
        'banner-fall',
      ),
    ).toEqual([]);
    expect(
      only(
        combatOn([defender, withWallace, front], 'D1', { extra: bannerOf }).steps,
        'banner-fall',
      ),
    ).toEqual([]);
  });
});
