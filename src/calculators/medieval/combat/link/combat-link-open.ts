/**
 * Opening a combat from a page's link (combat-link.ts describes the format):
 * the page ships only this check, and loads the reader when its address holds
 * a combat.
 */
import type { EditionId } from '../../../../../engine/medieval/index.ts';
import type { CombatDraft } from '../combat-draft.ts';

/**
 * A combat read from a link: the draft, its roll and a note on how it was
 * read; or, when any value was refused, only the line that says why.
 */
export type LinkedCombat =
  { draft: CombatDraft; roll: string; note?: string; refused?: undefined } | { refused: string };

const linkKeys = /^(c|e|a|d|al|dl|ar|dr|ag|dg|x|h|t|m|o|r)$/;

/**
 * The combat a page's query names, or undefined when it names none. The page's
 * edition stays unless the link names another valid one. The reader loads only
 * when the page was opened from a link.
 */
export async function decodeLink(
  search: string,
  pageEdition: EditionId,
): Promise<LinkedCombat | undefined> {
  const query = new URLSearchParams(search);
  if (![...query.keys()].some((key) => linkKeys.test(key))) return undefined;
  const { readLink } = await import('./combat-link-read.ts');
  return readLink(query, pageEdition);
}
