import { describe, expect, it } from 'vitest';
import { armyToLink, defaultReadings } from '../../../../engine/knighthood/index.ts';
import { memoryShelf } from '../../../lib/keeping/shelf.ts';
import { english, englishFile } from '../play.fixtures.ts';
import { GameSetup, readArmyText, textSource } from './game-setup.svelte.ts';

describe('GameSetup', () => {
  it('offers the builder’s army and the saved ones, the builder’s first, and writes nothing', async () => {
    const shelf = memoryShelf(
      new Map([
        ['current', englishFile],
        ['saved:Zeta', englishFile],
      ]),
    );
    const setup = new GameSetup();
    await setup.load(shelf);
    expect(setup.kept.map((k) => k.label)).toEqual(['The army in the builder', 'Saved: Zeta']);
    expect(setup.source.a).toBe('builder');
    expect(shelf.texts.size).toBe(2);
    const game = setup.start(defaultReadings);
    expect(game?.sides.a.army.name).toBe('English');
    expect(game?.sides.b.army.units).toHaveLength(1);
  });

  it('takes side a from an army link in the address', async () => {
    const setup = new GameSetup();
    await setup.load(memoryShelf(), `?army=${armyToLink(english)}`);
    expect(setup.source.a).toBe(textSource);
    expect(setup.armyOf('a').ok).toBe(true);
  });

  it('reads a pasted builder link, its value alone or a file', () => {
    const link = armyToLink(english);
    for (const text of [
      `https://example.org/knighthood-3/army-builder/?army=${link}`,
      link,
      englishFile,
    ])
      expect(readArmyText(text).ok).toBe(true);
    expect(readArmyText('').ok).toBe(false);
  });

  it('says which army is wrong and starts nothing', () => {
    const setup = new GameSetup();
    setup.quick.b.units[0]!.figures = 0;
    expect(setup.start(defaultReadings)).toBeUndefined();
    expect(setup.problem).toMatch(/^The second army: /);
  });
});
