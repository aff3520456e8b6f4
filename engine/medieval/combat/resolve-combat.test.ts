import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sum } from '../../core/probability.ts';
import { plainCombat as combat, type CombatInput, type CombatUnit } from './input.ts';
import { analyseCombat } from './combat-by-id.ts';
import { resultOfRoll, type CombatAnalysis } from './resolve-combat.ts';
import type { Readings } from '../editions/readings.ts';

const cav = (
  sp: number,
  armor: number,
  cf: number,
  extra: Partial<CombatUnit> = {},
): CombatUnit => ({
  kind: 'cavalry',
  sp,
  armor,
  cf,
  ...extra,
});
const inf = (sp: number, armor: number, extra: Partial<CombatUnit> = {}): CombatUnit => ({
  kind: 'infantry',
  sp,
  armor,
  cf: 0,
  ...extra,
});

function analyse(edition: string, input: CombatInput, readings: Readings = {}): CombatAnalysis {
  const result = analyseCombat(edition, input, readings);
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

const cms = (a: CombatAnalysis, side: 'attacker' | 'defender') =>
  a.modifiers[side].modifiers.map((m) => [m.rule, m.cm]);

describe('5.1.1 example: two cavalry units attack across a stream', () => {
  // CFs 2 and 3 each lose 1 for the stream (5.6.8); armor 2 and 1; the defender is cavalry, CF 1, armor 0.
  const input = combat([cav(2, 2, 1), cav(2, 1, 2)], [cav(2, 0, 1)], {
    defender: {
      units: [cav(2, 0, 1)],
      leader: 'none',
      banner: false,
      terrain: 'stream',
      fortified: false,
      leaderAlone: false,
    },
  });

  for (const edition of ['bannockburn-1314', 'kosovo-1389', '1066']) {
    it(`${edition}: 4:2 → 2:1, attacker +4, defender +2 → 4:1; a 4 gives -1 / D2`, () => {
      const a = analyse(edition, input);
      expect(a.ratio.initial.label).toBe('2:1');
      expect(a.modifiers.attacker.total).toBe(4);
      expect(cms(a, 'attacker')).toEqual([
        ['5.2.7', 2],
        ['5.6.4', 2],
      ]);
      expect(cms(a, 'defender')).toEqual([
        ['5.6.4', 1],
        ['5.3.1', 1],
      ]);
      expect(a.ratio.final.label).toBe('4:1');
      const four = resultOfRoll(a, 4);
      expect(four.ok && four.value.cell).toBe('-1 / D2');
      expect(four.ok && four.value.result.defender.retreat).toBe(2);
      expect(four.ok && four.value.result.attacker.loss).toBe(1);
    });
  }
});

describe('1.4 example: two 2-SP cavalry units against 1 SP of infantry', () => {
  it('is 4:1 in every edition (Kosovo’s printed 5:1 is erratum kosovo-1.4-total)', () => {
    for (const edition of ['bannockburn-1314', 'kosovo-1389', '1066']) {
      expect(
        analyse(edition, combat([cav(2, 0, 0), cav(2, 0, 0)], [inf(1, 0)])).ratio.initial.label,
      ).toBe('4:1');
    }
  });
});

describe('3.1.2 rear attack from two rear hexes', () => {
  const input = combat([inf(2, 0), inf(2, 0), inf(2, 0), inf(2, 0)], [cav(2, 0, 0)], {
    attacker: {
      units: [inf(2, 0), inf(2, 0), inf(2, 0), inf(2, 0)],
      leader: 'none',
      banner: false,
      rearHexes: 2,
      opposingDirections: false,
      countercharge: false,
      throughFortifications: false,
      onSwamps: false,
    },
  });
  const rear = (a: CombatAnalysis) =>
    a.modifiers.attacker.modifiers.find((m) => m.rule === '3.1.2')?.cm;

  it('Bannockburn follows the rule (+2) and flags the example’s 4', () => {
    const a = analyse('bannockburn-1314', input);
    expect(rear(a)).toBe(2);
    expect(a.errata).toContain('rear-attack-example');
    expect(rear(analyse('bannockburn-1314', input, { rearAttack: 'per-hex' }))).toBe(4);
  });

  it('Kosovo prints 2 per rear hex: 4, as its example says', () => {
    const a = analyse('kosovo-1389', input);
    expect(rear(a)).toBe(4);
    expect(a.errata).not.toContain('rear-attack-example');
  });
});

describe('charge factor modifiers', () => {
  it('5.6.5 example: armor 1 and CF 3 give 2 from the charge plus 1 from armor', () => {
    const a = analyse('bannockburn-1314', combat([cav(2, 1, 3)], [inf(2, 0)]));
    expect(cms(a, 'attacker')).toEqual([
      ['5.2.7', 1],
      ['5.6.5', 2],
    ]);
  });

  it('1.7 example: CFs 3, 3, 2, 1 and armor 1, 1, none, none cap the charge CM at 2', () => {
    const units = [cav(2, 1, 3), cav(2, 1, 3), cav(2, 0, 2), cav(2, 0, 1)];
    for (const groupRounding of ['up', 'nearest'] as const) {
      const a = analyse('bannockburn-1314', combat(units, [inf(2, 0)]), { groupRounding });
      // Rounded up the group CF is 3 and the cap (5.6.5) holds it at 2; rounded to the nearest it is 2.
      expect(cms(a, 'attacker')).toEqual([
        ['5.2.7', 1],
        [groupRounding === 'up' ? '5.6.5' : '5.6.4', 2],
      ]);
      expect(a.errata).toContain('group-factor-rounding');
    }
    // By default the 1.7 example's rounding applies: group CF 2, within the cap.
    expect(cms(analyse('1066', combat(units, [inf(2, 0)])), 'attacker')).toEqual([
      ['5.2.7', 1],
      ['5.6.4', 2],
    ]);
  });

  it('5.6.6: no charge against units in forest; 5.7.9: none for unarmored countercharging units', () => {
    const forest = analyse(
      'bannockburn-1314',
      combat([cav(2, 1, 3)], [inf(2, 0)], {
        defender: {
          units: [inf(2, 0)],
          leader: 'none',
          banner: false,
          terrain: 'forest',
          fortified: false,
          leaderAlone: false,
        },
      }),
    );
    expect(forest.modifiers.attacker.modifiers.some((m) => m.rule.startsWith('5.6'))).toBe(false);
    expect(cms(forest, 'defender')).toEqual([['5.3.1', 2]]);
    const counter = analyse(
      'bannockburn-1314',
      combat([cav(2, 0, 2)], [cav(2, 0, 0)], {
        attacker: {
          units: [cav(2, 0, 2)],
          leader: 'none',
          banner: false,
          rearHexes: 0,
          opposingDirections: false,
          countercharge: true,
          throughFortifications: false,
          onSwamps: false,
        },
      }),
    );
    expect(counter.modifiers.attacker.total).toBe(0);
  });

  it('10.5.3: horse archers gain nothing from their charge factor', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([{ kind: 'horse-archers', sp: 2, armor: 0, cf: 3 }], [inf(2, 0)]),
    );
    expect(a.modifiers.attacker.total).toBe(0);
  });
});

describe('countercharge and palisade examples', () => {
  it('5.7.6 example: a countercharging unit (armor 2) going from CF 1 to 2 gains 2 CMs; after a turn, CF 1 gives 1', () => {
    const countercharge = (cf: number) =>
      analyse(
        'bannockburn-1314',
        combat([cav(2, 2, cf)], [cav(2, 0, 0)], {
          attacker: {
            units: [cav(2, 2, cf)],
            leader: 'none',
            banner: false,
            rearHexes: 0,
            opposingDirections: false,
            countercharge: true,
            throughFortifications: false,
            onSwamps: false,
          },
        }),
      ).modifiers.attacker.modifiers.find((m) => m.rule.startsWith('5.6'))?.cm;
    expect(countercharge(2)).toBe(2);
    expect(countercharge(1)).toBe(1);
    expect(countercharge(0)).toBeUndefined();
  });

  it('Kosovo 15.2.2 example: 2 infantry SP and 3 cavalry SP against a palisade give +2; 2 and 2 still +2', () => {
    const palisade = (cavalrySp: number) =>
      analyse(
        'kosovo-1389',
        combat([inf(2, 0), cav(cavalrySp, 0, 0)], [inf(2, 0)], {
          defender: {
            units: [inf(2, 0)],
            leader: 'none',
            banner: false,
            terrain: 'clear',
            fortified: false,
            leaderAlone: false,
            palisade: true,
          },
        }),
      ).modifiers.defender.modifiers.find((m) => m.rule === '15.2.2')?.cm;
    expect(palisade(3)).toBe(2);
    expect(palisade(2)).toBe(2);
    expect(palisade(1)).toBe(1);
  });
});

describe('leaders, banners, MORALE', () => {
  it('8.2.1–8.2.3, 7.1.7, 6.1.2: one leader, one banner, MORALE for the side it favours', () => {
    const input = combat([inf(2, 0)], [inf(2, 0)], {
      attacker: {
        units: [inf(2, 0)],
        leader: 'stacked',
        banner: true,
        rearHexes: 0,
        opposingDirections: true,
        countercharge: false,
        throughFortifications: false,
        onSwamps: false,
      },
      defender: {
        units: [inf(2, 0)],
        leader: 'in-range',
        banner: true,
        terrain: 'clear',
        fortified: false,
        leaderAlone: false,
      },
      morale: -1,
    });
    const a = analyse('bannockburn-1314', input);
    expect(cms(a, 'attacker')).toEqual([
      ['5.2.6', 1],
      ['8.2.1', 2],
      ['7.1.7', 1],
    ]);
    expect(cms(a, 'defender')).toEqual([
      ['8.2.2', 1],
      ['7.1.7', 1],
      ['6.1.2', 1],
    ]);
  });
});

describe('strength rules', () => {
  it('11.1.1, 11.1.8: halved through fortifications; a fortified hex fights with at most 4 SP', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([inf(2, 0), inf(2, 0), inf(1, 0)], [inf(2, 0), inf(2, 0), inf(2, 0)], {
        attacker: {
          units: [inf(2, 0), inf(2, 0), inf(1, 0)],
          leader: 'none',
          banner: false,
          rearHexes: 0,
          opposingDirections: false,
          countercharge: false,
          throughFortifications: true,
          onSwamps: false,
        },
        defender: {
          units: [inf(2, 0), inf(2, 0), inf(2, 0)],
          leader: 'none',
          banner: false,
          terrain: 'clear',
          fortified: true,
          leaderAlone: false,
        },
      }),
    );
    expect(a.strength.attacker.total).toBe(3); // 1 + 1 + 1 (1.6: 1 halved is 1)
    expect(a.strength.defender.total).toBe(4);
    expect(a.ratio.initial.label).toBe('1:1');
  });

  it('10.3.2: ranged units fighting alone count 1 SP; 10.3.1: +2 for attacking them', () => {
    const archers = { kind: 'archers' as const, sp: 2, armor: 0, cf: 0 };
    const a = analyse('bannockburn-1314', combat([inf(2, 0)], [archers, archers]));
    expect(a.strength.defender.total).toBe(1);
    expect(cms(a, 'attacker')).toEqual([['10.3.1', 2]]);
    const k = analyse('kosovo-1389', combat([{ ...archers }], [inf(2, 0)]));
    expect(cms(k, 'defender')).toEqual([['11.3.1', 3]]);
  });

  it('B 11.3: a shiltron doubles against mostly cavalry and takes the cavalry’s charge and 1 armor', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([cav(2, 2, 3), cav(2, 2, 3)], [inf(2, 0, { shiltron: true })]),
    );
    expect(a.strength.defender.total).toBe(4);
    expect(cms(a, 'attacker')).toEqual([['5.2.7', 1]]);
  });

  it('K 9.2: disorganized units count half and give the enemy +1', () => {
    const a = analyse(
      'kosovo-1389',
      combat([inf(2, 0)], [inf(2, 0, { disorganized: true }), inf(1, 0, { disorganized: true })]),
    );
    expect(a.strength.defender.total).toBe(2);
    expect(cms(a, 'attacker')).toEqual([['9.2.3', 1]]);
  });

  it('8.2.9: a leader alone is attacked on the highest column and dies', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([inf(1, 0)], [inf(2, 2)], {
        defender: {
          units: [inf(2, 2)],
          leader: 'none',
          banner: false,
          terrain: 'clear',
          fortified: false,
          leaderAlone: true,
        },
      }),
    );
    expect(a.ratio.final.label).toBe('9:1');
    expect(a.leaderAloneDies).toBe(true);
  });
});

describe('bad input', () => {
  const good = combat([inf(2, 0)], [inf(2, 0)]);
  const error = (edition: string, input: CombatInput) => {
    const r = analyseCombat(edition, input);
    return r.ok ? undefined : r.error;
  };

  it('names the field and the rule', () => {
    expect(error('waterloo', good)).toMatchObject({ field: 'edition' });
    expect(error('1066', combat([inf(2, 0)], []))).toMatchObject({
      field: 'defender.units',
      rule: '5.2.5',
    });
    expect(error('1066', combat([inf(0, 0)], [inf(2, 0)]))).toMatchObject({
      field: 'attacker.units.0.sp',
    });
    expect(error('1066', combat([inf(-1, 0)], [inf(2, 0)]))).toMatchObject({
      field: 'attacker.units.0.sp',
    });
    expect(error('1066', combat([inf(1.5, 0)], [inf(2, 0)]))).toMatchObject({
      field: 'attacker.units.0.sp',
    });
    expect(error('1066', combat([inf(2, 3)], [inf(2, 0)]))).toMatchObject({
      field: 'attacker.units.0.armor',
      rule: '1.1',
    });
    expect(error('1066', combat([cav(2, 0, 4)], [inf(2, 0)]))).toMatchObject({
      field: 'attacker.units.0.cf',
      rule: '5.6.2',
    });
    expect(error('1066', combat([inf(2, 0, { cf: 1 })], [inf(2, 0)]))).toMatchObject({
      rule: '5.6.1',
    });
    const a = analyse('1066', good);
    const roll = resultOfRoll(a, 13);
    expect(roll.ok ? undefined : roll.error).toMatchObject({ field: 'roll', rule: '2D6' });
  });
});

describe('properties', () => {
  const unit = fc
    .record({
      kind: fc.constantFrom('cavalry' as const, 'infantry' as const, 'archers' as const),
      sp: fc.integer({ min: 1, max: 2 }),
      armor: fc.integer({ min: 0, max: 2 }),
      cf: fc.integer({ min: 0, max: 3 }),
    })
    .map((u) => (u.kind === 'cavalry' ? u : { ...u, cf: 0 }));
  const units = fc.array(unit, { minLength: 1, maxLength: 5 });
  const edition = fc.constantFrom('bannockburn-1314', 'kosovo-1389', '1066');

  it('gives every combat a column on the table and odds that sum to exactly 1', () => {
    fc.assert(
      fc.property(
        edition,
        units,
        units,
        fc.integer({ min: -3, max: 3 }),
        (ed, att, def, morale) => {
          const a = analyse(ed, combat(att, def, { morale }));
          expect(a.column).toBeGreaterThanOrEqual(0);
          expect(a.column).toBeLessThanOrEqual(11);
          expect(sum(a.outcomes.map((o) => o.chance))).toEqual({ num: 1n, den: 1n });
        },
      ),
    );
  });

  it('never lowers the column when the attacker adds an infantry unit of armor 0', () => {
    fc.assert(
      fc.property(edition, units, units, (ed, att, def) => {
        const onlyInfantry = att.map((u) => ({ ...u, kind: 'infantry' as const, cf: 0, armor: 0 }));
        const base = analyse(ed, combat(onlyInfantry, def)).column;
        expect(
          analyse(ed, combat([...onlyInfantry, inf(2, 0)], def)).column,
        ).toBeGreaterThanOrEqual(base);
      }),
    );
  });
});

describe('1066 shifts each side in turn, clamped at the last column after each (erratum initial-ratio-beyond-table)', () => {
  const finalStep = (attackerSps: number[], terrain: 'hill' | 'forest', readings: Readings = {}) =>
    analyse(
      '1066',
      combat(
        attackerSps.map((sp) => inf(sp, 1)),
        [inf(1, 1)],
        {
          attacker: { leader: 'stacked' },
          defender: { terrain },
        },
      ),
      readings,
    ).ratio.final.step;
  const unclamped: Readings = { initialRatioBeyondTable: 'shift-unclamped' };

  it('an initial ratio inside the table is clamped after the attacker shifts, whatever the reading', () => {
    // 7:1 (step 9), +3 for the attacker: clamped at step 11, then −2 for the hill: step 9.
    expect(finalStep([7], 'hill')).toBe(9);
    expect(finalStep([7], 'hill', unclamped)).toBe(9);
    // 9:1 is the last column itself, still inside the table.
    expect(finalStep([9], 'hill', unclamped)).toBe(9);
  });

  it('beyond the table, the other reading shifts first and clamps only the final ratio', () => {
    // 12:1 (step 14): +3 −2 = 15, clamped to 11; read the 1066 way, clamped to 11, +3, clamped, −2 = 9.
    expect(finalStep([6, 6], 'hill')).toBe(9);
    expect(finalStep([6, 6], 'hill', unclamped)).toBe(11);
  });
});

describe("1066's light cavalry D1 cell (erratum 1066-light-cavalry-d1)", () => {
  it('is named only when a light cavalry unit fights', () => {
    const light = cav(2, 0, 0);
    const withLight = analyse('1066', combat([light], [inf(2, 1)]));
    expect(withLight.errata).toContain('1066-light-cavalry-d1');
    const without = analyse('1066', combat([cav(2, 1, 0)], [inf(2, 1)]));
    expect(without.errata).not.toContain('1066-light-cavalry-d1');
  });
});
