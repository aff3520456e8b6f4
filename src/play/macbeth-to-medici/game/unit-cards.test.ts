import { describe, expect, it } from 'vitest';
import { applyAction, defaultReadings } from '../../../../engine/macbeth-to-medici/index.ts';
import { smallGame } from '../play.fixtures.ts';
import { officerCards, unitCards } from './unit-cards.ts';

describe('the cards at the table', () => {
  it('shows each unit’s troops, elements, hits and how it shoots, with the engine’s lines', () => {
    const cards = unitCards(smallGame(), 'a');
    expect(cards.map((c) => [c.key, c.name, c.elements, c.hits, c.shooting])).toEqual([
      ['a-u1', 'Longbowmen', 4, 0, 'archery'],
      ['a-u2', 'Bills', 4, 0, undefined],
    ]);
    expect(cards[0]!.troops).toBe('Archers · class C · seasoned · loose order');
    expect(cards[0]!.lines[0]).toEqual({ text: '4 of 4 elements', rule: 'unit-organisation' });
  });

  it('puts a lost unit last, marked lost', () => {
    const next = applyAction(smallGame(), { type: 'remove-unit', side: 'a', unit: 'u1' });
    const cards = next.ok ? unitCards(next.value, 'a') : [];
    expect(cards.map((c) => [c.name, c.lost])).toEqual([
      ['Bills', false],
      ['Longbowmen', true],
    ]);
  });

  it('shows each officer with his rating, temperament and state', () => {
    const [general] = officerCards(smallGame(), 'b', defaultReadings);
    expect(general).toMatchObject({
      name: 'General',
      rating: 'C-in-C · Leadership 3 · Command 3',
      temperament: 'Bold',
      status: 'commanding',
    });
  });
});
