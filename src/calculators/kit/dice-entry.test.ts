import { describe, expect, it } from 'vitest';
import { averageDie, buildDice, d6, twoD6, withModifier } from '../../../engine/core/index.ts';
import { DiceEntry } from './dice-entry.svelte.ts';
import { describeEntry } from './roll-log.ts';

describe('DiceEntry', () => {
  it('checks a typed total against the dice, naming the field and the caller’s rule', () => {
    const entry = new DiceEntry(twoD6, { field: 'roll', rule: '5.1.1', seed: 1 });
    expect([entry.label, entry.min, entry.max]).toEqual(['2D6', 2, 12]);
    entry.enter('13', false);
    expect(entry.total).toBeNull();
    expect(entry.checked).toMatchObject({ ok: false, error: { field: 'roll', rule: '5.1.1' } });
    entry.enter('', true);
    expect(entry.checked).toBeUndefined();
    expect(entry.log).toHaveLength(0);
  });

  it('adds tapped faces of any dice, the last die completing the roll', () => {
    const mixed = withModifier(buildDice([1, d6], [1, averageDie]), 1);
    const entry = new DiceEntry(mixed, { field: 'dice', seed: 1 });
    expect(entry.nextDie).toBe(d6);
    entry.tap(6);
    expect(entry.total).toBeNull();
    expect(entry.nextDie).toBe(averageDie);
    entry.tap(2);
    expect(entry.total).toBe(9);
    expect(describeEntry(entry.log[0]!)).toBe('9 (6+2, tapped)');
    expect(entry.tapped).toEqual([]);
  });

  it('rolls from the seed, and replays a seeded roll from the state it was drawn from', async () => {
    const entry = new DiceEntry(buildDice([3, d6]), { field: 'dice', seed: 1314 });
    expect(entry.generator).toBeUndefined(); // the generator loads with the first roll
    await entry.roll();
    expect(entry.generator).toHaveLength(4);
    const first = entry.log[0]!;
    expect(first.source).toBe('seeded');
    expect(first.faces).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(first.state))).toEqual(first.state);
    await entry.roll();
    expect(entry.log).toHaveLength(2);
    expect(entry.log[0]?.state).not.toEqual(first.state); // drawn from the state after the first
    entry.replay(first);
    expect(entry.total).toBe(first.total);
    // The same seed gives the same rolls on another page.
    const again = new DiceEntry(buildDice([3, d6]), { field: 'dice', seed: 1314 });
    await again.roll();
    expect(again.log[0]?.faces).toEqual(first.faces);
    // A typed entry replays its total, seeded or not.
    entry.replay({ total: 11, source: 'typed' });
    expect(entry.total).toBe(11);
  });

  it('loads a total without logging it', () => {
    const entry = new DiceEntry(twoD6, { field: 'roll', seed: 1 });
    entry.load('4');
    expect([entry.total, entry.log.length]).toEqual([4, 0]);
  });
});
