import { describe, expect, it } from 'vitest';
import { chance, sum } from '../../../engine/core/index.ts';
import { ChargeReactionTool } from './combat/charge-reaction.svelte.ts';
import { CohesionTool } from './combat/cohesion.svelte.ts';
import { MissileFireTool } from './fire/missile-fire.svelte.ts';
import type { ToolAnswer } from '../kit/tool-state.svelte.ts';
import type { KnighthoodTool } from './tool-state.svelte.ts';
import { MoraleCheckTool } from './morale/morale-check.svelte.ts';
import { MovementBandTool } from './movement/movement-band.svelte.ts';
import { RoughTerrainTool } from './movement/rough-terrain.svelte.ts';

const answered = (tool: KnighthoodTool): ToolAnswer => {
  const result = tool.result;
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

const total = (tool: KnighthoodTool) => sum(answered(tool).rows.map((r) => r.chance));

describe('Charge reaction tool (5.01, T11) and defensive fire (5.10, T12)', () => {
  it('T11: stationary infantry charged with 2CI have 2 RP: the single and double actions', () => {
    const tool = new ChargeReactionTool(1);
    const value = answered(tool);
    expect(value.answer).toBe('2 reaction points: 5 reactions allowed');
    expect(value.steps[1]!.text).toContain('turn to face the rear (2 RP)');
    expect(value.rows.map((r) => [r.key, r.chance])).toEqual([
      ['close', chance(1, 6)],
      ['medium', chance(2, 6)],
      ['long', chance(2, 6)],
      ['no-effect', chance(1, 6)],
    ]);
    expect(total(tool)).toEqual(chance(1, 1));
  });

  it('5.01 example from 15" (2CI): T11 leaves the infantry 0 RP; the example\'s count, 1 RP', async () => {
    const tool = new ChargeReactionTool(1);
    await tool.loadRegister();
    tool.set('state', 'moving-infantry');
    tool.set('increments', '2');
    tool.set('m.flank-or-rear', true);
    expect(answered(tool).answer).toMatch(/^0 reaction points/);
    const option = tool.errata.find((e) => e.id === 'reaction-example-points')?.option;
    expect(option).toEqual({ name: 'movingInfantryReaction', value: 'example-count' });
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toBe('1 reaction point: 3 reactions allowed');
  });

  it('T11 3CI column: moving infantry hit on the flank keep 1 RP (2 less 1)', () => {
    const tool = new ChargeReactionTool(1);
    tool.set('state', 'moving-infantry');
    tool.set('increments', '3');
    tool.set('m.flank-or-rear', true);
    expect(answered(tool).answer).toBe('1 reaction point: 3 reactions allowed');
    expect(answered(tool).steps[1]!.text).toBe('Modifiers -1: 1 point');
  });

  it('T12: a 5 at 2CI is long range; not the target at 1CI, no defensive fire', () => {
    const tool = new ChargeReactionTool(1);
    tool.dice[0]!.entry.enter('5');
    expect(answered(tool).answer).toBe('2 reaction points: 5 reactions allowed · fire: long range');
    expect(answered(tool).chance).toBe('This fire: 33.3% (2/6) before the roll');
    tool.set('charged', false);
    expect(answered(tool).caption).toBe('Defensive fire in the 1CI column');
    tool.set('increments', '1');
    expect(answered(tool).rows).toEqual([]);
    expect(answered(tool).steps.at(-1)!.rule).toBe('5.10');
  });
});

describe('Cohesion tool (5.30, T14)', () => {
  it('T14: unmodified, cohesive on 2 or more: 5/6; disordered (-2) on 4 or more', () => {
    const tool = new CohesionTool(1);
    expect(answered(tool).answer).toBe('Cohesive 83.3% (5/6)');
    tool.set('m.disordered', true);
    expect(answered(tool).rows.map((r) => r.chance)).toEqual([chance(3, 6), chance(3, 6)]);
    tool.dice[0]!.entry.enter('3');
    expect(answered(tool).answer).toBe('Not cohesive: fights as LHW with no depth bonus');
    expect(answered(tool).steps.at(-1)!.text).toBe('3 -2 = 1: not cohesive');
  });
});

describe('Morale check tool (6.00, T17A, T17B)', () => {
  it('T17A: a C unit with no modifiers carries on 4/6, retires 2/6', () => {
    const tool = new MoraleCheckTool(1);
    expect(answered(tool).answer).toBe('Carry on 66.7% · Retire 33.3%');
    expect(total(tool)).toEqual(chance(1, 1));
  });

  it('6.00: a banner lost adds nothing as read here, or the leader-lost +2 under the other reading', async () => {
    const tool = new MoraleCheckTool(1);
    tool.set('bannerLost', true);
    expect(answered(tool).steps[0]).toMatchObject({
      text: 'Banner lost within 15" in sight: no line of its own (read here): 0',
      href: '/knighthood-3/r/6.00/',
    });
    expect(answered(tool).caption).toBe('Each result for class C at 0');
    await tool.loadRegister();
    const option = tool.errata.find((e) => e.id === 'banner-lost-modifier')?.option;
    expect(option).toEqual({ name: 'bannerLost', value: 'as-leader-lost' });
    if (option) tool.setReading(option, true);
    expect(answered(tool).caption).toBe('Each result for class C at +2');
  });

  it('out of the line of battle (advanced rule after 3.9): +2, cited to 3.9', () => {
    const tool = new MoraleCheckTool(1);
    tool.set('outOfLineOfBattle', true);
    const value = answered(tool);
    expect(value.steps[0]).toMatchObject({
      text: 'Unit out of the line of battle (advanced rule after 3.9): +2',
      href: '/knighthood-3/r/3.9/',
    });
  });

  it('T17A: every line adds: 25-50% casualties +3, pushed back 4" +2, leader bonus 1 taken off', () => {
    const tool = new MoraleCheckTool(1);
    tool.set('figuresLost', 8);
    tool.set('combatLoss', 'pushed-back');
    tool.set('combatAmount', 4);
    tool.set('leaderBonus', 1);
    tool.dice[0]!.entry.enter('3');
    const value = answered(tool);
    expect(value.steps.map((s) => s.text)).toEqual([
      'Attached leader morale bonus, plus or minus as the player chooses: -1',
      'Each 2" pushed back or broken through in CC ×2: +2',
      '25-50% casualties: +3',
      '1D +4 read on class C’s line',
      '3 +4 = 7: Retire',
    ]);
    expect(value.answer).toMatch(/^Retire — Falls back 1CI/);
  });

  it('6.00 Regular troops: the shift either way is offered after the roll', () => {
    const tool = new MoraleCheckTool(1);
    tool.set('regular', true);
    tool.dice[0]!.entry.enter('5');
    expect(answered(tool).steps.at(-1)).toMatchObject({
      text: 'Regular: may take Carry on (1 less) or Retire (1 more) instead',
      rule: '6.00',
    });
  });

  it('errors land at their field: a broken-through difference below 0 at the amount', () => {
    const tool = new MoraleCheckTool(1);
    tool.set('combatLoss', 'broken-through');
    tool.set('combatAmount', -1);
    expect(tool.errorAt('combatAmount')).toMatchObject({ rule: 'T17A' });
    tool.set('combatAmount', Number.NaN);
    expect(tool.errorAt('combatAmount')).toMatchObject({
      message: 'Inches pushed back, or difference in figures lost: enter a number',
    });
    tool.set('combatAmount', 0);
    tool.set('figuresLost', 25);
    expect(tool.errorAt('figuresLost')).toMatchObject({ rule: 'T17A' });
  });
});

describe('Movement band tool (3.00, T5)', () => {
  it('3.00 example: EHK 33" from the enemy end 17" away after crossing into the second band', () => {
    const tool = new MovementBandTool();
    const value = answered(tool);
    expect(value.answer).toBe(
      'Moves 30" in the third band (over 30"); straight at the enemy it ends 17" away',
    );
    expect(value.steps.map((s) => s.rule)).toEqual(['3.00', 'T5', '3.00', '3.00']);
    expect(value.steps[3]!.text).toContain('13" there');
  });

  it('T5: a leader 40" away moves his whole 36" (leaders ignore proximity), ending 4" away', () => {
    const tool = new MovementBandTool();
    tool.set('unit', 'leaders');
    tool.set('distance', 40);
    const value = answered(tool);
    expect(value.answer).toBe(
      'Moves 36" in the third band (over 30"); straight at the enemy it ends 4" away',
    );
    expect(value.steps.at(-1)!.text).toContain('nothing is halved; 11" there');
  });

  it('T5 wagons read by the pattern of the table move 24" in the third band', async () => {
    const tool = new MovementBandTool();
    await tool.loadRegister();
    tool.set('unit', 'wagons');
    tool.set('distance', 40);
    const option = tool.errata.find((e) => e.id === 'wagon-rates')?.option;
    expect(option).toEqual({ name: 'wagonRates', value: 'pattern' });
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toBe(
      'Moves 24" in the third band (over 30"); straight at the enemy it ends 23" away',
    );
  });

  it('the glossary\'s list: wagons 40" away keep their whole 30"', async () => {
    const tool = new MovementBandTool();
    await tool.loadRegister();
    tool.set('unit', 'wagons');
    tool.set('distance', 40);
    expect(answered(tool).answer).toContain('it ends 20" away');
    const option = tool.errata.find((e) => e.id === 'proximity-exemptions')?.option;
    expect(option).toEqual({ name: 'proximityExempt', value: 'glossary-list' });
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toContain('it ends 10" away');
  });

  it('3.00: 15" is the first band; a negative distance is an error at the distance', () => {
    const tool = new MovementBandTool();
    tool.set('distance', 15);
    expect(answered(tool).answer).toBe(
      'Moves 10" in the first band (up to 15"); straight at the enemy it ends 5" away',
    );
    tool.set('distance', -1);
    expect(tool.errorAt('distance')).toMatchObject({ rule: '3.00' });
  });
});

describe('Rough terrain tool (3.9, T6)', () => {
  it('3.9 example: a lightly wooded slope halts on 2 or less; a 5 goes on', () => {
    const tool = new RoughTerrainTool(1);
    expect(answered(tool).answer).toBe('Goes on 66.7% (4/6)');
    tool.dice[0]!.entry.enter('5');
    expect(answered(tool).answer).toBe('Goes on: moves on through the terrain');
    tool.dice[0]!.entry.enter('2');
    expect(answered(tool).answer).toBe('Halted: no further move this turn, and disordered');
    expect(total(tool)).toEqual(chance(1, 1));
  });

  it('3.9 read here: passing in order unless it moved over its MF off a bare slope; 3.30 disorders every non-OO unit', async () => {
    const tool = new RoughTerrainTool(1);
    await tool.loadRegister();
    tool.dice[0]!.entry.enter('5');
    expect(answered(tool).answer).toBe('Goes on: moves on through the terrain');
    tool.set('overMf', true);
    expect(answered(tool).answer).toBe('Goes on: moves on through the terrain, disordered');
    tool.set('overMf', false);
    const option = tool.errata.find((e) => e.id === 'rough-terrain-disorder')?.option;
    expect(option).toEqual({ name: 'roughTerrainDisorder', value: 'every-unit' });
    if (option) tool.setReading(option, true);
    expect(answered(tool).answer).toBe('Goes on: moves on through the terrain, disordered');
    tool.set('m.open-order', true);
    expect(answered(tool).answer).toBe('Goes on: moves on through the terrain');
  });

  it('T6: a river (5) with cavalry (-1) can never be crossed on the first try', () => {
    const tool = new RoughTerrainTool(1);
    tool.set('t.slope', false);
    tool.set('t.open-woods', false);
    tool.set('t.river', true);
    tool.set('m.cavalry', true);
    expect(answered(tool).rows[0]!.chance).toEqual(chance(0, 1));
  });
});

describe('Missile fire tool (4.00–4.80)', () => {
  it('Dice: hits counted instead of each die; a count above the dice is refused at its field', () => {
    const tool = new MissileFireTool(1);
    expect(tool.fields.map((f) => f.key)).not.toContain('hits');
    tool.set('countHits', true);
    expect(tool.fields.map((f) => f.key)).toContain('hits');
    expect(tool.dice.every((d) => d.active?.() === false)).toBe(true);
    expect(answered(tool).rolled).toBe(false);
    tool.set('hits', 2);
    const value = answered(tool);
    expect(value.answer).toBe('2 hits and 2 misses');
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['2']);
    tool.set('hits', 5);
    expect(tool.errorAt('hits')).toMatchObject({
      rule: '4.20',
      message: '4 dice score at most 4 hits (one a die), not 5',
    });
  });

  it('Dice example: 4 figures at 2/3 expect 1 hit; each number of hits over 256', () => {
    const tool = new MissileFireTool(1);
    const value = answered(tool);
    expect(tool.hit).toEqual({ kind: 'fraction', first: 2, second: 3 });
    expect(value.answer).toBe('Expected hits 1 · 4 dice at 2/3');
    expect(value.chance).toBe('One die hits 25.0% (9/36)');
    expect(value.over).toBe(256n);
    expect(value.rows.map((r) => r.chance)).toEqual([
      chance(81, 256),
      chance(108, 256),
      chance(54, 256),
      chance(12, 256),
      chance(1, 256),
    ]);
    expect(sum(value.rows.map((r) => r.chance))).toEqual(chance(1, 1));
    expect(value.steps.map((s) => s.rule)).toEqual(['4.20', 'T8', '4.01', 'T9']);
    expect(value.steps[3]!.href).toBe('/knighthood-3/r/T9/');
  });

  it('Dice example: 5 2 2 1, the two 2s rolled again as 2 and 5: two hits and two misses', () => {
    const tool = new MissileFireTool(1);
    expect(tool.dice[1]!.active?.()).toBe(false);
    tool.dice[0]!.entry.enter('5 2 2 1');
    expect(tool.secondDiceNeeded).toBe(2);
    expect(tool.dice[1]!.active?.()).toBe(true);
    expect(tool.dice[1]!.entry.label).toBe('2D6');
    expect(answered(tool).rolled).toBe(false);
    tool.dice[1]!.entry.enter('2 5');
    const value = answered(tool);
    expect(value.answer).toBe('2 hits and 2 misses');
    expect(value.chance).toBe('This many hits: 21.1% (54/256) before the roll · expected hits 1');
    expect(value.rows.filter((r) => r.current).map((r) => r.key)).toEqual(['2']);
    expect(value.steps.at(-2)!.text).toBe(
      'First dice 5 2 2 1 at 2/3: 1 hit, 1 miss, 2 rolled again',
    );
    expect(value.steps.at(-1)!.text).toBe('Second dice 2 5: a 3 or less hits');
  });

  it('a whole hit number needs no second dice; a seeded roll reads every die', async () => {
    const tool = new MissileFireTool(7);
    tool.set('targetDepth', 0);
    expect(tool.hit).toEqual({ kind: 'whole', value: 1 });
    tool.dice[0]!.entry.enter('1 1 4 6');
    expect(tool.dice[1]!.active?.()).toBe(false);
    expect(answered(tool).answer).toBe('2 hits and 2 misses');
    tool.set('targetDepth', 1);
    await tool.dice[0]!.entry.roll();
    await tool.dice[1]!.entry.roll();
    expect(answered(tool).rolled).toBe(true);
  });

  it('4.20 example: 18 LS longbows, 3 MMS wide and 2 deep, roll 12 dice; disorder halves them', () => {
    const tool = new MissileFireTool(1);
    tool.set('weapon', 'longbow');
    tool.set('frontFigures', 9);
    tool.set('mmsWide', 3);
    tool.set('ranks', 2);
    expect(tool.diceCount).toBe(12);
    tool.set('disordered', true);
    expect(tool.diceCount).toBe(6);
    expect(answered(tool).steps.map((s) => s.rule)).toContain('4.20');
  });

  it('T8: a crossbow that moved more than half its move may not fire: no dice asked for', () => {
    const tool = new MissileFireTool(1);
    tool.set('weapon', 'crossbow');
    tool.set('moved', 'full');
    expect(tool.diceCount).toBe(0);
    expect(tool.dice[0]!.active?.()).toBe(false);
    expect(answered(tool).answer).toBe('No fire: no dice to roll');
    expect(answered(tool).steps[1]!.text).toBe('More than half its move: no fire');
    tool.set('moved', 'half');
    expect(answered(tool).answer).toBe('Expected hits 0.83 · 2 dice at 3/3');
  });

  it('T10: four ranks of target depth count +2 when the target stands uphill, +1 in cover', () => {
    const tool = new MissileFireTool(1);
    tool.set('targetDepth', 4);
    const modifier = () => answered(tool).steps.find((s) => s.rule === 'T9')!.text;
    expect(modifier()).toContain('modifier +4');
    tool.set('uphill', true);
    expect(modifier()).toContain('modifier +2');
    expect(answered(tool).steps.map((s) => s.text)).toContain(
      'Target depth: 4 ranks counted, but at most +2 uphill: +2',
    );
    tool.set('m.light-cover', true);
    expect(modifier()).toContain('modifier -1');
  });

  it('errors land at their field: blank figures, a depth past 4, a rate of fire too high', () => {
    const tool = new MissileFireTool(1);
    tool.set('frontFigures', Number.NaN);
    expect(tool.errorAt('frontFigures')).toMatchObject({ rule: '4.20' });
    tool.set('frontFigures', 4);
    tool.set('targetDepth', 5);
    expect(tool.errorAt('targetDepth')).toMatchObject({ rule: 'T10' });
    tool.set('targetDepth', 4);
    tool.set('rateOfFire', 4);
    expect(tool.errorAt('rateOfFire')).toMatchObject({ rule: '4.30' });
    tool.set('rateOfFire', 3);
    expect(tool.result.ok).toBe(true);
  });

  it('a link restores the fire and its dice', async () => {
    const tool = new MissileFireTool(1);
    tool.set('m.column-target', true);
    tool.dice[0]!.entry.enter('5 2 2 1');
    tool.dice[1]!.entry.enter('2 5');
    const copy = new MissileFireTool(2);
    await copy.loadLink(tool.linkFields);
    expect(copy.flag('m.column-target')).toBe(true);
    expect(answered(copy).answer).toBe(answered(tool).answer);
  });
});

describe('every Knighthood tool', () => {
  /** A rule number or a table id, as the architecture test finds them. */
  const ruleNumber = /(?<![\w.$#-])[1-9]\d?\.\d{1,2}(?![\w%]|\.\d)|(?<![\w-])T\d{1,2}[A-Z]?\b/;

  it('keeps rule numbers out of its field and option labels: the rule sits beside them', async () => {
    const tools = await (await import('../registry.ts')).listTools();
    for (const entry of tools.filter((t) => t.system === 'knighthood')) {
      const Tool = (await entry.load()) as new () => KnighthoodTool;
      const tool = new Tool();
      for (const field of tool.fields) {
        expect(field.label, `${entry.id} ${field.key}`).not.toMatch(ruleNumber);
        if (field.kind === 'choice')
          for (const option of field.options)
            expect(option.label, `${entry.id} ${field.key}`).not.toMatch(ruleNumber);
      }
    }
    const missile = new MissileFireTool();
    expect(missile.fields.find((f) => f.key === 'weapon')?.rule).toBe('T8');
  });
});
