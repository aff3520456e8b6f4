/**
 * Objects (Bannockburn/1066 11.x, Kosovo 12.x): destroying fortifications and
 * Bannockburn's wolf pits.
 */
import { checkRolled, oneD6 } from '../../core/dice.ts';
import { chance, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { ruleOf } from '../editions/rule-map.ts';

/**
 * 11.1.6–11.1.7: a regular unit that stays on a fortified hex for 3 full
 * turns destroys it at the start of the movement phase of the 4th turn after
 * it entered (example: entered on turn 4, destroyed on turn 8). Any attack on
 * the unit, even unsuccessful fire, restarts the count.
 */
export function fortificationDestroyedOn(
  edition: EditionProfile,
  turnEntered: number,
): Result<{ turn: number; rule: string }> {
  if (!Number.isInteger(turnEntered) || turnEntered < 1) {
    return fail(
      'turnEntered',
      edition.rules.objects.fortificationDestroyed,
      `a game turn is a whole number from 1, not ${turnEntered}`,
    );
  }
  return ok({ turn: turnEntered + 4, rule: edition.rules.objects.fortificationDestroyed });
}

export type WolfPitEffect = 'no-effect' | 'retreat-1' | 'scatter' | 'lose-1-sp';

const wolfPit: readonly WolfPitEffect[] = [
  'no-effect',
  'retreat-1',
  'scatter',
  'lose-1-sp',
  'lose-1-sp',
  'lose-1-sp',
];

/** Bannockburn 11.2.2: what a 1D6 does to cavalry entering wolf pits (it also loses its CF, 11.2.3). */
export function resolveWolfPit(
  edition: EditionProfile,
  roll: number,
): Result<{ effect: WolfPitEffect; rule: string }> {
  if (!edition.has.wolfPits)
    return fail('edition', edition.rules.objects.chapter, `${edition.title} has no wolf pits`);
  const rule = ruleOf(edition.rules, 'objects.wolfPitRoll');
  const rolled = checkRolled(oneD6, roll, 'roll');
  if (!rolled.ok) return { ok: false, error: { ...rolled.error, rule } };
  return ok({ effect: wolfPit[roll - 1] ?? 'no-effect', rule });
}

/** Bannockburn 11.2.2: the exact chance of each wolf-pit effect. */
export function wolfPitOdds(): Record<WolfPitEffect, Probability> {
  const count = (effect: WolfPitEffect) => chance(wolfPit.filter((e) => e === effect).length, 6);
  return {
    'no-effect': count('no-effect'),
    'retreat-1': count('retreat-1'),
    scatter: count('scatter'),
    'lose-1-sp': count('lose-1-sp'),
  };
}
