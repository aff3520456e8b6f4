/**
 * The readings a new Knighthood game starts from: the book's defaults with
 * each other reading chosen in the register (the kit's reader).
 */
import { defaultReadings, type Readings } from '../../../../engine/knighthood/index.ts';
import type { Shelf } from '../../../lib/keeping/shelf.ts';
import { readChosenReadings } from '../../kit/game-readings.ts';

/** The readings chosen in the register; the site's own when storage fails or holds none. */
export const readGameReadings = (from?: Shelf): Promise<Readings> =>
  readChosenReadings(
    'knighthood-3',
    defaultReadings,
    async () => (await import('../../../calculators/knighthood/register.ts')).offeredReadings,
    from,
  );
