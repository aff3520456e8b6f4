/**
 * The betrayal check's dice: the percentile roll, then (if he is betrayed)
 * one die each for him and the friendly officer he meets, each rolled with
 * the site's seeded dice or entered as the table rolled it. The engine reads
 * them (resolveBetrayal) and gives the odds before the roll.
 */
import {
  buildDice,
  chance,
  type Outcomes,
  type Probability,
  type Result,
} from '../../../../engine/core/index.ts';
import {
  betrayalChance,
  betrayalPercent,
  duelOdds,
  findOfficer,
  isBetrayed,
  percentileDie,
  resolveBetrayal,
  unitDie,
  type Betrayal,
  type MtmGame,
  type OfficerRef,
  type Origin,
  type Readings,
  type ResolvedBetrayal,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../../calculators/kit/faces-entry.svelte.ts';
import { freshSeed } from '../../../calculators/kit/roll-log.ts';

const rule = 'officer-morale-test';

/** A row of the odds as the kit's odds bars take it. */
export interface OddsRow {
  key: string;
  label: string;
  detail: string;
  chance: Probability;
}

const duelNames: Record<Exclude<Betrayal, 'none' | 'loyal'>, [string, string]> = {
  'kills-rival': ['He wins', 'kills the other officer, turns shaken'],
  killed: ['He loses', 'killed; the other officer turns shaken'],
  'both-slain': ['A draw', 'both slain'],
};

export class BetrayalDice {
  readonly #game: MtmGame;
  readonly #side: OfficerRef['side'];
  readonly #readings: Readings;
  readonly origin: Origin;
  readonly percent: FacesEntry;
  readonly own: FacesEntry;
  readonly rival: FacesEntry;
  /** The rival officer's id, as the panel's select holds it. */
  readonly #rivalId: () => string;

  constructor(
    game: MtmGame,
    ref: OfficerRef,
    readings: Readings,
    rivalId: () => string,
    seed = freshSeed(),
  ) {
    this.#game = game;
    this.#side = ref.side;
    this.#readings = readings;
    this.#rivalId = rivalId;
    const found = findOfficer(game, ref);
    this.origin = found.ok ? found.value.officer.origin : 'regular';
    const ownDie = unitDie(found.ok ? found.value.officer.dice : 'd6', readings);
    const options = (field: string, n: number) => ({ field, rule, seed: seed + n });
    this.percent = new FacesEntry(() => buildDice([1, percentileDie]), options('percent', 0));
    this.own = new FacesEntry(() => buildDice([1, ownDie]), options('own', 1));
    this.rival = new FacesEntry(() => buildDice([1, this.#rivalDie()]), options('rival', 2));
  }

  #rivalDie() {
    const found = findOfficer(this.#game, { side: this.#side, officer: this.#rivalId() });
    return unitDie(found.ok ? found.value.officer.dice : 'd6', this.#readings);
  }

  /** The chance he feels betrayed, as the origin gives it. */
  get percentChance(): number {
    return betrayalPercent[this.origin];
  }

  /** Before the roll: betrayed or loyal. */
  get betrayalOdds(): OddsRow[] {
    const betrayed = betrayalChance(this.origin);
    const loyal = chance(betrayed.den - betrayed.num, betrayed.den);
    return [
      {
        key: 'betrayed',
        label: 'Betrayed',
        detail: `roll ${this.percentChance} or under`,
        chance: betrayed,
      },
      { key: 'loyal', label: 'Loyal', detail: `roll over ${this.percentChance}`, chance: loyal },
    ];
  }

  /** The duel if he is betrayed: each end with its chance, one die each. */
  get duelRows(): OddsRow[] {
    const odds: Outcomes<Betrayal> = duelOdds(this.own.dice[0]!, this.#rivalDie());
    return (['kills-rival', 'killed', 'both-slain'] as const).map((value) => {
      const ways = odds.outcomes.find((o) => o.value === value)?.ways ?? 0n;
      const [label, detail] = duelNames[value];
      return { key: value, label, detail, chance: chance(ways, odds.outOf) };
    });
  }

  /** The faces the duel's two dice can show together (36 for two d6). */
  get duelOver(): number {
    return this.own.dice[0]!.faces.length * this.#rivalDie().faces.length;
  }

  /** Whether the percentile roll is read and says he is betrayed (the duel is then due). */
  get betrayed(): boolean {
    const percent = this.percent.faces?.[0];
    return percent !== undefined && isBetrayed(this.origin, percent);
  }

  /** What the dice say, once every die due is entered; an impossible die is an error at its field. */
  get read(): Result<ResolvedBetrayal> | undefined {
    const text = (entry: FacesEntry) => entry.text.trim();
    if (text(this.percent) === '') return undefined;
    const face = (entry: FacesEntry) =>
      text(entry) === '' ? {} : { [entry.field]: Number(text(entry)) };
    const read = resolveBetrayal(
      { origin: this.origin, own: this.own.dice[0]!, rival: this.#rivalDie() },
      { percent: Number(text(this.percent)), ...face(this.own), ...face(this.rival) },
    );
    if (!read.ok && read.error.field !== 'percent') {
      const entry = read.error.field === 'own' ? this.own : this.rival;
      if (text(entry) === '') return undefined;
    }
    return read;
  }

  /** The error at one field, if its die is impossible. */
  errorAt(field: 'percent' | 'own' | 'rival'): string | undefined {
    const read = this.read;
    return read && !read.ok && read.error.field === field ? read.error.message : undefined;
  }

  /** Whether every die due is read. */
  get done(): boolean {
    return this.read?.ok === true;
  }

  /** Rolls the percentile die, then (if he is betrayed) each duel die still unread. */
  async rollAll(): Promise<void> {
    if (this.percent.faces === null) await this.percent.roll();
    if (!this.betrayed) return;
    if (this.own.faces === null) await this.own.roll();
    if (this.rival.faces === null) await this.rival.roll();
  }
}
