/**
 * A combat read from the board as the combat calculator's draft: the board's
 * fields copied over a new combat, so the calculator opens filled in and the
 * player only adds what the board cannot know (charge factors, formations).
 */
import type { BoardCombat, CombatUnit } from '../../../../../engine/medieval/index.ts';
import {
  newCombat,
  type CombatDraft,
  type UnitDraft,
} from '../../../../calculators/medieval/combat/combat-draft.ts';

const unitDraft = (unit: CombatUnit): UnitDraft => ({
  kind: unit.kind,
  sp: unit.sp,
  armor: unit.armor,
  cf: unit.cf,
  disorganized: unit.disorganized ?? false,
  shiltron: unit.shiltron ?? false,
});

/** The calculator's draft for a board combat (a field-for-field copy, no rule arithmetic). */
export function draftFromBoard(combat: BoardCombat): CombatDraft {
  const draft = newCombat(combat.edition);
  const { attacker, defender } = combat.setting;
  return {
    ...draft,
    attacker: {
      ...draft.attacker,
      ...attacker,
      units: combat.units.attacker.map(unitDraft),
    },
    defender: {
      ...draft.defender,
      ...defender,
      units: combat.units.defender.map(unitDraft),
    },
    morale: combat.setting.morale,
  };
}
