import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { defaultReadings } from '../../readings.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import {
  proposeBannerCapture,
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
const listed = (proposal: Proposal) => proposal.changes.map((c) => [c.text, c.rule]);
const knights = { side: 'b', unit: 'u2' } as const;
const bows = { side: 'a', unit: 'u1' } as const;
const constable = { side: 'b', leader: 'l1' } as const;

describe('morale results (6.00, T17B)', () => {
  it('breaks a unit: its leader is swept along and friends of equal or lower morale check', () => {
    const game = run(testGame(), { type: 'attach-leader', ...constable, unit: 'u2' });
    const proposal = valueOf(proposeMoraleResult(game, knights, 'B'));
    expect(proposal.title).toBe('Knights checks morale: Break');
    expect(listed(proposal)).toEqual([
      ['Knights: Break', 'T17B'],
      ['Constable is swept along with Knights for one move', '7.00'],
      [
        'Friendly units of morale A or worse within 15" and in sight of Knights check morale',
        '6.00',
      ],
    ]);
    const after = valueOf(confirmProposal(game, proposal));
    expect(after.sides.b.units.u2?.morale).toEqual({ result: 'B', turn: 1 });
  });

  it('retires and carries on without sweeping anyone for Carry on', () => {
    expect(listed(valueOf(proposeMoraleResult(testGame(), knights, 'R')))).toEqual([
      ['Knights: Retire', 'T17B'],
    ]);
    expect(listed(valueOf(proposeMoraleResult(testGame(), knights, 'A')))).toEqual([
      ['Knights: Advance', 'T17B'],
    ]);
  });

  it('rallies a broken unit on anything but Break; a second Break destroys it (read here)', () => {
    const broken = run(testGame(), { type: 'morale', ...knights, result: 'B' });
    expect(unitsToRally(broken)).toEqual([]);
    const rallyPhase = run(
      broken,
      ...Array.from({ length: 9 }, () => ({ type: 'next-phase' }) as const),
    );
    expect(rallyPhase).toMatchObject({ moving: 'b', phase: 'rally' });
    expect(unitsToRally(rallyPhase)).toEqual([knights]);
    expect(listed(valueOf(proposeMoraleResult(rallyPhase, knights, 'C')))).toEqual([
      ['Knights: Carry on, rallied', 'T17B'],
    ]);
    const again = valueOf(proposeMoraleResult(rallyPhase, knights, 'B'));
    expect(listed(again)).toEqual([
      ['Knights is not rallied', 'T17B'],
      ['Knights: Destroyed', 'T17B'],
    ]);
    const gone = valueOf(confirmProposal(rallyPhase, again));
    expect(gone.sides.b.units.u2?.morale?.result).toBe('D');
    expect(unitsToRally(gone)).toEqual([]);
    expect(proposeMoraleResult(gone, knights, 'C')).toMatchObject({
      ok: false,
      error: { field: 'unit', rule: '6.00' },
    });
    expect(proposeMoraleResult(testGame(), knights, 'Z' as 'A')).toMatchObject({
      ok: false,
      error: { field: 'result', rule: 'T17B' },
    });
    expect(proposeMoraleResult(testGame(), { side: 'b', unit: 'u5' }, 'C')).toMatchObject({
      ok: false,
      error: { field: 'unit' },
    });
  });
});

describe('leader hits (7.00, T20, 7.10, T21)', () => {
  it('captures a king in melee: the captor scores T21, his side loses its commander in chief', () => {
    const proposal = valueOf(
      proposeLeaderHit(testGame(), {
        ...constable,
        result: 'severe-wound',
        captured: true,
        by: 'close-combat',
      }),
    );
    expect(proposal.title).toBe('Constable is hit: severe wound, captured');
    expect(proposal.rules).toEqual(['7.00', 'T20', '7.10']);
    expect(listed(proposal)).toEqual([
      ['Constable: severe wound, captured', 'T20'],
      ['Constable gives no combat bonus and moves 10" a turn for the rest of the battle', '7.00'],
      ['English: Captured a king, +250 honor', 'T21'],
      ['French: Own king (or CnC) killed or captured, +100 honor', 'T21'],
      ['Every unit within 15" in sight of Constable checks morale after this phase', '6.00'],
    ]);
    const taken = valueOf(confirmProposal(testGame(), proposal));
    expect(taken.sides.b.leaders.l1).toMatchObject({ condition: 'severe-wound', captured: true });
    // Put to the sword later (7.10): no second honor for a leader already lost.
    const killed = valueOf(
      proposeLeaderHit(taken, {
        ...constable,
        result: 'killed',
        captured: false,
        by: 'close-combat',
      }),
    );
    expect(listed(killed)).toEqual([['Constable: killed', 'T20']]);
    const dead = valueOf(confirmProposal(taken, killed));
    expect(
      proposeLeaderHit(dead, {
        ...constable,
        result: 'severe-wound',
        captured: false,
        by: 'missile',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'leader', rule: '7.00', message: 'Constable is dead' },
    });
  });

  it('kills an already wounded leader with a mortal wound, with no honor for a leader not first in his roster', () => {
    const john = { side: 'a', leader: 'l2' } as const;
    const wounded = run(testGame(), {
      type: 'leader-hit',
      ...john,
      result: 'severe-wound',
      captured: false,
    });
    const proposal = valueOf(
      proposeLeaderHit(wounded, {
        ...john,
        result: 'mortal-wound',
        captured: false,
        by: 'missile',
      }),
    );
    expect(listed(proposal)).toEqual([
      ['Sir John: killed', 'T20'],
      ['Every unit within 15" in sight of Sir John checks morale after this phase', '6.00'],
    ]);
    const mortal = valueOf(
      proposeLeaderHit(testGame(), {
        ...john,
        result: 'mortal-wound',
        captured: false,
        by: 'missile',
      }),
    );
    expect(listed(mortal)).toEqual([
      ['Sir John: mortal wound', 'T20'],
      ['Sir John lives 1D turns more', '7.00'],
    ]);
    const rolled = valueOf(
      proposeLeaderHit(testGame(), {
        ...john,
        result: 'mortal-wound',
        captured: false,
        by: 'missile',
        lifeRoll: 3,
      }),
    );
    expect(rolled.changes[1]?.text).toBe('Sir John lives 3 turns more');
    expect(
      proposeLeaderHit(testGame(), {
        ...john,
        result: 'mortal-wound',
        captured: false,
        by: 'missile',
        lifeRoll: 7,
      }),
    ).toMatchObject({ ok: false, error: { field: 'lifeRoll', rule: '7.00' } });
    const unharmed = valueOf(
      proposeLeaderHit(testGame(), { ...john, result: 'unharmed', captured: false, by: 'missile' }),
    );
    expect(listed(unharmed)).toEqual([['Sir John: unharmed', 'T20']]);
  });

  it('follows the register on a severe wound after a mortal one', () => {
    const mortal = run(testGame(), {
      type: 'leader-hit',
      ...constable,
      result: 'mortal-wound',
      captured: false,
    });
    const hit = { ...constable, result: 'severe-wound', captured: false, by: 'missile' } as const;
    expect(valueOf(proposeLeaderHit(mortal, hit)).changes[0]?.text).toBe('Constable: killed');
    const other = { ...defaultReadings, woundOnMortal: 'adds-nothing' } as const;
    expect(valueOf(proposeLeaderHit(mortal, hit, other)).changes[0]?.text).toBe(
      'Constable: mortal wound',
    );
  });

  it('refuses a capture by missile fire, an unknown result and an unknown leader', () => {
    expect(
      proposeLeaderHit(testGame(), {
        ...constable,
        result: 'killed',
        captured: true,
        by: 'missile',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'captured', rule: '7.10' },
    });
    expect(
      proposeLeaderHit(testGame(), {
        ...constable,
        result: 'maimed' as 'killed',
        captured: false,
        by: 'missile',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'result', rule: 'T20' },
    });
    expect(
      proposeLeaderHit(testGame(), {
        side: 'b',
        leader: 'l3',
        result: 'killed',
        captured: false,
        by: 'missile',
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'leader' },
    });
  });
});

describe('banners (7.20) and the honor tally (8.02)', () => {
  it('scores a banner taken for both sides and calls for morale checks', () => {
    const proposal = valueOf(proposeBannerCapture(testGame(), 'b', 'b1'));
    expect(listed(proposal)).toEqual([
      ['Oriflamme is captured', '7.20'],
      ['English: Captured enemy banner, +50 honor', 'T21'],
      ['French: Own banner captured, -50 honor', 'T21'],
      ['Every unit within 15" in sight of Oriflamme checks morale after this phase', '6.00'],
    ]);
    const taken = valueOf(confirmProposal(testGame(), proposal));
    expect(proposeBannerCapture(taken, 'b', 'b1')).toMatchObject({
      ok: false,
      error: { rule: '7.20' },
    });
    expect(proposeBannerCapture(taken, 'a', 'b9')).toMatchObject({
      ok: false,
      error: { field: 'banner' },
    });
  });

  it("tallies a side's honor from the game's events, less the share its losses take (T21)", () => {
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
    // 3 of 18 figures lost: up to 25 %, so 10 % of 100 is lost.
    expect(valueOf(tallyGameHonor(game, 'a')).total).toBe(90);
    expect(valueOf(tallyGameHonor(game, 'a', defaultReadings, 60)).total).toBe(50);
    expect(valueOf(tallyGameHonor(testGame(), 'b')).total).toBe(0);
  });
});
