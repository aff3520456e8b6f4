/**
 * The lines the table shows for a unit and an officer, one state at a time:
 * Impetuous and Broken (Impetuous & broken), what a unit did this turn
 * (Fatigue), each temperament's behaviour (Battlefield behaviour), an officer
 * fled, and the A class loss he tests for every turn (Officer morale test).
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { defaultReadings } from '../../readings.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import { describeOfficer, describeUnit } from './describe.ts';
import type { MtmGame } from './state.ts';

const run = (...actions: GameAction[]): MtmGame =>
  actions.reduce((g, a) => {
    const next: Result<MtmGame> = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, testGame());
const bows = { side: 'a', unit: 'u2' } as const;
const percy = { side: 'a', officer: 'o1' } as const;
const lines = (result: Result<{ text: string; rule: string }[]>) => (result.ok ? result.value : []);

describe('a unit’s morale state and what it obliges (Impetuous & broken)', () => {
  it('Impetuous: it charges whatever the situation', () => {
    const game = run({ type: 'morale', ...bows, morale: 'impetuous' });
    expect(lines(describeUnit(game, bows))[2]).toEqual({
      text: 'Impetuous: charges whatever the situation (foot charge mounted only when an Enraged officer leads them), and disperses chasing a routing enemy that breaks up',
      rule: 'impetuous-and-broken',
    });
  });

  it('Broken: it flees from the nearest enemy', () => {
    const game = run({ type: 'morale', ...bows, morale: 'broken' });
    expect(lines(describeUnit(game, bows))[2]).toEqual({
      text: 'Broken: flees straight away from the nearest enemy towards cover or its own baseline, bursting through friends in its way if pursued',
      rule: 'impetuous-and-broken',
    });
  });

  it('Erratic: a failed Control test turns it Impetuous or Broken', () => {
    const game = run({ type: 'morale', ...bows, morale: 'erratic' });
    expect(lines(describeUnit(game, bows))[2]).toEqual({
      text: 'Erratic: if it fails a Control test it turns Impetuous or Broken',
      rule: 'unit-endurance',
    });
  });

  it('a unit taken off the table is lost, not counted by its elements', () => {
    const game = run({ type: 'remove-unit', ...bows });
    expect(describeUnit(game, bows)).toEqual({
      ok: true,
      value: [{ text: 'Lost: taken off the table', rule: 'impetuous-and-broken' }],
    });
  });

  it('one hit carried, in the singular', () => {
    const game = run({ type: 'take-hits', ...bows, hits: 1 });
    expect(lines(describeUnit(game, bows))[1]?.text).toBe('1 hit carried; safe up to 3');
  });
});

describe('what a unit did this turn (Fatigue)', () => {
  it('impacts, melees and Control tests counted', () => {
    const game = run(
      { type: 'exertion', ...bows, exertion: 'impact' },
      { type: 'exertion', ...bows, exertion: 'melee' },
      { type: 'exertion', ...bows, exertion: 'melee' },
      { type: 'exertion', ...bows, exertion: 'test' },
    );
    expect(lines(describeUnit(game, bows)).at(-1)).toEqual({
      text: 'This turn: 1 impact combat, 2 melees, 1 Control test',
      rule: 'fatigue',
    });
  });
});

describe('an officer’s temperament and what it makes him do (Battlefield behaviour)', () => {
  const first = (game: MtmGame, ref = percy) => lines(describeOfficer(game, ref))[0];

  it.each([
    ['bold', 'Bold: presses forward unless held by orders or holding the better ground'],
    ['rash', 'Rash: presses forward unless held by orders and holding the better ground'],
    ['cautious', 'Cautious: advances only when ordered, and falls back to better ground if he can'],
    ['enraged', 'Enraged: orders every unit forward to attack, leading one in person'],
    [
      'shaken',
      'Shaken: withdraws, leading his men off at the double; if a unit is routed or destroyed on the way he flees',
    ],
  ] as const)('%s', (temperament, text) => {
    const game =
      temperament === 'bold' ? testGame() : run({ type: 'temperament', ...percy, temperament });
    expect(first(game)).toEqual({ text, rule: 'battlefield-behaviour' });
  });

  it('his count against his Command', () => {
    const game = run({ type: 'officer-count', ...percy, lost: 2 });
    expect(lines(describeOfficer(game, percy))[1]).toEqual({
      text: 'Lost units counted: 2; past his Command 3, a failed test snaps him',
      rule: 'officer-morale-test',
    });
  });

  it('fled: he issues no more orders', () => {
    const game = run({ type: 'officer-status', ...percy, status: 'fled' });
    expect(describeOfficer(game, percy)).toEqual({
      ok: true,
      value: [{ text: 'Fled the field: he issues no more orders', rule: 'battlefield-behaviour' }],
    });
  });

  it('betrayed: he rides for the nearest friendly officer, his temperament still shown', () => {
    const game = run({ type: 'officer-status', ...percy, status: 'betrayed' });
    expect(lines(describeOfficer(game, percy)).map((l) => l.text)).toEqual([
      'Feels betrayed: abandons his troops and rides at charge speed for the nearest friendly officer',
      'Bold: presses forward unless held by orders or holding the better ground',
      'Lost units counted: 0; past his Command 3, a failed test snaps him',
    ]);
  });
});

describe('Officer morale test: an A class unit lost, a test every turn (routed-unit)', () => {
  const knights = { side: 'a', unit: 'u1' } as const;

  it('his A class knights Broken count as routed, read here', () => {
    const game = run({ type: 'morale', ...knights, morale: 'broken' });
    expect(lines(describeOfficer(game, percy)).at(-1)).toEqual({
      text: 'Household knights: A class lost, a test every turn once he has seen it',
      rule: 'officer-morale-test',
    });
  });

  it('under leaves-table only once they leave the table', () => {
    const leaves = { ...defaultReadings, routedUnit: 'leaves-table' } as const;
    const broken = run({ type: 'morale', ...knights, morale: 'broken' });
    expect(lines(describeOfficer(broken, percy, leaves))).toHaveLength(2);
    const gone = run({ type: 'remove-unit', ...knights });
    expect(lines(describeOfficer(gone, percy, leaves))).toHaveLength(3);
  });

  it('a class B or C unit lost is no such loss; an Enraged officer tests for none', () => {
    const bowsLost = run({ type: 'remove-unit', ...bows });
    expect(lines(describeOfficer(bowsLost, percy))).toHaveLength(2);
    const enraged = run(
      { type: 'remove-unit', ...knights },
      { type: 'temperament', ...percy, temperament: 'enraged' },
    );
    expect(lines(describeOfficer(enraged, percy))).toHaveLength(2);
  });

  it('another officer’s A class unit lost is not his', () => {
    const ralph = { side: 'a', officer: 'o2' } as const;
    const game = run({ type: 'remove-unit', ...knights });
    expect(lines(describeOfficer(game, ralph))).toHaveLength(2);
  });
});
