/**
 * The shapes a shot is described in: what the player tells the engine, and
 * the modifiers and audit lines it answers with.
 */
import type { WorkingStep } from '../../core/index.ts';
import type { Readings } from '../editions/readings.ts';
import type { FireTerrain, FireWeapon } from './rules.ts';
import type { TestCategory, UnitKind } from '../types.ts';

/** What is fired at: armor (B/N 10.2.2, K 11.2.3) and terrain (B/N 10.2.3, K 11.2.4). */
export interface FireTarget {
  /** Armor level 0–2 (1.1). */
  armor: number;
  terrain: FireTerrain;
  /** 1066, Hastings: the target is in the Wall of Shields and the fire comes into its front. */
  wallOfShields?: boolean;
  /** The target's arm, for its own test when the target tests after horse-archer fire (option horseArcherTestUnit). */
  kind?: UnitKind;
}

/** One ranged unit firing at one target. */
export interface FireInput {
  edition: string;
  weapon: FireWeapon;
  /** Range in hexes (1 = adjacent). */
  range: number;
  target: FireTarget;
  /** Horse archers: the firing unit's SPs at the start of the fire (B/N 10.5.9, K 11.5.9; 10.2.6). */
  firerSp?: number;
  /** Horse archers: the column of their test after firing (light cavalry unless the player says otherwise). */
  firerCategory?: TestCategory;
  /** Horse archers: their counter's armor, read for their test's column under option horseArcherColumn. */
  firerArmor?: number;
  /** The target stands in a friendly unit's ZoC (B/N 10.2.1, K 11.2.2): used by the odds. */
  friendlyZoc?: boolean;
  /** A leader is on the target hex (B/N 10.2.4, K 11.2.5): used by the odds. */
  leaderInHex?: boolean;
  readings?: Readings;
}

/** One change to the 2D6 fire roll. */
export interface FireModifier {
  label: string;
  rule: string;
  value: number;
}

/** One line of the audit trail. */
export type FireStep = WorkingStep;

/** A test the shot calls for next: B/N 10.6.3 / K 11.6.2, or B/N 10.5.10 / K 11.5.10. */
export type FireFollowUp = 'crossbow-follow-up' | 'horse-archer-test';
