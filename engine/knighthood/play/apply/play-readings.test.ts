/**
 * The readings the play along makes where the book is silent, each under its
 * register entry: both values of every switch.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { defaultReadings, type Readings } from '../../readings.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { startGame, type KnightGame } from '../game/state.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import {
  describeRally,
  isCommanderInChief,
  proposeLeaderHit,
  proposeMoraleResult,
  unitsToRally,
} from './fates.ts';
import { confirmProposal, tallyGameHonor, type Proposal } from './proposal.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const phases = (n: number): GameAction[] =>
  Array.from({ length: n }, () => ({ type: 'next-phase' }) as const);
const listed = (proposal: Proposal) => proposal.changes.map((c) => [c.text, c.rule]);
const reading = (r: Partial<Readings>): Readings => ({ ...defaultReadings, ...r });
const knights = { side: 'b', unit: 'u2' } as const;
const constable = { side: 'b', leader: 'l1' } as const;
const salisbury = { side: 'a', leader: 'l1' } as const;
const john = { side: 'a', leader: 'l2' } as const;

describe('a Break on a rally check (T17B, 6.00; register: break-on-a-rally-check)', () => {
  const rallyPhase = run(testGame(), { type: 'morale', ...knights, result: 'B' }, ...phases(9));

  it('read here, destroys the unit: it was not rallied by the end of that turn', () => {
    const again = valueOf(proposeMoraleResult(rallyPhase, knights, 'B', defaultReadings));
    expect(listed(again)).toEqual([
      ['Knights is not rallied', 'T17B'],
      ['Knights: Destroyed', 'T17B'],
    ]);
  });

  it('with rallyBreak "breaks-again", breaks the unit afresh, to rally at its next rally phase', () => {
    const readings = reading({ rallyBreak: 'breaks-again' });
    const again = valueOf(proposeMoraleResult(rallyPhase, knights, 'B', readings));
    expect(listed(again)).toEqual([
      ['Knights breaks again: it may try to rally at its next rally phase', 'T17B'],
      ['Knights: Break', 'T17B'],
      [
        'Friendly units of morale A or worse within 15" and in sight of Knights check morale',
        '6.00',
      ],
    ]);
    const broken = valueOf(confirmProposal(rallyPhase, again, readings));
    expect(broken.sides.b.units.u2?.morale).toEqual({ result: 'B', turn: rallyPhase.turn });
    const next = run(broken, ...phases(12));
    expect(next).toMatchObject({ moving: 'b', phase: 'rally' });
    expect(unitsToRally(next)).toEqual([knights]);
  });

  it('lists a unit that broke again once in its rally phase: the units checked are left out', () => {
    const readings = reading({ rallyBreak: 'breaks-again' });
    const crossbows = { side: 'b', unit: 'u1' } as const;
    const bothBroken = run(
      testGame(),
      { type: 'morale', ...knights, result: 'B' },
      { type: 'morale', ...crossbows, result: 'B' },
      ...phases(9),
    );
    expect(unitsToRally(bothBroken)).toEqual([crossbows, knights]);
    const again = valueOf(proposeMoraleResult(bothBroken, knights, 'B', readings));
    const broken = valueOf(confirmProposal(bothBroken, again, readings));
    expect(broken).toMatchObject({ moving: 'b', phase: 'rally' });
    expect(unitsToRally(broken, [knights])).toEqual([crossbows]);
    // A unit of the other side named as checked leaves the moving side's list alone.
    expect(unitsToRally(broken, [{ side: 'a', unit: 'u2' }])).toEqual([crossbows, knights]);
    const next = run(broken, ...phases(12));
    expect(unitsToRally(next, [])).toEqual([crossbows, knights]);
    // The rally phase's call names them with the turn sequence's rule; a checked unit drops off.
    expect(describeRally(broken, [knights])).toEqual({
      text: 'Rally: each broken unit of the moving side checks morale once to rally',
      rule: '2.00',
      units: [{ ref: crossbows, name: 'Crossbowmen' }],
    });
    expect(describeRally(broken, [knights, crossbows])).toMatchObject({
      text: 'Rally: no broken unit of the moving side is due a rally check',
      units: [],
    });
    expect(describeRally(run(broken, ...phases(1)), [])).toBeUndefined();
  });
});

describe('a leader killed by missile fire (T21, 7.00; register: leader-killed-by-missile-fire)', () => {
  const shot = { result: 'killed', captured: false, by: 'missile' } as const;

  it('read here, scores nothing for the side that shot him', () => {
    expect(listed(valueOf(proposeLeaderHit(testGame(), { ...john, ...shot })))).toEqual([
      ['Sir John: killed', 'T20'],
      ['Every unit within 15" in sight of Sir John checks morale after this phase', '6.00'],
    ]);
  });

  it('with leaderLostToMissile "missile-column", scores T21\'s M column of the capture line', () => {
    const readings = reading({ leaderLostToMissile: 'missile-column' });
    const king = valueOf(proposeLeaderHit(testGame(), { ...constable, ...shot }, readings));
    expect(listed(king).slice(0, 3)).toEqual([
      ['Constable: killed', 'T20'],
      ['English: Captured a king, -50 honor (M column: Constable killed by missile fire)', 'T21'],
      ['French: Own king (or CnC) killed or captured, +100 honor', 'T21'],
    ]);
    const leader = valueOf(proposeLeaderHit(testGame(), { ...john, ...shot }, readings));
    expect(listed(leader)[1]).toEqual([
      'French: Captured other nobility or leader, -25 honor (M column: Sir John killed by missile fire)',
      'T21',
    ]);
    const after = valueOf(confirmProposal(testGame(), king, readings));
    expect(valueOf(tallyGameHonor(after, 'a', readings)).total).toBe(-50);
    // Killed in close combat, he is not shot: the M column does not count.
    const melee = { ...constable, ...shot, by: 'close-combat' } as const;
    expect(listed(valueOf(proposeLeaderHit(testGame(), melee, readings)))[1]?.[0]).toBe(
      'French: Own king (or CnC) killed or captured, +100 honor',
    );
    // Under the capture reading that refuses missile points (7.10), nothing is scored.
    const refused = reading({
      leaderLostToMissile: 'missile-column',
      captureByMissile: 'not-allowed',
    });
    const none = valueOf(proposeLeaderHit(testGame(), { ...john, ...shot }, refused));
    expect(listed(none).map(([, rule]) => rule)).toEqual(['T20', '6.00']);
  });
});

describe('whose loss is "own king (or CnC)" (T21, T4; register: which-leader-is-the-cnc)', () => {
  // Sir John, the English second leader, is marked king; the French Constable is first and king.
  const game = valueOf(
    startGame({ a: english, b: french, firstMove: 'a', kings: { a: ['l2'], b: ['l1'] } }),
  );
  const killed = { result: 'killed', captured: false, by: 'close-combat' } as const;
  const ownKing = (proposal: Proposal) =>
    listed(proposal).filter(([text]) => text?.includes('Own king'));

  it("read here, is the roster's first leader, the commander in chief of T4", () => {
    expect(isCommanderInChief(game.sides.a, 'l1')).toBe(true);
    expect(isCommanderInChief(game.sides.a, 'l2')).toBe(false);
    expect(ownKing(valueOf(proposeLeaderHit(game, { ...salisbury, ...killed })))).toEqual([
      ['English: Own king (or CnC) killed or captured, +100 honor', 'T21'],
    ]);
    expect(ownKing(valueOf(proposeLeaderHit(game, { ...john, ...killed })))).toEqual([]);
  });

  it('with commanderInChief "king-else-first", is a leader marked king, else the first', () => {
    const readings = reading({ commanderInChief: 'king-else-first' });
    expect(isCommanderInChief(game.sides.a, 'l1', readings)).toBe(false);
    expect(isCommanderInChief(game.sides.a, 'l2', readings)).toBe(true);
    expect(ownKing(valueOf(proposeLeaderHit(game, { ...john, ...killed }, readings)))).toEqual([
      ['English: Own king (or CnC) killed or captured, +100 honor', 'T21'],
    ]);
    expect(ownKing(valueOf(proposeLeaderHit(game, { ...salisbury, ...killed }, readings)))).toEqual(
      [],
    );
    // No king marked: the first leader still counts.
    expect(isCommanderInChief(testGame().sides.a, 'l1', readings)).toBe(true);
  });

  it('scores the line with the sign the ownKingLost reading gives it', () => {
    const loss = reading({ ownKingLost: 'a-loss' });
    expect(ownKing(valueOf(proposeLeaderHit(game, { ...salisbury, ...killed }, loss)))).toEqual([
      ['English: Own king (or CnC) killed or captured, -100 honor', 'T21'],
    ]);
  });
});

describe('troop losses for 8.02 (T21; register: troop-losses-counted)', () => {
  const bows = { side: 'a', unit: 'u1' } as const;
  const horse = { side: 'a', unit: 'u2' } as const;
  const game = run(
    testGame(),
    { type: 'honor', side: 'a', event: { kind: 'initial', id: 'count-or-earl' } },
    {
      type: 'honor',
      side: 'a',
      event: { kind: 'award', id: 'chivalry', by: 'close-combat', count: 2 },
    },
    { type: 'casualties', ...bows, figures: 3 },
  );
  const routed = run(game, { type: 'morale', ...horse, result: 'D' });

  it('read here, are the figures lost over the figures at the start', () => {
    // 3 of 18 figures: up to 25 %, 10 % of 100 lost, with or without a unit routed.
    expect(valueOf(tallyGameHonor(game, 'a')).total).toBe(90);
    expect(valueOf(tallyGameHonor(routed, 'a')).total).toBe(90);
  });

  it('with troopLosses "units", are the units out of play over the units at the start', () => {
    const readings = reading({ troopLosses: 'units' });
    // No unit out of play: no share lost.
    expect(valueOf(tallyGameHonor(game, 'a', readings)).total).toBe(100);
    // 1 of 2 units: up to 50 %, 25 % of 100 lost.
    expect(valueOf(tallyGameHonor(routed, 'a', readings)).total).toBe(75);
  });
});
