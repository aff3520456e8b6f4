/**
 * Results as changes, the cases the broader tests leave out: a fight or a
 * shot within one side refused in words, side b winning through ranks or
 * side a's enemy recoiling, gunnes destroyed and exploding in words, the
 * sections every change and title cites.
 */
import { describe, expect, it } from 'vitest';
import type { ImpactOutcome } from '../../combat/impact.ts';
import { proposeImpact, proposeMelee } from './combat.ts';
import { proposeArchery, proposeBombard, proposeSkirmish } from './fire.ts';
import {
  run,
  testGame,
  valueOf,
  knights,
  bows,
  bills,
  schiltron,
  spears,
  percy,
} from './apply.fixtures.ts';

const none = {
  penetration: null,
  recoil: 0,
  unformed: null,
  destroyed: null,
  followsUp: null,
} as const;
const won = (winner: 'a' | 'b', more: Partial<ImpactOutcome>): ImpactOutcome => ({
  ...none,
  winner,
  difference: 2,
  hits: { a: winner === 'a' ? 0 : 1, b: winner === 'a' ? 1 : 0 },
  controlTest: winner === 'a' ? 'b' : 'a',
  meleeFollows: false,
  ...more,
});
const texts = (p: ReturnType<typeof proposeImpact>) => valueOf(p).changes.map((c) => c.text);

describe('within one side: refused in words', () => {
  it('a fight, under Impact or Melee combat', () => {
    const impact = proposeImpact(testGame(), { a: knights, b: bows, outcome: won('a', {}) });
    expect(impact.ok ? null : impact.error).toEqual({
      field: 'b',
      rule: 'impact-combat',
      message: 'a unit fights the enemy, not its own side',
    });
  });

  it('a shot, under its own section', () => {
    const shot = (section: 'archery' | 'skirmish-fire' | 'gunnes') => {
      const r =
        section === 'archery'
          ? proposeArchery(testGame(), {
              firer: bows,
              target: knights,
              outcome: { hits: 1, removed: 0 },
            })
          : section === 'skirmish-fire'
            ? proposeSkirmish(testGame(), {
                firer: bows,
                target: knights,
                hits: 1,
                reactionLoss: 0,
              })
            : proposeBombard(testGame(), {
                firer: bows,
                target: knights,
                outcome: { effect: 'hit', phantomHits: 0 },
              });
      return r.ok ? null : r.error;
    };
    const message = 'a unit shoots at the enemy, not its own side';
    expect(shot('archery')).toEqual({ field: 'target', rule: 'archery', message });
    expect(shot('skirmish-fire')).toEqual({ field: 'target', rule: 'skirmish-fire', message });
    expect(shot('gunnes')).toEqual({ field: 'target', rule: 'gunnes', message });
  });
});

describe('Impact combat: each side winning', () => {
  it('side b’s cavalry passing side a’s ranks', () => {
    const outcome = won('b', { penetration: { ranks: 2, throughAndOut: false } });
    expect(texts(proposeImpact(testGame(), { a: bills, b: spears, outcome }))).toContain(
      'Highland spears passes 2 ranks into Bills',
    );
  });

  it('side a winning: side b recoils', () => {
    const outcome = won('a', { recoil: 2 });
    expect(texts(proposeImpact(testGame(), { a: knights, b: schiltron, outcome }))).toContain(
      'Schiltron recoils 2"',
    );
  });

  it('gunnes that lose are destroyed, in words and under Impact combat; the title and changes cite it', () => {
    const outcome = won('b', { destroyed: 'a' });
    const p = valueOf(proposeImpact(testGame(), { a: bills, b: schiltron, outcome }));
    expect(p.rules).toEqual(['impact-combat']);
    expect(p.changes.map((c) => [c.text, c.rule])).toContainEqual([
      'Bills is destroyed: gunnes that lose are lost',
      'impact-combat',
    ]);
    expect(p.changes.some((c) => c.text === 'Bills takes a Control test')).toBe(false);
  });

  it('Melee combat cites its section', () => {
    const p = valueOf(
      proposeMelee(testGame(), {
        a: knights,
        b: schiltron,
        outcome: { winner: 'a', difference: 1, hits: { a: 0, b: 1 }, elementsLost: { a: 0, b: 1 } },
      }),
    );
    expect(p.rules).toEqual(['melee-combat']);
    expect(new Set(p.changes.map((c) => c.rule))).toEqual(new Set(['fatigue', 'melee-combat']));
  });
});

describe('Firing: the sections cited and the explosion in words', () => {
  it('skirmish fire: every change but the firing under Skirmish fire', () => {
    const p = valueOf(
      proposeSkirmish(testGame(), { firer: spears, target: bows, hits: 1, reactionLoss: 1 }),
    );
    expect(p.rules).toEqual(['skirmish-fire']);
    expect(p.changes.map((c) => c.rule)).toEqual(['fatigue', 'skirmish-fire', 'skirmish-fire']);
  });

  it('an explosion: the officer leading the battery killed, under Firing gunnes', () => {
    const led = run(testGame(), { type: 'lead', ...percy, unit: 'u2' });
    const p = valueOf(
      proposeBombard(led, {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'explosion', phantomHits: 0 },
      }),
    );
    expect(p.changes.map((c) => [c.text, c.rule])).toContainEqual([
      'Earl Percy is killed by the explosion',
      'gunnes',
    ]);
    expect(p.rules).toEqual(['gunnes']);
  });

  it('an explosion with no officer leading the battery kills no one', () => {
    const p = valueOf(
      proposeBombard(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'explosion', phantomHits: 0 },
      }),
    );
    expect(p.changes.some((c) => c.text.includes('killed'))).toBe(false);
  });

  it('a unit caught in the explosion takes 1 hit under Firing gunnes', () => {
    const last = run(
      testGame(),
      { type: 'take-hits', ...spears, hits: 1 },
      { type: 'lose-elements', ...spears, elements: 4 },
    );
    const p = valueOf(
      proposeBombard(last, {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'explosion', phantomHits: 0 },
        caught: [spears],
      }),
    );
    expect(p.changes.map((c) => c.rule)).toContain('gunnes');
    expect(p.changes.map((c) => c.text)).toContain('Highland spears takes 1 hit, 2 carried');
  });

  it('a hit on the target: 1 hit under Firing gunnes', () => {
    const p = valueOf(
      proposeBombard(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'hit', phantomHits: 0 },
      }),
    );
    expect(p.changes.map((c) => [c.text, c.rule])).toContainEqual([
      'Schiltron takes 1 hit, 1 carried',
      'gunnes',
    ]);
  });
});

describe('more hits than one change moves (Unit endurance) are refused, not dropped', () => {
  it('Impact, Melee and Archery results of 150 hits on one unit', () => {
    const impact = proposeImpact(testGame(), {
      a: knights,
      b: schiltron,
      outcome: won('a', { hits: { a: 0, b: 150 } }),
    });
    expect(impact.ok).toBe(false);
    const melee = proposeMelee(testGame(), {
      a: knights,
      b: schiltron,
      outcome: { winner: 'a', difference: 1, hits: { a: 0, b: 150 }, elementsLost: { a: 0, b: 0 } },
    });
    expect(melee.ok).toBe(false);
    const archery = proposeArchery(testGame(), {
      firer: bows,
      target: schiltron,
      outcome: { hits: 150, removed: 0 },
    });
    expect(archery.ok ? null : archery.error).toMatchObject({ field: 'hits' });
  });
});
