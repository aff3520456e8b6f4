import { describe, expect, it } from 'vitest';
import { FatigueTool } from './fatigue.svelte.ts';
import { MoraleTestTool } from './morale-test.svelte.ts';
import { PursuitTool } from './pursuit.svelte.ts';
import { RegroupTool } from './regroup.svelte.ts';
import { answerOf, errorField } from '../tool-answers.fixtures.ts';

describe('morale tools', () => {
  it('pursuit: obligatory on a roll at most the hexes to the leader (5.5.2), −3 at MORALE +2 (6.1.8)', () => {
    const tool = new PursuitTool('bannockburn-1314');
    tool.set('hexesFromLeader', 3);
    expect(answerOf(tool)).toBe('Pursuit obligatory 50.0%, voluntary 50.0%');
    tool.set('morale', 2);
    expect(answerOf(tool)).toBe('Pursuit obligatory 100%, voluntary 0%');
    tool.set('hexesFromLeader', -1);
    expect(errorField(tool)).toBe('hexesFromLeader');
  });

  it('1066 pursuit beyond 5 hexes: the register switch continues the pattern', async () => {
    const tool = new PursuitTool('1066');
    tool.set('hexesFromLeader', 7);
    await tool.loadRegister();
    const entry = tool.errata.find((c) => c.id === '1066-pursuit-beyond-5');
    expect(answerOf(tool)).toBe('Pursuit obligatory 83.3%, voluntary 16.7%');
    if (entry?.option) tool.setReading(entry.option, true);
    expect(answerOf(tool)).toBe('Pursuit obligatory 100%, voluntary 0%');
  });

  it('Kosovo morale test, regrouping and fatigue', () => {
    const morale = new MoraleTestTool('kosovo-1389');
    morale.set('morale', 2);
    expect(answerOf(morale)).toMatch(/83\.3%/);
    expect(new MoraleTestTool('1066').result.ok).toBe(false);
    const regroup = new RegroupTool('1066');
    regroup.set('leaderAlive', false);
    regroup.set('sp', 1);
    expect(answerOf(regroup)).toBe('The unit is eliminated');
    const fatigue = new FatigueTool('kosovo-1389');
    fatigue.set('fatigue', 13);
    expect(answerOf(fatigue)).toBe('Its units count as disorganized in combat');
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
