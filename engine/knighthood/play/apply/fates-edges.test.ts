/**
 * Morale, leader and banner results at their edges: each T17B result on a
 * unit rallying or not and what it sweeps along (6.00, 7.00), each wound on
 * a leader already wounded (7.00, T20), captures by line (7.10, T21), and
 * each refusal naming its field and rule.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { defaultReadings } from '../../readings.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import type { SideId } from '../game/phases.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import {
  isCommanderInChief,
  proposeBannerCapture,
  proposeLeaderHit,
  proposeMoraleResult,
  unitsToRally,
} from './fates.ts';
import { confirmProposal, type Proposal } from './proposal.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const listed = (proposal: Proposal) => proposal.changes.map((c) => [c.text, c.rule]);
const phases = (n: number) => Array.from({ length: n }, () => ({ type: 'next-phase' }) as const);
const knights = { side: 'b', unit: 'u2' } as const;
const crossbows = { side: 'b', unit: 'u1' } as const;
const bows = { side: 'a', unit: 'u1' } as const;
const constable = { side: 'b', leader: 'l1' } as const;
const john = { side: 'a', leader: 'l2' } as const;
const withConstable = (): KnightGame =>
  run(testGame(), { type: 'attach-leader', ...constable, unit: 'u2' });
/** The French knights broken, their Constable with them, at their side's rally phase. */
const rallying = (): KnightGame =>
  run(withConstable(), { type: 'morale', ...knights, result: 'B' }, ...phases(9));

describe('morale results (6.00, T17B, 7.00)', () => {
  it('6.00: a check names its rules; Destroyed sweeps the leader along but calls no friends to check', () => {
    const proposal = valueOf(proposeMoraleResult(withConstable(), knights, 'D'));
    expect(proposal.title).toBe('Knights checks morale: Destroyed');
    expect(proposal.rules).toEqual(['6.00', 'T17B']);
    expect(listed(proposal)).toEqual([
      ['Knights: Destroyed', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
    ]);
  });

  it('7.00: Retire sweeps the leader along; Advance and Carry on leave him be', () => {
    expect(listed(valueOf(proposeMoraleResult(withConstable(), knights, 'R')))).toEqual([
      ['Knights: Retire', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
    ]);
    for (const result of ['A', 'C'] as const)
      expect(valueOf(proposeMoraleResult(withConstable(), knights, result)).changes).toHaveLength(
        1,
      );
  });

  it('6.00: a break calls on friends of its own morale class or worse (C for the longbowmen)', () => {
    expect(listed(valueOf(proposeMoraleResult(testGame(), bows, 'B')))[1]).toEqual([
      'Friendly units of morale C or worse within 15" and in sight of Longbowmen check morale',
      '6.00',
    ]);
  });

  it('T17B: a broken unit rallies on Retire or Advance, and its leader is swept along on Retire', () => {
    expect(listed(valueOf(proposeMoraleResult(rallying(), knights, 'R')))).toEqual([
      ['Knights: Retire, rallied', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
    ]);
    expect(listed(valueOf(proposeMoraleResult(rallying(), knights, 'A')))).toEqual([
      ['Knights: Advance, rallied', 'T17B'],
    ]);
  });

  it('T17B: a broken unit destroyed on its rally check is not said rallied; a second Break is titled as rolled', () => {
    expect(listed(valueOf(proposeMoraleResult(rallying(), knights, 'D')))).toEqual([
      ['Knights: Destroyed', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
    ]);
    const again = valueOf(proposeMoraleResult(rallying(), knights, 'B'));
    expect(again.title).toBe('Knights checks morale: Break');
    expect(listed(again)).toEqual([
      ['Knights is not rallied', 'T17B'],
      ['Knights: Destroyed', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
    ]);
  });

  it('T17B: a Break on a unit that had retired is a plain break, not a failed rally', () => {
    const retired = run(testGame(), { type: 'morale', ...knights, result: 'R' });
    expect(listed(valueOf(proposeMoraleResult(retired, knights, 'B')))[0]).toEqual([
      'Knights: Break',
      'T17B',
    ]);
  });

  it('6.00: a unit out of play is refused by name', () => {
    const gone = run(testGame(), { type: 'casualties', ...knights, figures: 9 });
    expect(errorOf(proposeMoraleResult(gone, knights, 'C'))).toEqual({
      field: 'unit',
      rule: '6.00',
      message: 'Knights is out of play',
    });
  });

  it('6.00: a broken unit that lost every figure is not called to rally', () => {
    const game = run(
      testGame(),
      { type: 'morale', ...crossbows, result: 'B' },
      { type: 'casualties', ...crossbows, figures: 8 },
      { type: 'morale', ...knights, result: 'B' },
      ...phases(9),
    );
    expect(unitsToRally(game)).toEqual([knights]);
  });
});

describe('leader hits (7.00, T20, 7.10, T21)', () => {
  const hit = (result: 'unharmed' | 'severe-wound' | 'mortal-wound' | 'killed') =>
    ({ ...john, result, captured: false, by: 'close-combat' }) as const;
  const woundedJohn = () =>
    run(testGame(), { type: 'leader-hit', ...john, result: 'severe-wound', captured: false });

  it('7.00: a second severe wound makes a mortal one, with its 1D of life, and no second severe-wound note', () => {
    const proposal = valueOf(
      proposeLeaderHit(woundedJohn(), { ...hit('severe-wound'), lifeRoll: 1 }),
    );
    expect(proposal.title).toBe('Sir John is hit: severe wound');
    expect(listed(proposal)).toEqual([
      ['Sir John: mortal wound', 'T20'],
      ['Sir John lives 1 turn more', '7.00'],
    ]);
  });

  it('T20: an unharmed result leaves a wounded leader as he was, with nothing more to note', () => {
    expect(listed(valueOf(proposeLeaderHit(woundedJohn(), hit('unharmed'))))).toEqual([
      ['Sir John: severe wound', 'T20'],
    ]);
  });

  it('7.00: under woundOnMortal "adds-nothing" a mortal wound stays one, with no second 1D of life', () => {
    const mortal = run(testGame(), {
      type: 'leader-hit',
      ...john,
      result: 'mortal-wound',
      captured: false,
    });
    const readings = { ...defaultReadings, woundOnMortal: 'adds-nothing' } as const;
    expect(listed(valueOf(proposeLeaderHit(mortal, hit('severe-wound'), readings)))).toEqual([
      ['Sir John: mortal wound', 'T20'],
    ]);
  });

  it('7.10, T21: a leader not king captured scores the captor the leader line; the hit lists no 7.10 when not captured', () => {
    const taken = valueOf(proposeLeaderHit(testGame(), { ...hit('unharmed'), captured: true }));
    expect(taken.title).toBe('Sir John is hit: unharmed, captured');
    expect(listed(taken)).toEqual([
      ['Sir John: unharmed, captured', 'T20'],
      ['French: Captured other nobility or leader, +100 honor', 'T21'],
      ['Every unit within 15" in sight of Sir John checks morale after this phase', '6.00'],
    ]);
    expect(valueOf(proposeLeaderHit(testGame(), hit('killed'))).rules).toEqual(['7.00', 'T20']);
  });

  it('7.10: a captive taken again scores nothing more and is not said captured afresh', () => {
    const held = run(testGame(), {
      type: 'leader-hit',
      ...john,
      result: 'unharmed',
      captured: true,
    });
    expect(
      listed(valueOf(proposeLeaderHit(held, { ...hit('severe-wound'), captured: true }))),
    ).toEqual([
      ['Sir John: severe wound', 'T20'],
      ['Sir John gives no combat bonus and moves 10" a turn for the rest of the battle', '7.00'],
    ]);
  });

  it('7.00, T21: the commander in chief killed in melee costs his side; no capture is scored', () => {
    expect(
      listed(valueOf(proposeLeaderHit(testGame(), { ...hit('killed'), ...constable }))),
    ).toEqual([
      ['Constable: killed', 'T20'],
      ['French: Own king (or CnC) killed or captured, +100 honor', 'T21'],
      ['Every unit within 15" in sight of Constable checks morale after this phase', '6.00'],
    ]);
  });

  it('7.00: refuses a side the game lacks, naming the leader and the rule', () => {
    expect(
      errorOf(proposeLeaderHit(testGame(), { ...hit('killed'), side: 'c' as SideId })),
    ).toEqual({ field: 'leader', rule: '7.00', message: 'no leader "l2" on that side' });
    expect(
      errorOf(proposeLeaderHit(testGame(), { ...hit('killed'), captured: true, by: 'missile' })),
    ).toEqual({
      field: 'captured',
      rule: '7.10',
      message: 'only a leader hit in melee can be captured',
    });
  });

  it('T21: a side with no leaders has no commander in chief', () => {
    const side = { ...testGame().sides.a, army: { ...testGame().sides.a.army, leaders: [] } };
    expect(isCommanderInChief(side, 'l1')).toBe(false);
  });
});

describe('banners (7.20, T21)', () => {
  it('7.20: a banner taken is titled and cites its rule; once retaken it can be taken again', () => {
    const proposal = valueOf(proposeBannerCapture(testGame(), 'a', 'b1'));
    expect(proposal.title).toBe('English banner is taken');
    expect(proposal.rules).toEqual(['7.20']);
    const taken = valueOf(confirmProposal(testGame(), proposal));
    expect(errorOf(proposeBannerCapture(taken, 'a', 'b1'))).toEqual({
      field: 'banner',
      rule: '7.20',
      message: 'English banner is already captured',
    });
    const retaken = run(taken, { type: 'banner-recaptured', side: 'a', banner: 'b1' });
    expect(proposeBannerCapture(retaken, 'a', 'b1').ok).toBe(true);
  });

  it('7.20: refuses a side the game lacks, naming the banner', () => {
    expect(errorOf(proposeBannerCapture(testGame(), 'c' as SideId, 'b1'))).toEqual({
      field: 'banner',
      rule: '7.20',
      message: 'no banner "b1" on that side',
    });
  });
});
