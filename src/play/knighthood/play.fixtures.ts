/** A small game for the play-along tests: English bows and horse against a quick French roster. */
import {
  armyToJson,
  quickArmy,
  startGame,
  type Army,
  type KnightGame,
} from '../../../engine/knighthood/index.ts';
import { english as englishWithTwoLeaders } from '../../../engine/knighthood/play/play.fixtures.ts';

/** The engine's English army with its first leader only. */
export const english: Army = {
  ...englishWithTwoLeaders,
  leaders: englishWithTwoLeaders.leaders.slice(0, 1),
};

export const englishFile = armyToJson(english);

export function french(): Army {
  const army = quickArmy(
    'French',
    [
      { name: 'Knights', mounting: 'close-order-cavalry', morale: 'A', armour: 'EH', figures: 9 },
      { name: 'Spearmen', mounting: 'close-order-infantry', morale: 'D', armour: 'M', figures: 16 },
    ],
    [{ name: 'Constable', rating: 'A' }],
  );
  if (!army.ok) throw new Error(army.error.message);
  return army.value;
}

export function smallGame(): KnightGame {
  const game = startGame({ a: english, b: french(), firstMove: 'a' });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
