/**
 * Turns (4.3) with their audit trail, through each edition's public
 * movement functions: each step names the rule the book prints for it.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/index.ts';
import { allowedTurns, reentryHexes, returnTurn, turnCost } from '../index.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};

describe('the cost of a turn (4.3)', () => {
  it('Bannockburn 4.3.1–4.3.6, 5.6.3: cavalry CF 1, armor 1, 120° in an enemy ZoC in forest costs 5 + 1 + 4 MP', () => {
    expect(
      value(
        turnCost('bannockburn-1314', {
          kind: 'cavalry',
          cf: 1,
          armor: 1,
          degrees: 120,
          inZoc: true,
          terrain: 'forest',
        }),
      ),
    ).toEqual({
      mp: 10,
      baseMp: 2,
      allowed: true,
      affordable: null,
      usesAllMp: false,
      cfAfter: 0,
      steps: [
        { rule: '4.3.1', text: '120° = 2 × 1 MP base cost: 2 MP' },
        { rule: '4.3.2', text: '2 × (CF 1 + 1) + armor 1 = 5 MP', mp: 5 },
        { rule: '4.3.5', text: 'in an enemy ZoC: +1 MP', mp: 1 },
        {
          rule: '4.3.6',
          text: 'forest: TERRAIN EFFECT prints 4 for cavalry, added to the turn',
          mp: 4,
        },
        { rule: '5.6.3', text: 'the turn drops the charge factor to 0' },
      ],
      errata: ['turn-terrain-example'],
    });
  });

  it('Kosovo 8.1.2–8.1.3: a leader turns as cavalry and ignores enemy ZoCs', () => {
    expect(
      value(turnCost('kosovo-1389', { kind: 'leader', cf: 0, armor: 0, degrees: 60, inZoc: true }))
        .steps,
    ).toEqual([
      { rule: '4.3.1', text: '60° = 1 × 1 MP base cost: 1 MP' },
      {
        rule: '4.3.2',
        text: '1 × (CF 0 + 1) + armor 0 = 1 MP (a leader moves as cavalry, 8.1.2)',
        mp: 1,
      },
      { rule: '8.1.3', text: 'a leader ignores enemy ZoCs: +0', mp: 0 },
      { rule: '4.3.6', text: 'clear: no terrain cost is added to the turn', mp: 0 },
      { rule: '5.6.3', text: 'the turn drops the charge factor to 0' },
    ]);
  });

  it('1066 4.3.3 / 4.3.9: infantry pays 1 MP for any turn, nothing on a road', () => {
    const road = value(
      turnCost('1066', { kind: 'infantry', cf: 0, armor: 0, degrees: 180, onRoad: true }),
    );
    expect(road.mp).toBe(0);
    expect(road.steps).toEqual([
      { rule: '4.3.1', text: '180° = 3 × 1 MP base cost: 3 MP' },
      { rule: '4.3.3', text: 'non-cavalry pays 1 MP for any turn', mp: 1 },
      { rule: '4.3.6', text: 'clear: no terrain cost is added to the turn', mp: 0 },
      { rule: '4.3.9', text: 'moving on a road: the turn costs no MPs', mp: 0 },
      { rule: '5.6.3', text: 'the turn drops the charge factor to 0' },
    ]);
    expect(value(turnCost('1066', { kind: 'infantry', cf: 0, armor: 2, degrees: 180 })).mp).toBe(1);
  });

  it('5.4.2–5.4.3 / 5.5.8: turns in a retreat or pursuit cost nothing; the CF stays in a retreat and under 120° in pursuit', () => {
    const retreat = value(
      turnCost('bannockburn-1314', {
        kind: 'cavalry',
        cf: 2,
        armor: 1,
        degrees: 120,
        context: 'retreat',
      }),
    );
    expect(retreat).toMatchObject({ mp: 0, baseMp: 0, cfAfter: 2 });
    expect(retreat.steps).toEqual([
      { rule: '5.4.2', text: 'a retreat is counted in hexes, not MPs: the turn costs nothing' },
      { rule: '5.4.3', text: 'turns in a retreat keep the charge factor' },
    ]);
    const pursuit = value(
      turnCost('bannockburn-1314', {
        kind: 'cavalry',
        cf: 2,
        armor: 1,
        degrees: 60,
        context: 'pursuit',
      }),
    );
    expect(pursuit.steps).toEqual([
      { rule: '5.5', text: 'a pursuit is counted in hexes, not MPs: the turn costs nothing' },
      { rule: '5.5.8', text: 'a pursuit turn under 120° keeps the charge factor' },
    ]);
    expect(
      value(
        turnCost('bannockburn-1314', {
          kind: 'cavalry',
          cf: 2,
          armor: 1,
          degrees: 120,
          context: 'pursuit',
        }),
      ).cfAfter,
    ).toBe(0);
  });

  it('4.3.4 / 4.2.10: cavalry at CF 3 may not turn 120°, except for all its MPs at the start of the phase', () => {
    const wide = { kind: 'cavalry', cf: 3, armor: 1, degrees: 120 } as const;
    expect(value(turnCost('bannockburn-1314', wide))).toMatchObject({
      allowed: false,
      usesAllMp: false,
    });
    expect(value(turnCost('bannockburn-1314', { ...wide, mpAvailable: 20 }))).toMatchObject({
      allowed: false,
      affordable: true,
    });
    const rescued = value(
      turnCost('bannockburn-1314', { ...wide, startOfPhase: true, mpAvailable: 4 }),
    );
    expect(rescued).toMatchObject({ mp: 4, allowed: true, affordable: true, usesAllMp: true });
    expect(rescued.steps.slice(3)).toEqual([
      { rule: '4.3.4', text: 'CF 3 allows only 60°: turn 60°, move 1 hex, then turn freely' },
      { rule: '4.2.10', text: 'at the start of the phase any turn may be made for all 4 MPs' },
      { rule: '5.6.3', text: 'the turn drops the charge factor to 0' },
    ]);
    const unpriced = turnCost('bannockburn-1314', { ...wide, startOfPhase: true });
    expect(unpriced.ok ? null : unpriced.error.field).toBe('mpAvailable');
    // An affordable turn at the start of the phase is paid normally.
    expect(
      value(
        turnCost('bannockburn-1314', {
          kind: 'cavalry',
          cf: 1,
          armor: 1,
          degrees: 60,
          startOfPhase: true,
          mpAvailable: 9,
        }),
      ),
    ).toMatchObject({
      mp: 3,
      usesAllMp: false,
      affordable: true,
    });
  });

  it('4.3.4: the turns allowed at each charge factor', () => {
    expect(value(allowedTurns('bannockburn-1314', { kind: 'cavalry', cf: 3 }))).toEqual({
      turns: [60],
      mustBreak: true,
      steps: [
        { rule: '4.3.4', text: 'CF 3: 60° only; wider turns need a break' },
        { rule: '4.2.10', text: 'at the start of a phase any turn may be bought with all the MPs' },
      ],
    });
    expect(value(allowedTurns('bannockburn-1314', { kind: 'cavalry', cf: 1 }))).toEqual({
      turns: [60, 120, 180],
      mustBreak: false,
      steps: [{ rule: '4.3.4', text: 'CF 1: any turn up to 180°' }],
    });
  });

  it('a turn is 60, 120 or 180°; a wider one is the other way round', () => {
    const bad = turnCost('bannockburn-1314', { kind: 'infantry', cf: 0, armor: 0, degrees: 240 });
    expect(bad.ok ? null : [bad.error.field, bad.error.message]).toEqual([
      'degrees',
      '240° is more than 180°: turn 120° the other way',
    ]);
    const odd = turnCost('bannockburn-1314', { kind: 'infantry', cf: 0, armor: 0, degrees: 90 });
    expect(odd.ok ? null : odd.error.field).toBe('degrees');
  });

  describe('4.3.6: the terrain cost of a turn from the TERRAIN table', () => {
    const terrainStep = (
      id: string,
      kind: 'cavalry' | 'infantry',
      terrain: 'forest' | 'road' | 'swamps' | 'stream' | 'clear',
      readings = {},
    ) => {
      const turn = value(turnCost(id, { kind, cf: 0, armor: 0, degrees: 60, terrain }, readings));
      return {
        mp: turn.mp,
        allowed: turn.allowed,
        step: turn.steps.find((s) => s.rule === '4.3.6'),
        errata: turn.errata,
      };
    };

    it("Kosovo: forest adds the printed 4 MP for cavalry and 2 for infantry; the 4.3.6 example's 2 MP is the option", () => {
      expect(terrainStep('kosovo-1389', 'cavalry', 'forest')).toEqual({
        mp: 5,
        allowed: true,
        step: {
          rule: '4.3.6',
          text: 'forest: TERRAIN INFLUENCE prints 4 for cavalry, added to the turn',
          mp: 4,
        },
        errata: ['turn-terrain-example'],
      });
      expect(
        terrainStep('kosovo-1389', 'cavalry', 'forest', { turnTerrainCost: 'example' }),
      ).toEqual({
        mp: 3,
        allowed: true,
        step: {
          rule: '4.3.6',
          text: 'forest: +2 MP, the figure of the 4.3.6 example (option turnTerrainCost: example)',
          mp: 2,
        },
        errata: ['turn-terrain-example'],
      });
      expect(
        terrainStep('kosovo-1389', 'infantry', 'forest', { turnTerrainCost: 'example' }),
      ).toEqual({
        mp: 3,
        allowed: true,
        step: {
          rule: '4.3.6',
          text: 'forest: TERRAIN INFLUENCE prints 2 for infantry, added to the turn',
          mp: 2,
        },
        errata: ['infantry-turn-extras'],
      });
    });

    it('Bannockburn: a stream adds its +2 for cavalry; clear and road add nothing; swamps print "-"', () => {
      expect(terrainStep('bannockburn-1314', 'cavalry', 'stream').step).toEqual({
        rule: '4.3.6',
        text: 'stream: TERRAIN EFFECT prints +2 for cavalry, added to the turn',
        mp: 2,
      });
      expect(terrainStep('bannockburn-1314', 'infantry', 'road')).toMatchObject({
        mp: 1,
        step: { rule: '4.3.6', text: 'road: no terrain cost is added to the turn', mp: 0 },
        errata: [],
      });
      expect(terrainStep('bannockburn-1314', 'cavalry', 'clear').step?.text).toBe(
        'clear: no terrain cost is added to the turn',
      );
      expect(terrainStep('bannockburn-1314', 'cavalry', 'swamps')).toMatchObject({
        mp: 1,
        allowed: true,
        step: {
          rule: '4.3.6',
          text: 'swamps: TERRAIN EFFECT prints "-", so nothing is added',
          mp: 0,
        },
      });
    });

    it('1066: swamps are prohibited, so the turn is not allowed there', () => {
      const turn = value(
        turnCost('1066', { kind: 'infantry', cf: 0, armor: 0, degrees: 60, terrain: 'swamps' }),
      );
      expect(turn.allowed).toBe(false);
      expect(turn.steps).toContainEqual({
        rule: expect.any(String) as string,
        text: 'the unit may not be in this terrain',
      });
    });
  });
});

describe('leaving and returning to the map (4.4)', () => {
  const bounds = { firstColumn: 1, lastColumn: 30, firstRow: 1, lastRow: 20 };

  it("4.4.3 / 2.1 / 4.4.5: left in turn 2, phase 1, player A's cavalry is back in turn 5, phase 1, and does not move then", () => {
    expect(
      value(returnTurn('bannockburn-1314', { turn: 2, phase: 1, player: 'A', arm: 'cavalry' })),
    ).toEqual({
      turn: 5,
      phase: 1,
      steps: [
        {
          rule: '4.4.3',
          text: 'left in turn 2, phase 1: 3 full game turns run to turn 5, phase 1',
        },
        {
          rule: '2.1',
          text: "player A's cavalry moves in phase 1: the first one from then is turn 5",
        },
        { rule: '4.4.5', text: 'the unit is placed on its hex and does not move in that phase' },
      ],
    });
  });

  it('2.0 / 2.1: the turn is a whole number from 1, the phase 1 to 8', () => {
    const refused = (exit: Partial<Parameters<typeof returnTurn>[1]>) => {
      const r = returnTurn('1066', { turn: 2, phase: 1, player: 'A', arm: 'cavalry', ...exit });
      return r.ok ? null : r.error.field;
    };
    expect(refused({ turn: 0 })).toBe('turn');
    expect(refused({ phase: 0 })).toBe('phase');
    expect(refused({ phase: 10 })).toBe('phase');
    expect(refused({ phase: 1.5 })).toBe('phase');
    expect(refused({ phase: 9 })).toBe('phase');
    expect(refused({ phase: 8 })).toBeNull();
    expect(refused({ player: 'C' as 'A' })).toBe('player');
    expect(refused({ arm: 'archers' as 'cavalry' })).toBe('arm');
  });

  it('4.4.4 / 4.4.8: cavalry returns within 6 hexes of its departure along the edge, other units within 4, cut to the map', () => {
    expect(
      value(
        reentryHexes('kosovo-1389', { kind: 'cavalry', departureHex: '1001', edge: 'top', bounds }),
      ),
    ).toEqual({
      hexes: [
        '0401',
        '0501',
        '0601',
        '0701',
        '0801',
        '0901',
        '1001',
        '1101',
        '1201',
        '1301',
        '1401',
        '1501',
        '1601',
      ],
      reach: 6,
      steps: [
        { rule: '4.4.4', text: 'cavalry: up to 6 hexes from 1001' },
        { rule: '4.4.4', text: 'along row 01 of the top edge: 0401 to 1601' },
        { rule: '4.4.8', text: 'a delayed return keeps the same zone' },
      ],
    });
    const right = value(
      reentryHexes('kosovo-1389', {
        kind: 'infantry',
        departureHex: '3018',
        edge: 'right',
        bounds,
      }),
    );
    expect(right.hexes).toEqual(['3014', '3015', '3016', '3017', '3018', '3019', '3020']);
    expect(right.steps.slice(0, 2)).toEqual([
      { rule: '4.4.4', text: 'non-cavalry: up to 4 hexes from 3018' },
      { rule: '4.4.4', text: 'along column 30 of the right edge: 3014 to 3020' },
    ]);
    expect(
      value(
        reentryHexes('1066', { kind: 'infantry', departureHex: '0120', edge: 'bottom', bounds }),
      ).hexes[0],
    ).toBe('0120');
    expect(
      value(reentryHexes('1066', { kind: 'cavalry', departureHex: '0105', edge: 'left', bounds }))
        .hexes,
    ).toHaveLength(11);
  });

  it('4.4.4: the departure hex is a hex on that edge of the map', () => {
    const refused = (
      departureHex: string,
      edge: 'top' | 'bottom' | 'left' | 'right',
      b = bounds,
    ) => {
      const r = reentryHexes('kosovo-1389', { kind: 'cavalry', departureHex, edge, bounds: b });
      return r.ok ? null : [r.error.field, r.error.message];
    };
    expect(refused('101', 'top')?.[0]).toBe('departureHex');
    expect(refused('1001', 'north' as 'top')?.[0]).toBe('edge');
    expect(refused('3101', 'top')).toEqual(['departureHex', 'hex 3101 is off the map']);
    expect(refused('1021', 'bottom')).toEqual(['departureHex', 'hex 1021 is off the map']);
    expect(refused('0010', 'left')).toEqual(['departureHex', 'hex 0010 is off the map']);
    expect(refused('1000', 'top')).toEqual(['departureHex', 'hex 1000 is off the map']);
    expect(refused('1010', 'top')).toEqual(['departureHex', 'hex 1010 is not on the top edge']);
    expect(refused('1010', 'bottom')?.[1]).toBe('hex 1010 is not on the bottom edge');
    expect(refused('1010', 'left')?.[1]).toBe('hex 1010 is not on the left edge');
    expect(refused('1010', 'right')?.[1]).toBe('hex 1010 is not on the right edge');
    expect(refused('1020', 'bottom')).toBeNull();
    expect(refused('3010', 'right')).toBeNull();
    expect(refused('1001', 'top', { ...bounds, lastColumn: 0 })?.[0]).toBe('bounds.lastColumn');
    expect(refused('1001', 'top', { ...bounds, lastRow: 0 })?.[0]).toBe('bounds.lastRow');
    expect(refused('1001', 'top', { ...bounds, lastRow: 100 })?.[0]).toBe('bounds.lastRow');
    expect(refused('1001', 'top', { ...bounds, firstRow: -1 })?.[0]).toBe('bounds.firstRow');
  });
});
