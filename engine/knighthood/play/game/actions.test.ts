import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, longestLog, type GameAction } from './actions.ts';
import type { KnightGame } from './state.ts';

const valueOf = (result: Result<KnightGame>): KnightGame => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;
const knights = { side: 'b', unit: 'u2' } as const;

describe('game actions', () => {
  it('steps through the turn sequence and logs each phase (2.00)', () => {
    const game = run(testGame(), { type: 'next-phase' }, { type: 'next-phase' });
    expect(game).toMatchObject({ turn: 1, moving: 'a', phase: 'combat' });
    expect(game.log.at(-1)).toMatchObject({ text: 'Turn 1, side a: 3. Combat', rules: ['2.00'] });
    expect(applyAction(testGame(), { type: 'previous-phase' })).toMatchObject({
      ok: false,
      error: { rule: '2.00' },
    });
    expect(run(game, { type: 'previous-phase' }).phase).toBe('movement');
  });

  it('marks casualties up to the last figure, naming the unit and the rule (4.01, 5.40)', () => {
    const game = run(testGame(), { type: 'casualties', ...bows, figures: 4, by: 'missile' });
    expect(game.sides.a.units.u1?.casualties).toBe(4);
    expect(game.log.at(-1)).toMatchObject({
      text: 'Longbowmen loses 4 figures; 8 of 12 figures left, 3 MMS',
      rules: ['4.01'],
      turn: 1,
      moving: 'a',
      phase: 'opening-fire',
    });
    const last = run(game, { type: 'casualties', ...bows, figures: 8 });
    expect(last.log.at(-1)).toMatchObject({
      text: 'Longbowmen loses 8 figures; its last figure: destroyed',
      rules: ['5.40'],
    });
    expect(applyAction(game, { type: 'casualties', ...bows, figures: 9 })).toMatchObject({
      ok: false,
      error: {
        field: 'figures',
        rule: '5.40',
        message: 'Longbowmen has 8 figures left: it loses 1 to 8, not 9',
      },
    });
    expect(applyAction(game, { type: 'casualties', ...bows, figures: 0 })).toMatchObject({
      ok: false,
    });
    expect(applyAction(game, { type: 'casualties', ...bows, figures: 1.5 })).toMatchObject({
      ok: false,
    });
    expect(applyAction(last, { type: 'casualties', ...bows, figures: 1 })).toMatchObject({
      ok: false,
      error: { field: 'unit', rule: '6.00', message: 'Longbowmen is out of play' },
    });
  });

  it('throws a unit into disorder once, and reorders only a disordered unit (5.40, 2.00)', () => {
    const game = run(testGame(), { type: 'disorder', ...knights });
    expect(game.sides.b.units.u2?.disordered).toBe(true);
    expect(applyAction(game, { type: 'disorder', ...knights })).toMatchObject({
      ok: false,
      error: { field: 'unit', rule: '5.40', message: 'Knights is already in disorder' },
    });
    expect(run(game, { type: 'reorder', ...knights }).sides.b.units.u2?.disordered).toBe(false);
    expect(applyAction(testGame(), { type: 'reorder', ...knights })).toMatchObject({
      ok: false,
      error: { rule: '2.00' },
    });
  });

  it('records a T17B result with what it obliges; Destroyed takes the unit out of play (6.00)', () => {
    const broken = run(testGame(), { type: 'morale', ...knights, result: 'B' });
    expect(broken.sides.b.units.u2?.morale).toEqual({ result: 'B', turn: 1 });
    expect(broken.log.at(-1)?.text).toMatch(/^Knights: Break\. Falls back 2CI/);
    expect(broken.log.at(-1)?.rules).toEqual(['6.00', 'T17B']);
    expect(run(broken, { type: 'morale', ...knights, result: 'C' }).log.at(-1)?.text).toMatch(
      /^Knights: Carry on, rallied\./,
    );
    const gone = run(broken, { type: 'morale', ...knights, result: 'D' });
    expect(applyAction(gone, { type: 'disorder', ...knights })).toMatchObject({
      ok: false,
      error: { rule: '6.00' },
    });
    expect(
      applyAction(testGame(), { type: 'morale', ...knights, result: 'X' as 'A' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'result', rule: 'T17B' },
    });
  });

  it('spends ammunition down to the last chit and refuses more (4.80)', () => {
    const game = run(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 3 });
    expect(game.sides.a.units.u1?.ammunition).toEqual([2]);
    const empty = run(game, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 2 });
    expect(empty.sides.a.units.u1?.ammunition).toEqual([0]);
    expect(empty.log.at(-1)?.text).toMatch(/out of ammunition/);
    expect(
      applyAction(game, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 3 }),
    ).toMatchObject({
      ok: false,
      error: { field: 'chits', rule: '4.80', message: 'Longbowmen has 2 chits left, not 3' },
    });
    expect(
      applyAction(game, { type: 'spend-ammunition', ...bows, weapon: 1, chits: 1 }),
    ).toMatchObject({
      ok: false,
      error: { field: 'weapon', rule: '4.80' },
    });
    expect(
      applyAction(game, { type: 'spend-ammunition', ...knights, weapon: 0, chits: 1 }),
    ).toMatchObject({ ok: false });
    expect(
      applyAction(game, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 0 }),
    ).toMatchObject({ ok: false });
  });

  it('wounds, captures and frees leaders; a dead leader takes no more (7.00, T20, 7.10)', () => {
    const salisbury = { side: 'a', leader: 'l1' } as const;
    const attached = run(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u1' });
    expect(attached.sides.a.leaders.l1?.attachedTo).toBe('u1');
    const wounded = run(attached, {
      type: 'leader-hit',
      ...salisbury,
      result: 'severe-wound',
      captured: false,
    });
    expect(wounded.sides.a.leaders.l1).toMatchObject({
      condition: 'severe-wound',
      attachedTo: 'u1',
    });
    // Two severe wounds make a mortal one (7.00).
    const twice = run(wounded, {
      type: 'leader-hit',
      ...salisbury,
      result: 'severe-wound',
      captured: false,
    });
    expect(twice.sides.a.leaders.l1?.condition).toBe('mortal-wound');
    expect(twice.log.at(-1)).toMatchObject({
      text: 'Earl of Salisbury: severe wound, now mortal wound',
      rules: ['T20'],
    });
    const taken = run(wounded, {
      type: 'leader-hit',
      ...salisbury,
      result: 'unharmed',
      captured: true,
    });
    expect(taken.sides.a.leaders.l1).toMatchObject({ captured: true, attachedTo: null });
    expect(applyAction(taken, { type: 'attach-leader', ...salisbury, unit: 'u1' })).toMatchObject({
      ok: false,
      error: { rule: '7.10' },
    });
    expect(run(taken, { type: 'leader-freed', ...salisbury }).sides.a.leaders.l1?.captured).toBe(
      false,
    );
    expect(applyAction(wounded, { type: 'leader-freed', ...salisbury })).toMatchObject({
      ok: false,
      error: { rule: '7.10' },
    });
    const dead = run(twice, {
      type: 'leader-hit',
      ...salisbury,
      result: 'severe-wound',
      captured: false,
    });
    expect(dead.sides.a.leaders.l1?.condition).toBe('killed');
    // A unit destroyed leaves its leader alone (7.00).
    const bowsGone = run(attached, { type: 'casualties', ...bows, figures: 12 });
    expect(bowsGone.sides.a.leaders.l1?.attachedTo).toBeNull();
    const routed = run(attached, { type: 'morale', ...bows, result: 'D' });
    expect(routed.sides.a.leaders.l1?.attachedTo).toBeNull();
    expect(
      run(attached, { type: 'morale', ...bows, result: 'R' }).sides.a.leaders.l1?.attachedTo,
    ).toBe('u1');
    expect(
      applyAction(dead, {
        type: 'leader-hit',
        ...salisbury,
        result: 'severe-wound',
        captured: false,
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'leader', rule: '7.00', message: 'Earl of Salisbury is dead' },
    });
    expect(
      applyAction(testGame(), {
        type: 'leader-hit',
        side: 'a',
        leader: 'l9',
        result: 'killed',
        captured: false,
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'leader' },
    });
    expect(
      applyAction(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u9' }),
    ).toMatchObject({ ok: false });
  });

  it('takes and retakes a banner once each (7.20)', () => {
    const taken = run(testGame(), { type: 'banner-captured', side: 'b', banner: 'b1' });
    expect(taken.sides.b.banners.b1).toBe('captured');
    expect(applyAction(taken, { type: 'banner-captured', side: 'b', banner: 'b1' })).toMatchObject({
      ok: false,
      error: { rule: '7.20' },
    });
    expect(
      run(taken, { type: 'banner-recaptured', side: 'b', banner: 'b1' }).sides.b.banners.b1,
    ).toBe('held');
    expect(
      applyAction(testGame(), { type: 'banner-recaptured', side: 'b', banner: 'b2' }),
    ).toMatchObject({ ok: false });
  });

  it('records honor events as T21 reads them, and refuses troop losses before the end (8.02)', () => {
    const game = run(testGame(), {
      type: 'honor',
      side: 'a',
      event: { kind: 'initial', id: 'count-or-earl' },
    });
    expect(game.sides.a.honor).toEqual([{ kind: 'initial', id: 'count-or-earl' }]);
    expect(game.log.at(-1)?.text).toBe('English: Count or Earl, +50 honor');
    expect(
      applyAction(game, { type: 'honor', side: 'a', event: { kind: 'losses', percentLost: 10 } }),
    ).toMatchObject({
      ok: false,
      error: { field: 'event.kind', rule: '8.02' },
    });
    expect(
      applyAction(game, {
        type: 'honor',
        side: 'a',
        event: { kind: 'award', id: 'chivalry', by: 'close-combat', count: 0 },
      }),
    ).toMatchObject({ ok: false, error: { field: 'event.count', rule: 'T21' } });
  });

  it('keeps the latest lines of a long log, so a saved game always reads back', () => {
    const notes = Array.from({ length: longestLog + 1 }, (_, i) => ({
      type: 'note' as const,
      text: `Note ${i}`,
      rules: [],
    }));
    const game = run(testGame(), ...notes);
    expect(game.log).toHaveLength(longestLog);
    expect(game.log[0]?.text).toBe('Note 1');
  });

  it('marks chivalry, writes notes and refuses unknown actions', () => {
    expect(
      run(testGame(), { type: 'mark-chivalry', side: 'a', unit: 'u2', chivalry: true }).sides.a
        .units.u2?.chivalry,
    ).toBe(true);
    expect(run(testGame(), { type: 'note', text: 'Rain', rules: [] }).log.at(-1)?.text).toBe(
      'Rain',
    );
    expect(applyAction(testGame(), { type: 'note', text: '', rules: [] })).toMatchObject({
      ok: false,
      error: { field: 'text' },
    });
    expect(applyAction(testGame(), { type: 'fly' } as unknown as GameAction)).toMatchObject({
      ok: false,
      error: { field: 'type' },
    });
    expect(
      applyAction(testGame(), { type: 'disorder', side: 'c' as 'a', unit: 'u1' }),
    ).toMatchObject({ ok: false, error: { field: 'unit.side' } });
  });
});
