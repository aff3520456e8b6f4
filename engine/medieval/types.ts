/**
 * Shared vocabulary of the "Medieval" system (Bannockburn 1314, Kosovo Field
 * 1389, 1066): editions, unit kinds, armor and charge factors.
 */

/** The three editions of the system, by rulebook id. */
export type EditionId = 'bannockburn-1314' | 'kosovo-1389' | '1066';

export const editionIds: readonly EditionId[] = ['bannockburn-1314', 'kosovo-1389', '1066'];

/** Each edition's title as its cover prints it (its profile carries it too). */
export const editionTitles: Readonly<Record<EditionId, string>> = {
  'bannockburn-1314': 'Bannockburn 1314',
  'kosovo-1389': 'Kosovo Field 1389',
  '1066': '1066',
};

/** 1.1: field unit kinds. Horse archers are cavalry that shoot (10.5.1 / 11.5.1). */
export type UnitKind =
  'cavalry' | 'infantry' | 'archers' | 'crossbowmen' | 'horse-archers' | 'bombard';

/** 1.1: armor levels 0–2. */
export type Armor = 0 | 1 | 2;

/** 5.6.2: charge factor 0–3. */
export type ChargeFactor = 0 | 1 | 2 | 3;

/**
 * Columns of the scatter (1D6) and disorganization (2D6) tables: heavy,
 * regular and light cavalry, heavy infantry, infantry (armor 1), and other.
 */
export type TestCategory =
  'heavy-cavalry' | 'cavalry' | 'light-cavalry' | 'heavy-infantry' | 'infantry' | 'other';

export const testCategories: readonly TestCategory[] = [
  'heavy-cavalry',
  'cavalry',
  'light-cavalry',
  'heavy-infantry',
  'infantry',
  'other',
];

/** Where a table or rule is printed: rule number and the table's printed title. */
export interface Source {
  rule: string;
  title: string;
}
