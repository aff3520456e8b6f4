import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../../../../engine/knighthood/index.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { CheckSession } from './check-session.svelte.ts';

const bows = { side: 'a', unit: 'u1' } as const;
const horse = { side: 'a', unit: 'u2' } as const;
const knights = { side: 'b', unit: 'u1' } as const;
const spears = { side: 'b', unit: 'u2' } as const;

describe('a check opened from the units', () => {
  it('fills missile fire from the game (4.01, T8) and proposes the hits and chits the dice read (4.80)', async () => {
    const check = new CheckSession(
      smallGame(),
      { kind: 'fire', firer: bows, target: knights, weapon: 0 },
      defaultReadings,
      7,
    );
    const tool = check.tool!;
    expect(tool.text('weapon')).toBe('longbow');
    expect(tool.number('frontFigures')).toBe(12);
    expect(tool.text('armourClass')).toBe('4');
    expect(check.filled[0]).toBe('Longbowmen: 12 figures, 4 MMS');
    // The knights are horse without protected horses: T10's line is ticked from the roster.
    expect(tool.flag('m.unprotected-cavalry')).toBe(true);
    expect(check.filled).toContain('Target is unprotected cavalry');
    expect(check.filled).toContain('Longbow: 5 chits left (4.80)');
    expect(check.proposal).toBeUndefined();
    await check.rollAll();
    expect(check.diceRead).toBe(true);
    const proposal = check.proposal;
    expect(proposal?.ok).toBe(true);
    if (!proposal?.ok) return;
    expect(proposal.value.title).toMatch(/^Longbowmen fires at Knights: \d+ hits?$/);
    expect(proposal.value.changes[0]).toMatchObject({
      rule: '4.80',
      action: { type: 'spend-ammunition', chits: 1 },
    });
    const played = new PlayedGame();
    played.begin(smallGame());
    expect(played.confirm(proposal.value)).toBe(true);
  });

  it('fills both sides of a close combat and proposes the round the dice read (5.40)', async () => {
    const check = new CheckSession(
      smallGame(),
      { kind: 'close-combat', a: horse, b: spears },
      defaultReadings,
      3,
    );
    const tool = check.tool!;
    expect(tool.values).toMatchObject({
      'a.kind': 'cavalry',
      'a.morale': 'B',
      'a.mms': 2,
      'a.armourClass': 3,
      'b.kind': 'infantry',
      'b.mms': 4,
      contact: 2,
    });
    await check.rollAll();
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.title).toMatch(
      /^Close combat, Men-at-arms against Spearmen: /,
    );
  });

  it('fills a morale check and applies the T17B result the die reads (6.00)', () => {
    const check = new CheckSession(smallGame(), { kind: 'morale', unit: spears }, defaultReadings);
    const tool = check.tool!;
    expect(tool.values).toMatchObject({ moraleClass: 'D', figuresLost: 0, originalFigures: 16 });
    tool.dice[0]!.entry.enter('6');
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.changes.some((c) => c.action.type === 'morale')).toBe(
      true,
    );
  });

  it('proposes a Break on a rally check under the game’s readings (T17B)', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    played.act({ type: 'morale', ...spears, result: 'B' });
    for (let i = 0; i < 9; i++) played.act({ type: 'next-phase' });
    const texts = (rallyBreak: 'destroyed' | 'breaks-again') => {
      const check = new CheckSession(
        played.game!,
        { kind: 'morale', unit: spears },
        { ...defaultReadings, rallyBreak },
      );
      check.tool!.dice[0]!.entry.enter('6');
      check.moraleChoice = 'B';
      const proposal = check.proposal;
      return proposal?.ok ? proposal.value.changes.map((c) => c.text) : [];
    };
    expect(texts('destroyed').some((t) => t.includes('Destroyed'))).toBe(true);
    expect(texts('breaks-again').some((t) => t.includes('breaks again'))).toBe(true);
  });

  it('reads a leader hit from the T20 die, with no capture die under fire (7.10)', () => {
    const check = new CheckSession(
      smallGame(),
      { kind: 'leader-hit', side: 'b', leader: 'l1', by: 'missile' },
      defaultReadings,
    );
    expect(check.leaderDice).toHaveLength(1);
    expect(check.proposal).toBeUndefined();
    check.leaderDice[0]!.entry.enter('6');
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.changes[0]?.action).toMatchObject({
      type: 'leader-hit',
      result: 'killed',
      captured: false,
    });
  });

  it('rolls a leader hit in melee with its capture die (T20, 7.10)', async () => {
    const check = new CheckSession(
      smallGame(),
      { kind: 'leader-hit', side: 'a', leader: 'l1', by: 'close-combat' },
      defaultReadings,
      11,
    );
    expect(check.leaderDice.map((d) => d.name)).toEqual(['Leader hit die', 'Capture die']);
    await check.rollAll();
    expect(check.diceRead).toBe(true);
    expect(check.proposal?.ok).toBe(true);
  });

  it('says a firer out of chits may fire only half its figures when fired on or charged (4.80)', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    played.act({ type: 'spend-ammunition', ...bows, weapon: 0, chits: 5 });
    const check = new CheckSession(
      played.game!,
      { kind: 'fire', firer: bows, target: knights, weapon: 0 },
      defaultReadings,
    );
    expect(check.filled.some((l) => /out of ammunition.*\(4\.80\)$/.test(l))).toBe(true);
    // The engine halves its dice: 12 figures in one rank fire 6 dice.
    expect(check.tool!.number('frontFigures')).toBe(6);
    expect(check.tool!.number('ranks')).toBe(1);
    expect(check.tool!.number('rateOfFire')).toBe(1);
  });

  it('lists a banner taken before it applies, with no dice to roll (7.20)', () => {
    const check = new CheckSession(
      smallGame(),
      { kind: 'banner', side: 'a', banner: 'b1' },
      defaultReadings,
    );
    expect(check.title).toBe('English banner is taken');
    expect(check.rollsDice).toBe(false);
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.changes[0]).toMatchObject({
      rule: '7.20',
      action: { type: 'banner-captured', side: 'a', banner: 'b1' },
    });
  });

  it('refuses a check on a unit out of play, naming the rule', () => {
    const played = new PlayedGame();
    played.begin(smallGame());
    played.act({ type: 'casualties', ...knights, figures: 9 });
    const check = new CheckSession(
      played.game!,
      { kind: 'morale', unit: knights },
      defaultReadings,
    );
    expect(check.problem).toMatch(/out of play \(6\.00\)\.$/);
    expect(check.proposal).toBeUndefined();
  });
});
