/**
 * A banner falling with its holder in words (7.1.5, 6.1.5, 7.1.6): the step
 * names the banner's leader, the hex, every unit eliminated there and the
 * MORALE it would cost; the outcome says what happened either way.
 */
import { describe, expect, it } from 'vitest';
import { combatOn, confirm, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

const bannerOf = { banners: { 'sc-wallace': 'held' as const } };
const withWallace = piece('sc-wallace', 'Scots', 'leader', '0406');

describe('the banner-fall step in words', () => {
  it('7.1.5, 6.1.5: the step names the hex, the unit lost and the 3 boxes', () => {
    const run = combatOn([defender, withWallace, front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    expect(fall).toMatchObject({ key: 'banner-fall-sc-wallace', side: 'Scots' });
    expect(fall?.working).toEqual([
      {
        text: 'The banner that started with sc-wallace is read on his hex, 0406, where sc-inf was eliminated and no unit of Scots is left: if it held the banner, the banner falls there.',
        rule: '7.1.5',
      },
      { text: 'A fallen banner moves MORALE 3 boxes against Scots.', rule: '6.1.5' },
    ]);
  });

  it('every unit eliminated on the hex is named', () => {
    const second = piece('sc-inf2', 'Scots', 'infantry', '0406', { sp: 1 });
    const run = combatOn([defender, second, withWallace, front], 'D1 -4', {
      extra: bannerOf,
      losses: { 'sc-inf': 3, 'sc-inf2': 1 },
    });
    const [fall] = only(run.steps, 'banner-fall');
    expect(fall?.working[0]?.text).toContain('where sc-inf, sc-inf2 were eliminated');
  });

  it('7.1.5–7.1.6: the outcome says the banner falls and who captures it, or that it stands', () => {
    const run = combatOn([defender, withWallace, front], 'D1 -3', { extra: bannerOf });
    const [fall] = only(run.steps, 'banner-fall');
    expect(confirm(run, fall, { held: true }).lines).toEqual([
      {
        text: 'The banner that started with sc-wallace falls on 0406: MORALE moves 3 boxes against Scots.',
        rule: '6.1.5',
      },
      { text: 'An enemy unit entering 0406 captures it.', rule: '7.1.6' },
    ]);
    expect(confirm(run, fall, { held: false }).lines).toEqual([
      {
        text: 'No eliminated unit held the banner that started with sc-wallace: it stands.',
        rule: '7.1.5',
      },
    ]);
  });
});
