import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../../engine/core/index.ts';
import { ArcheryTool } from './combat/archery.svelte.ts';
import { BombardTool } from './combat/bombard.svelte.ts';
import { SkirmishTool } from './combat/skirmish.svelte.ts';
import { FatigueTool } from './control/fatigue.svelte.ts';
import { ImpactTool } from './combat/impact.svelte.ts';
import { InitiativeTool } from './movement/initiative.svelte.ts';
import { MeleeTool } from './combat/melee.svelte.ts';
import { TerrainTool } from './movement/terrain.svelte.ts';
import type { ToolAnswer } from '../kit/tool-state.svelte.ts';
import type { M2mTool } from './tool-state.svelte.ts';

const answered = (tool: M2mTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const total = (value: ToolAnswer) => sum(value.rows.map((r) => r.chance));

describe('Archery tool (Firing: archery)', () => {
  it('Seasoned open-order firers against Seasoned standing targets (defence 6): a hit on +3 or better, 6/36', () => {
    const tool = new ArcheryTool(1);
    const value = answered(tool);
    expect(value.answer).toBe('At least 1 hit: 16.7%');
    expect(value.caption).toBe('Each firing value against defence 6');
    expect(total(value)).toEqual(chance(1, 1));
    expect(value.rows.find((r) => r.key === '7')?.chance).toEqual(chance(3, 36));
  });

  it('reads the dice: plus 6, minus 2 is +4, firing 8, 1 hit, 1 of 4 elements removed', () => {
    const tool = new ArcheryTool(1);
    tool.dice[0]!.entry.enter('6');
    tool.dice[1]!.entry.enter('2');
    const value = answered(tool);
    expect(value.answer).toBe('Firing 8: 1 hit, 1 element removed; target takes a Control test');
    expect(value.chance).toBe('This firing value: 5.6% (2/36) before the roll');
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['8']);
  });

  it('an armoured target adds a minus die; a range past the bow is an error at the range', () => {
    const tool = new ArcheryTool(1);
    tool.set('target.armour', 'heavy');
    expect(tool.dice[1]!.entry.label).toBe('2D6');
    tool.set('firer.range', 19);
    expect(tool.errorAt('firer.range')).toMatchObject({ rule: 'archery' });
    tool.set('firer.range', 18);
    expect(tool.errorAt('firer.range')).toBeUndefined();
  });
});

describe('Archery tool: shields and pavises on the move (Unit armour)', () => {
  it('an advancing loose order target loses its shield, and says so before the roll', () => {
    const tool = new ArcheryTool(1);
    tool.set('target.armour', 'heavy');
    tool.set('target.shielded', true);
    expect(answered(tool).answer).toBe('At least 1 hit: 0%');
    tool.set('target.action', 'advancing');
    tool.set('target.order', 'loose');
    const value = answered(tool);
    expect(value.answer).not.toBe('At least 1 hit: 0%');
    expect(value.steps[0]!.text).toMatch(/only close order troops count a shield while moving/);
  });

  it('a pavise counts at the halt only', () => {
    const tool = new ArcheryTool(1);
    tool.set('target.pavise', true);
    expect(answered(tool).answer).toBe('At least 1 hit: 0%');
    tool.set('target.action', 'falling-back');
    expect(answered(tool).steps[0]!.text).toMatch(/a pavise serves only at the halt/);
  });
});

describe('Impact combat tool', () => {
  it('every result adds up to 1; lance cap 5 against other weapons cap 1', () => {
    const tool = new ImpactTool(1);
    const value = answered(tool);
    expect(total(value)).toEqual(chance(1, 1));
    expect(value.rows[0]!.label).toBe('Side a by 5');
    expect(value.rows.at(-1)!.label).toBe('Side b by 7');
  });

  it('reads four sets of dice: cavalry 3 + 5 against foot 4 + 0 win by 4 and pass through', () => {
    const tool = new ImpactTool(1);
    for (const [i, faces] of ['6', '1', '1', '1'].entries()) tool.dice[i]!.entry.enter(faces);
    const value = answered(tool);
    expect(value.answer).toBe(
      'Side a 8 against Side b 4: Side a wins; Side b takes 3 hits and a Control test; 2 ranks passed, through and out; Side b unformed',
    );
    // Named, the sides read as the player's units.
    tool.set('a.name', 'Gendarmes');
    tool.set('b.name', 'Landsknechts');
    expect(answered(tool).answer).toBe(
      'Gendarmes 8 against Landsknechts 4: Gendarmes wins; Landsknechts takes 3 hits and a Control test; 2 ranks passed, through and out; Landsknechts unformed',
    );
    // The working names them too, line by line.
    const named = answered(tool).steps.map((s) => s.text);
    expect(named.filter((t) => /\bside [ab]\b/i.test(t))).toEqual([]);
    expect(named.some((t) => t.startsWith('Landsknechts: base '))).toBe(true);
    tool.set('a.name', '');
    tool.set('b.name', '');
    expect(value.chance).toMatch(/^This result: .* before the roll$/);
    expect(value.rows.filter((r) => r.current).map((r) => r.label)).toEqual(['Side a by 4']);
    expect(value.steps.at(-1)?.href).toBe('/macbeth-to-medici/r/impact-combat/');
  });

  it('who fights Impact follows the impact-scope switch: uncharged billmen against loose foot', () => {
    const tool = new ImpactTool(1);
    tool.set('a.mounted', false);
    tool.set('a.charged', false);
    tool.set('a.weapon', 'other');
    tool.set('a.order', 'close');
    tool.set('b.order', 'loose');
    expect(tool.result.ok).toBe(true);
    tool.readings.impactScope = 'combat-sequence';
    expect(tool.errorAt('a.charged')).toMatchObject({ rule: 'combat' });
    tool.set('b.pikemen', true);
    expect(tool.result.ok).toBe(true);
  });

  it('dual-armed troops that shot roll a minus die of their own only under whenever-shot', () => {
    const tool = new ImpactTool(1);
    tool.set('b.dualArmedShot', true);
    expect(tool.dice[3]!.entry.label).toBe('1D6');
    tool.readings.dualArmedPenalty = 'whenever-shot';
    expect(tool.dice[3]!.entry.label).toBe('2D6');
  });

  it('a cause ticked adds its die to that side', () => {
    const tool = new ImpactTool(1);
    tool.set('b.cause.unformed', true);
    expect(tool.dice[3]!.entry.label).toBe('2D6');
    expect(tool.dice[1]!.entry.label).toBe('1D6');
  });
});

describe('Terrain deduction tool (Terrain effects)', () => {
  it('class 3 reads the higher of two average dice, doubled when mounted', () => {
    const tool = new TerrainTool(1);
    tool.set('cls', '3');
    let value = answered(tool);
    expect(value.answer).toBe('Loses 2″ to 5″');
    expect(total(value)).toEqual(chance(1, 1));
    tool.set('mounted', true);
    tool.dice[0]!.entry.enter('3 4');
    value = answered(tool);
    expect(value.answer).toBe('Loses 8″');
    expect(value.steps.map((s) => s.text)).toEqual([
      'Class 3 reads the higher die of two average dice',
      'Doubled: mounted',
    ]);
  });

  it('an officer is not slowed; a face the average die lacks is an error at the dice', () => {
    const tool = new TerrainTool(1);
    tool.set('mover', 'officer');
    expect(answered(tool).answer).toBe('Loses 0″ to 0″');
    tool.dice[0]!.entry.enter('1 6');
    expect(tool.errorAt('dice')).toMatchObject({ rule: 'terrain-effects' });
  });
});

describe('Fatigue tool', () => {
  it('cavalry in full armour after a charge and one melee score 1 + 1 + 1 + 2 = 5', () => {
    const tool = new FatigueTool();
    tool.set('base', 'cavalry');
    tool.set('armour', 'full');
    tool.set('movedFast', true);
    tool.set('melees', 1);
    tool.set('order', 'loose');
    expect(answered(tool).answer).toBe('Score 5: 1 hit');
    expect(answered(tool).steps.at(-1)?.text).toBe('Score 5 against pass level 3: 1 hit');
    tool.set('order', 'open');
    expect(answered(tool).answer).toBe('Score 5: 2 hits');
    expect(answered(tool).steps.map((s) => s.text)).toEqual([
      'Base: cavalry: 1',
      'Charged, counter-charged, doubled or evaded: 1',
      'Each Melee combat this turn: 1',
      'Full armour: 2',
      'Score 5 against pass level 2: 2 hits',
    ]);
    tool.set('melees', -1);
    expect(tool.errorAt('melees')).toMatchObject({ rule: 'fatigue' });
  });

  it('each terrain feature crossed adds its class', () => {
    const tool = new FatigueTool();
    tool.set('terrain2', 1);
    tool.set('terrain3', 1);
    expect(answered(tool).answer).toBe('Score 5: 1 hit');
    // A count of features that cannot be is said at its field, never rounded away.
    tool.set('terrain1', -1);
    expect(tool.errorAt('terrain1')).toMatchObject({ rule: 'fatigue' });
    tool.set('terrain1', 1.5);
    expect(tool.errorAt('terrain1')).toMatchObject({ rule: 'fatigue' });
  });
});

describe('Initiative tool (Initiative and reaction)', () => {
  it('seasoned open-order foot rate 9 (3 + 4 + 2); against close order the first moves first', () => {
    const tool = new InitiativeTool();
    const value = answered(tool);
    expect(value.chance).toMatch(/^Ratings 9 and /);
    expect(value.answer).toMatch(/^First unit moves \d+″ first$/);
    tool.set('second.order', 'open');
    expect(answered(tool).answer).toBe('Equal ratings (9): neither moves first');
    tool.set('second.mobility', 'mounted');
    expect(answered(tool).answer).toMatch(/^Second unit moves \d+″ first$/);
  });

  it('shows each side rating as the engine writes it', () => {
    const tool = new InitiativeTool();
    expect(answered(tool).steps.map((s) => s.text)).toEqual([
      'First unit: Experience: seasoned 3, Order: open 4, Mobility: foot 2; rating 9',
      expect.stringMatching(
        /^Second unit: Experience: seasoned 3, Order: close \d+, Mobility: foot 2; rating \d+$/,
      ),
    ]);
  });
});

describe('Melee combat tool', () => {
  it('two equal sides win equally often, and every result adds up to 1', () => {
    const value = answered(new MeleeTool(1));
    expect(total(value)).toEqual(chance(1, 1));
    const [a, b] = value.answer.match(/\d+\.\d%/g) ?? [];
    expect(a).toBe(b);
    // Before the roll the working shows each side's base, dice and cap.
    expect(value.steps.map((s) => s.text)).toEqual([
      'Side a: base 3, plus dice 1D6 against minus dice 1D6, factor held to ±3',
      'Side b: base 3, plus dice 1D6 against minus dice 1D6, factor held to ±3',
    ]);
    const tool = new MeleeTool(1);
    tool.set('b.name', 'Town levy');
    expect(answered(tool).steps[1]?.text).toMatch(/^Town levy: base 3, /);
  });

  it('reads the dice: a scores 3 + 3 (held to ±3), b 3 + 0; b takes 3 hits and loses 4 ÷ 3 rounded up', () => {
    const tool = new MeleeTool(1);
    for (const [i, faces] of ['5', '1', '2', '2'].entries()) tool.dice[i]!.entry.enter(faces);
    const value = answered(tool);
    expect(value.answer).toBe(
      'Side a 6 against Side b 3: Side a wins; Side a takes 0 hits, loses 0 elements; Side b takes 3 hits, loses 2 elements',
    );
    expect(value.rows.filter((r) => r.current)).toHaveLength(1);
    expect(value.steps.at(-1)?.href).toBe('/macbeth-to-medici/r/melee-combat/');
  });

  it('dual-armed troops that shot roll a minus die of their own only under whenever-shot', () => {
    const tool = new MeleeTool(1);
    tool.set('a.dualArmedShot', true);
    expect(tool.dice[1]!.entry.label).toBe('1D6');
    tool.readings.dualArmedPenalty = 'whenever-shot';
    expect(tool.dice[1]!.entry.label).toBe('2D6');
  });

  it('a side in bad going rolls a minus die of its own only under minus-die', () => {
    const tool = new MeleeTool(1);
    tool.set('b.badGoing', true);
    expect(tool.dice[3]!.entry.label).toBe('1D6');
    tool.readings.terrainInCombat = 'minus-die';
    expect(tool.dice[3]!.entry.label).toBe('2D6');
  });

  it('heavy lancers fight at ±1 read here, at ±3 under as-light-lance', () => {
    const tool = new MeleeTool(1);
    tool.set('a.weapon', 'heavy-lance');
    expect(answered(tool).steps[0]!.text).toMatch(/factor held to ±1$/);
    tool.readings.heavyLanceMelee = 'as-light-lance';
    expect(answered(tool).steps[0]!.text).toMatch(/factor held to ±3$/);
  });

  it('names a side with no elements at its field', () => {
    const tool = new MeleeTool(1);
    tool.set('b.elements', 0);
    expect(tool.errorAt('b.elements')).toMatchObject({ rule: 'melee-combat' });
  });
});

describe('Bombard tool (Firing gunnes)', () => {
  it('a Seasoned crew: a double hits 6/36; the gun explodes beyond −3, 3/36', () => {
    const tool = new BombardTool(1);
    const value = answered(tool);
    expect(value.answer).toBe('Hit 16.7% · explodes 8.3%');
    expect(total(value)).toEqual(chance(1, 1));
    tool.dice[0]!.entry.enter('5 2');
    expect(answered(tool).answer).toBe('Net 3: 3 phantom hits');
    tool.dice[0]!.entry.enter('1 6');
    expect(answered(tool).answer).toBe('Net -5: the bombard explodes');
    tool.set('range', 25);
    expect(tool.errorAt('range')).toMatchObject({ rule: 'gunnes' });
  });
});

describe('Skirmish fire tool', () => {
  it('a moving loose order target counts no shield, and the working says so', () => {
    const tool = new SkirmishTool();
    tool.set('target.shielded', true);
    expect(answered(tool).answer).toBe('2 skirmish hits: a Control test');
    tool.set('target.order', 'loose');
    tool.set('target.moving', true);
    const value = answered(tool);
    expect(value.answer).toBe('3 skirmish hits: a Control test');
    expect(value.steps[0]!.text).toMatch(/only close order troops count a shield while moving/);
  });

  it('Steady open-order skirmishers score 2 + 1 = 3 skirmish hits; heavy armour takes one off', () => {
    const tool = new SkirmishTool();
    expect(answered(tool).answer).toBe('3 skirmish hits: a Control test');
    expect(answered(tool).chance).toBe('Reaction movement 3″ shorter');
    tool.set('target.armour', 'heavy');
    expect(answered(tool).answer).toBe('2 skirmish hits: a Control test');
    tool.set('weapon', 'handgun-or-heavy-crossbow');
    expect(answered(tool).answer).toBe('3 skirmish hits: a Control test');
    tool.set('hitsCarried', -1);
    expect(tool.errorAt('hitsCarried')).toMatchObject({ rule: 'skirmish-fire' });
  });
});
