/**
 * The combat calculator's stacking warnings, loaded once the combat is no
 * longer the new one a page opens with (one 2-SP unit a side, within every
 * limit): the engine's stacking check ships only when it can say something.
 */
import {
  checkStackingUnder,
  explainStackingOver,
  type EditionProfile,
} from '../../../../engine/medieval/index.ts';
import type { CombatDraft, UnitDraft } from './combat-draft.ts';
import type { FieldMessage } from './combat-fields.ts';

/**
 * Hexes holding more SP than the engine's stacking check allows — the
 * defender's hex, and each attacking unit on its own — warned of in the
 * engine's words.
 */
export function warnAboutStacking(draft: CombatDraft, edition: EditionProfile): FieldMessage[] {
  const { attacker, defender } = draft;
  const hexes: { field: string; who: string; units: UnitDraft[]; fortified: boolean }[] = [
    {
      field: 'defender.units',
      who: 'The defender’s hex',
      units: defender.units,
      fortified: defender.fortified,
    },
    ...attacker.units.map((u, i) => ({
      field: `attacker.units.${i}.sp`,
      who: `Attacking unit ${i + 1} alone`,
      units: [u],
      fortified: false,
    })),
  ];
  return hexes.flatMap(({ field, who, units, fortified }) => {
    const check = checkStackingUnder(edition, {
      units: units.map((u) => ({ kind: u.kind, sp: u.sp })),
      fortified,
    });
    if (!check.ok) return [{ field, text: check.error.message, rule: check.error.rule }];
    return explainStackingOver(edition, who, check.value).map((step) => ({ field, ...step }));
  });
}
