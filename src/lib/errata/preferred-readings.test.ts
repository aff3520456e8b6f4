import { describe, expect, it } from 'vitest';
import { memoryShelf, type Shelf } from '../keeping/shelf.ts';
import {
  applyPreferredReadings,
  choosePreferredReading,
  readPreferredReadings,
} from './preferred-readings.ts';

const refusing: Shelf = {
  read: () => Promise.resolve({ ok: false, fault: 'refused' }),
  write: () => Promise.resolve({ ok: false, fault: 'refused' }),
  remove: () => Promise.resolve({ ok: false, fault: 'refused' }),
  list: () => Promise.resolve({ ok: false, fault: 'refused' }),
};

describe('readings chosen in the register', () => {
  it('keeps a choice per book and drops it when the site’s reading is chosen again', async () => {
    const shelf = memoryShelf();
    await choosePreferredReading('knighthood-3', 'shieldWall', 'die', shelf);
    await choosePreferredReading('knighthood-3', 'leaderMove', 'true', shelf);
    await choosePreferredReading('macbeth-to-medici', 'archery', 'half', shelf);
    expect(await readPreferredReadings('knighthood-3', shelf)).toEqual({
      ok: true,
      value: { shieldWall: 'die', leaderMove: 'true' },
    });
    await choosePreferredReading('knighthood-3', 'shieldWall', undefined, shelf);
    expect(await readPreferredReadings('knighthood-3', shelf)).toEqual({
      ok: true,
      value: { leaderMove: 'true' },
    });
  });

  it('reads kept text that is not a choice list as no choice, never as a reading', async () => {
    for (const text of ['not json', '[1]', 'null', '{"a":1,"b":"x"}']) {
      const shelf = memoryShelf(new Map([['b', text]]));
      const read = await readPreferredReadings('b', shelf);
      expect(read).toEqual({ ok: true, value: text.startsWith('{') ? { b: 'x' } : {} });
    }
  });

  it('says the fault and keeps nothing when the browser will not store', async () => {
    expect(await readPreferredReadings('b', refusing)).toEqual({ ok: false, fault: 'refused' });
    expect(await choosePreferredReading('b', 'x', 'y', refusing)).toEqual({
      ok: false,
      fault: 'refused',
    });
  });

  it('applies only the other readings the register offers, with their typed values', () => {
    const defaults = { halve: false, scope: 'all', bands: 3 };
    const offered = [
      { name: 'halve', value: true },
      { name: 'scope', value: 'impact-only' },
      { name: 'bands', value: 2 },
    ];
    expect(
      applyPreferredReadings(defaults, offered, { halve: 'true', scope: 'nonsense', bands: '2' }),
    ).toEqual({ halve: true, scope: 'all', bands: 2 });
    expect(applyPreferredReadings(defaults, offered, { unknown: 'true' })).toEqual(defaults);
  });
});
