import { beforeEach, describe, expect, it, vi } from 'vitest';
import { newGame, unitsOf } from '../play.fixtures.ts';
import { readSpField, sayGroup } from './strength-entry.svelte.ts';

const keptGames = vi.hoisted(() => new Map<string, string>());
vi.mock('../../board-storage.ts', async () => {
  const { memoryShelf } = await import('../../../../lib/keeping/shelf.ts');
  return { gamesShelf: () => memoryShelf(keptGames), marksShelf: () => memoryShelf(new Map()) };
});

beforeEach(() => keptGames.clear());

describe('strengths entered once on the Stirling board', () => {
  it('counts the units at "? SP" and sets a whole group in one step of the history', () => {
    const { strengths, game } = newGame();
    expect(strengths.rows).toHaveLength(13);
    expect(strengths.unset).toBe(unitsOf('Scots').length + unitsOf('English').length);
    const wallace = strengths.rows[0]!;
    expect(wallace.group.name).toBe('INF [0] (Wallace)');
    expect(strengths.setGroup(wallace.group.id, 3)).toBe(true);
    expect(strengths.rows[0]!.summary).toMatchObject({ status: 'all-set', sp: 3, of: 9 });
    expect(strengths.unset).toBe(115 - 9);
    game.undo();
    expect(strengths.rows[0]!.summary.status).toBe('unset');
    game.redo();
    expect(strengths.rows[0]!.summary.sp).toBe(3);
  });

  it('steps a group from the value it shares, and starts an unset group at 1', () => {
    const { strengths } = newGame();
    expect(strengths.stepGroup(strengths.rows[1]!, -1)).toBe(false);
    strengths.stepGroup(strengths.rows[1]!, 1);
    strengths.stepGroup(strengths.rows[1]!, 1);
    expect(strengths.rows[1]!.summary.sp).toBe(2);
    strengths.stepGroup(strengths.rows[1]!, -1);
    expect(strengths.rows[1]!.summary.sp).toBe(1);
  });

  it('overrides one counter where its group differs, and says so', () => {
    const { strengths, game } = newGame();
    const row = strengths.rows[0]!;
    strengths.setGroup(row.group.id, 3);
    expect(strengths.setCounter(row.group.counters[0]!, 1)).toBe(true);
    expect(sayGroup(strengths.rows[0]!.summary)).toBe('9 of 9 set, differing: 1, 3 SP');
    expect(strengths.setGroup(row.group.id, 11)).toBe(false);
    expect(game.notice).toMatch(/1 to 10 SPs.*\(1\.2\)/);
  });

  it('finds a unit’s group, opens and closes the panel and a group’s counters', () => {
    const { strengths } = newGame();
    const id = unitsOf('English')[0]!;
    expect(strengths.groupOf(id)?.counters).toContain(id);
    strengths.toggle();
    expect(strengths.open).toBe(true);
    strengths.expand('x');
    strengths.expand('y');
    strengths.expand('x');
    expect(strengths.expanded).toEqual(['y']);
    expect(strengths.explanation.map((s) => s.rule)).toEqual(['1.2', '12.1.1']);
  });

  it('answers a combat’s ask for one counter or its whole group, and asks again for an empty field', () => {
    const { strengths, game } = newGame();
    const [first, second] = strengths.rows[0]!.group.counters as [string, string];
    expect(strengths.answer(first, ' ', false)).toBe(false);
    expect(game.notice).toMatch(/Type the SPs/);
    expect(game.canUndo).toBe(false);
    expect(strengths.answer(first, '2', false)).toBe(true);
    expect(game.state?.counters[second]?.sp).toBeNull();
    expect(strengths.answer(second, '3', true)).toBe(true);
    expect(strengths.rows[0]!.summary).toMatchObject({ status: 'all-set', sp: 3 });
    expect(strengths.answer(first, '0', true)).toBe(false);
    expect(game.notice).toMatch(/\(1\.2\)/);
  });

  it('reads a typed field: a number, or nothing for an empty or non-numeric one', () => {
    expect(readSpField(' 4 ')).toBe(4);
    expect(readSpField('')).toBeNull();
    expect(readSpField('x')).toBeNull();
    expect(readSpField('2.5')).toBe(2.5);
  });

  it('words each state of a group', () => {
    const base = { set: 0, of: 4, sp: null, values: [] };
    expect(sayGroup({ ...base, status: 'unset' })).toBe('all 4 at ? SP');
    expect(sayGroup({ ...base, status: 'unset', of: 1 })).toBe('? SP');
    expect(sayGroup({ status: 'partly-set', set: 1, of: 4, sp: 2, values: [2] })).toBe(
      '1 of 4 set (2 SP)',
    );
    expect(sayGroup({ status: 'all-set', set: 1, of: 1, sp: 2, values: [2] })).toBe('2 SP');
    expect(sayGroup({ ...base, status: 'gone', of: 0 })).toBe('all eliminated');
  });
});
