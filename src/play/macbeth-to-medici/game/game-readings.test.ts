import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../../../../engine/macbeth-to-medici/index.ts';
import { choosePreferredReading } from '../../../lib/errata/preferred-readings.ts';
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { changedReadings } from '../../kit/game-readings.ts';
import { readGameReadings } from './game-readings.ts';

describe('the readings a From Macbeth to Medici game follows', () => {
  it('starts from the site’s readings when the register holds no choice', async () => {
    expect(await readGameReadings(memoryShelf())).toEqual(defaultReadings);
  });

  it('follows a reading chosen in the register, and passes over one it does not offer', async () => {
    const shelf = memoryShelf();
    await choosePreferredReading('macbeth-to-medici', 'routedUnit', 'leaves-table', shelf);
    await choosePreferredReading('macbeth-to-medici', 'noSuchSwitch', 'x', shelf);
    const chosen = await readGameReadings(shelf);
    expect(changedReadings(defaultReadings, chosen)).toEqual(['routedUnit']);
  });
});
