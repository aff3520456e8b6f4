/**
 * Firing results as changes: the titles and notes of skirmish fire and of
 * each bombard effect (Firing gunnes), and the counts refused by field.
 */
import { describe, expect, it } from 'vitest';
import type { BombardOutcome } from '../../combat/bombard.ts';
import type { UnitRef } from '../game/state.ts';
import { proposeArchery, proposeBombard, proposeSkirmish } from './fire.ts';
import { run, testGame, valueOf, bows, spears, schiltron } from './apply.fixtures.ts';

const fire = (outcome: BombardOutcome, caught: readonly UnitRef[] = []) =>
  proposeBombard(testGame(), { firer: bows, target: schiltron, outcome, caught });
const refusal = (result: ReturnType<typeof fire>) => (result.ok ? null : result.error);

describe('Firing gunnes: each effect in words', () => {
  it('a hit', () => {
    const p = valueOf(fire({ effect: 'hit', phantomHits: 0 }));
    expect(p.title).toBe('Longbowmen fires at Schiltron: 1 hit');
    expect(p.rules).toEqual(['gunnes']);
  });

  it('phantom hits: a Control test counting them, none kept', () => {
    const p = valueOf(fire({ effect: 'phantom-hits', phantomHits: 1 }));
    expect(p.title).toBe('Longbowmen fires at Schiltron: 1 phantom hit');
    expect(p.changes.at(-1)).toMatchObject({
      text: 'Schiltron takes a Control test counting 1 phantom hit with those it carries',
      rule: 'gunnes',
    });
  });

  it('an explosion: 1 hit on each unit within 1d6 inches', () => {
    const p = valueOf(fire({ effect: 'explosion', phantomHits: 0 }, [spears]));
    expect(p.title).toBe('Longbowmen fires at Schiltron: the battery explodes');
    expect(p.changes.map((c) => c.text)).toContain(
      'Every unit within 1d6 inches of the battery takes 1 hit',
    );
  });

  it('no effect: only the firing is recorded', () => {
    const p = valueOf(fire({ effect: 'no-effect', phantomHits: 0 }));
    expect(p.title).toBe('Longbowmen fires at Schiltron: no effect');
    expect(p.changes.map((c) => c.text)).toEqual(['Longbowmen: fired this turn']);
  });

  it('refuses an effect the book has not, phantom hits under 1, a unit caught that is lost', () => {
    expect(refusal(fire({ effect: 'misfire' as 'hit', phantomHits: 0 }))).toEqual({
      field: 'outcome.effect',
      rule: 'gunnes',
      message: 'no such bombard effect',
    });
    expect(refusal(fire({ effect: 'phantom-hits', phantomHits: 0 }))).toMatchObject({
      field: 'outcome.phantomHits',
      rule: 'gunnes',
    });
    const gone = run(testGame(), { type: 'remove-unit', ...spears });
    const caughtLost = proposeBombard(gone, {
      firer: bows,
      target: schiltron,
      outcome: { effect: 'explosion', phantomHits: 0 },
      caught: [spears],
    });
    expect(refusal(caughtLost)).toMatchObject({ field: 'caught.0', rule: 'gunnes' });
  });
});

describe('Skirmish fire and archery: titles and refusals', () => {
  it('no skirmish hit: the title says so and no test is called for', () => {
    const p = valueOf(
      proposeSkirmish(testGame(), { firer: spears, target: bows, hits: 0, reactionLoss: 0 }),
    );
    expect(p.title).toBe('Highland spears skirmishes with Longbowmen: 0 skirmish hits');
    expect(p.changes.map((c) => c.text)).toEqual(['Highland spears: fired this turn']);
  });

  it('one skirmish hit, in the singular', () => {
    const p = valueOf(
      proposeSkirmish(testGame(), { firer: spears, target: bows, hits: 1, reactionLoss: 1 }),
    );
    expect(p.title).toBe('Highland spears skirmishes with Longbowmen: 1 skirmish hit');
  });

  it('refuses hits or a Reaction loss that are not whole numbers', () => {
    const bad = (hits: number, reactionLoss: number) => {
      const r = proposeSkirmish(testGame(), { firer: spears, target: bows, hits, reactionLoss });
      return r.ok ? null : r.error;
    };
    expect(bad(-1, 0)).toMatchObject({ field: 'hits', rule: 'skirmish-fire' });
    expect(bad(1, 0.5)).toMatchObject({ field: 'reactionLoss', rule: 'skirmish-fire' });
  });

  it('archery: elements removed under 0 refused; one hit and two elements in the title', () => {
    const bad = proposeArchery(testGame(), {
      firer: bows,
      target: schiltron,
      outcome: { hits: 0, removed: -1 },
    });
    expect(bad.ok ? null : bad.error).toMatchObject({ field: 'outcome.removed', rule: 'archery' });
    const p = valueOf(
      proposeArchery(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { hits: 1, removed: 2 },
      }),
    );
    expect(p.title).toBe('Longbowmen shoots at Schiltron: 1 hit, 2 elements removed');
  });
});
