/**
 * The vocabulary of From Macbeth to Medici as types. Tables are keyed by these
 * ids; the pages print the labels.
 */
import type { SectionId } from './sections.ts';

export type Origin = 'feudal' | 'regular' | 'tribal';
export type ImportanceClass = 'A' | 'B' | 'C' | 'D';
export type Experience = 'green' | 'seasoned' | 'veteran';
/** Open, Loose or Close order: how the troops are shown on their elements. */
export type Order = 'open' | 'loose' | 'close';
/** How a unit moves: Dismounted troops ride to the fight and fight on foot. */
export type MovementType = 'foot' | 'dismounted' | 'mounted';
export type MoraleState = 'steady' | 'erratic' | 'impetuous' | 'broken';
export type UnitType =
  | 'heavy-lancers'
  | 'light-lancers'
  | 'archers'
  | 'skirmishers'
  | 'billmen'
  | 'spearmen'
  | 'pikemen'
  | 'rabble'
  | 'gunnes';
export type Armour = 'unarmoured' | 'light' | 'heavy' | 'full';
export type Temperament = 'enraged' | 'rash' | 'bold' | 'cautious' | 'shaken';
/** What the Expected Behaviour table says a unit type does: always, never, or after a Control test. */
export type Behaviour = 'yes' | 'no' | 'test';
export type Response = 'charge' | 'counter-charge' | 'stand' | 'evade';
export type Pace = 'marching' | 'normal' | 'doubling-or-evading' | 'routing';
export type TerrainClass = 1 | 2 | 3;
/** How a terrain class turns two average dice into inches. */
export type TerrainReading = 'difference' | 'lower' | 'higher';
/** How long archers have to shoot (Archery: the random factor's cap). */
export type FiringTime = 'with-initiative' | 'drawn' | 'without-initiative';
/** What the target of archery is doing (its defence value). */
export type TargetAction = 'falling-back' | 'standing' | 'advancing';
/** The activity that limits voluntary rally tests. */
export type RallyActivity = 'standing' | 'march' | 'normal-move';
/** The weapon's cap on the impact random factor. */
export type ImpactWeapon = 'heavy-lance' | 'light-lance' | 'other';
/** A weapon as the melee table names it, its "etc." rows, and the heavy lance it omits. */
export type MeleeWeapon =
  | 'pike'
  | 'mounted-sword'
  | 'improvised'
  | 'sword'
  | 'spear'
  | 'light-lance'
  | 'other-loose'
  | 'swordsman'
  | 'halberd'
  | 'other-open'
  | 'heavy-lance';

/** A pass range of two dice, inclusive: Green passes on 7 only. */
export interface PassRange {
  readonly low: number;
  readonly high: number;
}

/** One table row that says which book section it comes from. */
export interface Cited {
  readonly section: SectionId;
}

/** A cause of an extra plus or minus die, as the book lists them. */
export interface ExtraDieCause {
  readonly id: string;
  readonly label: string;
  readonly sign: 'plus' | 'minus';
}
