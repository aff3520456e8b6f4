/**
 * The steps a combat calls for wait with the game (8.2.4, 7.1.5, 5.5.2): kept
 * without their odds, whole again when read, gone once confirmed, and a step
 * whose odds cannot be worked out again refused by its place in the list.
 * (Files and links holding them are tested in saving/after-combat-kept.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import { combatOn, confirm } from './after-combat.fixtures.ts';
import {
  applyAfterCombatStep,
  dropSteps,
  keepSteps,
  listAfterCombatSteps,
  pendingSteps,
} from './after-combat.ts';
import { defender, front, piece } from './combat.fixtures.ts';

const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');

/** D1 -3: the Scots retreat with Wallace and his banner; the English pursue. */
const fight = () =>
  combatOn([defender, wallace, front], 'D1 -3', {
    extra: { banners: { 'sc-wallace': 'held' } },
  });

const stepsOf = (state: GameState) => {
  const steps = pendingSteps(state);
  if (!steps.ok) throw new Error(steps.error.message);
  return steps.value;
};

describe('steps waiting with the game', () => {
  it('keeps a death roll without its odds, a pursuit without its odds, rule and dice', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps).afterCombat ?? [];
    expect(kept.map((s) => s.kind)).toEqual(['leader-death', 'banner-fall', 'pursuit']);
    const [death, banner, pursuit] = kept as unknown as Record<string, unknown>[];
    expect(death).not.toHaveProperty('dies');
    expect(death).not.toHaveProperty('diesOn');
    expect(death).toHaveProperty('rule', '8.2.4');
    expect(banner).toEqual(run.steps[1]);
    expect(pursuit).not.toHaveProperty('odds');
    expect(pursuit).not.toHaveProperty('rule');
    expect(pursuit).not.toHaveProperty('dice');
  });

  it('reads them back whole, with the odds worked out again (8.2.5, 5.5.2)', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps);
    expect(stepsOf(kept)).toEqual(run.steps);
    expect(stepsOf(run.applied.after)).toEqual([]);
    expect(dropSteps(kept)).toEqual(run.applied.after);
    expect(dropSteps(kept)).not.toHaveProperty('afterCombat');
  });

  it('a confirmed step leaves the list and the others still wait; the last takes the field', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps);
    const [death, banner] = run.steps;
    const afterDeath = confirm(run, death, { roll: 12 }, kept).state;
    expect(stepsOf(afterDeath)).toEqual(run.steps.slice(1));
    const afterBanner = confirm(run, banner, { held: false }, afterDeath).state;
    const [pursuit] = stepsOf(afterBanner);
    expect(pursuit?.kind).toBe('pursuit');
    const done = confirm(run, pursuit, { roll: 6, pursue: true }, afterBanner).state;
    expect(done).not.toHaveProperty('afterCombat');
    // A step confirmed on a game that keeps none leaves it keeping none.
    expect(confirm(run, death, { roll: 12 }).state).not.toHaveProperty('afterCombat');
  });

  it('refuses a death roll or a pursuit whose odds cannot be worked out, by its place in the list', () => {
    const run = fight();
    const kept = keepSteps(run.applied.after, run.steps);
    const list = kept.afterCombat ?? [];
    const death = { ...list[0]!, retreat: 9 } as (typeof list)[number];
    expect(pendingSteps({ ...kept, afterCombat: [death] })).toMatchObject({
      ok: false,
      error: { field: 'afterCombat.0', rule: '8.2.4' },
    });
    const pursuit = { ...list[2]!, hexesFromLeader: -1 } as (typeof list)[number];
    expect(pendingSteps({ ...kept, afterCombat: [list[1]!, pursuit] })).toMatchObject({
      ok: false,
      error: { field: 'afterCombat.1' },
    });
  });
});

describe('steps of a combat the board cannot place', () => {
  it('a game of an edition the site does not know has no steps, and its kept list is refused', () => {
    const run = fight();
    const lost = { ...run.applied.after, edition: 'crecy-1346' as never };
    expect(listAfterCombatSteps({ ...run.applied, after: lost }, run.context)).toEqual([]);
    expect(pendingSteps(keepSteps(lost, run.steps))).toMatchObject({
      ok: false,
      error: { field: 'edition' },
    });
  });

  it('8.2.4: a death roll confirmed without a number is refused; another scenario is named', () => {
    const run = fight();
    const [death] = run.steps;
    expect(
      // A form whose roll field is still empty.
      applyAfterCombatStep(run.applied.after, death!, { roll: undefined } as never, run.context),
    ).toEqual({
      ok: false,
      error: { field: 'roll', rule: '8.2.4', message: 'roll 2D6 for the leader first' },
    });
    const other = { ...run.applied.after, scenarioId: 'elsewhere' };
    expect(applyAfterCombatStep(other, death!, { roll: 7 }, run.context)).toEqual({
      ok: false,
      error: { field: 'scenario', rule: 'play', message: 'the game is elsewhere, not test' },
    });
  });

  it('7.1.6: a pursuit carries only the enemy banners fallen on hexes it enters', () => {
    // The English lose their only unit on 0405, where Edward's banner stands; the Scots retreat
    // and the English cavalry on 0507 pursues into 0406: its own side's banner is not its capture.
    const edward = piece('en-edward', 'English', 'leader', '0405');
    const weak = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 1 });
    const rear = piece('en-rear-r', 'English', 'cavalry', '0507', { facing: 5 });
    const run = combatOn([defender, weak, edward, rear], '-1 / D1', {
      extra: { banners: { 'en-edward': 'held' } },
      losses: { 'en-front': 1 },
    });
    expect(run.steps.map((s) => s.kind)).toEqual(['banner-fall', 'pursuit']);
    expect(run.steps[1]).not.toHaveProperty('banners');
  });
});
