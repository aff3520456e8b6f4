/** Armies for the army tests: a plain unit to vary, and an army around units. */
import { emptyExtras, type Army, type ArmyUnit } from './army.ts';

/** An irregular loose-order C medium foot unit of 6 figures with light hand weapons. */
export function testUnit(changes: Partial<ArmyUnit> = {}): ArmyUnit {
  return {
    id: 'u1',
    name: 'Foot',
    mounting: 'loose-order-infantry',
    morale: 'C',
    armour: 'M',
    weapons: ['LHW'],
    regular: false,
    protectedCavalry: false,
    mountedInfantry: false,
    figures: 6,
    pavises: 0,
    extraAmmunition: 0,
    ...changes,
  };
}

/** An army of these units with one leader and one banner, no limit. */
export function testArmy(units: readonly ArmyUnit[], changes: Partial<Army> = {}): Army {
  return {
    name: 'Test',
    pointsLimit: null,
    units,
    leaders: [{ id: 'l1', name: 'Earl', rating: 'B' }],
    banners: [{ id: 'b1', name: 'Army banner' }],
    extras: emptyExtras,
    ...changes,
  };
}

/** n units with ids u1…un, each changed alike. */
export function manyUnits(n: number, changes: Partial<ArmyUnit> = {}): ArmyUnit[] {
  return Array.from({ length: n }, (_, i) => testUnit({ ...changes, id: `u${i + 1}` }));
}
