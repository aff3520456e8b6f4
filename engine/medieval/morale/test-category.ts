/**
 * A unit's column in the test after a retreat. Its own module: the combat
 * asks at load which edition cells a combat touches, without the test itself.
 */
import type { CombatUnit } from '../combat/input.ts';
import type { TestCategory } from '../types.ts';

/** The table column of a unit (COMBAT SCATTER / DISORGANIZATION headings). */
export function testCategory(unit: CombatUnit): TestCategory {
  if (unit.kind === 'cavalry' || unit.kind === 'horse-archers') {
    return unit.armor >= 2 ? 'heavy-cavalry' : unit.armor === 1 ? 'cavalry' : 'light-cavalry';
  }
  if (unit.kind === 'infantry')
    return unit.armor >= 2 ? 'heavy-infantry' : unit.armor === 1 ? 'infantry' : 'other';
  return 'other';
}
