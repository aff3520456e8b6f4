import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../../../engine/medieval/index.ts';
import { FireTool } from './fire.svelte.ts';
import { answerOf, errorField } from '../tool-answers.fixtures.ts';

const keys = (fire: FireTool) => fire.fields.map((f) => f.key);

describe('fire tool', () => {
  it('offers every weapon table of the edition and reads a rolled shot', () => {
    const fire = new FireTool('1066');
    expect(fire.weapons).toEqual(
      expect.arrayContaining([
        'archers',
        'crossbowmen',
        'horse-archers',
        'bombard-units',
        'bombard-objects',
      ]),
    );
    expect(answerOf(fire)).toMatch(/^Odds: /);
    fire.set('roll', 9);
    expect(answerOf(fire)).toMatch(/^Roll 9 → 9: -1 /);
    fire.set('gameTables', true);
    expect(answerOf(fire)).toMatch(/^Roll 9 → 9: -1R/);
    fire.set('range', 7);
    expect(errorField(fire)).toBe('range');
  });

  it('Kosovo 11.7.3: offers the bombard-terrain switch and reads it', async () => {
    const fire = new FireTool('kosovo-1389');
    fire.set('weapon', 'bombard-units');
    fire.set('terrain', 'forest');
    await fire.loadRegister();
    const entry = fire.errata.find((c) => c.id === 'kosovo-bombard-terrain-reference');
    expect(entry?.option).toEqual({ name: 'kosovoBombardTerrain', value: 'applies' });
    const printed = answerOf(fire);
    if (entry?.option) fire.setReading(entry.option, true);
    expect(answerOf(fire)).not.toBe(printed);
  });

  it('1066: the Wall of Shields switch reaches crossbow fire', async () => {
    const fire = new FireTool('1066');
    fire.set('weapon', 'crossbowmen');
    fire.set('wallOfShields', true);
    await fire.loadRegister();
    const entry = fire.errata.find((c) => c.id === '1066-wall-of-shields-fire');
    const printed = answerOf(fire);
    if (entry?.option) fire.setReading(entry.option, true);
    expect(answerOf(fire)).not.toBe(printed);
  });

  it('10.5.10: horse archers offer both test switches, and the tool reads them', async () => {
    const fire = new FireTool('bannockburn-1314');
    fire.set('weapon', 'horse-archers');
    fire.set('firerArmor', 2);
    await fire.loadRegister();
    const ids = fire.errata.filter((c) => c.option).map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(['horse-archer-test-unit', 'horse-archer-test-column']),
    );
    const printed = answerOf(fire);
    fire.setReading({ name: 'horseArcherColumn', value: 'counter-armor' }, true);
    const byArmor = answerOf(fire);
    fire.setReading({ name: 'horseArcherTestUnit', value: 'target' }, true);
    expect(new Set([printed, byArmor, answerOf(fire)]).size).toBe(3);
  });

  it('names the weapon in its title and asks the horse archers’ SP only for them', () => {
    const fire = new FireTool('bannockburn-1314');
    expect(fire.title).toBe('Ranged fire: archers');
    expect(keys(fire)).not.toContain('firerSp');
    fire.set('weapon', 'horse-archers');
    expect(fire.title).toBe('Ranged fire: horse archers');
    expect(keys(fire)).toContain('firerSp');
  });

  it('offers the Wall of Shields (1066 Hastings) and the Game Tables copy only where the book prints them', () => {
    const shown = (edition: EditionId) => {
      const fire = new FireTool(edition);
      return [keys(fire).includes('wallOfShields'), keys(fire).includes('gameTables')];
    };
    expect(shown('1066')).toEqual([true, true]);
    expect(shown('bannockburn-1314')).toEqual([false, true]);
    expect(shown('kosovo-1389')).toEqual([false, false]);
  });
});
