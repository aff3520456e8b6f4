/**
 * What a play-along page decides before it loads its game kit: a first visit
 * loads only the set-up form; a game kept in this browser or linked in the
 * address (or storage that could not answer, which the keeper then says)
 * loads the kit at once. Small on purpose: it ships with the page.
 */
import type { Shelf } from '../../../lib/keeping/shelf.ts';

/** The game's key in the address's fragment. */
export const gameLinkKey = 'game=';

/** Whether the page should load its game kit at once. */
export async function hasGameToOpen(shelf: Shelf, hash: string): Promise<boolean> {
  const kept = await shelf.read('current');
  return !kept.ok || kept.value !== undefined || hash.includes(gameLinkKey);
}

/** Once the link is read, a reload keeps the game as played, not as linked. */
export function dropLinkFromAddress(): void {
  if (location.hash) history.replaceState(null, '', location.pathname + location.search);
}
