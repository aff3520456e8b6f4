/**
 * Which banners a combat can bring down (7.1.5): only the banner on the hex
 * where units of its own side were eliminated and none of them is left, and
 * the player's answer settles it (6.1.5: 3 boxes only when it falls).
 */
import { describe, expect, it } from 'vitest';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

const bannerOf = { banners: { 'sc-wallace': 'held' as const } };
const wallaceOn = (hex: string) => piece('sc-wallace', 'Scots', 'leader', hex);

describe('the hex a banner falls on (7.1.5)', () => {
  it('a banner on another hex than the units lost does not fall', () => {
    // Wallace stands on 0306, beside the Scots infantry eliminated on 0406.
    const run = combatOn([defender, wallaceOn('0306'), front], 'D1 -3', { extra: bannerOf });
    expect(run.applied.after.counters['sc-inf']?.status).toBe('eliminated');
    expect(run.steps.map((s) => s.kind)).toEqual(['pursuit']);
  });

  it('a unit of the side elsewhere on the board does not hold the hex', () => {
    const far = piece('sc-far', 'Scots', 'infantry', '0102', { sp: 2 });
    const run = combatOn([defender, far, wallaceOn('0406'), front], 'D1 -3', { extra: bannerOf });
    expect(only(run.steps, 'banner-fall').map((s) => s.hex)).toEqual(['0406']);
  });

  it('while a unit of the side is left on the hex, the steps hold no banner at all', () => {
    const second = piece('sc-inf2', 'Scots', 'infantry', '0406', { sp: 3 });
    const kept = combatOn([defender, second, wallaceOn('0406'), front], '- / -3', {
      extra: bannerOf,
      losses: { 'sc-inf': 3 },
    });
    expect(kept.steps).toEqual([]);
  });
});

describe('the player’s answer (7.1.5, 6.1.5)', () => {
  it('no holder among the eliminated: no action, the game unchanged', () => {
    const run = combatOn([defender, wallaceOn('0406'), front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    const stands = confirm(run, fall, { held: false });
    expect(stands.actions).toEqual([]);
    expect(stands.state).toEqual(run.applied.after);
  });

  it('a banner that fell meanwhile cannot fall again: refused with the 7.1.5 reason', () => {
    const run = combatOn([defender, wallaceOn('0406'), front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    const fell = confirm(run, fall, { held: true }).state;
    expect(applyAfterCombatStep(fell, fall!, { held: true }, run.context)).toEqual({
      ok: false,
      error: { field: 'leader', rule: '7.1.5', message: 'the banner has fallen already' },
    });
  });
});
