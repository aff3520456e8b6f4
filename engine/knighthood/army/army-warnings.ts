/**
 * The rules an army can break and still be priced: each warning names the
 * field and the rule, so the builder can point the player at both.
 */
import { weapons } from '../tables/organisation.ts';
import { countMms, mountingOf, type Army, type ArmyUnit } from './army.ts';
import { defaultReadings, type Readings } from '../readings.ts';

export interface ArmyWarning {
  readonly field: string;
  readonly rule: string;
  readonly message: string;
}

/** 1.31: a unit is two or more MMS (one may be partial). */
export const smallestUnitMms = 2;
/** 7.00 Bodyguards: at most 2 MMS. */
export const largestBodyguardMms = 2;

function unitWarnings(
  army: Army,
  unit: ArmyUnit,
  field: string,
  readings: Pick<Readings, 'partialMms'>,
): ArmyWarning[] {
  const found: ArmyWarning[] = [];
  const mms = countMms(unit);
  const mounting = mountingOf(unit.mounting);
  const standsAlone = unit.parent === undefined && unit.bodyguardOf === undefined;
  // Under the register's other reading a partial MMS counts only after two full ones.
  const counted =
    readings.partialMms === 'two-full' ? Math.floor(unit.figures / mounting.figures) : mms;
  if (standsAlone && counted < smallestUnitMms) {
    found.push({
      field: `${field}.figures`,
      rule: '1.31',
      message: `${unit.name || 'A unit'} has ${mms} MMS: a unit needs at least ${smallestUnitMms}`,
    });
  }
  if (unit.bodyguardOf !== undefined && mms > largestBodyguardMms) {
    found.push({
      field: `${field}.figures`,
      rule: '7.00',
      message: `${unit.name || 'A bodyguard'} has ${mms} MMS: a bodyguard has at most ${largestBodyguardMms}`,
    });
  }
  if (unit.parent !== undefined && !unit.regular) {
    found.push({
      field: `${field}.regular`,
      rule: '9.13',
      message: `${unit.name || 'A sub-unit'} is irregular: only regulars form sub-units`,
    });
  }
  const parent = army.units.find((u) => u.id === unit.parent);
  if (parent && !parent.regular) {
    found.push({
      field: `${field}.parent`,
      rule: '9.13',
      message: `${parent.name || 'The parent'} is irregular: only regular units have sub-units`,
    });
  }
  if (unit.protectedCavalry && unit.armour !== 'EH' && unit.armour !== 'SH') {
    found.push({
      field: `${field}.protectedCavalry`,
      rule: '1.50',
      message: `only EH and SH horses may be caparisoned, not ${unit.armour}`,
    });
  }
  for (const code of unit.weapons) {
    const weapon = weapons.find((w) => w.code === code);
    if (weapon && !weapon.orders.includes(mounting.order)) {
      found.push({
        field: `${field}.weapons`,
        rule: 'T2',
        message: `${weapon.name} is based ${weapon.orders.join(' or ')}, not ${mounting.order}`,
      });
    }
  }
  return found;
}

/**
 * Every rule the army breaks: units under 2 MMS (1.31), bodyguards over 2 MMS
 * or doubled (7.00), sub-units of irregulars or over half their parent (9.13),
 * weapons based in the wrong order (T2), no leader or army banner (T4, 1.72),
 * and a total over the points limit (1.60).
 */
export function checkArmy(
  army: Army,
  total: number,
  readings: Pick<Readings, 'partialMms'> = defaultReadings,
): ArmyWarning[] {
  const found = army.units.flatMap((unit, i) => unitWarnings(army, unit, `units[${i}]`, readings));
  for (const [i, parent] of army.units.entries()) {
    const subs = army.units.filter((u) => u.parent === parent.id);
    const strength = subs.reduce((sum, u) => sum + u.figures, 0);
    if (strength * 2 > parent.figures) {
      found.push({
        field: `units[${i}].figures`,
        rule: '9.13',
        message: `${parent.name || 'A unit'} has ${strength} figures in sub-units: at most half its ${parent.figures}`,
      });
    }
  }
  for (const [i, leader] of army.leaders.entries()) {
    const guards = army.units.filter((u) => u.bodyguardOf === leader.id).length;
    if (guards > 1) {
      found.push({
        field: `leaders[${i}]`,
        rule: '7.00',
        message: `${leader.name || 'A leader'} has ${guards} bodyguard units: one at most`,
      });
    }
  }
  if (army.leaders.length === 0) {
    found.push({ field: 'leaders', rule: 'T4', message: 'the army has no commander in chief' });
  }
  if (army.banners.length === 0) {
    found.push({ field: 'banners', rule: '1.72', message: 'every army needs an army banner' });
  }
  if (army.pointsLimit !== null && total > army.pointsLimit) {
    found.push({
      field: 'pointsLimit',
      rule: '1.60',
      message: `${total} points is ${total - army.pointsLimit} over the limit of ${army.pointsLimit}`,
    });
  }
  return found;
}
