/**
 * Strengths entered once stay entered: SPs set by group (and a counter that
 * differs) on the real Stirling setup come back the same from a file and a link.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoardSetup } from '../../board/board-setup.ts';
import { checkedScenario } from '../../board/board.fixtures.ts';
import type { BoardSetup, GameState } from '../../board/types.ts';
import { getEdition } from '../../editions/editions.ts';
import { applyAction, type GameAction } from '../game/actions.ts';
import { deployFromSetup } from '../game/deploy.ts';
import { startGame, type PlayContext } from '../game/state.ts';
import { groupStrengths, summariseGroup } from '../game/strength-groups.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

/** The real Stirling game, fresh, with its strength groups: built inside each test. */
function stirlingGame() {
  const scenario = checkedScenario(
    readFileSync(join(process.cwd(), 'scenarios/bannockburn-1314/stirling.json'), 'utf8'),
  );
  const board = readBoardSetup(scenario);
  if (!board.ok) throw new Error(board.error.message);
  const setup = board.value;
  const edition = getEdition('bannockburn-1314');
  if (!edition.ok) throw new Error(edition.error.message);
  const state = startGame(setup, scenario);
  if (!state.ok) throw new Error(state.error.message);
  const context: PlayContext = { setup, scenario };
  return { setup, context, groups: groupStrengths(setup, edition.value), started: state.value };
}

function run(context: PlayContext, state: GameState, actions: GameAction[]): GameState {
  return actions.reduce((now, action) => {
    const next = applyAction(now, action, context);
    if (!next.ok) throw new Error(`${action.type}: ${next.error.message}`);
    return next.value;
  }, state);
}

const spsOf = (state: GameState) =>
  Object.fromEntries(Object.values(state.counters).map((c) => [c.id, c.sp]));

function expectKept(setup: BoardSetup, state: GameState) {
  const fromFile = readGameFile(writeGameFile(state), setup);
  const fromLink = decodeGameLink(encodeGameLink(state, setup), setup);
  expect(fromFile.ok && spsOf(fromFile.value.state)).toEqual(spsOf(state));
  expect(fromLink.ok && spsOf(fromLink.value.state)).toEqual(spsOf(state));
  expect(fromFile.ok && fromFile.value.state).toEqual(state);
  expect(fromLink).toEqual(fromFile);
}

describe('strengths set by group on Stirling, kept in a file and a link', () => {
  it('every group set, one counter different, before and after deploying (1.2)', () => {
    const { setup, context, groups, started } = stirlingGame();
    const sps = groups.map((g, i) => ({
      type: 'set-group-sp' as const,
      group: g.id,
      sp: (i % 4) + 1,
    }));
    const set = run(context, started, sps);
    const first = groups[0]!;
    const differ = run(context, set, [{ type: 'set-sp', counter: first.counters[0]!, sp: 5 }]);
    expect(summariseGroup(first, differ).status).toBe('differ');
    for (const g of groups.slice(1)) expect(summariseGroup(g, differ).status).toBe('all-set');
    expectKept(setup, differ);
    const deployed = deployFromSetup(differ, setup, setup.scenarioMap.map);
    if (!deployed.ok) throw new Error(deployed.error.message);
    expectKept(setup, deployed.value.state);
    // Every unit's SPs in the link: still a link a phone can share.
    expect(encodeGameLink(deployed.value.state, setup).length).toBeLessThan(8000);
  });

  it('any SPs per group, cleared or not, read back the same', () => {
    const { setup, context, groups, started } = stirlingGame();
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            group: fc.constantFrom(...groups.map((g) => g.id)),
            sp: fc.option(fc.integer({ min: 1, max: 10 })),
          }),
          { maxLength: 20 },
        ),
        (changes) => {
          expectKept(
            setup,
            run(
              context,
              started,
              changes.map((c) => ({ type: 'set-group-sp', ...c })),
            ),
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
