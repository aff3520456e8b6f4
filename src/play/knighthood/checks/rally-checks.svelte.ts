/**
 * The rally phase's list: the moving side's broken units due a rally check
 * (the engine's describeRally), less those checked in this phase. A check
 * counts while the game still holds the log line its result wrote, so an undo
 * puts the unit back on the list and a redo takes it off again.
 */
import {
  describeRally,
  type KnightGame,
  type LogLine,
  type RallyCall,
  type UnitRef,
} from '../../../../engine/knighthood/index.ts';

/** The line is still in the game and was written in the game's present phase. */
const inPhase = (line: LogLine, game: KnightGame): boolean =>
  line.turn === game.turn &&
  line.moving === game.moving &&
  line.phase === game.phase &&
  game.log.includes(line);

export class RallyChecks {
  #done: readonly { ref: UnitRef; line: LogLine }[] = $state.raw([]);

  /** The units checked in `game`'s rally phase whose results the game still holds. */
  checked(game: KnightGame): UnitRef[] {
    return this.#done.filter((d) => inPhase(d.line, game)).map((d) => d.ref);
  }

  /** The rally call for `game`: none outside the rally phase. */
  due(game: KnightGame): RallyCall | undefined {
    return describeRally(game, this.checked(game));
  }

  /** After a morale result on `ref` was applied in the rally phase, `game` being the game after it. */
  note(ref: UnitRef, game: KnightGame): void {
    const line = game.log.at(-1);
    if (game.phase !== 'rally' || !line) return;
    // Lines of an earlier phase no longer matter: keep the list short.
    const kept = this.#done.filter((d) => inPhase(d.line, game));
    this.#done = [...kept, { ref, line }];
  }
}
