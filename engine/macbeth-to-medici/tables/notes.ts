/**
 * The notes the book prints under or beside its tables, as part of the
 * tables' data: the pages render them with the table and the calculators
 * that use a table show its notes. Keyed by the table they go with.
 */
import { controlEffects } from '../control/control-effects.ts';
import { mountedTerrainMultiplier } from './movement.ts';
import type { WorkingStep } from '../../core/index.ts';
import type { SectionId } from './sections.ts';

/** One printed qualifier of a table, with the section it belongs to. */
export type TableNote = WorkingStep<SectionId>;

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

export const tableNotes = {
  'importance-classes': [
    {
      text: 'Native troops and officers count mercenaries and foreign allies one class lower.',
      rule: 'relative-importance-class',
    },
    {
      text: 'In morale tests Tribal units count other Tribal units one class lower.',
      rule: 'relative-importance-class',
    },
  ],
  'unit-types-behaviour': [
    {
      // Failing a Control test does not always stop the action: the results are the engine's.
      text: `Test: a Control test decides what the unit does, and a failure can still carry it out. A charge that rolls up: ${lower(controlEffects.charging.up.label)}. A stand that rolls up: ${lower(controlEffects.standing.up.label)}. An evade that rolls down: ${lower(controlEffects.evading.down.label)}.`,
      rule: 'charges-and-responses',
    },
    { text: 'Class A cavalry may never evade.', rule: 'expected-behaviour' },
    {
      text: 'Skirmishers, Rabble and Gunnes stand only with an advantage of ground, defences or the like.',
      rule: 'expected-behaviour',
    },
    { text: 'Rabble and Skirmishers charge only when Impetuous.', rule: 'expected-behaviour' },
  ],
  'officer-morale': [
    {
      text: 'Lost A class units count every turn once the officer has noticed them, so they force a test each turn; other units count only in the turn they are lost.',
      rule: 'officer-morale-test',
    },
    {
      text: 'Native officers count mercenaries and foreign allies one class lower, so foreign C class troops count for no Rash, Bold or Cautious officer.',
      rule: 'officer-morale-test',
    },
  ],
  'movement-rates': [
    {
      text: 'Officers and messengers moving on their own move at the routing rate.',
      rule: 'movement-rates',
    },
  ],
  'terrain-classes': [
    { text: `Mounted troops deduct ×${mountedTerrainMultiplier}.`, rule: 'terrain-effects' },
    {
      text: 'Officers, messengers, skirmishers and routing troops deduct nothing.',
      rule: 'terrain-effects',
    },
    {
      text: 'Charging and counter-charging troops deduct nothing from their move; the terrain counts against them in combat and fatigue tests instead, as it does for units fighting in bad going.',
      rule: 'terrain-effects',
    },
  ],
  'defence-ratings': [
    {
      text: 'Nothing is added for how densely the target stands: its order shows how it is deployed, not how many men it has.',
      rule: 'archery',
    },
  ],
  'melee-weapons': [
    {
      text: 'A weapon used in a tighter order than its own is held to that order’s cap (a halberd in loose order: ±3); in a looser order it gains nothing.',
      rule: 'melee-combat',
    },
  ],
  'rally-tests': [
    {
      text: 'No voluntary test while unformed (unless an officer leads the unit) or still in contact with the enemy; compulsory tests taken earlier in the turn count against the limit where possible.',
      rule: 'rallying',
    },
  ],
  fatigue: [
    {
      text: 'Slowed by terrain adds the total of the terrain classes affecting the unit’s movement.',
      rule: 'fatigue',
    },
  ],
} as const satisfies Readonly<Record<string, readonly TableNote[]>>;

export type NotedTable = keyof typeof tableNotes;

/** The notes printed with a table, none if it has none. */
export function findTableNotes(table: string): readonly TableNote[] {
  return (tableNotes as Readonly<Record<string, readonly TableNote[]>>)[table] ?? [];
}
