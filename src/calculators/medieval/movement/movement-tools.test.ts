import { describe, expect, it } from 'vitest';
import { MapTool } from './map.svelte.ts';
import { MoveTool } from './move.svelte.ts';
import { RideDownTool } from './ride-down.svelte.ts';
import { TurnTool } from './turn.svelte.ts';
import { answerOf, errorField } from '../tool-answers.fixtures.ts';

describe('movement tools', () => {
  it('4.3.2 and 4.3.4: 6 MP for heavy cavalry at CF 3; no 120° turn at that speed', () => {
    const turn = new TurnTool('bannockburn-1314');
    turn.set('cf', 3);
    expect(answerOf(turn)).toMatch(/^6 MP/);
    turn.set('degrees', '120');
    expect(answerOf(turn)).toMatch(/Not allowed/);
  });

  it('4.3.6: the turn tool reads the register switch for the forest turn', () => {
    const turn = new TurnTool('bannockburn-1314');
    turn.set('terrain', 'forest');
    const printed = answerOf(turn);
    turn.setReading({ name: 'turnTerrainCost', value: 'example' }, true);
    expect(answerOf(turn)).not.toBe(printed);
  });

  it('4.3.3: offers the flat infantry turn as a switch and reads it', async () => {
    const turn = new TurnTool('1066');
    turn.set('kind', 'infantry');
    turn.set('inZoc', true);
    await turn.loadRegister();
    const entry = turn.errata.find((c) => c.id === 'infantry-turn-extras');
    expect(entry?.option).toEqual({ name: 'infantryTurnExtras', value: 'flat' });
    expect(answerOf(turn)).toMatch(/^2 MP/);
    if (entry?.option) turn.setReading(entry.option, true);
    expect(answerOf(turn)).toMatch(/^1 MP/);
  });

  it('4.4.3: the map tool reads the return-turn switch', async () => {
    const map = new MapTool('bannockburn-1314');
    await map.loadRegister();
    const entry = map.errata.find((c) => c.id === 'return-turn');
    expect(answerOf(map)).toMatch(/^Back on turn 5,/);
    if (entry?.option) map.setReading(entry.option, true);
    expect(answerOf(map)).toMatch(/^Back on turn 6,/);
  });

  it('4.2.7: the move tool offers Kosovo’s swamp cost as a switch', async () => {
    const move = new MoveTool('1066');
    move.set('terrain', 'swamps');
    await move.loadRegister();
    const entry = move.errata.find((c) => c.id === 'swamp-movement');
    expect(entry?.option).toEqual({ name: 'swampEntry', value: 'kosovo-costs' });
    if (entry?.option) move.setReading(entry.option, true);
    expect(answerOf(move)).toBe('3 MP to enter');
  });

  it('moves, rides down and returns to the map', () => {
    const move = new MoveTool('1066');
    move.set('terrain', 'swamps');
    expect(answerOf(move)).toBe('This unit may not enter');
    const ride = new RideDownTool('bannockburn-1314');
    ride.set('targetArmor', 2);
    expect(answerOf(ride)).toBe('Cannot ride it down');
    const map = new MapTool('kosovo-1389');
    expect(answerOf(map)).toBe('Back on turn 5, phase 1, on hexes 1700 to 2900');
    map.set('departureHex', '23');
    expect(errorField(map)).toBe('departureHex');
  });

  it('a blank number is named at its field, never answered', () => {
    const turn = new TurnTool('1066');
    turn.set('armor', Number.NaN);
    expect(errorField(turn)).toBe('armor');
  });
});
