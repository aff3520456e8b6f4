import { describe, expect, it } from 'vitest';
import { defaultReadings, otherReadings } from '../../../../engine/knighthood/index.ts';
import { choosePreferredReading } from '../../../lib/errata/preferred-readings.ts';
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { readGameReadings } from './game-readings.ts';

describe('the readings a game follows', () => {
  it('starts from the site’s readings when the register holds no choice', async () => {
    expect(await readGameReadings(memoryShelf())).toEqual(defaultReadings);
  });

  it('follows the other readings chosen in the register, and passes over one it no longer offers', async () => {
    const shelf = memoryShelf();
    await choosePreferredReading('knighthood-3', 'outOfAmmunitionHalf', 'figures', shelf);
    await choosePreferredReading('knighthood-3', 'commanderInChief', 'king-else-first', shelf);
    await choosePreferredReading('knighthood-3', 'noSuchSwitch', 'x', shelf);
    const chosen = await readGameReadings(shelf);
    expect(otherReadings(chosen)).toEqual({
      outOfAmmunitionHalf: 'figures',
      commanderInChief: 'king-else-first',
    });
  });
});
