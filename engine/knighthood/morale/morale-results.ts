/** T17B Morale check results: what each result makes the unit do (6.00). */
import type { MoraleResult } from '../tables/morale-leaders.ts';

/** T17B, in the site's words: the effect of each result on the unit. */
export const moraleResultEffects: Readonly<Record<MoraleResult, string>> = {
  D: 'Removed from play, counted as routed',
  B: 'Falls back 2CI from the enemy as its next move; destroyed unless rallied by the end of that turn; terrain penalties apply',
  R: 'Falls back 1CI, still facing the enemy, as its next move; no rally needed; terrain penalties apply',
  C: 'Carries on as before',
  A: 'Advances one move to attack the nearest enemy unit (out of its turn, at its next turn)',
};
