/** The register's readings of Control test consequences, each switched and computed. */
import { describe, expect, it } from 'vitest';
import { defaultReadings, type Readings } from '../readings.ts';
import { controlConsequence, controlEffectOf } from './control-effects.ts';
import { rallyOdds, voluntaryRallyTests } from './rally.ts';
import { chanceOf } from '../../core/index.ts';

const reading = (change: Partial<Readings>): Readings => ({ ...defaultReadings, ...change });

describe('Evading & feigned retreat: a failed feigned retreat really breaks', () => {
  it('a Steady Seasoned unit with 2 hits rolling up breaks and removes 2 elements for its hits', () => {
    const unit = { morale: 'steady', hits: 2, elements: 6 } as const;
    expect(controlConsequence('feigned-retreat', 'up', unit, 'seasoned')).toMatchObject({
      morale: 'broken',
      elementsForHits: 2,
    });
    expect(controlConsequence('feigned-retreat', 'down', unit, 'seasoned').morale).toBe('broken');
    expect(controlConsequence('feigned-retreat', 'pass', unit, 'seasoned').morale).toBe('steady');
  });
});

describe('Control test consequences under each reading of the register', () => {
  it('rally-faster-moves: a unit that doubled rallies 0 times, or once under continues', () => {
    const doubled = {
      activity: 'faster',
      compulsoryTaken: 0,
      unformed: false,
      ledByOfficer: false,
      inContact: false,
    } as const;
    expect(voluntaryRallyTests(doubled)).toEqual({ ok: true, value: 0 });
    const goesOn = reading({ rallyFasterMoves: 'continues' });
    expect(voluntaryRallyTests(doubled, goesOn)).toEqual({ ok: true, value: 1 });
  });

  it('standing-down: evading instead loses nothing, or the die of elements under either-choice', () => {
    expect(controlEffectOf('standing', 'down').orElse?.elementsLost).toBe(0);
    const either = reading({ standingDownLoss: 'either-choice' });
    expect(controlEffectOf('standing', 'down', either).orElse?.elementsLost).toBe('die');
    expect(controlEffectOf('standing', 'up', either).orElse).toBeUndefined();
  });

  it('erratic-failure: rolling down while charging is Broken, or Impetuous by situation', () => {
    const unit = { morale: 'erratic', hits: 4, elements: 6 } as const;
    expect(controlConsequence('charging', 'down', unit, 'seasoned').morale).toBe('broken');
    const bySituation = reading({ erraticFailure: 'by-situation' });
    expect(controlConsequence('charging', 'down', unit, 'seasoned', bySituation).morale).toBe(
      'impetuous',
    );
    expect(controlConsequence('standing', 'up', unit, 'seasoned', bySituation).morale).toBe(
      'broken',
    );
  });

  it('phantom-hits-elements: elements for the true hits, or for the phantom hits too', () => {
    const unit = { morale: 'steady', hits: 3, phantomHits: 2, elements: 8 } as const;
    expect(controlConsequence('charging', 'up', unit, 'seasoned').elementsForHits).toBe(3);
    const phantom = reading({ phantomHitsElements: 'phantom-too' });
    expect(controlConsequence('charging', 'up', unit, 'seasoned', phantom).elementsForHits).toBe(5);
  });

  it('control-test-copies: a failed rally test turns an Erratic unit, or only costs hit or element', () => {
    const unit = { morale: 'erratic', hits: 5, elements: 8 } as const;
    expect(controlConsequence('rallying', 'down', unit, 'seasoned').morale).toBe('broken');
    const only = reading({ rallyFailures: 'hits-and-elements-only' });
    expect(controlConsequence('rallying', 'down', unit, 'seasoned', only)).toMatchObject({
      morale: 'erratic',
      elementsForHits: 0,
    });
  });

  it('erratic-recovery: a rallied unit within its safe hits stays Erratic, or is Steady again', () => {
    const unit = { morale: 'erratic', hits: 4, elements: 8 } as const;
    expect(controlConsequence('rallying', 'pass', unit, 'seasoned').morale).toBe('erratic');
    const recover = reading({ erraticRecovery: 'steady-within-limit' });
    expect(controlConsequence('rallying', 'pass', unit, 'seasoned', recover).morale).toBe('steady');
    const odds = (r: Readings) =>
      rallyOdds({ experience: 'seasoned', dice: 'd6', unit, tests: 2 }, r);
    const steady = (r: Readings) => {
      const o = odds(r);
      if (!o.ok) throw new Error(o.error.message);
      return chanceOf(o.value, (s) => s.morale === 'steady');
    };
    expect(steady(defaultReadings).num).toBe(0n);
    expect(steady(recover).num).toBeGreaterThan(0n);
  });
});
