import { describe, expect, it, vi } from 'vitest';
import { map, newGame } from './play.fixtures.ts';
import { sidesOf } from './river-sides.ts';
import { facingWords } from './counter-words.ts';

vi.mock('../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(new Map()), marksShelf: () => memoryShelf(new Map()) };
});

describe('river sides marked on the board', () => {
  it('lists the six sides of a hex clockwise from the top, each with the hex across', () => {
    const sides = sidesOf({}, map, '2010');
    expect(sides.map((s) => s.toward)).toEqual([...facingWords]);
    expect(sides[0]).toEqual({ hex: '2009', toward: 'up', river: false });
    expect(sidesOf({}, map, '9999')).toEqual([]);
  });

  it('a tap marks a side, seen from both hexes; undo takes it back', () => {
    const { game } = newGame();
    expect(game.act({ type: 'river-side', hexes: ['2010', '2009'] })).toBe(true);
    expect(game.state!.riverSides).toEqual([['2009', '2010']]);
    expect(sidesOf(game.state!, map, '2010').find((s) => s.hex === '2009')?.river).toBe(true);
    expect(sidesOf(game.state!, map, '2009').find((s) => s.hex === '2010')?.river).toBe(true);
    expect(game.describeHex('2009')).toBe('river sides toward 2010');
    game.undo();
    expect(game.state!.riverSides).toBeUndefined();
    expect(game.describeHex('2009')).toBe('');
    // A side between hexes that do not touch is refused, naming the rule.
    expect(game.act({ type: 'river-side', hexes: ['2010', '2012'] })).toBe(false);
    expect(game.notice).toMatch(/\(3\.2\.3\)$/);
  });
});
