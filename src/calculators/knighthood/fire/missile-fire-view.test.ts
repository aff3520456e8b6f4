import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import ToolView from '../../kit/ToolView.svelte';
import { MissileFireTool } from './missile-fire.svelte.ts';

const folds = (html: string) =>
  [...html.matchAll(/<details class="calc-fold"[^>]*>/g)].map((m) => m[0]);

describe('ToolView folds rarely used fields under their rule', () => {
  it('closed while none of its fields is set; open once one is', () => {
    const tool = new MissileFireTool(1);
    const closed = folds(render(ToolView, { props: { tool } }).body);
    expect(closed).toHaveLength(1);
    expect(closed[0]).toContain('data-rule="T10"');
    expect(closed[0]).not.toMatch(/\sopen/);
    const rare = tool.fields.find((f) => f.fold)!;
    tool.set(rare.key, true);
    expect(tool.changed(rare.key)).toBe(true);
    expect(folds(render(ToolView, { props: { tool } }).body)[0]).toMatch(/\sopen/);
  });
});
