import { describe, expect, it } from 'vitest';
import { combatOn, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';
import { formableOn, offerPursuitHexes, previewPursuitPath } from './pursuit-path-offer.ts';

// D1: the Scots infantry on 0406 retreats to 0307; the English cavalry on 0405 pursues into 0406.
const caught = (more: Parameters<typeof combatOn>[0] = []) => {
  const run = combatOn([defender, front, ...more], 'D1', {
    attackers: ['en-front'],
    extra: { losses: { Scots: 0, English: 0 } },
  });
  const [pursuit] = only(run.steps, 'pursuit');
  if (!pursuit) throw new Error('no pursuit');
  return { state: run.applied.after, pursuit, context: run.context };
};

describe('a pursuit path on the board: its edges', () => {
  it('a path ending off the map offers nothing (5.5)', () => {
    const { state, pursuit, context } = caught();
    expect(offerPursuitHexes(state, pursuit, { path: ['9999'] }, context)).toEqual([]);
  });

  it('never offers the first hex, a hex already on the path, nor the pursuer’s own hex (5.5)', () => {
    const { state, pursuit, context } = caught();
    const fromFirst = offerPursuitHexes(state, pursuit, {}, context);
    expect(fromFirst).not.toContain('0405');
    expect(fromFirst).toContain('0306');
    // 0306 is on the path, 0406 is the first hex, 0405 the pursuer's own: none is offered again.
    const on = offerPursuitHexes(state, pursuit, { path: ['0306', '0305'] }, context);
    expect(on).not.toContain('0306');
    const back = offerPursuitHexes(state, pursuit, { path: ['0306'] }, context);
    expect(back).not.toContain('0406');
    expect(back).not.toContain('0405');
    expect(back).toContain('0305');
  });

  it('a pursuer not on the board is offered every hex touching the first one (5.5)', () => {
    const { state, pursuit, context } = caught();
    const offered = offerPursuitHexes(state, { ...pursuit, unit: 'nobody' }, {}, context);
    // 0405 is offered: the unknown pursuer stands on no hex, so none is its own.
    expect(offered).toEqual(expect.arrayContaining(['0405', '0306', '0407', '0507', '0506']));
    expect(offered).not.toContain('0406');
  });

  it('refuses a first hex the enemy did not empty, naming the field, the rule and why (5.5.5)', () => {
    const { state, pursuit, context } = caught();
    const seen = previewPursuitPath(state, pursuit, { hex: '0307' }, context);
    expect(seen).toEqual({
      ok: false,
      error: {
        field: 'hex',
        rule: '5.5.5',
        message: 'a pursuit starts on a hex the enemy emptied',
      },
    });
    const none = previewPursuitPath(state, { ...pursuit, into: [] }, {}, context);
    expect(none.ok).toBe(false);
    if (!none.ok) expect(none.error.field).toBe('hex');
  });

  it('refuses a state of an unknown edition, naming the edition', () => {
    const { state, pursuit, context } = caught();
    const seen = previewPursuitPath({ ...state, edition: 'nope' as never }, pursuit, {}, context);
    expect(seen.ok).toBe(false);
    if (!seen.ok) expect(seen.error).toMatchObject({ field: 'edition', rule: 'editions' });
    expect(formableOn({ ...state, edition: 'nope' as never }, pursuit, ['0307'], context)).toEqual(
      [],
    );
  });

  it('infantry on a hex marked fortified is not ridden down (5.8.8)', () => {
    const { state, pursuit, context } = caught();
    const seen = previewPursuitPath(
      state,
      { ...pursuit, fortified: ['0307'] },
      { path: ['0307'] },
      context,
    );
    expect(seen.ok).toBe(false);
    if (!seen.ok) expect(seen.error).toMatchObject({ field: 'path.0', rule: '5.8.8' });
  });

  it('a pursuer on foot names no unit in formation: it rides down none (5.8.8)', () => {
    const { state, pursuit, context } = caught();
    const onFoot = { ...pursuit };
    delete onFoot.rideDown;
    expect(formableOn(state, pursuit, ['0307'], context)).toEqual(['sc-inf']);
    expect(formableOn(state, onFoot, ['0307'], context)).toEqual([]);
  });

  it('only enemy units may be named in formation: not a leader, not the pursuer’s own (5.8.8)', () => {
    const { state, pursuit, context } = caught([
      piece('sc-king', 'Scots', 'leader', '0208'),
      piece('en-foot', 'English', 'infantry', '0209'),
      piece('sc-cav', 'Scots', 'cavalry', '0210'),
    ]);
    expect(formableOn(state, pursuit, ['0208', '0209', '0210', '0307'], context)).toEqual([
      'sc-inf',
    ]);
  });
});
