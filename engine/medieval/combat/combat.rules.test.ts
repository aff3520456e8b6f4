/**
 * Rules that a slip in the engine could break with every other test green:
 * each is checked through the public analysis of each
 * edition, with the numbers the books print.
 */
import { describe, expect, it } from 'vitest';
import { chance, type Result } from '../../core/index.ts';
import {
  analyseCombat,
  resultOfRoll,
  chainCombatOdds,
  getEdition,
  leaderDeathOdds,
  resolveLeaderDeath,
  resolveReadings,
  testAfterRetreat,
  testCategory,
  type AftermathContext,
  type CombatAnalysis,
  type CombatInput,
  type CombatUnit,
  type Readings,
  plainCombat as combat,
  type CombatSetting as Sides,
} from '../index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};

const unit = (
  kind: CombatUnit['kind'],
  sp: number,
  more: Partial<CombatUnit> = {},
): CombatUnit => ({
  kind,
  sp,
  armor: 0,
  cf: 0,
  ...more,
});

const analyse = (edition: string, input: CombatInput, readings: Readings = {}): CombatAnalysis =>
  value(analyseCombat(edition, input, readings));

const cmOf = (analysis: CombatAnalysis, side: 'attacker' | 'defender', rule: string) =>
  analysis.modifiers[side].modifiers.filter((m) => m.rule === rule).reduce((a, m) => a + m.cm, 0);

const editionIds = ['bannockburn-1314', 'kosovo-1389', '1066'] as const;

describe('combat ratio on the table (1.4–1.6)', () => {
  it.each(editionIds)(
    '%s: 1 SP against 4 SP reads the 1:4 column, the first of the COMBAT TABLE (1.4)',
    (id) => {
      const a = analyse(id, combat([unit('infantry', 1)], [unit('infantry', 4)]));
      expect([a.column, a.ratio.final.label]).toEqual([0, '1:4']);
    },
  );

  it.each(editionIds)('%s: defender CMs move 1:2 to 1:4 and no further left (1.5)', (id) => {
    // 1:2, then the defender's leader on the hex (+2, 8.2.1) and a banner (+1, 7.1.7): 3 columns left.
    const a = analyse(
      id,
      combat([unit('infantry', 1)], [unit('infantry', 2)], {
        defender: { leader: 'stacked', banner: true },
      }),
    );
    expect(a.ratio.initial.label).toBe('1:2');
    expect([a.column, a.ratio.final.label]).toEqual([0, '1:4']);
  });

  it.each([
    ['bannockburn-1314', '7:1'],
    ['1066', '7:1'],
    ['kosovo-1389', '9:1'],
  ])(
    '%s: the 1.5 b example, 6:1 with 7 attacker CMs and 2 defender CMs, ends at %s',
    (id, final) => {
      // Cavalry armor 2 (+2, 5.2.7), CF 3 (+3, 5.6.4), leader on the hex (+2, 8.2.1) = 7 CMs;
      // the defender's leader on the hex gives 2 CMs.
      const a = analyse(
        id,
        combat([unit('cavalry', 6, { armor: 2, cf: 3 })], [unit('infantry', 1)], {
          attacker: { leader: 'stacked' },
          defender: { leader: 'stacked' },
        }),
      );
      expect([a.modifiers.attacker.total, a.modifiers.defender.total]).toEqual([7, 2]);
      expect(a.ratio.initial.label).toBe('6:1');
      expect(a.ratio.final.label).toBe(final);
    },
  );

  it.each([
    ['bannockburn-1314', '7:1'],
    ['1066', '7:1'],
    ['kosovo-1389', '8:1'],
  ])(
    '%s: an initial 10:1 is clamped before the shifts where the table holds after each side (1.5 b) → %s',
    (id, final) => {
      // 10 SP against 1 SP, the defender's leader on the hex: 2 columns left.
      const a = analyse(
        id,
        combat([unit('infantry', 10)], [unit('infantry', 1)], { defender: { leader: 'stacked' } }),
      );
      expect(a.ratio.initial.label).toBe('10:1');
      expect(a.ratio.final.label).toBe(final);
    },
  );

  it.each([
    ['bannockburn-1314', '1:3'],
    ['1066', '1:3'],
    ['kosovo-1389', '1:4'],
  ])(
    "%s: an initial 1:5 is clamped to 1:4 before the attacker's CMs where the table holds after each side (1.5) → %s",
    (id, final) => {
      // 1 SP against 5 SP, the attacker's banner: 1 column right (7.1.7).
      const a = analyse(
        id,
        combat([unit('infantry', 1)], [unit('infantry', 5)], { attacker: { banner: true } }),
      );
      expect(a.ratio.initial.label).toBe('1:5');
      expect(a.ratio.final.label).toBe(final);
    },
  );

  it.each(editionIds)('%s: "ratio below one" is reported only below 1:1 (1.6)', (id) => {
    const at = (attackerSp: number, defenderSp: number) =>
      analyse(id, combat([unit('infantry', attackerSp)], [unit('infantry', defenderSp)])).errata;
    expect(at(2, 3)).toContain('ratio-below-one');
    expect(at(3, 3)).not.toContain('ratio-below-one');
    expect(at(4, 3)).not.toContain('ratio-below-one');
  });
});

describe("Kosovo's misprinted A cell (COMBAT TABLE, 1:4, roll 8)", () => {
  it('the option changes exactly that cell, in no column and no roll elsewhere', () => {
    // Columns 1:4 … 9:1 reached by strength alone: attacker 1 SP against 4, 3, 2; then n SP against 1.
    const strengths: [number, number][] = [
      [1, 4],
      [1, 3],
      [1, 2],
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n): [number, number] => [n, 1]),
    ];
    for (const [attackerSp, defenderSp] of strengths) {
      const input = combat([unit('infantry', attackerSp)], [unit('infantry', defenderSp)]);
      const printed = analyse('kosovo-1389', input);
      const other = analyse('kosovo-1389', input, { kosovoACell: 'A1 -1' });
      for (const [i, outcome] of printed.outcomes.entries()) {
        const changed = printed.column === 0 && outcome.roll === 8;
        expect(other.outcomes[i]?.cell, `${printed.ratio.final.label} roll ${outcome.roll}`).toBe(
          changed ? 'A1 -1' : outcome.cell,
        );
        if (changed) expect(outcome.cell).toBe('A1');
      }
    }
  });

  it.each(['bannockburn-1314', '1066'])('%s: the Kosovo option does not touch this book', (id) => {
    const input = combat([unit('infantry', 1)], [unit('infantry', 4)]);
    expect(analyse(id, input, { kosovoACell: 'A1 -1' }).outcomes).toEqual(
      analyse(id, input).outcomes,
    );
  });
});

describe('modifiers', () => {
  it('Bannockburn 11.3.7: a shiltron lowers enemy cavalry armor by 1, but not below 0', () => {
    const against = (armor: number) =>
      analyse(
        'bannockburn-1314',
        combat(
          [unit('cavalry', 4, { armor, cf: 0 })],
          [unit('infantry', 4, { armor: 1, shiltron: true })],
        ),
      );
    expect(cmOf(against(2), 'attacker', '5.2.7')).toBe(1);
    expect(cmOf(against(1), 'attacker', '5.2.7')).toBe(0);
    expect(cmOf(against(0), 'attacker', '5.2.7')).toBe(0);
    expect(against(0).modifiers.attacker.total).toBe(0);
  });

  it.each(editionIds)(
    '%s 5.7.9: in a countercharge only cavalry of armor 0 loses its CF modifier',
    (id) => {
      const charge = (armor: number) =>
        cmOf(
          analyse(
            id,
            combat([unit('cavalry', 4, { armor, cf: 2 })], [unit('infantry', 4)], {
              attacker: { countercharge: true },
            }),
          ),
          'attacker',
          '5.6.4',
        );
      expect(charge(0)).toBe(0);
      expect(charge(1)).toBe(2);
      expect(charge(2)).toBe(2);
    },
  );

  it('Kosovo 9.2.3: the enemy gains 1 CM when more than half of the units are disorganized, not at half', () => {
    const d = { disorganized: true };
    const gain = (defenders: CombatUnit[]) =>
      cmOf(analyse('kosovo-1389', combat([unit('infantry', 4)], defenders)), 'attacker', '9.2.3');
    expect(gain([unit('infantry', 2, d), unit('infantry', 2, d), unit('infantry', 2)])).toBe(1);
    expect(gain([unit('infantry', 2, d), unit('infantry', 2)])).toBe(0);
    expect(gain([unit('infantry', 2, d)])).toBe(1);
  });

  it.each([
    ['bannockburn-1314', '10.3.2'],
    ['1066', '10.3.2'],
    ['kosovo-1389', '11.3.2'],
  ])('%s %s: archers count 1 SP only when every unit of the side is a ranged unit', (id, rule) => {
    const alone = analyse(
      id,
      combat([unit('infantry', 2)], [unit('archers', 3), unit('crossbowmen', 2)]),
    );
    expect(alone.strength.defender.total).toBe(1);
    expect(alone.strength.defender.steps.at(-1)?.rule).toBe(rule);
    const mixed = analyse(
      id,
      combat([unit('infantry', 2)], [unit('archers', 3), unit('infantry', 2)]),
    );
    expect(mixed.strength.defender.total).toBe(5);
    // Horse archers are cavalry, not ranged units (10.5.1 / 11.5.1).
    const mounted = analyse(
      id,
      combat([unit('infantry', 2)], [unit('archers', 3), unit('horse-archers', 2)]),
    );
    expect(mounted.strength.defender.total).toBe(5);
  });
});

describe('after the combat', () => {
  const chain = (id: string, input: CombatInput, context: AftermathContext = {}) =>
    value(chainCombatOdds(analyse(id, input), input, context));

  it.each(editionIds)('%s 5.2.11: CF drops by 1 after combat and never below 0', (id) => {
    // 2:1 (4 SP against 2), roll 7: a result with no attacker retreat in every book.
    const input = combat(
      [unit('cavalry', 4, { armor: 1, cf: 1 }), unit('cavalry', 4, { armor: 1, cf: 0 })],
      [unit('infantry', 2)],
    );
    for (const outcome of chain(id, input).outcomes) {
      if (outcome.attacker.retreat.required > 0) continue;
      expect(
        outcome.attacker.units.map((u) => u.cf),
        `roll ${outcome.roll}`,
      ).toEqual(outcome.attacker.units.map(() => 0));
    }
    const defender = combat([unit('infantry', 2)], [unit('cavalry', 4, { armor: 1, cf: 3 })]);
    const cfs = chain(id, defender).outcomes.flatMap((o) => o.defender.units.map((u) => u.cf));
    expect(new Set(cfs)).toEqual(new Set([2]));
  });

  it.each(editionIds)(
    "%s 6.1.6 / 6.1.7: a leader's death moves MORALE 8 boxes, a grand leader's 12",
    (id) => {
      // 1:4 puts the attacker in retreat on most rolls; its leader on the hex must roll (8.2.4).
      const input = combat([unit('infantry', 1)], [unit('infantry', 4)], {
        attacker: { leader: 'stacked' },
      });
      const boxes = (context: AftermathContext) =>
        new Set(
          chain(id, input, context).outcomes.flatMap((o) =>
            o.attacker.leaderDeath ? [o.attacker.leaderDeath.moraleBoxes] : [],
          ),
        );
      expect(boxes({})).toEqual(new Set([8]));
      expect(boxes({ attacker: { grandLeader: true } })).toEqual(new Set([12]));
    },
  );

  it.each(editionIds)(
    '%s 5.5: the winner pursues when the enemy is eliminated, not only when it retreats',
    (id) => {
      // A 1 SP defender at every column from 1:1 to 9:1: rolls that cost it its last SP without a retreat.
      const outcomes = [1, 2, 3, 4, 5, 6, 7, 8, 9].flatMap(
        (n) => chain(id, combat([unit('infantry', n)], [unit('infantry', 1)])).outcomes,
      );
      const calm = (o: (typeof outcomes)[number]) =>
        o.defender.retreat.required === 0 &&
        o.attacker.retreat.required === 0 &&
        o.attacker.units.length > 0;
      const wiped = outcomes.filter((o) => calm(o) && o.defender.units.length === 0);
      expect(wiped.length).toBeGreaterThan(0);
      for (const o of wiped) expect(o.attacker.pursuit, `${o.cell}`).toBeDefined();
      const standing = outcomes.filter((o) => calm(o) && o.defender.units.length > 0);
      expect(standing.length).toBeGreaterThan(0);
      for (const o of standing) expect(o.attacker.pursuit, `${o.cell}`).toBeUndefined();
    },
  );
});

describe('the test after a retreat', () => {
  const horseArchers = (armor: number) => unit('horse-archers', 2, { armor });
  const test = (id: string, u: CombatUnit, retreat: number) => {
    const edition = value(getEdition(id));
    return testAfterRetreat(
      edition,
      u,
      'defender',
      retreat,
      false,
      false,
      resolveReadings(edition),
    );
  };

  it("Bannockburn 10.5.1: horse archers of armor 1 read the cavalry column (D2: 1), not the other units' (1, 2)", () => {
    expect(test('bannockburn-1314', horseArchers(1), 2).failOn).toEqual([1]);
    expect(test('bannockburn-1314', unit('archers', 2), 2).failOn).toEqual([1, 2]);
  });

  it("Kosovo 11.5.1: horse archers of armor 0 read the light cavalry column (B1: 2), not the other units' (2, 3, 11, 12)", () => {
    expect(test('kosovo-1389', horseArchers(0), 1).failOn).toEqual([2]);
    expect(test('kosovo-1389', unit('archers', 2), 1).failOn).toEqual([2, 3, 11, 12]);
  });
});

describe('strength for the ratio, step by step (1.4)', () => {
  const steps = (id: string, input: CombatInput, side: 'attacker' | 'defender' = 'defender') =>
    analyse(id, input).strength[side].steps;

  it('Bannockburn 11.3.4: a shiltron doubles its SPs when more than half of the enemy SPs are cavalry', () => {
    const shiltron = unit('infantry', 3, { shiltron: true });
    expect(
      steps('bannockburn-1314', combat([unit('cavalry', 3), unit('infantry', 2)], [shiltron])),
    ).toEqual([
      { text: '1 unit, 3 SP', rule: '1.4', total: 3 },
      { text: 'shiltron doubled against mostly cavalry', rule: '11.3.4', total: 6 },
    ]);
    // Half cavalry is not more than half.
    expect(
      steps('bannockburn-1314', combat([unit('cavalry', 2), unit('infantry', 2)], [shiltron])),
    ).toEqual([{ text: '1 unit, 3 SP', rule: '1.4', total: 3 }]);
    // Horse archers are cavalry (10.5.1).
    expect(
      steps('bannockburn-1314', combat([unit('horse-archers', 3)], [shiltron])).at(-1)?.total,
    ).toBe(6);
    // Kosovo has no shiltron.
    expect(steps('kosovo-1389', combat([unit('cavalry', 3)], [shiltron]))).toHaveLength(1);
  });

  it('Kosovo 9.2.2: disorganized units count half their SPs, each rounded up (1.6), listed once', () => {
    const d = { disorganized: true };
    expect(
      steps(
        'kosovo-1389',
        combat([unit('infantry', 4)], [unit('infantry', 3, d), unit('infantry', 1, d)]),
      ),
    ).toEqual([
      { text: '2 units, 4 SP', rule: '1.4', total: 4 },
      { text: 'disorganized, halved (2 units)', rule: '9.2.2', total: 3 },
    ]);
    // Bannockburn has no disorganization.
    expect(
      steps('bannockburn-1314', combat([unit('infantry', 4)], [unit('infantry', 3, d)])),
    ).toHaveLength(1);
  });

  it.each([
    ['bannockburn-1314', '11.1.1', '11.1.8'],
    ['1066', '11.1.1', '11.1.8'],
    ['kosovo-1389', '12.1.1', '12.1.8'],
  ])(
    '%s %s / %s: attacking through fortifications halves the attacker; a fortified hex fights with at most 4 SP',
    (id, through, cap) => {
      const input = combat(
        [unit('infantry', 5), unit('infantry', 4)],
        [unit('infantry', 3), unit('infantry', 3)],
        {
          attacker: { throughFortifications: true },
          defender: { fortified: true },
        },
      );
      expect(steps(id, input, 'attacker')).toEqual([
        { text: '2 units, 9 SP', rule: '1.4', total: 9 },
        { text: 'attacking through fortifications, halved (2 units)', rule: through, total: 5 },
      ]);
      expect(steps(id, input)).toEqual([
        { text: '2 units, 6 SP', rule: '1.4', total: 6 },
        { text: 'a fortified hex fights with at most 4 SP', rule: cap, total: 4 },
      ]);
      // At 4 SP or less the cap changes nothing; the attacker is not capped.
      const small = combat([unit('infantry', 6)], [unit('infantry', 4)], {
        defender: { fortified: true },
      });
      expect(steps(id, small)).toHaveLength(1);
      expect(analyse(id, small).strength.attacker.total).toBe(6);
    },
  );

  it.each([
    ['bannockburn-1314', 3],
    ['kosovo-1389', 3],
    ['1066', 5],
  ])(
    '%s TERRAIN EFFECT: an attacker on swamps is halved where the table prints 1/2A (1066 prints −1 instead) → %i SP',
    (id, total) => {
      const input = combat([unit('infantry', 5)], [unit('infantry', 2)], {
        attacker: { onSwamps: true },
      });
      expect(analyse(id, input).strength.attacker.total).toBe(total);
      // The defender is never halved for the attacker's swamps.
      expect(analyse(id, input).strength.defender.total).toBe(2);
    },
  );

  it.each(editionIds)(
    '%s: ranged units alone count 1 SP with the step in the audit, but a lone 1 SP archer adds no step',
    (id) => {
      expect(steps(id, combat([unit('infantry', 2)], [unit('archers', 1)]))).toHaveLength(1);
      expect(steps(id, combat([unit('infantry', 2)], [unit('bombard', 2)])).at(-1)).toMatchObject({
        text: 'ranged units fighting alone count 1 SP',
        total: 1,
      });
      expect(
        steps(id, combat([unit('archers', 2)], [unit('infantry', 2)]), 'attacker').at(-1)?.total,
      ).toBe(1);
    },
  );
});

describe('combat modifiers, each with its rule (1.5)', () => {
  const mods = (
    id: string,
    input: CombatInput,
    side: 'attacker' | 'defender',
    readings: Readings = {},
  ) => analyse(id, input, readings).modifiers[side];

  it.each(editionIds)(
    '%s: armor (5.2.7), charge (5.6.4), its cap at armor + 1 (5.6.5), leader, banner, MORALE',
    (id) => {
      const input = combat(
        [unit('cavalry', 4, { armor: 1, cf: 3 })],
        [unit('cavalry', 4, { armor: 2, cf: 1 })],
        {
          attacker: { leader: 'in-range', banner: true, opposingDirections: true },
          defender: { leader: 'stacked' },
          morale: -2,
        },
      );
      expect(mods(id, input, 'attacker')).toEqual({
        modifiers: [
          { source: 'armor 1', rule: '5.2.7', cm: 1 },
          { source: 'charge factor 3, capped at armor + 1', rule: '5.6.5', cm: 2 },
          { source: 'attack from opposing directions', rule: '5.2.6', cm: 1 },
          { source: 'leader in range', rule: '8.2.2', cm: 1 },
          { source: 'banner', rule: '7.1.7', cm: 1 },
        ],
        total: 6,
        errata: [],
      });
      expect(mods(id, input, 'defender')).toEqual({
        modifiers: [
          { source: 'armor 2', rule: '5.2.7', cm: 2 },
          { source: 'charge factor 1', rule: '5.6.4', cm: 1 },
          { source: 'leader on the hex', rule: '8.2.1', cm: 2 },
          { source: 'MORALE +2', rule: '6.1.2', cm: 2 },
        ],
        total: 7,
        errata: [],
      });
    },
  );

  it('3.1.2: Bannockburn prints one 2-CM bonus for a rear attack and flags its example; per hex is the option', () => {
    const rear = (rearHexes: number, readings: Readings = {}) =>
      mods(
        'bannockburn-1314',
        combat([unit('infantry', 2)], [unit('infantry', 2)], { attacker: { rearHexes } }),
        'attacker',
        readings,
      );
    expect(rear(1)).toEqual({
      modifiers: [{ source: 'rear attack', rule: '3.1.2', cm: 2 }],
      total: 2,
      errata: [],
    });
    expect(rear(2)).toMatchObject({ total: 2, errata: ['rear-attack-example'] });
    expect(rear(2, { rearAttack: 'per-hex' })).toEqual({
      modifiers: [{ source: 'rear attack from 2 hexes', rule: '3.1.2', cm: 4 }],
      total: 4,
      errata: ['rear-attack-example'],
    });
    expect(rear(1, { rearAttack: 'per-hex' }).modifiers).toEqual([
      { source: 'rear attack from 1 hex', rule: '3.1.2', cm: 2 },
    ]);
    expect(rear(0).modifiers).toEqual([]);
  });

  it('Kosovo 3.1.2: 2 CMs per rear hex as printed, and nothing to flag', () => {
    const m = mods(
      'kosovo-1389',
      combat([unit('infantry', 2)], [unit('infantry', 2)], { attacker: { rearHexes: 3 } }),
      'attacker',
    );
    expect(m).toEqual({
      modifiers: [{ source: 'rear attack from 3 hexes', rule: '3.1.2', cm: 6 }],
      total: 6,
      errata: [],
    });
  });

  it.each([
    ['bannockburn-1314', 2],
    ['kosovo-1389', 2],
  ])('%s 5.3.1: the defender gains the TERRAIN EFFECT shift of its hex (forest: %i)', (id, cm) => {
    const m = mods(
      id,
      combat([unit('infantry', 2)], [unit('infantry', 2)], { defender: { terrain: 'forest' } }),
      'defender',
    );
    expect(m.modifiers).toEqual([{ source: 'terrain: forest', rule: '5.3.1', cm }]);
  });

  it("Bannockburn / 1066 10.3.1: the attacker gains 2 when ranged units are among the targets; the archers' attacker does not", () => {
    for (const id of ['bannockburn-1314', '1066']) {
      const vsArchers = combat([unit('infantry', 2)], [unit('archers', 2), unit('infantry', 2)]);
      expect(mods(id, vsArchers, 'attacker').modifiers).toEqual([
        { source: 'ranged units among the targets', rule: '10.3.1', cm: 2 },
      ]);
      expect(mods(id, vsArchers, 'defender').modifiers).toEqual([]);
      const byArchers = combat([unit('archers', 2)], [unit('infantry', 2)]);
      expect(mods(id, byArchers, 'attacker').modifiers).toEqual([]);
      expect(mods(id, byArchers, 'defender').modifiers).toEqual([]);
    }
  });

  it('Kosovo 11.3.1: the enemy of ranged units in a combat gains 3, attacking or defending', () => {
    const byArchers = combat([unit('archers', 2)], [unit('infantry', 2)]);
    expect(mods('kosovo-1389', byArchers, 'defender').modifiers).toEqual([
      { source: 'enemy ranged units in the combat', rule: '11.3.1', cm: 3 },
    ]);
    expect(mods('kosovo-1389', byArchers, 'attacker').modifiers).toEqual([]);
  });

  it('Kosovo 15.2.2: a palisade gives 2 against cavalry (a tie counts as cavalry), 1 against infantry; other books ignore it', () => {
    const palisade = (attackers: CombatUnit[], id = 'kosovo-1389') =>
      mods(
        id,
        combat(attackers, [unit('infantry', 2)], { defender: { palisade: true } }),
        'defender',
      ).modifiers;
    expect(palisade([unit('cavalry', 2), unit('infantry', 2)])).toEqual([
      { source: 'palisade against cavalry', rule: '15.2.2', cm: 2 },
    ]);
    expect(palisade([unit('cavalry', 2), unit('infantry', 3)])).toEqual([
      { source: 'palisade against infantry', rule: '15.2.2', cm: 1 },
    ]);
    expect(palisade([unit('cavalry', 2)], 'bannockburn-1314')).toEqual([]);
  });

  it('1066 Hastings: the Wall of Shields gives the defender 1 CM; other books ignore it', () => {
    const wall = (id: string) =>
      mods(
        id,
        combat([unit('infantry', 2)], [unit('infantry', 2)], { defender: { wallOfShields: true } }),
        'defender',
      ).modifiers;
    expect(wall('1066')).toEqual([{ source: 'Wall of Shields', rule: 'Hastings', cm: 1 }]);
    expect(wall('bannockburn-1314')).toEqual([]);
    expect(wall('kosovo-1389')).toEqual([]);
  });

  it.each(editionIds)(
    '%s 5.6.6 / 11.1.2: no charge into forest, swamps or fortifications, or through fortifications',
    (id) => {
      const charge = (more: Sides) =>
        cmOf(
          analyse(
            id,
            combat([unit('cavalry', 2, { armor: 2, cf: 2 })], [unit('infantry', 2)], more),
          ),
          'attacker',
          '5.6.4',
        );
      expect(charge({})).toBe(2);
      expect(charge({ defender: { terrain: 'forest' } })).toBe(0);
      expect(charge({ defender: { terrain: 'swamps' } })).toBe(0);
      expect(charge({ defender: { fortified: true } })).toBe(0);
      expect(charge({ attacker: { throughFortifications: true } })).toBe(0);
      // A defender's charge is not stopped by its own terrain.
      const defending = analyse(
        id,
        combat([unit('infantry', 2)], [unit('cavalry', 2, { armor: 2, cf: 2 })], {
          defender: { terrain: 'forest' },
        }),
      );
      expect(cmOf(defending, 'defender', '5.6.4')).toBe(2);
    },
  );

  it("Bannockburn 11.3.6: a shiltron takes the enemy cavalry's charge, attacking or defending", () => {
    const shiltron = unit('infantry', 2, { shiltron: true });
    const against = analyse(
      'bannockburn-1314',
      combat([unit('cavalry', 2, { armor: 2, cf: 2 })], [shiltron]),
    );
    expect(cmOf(against, 'attacker', '5.6.4')).toBe(0);
    const attacked = analyse(
      'bannockburn-1314',
      combat([shiltron], [unit('cavalry', 2, { armor: 2, cf: 2 })]),
    );
    expect(cmOf(attacked, 'defender', '5.6.4')).toBe(0);
    expect(cmOf(attacked, 'defender', '5.2.7')).toBe(1);
  });

  it('Kosovo 9.2.4: a disorganized unit gains at most 1 CM from its charge', () => {
    const d = { disorganized: true };
    const charge = (id: string) =>
      cmOf(
        analyse(id, combat([unit('cavalry', 2, { armor: 2, cf: 3, ...d })], [unit('infantry', 2)])),
        'attacker',
        '5.6.4',
      );
    expect(charge('kosovo-1389')).toBe(1);
    expect(charge('bannockburn-1314')).toBe(3);
  });
});

describe('the analysis and its notes', () => {
  it('Kosovo: the 1:4 column touches the misprinted A cell, other columns and books do not', () => {
    const at = (id: string, attackerSp: number, defenderSp: number) =>
      analyse(id, combat([unit('infantry', attackerSp)], [unit('infantry', defenderSp)])).errata;
    expect(at('kosovo-1389', 1, 4)).toContain('kosovo-a-cell');
    expect(at('kosovo-1389', 1, 3)).not.toContain('kosovo-a-cell');
    expect(at('bannockburn-1314', 1, 4)).not.toContain('kosovo-a-cell');
  });

  it.each([
    ['bannockburn-1314', 10, true],
    ['1066', 10, true],
    ['bannockburn-1314', 9, false],
    ['kosovo-1389', 10, false],
  ] as const)(
    '%s 1.5: an initial %i:1 beyond the table is noted where the table holds after each side: %s',
    (id, sp, noted) => {
      const a = analyse(id, combat([unit('infantry', sp)], [unit('infantry', 1)]));
      expect(a.errata.includes('initial-ratio-beyond-table')).toBe(noted);
    },
  );

  it.each([
    ['bannockburn-1314', '8.2.9'],
    ['kosovo-1389', '8.2.7'],
    ['1066', '8.2.9'],
  ] as const)(
    '%s %s: a leader alone is attacked on the highest column, with the step in the audit',
    (id, rule) => {
      const a = analyse(
        id,
        combat([unit('infantry', 1)], [unit('infantry', 1)], { defender: { leaderAlone: true } }),
      );
      expect([a.leaderAloneDies, a.column, a.ratio.final]).toEqual([
        true,
        11,
        { step: 11, label: '9:1' },
      ]);
      expect(a.ratio.steps.at(-1)).toEqual({
        text: 'leader alone: highest column',
        rule,
        step: 11,
      });
      const b = analyse(id, combat([unit('infantry', 1)], [unit('infantry', 1)]));
      expect([b.leaderAloneDies, b.column]).toEqual([false, 3]);
    },
  );

  it('5.1.1: every 2D6 total from 2 to 12 has its outcome and exact chance; other totals are refused', () => {
    const a = analyse('bannockburn-1314', combat([unit('infantry', 2)], [unit('infantry', 1)]));
    expect(a.outcomes.map((o) => o.roll)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(a.outcomes.map((o) => o.chance)).toEqual(
      [1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1].map((n) => chance(n, 36)),
    );
    const seven = value(resultOfRoll(a, 7));
    expect(seven).toEqual(a.outcomes[5]);
    const bad = resultOfRoll(a, 13);
    expect(bad.ok ? null : [bad.error.field, bad.error.message]).toEqual([
      'roll',
      '2D6 shows a whole number from 2 to 12, not 13',
    ]);
  });

  it('refuses an unknown edition or a bad unit, naming the field', () => {
    const input = combat([unit('infantry', 2)], [unit('infantry', 2)]);
    const unknown = analyseCombat('hastings', input);
    expect(unknown.ok ? null : unknown.error.field).toBe('edition');
    const bad = analyseCombat('1066', combat([unit('infantry', 0)], [unit('infantry', 2)]));
    expect(bad.ok ? null : bad.error.field).toBe('attacker.units.0.sp');
  });
});

describe("the column's audit trail (1.4–1.5)", () => {
  const b15 = combat([unit('cavalry', 6, { armor: 2, cf: 3 })], [unit('infantry', 1)], {
    attacker: { leader: 'stacked' },
    defender: { leader: 'stacked' },
  });

  it('Bannockburn 1.5 b: 6:1, attacker +7 stops at 9:1, defender −2 gives 7:1', () => {
    expect(analyse('bannockburn-1314', b15).ratio.steps).toEqual([
      { text: 'initial 6:1', rule: '1.4', step: 8 },
      { text: 'attacker +7', rule: '1.5', step: 15 },
      { text: 'clamped to 9:1', rule: '1.5', step: 11 },
      { text: 'defender −2', rule: '1.5', step: 9 },
    ]);
  });

  it('Kosovo 1.5 b: 6:1, attacker +7 to 13:1, defender −2 to 11:1, clamped to 9:1', () => {
    expect(analyse('kosovo-1389', b15).ratio.steps).toEqual([
      { text: 'initial 6:1', rule: '1.4', step: 8 },
      { text: 'attacker +7', rule: '1.5', step: 15 },
      { text: 'defender −2', rule: '1.5', step: 13 },
      { text: 'clamped to 9:1', rule: '1.5', step: 11 },
    ]);
  });

  it("1066 1.5: an initial 1:5 is clamped to 1:4 first, then the attacker's +1 gives 1:3", () => {
    const a = analyse(
      '1066',
      combat([unit('infantry', 1)], [unit('infantry', 5)], { attacker: { banner: true } }),
    );
    expect(a.ratio.steps).toEqual([
      { text: 'initial 1:5', rule: '1.4', step: -1 },
      { text: 'clamped to 1:4', rule: '1.5', step: 0 },
      { text: 'attacker +1', rule: '1.5', step: 1 },
    ]);
  });

  it('Bannockburn 11.3.4: a shiltron doubles in attack too, against mostly cavalry', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([unit('infantry', 2, { shiltron: true })], [unit('cavalry', 3)]),
    );
    expect(a.strength.attacker.total).toBe(4);
    expect(a.strength.defender.total).toBe(3);
  });

  it('TERRAIN EFFECT **: the swamps halving is in the audit with its source', () => {
    const a = analyse(
      'bannockburn-1314',
      combat([unit('infantry', 5)], [unit('infantry', 2)], { attacker: { onSwamps: true } }),
    );
    expect(a.strength.attacker.steps.at(-1)).toEqual({
      text: 'attacking from swamps, halved',
      rule: 'TERRAIN EFFECT',
      total: 3,
    });
  });
});

describe('the aftermath of one roll (5.4, 8.2.4–8.2.5, 5.5)', () => {
  // Bannockburn 1:1 (4 SP against two 2 SP units): roll 2 is "D2 -1", roll 6 "-", roll 9 "A1".
  const twoDefenders = (more: Sides = {}) =>
    combat([unit('infantry', 4)], [unit('infantry', 2), unit('infantry', 2)], more);
  const at = (input: CombatInput, roll: number, context: AftermathContext = {}) => {
    const outcome = value(
      chainCombatOdds(analyse('bannockburn-1314', input), input, context),
    ).outcomes.find((o) => o.roll === roll);
    if (!outcome) throw new Error(`no roll ${roll}`);
    return outcome;
  };

  it('5.4.6 / 5.4.7: D2 -1 with room for 1 hex costs 2 SP, taken from the units in the order listed', () => {
    const o = at(twoDefenders(), 2, { defender: { hexesCanRetreat: 1 } });
    expect(o.cell).toBe('D2 -1');
    expect(o.defender).toMatchObject({
      loss: 2,
      retreat: { required: 2, possible: 1 },
      units: [unit('infantry', 2)],
      eliminated: 1,
      moraleBoxesLost: 1,
    });
    // The surviving unit of armor 0 scatters on 1–2 after a 2-hex retreat (COMBAT SCATTER, D2).
    expect(o.defender.tests.map((t) => t.failOn)).toEqual([[1, 2]]);
    expect(o.defender.anyBreaks).toEqual(chance(1, 3));
  });

  it('5.1.1 g: each retreating unit tests; the chance that any scatters combines them', () => {
    const o = at(twoDefenders(), 2);
    expect(o.defender.tests).toHaveLength(2);
    expect(o.defender.anyBreaks).toEqual(chance(5, 9));
    expect(o.defender.units.map((u) => u.sp)).toEqual([1, 2]);
    expect(o.defender.leaderDeath).toBeUndefined();
  });

  it('8.2.4–8.2.5: the leader on the hex dies on a 2D6 minus losses (5.4.6 ones included) at most the retreat; 9.1.3: no scatter', () => {
    // Both leaders on their hexes: +2 each side, still 1:1.
    const led = twoDefenders({ attacker: { leader: 'stacked' }, defender: { leader: 'stacked' } });
    const o = at(led, 2, { defender: { hexesCanRetreat: 1 } });
    expect(o.cell).toBe('D2 -1');
    expect(o.defender.leaderDeath).toEqual({
      diesOn: [2, 3, 4],
      dies: chance(6, 36),
      moraleBoxes: 8,
    });
    expect(o.defender.tests.map((t) => t.reason)).toEqual(['leader-on-hex']);
    expect(o.defender.anyBreaks).toEqual(chance(0, 1));
    // No retreat, no roll for the leader.
    expect(at(led, 6).defender.leaderDeath).toBeUndefined();
  });

  it('5.1.1 g / 5.5: without a retreat no unit tests; a side wiped out does not pursue', () => {
    const quiet = at(twoDefenders(), 6);
    expect([quiet.cell, quiet.defender.tests, quiet.attacker.tests]).toEqual(['-', [], []]);
    // 1:1 roll 7 is "-1 / -1": both 1 SP units are eliminated, and nobody is left to pursue.
    const both = at(combat([unit('infantry', 1)], [unit('infantry', 1)]), 7);
    expect(both.cell).toBe('-1 / -1');
    expect([both.attacker.units, both.defender.units]).toEqual([[], []]);
    expect([both.attacker.pursuit, both.defender.pursuit]).toEqual([undefined, undefined]);
  });

  it.each([
    ['none', undefined, chance(5, 6)],
    ['in-range', undefined, chance(1, 6)],
    ['stacked', undefined, chance(0, 1)],
    ['none', 3, chance(3, 6)],
  ] as const)(
    '5.5.2: with the leader %s (%s hexes given), obligatory pursuit has chance %o',
    (leader, hexes, obligatory) => {
      const context: AftermathContext =
        hexes === undefined ? {} : { attacker: { hexesFromLeader: hexes } };
      const o = at(twoDefenders({ attacker: { leader } }), 2, context);
      expect(o.attacker.pursuit?.obligatory).toEqual(obligatory);
      expect(o.defender.pursuit).toBeUndefined();
    },
  );

  it('6.1.8: the defender pursuing a retreating attacker gets −3 at MORALE +2 in its favour (the track read from its side)', () => {
    // MORALE gives its side 2 CMs (6.1.2); the other side's leader on the hex keeps 1:1.
    const forDefender = twoDefenders({ morale: -2, attacker: { leader: 'stacked' } });
    const forAttacker = twoDefenders({ morale: 2, defender: { leader: 'stacked' } });
    expect(at(forDefender, 9).cell).toBe('A1');
    expect(at(forDefender, 9).defender.pursuit?.modifier).toBe(-3);
    expect(at(forAttacker, 9).defender.pursuit?.modifier).toBe(0);
    expect(at(forAttacker, 2).attacker.pursuit?.modifier).toBe(-3);
  });
});

describe('the COMBAT SCATTER / DISORGANIZATION columns and rows (5.1.1 g)', () => {
  it('the columns: cavalry and horse archers by armor 2, 1, 0; infantry by armor 2, 1; everything else "other"', () => {
    const category = (kind: CombatUnit['kind'], armor: number) =>
      testCategory(unit(kind, 2, { armor }));
    expect([2, 1, 0].map((a) => category('cavalry', a))).toEqual([
      'heavy-cavalry',
      'cavalry',
      'light-cavalry',
    ]);
    expect([2, 1, 0].map((a) => category('horse-archers', a))).toEqual([
      'heavy-cavalry',
      'cavalry',
      'light-cavalry',
    ]);
    expect([2, 1, 0].map((a) => category('infantry', a))).toEqual([
      'heavy-infantry',
      'infantry',
      'other',
    ]);
    expect([2, 1, 0].map((a) => category('archers', a))).toEqual(['other', 'other', 'other']);
    expect(category('crossbowmen', 1)).toBe('other');
  });

  const test = (
    id: string,
    u: CombatUnit,
    side: 'attacker' | 'defender',
    retreat: number,
    readings: Readings = {},
  ) => {
    const edition = value(getEdition(id));
    return testAfterRetreat(
      edition,
      u,
      side,
      retreat,
      false,
      false,
      resolveReadings(edition, readings),
    );
  };

  it("the rows: a defender's Dn or Bn, an attacker's An; Bannockburn D2 / A2 alike, Kosovo A1 on the B2 row", () => {
    const inf = unit('infantry', 2, { armor: 1 });
    expect(test('bannockburn-1314', inf, 'attacker', 2)).toMatchObject({
      row: 'D2 / A2',
      failOn: [1],
      becomes: 'scattered',
    });
    expect(test('kosovo-1389', inf, 'attacker', 1)).toMatchObject({
      row: 'B2 / A1',
      failOn: [2, 3, 11, 12],
    });
    expect(test('kosovo-1389', inf, 'defender', 1)).toMatchObject({
      row: 'B1',
      failOn: [2, 3, 12],
      becomes: 'disorganized',
    });
    // Kosovo 10.1.1: a unit already disorganized panics instead.
    expect(
      test('kosovo-1389', unit('infantry', 2, { armor: 1, disorganized: true }), 'defender', 1)
        .becomes,
    ).toBe('panic');
    // A retreat beyond 5 hexes reads the last row.
    expect(test('kosovo-1389', inf, 'defender', 6).row).toBe(
      test('kosovo-1389', inf, 'defender', 5).row,
    );
    expect(test('kosovo-1389', inf, 'defender', 0)).toMatchObject({
      reason: 'no-retreat',
      rule: '5.1.1',
      failOn: [],
    });
    expect(test('kosovo-1389', inf, 'defender', 2)).toMatchObject({
      reason: 'table',
      rule: '5.1.1',
    });
  });

  it('Kosovo 5.1.1 example option: every retreat reads one row down, the last row stays the last', () => {
    const cav = unit('cavalry', 2, { armor: 0 });
    expect(
      test('kosovo-1389', cav, 'defender', 1, { kosovoDisorganizationRow: 'example' }).row,
    ).toBe('B2 / A1');
    expect(
      test('kosovo-1389', cav, 'defender', 5, { kosovoDisorganizationRow: 'example' }).row,
    ).toBe(test('kosovo-1389', cav, 'defender', 5).row);
    // Bannockburn has no such option to honour.
    expect(
      test('bannockburn-1314', cav, 'defender', 1, { kosovoDisorganizationRow: 'example' }).row,
    ).toBe('D1 / A1');
  });

  it('9.1.3 and marked results: no list of faces when no roll is made', () => {
    const edition = value(getEdition('bannockburn-1314'));
    const readings = resolveReadings(edition);
    const u = unit('infantry', 2);
    expect(testAfterRetreat(edition, u, 'defender', 2, true, false, readings)).toMatchObject({
      failOn: [],
      reason: 'automatic',
      rule: 'COMBAT TABLE',
      breaks: chance(1, 1),
    });
    expect(testAfterRetreat(edition, u, 'defender', 2, true, true, readings)).toMatchObject({
      failOn: [],
      reason: 'leader-on-hex',
      rule: '9.1.3',
    });
  });
});

describe('bad input names the field and the rule', () => {
  const refused = (input: CombatInput) => {
    const a = analyseCombat('bannockburn-1314', input);
    return a.ok ? null : [a.error.field, a.error.rule];
  };
  const one = [unit('infantry', 2)];

  it('1.1 / 1.2: a unit has a known type and 1 to 10 SP', () => {
    expect(refused(combat([unit('infantry', 10)], one))).toBeNull();
    expect(refused(combat([unit('infantry', 11)], one))).toEqual(['attacker.units.0.sp', '1.2']);
    expect(refused(combat(one, [unit('infantry', 1.5)]))).toEqual(['defender.units.0.sp', '1.2']);
    expect(
      refused(combat(one, [{ ...unit('infantry', 2), kind: 'pikemen' as CombatUnit['kind'] }])),
    ).toEqual(['defender.units.0.kind', '1.1']);
    expect(refused(combat([], one))).toEqual(['attacker.units', '5.2.5']);
  });

  it('3.1.1: 0 to 3 rear hexes; 6.1: MORALE a whole number on the track', () => {
    const rear = (rearHexes: number) => refused(combat(one, one, { attacker: { rearHexes } }));
    expect(rear(3)).toBeNull();
    expect(rear(4)).toEqual(['attacker.rearHexes', '3.1.1']);
    expect(rear(-1)).toEqual(['attacker.rearHexes', '3.1.1']);
    expect(rear(1.5)).toEqual(['attacker.rearHexes', '3.1.1']);
    const morale = (m: number) => refused(combat(one, one, { morale: m }));
    expect(morale(-20)).toBeNull();
    expect(morale(21)).toEqual(['morale', '6.1']);
    expect(morale(0.5)).toEqual(['morale', '6.1']);
  });

  it('5.4.6: hexes that can be retreated are a whole number from 0', () => {
    const input = combat(one, one);
    const a = analyse('bannockburn-1314', input);
    const bad = chainCombatOdds(a, input, { defender: { hexesCanRetreat: -1 } });
    expect(bad.ok ? null : [bad.error.field, bad.error.rule]).toEqual([
      'defender.hexesCanRetreat',
      '5.4.6',
    ]);
    expect(chainCombatOdds(a, input, { attacker: { hexesCanRetreat: 0.5 } }).ok).toBe(false);
    expect(chainCombatOdds(a, input, { attacker: { hexesCanRetreat: 0 } }).ok).toBe(true);
  });

  it('8.2.4 / 8.2.5: the leader rolls for a retreat of 1 to 5 hexes, losses from 0; dies at exactly the retreat', () => {
    expect(value(leaderDeathOdds({ retreat: 1, losses: 0 })).diesOn).toEqual([]);
    expect(value(leaderDeathOdds({ retreat: 5, losses: 0 })).diesOn).toEqual([2, 3, 4, 5]);
    for (const [situation, field] of [
      [{ retreat: 0, losses: 0 }, 'retreat'],
      [{ retreat: 6, losses: 0 }, 'retreat'],
      [{ retreat: 1.5, losses: 0 }, 'retreat'],
      [{ retreat: 2, losses: -1 }, 'losses'],
      [{ retreat: 2, losses: 0.5 }, 'losses'],
    ] as const) {
      const r = leaderDeathOdds(situation);
      expect(r.ok ? null : r.error.field, JSON.stringify(situation)).toBe(field);
      expect(resolveLeaderDeath(situation, 7).ok).toBe(false);
    }
    expect(value(resolveLeaderDeath({ retreat: 3, losses: 1 }, 4))).toEqual({
      dies: true,
      modifiedRoll: 3,
    });
    expect(value(resolveLeaderDeath({ retreat: 3, losses: 1 }, 5))).toEqual({
      dies: false,
      modifiedRoll: 4,
    });
    const roll = resolveLeaderDeath({ retreat: 3, losses: 1 }, 13);
    expect(roll.ok ? null : roll.error.field).toBe('roll');
  });
});

describe('the chained odds of a combat (5.1.1, 5.4)', () => {
  it('Bannockburn 9:1 against a 1 SP defender: retreat, expected losses and the chance of wiping it out', () => {
    const input = combat([unit('infantry', 9)], [unit('infantry', 1)]);
    const odds = value(chainCombatOdds(analyse('bannockburn-1314', input), input));
    // 9:1 column: -1 / D5S (2), -1 / D5 -1 (3), D5 -1 (4), D5 (5), D4 (6), D3 (7), D3 -1 (8), D2 (9), D2 -1 (10), D2 (11), -1 / D2 -1 (12).
    const ways = (rolls: number[]) =>
      chance(
        rolls.reduce((a, r) => a + 6 - Math.abs(r - 7), 0),
        36,
      );
    expect(odds.defender.retreatAtLeast).toEqual([
      chance(1, 1),
      chance(1, 1),
      ways([2, 3, 4, 5, 6, 7, 8]),
      ways([2, 3, 4, 5, 6]),
      ways([2, 3, 4, 5]),
    ]);
    expect(odds.defender.wipedOut).toEqual(ways([3, 4, 8, 10, 12]));
    expect(odds.defender.expectedLoss).toEqual(ways([3, 4, 8, 10, 12]));
    expect(odds.attacker.expectedLoss).toEqual(ways([2, 3, 12]));
    expect(odds.attacker.retreatAtLeast[0]).toEqual(chance(0, 1));
    expect(odds.attacker.wipedOut).toEqual(chance(0, 1));
  });
});
