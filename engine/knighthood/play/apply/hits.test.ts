import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { resolveRound, type SideResult } from '../../combat/combat-round.ts';
import { defaultReadings } from '../../readings.ts';
import { fraction } from '../../tables/cells.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import { proposeCloseCombat, proposeFire } from './hits.ts';
import { confirmProposal, type Proposal } from './proposal.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const crossbows = { side: 'b', unit: 'u1' } as const;
const knights = { side: 'b', unit: 'u2' } as const;
const listed = (proposal: Proposal) => proposal.changes.map((c) => [c.text, c.rule]);

describe('missile fire results (4.01, 4.80, T21)', () => {
  it('spends the chits, marks the hits, and scores the figures for the firer', () => {
    const game = testGame();
    const proposal = valueOf(
      proposeFire(game, { firer: bows, target: knights, weapon: 0, hits: 3, chitsUsed: 3 }),
    );
    expect(proposal.title).toBe('Longbowmen fires at Knights: 3 hits');
    expect(listed(proposal)).toEqual([
      ['Longbowmen uses 3 chits of 5', '4.80'],
      ['Knights loses 3 figures', '4.01'],
      ['English: Chivalry x3, +15 honor', 'T21'],
    ]);
    const after = valueOf(confirmProposal(game, proposal));
    expect(after.sides.a.units.u1?.ammunition).toEqual([2]);
    expect(after.sides.b.units.u2?.casualties).toBe(3);
    expect(after.sides.a.honor).toEqual([
      { kind: 'award', id: 'chivalry', by: 'missile', count: 3 },
    ]);
    expect(after.log.map((l) => l.text)).toEqual([
      'Longbowmen fires at Knights: 3 hits',
      'Longbowmen uses 3 ammunition chits; 2 left',
      'Knights loses 3 figures; 6 of 9 figures left, 2 MMS',
      'English: Chivalry x3, +15 honor',
    ]);
  });

  it('spends nothing for a fire that used no chits, and scores nothing T21 gives 0 for', () => {
    const proposal = valueOf(
      proposeFire(testGame(), { firer: crossbows, target: bows, weapon: 0, hits: 1, chitsUsed: 0 }),
    );
    // Loose-order C infantry is "any other infantry": 0 by missile fire.
    expect(listed(proposal)).toEqual([['Longbowmen loses 1 figure', '4.01']]);
  });

  it('stops at the last figure and puts the hits beyond it on the attached leader (7.00)', () => {
    const game = run(
      testGame(),
      { type: 'casualties', ...crossbows, figures: 6 },
      { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u1' },
    );
    const proposal = valueOf(
      proposeFire(game, { firer: bows, target: crossbows, weapon: 0, hits: 4, chitsUsed: 1 }),
    );
    expect(listed(proposal)).toEqual([
      ['Longbowmen uses 1 chit of 5', '4.80'],
      ['Crossbowmen loses 2 figures, its last: destroyed', '4.01'],
      ['Constable takes 2 automatic hits: each is rolled on T20', '7.00'],
      ['Constable makes a VF check on T19 (MF column)', '7.00'],
    ]);
    const after = valueOf(confirmProposal(game, proposal));
    expect(after.sides.b.units.u1?.casualties).toBe(8);
  });

  it('calls for a morale check when a unit at half its figures or more lost takes casualties (6.00)', () => {
    const half = valueOf(
      proposeFire(testGame(), { firer: bows, target: crossbows, weapon: 0, hits: 4, chitsUsed: 1 }),
    );
    expect(half.changes.at(-1)).toMatchObject({
      text: 'Crossbowmen has lost half its figures or more: it checks morale',
      rule: '6.00',
    });
    const under = valueOf(
      proposeFire(testGame(), { firer: bows, target: crossbows, weapon: 0, hits: 3, chitsUsed: 1 }),
    );
    expect(under.changes.some((c) => c.rule === '6.00')).toBe(false);
    const past = run(testGame(), { type: 'casualties', ...crossbows, figures: 5 });
    const more = valueOf(
      proposeFire(past, { firer: bows, target: crossbows, weapon: 0, hits: 1, chitsUsed: 1 }),
    );
    expect(more.changes.at(-1)?.rule).toBe('6.00');
    const none = valueOf(
      proposeFire(past, { firer: bows, target: crossbows, weapon: 0, hits: 0, chitsUsed: 1 }),
    );
    expect(listed(none)).toEqual([['Longbowmen uses 1 chit of 5', '4.80']]);
  });

  it('refuses a fire at its own side, bad counts, a missing weapon and units out of play', () => {
    const game = testGame();
    const fire = { firer: bows, target: knights, weapon: 0, hits: 1, chitsUsed: 1 };
    expect(proposeFire(game, { ...fire, target: menAtArms })).toMatchObject({
      ok: false,
      error: { field: 'target', rule: '4.01' },
    });
    expect(proposeFire(game, { ...fire, hits: -1 })).toMatchObject({
      ok: false,
      error: { field: 'hits' },
    });
    expect(proposeFire(game, { ...fire, chitsUsed: 0.5 })).toMatchObject({
      ok: false,
      error: { field: 'chitsUsed' },
    });
    expect(proposeFire(game, { ...fire, weapon: 2 })).toMatchObject({
      ok: false,
      error: { field: 'weapon', rule: '4.80' },
    });
    expect(proposeFire(game, { ...fire, firer: { side: 'a', unit: 'u7' } })).toMatchObject({
      ok: false,
      error: { field: 'firer' },
    });
    const gone = run(game, { type: 'morale', ...knights, result: 'D' });
    expect(proposeFire(gone, fire)).toMatchObject({
      ok: false,
      error: { field: 'target', message: 'Knights is out of play' },
    });
    // Ammunition running out: refused before it is listed; a game changed since refuses on confirming.
    const low = run(game, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 3 });
    expect(proposeFire(low, { ...fire, chitsUsed: 3 })).toMatchObject({
      ok: false,
      error: { field: 'chitsUsed', rule: '4.80', message: 'Longbowmen has 2 chits left, not 3' },
    });
    const over = valueOf(proposeFire(game, { ...fire, chitsUsed: 3 }));
    expect(confirmProposal(low, over)).toMatchObject({
      ok: false,
      error: { field: 'changes.0.chits', rule: '4.80' },
    });
  });
});

describe('close combat results (5.40, Breakthroughs, 6.00)', () => {
  const side = (changes: Partial<SideResult>): SideResult => ({
    hits: 0,
    lost: 0,
    brokeThrough: false,
    pushedBack: 0,
    disordered: false,
    ...changes,
  });

  it("marks both sides' losses with the honor each earns, the push back, disorder and morale checks", () => {
    const result = {
      a: side({ hits: 1, lost: 4, pushedBack: 3, disordered: true }),
      b: side({ hits: 4, lost: 1 }),
    };
    const proposal = valueOf(proposeCloseCombat(testGame(), { a: menAtArms, b: knights, result }));
    expect(proposal.title).toBe('Close combat, Men-at-arms against Knights: 1 hits to 4');
    expect(listed(proposal)).toEqual([
      ['Men-at-arms loses 4 figures', '5.40'],
      ['French: Other cavalry x4, +40 honor', 'T21'],
      ['Men-at-arms has lost half its figures or more: it checks morale', '6.00'],
      ['Men-at-arms is pushed back 3"', '5.40'],
      ['Men-at-arms is thrown into disorder', '5.40'],
      ['Men-at-arms checks morale: pushed back', '6.00'],
      ['Knights loses 1 figure', '5.40'],
      ['English: Chivalry, +25 honor', 'T21'],
    ]);
    const after = valueOf(confirmProposal(testGame(), proposal));
    expect(after.sides.a.units.u2).toMatchObject({ casualties: 4, disordered: true });
    expect(after.sides.b.units.u2).toMatchObject({ casualties: 1, disordered: false });
  });

  it('leaves a unit already in disorder as it is', () => {
    const game = run(testGame(), { type: 'disorder', ...menAtArms });
    const result = { a: side({ lost: 3, pushedBack: 3, disordered: true }), b: side({ hits: 3 }) };
    const proposal = valueOf(proposeCloseCombat(game, { a: menAtArms, b: knights, result }));
    expect(listed(proposal)).toContainEqual(['Men-at-arms stays in disorder', '5.40']);
    expect(valueOf(confirmProposal(game, proposal)).sides.a.units.u2?.disordered).toBe(true);
  });

  it('counts a broken-through unit as pushed back without moving it, from resolveRound', () => {
    const knightsSide = { dice: 9, hit: fraction(5, 3), mayBreakThrough: true, mms: 3 };
    const bowsSide = { dice: 12, hit: fraction(1, 2), mayBreakThrough: false, mms: 4 };
    const result = resolveRound(knightsSide, bowsSide, 6, 0, defaultReadings);
    const proposal = valueOf(proposeCloseCombat(testGame(), { a: knights, b: bows, result }));
    expect(proposal.title).toBe(
      'Close combat, Knights against Longbowmen: 6 hits to 0; Knights breaks through',
    );
    expect(listed(proposal)).toEqual([
      ['Longbowmen loses 9 figures', '5.40'],
      ['French: Any other infantry x9, +9 honor', 'T21'],
      ['Longbowmen has lost half its figures or more: it checks morale', '6.00'],
      ['Longbowmen is broken through: not moved, but counted as pushed back 9"', '5.40'],
      ['Longbowmen is thrown into disorder', '5.40'],
      ['Longbowmen checks morale: broken through', '6.00'],
    ]);
  });

  it('lists nothing more for a unit destroyed, and refuses bad results and units', () => {
    const result = { a: side({ hits: 6 }), b: side({ lost: 6, pushedBack: 6, disordered: true }) };
    const proposal = valueOf(proposeCloseCombat(testGame(), { a: knights, b: menAtArms, result }));
    expect(listed(proposal)).toEqual([
      ['Men-at-arms loses 6 figures, its last: destroyed', '5.40'],
      ['French: Other cavalry x6, +60 honor', 'T21'],
    ]);
    expect(proposeCloseCombat(testGame(), { a: knights, b: crossbows, result })).toMatchObject({
      ok: false,
      error: { field: 'target', rule: '5.40' },
    });
    const negative = { a: side({ hits: -1 }), b: side({}) };
    expect(proposeCloseCombat(testGame(), { a: knights, b: bows, result: negative })).toMatchObject(
      { ok: false, error: { field: 'result.a.hits' } },
    );
    const gone = run(testGame(), { type: 'morale', ...bows, result: 'D' });
    expect(proposeCloseCombat(gone, { a: knights, b: bows, result })).toMatchObject({
      ok: false,
      error: { field: 'b', rule: '5.40' },
    });
  });
});
