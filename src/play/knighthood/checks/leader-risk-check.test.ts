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
});

describe('a leader meleed alone, from his line', () => {
  /** The earl with no unit, in the combat phase. */
  const alone = () => gameWithEarl(2);
  const lone = () => {
    const played = alone();
    played.act({ type: 'attach-leader', ...salisbury, unit: null });
    return played;
  };

  it('offers the enemy units as attackers and fills one VF check per figure on 1 MMS of the first (7.00)', () => {
    const check = open(lone().game!);
    expect(check.problem).toBe('');
    expect(check.title).toBe('Earl of Salisbury is meleed alone');
    expect(check.attackers.map((u) => u.name)).toEqual(['Knights', 'Spearmen']);
    expect(check.filled).toEqual([
      'Earl of Salisbury: class B, with no unit',
      'Meleed by Knights: 3 figures on 1 MMS, 3 VF checks',
    ]);
    const tool = check.tool!;
    expect([tool.text('danger'), tool.number('figuresOnOneMms')]).toEqual(['meleed-alone', 3]);
    check.chooseAttacker(check.attackers[1]!.id);
    expect(check.filled[1]).toBe('Meleed by Spearmen: 4 figures on 1 MMS, 4 VF checks');
    expect(tool.number('figuresOnOneMms')).toBe(4);
  });

  it('every check missed: applied as one undoable step, logged with its rules, he escapes', () => {
    const played = lone();
    const before = played.game!;
    const check = open(before);
    check.tool!.dice[0]!.entry.enter('4 5 6');
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.title).toBe(
      'Earl of Salisbury meleed alone by Knights: 0 of 3 VF checks hit',
    );
    if (!proposal?.ok) return;
    expect(proposal.value.changes.at(-1)).toMatchObject({ rule: '7.00' });
    expect(played.confirm(proposal.value)).toBe(true);
    expect(played.game!.log.at(-1)?.text).toMatch(/escapes/);
    played.undo();
    expect(played.game).toEqual(before);
  });

  it('a hit reads its T20 die and capture die: a severe wound, taken', () => {
    const played = lone();
    const check = open(played.game!);
    const [vf, second, hit, capture] = check.tool!.dice;
    vf!.entry.enter('1 5 6');
    second!.entry.enter('2');
    expect(check.proposal).toBeUndefined();
    hit!.entry.enter('3');
    capture!.entry.enter('1');
    const proposal = check.proposal;
    expect(proposal?.ok).toBe(true);
    if (!proposal?.ok) return;
    expect(played.confirm(proposal.value)).toBe(true);
    expect(played.game!.sides.a.leaders.l1).toMatchObject({
      condition: 'severe-wound',
      captured: true,
    });
  });

  it('a leader already wounded and mortally wounded now is killed', () => {
    const played = lone();
    played.act({ type: 'leader-hit', ...salisbury, result: 'severe-wound', captured: false });
    const check = open(played.game!);
    const [vf, second, hit, capture] = check.tool!.dice;
    vf!.entry.enter('1 5 6');
    second!.entry.enter('1');
    hit!.entry.enter('5');
    capture!.entry.enter('6');
    const proposal = check.proposal;
    if (!proposal?.ok) throw new Error(proposal ? proposal.error.message : 'no proposal');
    expect(played.confirm(proposal.value)).toBe(true);
    expect(played.game!.sides.a.leaders.l1?.condition).toBe('killed');
  });

  it('rolls every die it needs in one go', async () => {
    const check = open(lone().game!);
    await check.rollAll();
    expect(check.diceRead).toBe(true);
    expect(check.proposal?.ok).toBe(true);
  });

  it('under the leader-combat reading, says to fight it as a leader combat (9.14)', () => {
    const check = new CheckSession(
      lone().game!,
      { kind: 'leader-risk', ...salisbury },
      { ...defaultReadings, loneLeaderMelee: 'leader-combat' },
      11,
    );
    expect(check.proposal).toMatchObject({ ok: false, error: { rule: '9.14' } });
  });
});
