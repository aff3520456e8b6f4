import { describe, expect, it } from 'vitest';
import { GroupFactorTool } from './group-factor.svelte.ts';
import { answerOf } from '../tool-answers.fixtures.ts';

const roundUp = { name: 'groupRounding', value: 'up' } as const;

describe('group factor tool', () => {
  it('reads a list and refuses anything but whole values 0 to 3', () => {
    const group = new GroupFactorTool('bannockburn-1314');
    group.set('values', '2, 1');
    expect(answerOf(group)).toBe('Group factor 2');
    expect(group.matters).toBe(false);
    group.set('values', '2, x');
    expect(group.result.ok ? undefined : group.result.error.field).toBe('values');
    expect(group.matters).toBe(false);
  });

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s: the 1.7 example by default (2.25 → 2), 1.6 rounding up as the register’s other reading',
    async (edition) => {
      const group = new GroupFactorTool(edition);
      await group.loadRegister();
      expect(group.matters).toBe(true);
      expect(group.errata.map((c) => c.id)).toEqual(['group-factor-rounding']);
      expect(answerOf(group)).toBe('Group factor 2');
      expect(group.result.ok && group.result.value.steps.at(-1)?.rule).toBe('1.7');
      group.setReading(roundUp, true);
      expect(answerOf(group)).toBe('Group factor 3');
      expect(group.result.ok && group.result.value.steps.at(-1)?.rule).toBe('1.6');
      group.setReading(roundUp, false);
      group.set('values', '1 1 0 0');
      expect(answerOf(group)).toBe('Group factor 1');
      expect(group.errata).toEqual([]);
    },
  );

  it('shows the engine’s working: the mean, then the rounding the reading chose', async () => {
    const group = new GroupFactorTool('kosovo-1389');
    await group.loadRegister();
    const texts = () => (group.result.ok ? group.result.value.steps.map((s) => s.text) : []);
    expect(texts()).toEqual([
      'mean of 4 values: 9 ÷ 4',
      `rounded to the nearest, .5 up, as the ${group.example} example does`,
    ]);
    group.set('values', '2, 1');
    expect(texts()).toEqual(['mean of 2 values: 3 ÷ 2']);
  });
});
