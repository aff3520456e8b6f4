/** The tables of units, officers and movement, as rows for the page. */
import {
  armourLevels,
  betrayalPercent,
  expectedBehaviour,
  experienceBonus,
  importanceClasses,
  initiativeRatings,
  interpenetrationDice,
  interpenetrationPaceNames,
  movementRates,
  officerMorale,
  origins,
  responseNames,
  responses,
  scales,
  temperamentRoll,
  terrainClasses,
  unitTypeDescriptions,
  unitTypeNames,
  unitTypes,
} from '../../../engine/macbeth-to-medici/index.ts';
import {
  experiences,
  formatRange,
  labelOf,
  ratingTable,
  type BookTableData,
} from './table-wording.ts';

export const unitTables = {
  scales: {
    title: 'Troop and ground scales',
    section: 'scales',
    columns: ['Measure', 'Stands for'],
    rows: [
      { head: 'Element of foot', cells: [`${scales.element.foot} men`] },
      { head: 'Element of cavalry', cells: [`${scales.element.cavalry} men`] },
      { head: 'Element of gunnes', cells: [`${scales.element.gunnes} gunnes`] },
      { head: '1 inch', cells: [`about ${scales.yardsPerInch} yards`] },
    ],
  },
  'importance-classes': {
    title: 'Relative importance classes',
    section: 'relative-importance-class',
    columns: ['Class', ...origins.map(labelOf)],
    rows: importanceClasses.map(({ id, names }) => ({
      head: id,
      cells: 'all' in names ? [names.all, '', ''] : origins.map((origin) => names[origin]),
    })),
    legend: 'Class D prints one name for every origin; see the editor’s note.',
  },
  'experience-bonus': {
    title: 'Experience Bonus',
    section: 'unit-experience',
    columns: ['Experience', 'Bonus'],
    rows: experiences.map((e) => ({ head: labelOf(e), cells: [String(experienceBonus[e])] })),
  },
  'unit-types': {
    title: 'Unit types by main weapon',
    section: 'unit-types',
    columns: ['Unit type', 'Main weapon, or who it covers'],
    rows: unitTypes.map((type) => ({
      head: unitTypeNames[type],
      cells: [unitTypeDescriptions[type]],
    })),
  },
  'unit-types-behaviour': {
    title: 'Expected behaviour by unit type',
    section: 'expected-behaviour',
    columns: ['Unit type', ...responses.map((r) => responseNames[r])],
    rows: unitTypes.map((type) => ({
      head: unitTypeNames[type],
      cells: responses.map(
        (r) => ({ yes: 'Yes', no: 'No', test: 'Test' })[expectedBehaviour[type][r]],
      ),
    })),
  },
  'unit-armour': {
    title: 'Levels of unit armour',
    section: 'unit-armour',
    columns: ['Level', 'Covers'],
    rows: armourLevels.map(({ name, covers }) => ({ head: name, cells: [covers] })),
  },
  'temperament-roll': {
    title: 'Temperament roll',
    section: 'officer-temperament',
    dice: '2d6',
    columns: ['Score', 'Temperament'],
    rows: temperamentRoll.map(({ scores, temperament }) => ({
      head: scores.length === 2 ? scores.join(' or ') : `${scores[0]}–${scores.at(-1)}`,
      cells: [labelOf(temperament)],
    })),
  },
  'officer-morale': {
    title: 'Officer losses and pass ranges',
    section: 'officer-morale-test',
    dice: '2 dice',
    columns: ['Temperament', 'Class A loss', 'Class B loss', 'Class C loss', 'Passes on'],
    rows: Object.entries(officerMorale).map(([temperament, { counts, pass }]) => ({
      head: labelOf(temperament),
      cells: [
        ...(['A', 'B', 'C'] as const).map((c) =>
          temperament === 'shaken'
            ? 'breaks'
            : counts[c] === undefined
              ? '–'
              : `counts ${counts[c]}`,
        ),
        formatRange(pass),
      ],
    })),
    legend:
      'Each lost unit of a class counts as the number of units shown (– not counted). An Enraged officer ignores every loss; a Shaken one breaks at the first unit lost, read here whatever its class (see the note on foreign losses).',
  },
  betrayal: {
    title: 'Betrayal',
    section: 'officer-morale-test',
    columns: ['Origin', 'Chance'],
    rows: (['regular', 'feudal', 'tribal'] as const).map((o) => ({
      head: labelOf(o),
      cells: [`${betrayalPercent[o]} %`],
    })),
  },
  'movement-rates': {
    title: 'Movement rates in inches',
    section: 'movement-rates',
    columns: ['Pace', 'Foot', 'Mounted'],
    rows: Object.entries(movementRates).map(([pace, rate]) => ({
      head: labelOf(pace),
      cells: [`${rate.foot}″`, `${rate.mounted}″`],
    })),
  },
  'terrain-classes': {
    title: 'Terrain classes',
    section: 'terrain-effects',
    dice: '2d5',
    columns: ['Class', 'Definition', 'Such as', 'Deduction read as'],
    rows: terrainClasses.map((t) => ({
      head: String(t.id),
      cells: [
        t.name,
        t.examples,
        {
          difference: 'the difference of the dice',
          lower: 'the lower die',
          higher: 'the higher die',
        }[t.reading],
      ],
    })),
  },
  'initiative-ratings': {
    title: 'Initiative ratings',
    section: 'initiative-and-reaction',
    ...ratingTable(initiativeRatings),
    legend: 'A unit’s initiative value is its three ratings added up.',
  },
  'interpenetration-dice': {
    title: 'Interpenetration dice',
    section: 'interpenetration',
    columns: ['Dice for', 'Number of dice'],
    rows: [
      { head: 'Mounted unit', cells: [String(interpenetrationDice.base.mounted)] },
      { head: 'Other unit', cells: [String(interpenetrationDice.base.other)] },
      ...Object.entries(interpenetrationDice.pace).map(([pace, dice]) => ({
        head: `Pace: ${interpenetrationPaceNames[pace as keyof typeof interpenetrationPaceNames]}`,
        cells: [`+${dice}`],
      })),
    ],
  },
} satisfies Record<string, BookTableData>;
