import { describe, expect, it } from 'vitest';
import { allotLosses } from './losses.ts';

const fighters = [
  { id: 'a', sp: 2 },
  { id: 'b', sp: 3 },
];
const allot = (loss: number, chosen?: Record<string, number>) =>
  allotLosses(fighters, loss, chosen, 'choices.losses', '5.1.1');
const taken = (loss: number, chosen?: Record<string, number>) => {
  const r = allot(loss, chosen);
  if (!r.ok) throw new Error(r.error.message);
  return Object.fromEntries(r.value);
};

describe('allotLosses', () => {
  it('by default takes each SP from the unit with most SPs left, the first listed on a tie', () => {
    expect(taken(1)).toEqual({ a: 0, b: 1 });
    // b 3 → 2 ties a at 2: the second SP comes from a, listed first.
    expect(taken(2)).toEqual({ a: 1, b: 1 });
    expect(taken(3)).toEqual({ a: 1, b: 2 });
    expect(taken(9)).toEqual({ a: 2, b: 3 });
  });

  it('takes a split that adds up, 0 and all of a unit included', () => {
    expect(taken(3, { a: 0, b: 3 })).toEqual({ a: 0, b: 3 });
    expect(taken(2, { a: 2 })).toEqual({ a: 2, b: 0 });
    // A larger loss than the side has: the split must add up to every SP.
    expect(taken(7, { a: 2, b: 3 })).toEqual({ a: 2, b: 3 });
  });

  it('ignores ids of the other side', () => {
    expect(taken(1, { x: 4 })).toEqual({ a: 0, b: 1 });
  });

  it('refuses a unit share out of 0 to its SPs, naming it', () => {
    expect(allot(3, { b: 4 })).toEqual({
      ok: false,
      error: { field: 'choices.losses.b', rule: '5.1.1', message: 'b can take 0 to 3 SPs, not 4' },
    });
    expect(allot(3, { a: 3 })).toMatchObject({
      ok: false,
      error: { field: 'choices.losses.a', message: 'a can take 0 to 2 SPs, not 3' },
    });
    expect(allot(1, { a: -1 })).toMatchObject({
      ok: false,
      error: { field: 'choices.losses.a', message: 'a can take 0 to 2 SPs, not -1' },
    });
    expect(allot(1, { a: 0.5 })).toMatchObject({
      ok: false,
      error: { field: 'choices.losses.a', message: 'a can take 0 to 2 SPs, not 0.5' },
    });
  });

  it('refuses a split that does not add up to the loss', () => {
    expect(allot(1, { a: 2 })).toEqual({
      ok: false,
      error: { field: 'choices.losses', rule: '5.1.1', message: 'the side loses 1 SP, not 2' },
    });
    expect(allot(2, { a: 1 })).toMatchObject({
      ok: false,
      error: { message: 'the side loses 2 SPs, not 1' },
    });
  });
});
