/**
 * T1–T12 on the page: organisation, movement and missile fire, read from
 * engine/knighthood; this module only adds headings and wording.
 */
import {
  defensiveFire,
  figureMountings,
  fireModifiers,
  firingDepths,
  formatHitNumber,
  hitChart,
  hitChartColumns,
  miscellaneousCosts,
  missileWeapons,
  movementBands,
  movementRates,
  reactionModifiers,
  reactionPoints,
  roughTerrain,
  roughTerrainModifiers,
  troopCosts,
  weaponCosts,
  weapons,
  commandCosts,
  type ArmourClass,
  type ChargeIncrements,
  type Range,
  rules,
} from '../../../engine/knighthood/index.ts';
import {
  formatDefensiveFire,
  formatFireAllowed,
  formatOptional,
  formatSigned,
  modifierPart,
  type KnighthoodTableData,
  type TablePart,
} from './table-wording.ts';

const moraleClasses = ['A', 'B', 'C', 'D', 'E'] as const;
const increments: ChargeIncrements[] = [1, 2, 3];
const ranges: Range[] = ['close', 'medium', 'long'];

/** T4's points as printed: with a plus where the book prints one (every weapon line, "+5", "+2"). */
function pointsPart(
  caption: string,
  lines: readonly { label: string; points: number; printedPlus?: true }[],
  allPlus = false,
): TablePart {
  return {
    caption,
    columns: ['Item', 'Points'],
    rows: lines.map((line) => ({
      head: line.label,
      cells: [allPlus || line.printedPlus ? formatSigned(line.points) : String(line.points)],
    })),
  };
}

function troopCostPart(arm: 'infantry' | 'cavalry'): TablePart {
  return {
    caption: `${arm === 'infantry' ? 'Infantry' : 'Cavalry'}: points per figure`,
    columns: ['Armour class', ...moraleClasses.map((morale) => `Morale\u00a0${morale}`)],
    rows: (Object.keys(troopCosts) as ArmourClass[]).map((armour) => ({
      head: armour,
      cells: moraleClasses.map((morale) => formatOptional(troopCosts[armour][morale][arm])),
    })),
  };
}

export const fireTables = {
  T1: {
    title: 'Figure mounting',
    rule: rules.organisationDepth,
    parts: [
      {
        columns: ['Troops', 'Depth, 15 mm figures', 'Depth, 25 mm figures', 'Figures per MMS'],
        rows: figureMountings.map((row) => ({
          head: row.label,
          cells: [`${row.depth.mm15} mm`, `${row.depth.mm25} mm`, String(row.figures)],
        })),
      },
    ],
  },
  T2: {
    title: 'Weapon definitions',
    rule: rules.weapons,
    parts: [
      {
        columns: ['Code', 'Weapon', 'Group', 'Orders', 'Notes'],
        rows: weapons.map((weapon) => ({
          head: weapon.code,
          cells: [weapon.name, weapon.group, weapon.orders.join(', '), weapon.note || '–'],
        })),
      },
    ],
  },
  T4: {
    title: 'Troop cost',
    rule: rules.troopCost,
    parts: [
      troopCostPart('infantry'),
      troopCostPart('cavalry'),
      pointsPart('Weapons: points added per figure', weaponCosts, true),
      pointsPart('Command and control', commandCosts),
      pointsPart('Miscellaneous', miscellaneousCosts),
    ],
    legend: '– : the class cannot be bought.',
  },
  T5: {
    title: 'Movement rates',
    rule: rules.movement,
    parts: [
      {
        columns: ['Troops', 'MF', ...movementBands.map((band) => `${band.heading} from the enemy`)],
        rows: movementRates.map((row) => ({
          head: row.label,
          cells: [
            formatOptional(row.maneuverFactor),
            ...movementBands.map((band) => `${row.inches[band.id]}"`),
          ],
        })),
      },
    ],
    legend: 'MF: maneuver factor. Inches per move in each band.',
  },
  T6: {
    title: 'Rough terrain',
    rule: rules.roughTerrain,
    dice: '1D',
    parts: [
      {
        columns: ['Terrain', 'Halt number'],
        rows: roughTerrain.map((row) => ({ head: row.label, cells: [String(row.halt)] })),
      },
      modifierPart('Modifiers to the die', roughTerrainModifiers),
    ],
  },
  T7: {
    title: 'Firing depths',
    rule: rules.missileFire,
    parts: [
      {
        columns: ['Troops', 'MMS deep'],
        rows: firingDepths.map((row) => ({ head: row.label, cells: [String(row.mms)] })),
      },
    ],
  },
  T8: {
    title: 'Missile fire chart',
    rule: rules.missileFire,
    parts: [
      {
        columns: ['Weapon', 'Bonus', 'CL', 'MED', 'LG', '>MF', '1/2', 'Full', 'Ammo', 'RoF'],
        rows: missileWeapons.map((row) => ({
          head: row.label,
          cells: [
            formatSigned(row.bonus),
            ...ranges.map((range) => `${row.ranges[range]}"`),
            formatFireAllowed(row.afterMoving.upToMf),
            formatFireAllowed(row.afterMoving.half),
            formatFireAllowed(row.afterMoving.full),
            row.ammunition === null ? 'U' : String(row.ammunition),
            String(row.rateOfFire),
          ],
        })),
      },
    ],
    legend:
      'Ranges CL, MED and LG in inches. After moving (>MF, 1/2, Full): F full dice, F/R full dice or rapid fire, 1/2 half dice, NA no fire. Ammo U: unlimited. RoF: rate of fire.',
  },
  T9: {
    title: 'Hit chart',
    rule: rules.fireModifiers,
    parts: [
      {
        columns: [
          'Range',
          ...hitChartColumns.map((armour) => (armour === null ? '+½' : `AC\u00a0${armour}`)),
        ],
        rows: ranges.map((range) => ({
          head: range.charAt(0).toUpperCase() + range.slice(1),
          cells: hitChart[range].map(formatHitNumber),
        })),
      },
    ],
    legend:
      'AC: the armour class of the target; +½ columns are the unnumbered half steps between. A whole number hits on that or less on 1D. A fraction is read on two dice as tens and ones: 2/3 hits on 23 or less, that is a first die under 2, or a 2 followed by 1 to 3. X has no effect.',
  },
  T10: {
    title: 'Fire modifiers',
    rule: rules.fireModifiers,
    parts: [
      {
        columns: ['Modifier', 'Columns', 'Notes'],
        rows: fireModifiers.map((row) => ({
          head: row.label,
          cells: [formatSigned(row.value), row.note || '–'],
        })),
      },
    ],
    legend: `A plus moves left on ${rules.hitChart}, a minus moves right.`,
  },
  T11: {
    title: 'Reaction chart',
    rule: rules.charge,
    parts: [
      {
        columns: ['Unit', ...increments.map((used) => `${used}\u00a0CI`)],
        rows: reactionPoints.map((row) => ({
          head: row.label,
          cells: increments.map((used) => `${row.points[used]} RP`),
        })),
      },
      modifierPart('Modifiers, in reaction points', reactionModifiers),
    ],
    legend: 'CI: charge increments used. RP: reaction points.',
  },
  T12: {
    title: 'Defensive fire',
    rule: rules.defensiveFire,
    dice: '1D',
    parts: [
      {
        columns: ['Die', ...increments.map((used) => `${used}\u00a0CI`)],
        rows: defensiveFire.map((row, face) => ({
          head: String(face + 1),
          cells: increments.map((used) => formatDefensiveFire(row[used])),
        })),
      },
    ],
    legend: 'The fire counts as at the range shown; CI: charge increments used.',
  },
} satisfies Record<string, KnighthoodTableData>;
