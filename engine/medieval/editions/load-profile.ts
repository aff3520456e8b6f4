/**
 * One edition's profile on demand: a page that ships its own edition's
 * profile (its tables and rule map) loads another edition's only when a
 * player chooses it or a link names it.
 */
import type { EditionId } from '../types.ts';
import type { EditionProfile } from './editions.ts';

const loaders: Record<EditionId, () => Promise<EditionProfile>> = {
  'bannockburn-1314': async () =>
    (await import('./profile-bannockburn-1314.ts')).bannockburnProfile,
  'kosovo-1389': async () => (await import('./profile-kosovo-1389.ts')).kosovoProfile,
  '1066': async () => (await import('./profile-1066.ts')).profile1066,
};

/** The profile of an edition, loaded with its module the first time it is asked for. */
export function loadEditionProfile(edition: EditionId): Promise<EditionProfile> {
  return loaders[edition]();
}
