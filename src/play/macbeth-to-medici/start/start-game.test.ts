import { describe, expect, it } from 'vitest';
import { GameSetup } from './game-setup.svelte.ts';
import { startFromSetup } from './start-game.ts';

describe('setting up a game of From Macbeth to Medici', () => {
  it('starts from two quick rosters, each unit in its first officer’s battle', () => {
    const setup = new GameSetup();
    setup.quick.a.units[0]!.name = 'Longbowmen';
    setup.quick.a.addUnit();
    const game = startFromSetup(setup);
    expect(game?.sides.a.roster.units.map((u) => [u.name, u.type, u.order, u.command])).toEqual([
      ['Longbowmen', 'archers', 'loose', 'o1'],
      ['Unit 2', 'billmen', 'close', 'o1'],
    ]);
    expect(game?.sides.a.roster.officers[0]).toMatchObject({ name: 'General', cInC: true });
    expect(game?.sides.b.units.u1).toMatchObject({ elements: 4, morale: 'steady' });
    expect(setup.problem).toBe('');
  });

  it('keeps an order the player chose over the type’s usual one, and the armour chosen', () => {
    const setup = new GameSetup();
    setup.quick.b.units[0]!.order = 'loose';
    setup.quick.b.units[0]!.armour = 'heavy';
    expect(startFromSetup(setup)?.sides.b.roster.units[0]).toMatchObject({
      order: 'loose',
      armour: 'heavy',
    });
  });

  it('names the side and the section when a roster is refused', () => {
    const setup = new GameSetup();
    setup.quick.b.units[0]!.elements = 0;
    expect(startFromSetup(setup)).toBeUndefined();
    expect(setup.problem).toMatch(
      /^Their army: .*\(unit-organisation, roster\.units\.0\.elements\)\.$/,
    );
  });
});
