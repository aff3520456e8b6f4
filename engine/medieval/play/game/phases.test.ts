import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignPlayers,
  checkTurnPhase,
  describePhase,
  gamePhases,
  lastPhase,
  nextPhase,
  previousPhase,
} from './phases.ts';

const stirling = { first: 11, last: 30 };

describe('the nine phases (2.1)', () => {
  it('lists nine phases: A acts in 1–4, B in 5–8, both fix MORALE in 9', () => {
    expect(gamePhases.map((p) => p.actor).join('')).toBe('AAAABBBBboth');
    expect(gamePhases.map((p) => p.phase)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lastPhase).toBe(9);
    expect(describePhase(9)).toMatchObject({ ok: true, value: { rule: '6.1.9', actor: 'both' } });
    expect(describePhase(5)).toMatchObject({ ok: true, value: { name: 'B moves cavalry' } });
  });

  it('gives the other player a reply only in the movement phases', () => {
    const replies = gamePhases.filter((p) => p.reply).map((p) => p.phase);
    expect(replies).toEqual([1, 3, 5, 7]);
  });

  it.each([0, 10, 2.5, NaN])('refuses phase %s', (phase) => {
    expect(describePhase(phase)).toMatchObject({
      ok: false,
      error: { field: 'phase', rule: '2.1' },
    });
  });
});

describe('stepping through turns', () => {
  it('goes on within a turn and from phase 9 to phase 1 of the next turn', () => {
    expect(nextPhase({ turn: 11, phase: 8 }, stirling)).toEqual({
      ok: true,
      value: { turn: 11, phase: 9 },
    });
    expect(nextPhase({ turn: 11, phase: 9 }, stirling)).toEqual({
      ok: true,
      value: { turn: 12, phase: 1 },
    });
    expect(nextPhase({ turn: 30, phase: 8 }, stirling)).toEqual({
      ok: true,
      value: { turn: 30, phase: 9 },
    });
  });

  it('stops after the last turn, and runs on when the scenario prints none', () => {
    expect(nextPhase({ turn: 30, phase: 9 }, stirling)).toMatchObject({
      ok: false,
      error: { field: 'turn' },
    });
    expect(nextPhase({ turn: 99, phase: 9 }, { first: 1 })).toEqual({
      ok: true,
      value: { turn: 100, phase: 1 },
    });
  });

  it('goes back within a turn and from phase 1 to phase 9 of the turn before, not before the first', () => {
    expect(previousPhase({ turn: 12, phase: 1 }, stirling)).toEqual({
      ok: true,
      value: { turn: 11, phase: 9 },
    });
    expect(previousPhase({ turn: 11, phase: 2 }, stirling)).toEqual({
      ok: true,
      value: { turn: 11, phase: 1 },
    });
    expect(previousPhase({ turn: 11, phase: 1 }, stirling)).toMatchObject({
      ok: false,
      error: { field: 'turn', rule: '2.0' },
    });
  });

  it('refuses a turn outside the scenario', () => {
    expect(checkTurnPhase({ turn: 10, phase: 1 }, stirling)).toMatchObject({
      ok: false,
      error: { field: 'turn' },
    });
    expect(checkTurnPhase({ turn: 31, phase: 1 }, stirling)).toMatchObject({
      ok: false,
      error: { field: 'turn' },
    });
    expect(checkTurnPhase({ turn: 11.5, phase: 1 }, stirling)).toMatchObject({ ok: false });
    expect(checkTurnPhase({ turn: 30, phase: 9 }, stirling).ok).toBe(true);
    expect(nextPhase({ turn: 10, phase: 9 }, stirling).ok).toBe(false);
    expect(previousPhase({ turn: 11, phase: 10 }, stirling).ok).toBe(false);
  });

  it('previous undoes next everywhere in a scenario', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 11, max: 30 }),
        fc.integer({ min: 1, max: 9 }),
        (turn, phase) => {
          const next = nextPhase({ turn, phase }, stirling);
          if (!next.ok) return turn === 30 && phase === 9;
          const back = previousPhase(next.value, stirling);
          return back.ok && back.value.turn === turn && back.value.phase === phase;
        },
      ),
    );
  });
});

describe('player A holds the initiative (2.1)', () => {
  it('makes the initiative side player A, whichever the scenario lists first', () => {
    expect(assignPlayers(['Scots', 'English'], 'Scots')).toEqual({
      ok: true,
      value: { a: 'Scots', b: 'English' },
    });
    expect(assignPlayers(['Scots', 'English'], 'English')).toEqual({
      ok: true,
      value: { a: 'English', b: 'Scots' },
    });
  });

  it('refuses an initiative that names no side, and a game of other than two sides', () => {
    expect(assignPlayers(['Scots', 'English'], 'Welsh')).toMatchObject({
      ok: false,
      error: { field: 'initiative' },
    });
    expect(assignPlayers(['Scots'], 'Scots')).toMatchObject({
      ok: false,
      error: { field: 'sides' },
    });
    expect(assignPlayers(['A', 'B', 'C'], 'A').ok).toBe(false);
  });
});

describe('what the player reads', () => {
  it('names each phase, who acts, the reply and the rule', () => {
    const line = (p: (typeof gamePhases)[number]) =>
      `${p.phase} ${p.actor} ${p.name}${p.reply ? ` (${p.reply})` : ''} [${p.rule}]`;
    expect(gamePhases.map(line)).toEqual([
      '1 A A moves cavalry (B may fire and countercharge) [2.1]',
      '2 A A attacks with cavalry [2.1]',
      '3 A A moves infantry (B may fire) [2.1]',
      '4 A A attacks with infantry [2.1]',
      '5 B B moves cavalry (A may fire and countercharge) [2.1]',
      '6 B B attacks with cavalry [2.1]',
      '7 B B moves infantry (A may fire) [2.1]',
      '8 B B attacks with infantry [2.1]',
      '9 both MORALE is fixed [6.1.9]',
    ]);
  });

  it('explains each refusal with its numbers', () => {
    const error = (field: string, rule: string, message: string) => ({
      ok: false,
      error: { field, rule, message },
    });
    expect(describePhase(10)).toEqual(error('phase', '2.1', 'a turn has phases 1 to 9, not 10'));
    expect(checkTurnPhase({ turn: 10, phase: 1 }, stirling)).toEqual(
      error('turn', '2.0', 'the scenario starts on turn 11, not 10'),
    );
    expect(checkTurnPhase({ turn: 31, phase: 1 }, stirling)).toEqual(
      error('turn', '2.0', 'the scenario ends with turn 30, not 31'),
    );
    expect(checkTurnPhase({ turn: 500, phase: 1 }, { first: 1 })).toEqual({
      ok: true,
      value: { turn: 500, phase: 1 },
    });
    expect(nextPhase({ turn: 30, phase: 9 }, stirling)).toEqual(
      error('turn', '2.0', "turn 30 is the scenario's last: the game is over"),
    );
    expect(previousPhase({ turn: 11, phase: 1 }, stirling)).toEqual(
      error('turn', '2.0', "turn 11 is the scenario's first: nothing comes before it"),
    );
    expect(assignPlayers(['Scots'], 'Scots')).toEqual(
      error('sides', '2.1', 'a game has two sides, not 1'),
    );
    expect(assignPlayers(['Scots', 'English'], 'Welsh')).toEqual(
      error('initiative', '2.1', '"Welsh" is not a side here (Scots, English)'),
    );
  });
});
