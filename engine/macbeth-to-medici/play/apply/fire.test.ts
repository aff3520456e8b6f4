import { describe, expect, it } from 'vitest';
import { proposeArchery, proposeBombard, proposeSkirmish } from './fire.ts';
import { confirm, run, testGame, valueOf, bows, spears, schiltron } from './apply.fixtures.ts';
import { confirmProposal } from './proposal.ts';

describe('Archery results', () => {
  it('removes elements, adds hits, calls for the target’s Control test, marks the firers as having fired', () => {
    const proposal = valueOf(
      proposeArchery(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { hits: 2, removed: 1 },
      }),
    );
    expect(proposal.title).toBe('Longbowmen shoots at Schiltron: 2 hits, 1 element removed');
    expect(proposal.changes.map((c) => [c.text, c.rule])).toEqual([
      ['Longbowmen: fired this turn', 'fatigue'],
      ['Schiltron loses 1 element', 'archery'],
      ['Schiltron takes 2 hits, 2 carried', 'archery'],
      ['Schiltron takes an immediate Control test', 'archery'],
    ]);
    const game = valueOf(confirmProposal(testGame(), proposal));
    expect(game.sides.b.units.u1).toMatchObject({ elements: 7, hits: 2 });
    expect(game.sides.a.units.u2?.tally.fired).toBe(true);
    expect(game.log[0]).toMatchObject({ text: proposal.title, rules: ['archery'] });
  });

  it('kills elements without hits, and no test is due (Archery: “possible to kill elements without inflicting hits”)', () => {
    const proposal = valueOf(
      proposeArchery(testGame(), { firer: bows, target: spears, outcome: { hits: 0, removed: 1 } }),
    );
    expect(proposal.changes.map((c) => c.rule)).toEqual(['fatigue', 'archery']);
  });

  it('stops at the last element: the unit is lost, and its officer’s test is listed', () => {
    const worn = run(testGame(), { type: 'lose-elements', ...spears, elements: 4 });
    const proposal = valueOf(
      proposeArchery(worn, { firer: bows, target: spears, outcome: { hits: 1, removed: 3 } }),
    );
    expect(proposal.changes.map((c) => c.text)).toEqual([
      'Longbowmen: fired this turn',
      'Highland spears loses 1 element, its last: lost',
      'Earl of Douglas takes a morale test: Highland spears is lost, if he sees it',
    ]);
    expect(valueOf(confirmProposal(worn, proposal)).sides.b.units.u2?.elements).toBe(0);
  });

  it('Unit endurance: the list says when the hits take a Steady unit past its Experience Bonus', () => {
    const worn = run(testGame(), { type: 'take-hits', ...bows, hits: 3 });
    const proposal = valueOf(
      proposeArchery(worn, { firer: spears, target: bows, outcome: { hits: 1, removed: 0 } }),
    );
    expect(proposal.changes.map((c) => c.text)).toContain(
      'Longbowmen takes 1 hit, 4 carried: more than its Experience Bonus, it turns Erratic',
    );
    expect(valueOf(confirmProposal(worn, proposal)).sides.a.units.u2?.morale).toBe('erratic');
  });

  it('refuses own side, lost units and bad counts', () => {
    expect(
      proposeArchery(testGame(), {
        firer: bows,
        target: { side: 'a', unit: 'u1' },
        outcome: { hits: 1, removed: 0 },
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'target', rule: 'archery' },
    });
    expect(
      proposeArchery(testGame(), {
        firer: bows,
        target: spears,
        outcome: { hits: -1, removed: 0 },
      }),
    ).toMatchObject({
      ok: false,
      error: { field: 'outcome.hits' },
    });
    const gone = run(testGame(), { type: 'remove-unit', ...bows });
    expect(
      proposeArchery(gone, { firer: bows, target: spears, outcome: { hits: 1, removed: 0 } }),
    ).toMatchObject({
      ok: false,
      error: { field: 'firer' },
    });
  });
});

describe('Skirmish fire and gunnes', () => {
  it('skirmish hits are never kept: a test counting them and a shorter Reaction move', () => {
    const game = confirm(
      testGame(),
      proposeSkirmish(testGame(), { firer: spears, target: bows, hits: 2, reactionLoss: 2 }),
    );
    expect(game.sides.a.units.u2?.hits).toBe(0);
    expect(game.log.map((l) => l.text).slice(-2)).toEqual([
      'Longbowmen takes a Control test counting 2 skirmish hits with those it carries; they are not kept',
      'Longbowmen\'s Reaction movement is 2" shorter',
    ]);
  });

  it('a bombard’s double is 1 hit; phantom hits are a test only', () => {
    const hit = confirm(
      testGame(),
      proposeBombard(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'hit', phantomHits: 0 },
      }),
    );
    expect(hit.sides.b.units.u1?.hits).toBe(1);
    const phantom = confirm(
      testGame(),
      proposeBombard(testGame(), {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'phantom-hits', phantomHits: 3 },
      }),
    );
    expect(phantom.sides.b.units.u1?.hits).toBe(0);
  });

  it('an explosion kills the officer leading the battery and hits each unit caught', () => {
    const led = run(testGame(), { type: 'lead', side: 'a', officer: 'o1', unit: 'u2' });
    const game = confirm(
      led,
      proposeBombard(led, {
        firer: bows,
        target: schiltron,
        outcome: { effect: 'explosion', phantomHits: 0 },
        caught: [bows, { side: 'a', unit: 'u3' }],
      }),
    );
    expect(game.sides.a.officers.o1).toMatchObject({ status: 'killed', leading: null });
    // Earl Percy was the C-in-C: Sir Ralph tests.
    expect(game.log.map((l) => l.text)).toContain(
      'The C-in-C Earl Percy is lost: Sir Ralph tests morale, if he sees it',
    );
    expect(game.sides.a.units.u2?.hits).toBe(1);
    expect(game.sides.a.units.u3?.hits).toBe(1);
  });
});
