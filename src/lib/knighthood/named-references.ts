/**
 * The pages link Knighthood's rules cited by short name or chart title like
 * numbered references; the names are the engine's. A content test checks that
 * each target is on the site.
 */
import { chartTitles, shortNames } from '../../../engine/knighthood/index.ts';
import type { ReferenceGrammar } from '../content/rule-numbers.ts';

export const knighthoodReferences: ReferenceGrammar = {
  tables: true,
  shortNames,
  titles: chartTitles,
};
