/**
 * Officer morale test results as changes to the game: the count of lost
 * units, a change of temperament or a snap, a Shaken officer breaking, and
 * the duel that follows a betrayal (Officer morale test).
 */
import { fail, ok, type Result, type WorkingStep } from '../../../core/index.ts';
import type { Betrayal, OfficerMoraleOutcome } from '../../officers/officer-morale.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import type { SectionId } from '../../tables/sections.ts';
import { betrayalPercent } from '../../tables/units.ts';
import { isRouted } from '../game/known-officers.ts';
import { findOfficer, type MtmGame, type OfficerRef } from '../game/state.ts';
import { draft, noteChiefLost, type Proposal } from './proposal.ts';

const rule = 'officer-morale-test';

/**
 * Officer morale test: no test leaves him as he is; a Shaken officer who
 * breaks flees, issuing no more orders (Battlefield behaviour); otherwise his
 * count and temperament become the outcome's. After a snap to Enraged, if no
 * other command of his side has lost units, the betrayal roll is due.
 */
export function proposeOfficerMorale(
  game: MtmGame,
  ref: OfficerRef,
  outcome: Pick<OfficerMoraleOutcome, 'result' | 'temperament' | 'lost' | 'snapped'>,
  readings: Pick<Readings, 'routedUnit'> = defaultReadings,
): Result<Proposal> {
  const found = findOfficer(game, ref);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  if (state.status !== 'commanding')
    return fail('officer', rule, `${officer.name} no longer commands`);
  if (!Number.isInteger(outcome.lost) || outcome.lost < 0 || outcome.lost > 99)
    return fail('outcome.lost', rule, `the count is 0 to 99, not ${outcome.lost}`);
  const d = draft(game);
  const title = `${officer.name}: morale test, ${outcome.result === 'no-test' ? 'none due' : outcome.result}`;
  if (outcome.result === 'no-test') {
    d.note(`${officer.name} takes no test`, rule);
    return ok({ title, rules: [rule], changes: d.changes });
  }
  if (outcome.result === 'breaks') {
    const fled = d.add({
      text: `${officer.name} breaks and flees`,
      rule: 'battlefield-behaviour',
      action: { type: 'officer-status', ...ref, status: 'fled', by: 'battlefield-behaviour' },
    });
    if (!fled.ok) return fled;
    noteChiefLost(d, game, ref.side);
    return ok({ title, rules: [rule], changes: d.changes });
  }
  if (outcome.lost !== state.lost) {
    const counted = d.add({
      text: `${officer.name}'s count of lost units goes to ${outcome.lost}`,
      rule,
      action: { type: 'officer-count', ...ref, lost: outcome.lost },
    });
    if (!counted.ok) return counted;
  }
  if (outcome.temperament !== state.temperament) {
    const snap = outcome.snapped ? 'snaps: ' : '';
    const turned = d.add({
      text: `${officer.name} ${snap}turns ${outcome.temperament}`,
      rule,
      action: { type: 'temperament', ...ref, temperament: outcome.temperament, by: rule },
    });
    if (!turned.ok) return turned;
  }
  const side = game.sides[ref.side];
  const othersLost = side.roster.units.some(
    (u) => u.command !== officer.id && isRouted(side.units[u.id]!, readings),
  );
  if (outcome.snapped && outcome.temperament === 'enraged' && !othersLost)
    d.note(
      `${betrayalPercent[officer.origin]}% chance ${officer.name} feels betrayed and rides for the nearest friendly officer`,
      rule,
    );
  if (d.changes.length === 0) d.note(`${officer.name} is unmoved`, rule);
  return ok({ title, rules: [rule], changes: d.changes });
}

/**
 * Officer morale test, betrayal: a loyal officer stays; otherwise he
 * abandons his troops, meets the nearest friendly officer (the rival) and
 * one die each settles it: the loser is killed, both on a draw, and the
 * victor turns Shaken. The dice read (resolveBetrayal's working), if given,
 * head the changes so the log shows what was rolled.
 */
export function proposeBetrayal(
  game: MtmGame,
  ref: OfficerRef,
  betrayal: Betrayal,
  rival?: string,
  working: readonly WorkingStep<SectionId>[] = [],
): Result<Proposal> {
  const found = findOfficer(game, ref);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  if (state.status !== 'commanding')
    return fail('officer', rule, `${officer.name} no longer commands`);
  const d = draft(game);
  const title = `${officer.name}: betrayal`;
  for (const step of working) d.note(step.text, step.rule);
  if (betrayal === 'loyal' || betrayal === 'none') {
    d.note(`${officer.name} stays loyal`, rule);
    return ok({ title, rules: [rule], changes: d.changes });
  }
  if (!['kills-rival', 'killed', 'both-slain'].includes(betrayal))
    return fail('betrayal', rule, `no betrayal result "${String(betrayal)}"`);
  const other = findOfficer(game, { side: ref.side, officer: rival ?? '' }, 'rival');
  if (!other.ok) return other;
  if (rival === ref.officer || other.value.state.status === 'killed')
    return fail('rival', rule, 'the rival is another friendly officer still alive');
  const rivalRef = { side: ref.side, officer: other.value.officer.id };
  const names = { own: officer.name, rival: other.value.officer.name };
  const steps = [
    {
      text: `${names.own} abandons his troops`,
      action: { type: 'officer-status', ...ref, status: 'betrayed', by: rule } as const,
    },
    ...(betrayal !== 'killed'
      ? [
          {
            text: `${names.rival} is killed`,
            action: { type: 'officer-status', ...rivalRef, status: 'killed', by: rule } as const,
          },
        ]
      : []),
    ...(betrayal !== 'kills-rival'
      ? [
          {
            text: `${names.own} is killed`,
            action: { type: 'officer-status', ...ref, status: 'killed', by: rule } as const,
          },
        ]
      : []),
    ...(betrayal === 'kills-rival' && state.temperament !== 'shaken'
      ? [
          {
            text: `${names.own} turns shaken`,
            action: { type: 'temperament', ...ref, temperament: 'shaken', by: rule } as const,
          },
        ]
      : []),
    ...(betrayal === 'killed' && other.value.state.temperament !== 'shaken'
      ? [
          {
            text: `${names.rival} turns shaken`,
            action: { type: 'temperament', ...rivalRef, temperament: 'shaken', by: rule } as const,
          },
        ]
      : []),
  ];
  for (const step of steps) {
    const done = d.add({ ...step, rule });
    if (!done.ok) return done;
  }
  noteChiefLost(d, game, ref.side);
  return ok({ title, rules: [rule], changes: d.changes });
}
