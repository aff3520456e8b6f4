/**
 * A game comes back from a link or a file; each reader fuzzed with hostile
 * input never throws, gives a game that survives a round trip, or a refusal
 * naming the field that never quotes a whole hostile string (the core's
 * properties of every saved reader).
 */
import { describeHostileReaders } from '../../../core/saving/saved-readers.fixtures.ts';
import { playedGame } from '../play.fixtures.ts';
import { gameReaders } from './saving.fixtures.ts';

// Fewer runs than the core's 1000, so the file stays near 15 s on a busy machine: each sound game is written and read back twice.
describeHostileReaders(
  'game readers against hostile input',
  gameReaders,
  playedGame(),
  { text: 200, json: 100, spoiled: 150 },
  60_000,
);
