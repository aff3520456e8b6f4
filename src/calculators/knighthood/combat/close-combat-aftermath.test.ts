import { describe, expect, it } from 'vitest';
import type { ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { CloseCombatTool } from './close-combat.svelte.ts';

const answered = (tool: CloseCombatTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const detailOf = (tool: CloseCombatTool, key: string): string | undefined =>
  answered(tool).rows.find((r) => r.key === key)?.detail;

describe('Close-combat tool: 9.02-9.04 who may take which formation', () => {
  it('a wedge or shield wall of C morale is refused at the morale field, naming the rule', () => {
    const tool = new CloseCombatTool(1);
    tool.set('b.shape', 'wedge');
    expect(tool.errorAt('b.morale')).toMatchObject({
      rule: '9.02',
      message: 'only A and B morale units may form a wedge, not C',
    });
    tool.set('b.shape', 'shield-wall');
    expect(tool.errorAt('b.morale')).toMatchObject({ rule: '9.04' });
    tool.set('b.morale', 'B');
    expect(tool.result.ok).toBe(true);
    expect(answered(tool).steps.map((s) => `${s.rule}: ${s.text}`)).toContain(
      '9.04: Side b: Only armies that formed shield walls in history may use them.',
    );
  });

  it('a hollow wedge: regular longbows only, fought as a line 2 MMS deep', () => {
    const tool = new CloseCombatTool(1);
    tool.set('b.shape', 'hollow-wedge');
    expect(tool.errorAt('b.shape')).toMatchObject({
      rule: '9.03',
      message: 'only regular English longbows may form a hollow wedge',
    });
    tool.set('b.regular', 'regular');
    tool.set('b.longbows', true);
    const steps = answered(tool).steps.map((s) => `${s.rule}: ${s.text}`);
    expect(steps).toContain('9.03: Side b: A hollow wedge fights as a line 2 MMS deep.');
    expect(steps).toContain('5.40: Side b: 3 MMS fighting, 12D + 3D rank 2 = 15D');
    tool.set('b.rank3', 4);
    expect(tool.errorAt('b.rank3')).toMatchObject({ rule: '9.03' });
  });

  it('the 9.02 reading for the hollow wedge refuses C morale longbows', async () => {
    const tool = new CloseCombatTool(1);
    await tool.loadRegister();
    expect(tool.errata.map((c) => c.id)).toContain('hollow-wedge-morale');
    tool.set('b.shape', 'hollow-wedge');
    tool.set('b.regular', 'regular');
    tool.set('b.longbows', true);
    tool.setReading({ name: 'hollowWedgeMorale', value: 'a-or-b-too' }, true);
    expect(tool.errorAt('b.morale')).toMatchObject({ rule: '9.02' });
  });

  it('T16 morale lines follow the morale class: A +1, E -1, B to D nothing', () => {
    const tool = new CloseCombatTool(1);
    tool.set('a.morale', 'A');
    expect(answered(tool).steps[0]?.text).toBe(
      'Side a: Each armour class of the unit +4, Morale A +1 = 5 points',
    );
    tool.set('a.morale', 'E');
    expect(answered(tool).steps[0]?.text).toBe(
      'Side a: Each armour class of the unit +4, Morale E -1 = 3 points',
    );
    tool.set('a.morale', 'D');
    expect(answered(tool).steps[0]?.text).toBe(
      'Side a: Each armour class of the unit +4 = 4 points',
    );
  });
});

describe('Close-combat tool: 5.40 Following up under each push back', () => {
  it('irregular infantry (MF 3") must follow up 2" and 3", may 4"; R cavalry need not', () => {
    const tool = new CloseCombatTool(1);
    expect(detailOf(tool, 'a2')).toMatch(
      /; Side b must follow up \(irregular, 2" is within its MF\)$/,
    );
    expect(detailOf(tool, 'a3')).toMatch(
      /; Side b must follow up \(irregular, 3" is within its MF\)$/,
    );
    expect(detailOf(tool, 'a4')).toMatch(
      /; Side b may follow up \(4" is beyond what obliges it\)$/,
    );
    expect(detailOf(tool, 'b2')).toMatch(
      /; Side a need not follow up \(R troops; they may retire instead\), unless it breaks through$/,
    );
    expect(detailOf(tool, 'b12')).toBe('Side a breaks through; Side b disordered');
    expect(detailOf(tool, 'none')).not.toMatch(/follow up/);
  });

  it('impetuous: must within 1CI (6" for other infantry), may past it', () => {
    const tool = new CloseCombatTool(1);
    tool.set('b.impetuous', true);
    expect(detailOf(tool, 'a6')).toMatch(
      /; Side b must follow up \(impetuous, 6" is within 1CI\)$/,
    );
    expect(detailOf(tool, 'a7')).toMatch(
      /; Side b may follow up \(7" is beyond what obliges it\)$/,
    );
    tool.set('b.movement', 'oo-cavalry');
    expect(detailOf(tool, 'a12')).toMatch(
      /; Side b must follow up \(impetuous, 12" is within 1CI\)$/,
    );
  });
});

describe('Close-combat tool: 5.40 Breakthroughs', () => {
  it('infantry in line may not break through, in a wedge it may and its options show', () => {
    const tool = new CloseCombatTool(1);
    const through = (t: CloseCombatTool) =>
      answered(t).steps.filter((s) => /breaks? through|broke through/.test(s.text));
    expect(through(tool).map((s) => s.text.slice(0, 28))).toEqual(['Side a breaks through (0.5%)']);
    tool.set('b.morale', 'B');
    tool.set('b.shape', 'wedge');
    expect(through(tool).map((s) => s.text.slice(0, 20))).toEqual([
      'Side a breaks throug',
      'Side b breaks throug',
    ]);
  });

  it('a rolled breakthrough lists the options as done; a round without one lists none', () => {
    const tool = new CloseCombatTool(1);
    tool.dice[0]!.entry.enter('1 1 1 1 1 1 1 1');
    tool.dice[2]!.entry.enter(Array(15).fill('6').join(' '));
    const steps = answered(tool).steps.filter((s) => s.text.includes('through'));
    expect(steps.map((s) => s.text.slice(0, 33))).toEqual(['Side a broke through: it may 1. r']);
    tool.dice[0]!.entry.enter('6 6 6 6 6 6 6 6');
    expect(answered(tool).steps.filter((s) => s.text.includes('through'))).toEqual([]);
  });
});
