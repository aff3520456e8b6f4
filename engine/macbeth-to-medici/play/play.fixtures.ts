/** Two small hosts for the play tests: an English battle of lancers, archers and bills against a Scots one of pike and spears. */
import { applyAction, type GameAction } from './game/actions.ts';
import type { MtmRoster } from './game/state.ts';
import { startGame, type MtmGame } from './game/state.ts';

export const english: MtmRoster = {
  name: 'English',
  units: [
    {
      id: 'u1',
      name: 'Household knights',
      type: 'heavy-lancers',
      origin: 'feudal',
      cls: 'A',
      experience: 'veteran',
      order: 'close',
      movement: 'mounted',
      armour: 'full',
      shield: false,
      elements: 4,
      dice: 'd6',
      foreign: false,
      startsErratic: false,
      command: 'o1',
    },
    {
      id: 'u2',
      name: 'Longbowmen',
      type: 'archers',
      origin: 'feudal',
      cls: 'C',
      experience: 'seasoned',
      order: 'loose',
      movement: 'foot',
      armour: 'light',
      shield: false,
      elements: 6,
      dice: 'd6',
      foreign: false,
      startsErratic: false,
      command: 'o1',
    },
    {
      id: 'u3',
      name: 'Bills',
      type: 'billmen',
      origin: 'feudal',
      cls: 'B',
      experience: 'green',
      order: 'close',
      movement: 'foot',
      armour: 'heavy',
      shield: false,
      elements: 3,
      dice: 'd6',
      foreign: true,
      startsErratic: false,
      command: 'o2',
    },
  ],
  officers: [
    {
      id: 'o1',
      name: 'Earl Percy',
      origin: 'feudal',
      temperament: 'bold',
      leadership: 4,
      command: 3,
      dice: 'd6',
      cInC: true,
    },
    {
      id: 'o2',
      name: 'Sir Ralph',
      origin: 'feudal',
      temperament: 'rash',
      leadership: 3,
      command: 2,
      dice: 'd6',
      cInC: false,
    },
  ],
};

export const scots: MtmRoster = {
  name: 'Scots',
  units: [
    {
      id: 'u1',
      name: 'Schiltron',
      type: 'pikemen',
      origin: 'tribal',
      cls: 'B',
      experience: 'seasoned',
      order: 'close',
      movement: 'foot',
      armour: 'light',
      shield: false,
      elements: 8,
      dice: 'd6',
      foreign: false,
      startsErratic: false,
      command: 'o1',
    },
    {
      id: 'u2',
      name: 'Highland spears',
      type: 'spearmen',
      origin: 'tribal',
      cls: 'C',
      experience: 'green',
      order: 'loose',
      movement: 'foot',
      armour: 'unarmoured',
      shield: true,
      elements: 5,
      dice: 'd6',
      foreign: false,
      startsErratic: true,
      command: 'o1',
    },
  ],
  officers: [
    {
      id: 'o1',
      name: 'Earl of Douglas',
      origin: 'tribal',
      temperament: 'cautious',
      leadership: 5,
      command: 2,
      dice: 'd6',
      cInC: true,
    },
  ],
};

/** English (a) against Scots (b) at the first step of turn 1. */
export function testGame(): MtmGame {
  const game = startGame({ a: english, b: scots });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}

/** Applies actions in turn; a refused one fails the test that uses it. */
export function runActions(game: MtmGame, ...actions: GameAction[]): MtmGame {
  return actions.reduce((g, a) => {
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(`${next.error.field}: ${next.error.message}`);
    return next.value;
  }, game);
}

/**
 * A game with something of everything: hits, elements, order, morale, a unit
 * gone, tallies, officers, steps. Played when a test asks, not on import, so
 * Stryker sees which test reaches each action's code (a game played on
 * import makes every mutant there one that reruns all the tests).
 */
export const playedGame = (): MtmGame =>
  runActions(
    testGame(),
    { type: 'next-step' },
    { type: 'take-hits', side: 'b', unit: 'u1', hits: 4, by: 'archery' },
    { type: 'lose-elements', side: 'b', unit: 'u1', elements: 2 },
    { type: 'unform', side: 'a', unit: 'u2' },
    { type: 'morale', side: 'a', unit: 'u3', morale: 'impetuous' },
    { type: 'remove-unit', side: 'b', unit: 'u2' },
    { type: 'activity', side: 'a', unit: 'u1', activity: 'faster' },
    { type: 'exertion', side: 'a', unit: 'u2', exertion: 'fired' },
    { type: 'exertion', side: 'a', unit: 'u1', exertion: 'melee' },
    { type: 'lead', side: 'a', officer: 'o1', unit: 'u1' },
    { type: 'temperament', side: 'a', officer: 'o2', temperament: 'enraged' },
    { type: 'officer-count', side: 'b', officer: 'o1', lost: 2 },
    { type: 'officer-status', side: 'a', officer: 'o2', status: 'betrayed' },
    { type: 'note', text: 'Rain on the field', rules: ['movement', 'terrain-effects'] },
  );
