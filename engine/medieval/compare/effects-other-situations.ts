/**
 * Worked effects of the rules around a combat that differ: the test after a
 * retreat (5.1.1 g), pursuit (5.5) and ride down (5.8), each run through
 * the engine's own test.
 */
import { ok } from '../../core/result.ts';
import { plainCombat } from '../combat/input.ts';
import { chainCombatOdds } from '../combat/combat-by-id.ts';
import { analyseCombat } from '../combat/combat-by-id.ts';
import { resolveReadings } from '../editions/editions.ts';
import { checkRideDown, type RideDownInput } from '../movement/ride-down.ts';
import { pursuitOdds } from '../morale/pursuit.ts';
import { testAfterRetreat } from '../morale/retreat-test.ts';
import { showChance, type ComparedCell, type ComparedRow } from './combat-rows.ts';
import { makeRow, plural, unit, type Build } from './effects-rows.ts';

export const afterRetreat: Build = (profiles) => {
  const cases = [
    {
      id: 'infantry-1',
      label: 'Infantry (armor 1) retreats 1 hex',
      unit: unit('infantry', 2, 1),
      retreat: 1,
    },
    {
      id: 'infantry-2',
      label: 'Infantry (armor 1) retreats 2 hexes',
      unit: unit('infantry', 2, 1),
      retreat: 2,
    },
    {
      id: 'cavalry-2',
      label: 'Heavy cavalry (armor 2) retreats 2 hexes',
      unit: unit('cavalry', 2, 2),
      retreat: 2,
    },
  ];
  const rows = cases.map((c) =>
    makeRow(
      c.id,
      c.label,
      profiles.map((edition) => {
        const test = testAfterRetreat(
          edition,
          c.unit,
          'defender',
          c.retreat,
          false,
          false,
          resolveReadings(edition),
        );
        const over = edition.tables.retreatTest.dice === '1D6' ? 6 : 36;
        return {
          text: `${test.becomes} ${showChance(test.breaks, over)}`,
          chance: test.breaks,
          rule: test.rule,
        };
      }),
    ),
  );
  const combat = plainCombat([unit('infantry', 6)], [unit('infantry', 2, 1)]);
  const chained = profiles.map((edition): ComparedCell => {
    const analysis = analyseCombat(edition.id, combat);
    const odds = analysis.ok ? chainCombatOdds(analysis.value, combat) : analysis;
    if (!odds.ok) return { text: 'not possible', rule: null };
    const p = odds.value.defender.breaks;
    return { text: showChance(p), chance: p, rule: edition.rules.combat.sequence };
  });
  rows.push(
    makeRow(
      'combat-breaks',
      'A 3:1 attack on 2 SP of infantry (armor 1): the defender breaks',
      chained,
    ),
  );
  return ok({
    title: 'After a retreat: scatter or disorganization',
    situation:
      'A unit that retreats from a combat is tested at once: Bannockburn and 1066 roll 1D6 for a scatter, Kosovo 2D6 for disorganization.',
    rows,
    keyRows: ['infantry-2', 'combat-breaks', 'infantry-1', 'cavalry-2'],
  });
};

export const pursuit: Build = (profiles) => {
  const tests = makeRow(
    'tests',
    'The roll decides',
    profiles.map((e) => ({
      text:
        e.pursuit === 'obligatory-test'
          ? 'whether pursuit is obligatory'
          : 'whether pursuit is voluntary',
      rule: e.rules.pursuit.test,
    })),
  );
  const rows = [tests];
  for (const hexes of [1, 3]) {
    for (const morale of [0, 2]) {
      const cells = profiles.map((edition): ComparedCell => {
        const odds = pursuitOdds(edition, { hexesFromLeader: hexes, morale });
        if (!odds.ok) return { text: 'not possible', rule: null };
        const p = odds.value.obligatory;
        const text = odds.value.roll
          ? showChance(p, 6)
          : p.num > 0n
            ? 'always, no roll'
            : 'never, no roll';
        return { text, chance: p, rule: odds.value.rule };
      });
      rows.push(
        makeRow(
          `hexes-${hexes}-morale-${morale}`,
          `${plural(hexes, 'hex', 'hexes')} from its leader, MORALE ${morale > 0 ? '+' : ''}${morale}: P(must pursue)`,
          cells,
        ),
      );
    }
  }
  return ok({
    title: 'Pursuit: a test for obligatory or for voluntary pursuit',
    situation:
      'A unit whose opponent retreated, at 1 or 3 hexes from its leader, with MORALE 0 or +2 in its favour.',
    rows,
    keyRows: [
      'hexes-1-morale-2',
      'hexes-1-morale-0',
      'hexes-3-morale-0',
      'hexes-3-morale-2',
      'tests',
    ],
  });
};

export const rideDown: Build = (profiles) => {
  const target = (armor: number) => [{ kind: 'infantry' as const, armor, sp: 2 }];
  const cases: { id: string; label: string; input: RideDownInput }[] = [
    {
      id: 'light',
      label: 'Cavalry (armor 0, CF 2) into infantry (armor 1)',
      input: { rider: { kind: 'cavalry', cf: 2, armor: 0 }, targets: target(1), terrain: 'clear' },
    },
    {
      id: 'heavy',
      label: 'Cavalry (armor 1, CF 2) into infantry (armor 0)',
      input: { rider: { kind: 'cavalry', cf: 2, armor: 1 }, targets: target(0), terrain: 'clear' },
    },
  ];
  const rows: ComparedRow[] = [];
  for (const c of cases) {
    const checks = profiles.map((edition) => ({ edition, check: checkRideDown(edition, c.input) }));
    rows.push(
      makeRow(
        `${c.id}-margin`,
        `${c.label}: the sum`,
        checks.map(({ edition, check }): ComparedCell => {
          const rules = edition.rules.movement;
          if (!check.ok) return { text: 'not possible', rule: null };
          const margin = check.value.margin;
          return margin === null
            ? { text: 'no sum: automatic above CF 1', rule: rules.rideDownSum ?? rules.rideDownWho }
            : { text: `${margin} (above 0 needed)`, value: margin, rule: rules.rideDownSum };
        }),
      ),
      makeRow(
        `${c.id}-verdict`,
        `${c.label}: ridden down`,
        checks.map(({ edition, check }): ComparedCell => {
          if (!check.ok) return { text: 'not possible', rule: null };
          const { possible, obligatory, steps } = check.value;
          const text = !possible ? 'no' : obligatory ? 'yes, always' : 'yes, if the rider chooses';
          return {
            text,
            rule: steps[steps.length - 1]?.rule ?? edition.rules.movement.rideDownWho,
          };
        }),
      ),
    );
  }
  return ok({
    title: 'Ride down: by a sum, or automatic',
    situation:
      'Cavalry with CF 2 enters a clear hex holding 2 SP of infantry in its movement phase.',
    rows,
    keyRows: ['light-verdict', 'heavy-verdict'],
  });
};
