/**
 * A game comes back from a link, a file or the text the browser kept; each
 * reader fuzzed with hostile input never throws, gives a game that survives
 * a round trip, or a refusal naming the field that never quotes a whole
 * hostile string (the core's properties of every saved reader).
 */
import { fuzzRuns } from '../../../core/hostile-inputs.fixtures.ts';
import { describeHostileReaders } from '../../../core/saving/saved-readers.fixtures.ts';
import { applyAction } from '../game/actions.ts';
import type { KnightGame } from '../game/state.ts';
import { testGame } from '../play.fixtures.ts';
import { gameReaders } from './saving.fixtures.ts';

const played = [
  { type: 'casualties', side: 'b', unit: 'u1', figures: 2 },
  { type: 'morale', side: 'a', unit: 'u2', result: 'B' },
  { type: 'attach-leader', side: 'b', leader: 'l1', unit: 'u2' },
  { type: 'honor', side: 'a', event: { kind: 'initial', id: 'prince-or-duke' } },
] as const;
const game = played.reduce<KnightGame>((g, a) => {
  const next = applyAction(g, a);
  return next.ok ? next.value : g;
}, testGame());

describeHostileReaders(
  'game readers against hostile input',
  gameReaders,
  game,
  { text: fuzzRuns, json: fuzzRuns, spoiled: 500 },
  120_000,
);
