import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../../readings.ts';
import { officerMoraleConsequence } from '../../officers/officer-morale.ts';
import { knownOfficerMorale } from '../game/known-officers.ts';
import { proposeBetrayal, proposeOfficerMorale } from './officers.ts';
import { confirm, run, testGame, valueOf, percy, ralph } from './apply.fixtures.ts';
import { confirmProposal } from './proposal.ts';
import { d6 } from '../../../core/index.ts';
import { resolveBetrayal } from '../../officers/betrayal.ts';

describe('Officer morale test results', () => {
  it('a failure raises the count; a Rash officer rolling up turns Enraged', () => {
    const input = valueOf(knownOfficerMorale(testGame(), ralph, [{ side: 'a', unit: 'u1' }]));
    const outcome = officerMoraleConsequence(input, 'up', defaultReadings);
    const game = confirm(testGame(), proposeOfficerMorale(testGame(), ralph, outcome));
    expect(game.sides.a.officers.o2).toMatchObject({ temperament: 'enraged', lost: 1 });
  });

  it('a snap to Enraged with no other command’s losses lists the betrayal chance', () => {
    const counted = run(testGame(), { type: 'officer-count', ...percy, lost: 4 });
    const input = valueOf(knownOfficerMorale(counted, percy, [{ side: 'a', unit: 'u2' }]));
    const outcome = officerMoraleConsequence(input, 'up', defaultReadings);
    expect(outcome).toMatchObject({ snapped: true, temperament: 'enraged' });
    const proposal = valueOf(proposeOfficerMorale(counted, percy, outcome));
    expect(proposal.changes.at(-1)?.text).toBe(
      '60% chance Earl Percy feels betrayed and rides for the nearest friendly officer',
    );
  });

  it('a Shaken officer breaks and flees; no test changes nothing; a pass leaves him unmoved', () => {
    const fled = confirm(
      testGame(),
      proposeOfficerMorale(testGame(), percy, {
        result: 'breaks',
        temperament: 'shaken',
        lost: 0,
        snapped: false,
      }),
    );
    expect(fled.sides.a.officers.o1?.status).toBe('fled');
    expect(
      proposeOfficerMorale(fled, percy, {
        result: 'pass',
        temperament: 'bold',
        lost: 0,
        snapped: false,
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'officer' },
    });
    const none = valueOf(
      proposeOfficerMorale(testGame(), percy, {
        result: 'no-test',
        temperament: 'bold',
        lost: 0,
        snapped: false,
      }),
    );
    expect(none.changes.map((c) => c.action.type)).toEqual(['note']);
    const pass = valueOf(
      proposeOfficerMorale(testGame(), percy, {
        result: 'pass',
        temperament: 'bold',
        lost: 0,
        snapped: false,
      }),
    );
    expect(pass.changes.map((c) => c.text)).toEqual(['Earl Percy is unmoved']);
  });
});

describe('Betrayal', () => {
  it('kills his rival and turns Shaken; killed by him, the rival turns Shaken; or both die', () => {
    const duel = valueOf(proposeBetrayal(testGame(), ralph, 'kills-rival', 'o1'));
    // Earl Percy is the C-in-C, but Sir Ralph, the only other officer, no longer commands: no test is listed.
    expect(duel.changes.some((c) => c.text.startsWith('The C-in-C'))).toBe(false);
    const won = valueOf(confirmProposal(testGame(), duel));
    expect(won.sides.a.officers.o1?.status).toBe('killed');
    expect(won.sides.a.officers.o2).toMatchObject({ status: 'betrayed', temperament: 'shaken' });
    const lost = confirm(testGame(), proposeBetrayal(testGame(), ralph, 'killed', 'o1'));
    expect(lost.sides.a.officers.o2?.status).toBe('killed');
    expect(lost.sides.a.officers.o1).toMatchObject({ status: 'commanding', temperament: 'shaken' });
    const both = confirm(testGame(), proposeBetrayal(testGame(), ralph, 'both-slain', 'o1'));
    expect([both.sides.a.officers.o1?.status, both.sides.a.officers.o2?.status]).toEqual([
      'killed',
      'killed',
    ]);
  });

  it('an officer already Shaken who wins the duel is not changed again', () => {
    const shaken = run(testGame(), { type: 'temperament', ...ralph, temperament: 'shaken' });
    const proposal = valueOf(proposeBetrayal(shaken, ralph, 'kills-rival', 'o1'));
    expect(proposal.changes.map((c) => c.action.type)).toEqual([
      'officer-status',
      'officer-status',
    ]);
  });

  it('a loyal officer stays; a duel needs a living rival who is someone else', () => {
    expect(valueOf(proposeBetrayal(testGame(), ralph, 'loyal')).changes.map((c) => c.text)).toEqual(
      ['Sir Ralph stays loyal'],
    );
    expect(proposeBetrayal(testGame(), ralph, 'killed')).toMatchObject({
      ok: false,
      error: { field: 'rival' },
    });
    expect(proposeBetrayal(testGame(), ralph, 'killed', 'o2')).toMatchObject({
      ok: false,
      error: { field: 'rival' },
    });
    const dead = run(testGame(), { type: 'officer-status', ...percy, status: 'killed' });
    expect(proposeBetrayal(dead, ralph, 'killed', 'o1')).toMatchObject({
      ok: false,
      error: { field: 'rival' },
    });
  });

  it('the dice read head the changes, so the log shows the roll with its section', () => {
    const read = resolveBetrayal(
      { origin: 'feudal', own: d6, rival: d6 },
      { percent: 7, own: 2, rival: 2 },
    );
    if (!read.ok) throw new Error(read.error.message);
    const proposal = valueOf(
      proposeBetrayal(testGame(), ralph, read.value.betrayal, 'o1', read.value.steps),
    );
    expect(proposal.changes.slice(0, 2).map((c) => [c.text, c.rule])).toEqual(
      read.value.steps.map((s) => [s.text, 'officer-morale-test']),
    );
    const game = valueOf(confirmProposal(testGame(), proposal));
    const logged = game.log.map((l) => JSON.stringify(l)).join('\n');
    expect(logged).toContain('Percentile roll 7 against a 60% chance (feudal): he feels betrayed');
    expect([game.sides.a.officers.o1?.status, game.sides.a.officers.o2?.status]).toEqual([
      'killed',
      'killed',
    ]);
  });
});
