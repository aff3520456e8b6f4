/**
 * Combat modifiers (1.5): every source of column shifts for both sides, each
 * with the rule that grants it, in the order a player would count them.
 */
import type { CombatInput, CombatSide, CombatUnit } from './input.ts';
import { isCavalry, isRangedUnit } from './strength.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { ruleOf } from '../editions/rule-map.ts';
import { groupFactor, roundingMatters } from './group-factors.ts';
import type { ResolvedReadings } from '../editions/readings.ts';

export interface Modifier {
  source: string;
  rule: string;
  cm: number;
}

export interface SideModifiers {
  modifiers: Modifier[];
  total: number;
  /** Erratum ids whose readings change this side's count. */
  errata: string[];
}

type Side = 'attacker' | 'defender';

/** 8.2.1–8.2.2: the CMs a leader gives the units he fights with, on their hex or in range (rule: its key in the edition's rule map). */
export const leaderModifiers = {
  stacked: { source: 'leader on the hex', rule: 'onHex', cm: 2 },
  'in-range': { source: 'leader in range', rule: 'inRange', cm: 1 },
} as const;

const other = (side: Side): Side => (side === 'attacker' ? 'defender' : 'attacker');

/** Terrain where an attacker's charge counts for nothing (5.6.6). */
const chargeStoppers = new Set(['forest', 'swamps']);

function effectiveArmor(unit: CombatUnit, enemy: CombatSide, edition: EditionProfile): number {
  // B 11.3.7: a shiltron lowers enemy cavalry armor by 1, not below 0.
  const facesShiltron = edition.has.shiltron && enemy.units.some((u) => u.shiltron);
  return facesShiltron && isCavalry(unit) ? Math.max(0, unit.armor - 1) : unit.armor;
}

function effectiveCharge(
  unit: CombatUnit,
  side: Side,
  input: CombatInput,
  edition: EditionProfile,
): number {
  if (unit.kind !== 'cavalry') return 0; // 5.6.1 infantry has CF 0; 10.5.3 horse archers get no CM from CF
  const enemy = input[other(side)];
  if (edition.has.shiltron && enemy.units.some((u) => u.shiltron)) return 0; // B 11.3.6
  if (side === 'attacker') {
    const { terrain, fortified } = input.defender;
    if (fortified || chargeStoppers.has(terrain) || input.attacker.throughFortifications) return 0; // 5.6.6, 11.1.2
    if (input.attacker.countercharge && unit.armor === 0) return 0; // 5.7.9
  }
  // K 9.2.4: a disorganized unit gains at most 1 CM from its charge.
  return edition.has.disorganization && unit.disorganized ? Math.min(unit.cf, 1) : unit.cf;
}

function mostlyDisorganized(units: readonly CombatUnit[]): boolean {
  return units.filter((u) => u.disorganized).length * 2 > units.length;
}

/** The modifiers of one side of a combat. */
export function countModifiers(
  side: Side,
  input: CombatInput,
  edition: EditionProfile,
  readings: ResolvedReadings,
): SideModifiers {
  const own = input[side];
  const enemy = input[other(side)];
  const modifiers: Modifier[] = [];
  const errata: string[] = [];
  const rules = edition.rules;
  const add = (source: string, rule: string, cm: number) => {
    if (cm !== 0) modifiers.push({ source, rule, cm });
  };

  const armors = own.units.map((u) => effectiveArmor(u, enemy, edition));
  const armor = groupFactor(armors, readings.groupRounding);
  add(`armor ${armor}`, rules.combat.armor, armor);

  const charges = own.units.map((u) => effectiveCharge(u, side, input, edition));
  const charge = groupFactor(charges, readings.groupRounding);
  const chargeCm = Math.min(charge, armor + 1);
  add(
    chargeCm < charge ? `charge factor ${charge}, capped at armor + 1` : `charge factor ${charge}`,
    chargeCm < charge ? rules.combat.cfCmCap : rules.combat.cfCm,
    chargeCm,
  );
  if (roundingMatters(armors) || roundingMatters(charges)) errata.push('group-factor-rounding');

  if (side === 'attacker') {
    const { rearHexes } = input.attacker;
    if (rearHexes > 0) {
      const perHex = readings.rearAttack === 'per-hex';
      add(
        perHex ? `rear attack from ${rearHexes} hex${rearHexes > 1 ? 'es' : ''}` : 'rear attack',
        rules.combat.rearAttack,
        perHex ? 2 * rearHexes : 2,
      );
      if (rearHexes > 1 && edition.rearAttack === 'flat') errata.push('rear-attack-example');
    }
    if (input.attacker.opposingDirections)
      add('attack from opposing directions', rules.combat.opposingDirections, 1);
  }

  if (own.leader !== 'none') {
    const leader = leaderModifiers[own.leader];
    add(leader.source, rules.leaders[leader.rule], leader.cm);
  }
  if (own.banner) add('banner', rules.combat.banner, 1);

  const morale = side === 'attacker' ? input.morale : -input.morale;
  if (morale > 0) add(`MORALE +${morale}`, rules.combat.moraleCm, morale);

  if (side === 'defender') {
    const terrain = edition.tables.terrain.rows.find(
      (row) => row.terrain === input.defender.terrain,
    );
    if (terrain?.combat.kind === 'shift')
      add(`terrain: ${input.defender.terrain}`, rules.combat.terrain, -terrain.combat.shift);
  }

  const { cm, appliesTo } = edition.rangedInCombat;
  const rangedRule = rules.fire.rangedCm;
  if (appliesTo === 'attacker-vs-ranged-targets') {
    if (side === 'attacker' && enemy.units.some(isRangedUnit))
      add('ranged units among the targets', rangedRule, cm);
  } else if (enemy.units.some(isRangedUnit)) {
    add('enemy ranged units in the combat', rangedRule, cm);
  }

  if (edition.has.disorganization && mostlyDisorganized(enemy.units))
    add('enemy mostly disorganized', ruleOf(rules, 'combat.mostlyDisorganized'), 1);
  if (side === 'defender' && edition.has.palisade && input.defender.palisade) {
    // K 15.2.2: a tie between cavalry and infantry SPs counts as cavalry.
    const cavalrySp = enemy.units.filter(isCavalry).reduce((a, u) => a + u.sp, 0);
    const otherSp = enemy.units.reduce((a, u) => a + u.sp, 0) - cavalrySp;
    add(
      cavalrySp >= otherSp ? 'palisade against cavalry' : 'palisade against infantry',
      ruleOf(rules, 'combat.palisade'),
      cavalrySp >= otherSp ? 2 : 1,
    );
  }
  if (side === 'defender' && edition.has.wallOfShields && input.defender.wallOfShields) {
    add('Wall of Shields', ruleOf(rules, 'sections.hastings'), 1);
  }
  return { modifiers, total: modifiers.reduce((sum, m) => sum + m.cm, 0), errata };
}
