/** A small game for the play-along tests: English bows and horse against a quick French roster. */
import {
  armyToJson,
  emptyExtras,
  quickArmy,
  startGame,
  type Army,
  type KnightGame,
} from '../../../engine/knighthood/index.ts';

export const english: Army = {
  name: 'English',
  pointsLimit: null,
  units: [
    {
      id: 'u1',
      name: 'Longbowmen',
      mounting: 'loose-order-infantry',
      morale: 'C',
      armour: 'L',
      weapons: ['LB'],
      regular: true,
      protectedCavalry: false,
      mountedInfantry: false,
      figures: 12,
      pavises: 0,
      extraAmmunition: 0,
    },
    {
      id: 'u2',
      name: 'Men-at-arms',
      mounting: 'close-order-cavalry',
      morale: 'B',
      armour: 'H',
      weapons: ['L'],
      regular: false,
      protectedCavalry: false,
      mountedInfantry: false,
      figures: 6,
      pavises: 0,
      extraAmmunition: 0,
    },
  ],
  leaders: [{ id: 'l1', name: 'Earl of Salisbury', rating: 'B' }],
  banners: [{ id: 'b1', name: 'English banner', carriedBy: 'u2' }],
  extras: emptyExtras,
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
