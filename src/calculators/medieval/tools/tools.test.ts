import { describe, expect, it } from 'vitest';
import { FireTool } from './fire-tool.svelte.ts';
import { MapTool, MoveTool, RideDownTool, TurnTool } from './movement-tools.svelte.ts';
import type { EditionId } from '../../../../engine/medieval/index.ts';
import {
  FatigueTool,
  GroupFactorTool,
  MoraleTestTool,
  PursuitTool,
  RegroupTool,
} from './test-tools.svelte.ts';

const answer = (result: { ok: boolean; value?: { answer: string } }) =>
  result.ok ? result.value?.answer : undefined;

describe('test tools', () => {
  it('pursuit: obligatory on a roll at most the hexes to the leader (5.5.2), −3 at MORALE +2 (6.1.8)', () => {
    const tool = new PursuitTool('bannockburn-1314');
    tool.hexesFromLeader = 3;
    expect(answer(tool.result)).toBe('Pursuit obligatory 50.0%, voluntary 50.0%');
    tool.morale = 2;
    expect(answer(tool.result)).toBe('Pursuit obligatory 100%, voluntary 0%');
    tool.hexesFromLeader = -1;
    expect(tool.result.ok ? undefined : tool.result.error.field).toBe('hexesFromLeader');
  });

  it('Kosovo morale test, regrouping, fatigue and group factors', () => {
    const morale = new MoraleTestTool('kosovo-1389');
    morale.morale = 2;
    expect(answer(morale.result)).toMatch(/83\.3%/);
    expect(new MoraleTestTool('1066').result.ok).toBe(false);
    const regroup = new RegroupTool('1066');
    regroup.leaderAlive = false;
    regroup.sp = 1;
    expect(answer(regroup.result)).toBe('The unit is eliminated');
    const fatigue = new FatigueTool('kosovo-1389');
    fatigue.fatigue = 13;
    expect(answer(fatigue.result)).toBe('Its units count as disorganized in combat');
    const group = new GroupFactorTool('bannockburn-1314');
    group.values = '2, 1';
    expect(answer(group.result)).toBe('Group factor 2');
    expect(group.matters).toBe(false);
    group.values = '2, x';
    expect(group.result.ok).toBe(false);
    expect(group.matters).toBe(false);
  });

  it.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
    '%s group factor: the 1.7 example by default (2.25 → 2, 0.5 → 1), 1.6 rounding up on request',
    (edition) => {
      const group = new GroupFactorTool(edition);
      expect(group.matters).toBe(true);
      expect(answer(group.result)).toBe('Group factor 2');
      expect(group.result.ok && group.result.value.steps.at(-1)?.rule).toBe('1.7');
      group.roundUp = true;
      expect(answer(group.result)).toBe('Group factor 3');
      expect(group.result.ok && group.result.value.steps.at(-1)?.rule).toBe('1.6');
      group.roundUp = false;
      group.values = '1 1 0 0';
      expect(answer(group.result)).toBe('Group factor 1');
      expect(group.matters).toBe(false);
    },
  );
});

describe('movement tools', () => {
  it('4.3.2 and 4.3.4: 6 MP for heavy cavalry at CF 3; no 120° turn at that speed', () => {
    const turn = new TurnTool('bannockburn-1314');
    turn.cf = 3;
    expect(answer(turn.result)).toMatch(/^6 MP/);
    turn.degrees = 120;
    expect(answer(turn.result)).toMatch(/Not allowed/);
  });

  it('moves, rides down and returns to the map', () => {
    const move = new MoveTool('1066');
    move.terrain = 'swamps';
    expect(answer(move.result)).toBe('This unit may not enter');
    const ride = new RideDownTool('bannockburn-1314');
    ride.targetArmor = 2;
    expect(answer(ride.result)).toBe('Cannot ride it down');
    const map = new MapTool('kosovo-1389');
    map.departureHex = '23';
    expect(map.result.ok ? undefined : map.result.error.field).toBe('departureHex');
  });
});

describe('fire tool', () => {
  it('offers every weapon table of the edition and reads a rolled shot', () => {
    const fire = new FireTool('1066');
    expect(fire.weapons).toEqual(
      expect.arrayContaining([
        'archers',
        'crossbowmen',
        'horse-archers',
        'bombard-units',
        'bombard-objects',
      ]),
    );
    fire.roll = 9;
    expect(answer(fire.result)).toMatch(/^Roll 9 → 9: -1 /);
    fire.gameTables = true;
    expect(answer(fire.result)).toMatch(/^Roll 9 → 9: -1R/);
    fire.range = 7;
    expect(fire.result.ok ? undefined : fire.result.error.field).toBe('range');
  });

  it('offers the Wall of Shields (1066 Hastings) and the Game Tables copy only where the book prints them', () => {
    const shown = (edition: EditionId) => {
      const fire = new FireTool(edition);
      return [fire.hasWallOfShields, fire.hasTableCopies];
    };
    expect(shown('1066')).toEqual([true, true]);
    expect(shown('bannockburn-1314')).toEqual([false, true]);
    expect(shown('kosovo-1389')).toEqual([false, false]);
  });
});
