/**
 * Rules that a slip in the engine could break with every other test green
 * (issue 14, item 2): each is checked through the public analysis of each
 * edition, with the numbers the books print.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../result.ts';
import {
  analyseCombat,
  chainCombatOdds,
  getEdition,
  resolveOptions,
  testAfterRetreat,
  type AftermathContext,
  type CombatAnalysis,
  type CombatInput,
  type CombatUnit,
  type RuleOptions,
} from './index.ts';

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

interface Sides {
  attacker?: Partial<CombatInput['attacker']>;
  defender?: Partial<CombatInput['defender']>;
  morale?: number;
}

function combat(attackers: CombatUnit[], defenders: CombatUnit[], more: Sides = {}): CombatInput {
  return {
    attacker: {
      units: attackers,
      leader: 'none',
      banner: false,
      rearHexes: 0,
      opposingDirections: false,
      countercharge: false,
      throughFortifications: false,
      onSwamps: false,
      ...more.attacker,
    },
    defender: {
      units: defenders,
      leader: 'none',
      banner: false,
      terrain: 'clear',
      fortified: false,
      leaderAlone: false,
      ...more.defender,
    },
    morale: more.morale ?? 0,
  };
}

const analyse = (edition: string, input: CombatInput, options: RuleOptions = {}): CombatAnalysis =>
  value(analyseCombat(edition, input, options));

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
      analyse(id, combat([unit('infantry', attackerSp)], [unit('infantry', defenderSp)])).conflicts;
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
    return testAfterRetreat(edition, u, 'defender', retreat, false, false, resolveOptions(edition));
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
