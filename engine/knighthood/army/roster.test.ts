import { describe, expect, it } from 'vitest';
import { testUnit } from './army-fixtures.ts';
import { armourClassNumber, rosterLine } from './roster.ts';

describe('the roster line of a unit (T1, T5, T8, T16)', () => {
  it('9 LS crossbowmen of morale C, ammunition bought for all: 3 MMS, MF 3, 6/12/18", crossbow 8/15/20 with 7 chits', () => {
    expect(rosterLine(testUnit({ weapons: ['CB'], figures: 9, extraAmmunition: 9 }))).toEqual({
      figures: 9,
      mms: 3,
      figuresPerMms: 3,
      order: 'LS',
      maneuverFactor: 3,
      moves: [6, 12, 18],
      missiles: [
        { weapon: 'Crossbow', ranges: [8, 15, 20], bonus: 2, ammunition: 7, rateOfFire: 2 },
      ],
      combatPoints: 2,
    });
  });

  it('ammunition for some figures only adds no chit; slings have no count', () => {
    const line = rosterLine(testUnit({ weapons: ['LB', 'S'], figures: 9, extraAmmunition: 8 }));
    expect(line.missiles.map((m) => [m.weapon, m.ammunition])).toEqual([
      ['Longbow', 5],
      ['Sling', null],
    ]);
  });

  it("the register's other reading: each point of extra ammunition is a chit for the unit", () => {
    const unit = testUnit({ weapons: ['LB'], figures: 9, extraAmmunition: 8 });
    expect(rosterLine(unit, { extraAmmunition: 'per-point' }).missiles[0]?.ammunition).toBe(13);
  });

  it('moves by troop type: OO foot 4, CL cavalry 5, OO cavalry 6 (T5)', () => {
    expect(rosterLine(testUnit({ mounting: 'open-order-infantry' })).moves).toEqual([8, 16, 24]);
    expect(rosterLine(testUnit({ mounting: 'close-order-infantry' })).maneuverFactor).toBe(3);
    expect(rosterLine(testUnit({ mounting: 'close-order-cavalry' })).maneuverFactor).toBe(5);
    expect(rosterLine(testUnit({ mounting: 'open-order-cavalry' })).moves).toEqual([12, 24, 36]);
  });

  it('T16 standing points: armour class, +1 for morale A, -1 for E, +1 JLS, +2 2HCW', () => {
    expect(armourClassNumber).toEqual({ L: 1, M: 2, H: 3, EH: 4, SH: 5 });
    expect(rosterLine(testUnit({ armour: 'SH', morale: 'A' })).combatPoints).toBe(6);
    expect(rosterLine(testUnit({ armour: 'M', morale: 'E' })).combatPoints).toBe(1);
    expect(rosterLine(testUnit({ armour: 'H', morale: 'B', weapons: ['JLS'] })).combatPoints).toBe(
      4,
    );
    expect(rosterLine(testUnit({ armour: 'H', morale: 'D', weapons: ['2HCW'] })).combatPoints).toBe(
      5,
    );
  });
});
