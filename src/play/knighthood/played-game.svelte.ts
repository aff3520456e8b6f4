/**
 * The Knighthood game followed at the table: the kit's history with every
 * change through the engine, under the readings the game was started with.
 */
import {
  applyAction,
  confirmProposal,
  defaultReadings,
  otherReadings,
  readingsOfGame,
  type GameAction,
  type KnightGame,
  type Proposal,
  type Readings,
} from '../../../engine/knighthood/index.ts';
import { GameRecord } from '../kit/game-history.svelte.ts';

export class PlayedGame extends GameRecord<KnightGame> {
  /** The readings chosen in the register now: a new game starts from them. */
  readonly chosenReadings: Readings;

  constructor(chosenReadings: Readings = defaultReadings) {
    super();
    this.chosenReadings = chosenReadings;
  }

  /** The readings the game follows: those it was started with (a game saved without them: the chosen). */
  get readings(): Readings {
    const game = this.game;
    return game ? readingsOfGame(game, this.chosenReadings) : this.chosenReadings;
  }

  /** The switches the game reads the register's other way. */
  get changedReadings(): readonly string[] {
    return Object.keys(otherReadings(this.readings));
  }

  /** One action as one step of the history; a refusal is the notice and changes nothing. */
  act(action: GameAction): boolean {
    return this.change((game) => applyAction(game, action, this.readings));
  }

  /** A check's result, confirmed: all its changes as one step. */
  confirm(proposal: Proposal): boolean {
    return this.change((game) => confirmProposal(game, proposal, this.readings), 'Not applied');
  }
}
