import { describe, expect, it } from 'vitest';
import { formationInitiative, initiativeDistance, initiativeRating } from './initiative.ts';

describe('Initiative & reaction: the rating', () => {
  it('seasoned, open-order foot: 9 (3+4+2), the worked example', () => {
    const result = initiativeRating({ experience: 'seasoned', order: 'open', mobility: 'foot' });
    expect(result.ok && result.value.rating).toBe(9);
    expect(result.ok && result.value.steps).toEqual([
      { label: 'Experience: seasoned', value: 3 },
      { label: 'Order: open', value: 4 },
      { label: 'Mobility: foot', value: 2 },
    ]);
  });

  it('the lowest and highest ratings: green close foot 6, veteran open mounted 12', () => {
    const low = initiativeRating({ experience: 'green', order: 'close', mobility: 'foot' });
    const high = initiativeRating({ experience: 'veteran', order: 'open', mobility: 'mounted' });
    expect(low.ok && low.value.rating).toBe(6);
    expect(high.ok && high.value.rating).toBe(12);
  });

  it('adds the Leadership of an officer leading it', () => {
    const led = initiativeRating({
      experience: 'seasoned',
      order: 'loose',
      mobility: 'dismounted',
      leadership: 4,
    });
    expect(led.ok && led.value.rating).toBe(13);
    expect(led.ok && led.value.steps.at(-1)).toEqual({
      label: 'Officer leading: Leadership',
      value: 4,
    });
  });

  it('rejects a Leadership outside 1 to 6', () => {
    const bad = initiativeRating({
      experience: 'green',
      order: 'open',
      mobility: 'foot',
      leadership: 7,
    });
    expect(bad.ok ? null : bad.error).toMatchObject({
      field: 'leadership',
      rule: 'initiative-and-reaction',
    });
  });
});

describe('Initiative & reaction: formations and distance', () => {
  it('a formation takes its worst rating', () => {
    expect(formationInitiative([9, 7, 11])).toEqual({ ok: true, value: 7 });
    const empty = formationInitiative([]);
    expect(empty.ok ? null : empty.error).toEqual({
      field: 'ratings',
      rule: 'initiative-and-reaction',
      message: 'a formation has at least one unit',
    });
  });

  it('the higher side moves the difference in inches, doubled if mounted', () => {
    expect(initiativeDistance({ rating: 9, mounted: false }, { rating: 7, mounted: true })).toEqual(
      {
        mover: 'first',
        inches: 2,
      },
    );
    expect(initiativeDistance({ rating: 7, mounted: false }, { rating: 9, mounted: true })).toEqual(
      {
        mover: 'second',
        inches: 4,
      },
    );
    expect(
      initiativeDistance({ rating: 10, mounted: true }, { rating: 7, mounted: false }),
    ).toEqual({
      mover: 'first',
      inches: 6,
    });
  });

  it('equal ratings: nobody moves first', () => {
    expect(initiativeDistance({ rating: 8, mounted: true }, { rating: 8, mounted: true })).toEqual({
      mover: null,
      inches: 0,
    });
  });
});
