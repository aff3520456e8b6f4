import { describe, expect, it } from 'vitest';
import { combatOn, confirm, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

describe('a banner falling with its holder (7.1.5, 6.1.5)', () => {
  const bannerOf = { banners: { 'sc-wallace': 'held' as const } };
  const withWallace = piece('sc-wallace', 'Scots', 'leader', '0406');

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s: the last unit on the banner hex eliminated: the player says whether it held it',
    (id) => {
      const run = combatOn([defender, withWallace, front], 'D1 -3', { id, extra: bannerOf });
      const [fall] = only(run.steps, 'banner-fall');
      expect(fall).toMatchObject({ leader: 'sc-wallace', hex: '0406', rule: '7.1.5', dice: null });
      expect(fall?.working.map((w) => w.rule)).toEqual(['7.1.5', '6.1.5']);
      const fell = confirm(run, fall, { held: true });
      expect(fell.state.banners['sc-wallace']).toBe('fallen');
      expect(fell.state.morale.counter).toBe(run.applied.after.morale.counter - 3);
      expect(fell.lines.map((l) => l.rule)).toEqual(['6.1.5', '7.1.6']);
      const stands = confirm(run, fall, {});
      expect(stands.state).toEqual(run.applied.after);
      expect(stands.lines.map((l) => l.rule)).toEqual(['7.1.5']);
    },
  );

  it('7.1.6: a pursuit into the hex where the banner fell captures it', () => {
    const run = combatOn([defender, withWallace, front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit?.banners).toEqual([{ leader: 'sc-wallace', hex: '0406' }]);
    const fell = confirm(run, fall, { held: true });
    const entered = confirm(run, pursuit, { roll: 1, pursue: true }, fell.state);
    expect(entered.state.banners['sc-wallace']).toBe('captured');
    expect(entered.lines.at(-1)).toEqual({
      text: 'It captures the fallen banner that started with sc-wallace.',
      rule: '7.1.6',
    });
    // The banner still held (the player said no unit of the hex held it): nothing to capture.
    const held = confirm(run, pursuit, { roll: 1, pursue: true });
    expect(held.state.banners['sc-wallace']).toBe('held');
  });

  it('no step while a unit of the side is left on the hex, for a banner not held, or with nobody eliminated', () => {
    const second = piece('sc-inf2', 'Scots', 'infantry', '0406', { sp: 3 });
    const kept = combatOn([defender, second, withWallace, front], '- / -3', {
      extra: bannerOf,
      losses: { 'sc-inf': 3 },
    });
    expect(kept.applied.after.counters['sc-inf']?.status).toBe('eliminated');
    expect(only(kept.steps, 'banner-fall')).toEqual([]);
    const fallen = { banners: { 'sc-wallace': 'fallen' as const } };
    expect(
      only(
        combatOn([defender, withWallace, front], 'D1 -3', { extra: fallen }).steps,
        'banner-fall',
      ),
    ).toEqual([]);
    expect(
      only(
        combatOn([defender, withWallace, front], 'D1', { extra: bannerOf }).steps,
        'banner-fall',
      ),
    ).toEqual([]);
  });
});
