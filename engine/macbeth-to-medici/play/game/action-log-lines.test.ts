/**
 * The log line each action on a unit or an officer writes, with the sections
 * it cites, and the refusals naming field and section, for the cases the
 * play-along shows and the broader action tests leave unasserted.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { testGame } from '../play.fixtures.ts';
import { applyAction, type GameAction } from './actions.ts';
import type { MtmGame } from './state.ts';

const run = (game: MtmGame, ...actions: GameAction[]): MtmGame =>
  actions.reduce((g, a) => {
    const next: Result<MtmGame> = applyAction(g, a);
    if (!next.ok) throw new Error(next.error.message);
    return next.value;
  }, game);
const logged = (...actions: GameAction[]) => run(testGame(), ...actions).log.at(-1);
const refused = (game: MtmGame, action: GameAction) => {
  const result = applyAction(game, action);
  return result.ok ? null : result.error;
};
const knights = { side: 'a', unit: 'u1' } as const;
const bows = { side: 'a', unit: 'u2' } as const;
const percy = { side: 'a', officer: 'o1' } as const;

describe('a unit’s log lines', () => {
  it('Unit endurance: hits within the safe limit, no turn to Erratic', () => {
    expect(logged({ type: 'take-hits', ...knights, hits: 2 })).toMatchObject({
      text: 'Household knights takes 2 hits: 2 carried',
      rules: ['unit-endurance'],
    });
  });

  it('Unit endurance: more hits than one action moves are refused', () => {
    expect(refused(testGame(), { type: 'take-hits', ...knights, hits: 100 })).toEqual({
      field: 'hits',
      rule: 'unit-endurance',
      message: 'a unit takes 1 to 99 hits, not 100',
    });
  });

  it('Rallying: hits taken off, one and several', () => {
    const three = run(testGame(), { type: 'take-hits', ...bows, hits: 3 });
    expect(
      run(three, { type: 'remove-hits', ...bows, hits: 1, by: 'rallying' }).log.at(-1),
    ).toMatchObject({
      text: 'Longbowmen has 1 hit taken off: 2 carried',
      rules: ['rallying'],
    });
    expect(refused(three, { type: 'remove-hits', ...bows, hits: 0, by: 'rallying' })).toMatchObject(
      {
        field: 'hits',
        rule: 'rallying',
      },
    );
  });

  it('Unit organisation: elements lost with those left', () => {
    expect(logged({ type: 'lose-elements', ...bows, elements: 2 })).toMatchObject({
      text: 'Longbowmen loses 2 elements; 4 of 6 left',
      rules: ['unit-organisation'],
    });
    expect(refused(testGame(), { type: 'lose-elements', ...bows, elements: 0 })).toMatchObject({
      field: 'elements',
      rule: 'unit-organisation',
    });
  });

  it('Control test: unformed, and refused a second time', () => {
    const unformed = run(testGame(), { type: 'unform', ...bows });
    expect(unformed.log.at(-1)).toMatchObject({
      text: 'Longbowmen is unformed',
      rules: ['control-test'],
    });
    expect(refused(unformed, { type: 'unform', ...bows })).toEqual({
      field: 'unit',
      rule: 'control-test',
      message: 'Longbowmen is already unformed',
    });
    expect(refused(testGame(), { type: 'reform', ...bows })).toEqual({
      field: 'unit',
      rule: 'manoeuvring-and-changing-formation',
      message: 'Longbowmen is not unformed',
    });
  });

  it('Unit morale: a state it is already in, or none the book knows, is refused', () => {
    expect(refused(testGame(), { type: 'morale', ...bows, morale: 'steady' })).toEqual({
      field: 'morale',
      rule: 'unit-morale',
      message: 'Longbowmen is already Steady',
    });
    expect(refused(testGame(), { type: 'morale', ...bows, morale: 'routed' as 'broken' })).toEqual({
      field: 'morale',
      rule: 'unit-morale',
      message: 'no morale state "routed"',
    });
    expect(logged({ type: 'morale', ...bows, morale: 'erratic' })).toMatchObject({
      text: 'Longbowmen: Steady to Erratic',
      rules: ['unit-morale'],
    });
  });

  it('Impetuous & broken: taken off the table, counting as lost, its officer freed', () => {
    const led = run(testGame(), { type: 'lead', ...percy, unit: 'u2' });
    const gone = run(led, { type: 'remove-unit', ...bows });
    expect(gone.log.at(-1)).toMatchObject({
      text: 'Longbowmen is taken off the table, counting as lost',
      rules: ['impetuous-and-broken'],
    });
    expect(gone.sides.a.officers.o1?.leading).toBeNull();
  });

  it('what it did this turn: each activity and exertion in words, under its section', () => {
    expect(logged({ type: 'activity', ...bows, activity: 'faster' })).toMatchObject({
      text: 'Longbowmen this turn: charged, doubled or evaded',
      rules: ['fatigue'],
    });
    expect(logged({ type: 'activity', ...bows, activity: 'normal-move' })).toMatchObject({
      text: 'Longbowmen this turn: normal move',
      rules: ['rallying'],
    });
    expect(logged({ type: 'activity', ...bows, activity: 'standing' })?.text).toBe(
      'Longbowmen this turn: standing',
    );
    expect(refused(testGame(), { type: 'activity', ...bows, activity: 'nap' as 'march' })).toEqual({
      field: 'activity',
      rule: 'rallying',
      message: 'no activity "nap"',
    });
    expect(logged({ type: 'exertion', ...bows, exertion: 'fired' })).toMatchObject({
      text: 'Longbowmen fired this turn',
      rules: ['fatigue'],
    });
    expect(logged({ type: 'exertion', ...bows, exertion: 'impact' })?.text).toBe(
      'Longbowmen fought an impact combat this turn',
    );
    expect(logged({ type: 'exertion', ...bows, exertion: 'melee' })?.text).toBe(
      'Longbowmen fought a melee this turn',
    );
    expect(logged({ type: 'exertion', ...bows, exertion: 'test' })).toMatchObject({
      text: 'Longbowmen took a Control test this turn',
      rules: ['rallying'],
    });
    expect(refused(testGame(), { type: 'exertion', ...bows, exertion: 'nap' as 'fired' })).toEqual({
      field: 'exertion',
      rule: 'fatigue',
      message: 'no exertion "nap"',
    });
  });
});

describe('an officer’s log lines', () => {
  it('Leadership & Command: leaves the unit he led; a lost unit cannot be led', () => {
    expect(logged({ type: 'lead', ...percy, unit: null })).toMatchObject({
      text: 'Earl Percy leaves the unit he led',
      rules: ['leadership-and-command'],
    });
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(refused(gone, { type: 'lead', ...percy, unit: 'u2' })).toEqual({
      field: 'unit',
      rule: 'leadership-and-command',
      message: 'Longbowmen is lost',
    });
  });

  it('Officer temperament: a change, and one that is none, refused', () => {
    expect(logged({ type: 'temperament', ...percy, temperament: 'shaken' })).toMatchObject({
      text: 'Earl Percy: bold to shaken',
      rules: ['officer-temperament'],
    });
    expect(refused(testGame(), { type: 'temperament', ...percy, temperament: 'bold' })).toEqual({
      field: 'temperament',
      rule: 'officer-temperament',
      message: 'Earl Percy is already bold',
    });
    expect(
      refused(testGame(), { type: 'temperament', ...percy, temperament: 'calm' as 'bold' }),
    ).toEqual({
      field: 'temperament',
      rule: 'officer-temperament',
      message: 'no temperament "calm"',
    });
  });

  it('Officer morale test: his count, from and to', () => {
    expect(logged({ type: 'officer-count', ...percy, lost: 2 })).toMatchObject({
      text: "Earl Percy's count of lost units: 0 to 2",
      rules: ['officer-morale-test'],
    });
    expect(refused(testGame(), { type: 'officer-count', ...percy, lost: 100 })).toEqual({
      field: 'lost',
      rule: 'officer-morale-test',
      message: 'the count is 0 to 99, not 100',
    });
  });

  it('his fate in words; commanding again keeps the unit he leads', () => {
    expect(logged({ type: 'officer-status', ...percy, status: 'betrayed' })).toMatchObject({
      text: 'Earl Percy feels betrayed and abandons his troops',
      rules: ['officer-morale-test'],
    });
    expect(logged({ type: 'officer-status', ...percy, status: 'fled' })?.text).toBe(
      'Earl Percy flees the field, issuing no more orders',
    );
    expect(logged({ type: 'officer-status', ...percy, status: 'killed' })?.text).toBe(
      'Earl Percy is killed',
    );
    const betrayed = run(
      testGame(),
      { type: 'lead', ...percy, unit: 'u1' },
      { type: 'officer-status', ...percy, status: 'betrayed' },
    );
    expect(betrayed.sides.a.officers.o1?.leading).toBeNull();
    const back = run(betrayed, { type: 'officer-status', ...percy, status: 'commanding' });
    expect(back.log.at(-1)?.text).toBe('Earl Percy commands again');
    expect(refused(testGame(), { type: 'officer-status', ...percy, status: 'commanding' })).toEqual(
      {
        field: 'status',
        rule: 'officer-morale-test',
        message: 'Earl Percy is already commanding',
      },
    );
    expect(
      refused(testGame(), { type: 'officer-status', ...percy, status: 'asleep' as 'fled' }),
    ).toEqual({ field: 'status', rule: 'officers', message: 'no status "asleep"' });
  });
});
