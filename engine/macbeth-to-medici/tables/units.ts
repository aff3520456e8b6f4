/**
 * Units and officers: the book's tables as data. Pages render these and the
 * rules compute with them; nothing here is retyped elsewhere.
 */
import type {
  Armour,
  Behaviour,
  Experience,
  ImportanceClass,
  Origin,
  PassRange,
  Response,
  Temperament,
  UnitType,
} from './types.ts';

/** Scales: what an element, an inch and a turn stand for. */
export const scales = {
  element: { foot: 120, cavalry: 50, gunnes: 4 },
  yardsPerInch: 25,
} as const;

export const origins: readonly Origin[] = ['feudal', 'regular', 'tribal'];

/**
 * Relative Importance Class: the names each origin gives its classes. The D
 * row prints only "Worthless Scum" for three columns (see the errata
 * register); it is kept as printed, once, for the whole row.
 */
export const importanceClasses: readonly {
  readonly id: ImportanceClass;
  readonly names: Readonly<Record<Origin, string>> | { readonly all: string };
}[] = [
  { id: 'A', names: { feudal: 'Knights', regular: 'Household', tribal: 'Nobles' } },
  { id: 'B', names: { feudal: 'Retinue', regular: 'Men-at-arms', tribal: 'Warriors' } },
  { id: 'C', names: { feudal: 'Levy', regular: 'Militia', tribal: 'Dregs' } },
  { id: 'D', names: { all: 'Worthless Scum' } },
];

/** Unit Experience: the Experience Bonus of each grade. */
export const experienceBonus: Readonly<Record<Experience, number>> = {
  green: 2,
  seasoned: 3,
  veteran: 4,
};

/** Control test: the two-dice scores that pass, by experience (both copies of the procedure agree). */
export const controlPassRange: Readonly<Record<Experience, PassRange>> = {
  green: { low: 7, high: 7 },
  seasoned: { low: 6, high: 8 },
  veteran: { low: 5, high: 9 },
};

export const unitTypes: readonly UnitType[] = [
  'heavy-lancers',
  'light-lancers',
  'archers',
  'skirmishers',
  'billmen',
  'spearmen',
  'pikemen',
  'rabble',
  'gunnes',
];

export const unitTypeNames: Readonly<Record<UnitType, string>> = {
  'heavy-lancers': 'Heavy lancers',
  'light-lancers': 'Light lancers',
  archers: 'Archers',
  skirmishers: 'Skirmishers',
  billmen: 'Billmen',
  spearmen: 'Spearmen',
  pikemen: 'Pikemen',
  rabble: 'Rabble',
  gunnes: 'Gunnes',
};

/** Unit types: what each type covers, by its main weapon (the printed table's second column, restated). */
export const unitTypeDescriptions: Readonly<Record<UnitType, string>> = {
  'heavy-lancers':
    'Western European horsemen of the later period, with lances as long as a bargepole',
  'light-lancers': 'Early knights, eastern horse and sergeants, pricklers, scourers and the like',
  archers: 'Longbow, bow or composite bow',
  skirmishers: 'Every other missile weapon, on foot or mounted',
  billmen: 'Also two-handed swords, specialised swordsmen and the like',
  spearmen: 'Long or short thrusting spears held in one hand',
  pikemen: 'Pike, or long spear held in both hands',
  rabble: 'The usual assortment of riff-raff with improvised weapons',
  gunnes: 'Gunpowder artillery, usually Regulars, as military specialists',
};

/** Unit armour: the four levels as printed, lightest first, and what each covers (restated). */
export const armourLevels: readonly {
  readonly id: Armour;
  readonly name: string;
  readonly covers: string;
}[] = [
  { id: 'unarmoured', name: 'Unarmoured', covers: 'Nothing at all' },
  { id: 'light', name: 'Light', covers: 'The body (torso) only' },
  { id: 'heavy', name: 'Heavy', covers: 'The torso, upper arms and thighs' },
  { id: 'full', name: 'Full', covers: 'Head to toe' },
];

export const responses: readonly Response[] = ['charge', 'counter-charge', 'stand', 'evade'];

/** Expected Behaviour: the column headings as printed, hyphen kept. */
export const responseNames: Readonly<Record<Response, string>> = {
  charge: 'Charge',
  'counter-charge': 'Counter-charge',
  stand: 'Stand',
  evade: 'Evade',
};

/** Expected Behaviour: what each unit type does when it would charge, counter-charge, stand or evade. */
export const expectedBehaviour: Readonly<Record<UnitType, Readonly<Record<Response, Behaviour>>>> =
  {
    'heavy-lancers': { charge: 'yes', 'counter-charge': 'yes', stand: 'test', evade: 'no' },
    'light-lancers': { charge: 'yes', 'counter-charge': 'yes', stand: 'test', evade: 'test' },
    archers: { charge: 'test', 'counter-charge': 'no', stand: 'yes', evade: 'yes' },
    skirmishers: { charge: 'no', 'counter-charge': 'no', stand: 'test', evade: 'yes' },
    billmen: { charge: 'yes', 'counter-charge': 'no', stand: 'yes', evade: 'test' },
    spearmen: { charge: 'test', 'counter-charge': 'no', stand: 'yes', evade: 'test' },
    pikemen: { charge: 'test', 'counter-charge': 'no', stand: 'yes', evade: 'no' },
    rabble: { charge: 'no', 'counter-charge': 'no', stand: 'test', evade: 'yes' },
    gunnes: { charge: 'no', 'counter-charge': 'no', stand: 'test', evade: 'yes' },
  };

/** Officer Temperament: the suggested 2d6 roll for officers no player runs. */
export const temperamentRoll: readonly {
  readonly scores: readonly number[];
  readonly temperament: Temperament;
}[] = [
  { scores: [2, 12], temperament: 'enraged' },
  { scores: [9, 10, 11], temperament: 'rash' },
  { scores: [6, 7, 8], temperament: 'bold' },
  { scores: [3, 4, 5], temperament: 'cautious' },
];

/**
 * Officer morale test: how many units each lost unit counts as, by class, and
 * the scores that pass. Enraged officers ignore losses; Shaken ones break at
 * any loss; neither has a pass range (printed "n/a").
 */
export const officerMorale: Readonly<
  Record<
    Temperament,
    {
      readonly counts: Readonly<Partial<Record<ImportanceClass, number>>>;
      readonly pass: PassRange | null;
    }
  >
> = {
  enraged: { counts: {}, pass: null },
  rash: { counts: { A: 1 }, pass: { low: 7, high: 7 } },
  bold: { counts: { A: 2, B: 1 }, pass: { low: 6, high: 8 } },
  cautious: { counts: { A: 3, B: 2, C: 1 }, pass: { low: 5, high: 9 } },
  shaken: { counts: {}, pass: null },
};

/** Officer morale test: the chance, in per cent, that an officer who snapped to Enraged feels betrayed. */
export const betrayalPercent: Readonly<Record<Origin, number>> = {
  regular: 40,
  feudal: 60,
  tribal: 80,
};
