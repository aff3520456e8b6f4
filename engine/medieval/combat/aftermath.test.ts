import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chance, sum } from '../../core/probability.ts';
import { sideAftermath } from './aftermath.ts';
import { plainCombat, type CombatInput, type CombatUnit } from './input.ts';
import { unit } from './combat-units.fixtures.ts';
import { chainCombatOdds } from './combat-by-id.ts';
import { chainRetreatOddsUnder } from './retreat-odds.ts';
import { sideRetreat } from './retreat-aftermath.ts';
import { parseCombatCell } from './results.ts';
import { resolveReadings } from '../editions/editions.ts';
import { edition } from '../editions/editions.fixtures.ts';
import { leaderDeathOdds, resolveLeaderDeath } from '../morale/leader-death.ts';
import {
  fatigueCheck,
  moraleMove,
  moraleTestOdds,
  regroupOdds,
  resolveMoraleTest,
} from '../morale/morale.ts';
import { pursuitOdds, resolvePursuit } from '../morale/pursuit.ts';
import { analyseCombat } from './combat-by-id.ts';

const effects = (cell: string) => {
  const parsed = parseCombatCell(cell);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
/** A plain combat (plainCombat) with the sides' leaders and MORALE. */
const input = (
  attackers: CombatUnit[],
  defenders: CombatUnit[],
  leaders: Partial<Record<'attacker' | 'defender', 'stacked' | 'in-range'>> = {},
  morale = 0,
): CombatInput =>
  plainCombat(attackers, defenders, {
    attacker: { leader: leaders.attacker ?? 'none' },
    defender: { leader: leaders.defender ?? 'none' },
    morale,
  });

describe('leader death (8.2.4–8.2.5)', () => {
  it('example a: attackers with a leader get A2 -1 — the leader dies on 2 or 3', () => {
    const b = edition('bannockburn-1314');
    const after = sideAftermath(
      'attacker',
      effects('A2 -1'),
      input([unit('cavalry', 2, 1, 2)], [unit('infantry', 2, 0)], { attacker: 'stacked' }),
      b,
      resolveReadings(b),
    );
    expect(after.leaderDeath?.diesOn).toEqual([2, 3]);
    expect(after.leaderDeath?.dies).toEqual(chance(3, 36));
  });

  it('example b: defenders with a leader, 3 hexes required, 2 possible, 2 SP lost — dies on 2 to 5', () => {
    const b = edition('bannockburn-1314');
    const after = sideAftermath(
      'defender',
      effects('D3 -1'),
      input([unit('infantry', 2, 0)], [unit('infantry', 2, 0), unit('infantry', 2, 0)], {
        defender: 'stacked',
      }),
      b,
      resolveReadings(b),
      { defender: { hexesCanRetreat: 2 } },
    );
    expect(after.loss).toBe(2);
    expect(after.leaderDeath?.diesOn).toEqual([2, 3, 4, 5]);
    expect(resolveLeaderDeath({ retreat: 3, losses: 2 }, 6)).toEqual({
      ok: true,
      value: { dies: false, modifiedRoll: 4 },
    });
    expect(leaderDeathOdds({ retreat: 0, losses: 0 }).ok).toBe(false);
  });
});

describe('retreat and losses (5.4.6, 5.2.11, 5.6.10)', () => {
  const b = edition('bannockburn-1314');
  it('5.4.6 example: D4 with room for 3 hexes costs 1 SP', () => {
    const after = sideAftermath(
      'defender',
      effects('D4'),
      input([unit('infantry', 2, 0)], [unit('infantry', 2, 0)]),
      b,
      resolveReadings(b),
      {
        defender: { hexesCanRetreat: 3 },
      },
    );
    expect(after.loss).toBe(1);
    expect(after.retreat).toEqual({ required: 4, possible: 3 });
  });

  it('5.2.11 example: CF 3 attacking CF 2 — afterwards 2 and 1; 5.6.10: an attacker that retreats drops to 0', () => {
    const fight = input([unit('cavalry', 2, 1, 3)], [unit('cavalry', 2, 1, 2)]);
    const result = effects('-1 / -1');
    expect(sideAftermath('attacker', result, fight, b, resolveReadings(b)).units[0]?.cf).toBe(2);
    expect(sideAftermath('defender', result, fight, b, resolveReadings(b)).units[0]?.cf).toBe(1);
    expect(
      sideAftermath('attacker', effects('A1'), fight, b, resolveReadings(b)).units[0]?.cf,
    ).toBe(0);
  });
});

describe('the test after a retreat (5.1.1 g)', () => {
  const lightCavalry = [unit('cavalry', 2, 0, 1)];
  const fight = input([unit('cavalry', 2, 2, 1)], lightCavalry);

  it('Bannockburn and 1066 5.1.1 example: light cavalry retreating 2 hexes scatters on 1–2', () => {
    for (const id of ['bannockburn-1314', '1066']) {
      const e = edition(id);
      const [test] = sideAftermath(
        'defender',
        effects('-1 / D2'),
        fight,
        e,
        resolveReadings(e),
      ).tests;
      expect(test?.failOn).toEqual([1, 2]);
      expect(test?.breaks).toEqual(chance(2, 6));
    }
  });

  it('Kosovo 5.1.1 example: the table gives 2 or 12; the example’s 2, 3 or 12 is the alternative reading', () => {
    const k = edition('kosovo-1389');
    const [table] = sideAftermath(
      'defender',
      effects('-1 / D2'),
      fight,
      k,
      resolveReadings(k),
    ).tests;
    expect(table?.failOn).toEqual([2, 12]);
    expect(table?.breaks).toEqual(chance(2, 36));
    const [example] = sideAftermath(
      'defender',
      effects('-1 / D2'),
      fight,
      k,
      resolveReadings(k, { kosovoDisorganizationRow: 'example' }),
    ).tests;
    expect(example?.failOn).toEqual([2, 3, 12]);
  });

  it('9.1.3: no scatter with a leader on the hex; a marked result scatters outright', () => {
    const b = edition('bannockburn-1314');
    const led = input([unit('cavalry', 2, 2, 1)], lightCavalry, { defender: 'stacked' });
    expect(
      sideAftermath('defender', effects('-1 / D4S'), led, b, resolveReadings(b)).tests[0]?.reason,
    ).toBe('leader-on-hex');
    expect(
      sideAftermath('defender', effects('-1 / D4S'), fight, b, resolveReadings(b)).anyBreaks,
    ).toEqual(chance(1, 1));
  });
});

describe('pursuit (5.5)', () => {
  it('Bannockburn: obligatory when the roll is at most the hexes to the leader; −3 at MORALE +2 (6.1.8)', () => {
    const b = edition('bannockburn-1314');
    const odds = (hexes: number, morale: number) => {
      const r = pursuitOdds(b, { hexesFromLeader: hexes, morale });
      return r.ok ? r.value.obligatory : undefined;
    };
    expect(odds(0, 0)).toEqual(chance(0, 6));
    expect(odds(3, 0)).toEqual(chance(3, 6));
    expect(odds(0, 2)).toEqual(chance(3, 6));
    expect(odds(9, 0)).toEqual(chance(5, 6));
    expect(resolvePursuit(b, { hexesFromLeader: 2, morale: 0 }, 2)).toMatchObject({
      ok: true,
      value: { pursuit: 'obligatory' },
    });
    expect(resolvePursuit(b, { hexesFromLeader: 2, morale: 0 }, 3)).toMatchObject({
      ok: true,
      value: { pursuit: 'voluntary' },
    });
  });

  it('Kosovo: obligatory beyond 5 hexes and at MORALE +2 without a leader on the hex; voluntary on the table', () => {
    const k = edition('kosovo-1389');
    const voluntary = (hexes: number, morale: number) => {
      const r = pursuitOdds(k, { hexesFromLeader: hexes, morale });
      return r.ok ? r.value.voluntary : undefined;
    };
    expect(voluntary(6, 0)).toEqual(chance(0, 1));
    expect(voluntary(2, 0)).toEqual(chance(4, 6));
    expect(voluntary(0, 0)).toEqual(chance(1, 1));
    expect(voluntary(2, 2)).toEqual(chance(0, 1));
    expect(voluntary(0, 2)).toEqual(chance(1, 1));
  });

  it('refuses a bad distance or roll', () => {
    const b = edition('bannockburn-1314');
    expect(pursuitOdds(b, { hexesFromLeader: -1, morale: 0 }).ok).toBe(false);
    expect(resolvePursuit(b, { hexesFromLeader: 2, morale: 0 }, 7).ok).toBe(false);
  });
});

describe('MORALE, morale test, regrouping and fatigue', () => {
  it('6.1.4–6.1.7: 1, 3, 8 and 12 boxes', () => {
    expect(moraleMove('unit-eliminated').boxes).toBe(1);
    expect(moraleMove('banner-fell').boxes).toBe(3);
    expect(moraleMove('leader-killed').boxes).toBe(8);
    expect(moraleMove('grand-leader-killed').boxes).toBe(12);
  });

  it('Kosovo 6.2: at MORALE 0 a roll of 1–3 passes; the leader bonus is added as printed or subtracted', () => {
    const k = edition('kosovo-1389');
    const odds = (leader: 'none' | 'in-range' | 'on-hex', moraleTestLeader: 'add' | 'subtract') => {
      const r = moraleTestOdds(k, { morale: 0, leader }, resolveReadings(k, { moraleTestLeader }));
      return r.ok ? r.value : undefined;
    };
    expect(odds('none', 'add')?.passes).toEqual(chance(3, 6));
    expect(odds('on-hex', 'add')?.passes).toEqual(chance(1, 6));
    expect(odds('on-hex', 'add')?.erratum).toBe('kosovo-morale-test-leader');
    expect(odds('on-hex', 'subtract')?.passes).toEqual(chance(5, 6));
    expect(
      resolveMoraleTest(k, { morale: 2, leader: 'none' }, resolveReadings(k), 5),
    ).toMatchObject({ ok: true, value: { passed: true } });
    expect(
      moraleTestOdds(
        edition('bannockburn-1314'),
        { morale: 0, leader: 'none' },
        resolveReadings(edition('bannockburn-1314')),
      ).ok,
    ).toBe(false);
  });

  it('9.1.6–9.1.7: regroup on 4+, at −1 SP near the grand leader, eliminated without leaders', () => {
    const b = edition('bannockburn-1314');
    expect(regroupOdds(b, { leaderAlive: true, grandLeaderAlive: true, sp: 2 })).toMatchObject({
      ok: true,
      value: { regroups: chance(1, 2), spAfter: 2 },
    });
    expect(regroupOdds(b, { leaderAlive: false, grandLeaderAlive: true, sp: 1 })).toMatchObject({
      ok: true,
      value: { eliminated: true },
    });
    expect(regroupOdds(b, { leaderAlive: false, grandLeaderAlive: false, sp: 2 })).toMatchObject({
      ok: true,
      value: { eliminated: true },
    });
  });

  it('fatigue above 12: a scatter test below 4 (13.2.1); Kosovo counts as disorganized (14.3.1)', () => {
    expect(fatigueCheck(edition('bannockburn-1314'), 13)).toMatchObject({
      ok: true,
      value: { effect: 'scatter-test', scatters: chance(1, 2), rule: '13.2.1' },
    });
    expect(fatigueCheck(edition('kosovo-1389'), 13)).toMatchObject({
      ok: true,
      value: { effect: 'counts-disorganized', rule: '14.3.1' },
    });
    expect(fatigueCheck(edition('1066'), 12)).toMatchObject({
      ok: true,
      value: { effect: 'none' },
    });
  });
});

describe('chained odds', () => {
  const sides = fc.array(
    fc
      .record({
        kind: fc.constantFrom('cavalry' as const, 'infantry' as const),
        sp: fc.integer({ min: 1, max: 2 }),
        armor: fc.integer({ min: 0, max: 2 }),
        cf: fc.integer({ min: 0, max: 3 }),
      })
      .map((u) => (u.kind === 'cavalry' ? u : { ...u, cf: 0 })),
    { minLength: 1, maxLength: 4 },
  );
  const editions = fc.constantFrom('bannockburn-1314', 'kosovo-1389', '1066');

  it('sum to exactly 1 over the rolls, and every chance stays between 0 and 1', () => {
    fc.assert(
      fc.property(editions, sides, sides, fc.boolean(), (id, att, def, led) => {
        const fight = input(att, def, led ? { defender: 'stacked' } : {});
        const analysis = analyseCombat(id, fight);
        if (!analysis.ok) throw new Error(analysis.error.message);
        const odds = chainCombatOdds(analysis.value, fight);
        if (!odds.ok) throw new Error(odds.error.message);
        expect(sum(odds.value.outcomes.map((o) => o.chance))).toEqual(chance(1, 1));
        for (const side of [odds.value.attacker, odds.value.defender]) {
          for (const p of [
            side.breaks,
            side.leaderDies,
            side.pursuitObligatory,
            side.wipedOut,
            ...side.retreatAtLeast,
          ]) {
            expect(p.num).toBeGreaterThanOrEqual(0);
            expect(p.num).toBeLessThanOrEqual(p.den);
          }
          for (let k = 1; k < 5; k += 1) {
            expect(
              side.retreatAtLeast[k]!.num * side.retreatAtLeast[k - 1]!.den,
            ).toBeLessThanOrEqual(side.retreatAtLeast[k - 1]!.num * side.retreatAtLeast[k]!.den);
          }
        }
      }),
    );
  });

  it('5.1.1 example chained: the defender retreats and scatters with an exact chance', () => {
    const fight: CombatInput = {
      ...input([unit('cavalry', 2, 2, 1), unit('cavalry', 2, 1, 2)], [unit('cavalry', 2, 0, 1)]),
    };
    fight.defender = { ...fight.defender, terrain: 'stream' };
    const analysis = analyseCombat('bannockburn-1314', fight);
    if (!analysis.ok) throw new Error(analysis.error.message);
    const odds = chainCombatOdds(analysis.value, fight);
    if (!odds.ok) throw new Error(odds.error.message);
    const four = odds.value.outcomes.find((o) => o.roll === 4);
    expect(four?.defender.tests[0]?.failOn).toEqual([1, 2]);
    expect(four?.attacker.loss).toBe(1);
    expect(odds.value.defender.retreatAtLeast[0]!.num).toBeGreaterThan(0);
  });
});

describe('odds shown before the roll (5.1.1 e–g, 5.4.6): retreat, losses and breaks alone', () => {
  const sides = fc.array(
    fc.record({
      kind: fc.constantFrom('cavalry' as const, 'infantry' as const),
      sp: fc.integer({ min: 1, max: 3 }),
      armor: fc.integer({ min: 0, max: 2 }),
      cf: fc.constant(0),
    }),
    { minLength: 1, maxLength: 3 },
  );
  const editions = fc.constantFrom('bannockburn-1314', 'kosovo-1389', '1066');
  // Room to retreat on the board, or none given (the full distance, 5.4.5).
  const room = fc.option(
    fc.integer({ min: 0, max: 5 }).map((hexesCanRetreat) => ({ hexesCanRetreat })),
    { nil: {} },
  );

  it('match the full chain on every roll, every side and every figure they share', () => {
    fc.assert(
      fc.property(editions, sides, sides, fc.boolean(), room, room, (id, att, def, led, a, d) => {
        const fight = input(att, def, led ? { attacker: 'stacked', defender: 'stacked' } : {}, 2);
        const analysis = analyseCombat(id, fight);
        if (!analysis.ok) throw new Error(analysis.error.message);
        const context = { attacker: a, defender: d };
        const full = chainCombatOdds(analysis.value, fight, context);
        const light = chainRetreatOddsUnder(edition(id), analysis.value, fight, context);
        if (!full.ok || !light.ok) throw new Error('both chains accept this combat');
        for (const side of ['attacker', 'defender'] as const) {
          const { retreatAtLeast, expectedLoss, breaks, wipedOut } = full.value[side];
          expect(light.value[side]).toEqual({ retreatAtLeast, expectedLoss, breaks, wipedOut });
        }
        light.value.outcomes.forEach((o, i) => {
          const chained = full.value.outcomes[i]!;
          for (const side of ['attacker', 'defender'] as const) {
            const { loss, retreat, units, eliminated, tests, anyBreaks, moraleBoxesLost } =
              chained[side];
            expect(o[side]).toEqual({
              loss,
              retreat,
              units,
              eliminated,
              tests,
              anyBreaks,
              moraleBoxesLost,
            });
          }
          expect(o.roll).toBe(chained.roll);
          expect(o.chance).toEqual(chained.chance);
        });
      }),
    );
  });

  it('leave the leader death roll and pursuit to the rolled result', () => {
    const fight = input([unit('cavalry', 2, 2)], [unit('infantry', 2, 0)], { defender: 'stacked' });
    const analysis = analyseCombat('bannockburn-1314', fight);
    if (!analysis.ok) throw new Error(analysis.error.message);
    const light = chainRetreatOddsUnder(edition('bannockburn-1314'), analysis.value, fight);
    if (!light.ok) throw new Error(light.error.message);
    const retreating = light.value.outcomes.find((o) => o.defender.retreat.required > 0)!;
    expect(retreating.defender).not.toHaveProperty('leaderDeath');
    const full = chainCombatOdds(analysis.value, fight);
    if (!full.ok) throw new Error(full.error.message);
    expect(
      full.value.outcomes.find((o) => o.roll === retreating.roll)?.defender.leaderDeath,
    ).toBeDefined();
  });

  it('5.4.6: room to retreat is a whole number from 0; -1 and 1.5 are refused at the field', () => {
    const fight = input([unit('cavalry', 2, 1)], [unit('infantry', 2, 0)]);
    for (const [id, rule] of [
      ['bannockburn-1314', '5.4.6'],
      ['kosovo-1389', edition('kosovo-1389').rules.combat.retreatLoss],
    ] as const) {
      const analysis = analyseCombat(id, fight);
      if (!analysis.ok) throw new Error(analysis.error.message);
      const odds = (hexes: number, side: 'attacker' | 'defender' = 'defender') =>
        chainRetreatOddsUnder(edition(id), analysis.value, fight, {
          [side]: { hexesCanRetreat: hexes },
        });
      expect(odds(0).ok).toBe(true);
      for (const bad of [-1, 1.5]) {
        const refused = odds(bad, 'attacker');
        expect(refused.ok).toBe(false);
        if (!refused.ok) {
          expect(refused.error.field).toBe('attacker.hexesCanRetreat');
          expect(refused.error.rule).toBe(rule);
          expect(refused.error.message).toContain(String(bad));
        }
      }
    }
  });

  it('5.4.6: a side with no room loses 1 SP per hex it cannot retreat, and keeps its place in line', () => {
    const effect = effects('D1');
    const fight = input(
      [unit('cavalry', 3, 1, 2)],
      [unit('infantry', 1, 0), unit('infantry', 3, 0)],
    );
    const e = edition('bannockburn-1314');
    const side = sideRetreat('defender', effect, fight, e, resolveReadings(e), {
      defender: { hexesCanRetreat: 0 },
    });
    expect(side.retreat).toEqual({ required: 1, possible: 0 });
    expect(side.loss).toBe(effect.defender.loss + 1);
    expect(side.eliminated).toBe(1);
    expect(side.moraleBoxesLost).toBe(1);
  });
});

describe('who pursues and whose charge drops (5.5, 5.2.11, 5.6.10)', () => {
  const b = edition('bannockburn-1314');
  it('5.5: a side that retreats never pursues, even when the enemy is gone', () => {
    const fight = input([unit('cavalry', 2, 1)], [unit('infantry', 2, 0)]);
    const gone = effects('A1 / -2');
    expect(sideAftermath('attacker', gone, fight, b, resolveReadings(b)).pursuit).toBeUndefined();
    expect(
      sideAftermath('attacker', effects('D1'), fight, b, resolveReadings(b)).pursuit,
    ).toBeDefined();
  });

  it('5.2.11: a retreating defender keeps its charge less 1; only an attacker that retreats drops to 0 (5.6.10)', () => {
    const fight = input([unit('cavalry', 2, 1, 3)], [unit('cavalry', 2, 0, 2)]);
    const side = sideRetreat('defender', effects('D1'), fight, b, resolveReadings(b));
    expect(side.units[0]?.cf).toBe(1);
    expect(sideRetreat('attacker', effects('A1'), fight, b, resolveReadings(b)).units[0]?.cf).toBe(
      0,
    );
  });
});

describe('pursuit distance from a leader in range (8.0, 8.2.2)', () => {
  const pursue = (id: string, grandLeader?: boolean) => {
    const e = edition(id);
    const after = sideAftermath(
      'attacker',
      effects('D1'),
      input([unit('cavalry', 2, 1, 2)], [unit('infantry', 2, 0)], { attacker: 'in-range' }),
      e,
      resolveReadings(e),
      grandLeader === undefined ? {} : { attacker: { grandLeader } },
    );
    return after.pursuit;
  };
  const odds = (id: string, hexesFromLeader: number) => {
    const found = pursuitOdds(edition(id), { hexesFromLeader, morale: 0 });
    return found.ok ? found.value : undefined;
  };

  it.each([
    ['bannockburn-1314', 1],
    ['kosovo-1389', 2],
    ['1066', 2],
  ])('%s: a leader in range stands at the edge of his range, %i hex(es)', (id, hexes) => {
    expect(pursue(id)).toEqual(odds(id, hexes));
    expect(pursue(id, false)).toEqual(odds(id, hexes));
    expect(pursue(id)).not.toEqual(odds(id, hexes + 1));
  });

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'])(
    '%s: a grand leader in range stands 3 hexes away',
    (id) => {
      expect(pursue(id, true)).toEqual(odds(id, 3));
    },
  );
});
