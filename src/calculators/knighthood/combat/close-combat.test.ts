import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../../../engine/core/index.ts';
import { isActive, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { CloseCombatTool } from './close-combat.svelte.ts';

const answered = (tool: CloseCombatTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('Close-combat tool (5.40, T15, T16)', () => {
  it("cavalry (AC4) charging long spear (AC3, 2 cohesive ranks): each side's working and odds", () => {
    const tool = new CloseCombatTool(1);
    const value = answered(tool);
    expect(value.steps.map((s) => `${s.rule}: ${s.text}`)).toEqual([
      'T16: Side a: Each armour class of the unit +4 = 4 points',
      'T15: Side a: 4 against 7, disadvantage on Cav. vs. Inf.: hits on 1 (16.7% (6/36) a die)',
      '5.40: Side a: 2 MMS fighting, 6D + 2D rank 2 = 8D',
      'T16: Side b: Each armour class of the unit +3, Each cohesive rank of P or LTS +4 = 7 points',
      'T15: Side b: 7 against 4, advantage on Inf. vs. Cav.: hits on 2 (33.3% (12/36) a die)',
      '5.40: Side b: 3 MMS fighting, 12D + 3D rank 2 = 15D',
      expect.stringMatching(
        /^5\.40: Side a breaks through \(.*%\): it may 1\. rally back, in any formation, to any point on its charge line; 2\. stay where it is; 3\. charge another unit within 1CI .* \(1 and 3 are its next turn's move\)$/,
      ),
    ]);
    expect(value.steps[0]?.href).toBe('/knighthood-3/r/T16/');
    expect(value.answer).toMatch(
      /^Side a pushes Side b back .* · Side b pushes Side a back .* · neither .*$/,
    );
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    expect(value.rows[0]?.label).toBe('Side b pushed back 12"');
    expect(value.rows.at(-1)?.label).toBe('Side a pushed back 15"');
    expect(value.rolled).toBe(false);
    expect(tool.dice.map((d) => d.entry.label)).toEqual(['8D6', '0D6', '15D6', '0D6']);
  });

  it('T16 lines ticked: a first chivalry charge with lances gives 10 against 7, 4/3 against 1/3', () => {
    const tool = new CloseCombatTool(1);
    for (const line of ['first-chivalry-charge', 'chivalry', 'charging-lance'])
      tool.set(`a.line.${line}`, true);
    const steps = answered(tool).steps.map((s) => s.text);
    expect(steps[1]).toBe(
      'Side a: 10 against 7, advantage on Cav. vs. Inf.: hits on 4/3 (58.3% (21/36) a die)',
    );
    expect(steps[4]).toBe(
      'Side b: 7 against 10, disadvantage on Inf. vs. Cav.: hits on 1/3 (8.3% (3/36) a die)',
    );
  });

  it('a leader and situation lines: a Rash leader (+2) and attacking the flank (+3)', () => {
    const tool = new CloseCombatTool(1);
    tool.set('a.leader', 'D');
    tool.set('a.situation.flank-or-rear', true);
    expect(answered(tool).steps[0]?.text).toBe(
      'Side a: Each armour class of the unit +4, Leader attached (his CC bonus) +2, Attacking flank or rear +3 = 9 points',
    );
  });

  it('reads the dice: eight 1s against fifteen 6s: the cavalry breaks through, b back 12"', () => {
    const tool = new CloseCombatTool(1);
    tool.dice[0]!.entry.enter('1 1 1 1 1 1 1 1');
    expect(answered(tool).rolled).toBe(false);
    tool.dice[2]!.entry.enter(Array(15).fill('6').join(' '));
    const value = answered(tool);
    expect(value.rolled).toBe(true);
    expect(value.answer).toBe(
      'Side a: 8 hits, 0 figures lost; Side b: 0 hits, 12 figures lost: Side b pushed back 12"; Side a breaks through; Side b disordered',
    );
    // Named, the sides read as the player's units, in the answer, the rows and the working.
    tool.set('a.name', 'Knights');
    tool.set('b.name', ' Spearmen ');
    const named = answered(tool);
    expect(named.answer).toBe(
      'Knights: 8 hits, 0 figures lost; Spearmen: 0 hits, 12 figures lost: Spearmen pushed back 12"; Knights breaks through; Spearmen disordered',
    );
    expect(named.rows[0]?.label).toBe('Spearmen pushed back 12"');
    expect(named.steps[0]?.text).toMatch(/^Knights: /);
    tool.set('a.name', '<img src=x>');
    expect(answered(tool).answer).toMatch(/^img srcx: 8 hits/);
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['b12']);
    expect(value.chance).toMatch(/^This result: .* before the roll$/);
  });

  it('Dice: a bucket of dice counted as hits reads the same round; a count above the dice is refused', () => {
    const tool = new CloseCombatTool(1);
    tool.set('a.countHits', true);
    tool.set('b.countHits', true);
    expect(tool.dice.every((d) => d.active?.() === false)).toBe(true);
    tool.set('a.hits', 8);
    expect(answered(tool).rolled).toBe(false);
    tool.set('b.hits', 0);
    expect(answered(tool).answer).toBe(
      'Side a: 8 hits, 0 figures lost; Side b: 0 hits, 12 figures lost: Side b pushed back 12"; Side a breaks through; Side b disordered',
    );
    tool.set('a.hits', 9);
    expect(tool.errorAt('a.hits')).toMatchObject({
      rule: '5.40',
      message: '8 dice score at most 8 hits (one a die), not 9',
    });
    // One side counted, the other read die by die.
    tool.set('a.hits', 8);
    tool.set('b.countHits', false);
    tool.dice[2]!.entry.enter(Array(15).fill('6').join(' '));
    expect(answered(tool).answer).toMatch(/^Side a: 8 hits, 0 figures lost; Side b: 0 hits/);
  });

  it('a fraction asks for a second die for each first die on its first figure', () => {
    const tool = new CloseCombatTool(1);
    for (const line of ['first-chivalry-charge', 'chivalry', 'charging-lance'])
      tool.set(`a.line.${line}`, true);
    tool.dice[0]!.entry.enter('4 4 1 6 6 6 6 6');
    expect(tool.dice[1]!.entry.label).toBe('2D6');
    tool.dice[2]!.entry.enter(Array(15).fill('6').join(' '));
    expect(answered(tool).rolled).toBe(false);
    tool.dice[1]!.entry.enter('3 4');
    expect(answered(tool).answer).toMatch(
      /^Side a: 2 hits, 0 figures lost; Side b: 0 hits, 2 figures lost: Side b pushed back 2"/,
    );
  });

  it("engine errors land at the side's field; contact at the shared field", () => {
    const tool = new CloseCombatTool(1);
    tool.set('b.front', 0);
    expect(tool.errorAt('b.front')).toMatchObject({ rule: '5.40' });
    tool.set('b.front', 4);
    tool.set('a.rank2', -1);
    expect(tool.errorAt('a.rank2')).toMatchObject({ rule: '5.20' });
    tool.set('a.rank2', 2);
    tool.set('contact', 3);
    expect(tool.errorAt('contact')).toMatchObject({ rule: '5.40' });
    tool.set('contact', 2);
    tool.set('b.armourClass', 6);
    expect(tool.errorAt('b.armourClass')).toMatchObject({ rule: 'T16' });
    tool.set('b.armourClass', Number.NaN);
    expect(tool.errorAt('b.armourClass')?.message).toBe(
      'Side b: armour class (1 to 5): enter a number',
    );
  });

  it('a wedge rolls its whole body and faces 1 MMS; a shield wall halves its dice', () => {
    const tool = new CloseCombatTool(1);
    tool.set('a.shape', 'wedge');
    expect(answered(tool).steps[5]?.text).toBe('Side b: 1 MMS fighting, 4D + 1D rank 2 = 5D');
    expect(answered(tool).steps[2]?.text).toBe('Side a: 1 MMS fighting, 18D = 18D');
    tool.set('a.shape', 'line');
    tool.set('b.morale', 'B');
    tool.set('b.shape', 'shield-wall');
    expect(answered(tool).steps[5]?.text).toBe(
      'Side b: 3 MMS fighting, 12D + 3D rank 2, halved for shield wall = 8D',
    );
  });

  it('offers the close-combat readings and keeps them in the link', async () => {
    const tool = new CloseCombatTool(1);
    await tool.loadRegister();
    const ids = tool.errata.map((c) => c.id);
    expect(ids).toEqual(
      expect.arrayContaining(['combat-disorder-rounding', 'breakthrough-by-both']),
    );
    tool.set('a.disordered', true);
    tool.setReading({ name: 'combatHalfDice', value: 'round-up' }, true);
    tool.set('a.rank2', 0);
    expect(answered(tool).steps[2]?.text).toBe(
      'Side a: 2 MMS fighting, 6D, halved for disorder = 3D',
    );
    const copy = new CloseCombatTool(1);
    await copy.loadLink(tool.linkFields);
    expect(copy.linkFields).toEqual(tool.linkFields);
    expect(copy.readings.combatHalfDice).toBe('round-up');
  });
});

describe('Close-combat tool: the second dice of a fraction (Dice)', () => {
  it("asks for second dice only when a first die shows the fraction's first figure", () => {
    const tool = new CloseCombatTool(1);
    for (const line of ['first-chivalry-charge', 'chivalry', 'charging-lance'])
      tool.set(`a.line.${line}`, true);
    expect(tool.dice.map(isActive)).toEqual([true, false, true, false]);
    tool.dice[0]!.entry.enter('4 1 6 6 6 6 6 6');
    expect(tool.dice.map(isActive)).toEqual([true, true, true, false]);
    expect(tool.dice[1]!.name).toBe('Side a: second dice (one per first die of 4)');
  });

  it("a side caught in flank rolls no dice, and the round reads from the other side's alone", () => {
    const tool = new CloseCombatTool(1);
    tool.set('b.caughtInFlankOrRear', true);
    expect(tool.dice.map(isActive)).toEqual([true, false, false, false]);
    tool.dice[0]!.entry.enter('1 1 6 6 6 6 6 6');
    expect(answered(tool).answer).toBe(
      'Side a: 2 hits, 0 figures lost; Side b: 0 hits, 2 figures lost: Side b pushed back 2"; Side a need not follow up (R troops; they may retire instead)',
    );
  });
});
