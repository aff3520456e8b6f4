import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { getEdition } from '../editions/editions.ts';
import { allowedTurns, turnCost, type TurnInput } from './turns.ts';
import { chargeAfterHex } from './terrain.ts';
import { moveCost } from './cost.ts';
import { editionIds } from '../types.ts';

function value<T>(result: Result<T>): T {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
}

const turn = (edition: string, input: TurnInput, readings = {}) =>
  value(turnCost(edition, input, readings));

describe('turnCost: worked examples of 4.3 (printed alike in all three books)', () => {
  it.each(editionIds)('4.3.1 (%s): the base cost of a 180° turn is 3 MP', (edition) => {
    const result = turn(edition, { kind: 'cavalry', cf: 0, armor: 0, degrees: 180 });
    expect(result.mp).toBe(3);
    expect(result.steps[0]).toMatchObject({ rule: '4.3.1' });
    expect(result.baseMp).toBe(3);
  });

  it.each(editionIds)(
    '4.3.2 (%s): heavy cavalry, armor 2, CF 3, 60° → 1 × (3 + 1) + 2 = 6 MP',
    (edition) => {
      const result = turn(edition, { kind: 'cavalry', cf: 3, armor: 2, degrees: 60 });
      expect(result.mp).toBe(6);
      expect(result.allowed).toBe(true);
      expect(result.steps.map((s) => s.rule)).toContain('4.3.2');
    },
  );

  it.each(editionIds)(
    '4.3.4 (%s): the light-cavalry break costs 4, 1, 4 MP after 3 hexes',
    (edition) => {
      const profile = value(getEdition(edition));
      // 3 hexes in a straight line from CF 0: CF 3, 3 MP spent.
      let cf = 0;
      let spent = 0;
      for (let i = 0; i < 3; i++) {
        cf = value(chargeAfterHex(profile, { kind: 'cavalry', cf })).cf;
        spent += value(moveCost(profile, { kind: 'cavalry', armor: 0, terrain: 'clear' })).mp;
      }
      expect([cf, spent]).toEqual([3, 3]);
      // At CF 3 a 120° turn is refused, a 60° turn costs 1 × (3 + 1) + 0 = 4.
      expect(turn(edition, { kind: 'cavalry', cf: 3, armor: 0, degrees: 120 }).allowed).toBe(false);
      const first = turn(edition, { kind: 'cavalry', cf: 3, armor: 0, degrees: 60 });
      expect([first.mp, first.allowed, first.cfAfter]).toEqual([4, true, 0]);
      // 1 hex for 1 MP: CF 1.
      cf = value(chargeAfterHex(profile, { kind: 'cavalry', cf: first.cfAfter })).cf;
      expect(cf).toBe(1);
      // 120° at CF 1: 2 × (1 + 1) + 0 = 4.
      const second = turn(edition, { kind: 'cavalry', cf, armor: 0, degrees: 120 });
      expect([second.mp, second.allowed]).toEqual([4, true]);
      // 3 + 4 + 1 + 4 + 1 = 13 MP for the whole manoeuvre.
      expect(spent + first.mp + 1 + second.mp + 1).toBe(13);
    },
  );

  it.each([
    ['bannockburn-1314', 8],
    ['kosovo-1389', 8],
    ['1066', 7],
  ])(
    '4.3.6 (%s), table reading: heavy cavalry CF 0 turning 120° in forest pays 4 + the table cell',
    (edition, total) => {
      const result = turn(edition, {
        kind: 'cavalry',
        cf: 0,
        armor: 2,
        degrees: 120,
        terrain: 'forest',
      });
      expect(result.mp).toBe(total);
      expect(result.errata).toContain('turn-terrain-example');
      expect(result.steps.map((s) => s.rule)).toContain('4.3.6');
    },
  );

  it.each(editionIds)(
    '4.3.6 (%s), example reading: 4 MP for the turn + 2 MP for forest = 6',
    (edition) => {
      const input = { kind: 'cavalry', cf: 0, armor: 2, degrees: 120, terrain: 'forest' } as const;
      expect(turn(edition, input, { turnTerrainCost: 'example' }).mp).toBe(6);
    },
  );

  it('4.3.6: infantry adds its own column (forest: B 1 + 2, 1066 1 + 1)', () => {
    const input = { kind: 'infantry', cf: 0, armor: 1, degrees: 180, terrain: 'forest' } as const;
    expect(turn('bannockburn-1314', input).mp).toBe(3);
    expect(turn('1066', input).mp).toBe(2);
    expect(turn('bannockburn-1314', { ...input, terrain: 'hill' }).mp).toBe(2);
  });
});

describe('turnCost: the other turn rules', () => {
  it.each(editionIds)('4.3.3 (%s): infantry pays 1 MP for any turn', (edition) => {
    for (const degrees of [60, 120, 180]) {
      expect(turn(edition, { kind: 'infantry', cf: 0, armor: 2, degrees }).mp).toBe(1);
      expect(turn(edition, { kind: 'archers', cf: 0, armor: 0, degrees }).mp).toBe(1);
    }
  });

  it.each(editionIds)('4.3.5 (%s): an enemy ZoC adds 1 MP, not for leaders (8.1.3)', (edition) => {
    expect(turn(edition, { kind: 'cavalry', cf: 1, armor: 1, degrees: 60, inZoc: true }).mp).toBe(
      4,
    );
    expect(turn(edition, { kind: 'infantry', cf: 0, armor: 0, degrees: 60, inZoc: true }).mp).toBe(
      2,
    );
    expect(turn(edition, { kind: 'leader', cf: 0, armor: 0, degrees: 60, inZoc: true }).mp).toBe(1);
  });

  it('4.3.9: turns on a road are free in Bannockburn and 1066; Kosovo has no such rule', () => {
    const input = { kind: 'cavalry', cf: 1, armor: 2, degrees: 60, onRoad: true } as const;
    const b = turn('bannockburn-1314', input);
    expect(b.mp).toBe(0);
    expect(b.steps.map((s) => s.rule)).toContain('4.3.9');
    expect(turn('1066', input).mp).toBe(0);
    const k = turn('kosovo-1389', input);
    expect(k.mp).toBe(4);
    expect(k.steps.map((s) => s.rule)).not.toContain('4.3.9');
  });

  it('horse archers: base 0.5 MP per 60° (B/N 10.5.2, K 11.5.2) in the 4.3.2 formula', () => {
    const input = { kind: 'horse-archers', cf: 3, armor: 0, degrees: 60 } as const;
    const b = turn('bannockburn-1314', input);
    expect(b.mp).toBe(2);
    expect(b.steps[0]?.rule).toBe('10.5.2');
    expect(turn('1066', input).steps[0]?.rule).toBe('10.5.2');
    expect(turn('kosovo-1389', input).steps[0]?.rule).toBe('11.5.2');
    expect(turn('kosovo-1389', { ...input, cf: 1, degrees: 180 }).mp).toBe(3);
  });

  it.each(editionIds)('5.6.3 example (%s): CF 3, a 60° turn, 2 hexes → CF 2', (edition) => {
    const turned = turn(edition, { kind: 'cavalry', cf: 3, armor: 1, degrees: 60 });
    expect(turned.cfAfter).toBe(0);
    let cf = turned.cfAfter;
    for (let i = 0; i < 2; i++) cf = value(chargeAfterHex(edition, { kind: 'cavalry', cf })).cf;
    expect(cf).toBe(2);
  });

  it('retreat turns keep the CF (5.4.3); pursuit keeps it below 120° (B/N 5.5.8, K 5.5.9)', () => {
    const base = { kind: 'cavalry', cf: 2, armor: 1 } as const;
    const retreat = turn('kosovo-1389', { ...base, degrees: 180, context: 'retreat' });
    expect([retreat.mp, retreat.cfAfter]).toEqual([0, 2]);
    const pursuit = turn('bannockburn-1314', { ...base, degrees: 60, context: 'pursuit' });
    expect(pursuit.cfAfter).toBe(2);
    expect(pursuit.steps.map((s) => s.rule)).toContain('5.5.8');
    expect(turn('kosovo-1389', { ...base, degrees: 60, context: 'pursuit' }).steps[1]?.rule).toBe(
      '5.5.9',
    );
    expect(turn('1066', { ...base, degrees: 120, context: 'pursuit' }).cfAfter).toBe(0);
  });

  it('B/N 4.2.10, K 4.2.9: at the start of the phase any turn is bought with all MPs', () => {
    const input = {
      kind: 'cavalry',
      cf: 3,
      armor: 2,
      degrees: 180,
      mpAvailable: 8,
      startOfPhase: true,
    } as const;
    const b = turn('bannockburn-1314', input);
    expect([b.allowed, b.usesAllMp, b.mp, b.cfAfter]).toEqual([true, true, 8, 0]);
    expect(b.steps.map((s) => s.rule)).toContain('4.2.10');
    expect(turn('kosovo-1389', input).steps.map((s) => s.rule)).toContain('4.2.9');
    const midPhase = turn('1066', { ...input, startOfPhase: false });
    expect([midPhase.allowed, midPhase.affordable]).toEqual([false, false]);
  });

  it('reports whether the MPs left cover the turn', () => {
    const input = { kind: 'cavalry', cf: 1, armor: 2, degrees: 60 } as const;
    expect(turn('1066', { ...input, mpAvailable: 4 }).affordable).toBe(true);
    expect(turn('1066', { ...input, mpAvailable: 3.5 }).affordable).toBe(false);
    expect(turn('1066', input).affordable).toBeNull();
  });
});

describe('turnCost: bad input names the field and the rule', () => {
  const good: TurnInput = { kind: 'cavalry', cf: 1, armor: 1, degrees: 60 };
  it.each([
    [{ degrees: 90 }, 'degrees', '4.3.1'],
    [{ degrees: 240 }, 'degrees', '4.3.1'],
    [{ degrees: 0 }, 'degrees', '4.3.1'],
    [{ degrees: -60 }, 'degrees', '4.3.1'],
    [{ cf: 4 }, 'cf', '5.6.2'],
    [{ cf: -1 }, 'cf', '5.6.2'],
    [{ cf: 1.5 }, 'cf', '5.6.2'],
    [{ kind: 'infantry', cf: 1 }, 'cf', '5.6.1'],
    [{ armor: 3 }, 'armor', '1.1'],
    [{ armor: -1 }, 'armor', '1.1'],
    [{ kind: 'elephant' }, 'kind', '1.1'],
    [{ terrain: 'lava' }, 'terrain', '4.1.7'],
    [{ mpAvailable: -1 }, 'mpAvailable', '4.1.3'],
    [{ mpAvailable: Number.NaN }, 'mpAvailable', '4.1.3'],
  ])('%o → %s (%s)', (patch, field, rule) => {
    const result = turnCost('bannockburn-1314', { ...good, ...patch } as TurnInput);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field, rule });
  });

  it('an unknown edition is an error on the edition field', () => {
    const result = turnCost('agincourt-1415', good);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.field).toBe('edition');
  });

  it('accepts a profile as well as an id', () => {
    const profile = value(getEdition('kosovo-1389'));
    expect(value(turnCost(profile, good))).toEqual(turn('kosovo-1389', good));
  });
});

describe('allowedTurns (4.3.4)', () => {
  it.each(editionIds)('%s: cavalry above CF 1 may only turn 60°', (edition) => {
    for (const cf of [2, 3]) {
      const result = value(allowedTurns(edition, { kind: 'cavalry', cf }));
      expect(result).toMatchObject({ turns: [60], mustBreak: true });
    }
    expect(value(allowedTurns(edition, { kind: 'horse-archers', cf: 2 })).turns).toEqual([60]);
    for (const cf of [0, 1]) {
      expect(value(allowedTurns(edition, { kind: 'cavalry', cf })).turns).toEqual([60, 120, 180]);
    }
    expect(value(allowedTurns(edition, { kind: 'infantry', cf: 0 })).mustBreak).toBe(false);
  });

  it('refuses a charge factor outside 0–3', () => {
    const result = allowedTurns('1066', { kind: 'cavalry', cf: 5 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ field: 'cf', rule: '5.6.2' });
  });
});
