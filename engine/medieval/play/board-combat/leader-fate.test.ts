import { describe, expect, it } from 'vitest';
import { formatHex, hexDistance, parseHex, rangeRing } from '../../../core/hex-grid.ts';
import { formatOver } from '../../../core/probability.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, edward, only } from './after-combat.fixtures.ts';
import { defender, front, map, piece } from './combat.fixtures.ts';

describe('leader death roll after a board combat (8.2.4–8.2.5)', () => {
  it('8.2.5 example a: attacking with a leader, A2 −1: he dies on 2 or 3 (3/36)', () => {
    const run = combatOn([defender, front, edward], 'A2 -1');
    const [death] = only(run.steps, 'leader-death');
    expect(death).toMatchObject({ leader: 'en-edward', retreat: 2, losses: 1, rule: '8.2.4' });
    expect(death?.diesOn).toEqual([2, 3]);
    expect(formatOver(death!.dies, 36)).toBe('3/36');
    expect(death?.working.map((w) => w.rule)).toEqual(['8.2.4', '8.2.5', '6.1.6', '8.1.4']);
  });

  it('8.2.5 example b: a short retreat adds its loss to the roll (A3 −1, 2 hexes made: 2 to 5)', () => {
    // Rivers on every hex 3 away from the attacker's 0405: it makes 2 hexes and loses 1 SP more (5.4.6).
    const rivers = Object.fromEntries(
      rangeRing({ column: 4, row: 5 }, 3, map).map((h) => [formatHex(h), ['river' as const]]),
    );
    const strong = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 4 });
    const run = combatOn([defender, strong, edward], 'A3 -1', { terrain: rivers });
    expect(run.applied.after.counters['en-front']?.sp).toBe(2);
    const [death] = only(run.steps, 'leader-death');
    expect(death).toMatchObject({ retreat: 3, losses: 2 });
    expect(death?.diesOn).toEqual([2, 3, 4, 5]);
    expect(formatOver(death!.dies, 36)).toBe('10/36');
  });

  it('dies: the leader goes, MORALE moves 8 boxes (12 for a grand leader), his units lose 1 SP', () => {
    const led = (p: ReturnType<typeof piece>) => ({
      ...p,
      counter: { ...p.counter, leader: 'Edward' },
    });
    const mine = led(piece('en-inf', 'English', 'infantry', '0205', { sp: 1 }));
    const other = piece('en-other', 'English', 'infantry', '0105', { sp: 3 });
    const pieces = [defender, led(edward), mine, other, led(front)];
    const run = combatOn(pieces, 'A2 -1', { attackers: ['en-front'] });
    const [death] = only(run.steps, 'leader-death');
    const dead = confirm(run, death, { roll: 3 });
    expect(dead.state.counters['en-edward']).toMatchObject({ status: 'eliminated', hex: null });
    expect(dead.state.morale.counter).toBe(run.applied.after.morale.counter + 8);
    // 8.1.4: his units lose 1 SP (those left with 1 are eliminated, moving no MORALE: 8.1.6); another leader's do not.
    expect(dead.state.counters['en-inf']?.status).toBe('eliminated');
    expect(dead.state.counters['en-front']?.status).toBe('eliminated');
    expect(dead.state.counters['en-other']?.sp).toBe(3);
    expect(dead.state.losses['English']).toBe((run.applied.after.losses['English'] ?? 0) + 2);
    expect(dead.lines.map((l) => l.rule)).toEqual(['6.1.6', '8.1.4']);
    expect(dead.lines[0]?.text).toBe(
      'en-edward rolls 3, less 1 SP lost: 2, 2 or less: he dies. MORALE moves 8 boxes against English.',
    );
    const grand = confirm(run, death, { roll: 2, grandLeader: true });
    expect(grand.state.morale.counter).toBe(run.applied.after.morale.counter + 12);
    expect(grand.state.counters['en-other']?.sp).toBe(2);
    expect(grand.lines.map((l) => l.rule)).toEqual(['6.1.7', '8.1.5']);
  });

  it('lives: nothing changes but a new state for undo, and he retreats on his own (B/N 8.2.6, Kosovo 8.1.7)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.6'],
      ['kosovo-1389', '8.1.7'],
      ['1066', '8.2.6'],
    ] as const) {
      const run = combatOn([defender, front, edward], 'A2 -1', { id });
      const lived = confirm(run, only(run.steps, 'leader-death')[0], { roll: 4 });
      expect(lived.state).toEqual(run.applied.after);
      expect(lived.state).not.toBe(run.applied.after);
      expect(lived.lines.map((l) => l.rule)).toEqual(['8.2.4', rule]);
    }
  });

  it('lives: he retreats as far, ignoring enemy ZoCs, to a hex the player picks (8.1.3)', () => {
    for (const [id, rule] of [
      ['bannockburn-1314', '8.2.6'],
      ['kosovo-1389', '8.1.7'],
    ] as const) {
      const run = combatOn([defender, front, edward], 'A2 -1', { id });
      const [death] = only(run.steps, 'leader-death');
      const map2 = run.context.setup.scenarioMap.map;
      expect(death?.retreatTo.length).toBeGreaterThan(0);
      for (const hex of death!.retreatTo) {
        const at = parseHex(hex, map2);
        expect(at.ok && hexDistance(at.value, { column: 4, row: 5 }, map2)).toBe(2);
      }
      const to = death!.retreatTo[0]!;
      const moved = confirm(run, death, { roll: 4, hex: to });
      expect(moved.state.counters['en-edward']?.hex).toBe(to);
      expect(moved.lines.at(-1)).toEqual({ text: `He retreats to ${to}.`, rule });
      const r = applyAfterCombatStep(
        run.applied.after,
        death!,
        { roll: 4, hex: '0406' },
        run.context,
      );
      expect(r.ok ? undefined : { field: r.error.field, rule: r.error.rule }).toEqual({
        field: 'hex',
        rule,
      });
    }
  });

  it('no roll without a retreat, nor for a leader away from the retreating units', () => {
    expect(only(combatOn([defender, front, edward], '- / -1').steps, 'leader-death')).toEqual([]);
    // An enemy leader on the retreating hex does not roll.
    const among = piece('en-edward', 'English', 'leader', '0406');
    expect(only(combatOn([defender, among, front], 'D1').steps, 'leader-death')).toEqual([]);
    const far = piece('en-edward', 'English', 'leader', '0102');
    expect(only(combatOn([defender, front, far], 'A1').steps, 'leader-death')).toEqual([]);
  });

  it('refuses a roll 2D6 cannot give, naming the field', () => {
    const run = combatOn([defender, front, edward], 'A2 -1');
    const [death] = only(run.steps, 'leader-death');
    const r = applyAfterCombatStep(run.applied.after, death!, { roll: 13 }, run.context);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.field).toBe('roll');
  });
});
