/**
 * A saved game's waiting steps read back without trust (game file): each
 * field of a death roll (8.2.4), a falling banner (7.1.5) and a pursuit (5.5)
 * is refused by its own field with its own reason, and a sound list reads back
 * whole, its optional parts included.
 */
import { describe, expect, it } from 'vitest';
import { combatOn } from '../board-combat/after-combat.fixtures.ts';
import { keepSteps } from '../board-combat/after-combat.ts';
import { defender, front, piece } from '../board-combat/combat.fixtures.ts';
import { readPendingSteps } from './check-steps.ts';

type Step = Record<string, unknown>;

/** Scots infantry with Wallace and his banner retreat 1 hex (D1 -3); English cavalry pursue. */
function keptSteps() {
  const leader = piece('sc-wallace', 'Scots', 'leader', '0406');
  const wallace = { ...leader, counter: { ...leader.counter, banner: true } };
  const bruce = piece('sc-bruce', 'Scots', 'leader', '0110');
  const run = combatOn([defender, wallace, front, bruce], 'D1 -3', {
    extra: {
      banners: { 'sc-wallace': 'held' },
      fatigue: { 'sc-wallace': 0, 'sc-bruce': 0 },
      losses: { Scots: 0, English: 0 },
    },
    terrain: { '0101': ['fortification'] },
  });
  const steps = keepSteps(run.applied.after, run.steps).afterCombat ?? [];
  return { setup: run.context.setup, steps: JSON.parse(JSON.stringify(steps)) as Step[] };
}

/** The error reading the kept steps after one change, or the steps read. */
function readAfter(change: (steps: Step[]) => void) {
  const { setup, steps } = keptSteps();
  change(steps);
  return readPendingSteps(steps, setup);
}

function refusalAfter(change: (steps: Step[]) => void) {
  const read = readAfter(change);
  return read.ok ? 'read' : read.error;
}

const refused = (field: string, message: string, rule = 'game file') => ({ field, rule, message });

describe('kept steps that read back (game file)', () => {
  it('a death roll, a falling banner and a pursuit with its banner, ride-down rule and fortified hexes', () => {
    const { setup, steps } = keptSteps();
    expect(steps.map((s) => s['kind'])).toEqual(['leader-death', 'banner-fall', 'pursuit']);
    expect(steps[2]).toMatchObject({
      banners: [{ leader: 'sc-wallace', hex: '0406' }],
      rideDown: { rule: '5.5.9' },
      fortified: ['0101'],
    });
    const read = readPendingSteps(steps, setup);
    expect(read).toEqual({ ok: true, value: steps });
  });

  it('a pursuit without its optional parts reads back without them', () => {
    const read = readAfter((s) => {
      for (const key of ['banners', 'rideDown', 'fortified']) delete s[2]![key];
    });
    expect(read.ok && read.value[2]).not.toHaveProperty('banners');
    expect(read.ok && read.value[2]).not.toHaveProperty('rideDown');
    expect(read.ok && read.value[2]).not.toHaveProperty('fortified');
    expect(read.ok && read.value[2]).toMatchObject({ kind: 'pursuit', into: ['0406'] });
  });

  it('texts up to their length, and a working of 12 lines, are kept', () => {
    const read = readAfter((s) => {
      s[0]!['rule'] = 'r'.repeat(40);
      s[0]!['working'] = Array.from({ length: 12 }, () => ({
        text: 'x'.repeat(600),
        rule: '8.2.4',
      }));
    });
    expect(read.ok && read.value[0]).toMatchObject({ rule: 'r'.repeat(40) });
    expect(read.ok && (read.value[0]!.working as unknown[]).length).toBe(12);
  });
});

describe('kept steps refused by field (game file)', () => {
  it('the list itself: not a list, a step twice, a step that is not one', () => {
    const { setup } = keptSteps();
    expect(readPendingSteps({ kind: 'pursuit' }, setup)).toMatchObject({
      error: refused('afterCombat', 'afterCombat must be a list of at most 60'),
    });
    expect(refusalAfter((s) => s.push({ ...s[1]! }))).toEqual(
      refused('afterCombat', 'a step is listed twice'),
    );
    expect(refusalAfter((s) => (s[1] = 'death' as unknown as Step))).toEqual(
      refused('afterCombat.1', 'afterCombat.1 must be a step'),
    );
    expect(refusalAfter((s) => (s[0]!['kind'] = 'rout'))).toEqual(
      refused('afterCombat.0.kind', 'a step is a death roll, a falling banner or a pursuit'),
    );
  });

  it('a list longer than 60 steps, and one that names another field, say where', () => {
    const { setup, steps } = keptSteps();
    const many = Array.from({ length: 61 }, () => steps[1]);
    expect(readPendingSteps(many, setup)).toMatchObject({
      error: refused('afterCombat', 'afterCombat must be a list of at most 60'),
    });
    expect(readPendingSteps('x', setup, 'kept')).toMatchObject({
      error: refused('kept', 'kept must be a list of at most 60'),
    });
  });

  it('the working: a list of at most 12 lines, each a text with its rule', () => {
    const line = (text: unknown, rule: unknown) => ({ text, rule });
    expect(
      refusalAfter(
        (s) => (s[0]!['working'] = Array.from({ length: 13 }, () => line('x', '8.2.4'))),
      ),
    ).toEqual(
      refused('afterCombat.0.working', 'afterCombat.0.working must be a list of at most 12'),
    );
    expect(refusalAfter((s) => (s[0]!['working'] = ['x']))).toEqual(
      refused('afterCombat.0.working.0', 'afterCombat.0.working.0 must be a line with its rule'),
    );
    expect(refusalAfter((s) => (s[0]!['working'] = [line('', '8.2.4')]))).toEqual(
      refused(
        'afterCombat.0.working.0.text',
        'afterCombat.0.working.0.text must be a text of at most 600 characters',
      ),
    );
    expect(refusalAfter((s) => (s[0]!['working'] = [line('x', 'r'.repeat(41))]))).toEqual(
      refused(
        'afterCombat.0.working.0.rule',
        'afterCombat.0.working.0.rule must be a text of at most 40 characters',
      ),
    );
    expect(refusalAfter((s) => (s[0]!['working'] = [line('x', 5)]))).toMatchObject({
      field: 'afterCombat.0.working.0.rule',
    });
  });

  it("a step's side, and a leader or unit of that side", () => {
    expect(refusalAfter((s) => (s[0]!['side'] = 'Danes'))).toEqual(
      refused('afterCombat.0.side', 'afterCombat.0.side must be a side of this scenario'),
    );
    expect(refusalAfter((s) => (s[0]!['side'] = 3))).toMatchObject({ field: 'afterCombat.0.side' });
    expect(refusalAfter((s) => (s[0]!['leader'] = 'sc-inf'))).toEqual(
      refused('afterCombat.0.leader', 'afterCombat.0.leader must be a leader of Scots'),
    );
    expect(refusalAfter((s) => (s[2]!['unit'] = 'sc-inf'))).toEqual(
      refused('afterCombat.2.unit', 'afterCombat.2.unit must be a unit of English'),
    );
    expect(refusalAfter((s) => (s[2]!['unit'] = 'sc-wallace'))).toMatchObject({
      field: 'afterCombat.2.unit',
    });
  });

  it('a death roll (8.2.4): its keys, retreat 1–5, losses, hexes, rule, 2D6 and key', () => {
    expect(refusalAfter((s) => (s[0]!['dies'] = 1))).toEqual(
      refused('afterCombat.0', '"dies" is not part of a step'),
    );
    expect(refusalAfter((s) => delete s[0]!['retreatTo'])).toEqual(
      refused('afterCombat.0.retreatTo', '"retreatTo" is missing'),
    );
    expect(refusalAfter((s) => delete s[0]!['working'])).toMatchObject({
      field: 'afterCombat.0.working',
    });
    expect(refusalAfter((s) => (s[0]!['retreat'] = 6))).toMatchObject({
      field: 'afterCombat.0.retreat',
      rule: 'game file',
    });
    expect(refusalAfter((s) => (s[0]!['retreat'] = '1'))).toEqual(
      refused('afterCombat.0.retreat', 'afterCombat.0.retreat must be a whole number from 1 to 5'),
    );
    expect(refusalAfter((s) => (s[0]!['losses'] = -1))).toMatchObject({
      field: 'afterCombat.0.losses',
    });
    expect(refusalAfter((s) => (s[0]!['retreatTo'] = ['9999']))).toMatchObject({
      field: 'afterCombat.0.retreatTo.0',
      rule: 'map',
    });
    expect(refusalAfter((s) => (s[0]!['rule'] = ''))).toEqual(
      refused('afterCombat.0.rule', 'afterCombat.0.rule must be a text of at most 40 characters'),
    );
    expect(refusalAfter((s) => (s[0]!['dice'] = '1D6'))).toEqual(
      refused('afterCombat.0.dice', 'a death roll is 2D6'),
    );
    expect(refusalAfter((s) => (s[0]!['key'] = 'leader-death-x'))).toEqual(
      refused('afterCombat.0.key', 'afterCombat.0.key must be leader-death-sc-wallace'),
    );
  });

  it('a falling banner (7.1.5): its keys, leader, hex, rule, no dice and key', () => {
    expect(refusalAfter((s) => (s[1]!['retreat'] = 1))).toEqual(
      refused('afterCombat.1', '"retreat" is not part of a step'),
    );
    expect(refusalAfter((s) => delete s[1]!['dice'])).toEqual(
      refused('afterCombat.1.dice', '"dice" is missing'),
    );
    expect(refusalAfter((s) => (s[1]!['leader'] = 'en-front'))).toMatchObject({
      field: 'afterCombat.1.leader',
    });
    expect(refusalAfter((s) => (s[1]!['hex'] = '9999'))).toMatchObject({
      field: 'afterCombat.1.hex',
      rule: 'map',
    });
    expect(refusalAfter((s) => (s[1]!['rule'] = 7))).toMatchObject({ field: 'afterCombat.1.rule' });
    expect(refusalAfter((s) => (s[1]!['dice'] = '2D6'))).toEqual(
      refused('afterCombat.1.dice', 'a banner takes no dice'),
    );
    expect(refusalAfter((s) => (s[1]!['key'] = 'banner-fall-sc-bruce'))).toEqual(
      refused('afterCombat.1.key', 'afterCombat.1.key must be banner-fall-sc-wallace'),
    );
  });

  it('a pursuit (5.5): its keys, unit, distance 0–6, MORALE, hexes entered and key', () => {
    expect(refusalAfter((s) => (s[2]!['dice'] = '1D6'))).toEqual(
      refused('afterCombat.2', '"dice" is not part of a step'),
    );
    expect(refusalAfter((s) => delete s[2]!['into'])).toEqual(
      refused('afterCombat.2.into', '"into" is missing'),
    );
    expect(refusalAfter((s) => (s[2]!['hexesFromLeader'] = 7))).toMatchObject({
      field: 'afterCombat.2.hexesFromLeader',
    });
    expect(refusalAfter((s) => (s[2]!['morale'] = 100))).toMatchObject({
      field: 'afterCombat.2.morale',
    });
    expect(refusalAfter((s) => (s[2]!['morale'] = -100))).toMatchObject({
      field: 'afterCombat.2.morale',
    });
    expect(readAfter((s) => (s[2]!['morale'] = -99)).ok).toBe(true);
    expect(refusalAfter((s) => (s[2]!['into'] = '0406'))).toMatchObject({
      field: 'afterCombat.2.into',
    });
    expect(refusalAfter((s) => (s[2]!['into'] = []))).toEqual(
      refused('afterCombat.2.into', 'a pursuit enters a hex'),
    );
    expect(refusalAfter((s) => (s[2]!['key'] = 'pursuit-sc-inf'))).toEqual(
      refused('afterCombat.2.key', 'afterCombat.2.key must be pursuit-en-front'),
    );
  });

  it("a pursuit's banners: each a leader who carries one, on a hex of the map", () => {
    expect(refusalAfter((s) => (s[2]!['banners'] = 'sc-wallace'))).toMatchObject({
      field: 'afterCombat.2.banners',
    });
    expect(refusalAfter((s) => (s[2]!['banners'] = ['sc-wallace']))).toEqual(
      refused('afterCombat.2.banners.0', 'afterCombat.2.banners.0 must be a banner and its hex'),
    );
    const bannerOf =
      (leader: string, hex = '0406') =>
      (s: Step[]) =>
        (s[2]!['banners'] = [{ leader, hex }]);
    expect(refusalAfter(bannerOf('sc-bruce'))).toEqual(
      refused(
        'afterCombat.2.banners.0.leader',
        'afterCombat.2.banners.0.leader must carry a banner',
      ),
    );
    expect(refusalAfter(bannerOf('sc-inf'))).toMatchObject({
      field: 'afterCombat.2.banners.0.leader',
    });
    expect(refusalAfter(bannerOf('sc-wallace', '9999'))).toMatchObject({
      field: 'afterCombat.2.banners.0.hex',
      rule: 'map',
    });
  });

  it("a pursuit's ride-down holds its rule and nothing else (5.5.9); fortified hexes are hexes (5.8.8)", () => {
    expect(refusalAfter((s) => (s[2]!['rideDown'] = '5.5.9'))).toEqual(
      refused('afterCombat.2.rideDown', 'afterCombat.2.rideDown must hold its rule'),
    );
    expect(refusalAfter((s) => (s[2]!['rideDown'] = { rule: '' }))).toEqual(
      refused(
        'afterCombat.2.rideDown.rule',
        'afterCombat.2.rideDown.rule must be a text of at most 40 characters',
      ),
    );
    expect(refusalAfter((s) => (s[2]!['rideDown'] = { rule: '5.5.9', more: 1 }))).toEqual(
      refused('afterCombat.2.rideDown', 'afterCombat.2.rideDown holds only its rule'),
    );
    expect(refusalAfter((s) => (s[2]!['fortified'] = ['9999']))).toMatchObject({
      field: 'afterCombat.2.fortified.0',
      rule: 'map',
    });
    expect(refusalAfter((s) => (s[2]!['fortified'] = '0101'))).toEqual(
      refused('afterCombat.2.fortified', 'afterCombat.2.fortified must be a list of at most 10000'),
    );
  });
});
