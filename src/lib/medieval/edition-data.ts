/**
 * Engine data for the pages: an edition's profile by id. A wrong id in MDX is
 * a build error naming it, so a page can never show another book's table.
 */
import { getEdition, type EditionProfile } from '../../../engine/medieval/index.ts';

export function loadEdition(id: string): EditionProfile {
  const found = getEdition(id);
  if (!found.ok) throw new Error(`${found.error.message} (a table component's edition attribute)`);
  return found.value;
}
