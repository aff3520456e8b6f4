import { describe, expect, it } from 'vitest';
import { getEdition } from '../../editions/editions.ts';
import type { EditionId } from '../../types.ts';
import { combatOn, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';
import {
  formableOn,
  formationOf,
  offerPursuitHexes,
  previewPursuitPath,
} from './pursuit-path-offer.ts';

// D1: the Scots infantry on 0406 retreats to 0307; the English cavalry on 0405 pursues into 0406.
const caught = (id: EditionId) => {
  const run = combatOn([defender, front], 'D1', {
    id,
    extra: { losses: { Scots: 0, English: 0 } },
  });
  const [pursuit] = only(run.steps, 'pursuit');
  if (!pursuit) throw new Error('no pursuit');
  return { state: run.applied.after, pursuit, context: run.context };
};

const editions = [
  // edition, formation, its rule, protected (5.8.8 / K 5.8.6), ride down in pursuit
  ['bannockburn-1314', 'shiltron', '11.3', '5.8.8', '5.5.9'],
  ['kosovo-1389', 'palisade', '15.2.5', '5.8.6', '5.5.10'],
  ['1066', 'wall-of-shields', 'Hastings', '5.8.8', '5.5.9'],
] as const;

describe.each(editions)('%s: a pursuit path on the board', (id, formation, rule, safe, ride) => {
  it('offers the hexes touching the path end, not the pursuer’s hex nor the path (5.5)', () => {
    const { state, pursuit, context } = caught(id);
    const first = offerPursuitHexes(state, pursuit, {}, context);
    expect(first).toContain('0307');
    expect(first).not.toContain('0405');
    expect(first).not.toContain('0406');
    const next = offerPursuitHexes(state, pursuit, { path: ['0307'] }, context);
    expect(next).not.toContain('0307');
    expect(next).not.toContain('0406');
    expect(next.length).toBeGreaterThan(0);
  });

  it('previews the ride down with its rule before the confirm', () => {
    const { state, pursuit, context } = caught(id);
    const seen = previewPursuitPath(state, pursuit, { path: ['0307'] }, context);
    expect(seen.ok && seen.value.end).toBe('0307');
    expect(seen.ok && seen.value.lines[0]?.rule).toBe(ride);
    expect(seen.ok && seen.value.actions[0]).toEqual({
      type: 'eliminate',
      counter: 'sc-inf',
      morale: null,
    });
    // The preview changes nothing.
    expect(state.counters['sc-inf']?.status).not.toBe('eliminated');
  });

  it(`names the edition’s formation (${rule}); a unit in it is not ridden down (${safe})`, () => {
    const { state, pursuit, context } = caught(id);
    const edition = getEdition(id);
    expect(edition.ok && formationOf(edition.value)).toEqual({
      formation,
      rule,
      protectedRule: safe,
    });
    expect(formableOn(state, pursuit, ['0307'], context)).toEqual(['sc-inf']);
    expect(formableOn(state, pursuit, ['0406'], context)).toEqual([]);
    const seen = previewPursuitPath(
      state,
      pursuit,
      { path: ['0307'], formations: { 'sc-inf': formation } },
      context,
    );
    expect(seen.ok).toBe(false);
    if (!seen.ok) expect(seen.error).toMatchObject({ field: 'path.0', rule: safe });
  });

  it('refuses a first hex the enemy did not empty (5.5.5)', () => {
    const { state, pursuit, context } = caught(id);
    const seen = previewPursuitPath(state, pursuit, { hex: '0307' }, context);
    expect(seen.ok).toBe(false);
    expect(offerPursuitHexes(state, { ...pursuit, into: [] }, {}, context)).toEqual([]);
  });
});

// An English pursuer on foot, and a Scots cavalry unit on 0506 (touching 0406, not 0307).
const onFoot = piece('en-foot', 'English', 'infantry', '0405', { facing: 3 });
const scotsHorse = piece('sc-cav', 'Scots', 'cavalry', '0506', { facing: 0 });
const caughtBy = (id: EditionId, pursuer: typeof front) => {
  const run = combatOn([defender, pursuer, scotsHorse], 'D1', {
    id,
    extra: { losses: { Scots: 0, English: 0 } },
  });
  const [pursuit] = only(run.steps, 'pursuit');
  if (!pursuit) throw new Error('no pursuit');
  return { state: run.applied.after, pursuit, context: run.context };
};

describe.each(editions)('%s: only hexes the pursuer may enter are offered', (id, formation) => {
  it('cavalry: the enemy infantry’s hex is offered, the enemy cavalry’s is not (5.8)', () => {
    const { state, pursuit, context } = caughtBy(id, front);
    const offered = offerPursuitHexes(state, pursuit, {}, context);
    expect(offered).toContain('0307');
    expect(offered).not.toContain('0506');
    // The empty hexes touching 0406 stay offered.
    expect(offered).toEqual(expect.arrayContaining(['0306', '0407', '0507']));
    expect(offered).toHaveLength(4);
  });

  it(`a unit named in ${formation} keeps its hex from being offered (5.8.8, Kosovo 5.8.6)`, () => {
    const { state, pursuit, context } = caughtBy(id, front);
    const offered = offerPursuitHexes(
      state,
      pursuit,
      { formations: { 'sc-inf': formation } },
      context,
    );
    expect(offered).not.toContain('0307');
    expect(offered).toHaveLength(3);
  });

  it('a pursuer on foot is offered no enemy hex, only empty ones (5.5.9, Kosovo 5.5.10)', () => {
    const { state, pursuit, context } = caughtBy(id, onFoot);
    expect(pursuit.unit).toBe('en-foot');
    const offered = offerPursuitHexes(state, pursuit, {}, context);
    expect(offered).not.toContain('0307');
    expect(offered).not.toContain('0506');
    expect(offered).toEqual(expect.arrayContaining(['0306', '0407', '0507']));
    expect(offered).toHaveLength(3);
  });

  it('a path the confirm would refuse offers nothing further', () => {
    const { state, pursuit, context } = caughtBy(id, front);
    expect(offerPursuitHexes(state, pursuit, { path: ['0506'] }, context)).toEqual([]);
  });

  it('a hex of its own units it would stack over the limit is not offered; one within it is (4.5.2)', () => {
    const own = piece('en-inf', 'English', 'infantry', '0408', { sp: 1 });
    const offer = (sp: number) => {
      const rider = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp });
      const run = combatOn([defender, rider, own], 'D1', { id, attackers: ['en-front'] });
      const [pursuit] = only(run.steps, 'pursuit');
      if (!pursuit) throw new Error('no pursuit');
      return offerPursuitHexes(run.applied.after, pursuit, { path: ['0407'] }, run.context);
    };
    expect(offer(2)).not.toContain('0408');
    expect(offer(1)).toContain('0408');
  });
});
