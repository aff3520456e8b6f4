/**
 * Pursuit on the board word for word and at its edges (5.5, 6.1.8; Kosovo
 * 5.5.2–5.5.7): every sentence of the step and of its outcome, who pursues,
 * from how far its leader stands, and what it finds on its first hex.
 */
import { describe, expect, it } from 'vitest';
import { moraleMove } from '../../morale/morale.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, edward, only, type Pieces } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';
import type { PursuitStep } from './pursuit-on-board.ts';

const pursuitOf = (pieces: Pieces, cell: string, opts: Parameters<typeof combatOn>[2] = {}) => {
  const run = combatOn(pieces, cell, opts);
  return { run, pursuit: only(run.steps, 'pursuit')[0] };
};

const refusal = (run: ReturnType<typeof combatOn>, step: unknown, choice: object) => {
  const r = applyAfterCombatStep(run.applied.after, step as never, choice, run.context);
  return r.ok ? undefined : r.error;
};

const firstHexLine = (rule: string, voluntary: string) => ({
  text: `Its first hex is the one the enemy left; obligatory pursuit keeps to the retreat path, voluntary may leave it by 1 hex (${voluntary}).`,
  rule,
});

describe('the pursuit step in words', () => {
  it('Bannockburn: no leader near, the roll and its odds (5.5.2)', () => {
    const { pursuit } = pursuitOf([defender, front], 'A1');
    expect(pursuit).toMatchObject({ kind: 'pursuit', key: 'pursuit-sc-inf', side: 'Scots' });
    expect(pursuit?.working).toEqual([
      { text: 'English withdrew from 0405: sc-inf pursues, by choice or by force.', rule: '5.5' },
      {
        text: 'Its nearest leader is more than 5 hexes away. It rolls 1D6: pursuit obligatory 5/6, voluntary 1/6.',
        rule: '5.5.2',
      },
      firstHexLine('5.5.5', '5.5.4'),
    ]);
  });

  it('6.1.8: MORALE +2 in its favour takes 3 off the roll', () => {
    const { pursuit } = pursuitOf([defender, front, edward], 'D1', {
      extra: { morale: { counter: -2, inEffect: -2 } },
    });
    expect(pursuit?.working[1]).toEqual({
      text: 'Its nearest leader is 0 hexes away. It rolls 1D6 -3 for MORALE +2: pursuit obligatory 3/6, voluntary 3/6.',
      rule: '5.5.2',
    });
  });

  it('Kosovo: without a roll, obligatory far from a leader (5.5.2), voluntary with one on the hex (5.5.3)', () => {
    const far = pursuitOf([defender, front], 'A1', { id: 'kosovo-1389' }).pursuit;
    expect(far?.working.slice(1)).toEqual([
      {
        text: 'Its nearest leader is more than 5 hexes away. No roll: pursuit is obligatory.',
        rule: '5.5.2',
      },
      firstHexLine('5.5.6', '5.5.5'),
    ]);
    const near = pursuitOf([defender, front, edward], 'D1', { id: 'kosovo-1389' }).pursuit;
    expect(near?.working[1]).toEqual({
      text: 'Its nearest leader is 0 hexes away. No roll: pursuit is voluntary.',
      rule: '5.5.3',
    });
    expect(near?.dice).toBeNull();
  });

  it.each([
    ['0404', 1, 'Its nearest leader is 1 hex away.'],
    ['0905', 5, 'Its nearest leader is 5 hexes away.'],
    ['1005', 6, 'Its nearest leader is more than 5 hexes away.'],
  ] as const)('a leader of its own on %s: %i hexes', (hex, hexes, said) => {
    const leader = piece('en-percy', 'English', 'leader', hex);
    const { pursuit } = pursuitOf([defender, front, leader], 'D1');
    expect(pursuit?.hexesFromLeader).toBe(hexes);
    expect(pursuit?.working[1]?.text.startsWith(`${said} It rolls 1D6`)).toBe(true);
  });

  it('an enemy leader near, or its own units, are no leader of its own', () => {
    const scot = piece('sc-bruce', 'Scots', 'leader', '0404');
    const { pursuit } = pursuitOf([defender, front, scot], 'D1');
    expect(pursuit?.hexesFromLeader).toBe(6);
  });

  it('6.1.8: MORALE in each side’s favour, with no negative zero', () => {
    const scots = pursuitOf([defender, front], 'A1', {
      extra: { morale: { counter: 2, inEffect: 2 } },
    }).pursuit;
    expect(scots?.morale).toBe(2);
    expect(pursuitOf([defender, front], 'D1').pursuit?.morale).toBe(0);
  });
});

describe('who pursues, and into what', () => {
  it('no pursuit when the enemy could not leave its hex (5.4.6 took SPs instead)', () => {
    const rivers = Object.fromEntries(['0307', '0407', '0507'].map((h) => [h, ['river' as const]]));
    const { run, pursuit } = pursuitOf([defender, front], 'D1', { terrain: rivers });
    expect(run.applied.after.counters['sc-inf']).toMatchObject({ hex: '0406', sp: 2 });
    expect(pursuit).toBeUndefined();
  });

  it('no pursuit while one of two enemy units is still on its hex', () => {
    const a = piece('sc-a', 'Scots', 'infantry', '0406', { sp: 1 });
    const b = piece('sc-b', 'Scots', 'infantry', '0406', { sp: 1 });
    const { run, pursuit } = pursuitOf([a, b, front], '- / -1', { losses: { 'sc-a': 1 } });
    expect(run.applied.after.counters['sc-a']?.status).toBe('eliminated');
    expect(pursuit).toBeUndefined();
  });
});

describe('the pursuit applied', () => {
  it('a roll with a modifier says both numbers', () => {
    const { run, pursuit } = pursuitOf([defender, front], 'A1', {
      extra: { morale: { counter: 2, inEffect: 2 } },
    });
    expect(confirm(run, pursuit, { roll: 6 }).lines).toEqual([
      { text: 'sc-inf rolls 6 (3 modified): pursuit obligatory.', rule: '5.5.2' },
      {
        text: 'It enters 0405; further along the path is yours to move, ignoring enemy ZoCs (5.5.6).',
        rule: '5.5.3',
      },
    ]);
  });

  it('Kosovo without a roll, and a voluntary pursuit not made', () => {
    const far = pursuitOf([defender, front], 'A1', { id: 'kosovo-1389' });
    expect(confirm(far.run, far.pursuit, {}).lines).toEqual([
      { text: 'sc-inf pursuit obligatory.', rule: '5.5.2' },
      {
        text: 'It enters 0405; further along the path is yours to move, ignoring enemy ZoCs (5.5.7).',
        rule: '5.5.4',
      },
    ]);
    const near = pursuitOf([defender, front, edward], 'D1', { id: 'kosovo-1389' });
    const stays = confirm(near.run, near.pursuit, { pursue: false });
    expect(stays.lines).toEqual([
      { text: 'en-front pursuit voluntary.', rule: '5.5.3' },
      { text: 'It does not pursue and stays where it is.', rule: '5.5.1' },
    ]);
    expect(stays.actions).toEqual([]);
    expect(stays.state).toEqual(near.run.applied.after);
  });

  it('refusals say what is missing', () => {
    const { run, pursuit } = pursuitOf([defender, front], 'A1');
    expect(refusal(run, pursuit, {})).toEqual({
      field: 'roll',
      rule: '5.5.2',
      message: 'roll 1D6 for the pursuit test first',
    });
    expect(refusal(run, pursuit, { roll: 1, hex: '0101' })).toEqual({
      field: 'hex',
      rule: '5.5.5',
      message: 'a pursuit starts on a hex the enemy emptied: 0405',
    });
    const back = { ...run.applied.after.counters['en-front']!, hex: '0405' };
    const r = applyAfterCombatStep(
      { ...run.applied.after, counters: { ...run.applied.after.counters, 'en-front': back } },
      pursuit!,
      { roll: 1 },
      run.context,
    );
    expect(r.ok ? undefined : r.error).toEqual({
      field: 'hex',
      rule: '5.5.5',
      message: 'enemy units stand on 0405 again',
    });
  });

  it('a lone grand leader killed on the first hex moves MORALE 12 boxes (6.1.7)', () => {
    const lone = piece('sc-wallace', 'Scots', 'leader', '0406');
    const { run, pursuit } = pursuitOf([defender, lone, front], 'D2 -1');
    const entered = confirm(run, pursuit, { roll: 1, grandLeader: true });
    expect(entered.actions).toContainEqual({
      type: 'eliminate',
      counter: 'sc-wallace',
      morale: 'grand-leader-killed',
    });
    expect(entered.state.morale.counter).toBe(
      run.applied.after.morale.counter - moraleMove('grand-leader-killed').boxes,
    );
  });

  it('7.1.6: a fallen banner is captured on the hex entered only', () => {
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0102');
    const { run, pursuit } = pursuitOf([defender, wallace, front], 'D1', {
      extra: { banners: { 'sc-wallace': 'fallen' } },
    });
    const on = (hex: string): PursuitStep => ({
      ...pursuit!,
      banners: [{ leader: 'sc-wallace', hex }],
    });
    expect(confirm(run, on('0406'), { roll: 1 }).state.banners['sc-wallace']).toBe('captured');
    expect(confirm(run, on('0307'), { roll: 1 }).state.banners['sc-wallace']).toBe('fallen');
  });
});
