import { describe, expect, it } from 'vitest';
import { FatigueTool } from './fatigue.svelte.ts';
import { MoraleTestTool } from './morale-test.svelte.ts';
import { PursuitTool } from './pursuit.svelte.ts';
import { RegroupTool } from './regroup.svelte.ts';
import { answerOf, errorField } from '../tool-answers.fixtures.ts';

const roll = (tool: { dice: { entry: { text: string } }[] }, face: string) => {
  const slot = tool.dice[0];
  if (slot) slot.entry.text = face;
};

describe('morale tools', () => {
  it('pursuit: obligatory on a roll at most the hexes to the leader (5.5.2), −3 at MORALE +2 (6.1.8)', () => {
    const tool = new PursuitTool('bannockburn-1314', 1);
    tool.set('hexesFromLeader', 3);
    expect(answerOf(tool)).toBe('Obligatory 3/6 · 50.0%');
    roll(tool, '4');
    expect(answerOf(tool)).toBe('Voluntary: the player chooses whether it pursues');
    tool.set('morale', 2);
    expect(answerOf(tool)).toBe('Obligatory: the unit must pursue');
    tool.set('hexesFromLeader', -1);
    expect(errorField(tool)).toBe('hexesFromLeader');
  });

  it('Kosovo pursuit beyond 5 hexes: the rule decides, and no die is asked for (5.5.2)', () => {
    const tool = new PursuitTool('kosovo-1389', 1);
    tool.set('hexesFromLeader', 6);
    expect(answerOf(tool)).toBe('Obligatory: the unit must pursue');
    expect(tool.faces).toEqual([[]]);
  });

  it('1066 pursuit beyond 5 hexes: the register switch continues the pattern', async () => {
    const tool = new PursuitTool('1066', 1);
    tool.set('hexesFromLeader', 7);
    await tool.loadRegister();
    const entry = tool.errata.find((c) => c.id === '1066-pursuit-beyond-5');
    expect(answerOf(tool)).toBe('Obligatory 5/6 · 83.3%');
    if (entry?.option) tool.setReading(entry.option, true);
    expect(answerOf(tool)).toBe('Obligatory: the unit must pursue');
  });

  it('Kosovo morale test takes the roll and says what failing does (6.2.1, 9.3.1, 10.1.2)', () => {
    const morale = new MoraleTestTool('kosovo-1389', 1);
    morale.set('morale', 2);
    expect(answerOf(morale)).toBe('Passes 5/6 · 83.3%');
    roll(morale, '6');
    expect(answerOf(morale)).toBe('Fails: the unit stays disorganized');
    morale.set('reason', 'stacked-with-panicked');
    expect(answerOf(morale)).toBe('Fails: the unit panics');
    roll(morale, '7');
    expect(errorField(morale)).toBeUndefined();
    expect(morale.errorAt('roll')?.field).toBe('roll');
    expect(new MoraleTestTool('1066').result.ok).toBe(false);
  });

  it('MORALE −2 with a leader in range: passes 0 %, and the register entry behind it shows (6.2.2)', async () => {
    const morale = new MoraleTestTool('kosovo-1389', 1);
    morale.set('morale', -2);
    morale.set('leader', 'in-range');
    await morale.loadRegister();
    expect(answerOf(morale)).toBe('Passes 0/6 · 0%');
    expect(morale.errata.map((c) => c.id)).toContain('kosovo-morale-test-leader');
  });

  it('regrouping and fatigue take the roll', () => {
    const regroup = new RegroupTool('1066', 1);
    expect(answerOf(regroup)).toBe('Regroups 3/6 · 50.0%');
    roll(regroup, '3');
    expect(answerOf(regroup)).toMatch(/^Stays scattered: /);
    regroup.set('leaderAlive', false);
    regroup.set('grandLeaderAlive', false);
    expect(answerOf(regroup)).toBe('Eliminated: no leader to regroup under');
    const fatigue = new FatigueTool('bannockburn-1314', 1);
    fatigue.set('fatigue', 13);
    roll(fatigue, '3');
    expect(answerOf(fatigue)).toBe('Scatters: the unit goes onto the Scattered Units track');
    const kosovo = new FatigueTool('kosovo-1389', 1);
    kosovo.set('fatigue', 13);
    expect(answerOf(kosovo)).toBe('Disorganized: its units count as disorganized in combat');
  });

  it('the morale test’s own field chooses the leader reading: the register entry shows with no second switch', async () => {
    const morale = new MoraleTestTool('kosovo-1389');
    morale.set('leader', 'on-hex');
    await morale.loadRegister();
    const entry = morale.errata.find((c) => c.id === 'kosovo-morale-test-leader');
    expect(entry?.title).toBeTruthy();
    expect(entry?.option).toBeUndefined();
  });
});
