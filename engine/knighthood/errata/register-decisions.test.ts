/**
 * Each register entry's decision, as the pages show it: a switch names a
 * reading the engine offers (a value of its own, in the Readings' words), and
 * an entry without one says why in one of the two reasons the core knows.
 */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import { errata } from './index.ts';

describe('the register decided (every cited rule, T1–T22)', () => {
  it('an entry without a switch says why: it changes nothing, or the book misprints', () => {
    const reasons = errata.filter((e) => e.option === undefined).map((e) => e.withoutOption);
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(['changes-nothing', 'misprint']).toContain(reason);
  });

  it("a switch's other reading is a value named like the site's own, never blank", () => {
    for (const { id, option } of errata) {
      if (!option) continue;
      expect(option.value, id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(String(defaultReadings[option.name]), id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });
});

describe('switches only the play along reads', () => {
  it('are the rally, the leader lost to missiles, the C-in-C and the troop losses, read by it alone', () => {
    const playAlongOnly = errata.filter((e) => e.option?.readBy?.includes('play-along'));
    expect(playAlongOnly.map((e) => e.option?.name).sort()).toEqual([
      'commanderInChief',
      'leaderLostToMissile',
      'rallyBreak',
      'troopLosses',
    ]);
    for (const { id, option } of playAlongOnly) expect(option?.readBy, id).toEqual(['play-along']);
  });
});
