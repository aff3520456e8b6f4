/**
 * Officer morale test notes in a result's changes: the C-in-C lost, seen by
 * one officer or by several (each named, in the right number), a unit routed
 * rather than destroyed, and no note for an Enraged or fled officer; a
 * proposal that no longer applies is refused by the change at fault.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { english, scots } from '../play.fixtures.ts';
import { startGame, type MtmGame } from '../game/state.ts';
import { proposeBombard } from './fire.ts';
import { proposeMelee } from './combat.ts';
import { confirmProposal } from './proposal.ts';
import { run, testGame, valueOf, bows, knights, schiltron, percy } from './apply.fixtures.ts';

const explode = (game: MtmGame) =>
  proposeBombard(game, {
    firer: bows,
    target: schiltron,
    outcome: { effect: 'explosion', phantomHits: 0 },
  });
const notes = (proposal: Result<{ changes: readonly { text: string }[] }>) =>
  valueOf(proposal).changes.map((c) => c.text);

describe('Officer morale test: the C-in-C lost', () => {
  it('seen by two officers, both named, in the plural', () => {
    const clifford = { ...english.officers[1]!, id: 'o3', name: 'Lord Clifford' };
    const three = valueOf(
      startGame({ a: { ...english, officers: [...english.officers, clifford] }, b: scots }),
    );
    const led = run(three, { type: 'lead', ...percy, unit: 'u2' });
    expect(notes(explode(led))).toContain(
      'The C-in-C Earl Percy is lost: Sir Ralph, Lord Clifford test morale, if they see it',
    );
  });

  it('no note when no other officer still commands', () => {
    const led = run(
      testGame(),
      { type: 'lead', ...percy, unit: 'u2' },
      { type: 'officer-status', side: 'a', officer: 'o2', status: 'fled' },
    );
    expect(notes(explode(led)).filter((t) => t.startsWith('The C-in-C'))).toEqual([]);
  });

  it('no note when the C-in-C was already lost', () => {
    const fled = run(testGame(), { type: 'officer-status', ...percy, status: 'fled' });
    const proposal = proposeBombard(fled, {
      firer: bows,
      target: schiltron,
      outcome: { effect: 'hit', phantomHits: 0 },
    });
    expect(notes(proposal).filter((t) => t.startsWith('The C-in-C'))).toEqual([]);
  });
});

describe('Officer morale test: a unit of his command lost or routed', () => {
  const melee = (game: MtmGame, lost: number) =>
    proposeMelee(game, {
      a: knights,
      b: schiltron,
      outcome: {
        winner: 'b',
        difference: 1,
        hits: { a: 0, b: 0 },
        elementsLost: { a: lost, b: 0 },
      },
    });

  it('destroyed: his officer tests if he sees it', () => {
    expect(notes(melee(testGame(), 4))).toContain(
      'Earl Percy takes a morale test: Household knights is lost, if he sees it',
    );
  });

  it('an Enraged officer ignores it', () => {
    const enraged = run(testGame(), { type: 'temperament', ...percy, temperament: 'enraged' });
    expect(notes(melee(enraged, 4)).filter((t) => t.includes('morale test'))).toEqual([]);
  });

  it('a unit lost already before the result calls for no second test', () => {
    const bowsGone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(notes(melee(bowsGone, 1)).filter((t) => t.includes('morale test'))).toEqual([]);
  });
});

describe('confirming a proposal that no longer applies', () => {
  it('is refused naming the change at fault', () => {
    const proposal = valueOf(melee4());
    const gone = run(testGame(), { type: 'remove-unit', ...knights });
    const refused = confirmProposal(gone, proposal);
    expect(refused.ok ? null : refused.error).toMatchObject({
      field: 'changes.0.unit',
      rule: 'impetuous-and-broken',
    });
  });
});

function melee4() {
  return proposeMelee(testGame(), {
    a: knights,
    b: schiltron,
    outcome: { winner: 'b', difference: 1, hits: { a: 0, b: 0 }, elementsLost: { a: 1, b: 0 } },
  });
}
