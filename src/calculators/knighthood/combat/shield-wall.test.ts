import { describe, expect, it } from 'vitest';
import { chance } from '../../../../engine/core/index.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { ShieldWallTool } from './shield-wall.svelte.ts';

const answered = (tool: ShieldWallTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Shield-wall tool (9.06, T22)', () => {
  it('an AC3 wall holds on 1 to 3, half the time', () => {
    const value = answered(new ShieldWallTool(1));
    expect(value.answer).toBe('Holds on 1 to 3');
    expect(value.chance).toBe('50.0% (3/6)');
    expect(value.rows.map((r) => [r.key, r.chance])).toEqual([
      ['holds', chance(1, 2)],
      ['breaks', chance(1, 2)],
    ]);
    expect(value.steps.map((s) => s.href)).toEqual([
      '/knighthood-3/r/T22/',
      '/knighthood-3/r/9.06/',
    ]);
  });

  it('bonuses add 1 each, never past 5', () => {
    const tool = new ShieldWallTool(1);
    tool.set('armourClass', 4);
    tool.set('bonus.morale-a-or-b', true);
    tool.set('bonus.leader-attached', true);
    const value = answered(tool);
    expect(value.answer).toBe('Holds on 1 to 5');
    expect(value.steps[0]?.text).toBe(
      'Armour class 4, Unit is A or B morale +1, Leader attached +1 = 6',
    );
    expect(value.steps[1]?.text).toBe(
      'The wall holds on 5 or less on 1D; at most 5; a 6 always breaks it',
    );
  });

  it("switches to T22's other reading: the total is added to the die, a modified 6 breaks", async () => {
    const tool = new ShieldWallTool(1);
    await tool.loadRegister();
    const option = tool.errata.find((e) => e.id === 'shield-wall-break')?.option;
    expect(option).toEqual({ name: 'shieldWallRoll', value: 'modified-die' });
    expect(answered(tool).answer).toBe('Holds on 1 to 3');
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toBe('Holds on 1 to 2');
    tool.set('armourClass', 5);
    expect(answered(tool).answer).toBe('Never holds');
  });

  it('reads the die: a 6 breaks the wall', () => {
    const tool = new ShieldWallTool(1);
    tool.dice[0]!.entry.enter('6');
    const value = answered(tool);
    expect(value.answer).toBe('Rolled 6: the wall breaks');
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['breaks']);
    tool.dice[0]!.entry.enter('3');
    expect(answered(tool).answer).toBe('Rolled 3: the wall holds');
  });

  it('an armour class off the scale is an error at its field', () => {
    const tool = new ShieldWallTool(1);
    tool.set('armourClass', 0);
    expect(tool.errorAt('armourClass')).toMatchObject({ rule: '9.06' });
  });
});
