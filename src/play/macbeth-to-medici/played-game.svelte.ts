/**
 * The From Macbeth to Medici game followed at the table: the kit's history
 * with every change through the engine, under the readings chosen in the
 * book's register (a game file carries no readings of its own).
 */
import {
  applyAction,
  confirmProposal,
  defaultReadings,
  type GameAction,
  type MtmGame,
  type Proposal,
  type Readings,
} from '../../../engine/macbeth-to-medici/index.ts';
import { GameRecord } from '../kit/game-history.svelte.ts';
import { changedReadings } from '../kit/game-readings.ts';

export class PlayedGame extends GameRecord<MtmGame> {
  readonly readings: Readings;
  /** The switches the game reads the register's other way. */
  readonly changedReadings: readonly string[];

  constructor(readings: Readings = defaultReadings) {
    super();
    this.readings = readings;
    this.changedReadings = changedReadings(defaultReadings, readings);
  }

  /** One action as one step of the history; a refusal is the notice and changes nothing. */
  act(action: GameAction): boolean {
    return this.change((game) => applyAction(game, action));
  }

  /** A check's result, confirmed: all its changes as one step. */
  confirm(proposal: Proposal): boolean {
    return this.change((game) => confirmProposal(game, proposal), 'Not applied');
  }
}
