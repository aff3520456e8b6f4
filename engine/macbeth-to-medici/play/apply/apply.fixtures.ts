/** What the tests of results share: a result's value, a proposal confirmed, and the test game's units and officers by name. */
import type { Result } from '../../../core/index.ts';
import type { MtmGame } from '../game/state.ts';
import { confirmProposal, type Proposal } from './proposal.ts';

export { runActions as run, testGame } from '../play.fixtures.ts';

/** The value of a result; a refusal fails the test that uses it. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
}

/** The game once a proposal is confirmed. */
export const confirm = (game: MtmGame, proposal: Result<Proposal>): MtmGame =>
  valueOf(confirmProposal(game, valueOf(proposal)));

export const knights = { side: 'a', unit: 'u1' } as const;
export const bows = { side: 'a', unit: 'u2' } as const;
export const bills = { side: 'a', unit: 'u3' } as const;
export const schiltron = { side: 'b', unit: 'u1' } as const;
export const spears = { side: 'b', unit: 'u2' } as const;
export const percy = { side: 'a', officer: 'o1' } as const;
export const ralph = { side: 'a', officer: 'o2' } as const;
