/**
 * Officer morale test and betrayal results as changes: the title and each
 * line the log shows, under its section, and each refusal's field and words.
 */
import { describe, expect, it } from 'vitest';
import { proposeBetrayal, proposeOfficerMorale } from './officers.ts';
import { run, testGame, valueOf, percy, ralph } from './apply.fixtures.ts';

const lines = (p: ReturnType<typeof proposeBetrayal>) =>
  valueOf(p).changes.map((c) => [c.text, c.rule]);
const refusal = (p: ReturnType<typeof proposeBetrayal>) => (p.ok ? null : p.error);
const rule = 'officer-morale-test';

describe('Officer morale test results in words', () => {
  it('no test due: titled so, one line', () => {
    const p = valueOf(
      proposeOfficerMorale(testGame(), percy, {
        result: 'no-test',
        temperament: 'bold',
        lost: 0,
        snapped: false,
      }),
    );
    expect(p.title).toBe('Earl Percy: morale test, none due');
    expect(p.rules).toEqual([rule]);
    expect(
      lines(
        proposeOfficerMorale(testGame(), percy, {
          result: 'no-test',
          temperament: 'bold',
          lost: 0,
          snapped: false,
        }),
      ),
    ).toEqual([['Earl Percy takes no test', rule]]);
  });

  it('a Shaken officer breaks and flees, under Battlefield behaviour', () => {
    const p = valueOf(
      proposeOfficerMorale(testGame(), ralph, {
        result: 'breaks',
        temperament: 'shaken',
        lost: 0,
        snapped: false,
      }),
    );
    expect(p.title).toBe('Sir Ralph: morale test, breaks');
    expect(p.changes.map((c) => [c.text, c.rule])).toEqual([
      ['Sir Ralph breaks and flees', 'battlefield-behaviour'],
    ]);
  });

  it('a failure: the count, then the snap, in words', () => {
    const p = valueOf(
      proposeOfficerMorale(testGame(), percy, {
        result: 'down',
        temperament: 'shaken',
        lost: 4,
        snapped: true,
      }),
    );
    expect(p.title).toBe('Earl Percy: morale test, down');
    expect(p.changes.map((c) => [c.text, c.rule])).toEqual([
      ["Earl Percy's count of lost units goes to 4", rule],
      ['Earl Percy snaps: turns shaken', rule],
    ]);
  });

  it('a pass that changes nothing: he is unmoved', () => {
    expect(
      lines(
        proposeOfficerMorale(testGame(), percy, {
          result: 'pass',
          temperament: 'bold',
          lost: 0,
          snapped: false,
        }),
      ),
    ).toEqual([['Earl Percy is unmoved', rule]]);
  });

  it('refuses an officer no longer commanding and a count out of range', () => {
    const fled = run(testGame(), { type: 'officer-status', ...percy, status: 'fled' });
    expect(
      refusal(
        proposeOfficerMorale(fled, percy, {
          result: 'pass',
          temperament: 'bold',
          lost: 0,
          snapped: false,
        }),
      ),
    ).toEqual({ field: 'officer', rule, message: 'Earl Percy no longer commands' });
    for (const lost of [-1, 100, 1.5])
      expect(
        refusal(
          proposeOfficerMorale(testGame(), percy, {
            result: 'pass',
            temperament: 'bold',
            lost,
            snapped: false,
          }),
        ),
      ).toEqual({ field: 'outcome.lost', rule, message: `the count is 0 to 99, not ${lost}` });
    expect(
      proposeOfficerMorale(testGame(), percy, {
        result: 'down',
        temperament: 'bold',
        lost: 99,
        snapped: false,
      }).ok,
    ).toBe(true);
  });
});

describe('betrayal results in words', () => {
  it('loyal: titled, one line', () => {
    const p = valueOf(proposeBetrayal(testGame(), percy, 'loyal'));
    expect(p.title).toBe('Earl Percy: betrayal');
    expect(p.rules).toEqual([rule]);
    expect(p.changes.map((c) => c.text)).toEqual(['Earl Percy stays loyal']);
  });

  it('he kills his rival: abandons his troops, the rival dies, he turns shaken', () => {
    expect(lines(proposeBetrayal(testGame(), percy, 'kills-rival', 'o2')).map(([t]) => t)).toEqual([
      'Earl Percy abandons his troops',
      'Sir Ralph is killed',
      'Earl Percy turns shaken',
    ]);
  });

  it('both slain: both killed', () => {
    expect(lines(proposeBetrayal(testGame(), ralph, 'both-slain', 'o1')).map(([t]) => t)).toEqual([
      'Sir Ralph abandons his troops',
      'Earl Percy is killed',
      'Sir Ralph is killed',
    ]);
  });

  it('refuses a result the book has not, a missing rival, himself, a dead rival', () => {
    expect(refusal(proposeBetrayal(testGame(), percy, 'fled' as 'killed', 'o2'))).toEqual({
      field: 'betrayal',
      rule,
      message: 'no betrayal result "fled"',
    });
    expect(refusal(proposeBetrayal(testGame(), percy, 'killed'))).toMatchObject({ field: 'rival' });
    const self = {
      field: 'rival',
      rule,
      message: 'the rival is another friendly officer still alive',
    };
    expect(refusal(proposeBetrayal(testGame(), percy, 'killed', 'o1'))).toEqual(self);
    const dead = run(testGame(), { type: 'officer-status', ...ralph, status: 'killed' });
    expect(refusal(proposeBetrayal(dead, percy, 'killed', 'o2'))).toEqual(self);
    const fled = run(testGame(), { type: 'officer-status', ...percy, status: 'fled' });
    expect(refusal(proposeBetrayal(fled, percy, 'killed', 'o2'))).toEqual({
      field: 'officer',
      rule,
      message: 'Earl Percy no longer commands',
    });
  });
});
