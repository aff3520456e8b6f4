/**
 * A side typed at the table (the book has no army lists): each unit's name,
 * type, class, experience, order, armour and elements, and its officers with their
 * temperament, Leadership and Command. The engine's quickRoster (called with
 * the game kit, start/start-game.ts) fills each unit out from its type and
 * checks every field with its section; this module ships with the page.
 */
import type {
  Armour,
  Experience,
  ImportanceClass,
  MtmOfficer,
  Order,
  QuickUnit,
  Temperament,
  UnitType,
} from '../../../../engine/macbeth-to-medici/index.ts';

export interface QuickUnitRow {
  name: string;
  type: UnitType;
  cls: ImportanceClass;
  experience: Experience;
  /** '' leaves the order the type usually fights in. */
  order: Order | '';
  /** What the unit wears: archery and skirmish fire read it (Unit armour). */
  armour: Armour;
  elements: number;
}

export interface QuickOfficerRow {
  name: string;
  temperament: Temperament;
  leadership: number;
  command: number;
}

export class QuickRoster {
  name = $state('');
  units: QuickUnitRow[] = $state([]);
  officers: QuickOfficerRow[] = $state([]);

  constructor(name: string, first: UnitType = 'billmen') {
    this.name = name;
    this.units.push(QuickRoster.row(1, first));
    this.officers.push(QuickRoster.officer('General'));
  }

  static row(n: number, type: UnitType = 'billmen'): QuickUnitRow {
    return {
      name: `Unit ${n}`,
      type,
      cls: 'C',
      experience: 'seasoned',
      order: '',
      armour: 'light',
      elements: 4,
    };
  }

  static officer(name: string): QuickOfficerRow {
    return { name, temperament: 'bold', leadership: 3, command: 3 };
  }

  addUnit(): void {
    this.units.push(QuickRoster.row(this.units.length + 1));
  }

  removeUnit(index: number): void {
    this.units.splice(index, 1);
  }

  addOfficer(): void {
    this.officers.push(QuickRoster.officer(`Officer ${this.officers.length + 1}`));
  }

  removeOfficer(index: number): void {
    this.officers.splice(index, 1);
  }

  /** The engine's quick roster arguments: every unit in the first officer's battle, the first officer the C-in-C. */
  entries(): { name: string; units: QuickUnit[]; officers: Omit<MtmOfficer, 'id'>[] } {
    const command = this.officers.length > 0 ? 'o1' : null;
    return {
      name: this.name,
      units: this.units.map(({ order, ...u }) => ({ ...u, ...(order ? { order } : {}), command })),
      officers: this.officers.map((o, i) => ({
        ...o,
        origin: 'feudal',
        dice: 'd6',
        cInC: i === 0,
      })),
    };
  }
}
