/** Two small armies for the play tests: English bows and horse against French crossbows and knights. */
import { emptyExtras, type Army } from '../army/army.ts';
import { startGame, type KnightGame } from './game/state.ts';

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
  leaders: [
    { id: 'l1', name: 'Earl of Salisbury', rating: 'B' },
    { id: 'l2', name: 'Sir John', rating: 'C' },
  ],
  banners: [{ id: 'b1', name: 'English banner', carriedBy: 'u2' }],
  extras: emptyExtras,
};

export const french: Army = {
  name: 'French',
  pointsLimit: null,
  units: [
    {
      id: 'u1',
      name: 'Crossbowmen',
      mounting: 'loose-order-infantry',
      morale: 'D',
      armour: 'M',
      weapons: ['CB'],
      regular: false,
      protectedCavalry: false,
      mountedInfantry: false,
      figures: 8,
      pavises: 0,
      extraAmmunition: 0,
    },
    {
      id: 'u2',
      name: 'Knights',
      mounting: 'close-order-cavalry',
      morale: 'A',
      armour: 'EH',
      weapons: ['L'],
      regular: false,
      protectedCavalry: false,
      mountedInfantry: false,
      figures: 9,
      pavises: 0,
      extraAmmunition: 0,
    },
  ],
  leaders: [{ id: 'l1', name: 'Constable', rating: 'A' }],
  banners: [{ id: 'b1', name: 'Oriflamme', carriedBy: 'u2' }],
  extras: emptyExtras,
};

/** English (a, moving first) against French (b); the French knights are chivalry, the Constable a king for the tests. */
export function testGame(): KnightGame {
  const game = startGame({
    a: english,
    b: french,
    firstMove: 'a',
    chivalry: { b: ['u2'] },
    kings: { b: ['l1'] },
  });
  if (!game.ok) throw new Error(game.error.message);
  return game.value;
}
