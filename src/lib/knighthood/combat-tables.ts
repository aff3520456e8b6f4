/**
 * T13–T23 on the page: close combat, morale, leaders, honor and the optional
 * tables, read from engine/knighthood; this module only adds headings and wording.
 */
import {
  cohesionModifiers,
  cohesionRolls,
  combatHitChart,
  combatSituationModifiers,
  combatStandings,
  combatValuePoints,
  formatHitNumber,
  honorAwards,
  honorLosses,
  initialHonorPoints,
  leaderHits,
  leaderHitResultNames,
  leaderVulnerability,
  moraleModifiers,
  moraleResultEffects,
  moraleResultNames,
  moraleResults,
  randomLeaders,
  seekingChances,
  seekingModifiers,
  shieldWallModifiers,
  weaponDepths,
  type LeaderClass,
  type MoraleClass,
  rules,
} from '../../../engine/knighthood/index.ts';
import {
  formatOptional,
  formatRoll,
  formatSigned,
  modifierPart,
  type KnighthoodTableData,
} from './table-wording.ts';

const leaderClasses: LeaderClass[] = ['A', 'B', 'C', 'D'];
const moraleClasses = Object.keys(moraleResults) as MoraleClass[];
const weaponDepthLabels = { pike: 'Pike', 'long-spear': 'Long spear', others: 'Others' };
const standingLabels = {
  disadvantage: 'Disadvantage',
  even: 'Even',
  advantage: 'Advantage',
  overwhelming: 'Overwhelming',
};
/** T17A columns as printed: "-0" (a modified die of 0 or less), 1 to 11, "12+". */
const moraleRolls = ['-0', ...Array.from({ length: 11 }, (_, i) => String(i + 1)), '12+'];

export const combatTables = {
  T13: {
    title: 'Weapon depths',
    rule: rules.closeCombatContact,
    parts: [
      {
        columns: ['Weapon', 'MMS deep'],
        rows: weaponDepths.map((row) => ({
          head: weaponDepthLabels[row.id],
          cells: [String(row.mms)],
        })),
      },
    ],
  },
  T14: {
    title: 'Polearm cohesion',
    rule: rules.polearmCohesion,
    dice: '1D',
    parts: [
      {
        columns: ['Modified die', 'Result'],
        rows: cohesionRolls.map((row) => ({
          head: row.roll,
          cells: [row.cohesive ? 'Cohesive' : 'Incohesive'],
        })),
      },
      modifierPart('Modifiers to the die', cohesionModifiers),
    ],
  },
  T15: {
    title: 'Close combat hit chart',
    rule: rules.closeCombat,
    parts: [
      {
        columns: [
          'Match-up',
          ...combatStandings.map((column) => `${standingLabels[column.id]} (${column.difference})`),
        ],
        rows: combatHitChart.map((row) => ({
          head: row.label,
          cells: combatStandings.map((column) => formatHitNumber(row.hits[column.id])),
        })),
      },
    ],
    legend: `Columns by the difference in combat value points (${rules.combatValuePoints}). Hit numbers read as on ${rules.hitChart}.`,
  },
  T16: {
    title: 'Combat value points',
    rule: rules.closeCombat,
    parts: [
      modifierPart('Troops and weapons', combatValuePoints),
      modifierPart('Situation', combatSituationModifiers, (value) =>
        typeof value === 'number' ? formatSigned(value) : '+CC',
      ),
    ],
    legend: `+CC: the attached leader's close combat bonus (${rules.leaderClasses}).`,
  },
  T17A: {
    title: 'Morale results chart',
    rule: rules.morale,
    dice: '1D',
    parts: [
      {
        columns: ['Morale class', ...moraleRolls],
        rows: moraleClasses.map((morale) => ({ head: morale, cells: [...moraleResults[morale]] })),
      },
      modifierPart('Modifiers to the die', moraleModifiers, (value) =>
        typeof value === 'number' ? formatSigned(value) : '±M',
      ),
    ],
    legend: `Results as in ${rules.moraleResults}. ±M: the attached leader's morale bonus, added or taken away.`,
  },
  T17B: {
    title: 'Morale check results',
    rule: rules.morale,
    parts: [
      {
        columns: ['Code', 'Result', 'What the unit must do'],
        rows: moraleResultNames.map((row) => ({
          head: row.code,
          cells: [row.name, moraleResultEffects[row.code]],
        })),
      },
    ],
  },
  T18: {
    title: 'Random leader chart',
    rule: rules.leaders,
    dice: '1D',
    parts: [
      {
        columns: ['Die', 'Class', 'Leader', 'CC', 'M'],
        rows: randomLeaders.map((row) => ({
          head: row.roll,
          cells: [row.leader, row.name, formatSigned(row.cc), formatSigned(row.morale)],
        })),
      },
    ],
    legend:
      '5-6*: a 6 is rolled again, and a second 6 (6+6) makes him Rash. CC: close combat bonus; M: morale bonus.',
  },
  T19: {
    title: 'Leader vulnerability',
    rule: rules.leaders,
    parts: [
      {
        columns: ['Leader', 'Missile fire (MF)', 'Close combat (CC)'],
        rows: leaderClasses.map((leader) => ({
          head: leader,
          cells: [
            formatHitNumber(leaderVulnerability[leader].missile),
            formatHitNumber(leaderVulnerability[leader].closeCombat),
          ],
        })),
      },
    ],
  },
  T20: {
    title: 'Leader hit chart',
    rule: rules.leaders,
    dice: '1D',
    parts: [
      {
        columns: ['Die', 'Result', 'Captured on'],
        rows: leaderHits.map((row) => ({
          head: formatRoll(row.roll),
          cells: [leaderHitResultNames[row.result].label, formatRoll(row.capture)],
        })),
      },
    ],
  },
  T21: {
    title: 'Honor points',
    rule: rules.honorProcedure,
    parts: [
      {
        caption: 'Starting points',
        columns: ['Leader', 'Points'],
        rows: initialHonorPoints.map((row) => ({ head: row.label, cells: [String(row.points)] })),
      },
      {
        caption: 'Points earned',
        columns: ['Deed', 'Close combat (C)', 'Missile fire (M)'],
        rows: honorAwards.map((row) => ({
          head: row.label,
          cells: [
            row.closeCombat === 'raid' ? '*' : formatOptional(row.closeCombat),
            formatOptional(row.missile),
          ],
        })),
      },
      {
        caption: "Player's losses",
        columns: ['Losses', 'Honor points'],
        rows: honorLosses.map((row) => ({ head: row.losses, cells: [`${row.percent}%`] })),
      },
    ],
    legend: `*: see ${rules.raids} for raids.`,
  },
  T22: {
    title: 'Breaking a shield wall',
    rule: rules.breakingShieldWall,
    dice: '1D',
    parts: [modifierPart("Added to the wall's number, from its armour class", shieldWallModifiers)],
  },
  T23: {
    title: 'Seeking out a leader',
    rule: rules.seekingOut,
    parts: [
      {
        caption: 'Seeker (rows) against target (columns)',
        columns: ['Seeker', ...leaderClasses.map((leader) => `Target\u00a0${leader}`)],
        rows: leaderClasses.map((seeker) => ({
          head: seeker,
          cells: leaderClasses.map((target) => formatHitNumber(seekingChances[seeker][target])),
        })),
      },
      modifierPart('Distance and position', seekingModifiers),
    ],
    legend: 'Each 10 of modifier moves the chance one step of the first die.',
  },
} satisfies Record<string, KnighthoodTableData>;
