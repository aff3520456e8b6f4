import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatHex, parseHex, rearArea, stepFrom } from '../../../engine/core/index.ts';
import {
  checkScenario,
  readBoardSetup,
  resultOfRoll,
  analyseCombat,
  toBoardCombatInput,
  type BoardSetup,
  type Scenario,
  type TerrainMarks,
} from '../../../engine/medieval/index.ts';
import { PlayAlong, type BoardReading } from './play-along.svelte.ts';

const kept = new Map<string, string>();
vi.mock('./board-storage.ts', async () => {
  const { memoryShelf } = await import('../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(kept), marksShelf: () => memoryShelf(new Map()) };
});

const read = checkScenario(
  JSON.parse(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  ) as unknown,
);
if (!read.ok) throw new Error(read.error.message);
const scenario: Scenario = read.value;
const built = readBoardSetup(scenario);
if (!built.ok) throw new Error(built.error.message);
const setup: BoardSetup = built.value;
const map = setup.scenarioMap.map;

function boardReading(): BoardReading & { adopted: TerrainMarks[] } {
  const adopted: TerrainMarks[] = [];
  return {
    setup,
    marks: {},
    chosen: undefined,
    adopted,
    adopt: (_stagger, marks) => Promise.resolve(void adopted.push(marks)),
  };
}

const unitsOf = (side: string) =>
  setup.counters.filter((c) => c.side === side && c.kind !== 'leader').map((c) => c.id);

function newGame() {
  const play = new PlayAlong(boardReading(), scenario, 'bannockburn-1314/stirling');
  play.start();
  return play;
}

beforeEach(() => kept.clear());

describe('play along on the Stirling board', () => {
  it('starts at the scenario’s first turn with every counter in the tray, then sets them up', () => {
    const play = newGame();
    expect(play.game).toMatchObject({ turn: 11, phase: 1 });
    // 2.1: the Scots hold the initiative, so they are player A.
    expect(play.phaseText).toEqual({
      name: 'Scots moves cavalry',
      reply: 'English may fire and countercharge',
    });
    // Bannockburn scatters units (9.0); leaders never scatter (8.1.7).
    expect(play.statusChoices(unitsOf('Scots')[0]!)).toEqual(['scattered']);
    expect(play.statusChoices('scots-wallace')).toEqual([]);
    expect(play.tray).toHaveLength(setup.counters.length);
    play.deploy();
    expect(play.game?.counters['scots-wallace']?.hex).toBe('3318');
    expect(play.tray.length).toBeLessThan(setup.counters.length);
    expect(play.onHex.get('3318')).toContain('scots-wallace');
  });

  it('moves a picked counter to a tapped hex, turns it, and undoes and redoes each step', () => {
    const play = newGame();
    const id = unitsOf('Scots')[0]!;
    play.pick(id);
    expect(play.moveSelectedTo('2010')).toBe(true);
    expect(play.selected).toBe(id);
    expect(play.game?.counters[id]).toMatchObject({ hex: '2010', facing: 0 });
    play.turnSelected(-1);
    expect(play.game?.counters[id]?.facing).toBe(5);
    play.turnSelected(1);
    play.turnSelected(1);
    expect(play.game?.counters[id]?.facing).toBe(1);
    play.undo();
    expect(play.game?.counters[id]?.facing).toBe(0);
    play.redo();
    expect(play.game?.counters[id]?.facing).toBe(1);
    expect(play.moveSelectedTo('9999')).toBe(false);
    expect(play.notice).toMatch(/9999/);
  });

  it('3.1.2: two counters behind a third fill the calculator with 2 rear hexes, and the result comes back', () => {
    const play = newGame();
    const [english] = unitsOf('English');
    const [s1, s2] = unitsOf('Scots');
    const target = parseHex('2010', map);
    if (!target.ok) throw new Error('no hex');
    const [behindA, behindB] = rearArea(target.value, 0, map).map(formatHex);
    // Each attacker faces the defender: from a rear hex the defender lies in the opposite direction.
    const facingFrom = (hex: string) =>
      ([0, 1, 2, 3, 4, 5] as const).find((f) => {
        const from = parseHex(hex, map);
        return from.ok && formatHex(stepFrom(from.value, f, map)) === '2010';
      })!;
    for (const [id, hex] of [
      [english!, '2010'],
      [s1!, behindA!],
      [s2!, behindB!],
    ] as const) {
      expect(
        play.act({ type: 'place', counter: id, hex, facing: hex === '2010' ? 0 : facingFrom(hex) }),
      ).toBe(true);
      expect(play.act({ type: 'set-sp', counter: id, sp: 2 })).toBe(true);
    }
    play.toggleAttacker(s1!);
    play.toggleAttacker(s2!);
    play.attackHex('2010');
    expect(play.combat?.ok).toBe(true);
    const draft = play.draft!;
    expect(draft.attacker.rearHexes).toBe(2);
    expect(draft.attacker.units.map((u) => u.sp)).toEqual([2, 2]);
    expect(draft.defender.units).toHaveLength(1);

    // A roll whose result takes SPs from the defender: applied, it shows on the board.
    if (!play.combat?.ok) throw new Error('no combat');
    const analysis = analyseCombat('bannockburn-1314', toBoardCombatInput(play.combat.value));
    if (!analysis.ok) throw new Error('no analysis');
    const losing = analysis.value.outcomes.find((o) => o.result.defender.loss > 0)!;
    const roll = resultOfRoll(analysis.value, losing.roll);
    if (!roll.ok) throw new Error('no roll');
    const before = play.game!.losses['English'] ?? 0;
    expect(play.applyOutcome(roll.value)).toBe(true);
    expect(play.game!.losses['English']).toBe(before + Math.min(2, losing.result.defender.loss));
    expect(play.events.length).toBeGreaterThan(0);
    expect(play.attackers).toEqual([]);
    play.undo();
    expect(play.game!.losses['English']).toBe(before);
  });

  it('keeps the game in the browser, and opens it again after a reload', async () => {
    const play = newGame();
    play.deploy();
    await Promise.resolve();
    const again = new PlayAlong(boardReading(), scenario, 'bannockburn-1314/stirling');
    await again.load('');
    expect(again.game?.counters['scots-wallace']?.hex).toBe('3318');
  });

  it('sets aside a kept game it cannot read instead of overwriting it', async () => {
    kept.set('bannockburn-1314/stirling', '{"format":"medieval-game","version":2}');
    const play = new PlayAlong(boardReading(), scenario, 'bannockburn-1314/stirling');
    await play.load('');
    expect(play.notice).toMatch(/could not be read.*version/);
    const aside = [...kept].find(([k]) => k.startsWith('bannockburn-1314/stirling:aside:'));
    expect(aside?.[1]).toMatch(/\\"version\\":2/);
    expect(kept.get('bannockburn-1314/stirling')).toMatch(/"version":2/);
    expect(play.game).toBeUndefined();
  });

  it('exports a file and a link that open the same game, and a bad file changes nothing', async () => {
    const play = newGame();
    play.deploy();
    const file = play.fileText();
    const link = play.linkText();
    const other = new PlayAlong(boardReading(), scenario, 'other');
    expect(other.openFile(file)).toBe(true);
    expect(other.game).toEqual(play.game);
    const linked = new PlayAlong(boardReading(), scenario, 'linked');
    await linked.load(`#game=${link}`);
    expect(linked.game).toEqual(play.game);
    expect(other.openFile('not a game')).toBe(false);
    expect(other.notice).toMatch(/could not be opened.*unchanged/);
    expect(other.game).toEqual(play.game);
  });
});
