import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../../../engine/core/index.ts';
import { RallyTool } from './rally.svelte.ts';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';

const answered = (tool: RallyTool): ToolAnswer => {
  const result = tool.answer();
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Rally tool (Rallying)', () => {
  it('a Steady Seasoned unit with 1 hit, standing: 4 tests, the hit stays only if all 4 roll down', () => {
    const tool = new RallyTool();
    tool.set('morale', 'steady');
    tool.set('hits', 1);
    const value = answered(tool);
    expect(value.steps[0]!.text).toBe('4 voluntary tests this turn');
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    const kept = value.rows.filter((r) => r.label === '0 hits');
    // Rolling down (2–5 on 2D6: 10 in 36) four times running.
    expect(sum(kept.map((r) => r.chance))).toEqual(chance(10 ** 4, 36 ** 4));
    expect(kept.map((r) => r.detail)).toEqual(['0 hits off, 4 elements lost']);
    expect(value.answer).toBe('4 tests: every hit off 99.4%');
  });

  it('Rallying: fewer tests after marching or compulsory tests; none in contact or unformed without an officer', () => {
    const tool = new RallyTool();
    const tests = () => answered(tool).steps[0]!.text;
    tool.set('activity', 'march');
    tool.set('compulsoryTaken', 1);
    expect(tests()).toBe('2 voluntary tests this turn');
    tool.set('activity', 'normal-move');
    tool.set('compulsoryTaken', 2);
    expect(answered(tool).answer).toBe('No voluntary tests this turn');
    tool.set('compulsoryTaken', 0);
    tool.set('unformed', true);
    expect(tests()).toBe('0 voluntary tests this turn');
    tool.set('leadership', '4');
    expect(tests()).toBe('2 voluntary tests this turn');
    tool.set('inContact', true);
    expect(tests()).toBe('0 voluntary tests this turn');
    tool.set('compulsoryTaken', -1);
    expect(tool.errorAt('compulsoryTaken')).toMatchObject({ rule: 'rallying' });
  });
});
