/**
 * A roster typed at the table for an army the builder never saw: each unit's
 * name, troops, morale, armour, figures and one main weapon, and a leader.
 * The engine's quickArmy checks it as the builder checks an army.
 */
import {
  quickArmy,
  type Army,
  type ArmourClass,
  type LeaderClass,
  type MoraleClass,
  type MountingId,
  type WeaponChoice,
} from '../../../../engine/knighthood/index.ts';
import type { Result } from '../../../../engine/core/index.ts';

export interface QuickUnitRow {
  name: string;
  mounting: MountingId;
  morale: MoraleClass;
  armour: ArmourClass;
  figures: number;
  /** One main weapon, or '' for none beyond light hand weapons. */
  weapon: WeaponChoice | '';
}

export class QuickRoster {
  name = $state('');
  units: QuickUnitRow[] = $state([]);
  leader = $state('');
  leaderRating: LeaderClass = $state('C');

  constructor(name: string) {
    this.name = name;
    this.units.push(QuickRoster.row(1));
    this.leader = 'Commander';
  }

  static row(n: number): QuickUnitRow {
    return {
      name: `Unit ${n}`,
      mounting: 'close-order-infantry',
      morale: 'C',
      armour: 'M',
      figures: 12,
      weapon: '',
    };
  }

  add(): void {
    this.units.push(QuickRoster.row(this.units.length + 1));
  }

  remove(index: number): void {
    this.units.splice(index, 1);
  }

  army(): Result<Army> {
    return quickArmy(
      this.name,
      this.units.map((u) => ({
        name: u.name,
        mounting: u.mounting,
        morale: u.morale,
        armour: u.armour,
        figures: u.figures,
        weapons: u.weapon ? [u.weapon] : [],
      })),
      this.leader.trim() ? [{ name: this.leader.trim(), rating: this.leaderRating }] : [],
    );
  }
}
