/**
 * Turns at the edges of 4.3: outside a movement phase (retreat 5.4.2–5.4.3,
 * pursuit B/N 5.5.8 and 5.6.3), the flat reading of the infantry turn
 * (erratum infantry-turn-extras), a road in Kosovo (no 4.3.9), a degree off
 * the 60° steps (4.3.1) and a start-of-phase turn without its MPs (B/N 4.2.10).
 */
import { describe, expect, it } from 'vitest';
import { turnCost } from './turns.ts';

describe('turns outside a movement phase', () => {
  it('Kosovo 5.4.2–5.4.3: a retreat turn costs nothing and keeps the CF; no MPs, no answer on them', () => {
    expect(
      turnCost('kosovo-1389', {
        kind: 'cavalry',
        cf: 2,
        armor: 1,
        degrees: 180,
        context: 'retreat',
      }),
    ).toEqual({
      ok: true,
      value: {
        mp: 0,
        baseMp: 0,
        allowed: true,
        affordable: null,
        usesAllMp: false,
        cfAfter: 2,
        steps: [
          { rule: '5.4.2', text: 'a retreat is counted in hexes, not MPs: the turn costs nothing' },
          { rule: '5.4.3', text: 'turns in a retreat keep the charge factor' },
        ],
        errata: [],
      },
    });
  });

  it('B/N 5.6.3: a 180° pursuit turn drops the CF to 0, affordable with any MPs', () => {
    const r = turnCost('bannockburn-1314', {
      kind: 'cavalry',
      cf: 2,
      armor: 1,
      degrees: 180,
      context: 'pursuit',
      mpAvailable: 0,
    });
    expect(r.ok && r.value).toMatchObject({ mp: 0, affordable: true, cfAfter: 0 });
    expect(r.ok && r.value.steps.at(-1)).toEqual({
      rule: '5.6.3',
      text: 'a 180° pursuit turn drops the CF to 0',
    });
  });
});

describe('erratum infantry-turn-extras, read flat', () => {
  it.each([
    ['in an enemy ZoC', { inZoc: true }],
    ['in forest', { terrain: 'forest' as const }],
  ])('an infantry turn %s is 1 MP, and says why', (_where, more) => {
    const r = turnCost(
      'bannockburn-1314',
      { kind: 'infantry', cf: 0, armor: 0, degrees: 60, ...more },
      { infantryTurnExtras: 'flat' },
    );
    expect(r.ok && r.value.mp).toBe(1);
    expect(r.ok && r.value.errata).toEqual(['infantry-turn-extras']);
    expect(r.ok && r.value.steps).toContainEqual({
      rule: '4.3.3',
      text: 'read as a flat 1 MP: no extra for the ZoC or the terrain (option infantryTurnExtras: flat)',
    });
  });

  it('in the open there is nothing to read flat: no such line', () => {
    const r = turnCost(
      'bannockburn-1314',
      { kind: 'infantry', cf: 0, armor: 0, degrees: 60 },
      { infantryTurnExtras: 'flat' },
    );
    expect(r.ok && r.value.steps.map((s) => s.text)).not.toContain(
      'read as a flat 1 MP: no extra for the ZoC or the terrain (option infantryTurnExtras: flat)',
    );
  });
});

describe('the rest of 4.3', () => {
  it('Kosovo prints no free turn on a road: the turn is paid in full, and said so', () => {
    const r = turnCost('kosovo-1389', {
      kind: 'cavalry',
      cf: 0,
      armor: 0,
      degrees: 60,
      onRoad: true,
    });
    expect(r.ok && r.value.mp).toBe(1);
    expect(r.ok && r.value.steps).toContainEqual({
      rule: '4.3',
      text: 'Kosovo Field 1389 has no rule making turns on a road free: paid in full',
    });
  });

  it('4.3.1: a turn off the 60° steps is refused with the angle', () => {
    expect(turnCost('1066', { kind: 'infantry', cf: 0, armor: 0, degrees: 90 })).toEqual({
      ok: false,
      error: {
        field: 'degrees',
        rule: '4.3.1',
        message: 'a turn is made in steps of 60°: 60, 120 or 180, not 90',
      },
    });
  });

  it('B/N 4.2.10: a turn bought with all the phase’s MPs needs those MPs', () => {
    expect(
      turnCost('1066', { kind: 'cavalry', cf: 3, armor: 0, degrees: 180, startOfPhase: true }),
    ).toEqual({
      ok: false,
      error: {
        field: 'mpAvailable',
        rule: '4.2.10',
        message: 'give the MPs the unit starts the phase with',
      },
    });
  });

  it('B/N 4.2.10: an allowed turn dearer than the MPs left is bought with all of them at the start of the phase', () => {
    // CF 1 allows 120°: 2 × (1 + 1) + armor 1 = 5 MP, more than the 3 the unit has.
    const r = turnCost('bannockburn-1314', {
      kind: 'cavalry',
      cf: 1,
      armor: 1,
      degrees: 120,
      mpAvailable: 3,
      startOfPhase: true,
    });
    expect(r.ok && r.value).toMatchObject({
      mp: 3,
      allowed: true,
      affordable: true,
      usesAllMp: true,
    });
  });
});
