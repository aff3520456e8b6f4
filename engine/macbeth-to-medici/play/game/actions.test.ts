import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, longestLog, type GameAction } from './actions.ts';
import { lastStep } from './phases.ts';
import type { MtmGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: MtmGame, ...actions: GameAction[]): MtmGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const knights = { side: 'a', unit: 'u1' } as const;
const bows = { side: 'a', unit: 'u2' } as const;
const percy = { side: 'a', officer: 'o1' } as const;

describe('actions on a unit', () => {
  it('Unit endurance: hits pile up, and a Steady unit past its Experience Bonus turns Erratic', () => {
    // Veteran: safe up to 4 hits.
    const four = run(testGame(), { type: 'take-hits', ...knights, hits: 4 });
    expect(four.sides.a.units.u1).toMatchObject({ hits: 4, morale: 'steady' });
    const five = run(four, { type: 'take-hits', ...knights, hits: 1, by: 'archery' });
    expect(five.sides.a.units.u1).toMatchObject({ hits: 5, morale: 'erratic' });
    expect(five.log.at(-1)).toMatchObject({
      text: 'Household knights takes 1 hit: 5 carried, over its safe 4: Erratic',
      rules: ['archery', 'unit-endurance'],
    });
    // An Impetuous or Broken unit stays as it is, whatever its hits.
    const broken = run(
      testGame(),
      { type: 'morale', ...knights, morale: 'broken' },
      { type: 'take-hits', ...knights, hits: 9 },
    );
    expect(broken.sides.a.units.u1?.morale).toBe('broken');
    expect(applyAction(testGame(), { type: 'take-hits', ...knights, hits: 0 })).toMatchObject({
      ok: false,
      error: { field: 'hits', rule: 'unit-endurance' },
    });
  });

  it('Rallying and Reorganisation take off at most the hits carried', () => {
    const two = run(testGame(), { type: 'take-hits', ...bows, hits: 2 });
    expect(
      run(two, { type: 'remove-hits', ...bows, hits: 2, by: 'rallying' }).sides.a.units.u2?.hits,
    ).toBe(0);
    expect(
      applyAction(two, { type: 'remove-hits', ...bows, hits: 3, by: 'reorganisation' }),
    ).toMatchObject({
      ok: false,
      error: {
        field: 'hits',
        rule: 'reorganisation',
        message: 'Longbowmen carries 2 hits: 1 to 2 come off, not 3',
      },
    });
  });

  it('elements go down to the last, which loses the unit and frees the officer leading it', () => {
    const led = run(testGame(), { type: 'lead', ...percy, unit: 'u1' });
    const three = run(led, { type: 'lose-elements', ...knights, elements: 3, by: 'melee-combat' });
    expect(three.sides.a.units.u1?.elements).toBe(1);
    expect(three.sides.a.officers.o1?.leading).toBe('u1');
    expect(applyAction(three, { type: 'lose-elements', ...knights, elements: 2 })).toMatchObject({
      ok: false,
      error: {
        field: 'elements',
        message: 'Household knights has 1 elements left: it loses 1 to 1, not 2',
      },
    });
    const last = run(three, { type: 'lose-elements', ...knights, elements: 1, by: 'archery' });
    expect(last.sides.a.units.u1?.elements).toBe(0);
    expect(last.sides.a.officers.o1?.leading).toBeNull();
    expect(last.log.at(-1)?.text).toBe('Household knights loses 1 element; its last: lost');
    // A lost unit takes no more actions.
    expect(applyAction(last, { type: 'take-hits', ...knights, hits: 1 })).toMatchObject({
      ok: false,
      error: { field: 'unit', rule: 'impetuous-and-broken', message: 'Household knights is lost' },
    });
  });

  it('unformed and reformed, never twice over', () => {
    const unformed = run(testGame(), { type: 'unform', ...bows, by: 'impact-combat' });
    expect(unformed.sides.a.units.u2?.unformed).toBe(true);
    expect(applyAction(unformed, { type: 'unform', ...bows })).toMatchObject({
      ok: false,
      error: { field: 'unit' },
    });
    expect(run(unformed, { type: 'reform', ...bows }).log.at(-1)).toMatchObject({
      text: 'Longbowmen reforms',
      rules: ['manoeuvring-and-changing-formation'],
    });
    expect(applyAction(testGame(), { type: 'reform', ...bows })).toMatchObject({ ok: false });
  });

  it('morale states and removal from the table', () => {
    const impetuous = run(testGame(), {
      type: 'morale',
      ...bows,
      morale: 'impetuous',
      by: 'impetuous-and-broken',
    });
    expect(impetuous.log.at(-1)?.text).toBe('Longbowmen: Steady to Impetuous');
    expect(applyAction(impetuous, { type: 'morale', ...bows, morale: 'impetuous' })).toMatchObject({
      ok: false,
    });
    expect(
      applyAction(impetuous, { type: 'morale', ...bows, morale: 'routed' as 'broken' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'morale' },
    });
    const gone = run(impetuous, {
      type: 'remove-unit',
      ...bows,
      by: 'evading-and-feigned-retreat',
    });
    expect(gone.sides.a.units.u2?.removed).toBe(true);
    expect(applyAction(gone, { type: 'remove-unit', ...bows })).toMatchObject({ ok: false });
  });

  it('keeps what a unit did this turn, and a new game turn clears it (Rallying, Fatigue)', () => {
    const busy = run(
      testGame(),
      { type: 'activity', ...knights, activity: 'faster' },
      { type: 'exertion', ...knights, exertion: 'fired' },
      { type: 'exertion', ...knights, exertion: 'impact' },
      { type: 'exertion', ...knights, exertion: 'melee' },
      { type: 'exertion', ...knights, exertion: 'melee' },
      { type: 'exertion', ...knights, exertion: 'test' },
    );
    expect(busy.sides.a.units.u1?.tally).toEqual({
      activity: 'faster',
      fired: true,
      impacts: 1,
      melees: 2,
      tests: 1,
    });
    const sameTurn = run(busy, { type: 'next-step' });
    expect(sameTurn.sides.a.units.u1?.tally.melees).toBe(2);
    const nextTurn = run({ ...busy, step: lastStep }, { type: 'next-step' });
    expect(nextTurn).toMatchObject({ turn: 2, step: 0 });
    expect(nextTurn.sides.a.units.u1?.tally).toEqual(testGame().sides.a.units.u1?.tally);
    expect(
      applyAction(busy, { type: 'exertion', ...knights, exertion: 'nap' as 'fired' }),
    ).toMatchObject({ ok: false });
  });
});

describe('actions on an officer', () => {
  it('leads a unit of his own side in play, and leaves it', () => {
    const led = run(testGame(), { type: 'lead', ...percy, unit: 'u2' });
    expect(led.log.at(-1)).toMatchObject({
      text: 'Earl Percy leads Longbowmen in person',
      rules: ['leadership-and-command'],
    });
    expect(applyAction(led, { type: 'lead', ...percy, unit: 'u9' })).toMatchObject({
      ok: false,
      error: { field: 'unit' },
    });
    expect(
      run(led, { type: 'lead', ...percy, unit: null }).sides.a.officers.o1?.leading,
    ).toBeNull();
  });

  it('changes temperament, keeps his count, meets his fate; a dead officer does nothing more', () => {
    const enraged = run(testGame(), {
      type: 'temperament',
      ...percy,
      temperament: 'enraged',
      by: 'officer-morale-test',
    });
    expect(enraged.log.at(-1)?.text).toBe('Earl Percy: bold to enraged');
    expect(
      applyAction(enraged, { type: 'temperament', ...percy, temperament: 'enraged' }),
    ).toMatchObject({ ok: false });
    const counted = run(enraged, { type: 'officer-count', ...percy, lost: 3 });
    expect(counted.sides.a.officers.o1?.lost).toBe(3);
    expect(applyAction(counted, { type: 'officer-count', ...percy, lost: -1 })).toMatchObject({
      ok: false,
      error: { field: 'lost' },
    });
    const led = run(counted, { type: 'lead', ...percy, unit: 'u1' });
    const fled = run(led, { type: 'officer-status', ...percy, status: 'fled' });
    expect(fled.sides.a.officers.o1).toMatchObject({ status: 'fled', leading: null });
    expect(applyAction(fled, { type: 'lead', ...percy, unit: 'u1' })).toMatchObject({
      ok: false,
      error: { field: 'officer' },
    });
    const dead = run(fled, { type: 'officer-status', ...percy, status: 'killed', by: 'gunnes' });
    expect(
      applyAction(dead, { type: 'officer-status', ...percy, status: 'commanding' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'officer', rule: 'officers', message: 'Earl Percy is dead' },
    });
  });
});

describe('the game as a whole', () => {
  it('walks the steps, logging each, and refuses a step before the first', () => {
    const next = run(testGame(), { type: 'next-step' });
    expect(next.log).toEqual([
      {
        turn: 1,
        step: 1,
        text: 'Turn 1: 2. Say which officers lead a unit in person',
        rules: ['turn-sequence'],
      },
    ]);
    expect(applyAction(testGame(), { type: 'previous-step' })).toMatchObject({
      ok: false,
      error: { field: 'step' },
    });
  });

  it('keeps notes within bounds, refuses unknown actions and sections, never changes the game given', () => {
    const game = testGame();
    const frozen = structuredClone(game);
    run(
      game,
      { type: 'take-hits', ...knights, hits: 2 },
      { type: 'note', text: 'Rain', rules: ['movement'] },
    );
    expect(game).toEqual(frozen);
    expect(applyAction(game, { type: 'note', text: '', rules: [] })).toMatchObject({
      ok: false,
      error: { field: 'text' },
    });
    expect(applyAction(game, { type: 'dance' } as unknown as GameAction)).toMatchObject({
      ok: false,
      error: { field: 'type' },
    });
    expect(
      applyAction(game, { type: 'take-hits', ...knights, hits: 1, by: 'tea' as 'fatigue' }),
    ).toMatchObject({
      ok: false,
      error: { field: 'by' },
    });
  });

  it('keeps the newest lines of a long log', () => {
    let game = testGame();
    game = {
      ...game,
      log: Array.from({ length: longestLog }, () => ({ turn: 1, step: 0, text: 'x', rules: [] })),
    };
    const next = run(game, { type: 'next-step' });
    expect(next.log).toHaveLength(longestLog);
    expect(next.log.at(-1)?.text).toContain('Turn 1');
  });
});
