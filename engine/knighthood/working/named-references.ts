/**
 * How Knighthood and the Middle Ages III cites its rules and tables in words
 * rather than numbers: "(see CC)" in 3.50, "proceeds to the LEADER HIT CHART"
 * in 7.00. The pages link these like numbered references.
 */
import type { RuleRef } from '../errata/types.ts';

/** Abbreviations that stand for the rule defining them, linked after "see" or "use". */
export const shortNames: Record<string, RuleRef> = {
  AC: '1.50',
  CC: '5.40',
  HP: '8.00',
  MMS: '1.30',
  MO: '1.10',
  ROF: '4.30',
  RP: '5.01',
  VF: '7.00',
};

/** The charts and tables by the names the rules call them. */
export const chartTitles: Record<string, RuleRef> = {
  'Figure Mounting': 'T1',
  'Weapon Definitions': 'T2',
  'Troop Cost': 'T4',
  'Movement Rates': 'T5',
  'Firing Depths': 'T7',
  'Missile Fire Chart': 'T8',
  'Missile Hit Chart': 'T9',
  'Hit Chart': 'T9',
  'Fire Modifiers': 'T10',
  'Reaction Chart': 'T11',
  'Defensive Fire Chart': 'T12',
  'Weapon Depths': 'T13',
  'Polearm Cohesion': 'T14',
  'Close Combat Hit Chart': 'T15',
  'Combat Hit Chart': 'T15',
  'CC Hit Chart': 'T15',
  'Combat Value Points': 'T16',
  'Morale Results Chart': 'T17A',
  'Morale Modifiers': 'T17A',
  'Morale Check Results': 'T17B',
  'Random Leader Chart': 'T18',
  'Leader Vulnerability': 'T19',
  'Leader Hit Chart': 'T20',
  'Capture column': 'T20',
  'Seeking Out a Leader chart': 'T23',
  'Seeking out Leader Chart': 'T23',
};
