import { describe, expect, it } from 'vitest';
import { formatOver } from '../../../core/probability.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, edward, only } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

describe('pursuit after a board combat (5.5)', () => {
  it('B/N: the defender held and the attacker withdrew: a test with no leader near, obligatory on 5 or less (5/6)', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({
      unit: 'sc-inf',
      into: ['0405'],
      hexesFromLeader: 6,
      dice: '1D6',
      rule: '5.5.2',
    });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('5/6');
    expect(pursuit?.working.map((w) => w.rule)).toEqual(['5.5', '5.5.2', '5.5.5']);
    const moved = confirm(run, pursuit, { roll: 2 });
    expect(moved.state.counters['sc-inf']?.hex).toBe('0405');
    expect(moved.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.3']);
    expect(moved.lines[0]?.text).toBe('sc-inf rolls 2: pursuit obligatory.');
  });

  it('voluntary: the unit stays unless the player pursues', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    const stays = confirm(run, pursuit, { roll: 6 });
    expect(stays.state.counters['sc-inf']?.hex).toBe('0406');
    expect(stays.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.1']);
    const goes = confirm(run, pursuit, { roll: 6, pursue: true });
    expect(goes.state.counters['sc-inf']?.hex).toBe('0405');
    expect(goes.lines[1]?.rule).toBe('5.5.4');
  });

  it('6.1.8: at MORALE +2 the roll loses 3, so a leader on the hex no longer guarantees voluntary pursuit', () => {
    const run = combatOn([defender, front, edward], 'D1', {
      extra: { morale: { counter: -2, inEffect: -2 } },
    });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ unit: 'en-front', hexesFromLeader: 0, morale: 2 });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('3/6');
  });

  it('Kosovo: more than 5 hexes from a leader, pursuit is obligatory without a roll (5.5.2)', () => {
    const run = combatOn([defender, front], 'A1', { id: 'kosovo-1389' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: null, rule: '5.5.2' });
    expect(pursuit?.working.map((w) => w.rule)).toEqual(['5.5', '5.5.2', '5.5.6']);
    const moved = confirm(run, pursuit, {});
    expect(moved.state.counters['sc-inf']?.hex).toBe('0405');
    expect(moved.lines.map((l) => l.rule)).toEqual(['5.5.2', '5.5.4']);
  });

  it('Kosovo: a leader on the hex makes pursuit voluntary with no roll (PV row 0)', () => {
    const run = combatOn([defender, front, edward], 'D1', { id: 'kosovo-1389' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: null, hexesFromLeader: 0, rule: '5.5.3' });
    expect(formatOver(pursuit!.odds.voluntary, 6)).toBe('6/6');
  });

  it('1066: the same test as Bannockburn, on its own table', () => {
    const run = combatOn([defender, front], 'A1', { id: '1066' });
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit).toMatchObject({ dice: '1D6', rule: '5.5.2' });
    expect(formatOver(pursuit!.odds.obligatory, 6)).toBe('5/6');
  });

  it('8.2.8: a leader left alone on the emptied hex is killed when the pursuer enters (Kosovo 8.2.6)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.8'],
      ['kosovo-1389', '8.2.6'],
    ] as const) {
      const lone = piece('sc-wallace', 'Scots', 'leader', '0406');
      const run = combatOn([defender, lone, front], 'D2 -1', { id });
      const [pursuit] = only(run.steps, 'pursuit');
      const entered = confirm(run, pursuit, { roll: 1, pursue: true });
      expect(entered.state.counters['sc-wallace']?.status).toBe('eliminated');
      expect(entered.state.morale.counter).toBe(run.applied.after.morale.counter - 8);
      expect(entered.lines.at(-1)?.rule).toBe(rule);
      expect(entered.lines.at(-1)?.text).toBe(
        'sc-wallace stood alone on 0406 and is killed: MORALE moves 8 boxes against Scots.',
      );
    }
  });

  it('no pursuit when nobody withdrew, nor by the side that retreated', () => {
    expect(only(combatOn([defender, front], '- / -1').steps, 'pursuit')).toEqual([]);
    const both = combatOn([defender, front], 'A1 / D1');
    expect(only(both.steps, 'pursuit')).toEqual([]);
  });

  it('an eliminated defender leaves its hex to pursue into', () => {
    const run = combatOn([defender, front], 'D1 -3');
    expect(run.applied.after.counters['sc-inf']?.status).toBe('eliminated');
    expect(only(run.steps, 'pursuit')[0]).toMatchObject({ unit: 'en-front', into: ['0406'] });
  });

  it('refuses a missing die, a hex the enemy did not empty, and a hex the enemy holds again', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    const refused = (
      choice: Parameters<typeof applyAfterCombatStep>[2],
      state = run.applied.after,
    ) => {
      const r = applyAfterCombatStep(state, pursuit!, choice, run.context);
      return r.ok ? undefined : { field: r.error.field, rule: r.error.rule };
    };
    expect(refused({})).toEqual({ field: 'roll', rule: '5.5.2' });
    expect(refused({ roll: 1, hex: '0101' })).toEqual({ field: 'hex', rule: '5.5.5' });
    const retaken = {
      ...run.applied.after,
      counters: {
        ...run.applied.after.counters,
        'en-front': { ...run.applied.after.counters['en-front']!, hex: '0405' },
      },
    };
    expect(refused({ roll: 1 }, retaken)).toEqual({ field: 'hex', rule: '5.5.5' });
  });
});
