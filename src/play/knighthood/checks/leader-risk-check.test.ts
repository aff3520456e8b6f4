import { describe, expect, it } from 'vitest';
import { defaultReadings, type KnightGame } from '../../../../engine/knighthood/index.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { CheckSession } from './check-session.svelte.ts';

const salisbury = { side: 'a', leader: 'l1' } as const;

/** The earl with the men-at-arms, in the first fire phase (or `phases` on). */
function gameWithEarl(phases = 0): PlayedGame {
  const played = new PlayedGame();
  played.begin(smallGame());
  played.act({ type: 'attach-leader', ...salisbury, unit: 'u2' });
  for (let i = 0; i < phases; i++) played.act({ type: 'next-phase' });
  return played;
}
const open = (game: KnightGame) =>
  new CheckSession(game, { kind: 'leader-risk', ...salisbury }, defaultReadings, 11);

describe("a leader's vulnerability check from his line", () => {
  it('fills his class and his unit from the game, fire in a fire phase, and logs a miss', () => {
    const played = gameWithEarl();
    const check = open(played.game!);
    expect(check.title).toBe('Earl of Salisbury checks vulnerability');
    expect(check.filled).toEqual([
      'Earl of Salisbury: class B, with Men-at-arms',
      'Men-at-arms fired on (a fire phase)',
    ]);
    const tool = check.tool!;
    expect(tool.text('leader')).toBe('B');
    expect(tool.text('danger')).toBe('unit-fired-on');
    expect(check.proposal).toBeUndefined();
    tool.dice[0]!.entry.enter('4');
    const missed = check.proposal;
    expect(missed?.ok && missed.value.title).toBe(
      'Earl of Salisbury checks vulnerability with Men-at-arms: missed',
    );
    if (missed?.ok) expect(played.confirm(missed.value)).toBe(true);
  });

  it('reads a hit in close combat as a melee hit with its capture die, fed to the same leader hit', () => {
    const played = gameWithEarl(2);
    expect(played.game!.phase).toBe('combat');
    const check = open(played.game!);
    const tool = check.tool!;
    expect(tool.text('danger')).toBe('unit-in-close-combat');
    // B in close combat hits on 1/3: a 1 rolls again, and 3 or less hits.
    tool.dice[0]!.entry.enter('1');
    tool.dice[1]!.entry.enter('2');
    expect(check.proposal).toBeUndefined();
    tool.dice[2]!.entry.enter('4');
    tool.dice[3]!.entry.enter('2');
    const hit = check.proposal;
    expect(hit?.ok).toBe(true);
    if (!hit?.ok) return;
    expect(hit.value.changes.map((c) => c.action)).toContainEqual(
      expect.objectContaining({ type: 'leader-hit', result: 'severe-wound', captured: true }),
    );
    expect(played.confirm(hit.value)).toBe(true);
    expect(played.game!.sides.a.leaders.l1).toMatchObject({
      condition: 'severe-wound',
      captured: true,
    });
  });

  it('rolls every die it needs in one go', async () => {
    const check = open(gameWithEarl().game!);
    await check.rollAll();
    expect(check.diceRead).toBe(true);
    expect(check.proposal?.ok).toBe(true);
  });

  it('refuses a leader with no unit, naming the rule', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    expect(open(played.game!).problem).toMatch(/is with no unit.*\(7\.00\)\.$/);
  });
});
