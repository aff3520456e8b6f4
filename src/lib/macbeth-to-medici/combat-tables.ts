/** The tables of firing, combat, rallying, fatigue and the turn, as rows for the page. */
import {
  bowNames,
  bowRanges,
  controlPassRange,
  defenceRatings,
  fatigueAdditions,
  fatigueBase,
  firingTimeCap,
  firingValueByOrder,
  impactExtraDice,
  impactWeaponCap,
  impactWeaponNames,
  meleeExtraDice,
  meleeWeaponCap,
  rallyTests,
  turnSequence,
  valueByOrder,
  type ImpactWeapon,
} from '../../../engine/macbeth-to-medici/index.ts';
import {
  byOrder,
  capOf,
  experiences,
  formatRange,
  labelOf,
  ratingTable,
  signed,
  type BookTableData,
} from './table-wording.ts';

export const combatTables = {
  'bow-ranges': {
    title: 'Bow ranges',
    section: 'archery',
    columns: ['Bow', 'Range'],
    rows: Object.entries(bowRanges).map(([bow, range]) => ({
      head: bowNames[bow as keyof typeof bowRanges],
      cells: [`${range}″`],
    })),
  },
  'firing-value': {
    title: 'Firing value',
    section: 'archery',
    columns: ['Order', 'Base firing value'],
    rows: byOrder(firingValueByOrder),
  },
  'firing-time': {
    title: 'Time to shoot',
    section: 'archery',
    columns: ['Archers', 'Largest random factor'],
    rows: Object.entries(firingTimeCap).map(([time, cap]) => ({
      head: labelOf(time),
      cells: [capOf(cap)],
    })),
  },
  'defence-ratings': {
    title: 'Defence ratings',
    section: 'archery',
    ...ratingTable(defenceRatings),
    legend: 'The target’s defence value is its two ratings added up.',
  },
  'value-by-order': {
    title: 'Value by order',
    section: 'combat',
    columns: ['Order', 'Value'],
    rows: byOrder(valueByOrder),
    legend: 'The skirmish value, the impact and melee base, and the fatigue pass level.',
  },
  'impact-extra-dice': {
    title: 'Impact: extra dice',
    section: 'impact-combat',
    columns: ['Cause', 'Die'],
    rows: impactExtraDice.map(signed),
  },
  'impact-weapons': {
    title: 'Impact: weapons',
    section: 'impact-combat',
    columns: ['Weapon', 'Largest random factor'],
    rows: Object.entries(impactWeaponCap).map(([weapon, cap]) => ({
      head: impactWeaponNames[weapon as ImpactWeapon],
      cells: [capOf(cap)],
    })),
  },
  'melee-extra-dice': {
    title: 'Melee: extra dice',
    section: 'melee-combat',
    columns: ['Cause', 'Die'],
    rows: meleeExtraDice.map(signed),
  },
  'melee-weapons': {
    title: 'Melee: weapons by order',
    section: 'melee-combat',
    columns: ['Order', 'Weapons', 'Largest random factor'],
    rows: meleeWeaponCap.map((w) => ({
      head: labelOf(w.order),
      cells: [w.weapons, capOf(w.cap)],
    })),
  },
  'control-pass-ranges': {
    title: 'Control test pass ranges',
    section: 'control-test',
    dice: '2 dice',
    columns: ['Experience', 'Passes on'],
    rows: experiences.map((e) => ({ head: labelOf(e), cells: [formatRange(controlPassRange[e])] })),
  },
  'rally-tests': {
    title: 'Voluntary rally tests',
    section: 'rallying',
    columns: ['This turn the unit', 'Control tests'],
    rows: Object.entries(rallyTests).map(([activity, tests]) => ({
      head: labelOf(activity),
      cells: [String(tests)],
    })),
  },
  fatigue: {
    title: 'Fatigue score',
    section: 'fatigue',
    columns: ['Cause', 'Adds'],
    rows: [
      ...Object.entries(fatigueBase).map(([type, base]) => ({
        head: `Base: ${type}`,
        cells: [String(base)],
      })),
      ...fatigueAdditions.map((a) => ({
        head: a.label,
        cells: [a.add === 'terrain' ? 'the classes of terrain crossed' : `+${a.add}`],
      })),
    ],
  },
  'turn-sequence': {
    title: 'Order of play',
    section: 'turn-sequence',
    columns: ['Step', 'What happens', 'Section'],
    rows: turnSequence.map((step, i) => ({
      head: String(i + 1),
      cells: [step.step],
      section: step.section,
    })),
  },
} satisfies Record<string, BookTableData>;
