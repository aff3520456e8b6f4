/** An edition's profile by id, for tests: an unknown id stops the test. */
import { getEdition, type EditionProfile } from './editions.ts';

export function edition(id: string): EditionProfile {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}
