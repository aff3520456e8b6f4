/**
 * The points army builder's state: the army being edited, its costing,
 * warnings and roster from the engine, and the ways it is kept (the browser,
 * a link, a file). The components only bind to it.
 */
import {
  armyFromJson,
  armyFromLink,
  armyToJson,
  armyToLink,
  checkArmy,
  costArmy,
  defaultReadings,
  emptyExtras,
  rosterLine,
  type Army,
  type ArmyUnit,
  type Readings,
} from '../../../../engine/knighthood/index.ts';
import { quoteInput, type ReadingChoice, type Result } from '../../../../engine/core/index.ts';
import { ruleHref } from '../../kit/format.ts';

export const edition = 'knighthood-3';
/** The query key of a shared army. */
export const linkKey = 'army';

type Editable<T> = {
  -readonly [K in keyof T]: T[K] extends readonly (infer U)[]
    ? Editable<U>[]
    : T[K] extends object | undefined
      ? Editable<T[K]>
      : T[K];
};
export type EditableArmy = Editable<Army>;
export type EditableUnit = Editable<ArmyUnit>;

/** A link to a rule or table of the book, or undefined for the file format. */
export const ruleLink = (rule: string): string | undefined => ruleHref(edition, rule);

/** A new army: one leader (the commander in chief) and the army banner, 1000 points. */
export function newArmy(): EditableArmy {
  return {
    name: 'My army',
    pointsLimit: 1000,
    units: [],
    leaders: [{ id: 'l1', name: 'Commander', rating: 'B' }],
    banners: [{ id: 'b1', name: 'Army banner' }],
    extras: { ...emptyExtras },
  };
}

function nextId(prefix: string, taken: readonly { id: string }[]): string {
  const numbers = taken.map((t) => Number(t.id.slice(prefix.length)) || 0);
  return `${prefix}${Math.max(0, ...numbers) + 1}`;
}

/** A deep copy of an engine army the builder can edit. */
const editable = (army: Army): EditableArmy => structuredClone(army) as EditableArmy;

export class ArmyBuilder {
  army: EditableArmy = $state(newArmy());
  readings: Readings = $state({ ...defaultReadings });

  /** Switches one register reading on (its other value) or back to the default. */
  setReading(choice: ReadingChoice<Readings>, other: boolean) {
    Object.assign(this.readings, {
      [choice.name]: other ? choice.value : defaultReadings[choice.name],
    });
  }
  /** What the last load, import or save said; errors never replace the army. */
  notice: { kind: 'error' | 'done'; text: string } | undefined = $state();

  /** The army as the engine sees it: plain data, no proxies. */
  snapshot = $derived($state.snapshot(this.army) as Army);
  costing = $derived(costArmy(this.snapshot, this.readings));
  total = $derived(this.costing.ok ? this.costing.value.total : undefined);
  warnings = $derived(
    this.costing.ok ? checkArmy(this.snapshot, this.costing.value.total, this.readings) : [],
  );
  error = $derived(this.costing.ok ? undefined : this.costing.error);
  roster = $derived(
    this.costing.ok ? this.snapshot.units.map((u) => rosterLine(u, this.readings)) : [],
  );
  fileText = $derived(armyToJson(this.snapshot));
  /** The roster's leaders (the first is the commander in chief) and banners. */
  leaderLine = $derived(
    this.snapshot.leaders
      .map((l, i) => `${l.name || 'Leader'} (${l.rating}${i === 0 ? ', C-in-C' : ''})`)
      .join('; ') || 'none',
  );
  bannerLine = $derived(this.snapshot.banners.map((b) => b.name || 'Banner').join('; ') || 'none');

  /** The costing of one unit, once the whole army can be priced. */
  unitCosting(id: string) {
    return this.costing.ok ? this.costing.value.units.find((u) => u.id === id) : undefined;
  }

  /** The error of a field (`units[2].figures`), to mark it where it is typed. */
  errorAt(field: string) {
    return this.error && this.error.field.startsWith(field) ? this.error : undefined;
  }

  addUnit() {
    this.army.units.push({
      id: nextId('u', this.army.units),
      name: `Unit ${this.army.units.length + 1}`,
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
    });
  }

  /**
   * A copy of a unit, placed after it: the book gives no troop types to start
   * from, so a second unit of the same kind starts from the first. A sub-unit's
   * copy keeps its parent; a leader's bodyguard is his one unit, so the copy is not.
   */
  copyUnit(id: string) {
    const at = this.army.units.findIndex((u) => u.id === id);
    const unit = this.army.units[at];
    if (!unit) return;
    const copy: EditableUnit = {
      ...$state.snapshot(unit),
      id: nextId('u', this.army.units),
      name: `${unit.name || 'Unit'} (copy)`,
      bodyguardOf: undefined,
    };
    this.army.units.splice(at + 1, 0, copy);
  }

  removeUnit(id: string) {
    this.army.units = this.army.units
      .filter((u) => u.id !== id)
      .map((u) => (u.parent === id ? { ...u, parent: undefined } : u));
    for (const banner of this.army.banners)
      if (banner.carriedBy === id) banner.carriedBy = undefined;
  }

  addLeader() {
    this.army.leaders.push({ id: nextId('l', this.army.leaders), name: '', rating: 'C' });
  }

  removeLeader(id: string) {
    this.army.leaders = this.army.leaders.filter((l) => l.id !== id);
    for (const unit of this.army.units) if (unit.bodyguardOf === id) unit.bodyguardOf = undefined;
  }

  addBanner() {
    this.army.banners.push({ id: nextId('b', this.army.banners), name: 'Wing banner' });
  }

  removeBanner(id: string) {
    this.army.banners = this.army.banners.filter((b) => b.id !== id);
  }

  /** A unit's role: standing alone, sub-unit of a unit, or bodyguard of a leader ("p:u1", "g:l1"). */
  roleOf(unit: EditableUnit): string {
    if (unit.parent !== undefined) return `p:${unit.parent}`;
    return unit.bodyguardOf !== undefined ? `g:${unit.bodyguardOf}` : '';
  }

  setRole(unit: EditableUnit, role: string) {
    unit.parent = role.startsWith('p:') ? role.slice(2) : undefined;
    unit.bodyguardOf = role.startsWith('g:') ? role.slice(2) : undefined;
  }

  toggleWeapon(unit: EditableUnit, weapon: ArmyUnit['weapons'][number], on: boolean) {
    unit.weapons = on ? [...unit.weapons, weapon] : unit.weapons.filter((w) => w !== weapon);
  }

  /** Replaces the army with one read from a file, a link or storage; a bad read keeps the army. */
  load(read: Result<Army>, source: string): boolean {
    if (!read.ok) {
      this.notice = {
        kind: 'error',
        text: `${source} could not be read: ${read.error.message} (${read.error.field}). Your army is unchanged.`,
      };
      return false;
    }
    this.army = editable(read.value);
    // The name and a file's name come from whoever made the file: quoted, and shortened.
    const name = read.value.name ? quoteInput(read.value.name) : 'unnamed army';
    this.notice = { kind: 'done', text: `${source} loaded: ${name}.` };
    return true;
  }

  loadFile(text: string, fileName: string): boolean {
    return this.load(armyFromJson(text), `The file ${quoteInput(fileName)}`);
  }

  loadLink(link: string): boolean {
    return this.load(armyFromLink(link), 'The shared link');
  }

  loadText(text: string, source: string): boolean {
    return this.load(armyFromJson(text), source);
  }

  /** The address of this page with the army in it (the link string needs no escaping). */
  shareAddress(base: string): string {
    const page = base.replace(/[?#].*$/, '');
    return `${page}?${linkKey}=${armyToLink(this.snapshot)}`;
  }

  startAgain() {
    this.army = newArmy();
    this.notice = undefined;
  }
}
