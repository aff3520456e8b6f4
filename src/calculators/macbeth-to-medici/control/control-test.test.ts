import { describe, expect, it } from 'vitest';
import { chance } from '../../../../engine/core/index.ts';
import { ControlTestTool } from './control-test.svelte.ts';

const answered = (tool: ControlTestTool) => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Control test tool (Control test procedure)', () => {
  it('a Seasoned unit on normal dice with no officer passes 16/36, rolls up 10/36 and down 10/36', () => {
    const tool = new ControlTestTool(1);
    const value = answered(tool);
    expect(value.rows.map((r) => [r.key, r.chance])).toEqual([
      ['pass', chance(16, 36)],
      ['up', chance(10, 36)],
      ['down', chance(10, 36)],
    ]);
    expect(value.answer).toBe('Pass 44.4% · up 27.8% · down 27.8%');
    expect(value.chance).toBe('Pass 44.4% (16/36): Charges as ordered');
    expect(value.rolled).toBe(false);
    expect(value.steps[0]).toMatchObject({
      text: 'seasoned passes on 6 to 8',
      href: '/macbeth-to-medici/r/control-test/',
    });
  });

  it('standing, rolling down: the evade it may choose instead follows the standing-down switch', () => {
    const tool = new ControlTestTool(1);
    tool.set('situation', 'standing');
    const down = () => answered(tool).rows.find((r) => r.key === 'down')!.detail;
    expect(down()).toContain('or evades instead');
    expect(down()).not.toContain('losing 1 die');
    tool.readings.standingDownLoss = 'either-choice';
    expect(down()).toContain('or evades instead, losing 1 die of elements');
  });

  it('shows the notes printed with the expected behaviour table, linked to their sections', async () => {
    const tool = new ControlTestTool(1);
    expect(tool.tableNotes).toEqual([]);
    await tool.loadRegister();
    const notes = tool.tableNotes;
    expect(notes[0]?.text).toContain('A charge that rolls up: charges, but unformed.');
    expect(notes.map((n) => n.href)).toContain('/macbeth-to-medici/r/expected-behaviour/');
  });

  it('Green passes on 7 only (6/36); Veteran on 5 to 9', () => {
    const tool = new ControlTestTool(1);
    tool.set('experience', 'green');
    expect(answered(tool).rows[0]!.chance).toEqual(chance(6, 36));
    tool.set('experience', 'veteran');
    expect(answered(tool).rows[0]!.chance).toEqual(chance(24, 36));
    expect(answered(tool).steps[0]!.text).toBe('veteran passes on 5 to 9');
  });

  it('reads entered dice: 3 and 4 pass, 6 and 5 roll up, and says what that means when standing', () => {
    const tool = new ControlTestTool(1);
    tool.set('situation', 'standing');
    tool.dice[0]!.entry.enter('3 4');
    let value = answered(tool);
    expect(value.rolled).toBe(true);
    expect(value.answer).toBe('Score 7: pass — Stands');
    expect(value.chance).toBe('This result: 44.4% (16/36) before the roll');
    expect(value.rows.find((r) => r.current)?.key).toBe('pass');
    tool.dice[0]!.entry.enter('6 5');
    value = answered(tool);
    expect(value.answer).toBe('Score 11: rolls up — Stands, but unformed');
    expect(value.steps.at(-1)).toMatchObject({
      text: 'Rolls up: Stands, but unformed',
      href: '/macbeth-to-medici/r/standing/',
    });
  });

  it('an officer swaps in his Leadership only when that passes; the other reading rolls one die', () => {
    const tool = new ControlTestTool(1);
    tool.set('leadership', '4');
    tool.dice[0]!.entry.enter('1 1');
    expect(answered(tool).answer).toBe('Score 2: rolls down — Stays where it is, unformed');
    tool.dice[0]!.entry.enter('1 3');
    expect(answered(tool).answer).toBe('Score 7: pass — Charges as ordered');
    expect(answered(tool).steps.map((s) => s.text)).toEqual([
      'seasoned passes on 6 to 8',
      'Dice: 1 and 3',
      'Leadership 4 in place of the 1',
      'Score 7 against 6–8: passes',
      'Pass: Charges as ordered',
    ]);
    tool.readings.controlLeadership = 'always';
    expect(tool.dice[0]!.entry.label).toBe('1D6');
    tool.dice[0]!.entry.enter('2');
    expect(answered(tool).answer).toBe('Score 6: pass — Charges as ordered');
  });

  it('an Erratic unit that fails turns Impetuous rolling up and Broken rolling down', () => {
    const tool = new ControlTestTool(1);
    tool.set('morale', 'erratic');
    tool.set('hits', 2);
    const rows = answered(tool).rows;
    expect(rows.map((r) => r.detail)).toEqual([
      'Charges as ordered',
      'Charges, but unformed; becomes impetuous; removes 2 elements for its hits',
      'Stays where it is, unformed; becomes broken; removes 2 elements for its hits',
    ]);
  });

  it('names the field of a bad value: blank hits, negative hits, a die the unit cannot show', () => {
    const tool = new ControlTestTool(1);
    tool.set('hits', Number.NaN);
    expect(tool.errorAt('hits')?.message).toBe('Hits carried: enter a number');
    tool.set('hits', -1);
    expect(tool.errorAt('hits')).toMatchObject({ field: 'hits', rule: 'unit-endurance' });
    tool.set('hits', 0);
    tool.set('diceKind', 'average');
    tool.dice[0]!.entry.enter('1 6');
    expect(tool.errorAt('dice')).toMatchObject({ field: 'dice', rule: 'control-test' });
    expect(tool.result.ok).toBe(true);
    expect(answered(tool).rolled).toBe(false);
    expect(tool.strayError).toBeUndefined();
  });

  it('keeps only what differs in its link and restores it, readings included', async () => {
    const tool = new ControlTestTool(1);
    tool.set('experience', 'veteran');
    tool.dice[0]!.entry.enter('2 3');
    tool.readings.averageDie = 'one-to-five';
    const fields = tool.linkFields;
    const changed = Object.entries(fields).filter(([k, v]) => tool.linkDefaults[k] !== v);
    expect(Object.fromEntries(changed)).toEqual({
      experience: 'veteran',
      d0: '2 3',
      'o.averageDie': 'one-to-five',
    });
    const copy = new ControlTestTool(1);
    await copy.loadLink({ ...Object.fromEntries(changed), situation: 'nonsense', hits: '2' });
    expect(copy.linkProblem).toMatch(
      /^This link was not opened: Tested when: one of .*"nonsense"\.$/,
    );
    expect(copy.linkFields).toEqual(new ControlTestTool(1).linkFields);
    await copy.loadLink({ ...Object.fromEntries(changed), hits: '2' });
    expect(copy.linkProblem).toBeUndefined();
    expect(copy.text('experience')).toBe('veteran');
    expect(copy.text('situation')).toBe('charging');
    expect(copy.number('hits')).toBe(2);
    expect(copy.readings.averageDie).toBe('one-to-five');
    expect(answered(copy).answer).toBe('Score 5: pass — Charges as ordered');
  });
});
