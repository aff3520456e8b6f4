/**
 * The readings the game follows: the book's defaults with each other reading
 * chosen in the register (the kit's reader), as the calculators start from them.
 */
import { defaultReadings, type Readings } from '../../../../engine/macbeth-to-medici/index.ts';
import type { Shelf } from '../../../lib/keeping/shelf.ts';
import { readChosenReadings } from '../../kit/game-readings.ts';

/** The readings chosen in the register; the site's own when storage fails or holds none. */
export const readGameReadings = (from?: Shelf): Promise<Readings> =>
  readChosenReadings(
    'macbeth-to-medici',
    defaultReadings,
    async () =>
      (await import('../../../calculators/macbeth-to-medici/register.ts')).offeredReadings,
    from,
  );
