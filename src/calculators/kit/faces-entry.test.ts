import { describe, expect, it } from 'vitest';
import { averageDie, buildDice, d6, type DiceExpression } from '../../../engine/core/index.ts';
import { FacesEntry, parseFaces } from './faces-entry.svelte.ts';
import { countEntry, stepEntry } from './face-counts/face-counts.ts';

describe('parseFaces', () => {
  it('reads faces separated by spaces, commas or plus signs; anything else is NaN', () => {
    expect(parseFaces(' 4 2,5+1 ')).toEqual([4, 2, 5, 1]);
    expect(parseFaces('')).toEqual([]);
    expect(parseFaces('4 x')).toEqual([4, Number.NaN]);
    expect(parseFaces('2.5')).toEqual([Number.NaN]);
  });
});

describe('FacesEntry', () => {
  it('checks each face against its die, naming the caller’s field and rule', () => {
    let count = 2;
    const entry = new FacesEntry(() => buildDice([count, averageDie]), {
      field: 'plus',
      rule: 'melee-combat',
      seed: 1,
    });
    expect(entry.label).toBe('2AvD');
    expect(entry.checked).toBeUndefined();
    entry.enter('1 3', false);
    expect(entry.faces).toBeNull();
    expect(entry.checked).toMatchObject({
      ok: false,
      error: { field: 'plus', rule: 'melee-combat' },
    });
    entry.enter('5 3');
    expect(entry.faces).toEqual([5, 3]);
    expect(entry.log).toEqual([{ total: 8, faces: [5, 3], source: 'typed' }]);
    // A third die (a new cause) makes the same faces one short.
    count = 3;
    entry.enter('5 3', false);
    expect(entry.faces).toBeNull();
  });

  it('says what to type instead of NaN, and logs only complete committed rolls', () => {
    const entry = new FacesEntry(() => buildDice([2, d6]), {
      field: 'minus',
      rule: 'impact-combat',
    });
    entry.enter('4 z');
    expect(entry.checked).toMatchObject({ ok: false, error: { field: 'minus' } });
    expect(entry.checked?.ok ? '' : entry.checked?.error.message).not.toContain('NaN');
    entry.enter('4', true);
    expect(entry.log).toHaveLength(0);
  });

  it('refuses a face its die cannot show as soon as it is typed, naming the die', () => {
    const entry = new FacesEntry(() => buildDice([2, d6]), { field: 'dice', rule: 'control-test' });
    entry.enter('7', false);
    expect(entry.checked).toMatchObject({
      ok: false,
      error: { field: 'dice', rule: 'control-test' },
    });
    expect(entry.checked?.ok ? '' : entry.checked?.error.message).toMatch(/die 1 \(D6\).*not 7/);
    expect(entry.soFar).toEqual([]); // no "so far: 7"
    entry.enter('4', false);
    expect(entry.soFar).toEqual([4]);
    const average = new FacesEntry(() => buildDice([2, averageDie]), { field: 'plus', rule: 'x' });
    average.enter('3 6', false);
    expect(average.checked?.ok ? '' : average.checked?.error.message).toContain('die 2 (AvD)');
  });

  it('taps die by die, the next tap after the last die starting a new roll', () => {
    const entry = new FacesEntry(() => buildDice([1, d6], [1, averageDie]), {
      field: 'dice',
      rule: 'control-test',
      seed: 1,
    });
    expect(entry.nextDie).toBe(d6);
    entry.tap(6);
    expect(entry.nextDie).toBe(averageDie);
    expect(entry.log).toHaveLength(0);
    entry.tap(2);
    expect(entry.faces).toEqual([6, 2]);
    expect(entry.log[0]).toEqual({ total: 8, faces: [6, 2], source: 'tapped' });
    expect(entry.nextDie).toBe(d6);
    entry.tap(1);
    expect(entry.text).toBe('1');
  });

  it('rolls from the seed and replays a seeded roll from its stored state', async () => {
    const entry = new FacesEntry(() => buildDice([3, d6]), { field: 'dice', rule: 'x', seed: 89 });
    expect(entry.generator).toBeUndefined(); // the generator loads with the first roll
    await entry.roll();
    const first = entry.log[0]!;
    expect(first.source).toBe('seeded');
    expect(entry.faces).toEqual(first.faces);
    await entry.roll();
    expect(entry.log[0]?.state).not.toEqual(first.state);
    entry.replay(first);
    expect(entry.faces).toEqual(first.faces);
    entry.replay({ total: 7, faces: [1, 2, 4], source: 'typed' });
    expect(entry.text).toBe('1 2 4');
    entry.load('');
    expect(entry.faces).toBeNull();
  });
});

describe('FacesEntry counted face by face', () => {
  it('fills the entry: 15 dice in a few taps, read once all are counted', () => {
    const entry = new FacesEntry(() => buildDice([15, d6]), { field: 'dice', rule: 'T9' });
    for (let i = 0; i < 10; i++) stepEntry(entry, 5, 1);
    expect(entry.faces).toBeNull();
    for (let i = 0; i < 5; i++) stepEntry(entry, 1, 1);
    expect(entry.faces).toEqual([1, 1, 1, 1, 1, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
    expect(entry.log).toHaveLength(1);
    stepEntry(entry, 6, 1);
    expect(entry.faces).toHaveLength(15);
    stepEntry(entry, 1, -1);
    expect(entry.faces).toBeNull();
    expect(entry.text).toBe('1 1 1 1 5 5 5 5 5 5 5 5 5 5');
  });

  it('takes a count typed for a face, cut to the dice left', () => {
    const entry = new FacesEntry(() => buildDice([4, d6]), { field: 'dice', rule: 'T9' });
    stepEntry(entry, 6, 1);
    countEntry(entry, 2, 9);
    expect(entry.faces).toEqual([2, 2, 2, 6]);
  });

  it('counts only buckets of two or more like dice', () => {
    const count = (dice: DiceExpression) =>
      new FacesEntry(() => dice, { field: 'd', rule: 'T9' }).countable;
    expect(count(buildDice([15, d6]))).toBe(true);
    expect(count(buildDice([1, d6]))).toBe(false);
    expect(count(buildDice())).toBe(false);
    expect(count(buildDice([2, d6], [1, { label: 'AvD', faces: [2, 3, 3, 4, 4, 5] }]))).toBe(false);
  });
});
