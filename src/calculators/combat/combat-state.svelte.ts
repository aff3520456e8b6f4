/**
 * State of the combat calculator: the situation entered, the roll, and every
 * derived answer, all from the engine. The .svelte view only shows them.
 */
import { takeDice, seedDice, type DiceState, sum, toNumber } from '../../../engine/core.ts';
import {
  chainCombatOdds,
  type Conflict,
  editions,
  analyseCombat,
  resultOfRoll,
  type EditionId,
  type UnitKind,
} from '../../../engine/medieval/index.ts';
import {
  decodeDraft,
  defaultUnit,
  encodeDraft,
  toCombatInput,
  toContext,
  type CombatDraft,
} from './combat-draft.ts';

export interface RollEntry {
  roll: number;
  source: 'typed' | 'seeded';
  /** The seed the roll was drawn from, to replay it. */
  seed?: number;
}

export class CombatCalculatorState {
  draft: CombatDraft = $state(decodeDraft(null));
  roll: number | null = $state(null);
  rollError: string | undefined = $state(undefined);
  dice: DiceState = $state(seedDice(Date.now() % 2 ** 31));
  log: RollEntry[] = $state([]);

  analysis = $derived(
    analyseCombat(this.draft.edition, toCombatInput(this.draft), this.draft.options),
  );
  odds = $derived(
    this.analysis.ok
      ? chainCombatOdds(this.analysis.value, toCombatInput(this.draft), toContext(this.draft))
      : undefined,
  );
  outcome = $derived(
    this.odds?.ok && this.roll !== null
      ? this.odds.value.outcomes.find((o) => o.roll === this.roll)
      : undefined,
  );
  /** One row per 2D6 total: the cell, its chance, and the chance of this roll or higher. */
  rows = $derived(
    this.odds?.ok
      ? this.odds.value.outcomes.map((o, i, all) => ({
          key: o.roll,
          label: String(o.roll),
          detail: o.cell,
          chance: o.chance,
          orWorse: sum(all.slice(i).map((x) => x.chance)),
          current: o.roll === this.roll,
        }))
      : [],
  );
  /** Expected SP losses per side, for display. */
  expectedLoss = $derived(
    this.odds?.ok
      ? {
          attacker: toNumber(this.odds.value.attacker.expectedLoss).toFixed(2),
          defender: toNumber(this.odds.value.defender.expectedLoss).toFixed(2),
        }
      : undefined,
  );
  /** The input error, keyed by field, for the field that shows it. */
  error = $derived(this.analysis.ok ? undefined : this.analysis.error);
  /** The conflicts register, loaded the first time a combat touches a conflict (it is mostly text). */
  register: readonly Conflict[] = $state([]);
  /** The conflicts this combat touches, with their entries. */
  touched = $derived(
    this.analysis.ok
      ? this.register.filter(
          (c) => this.analysis.ok && this.analysis.value.conflicts.includes(c.id),
        )
      : [],
  );

  /** Loads the register when this combat touches a conflict; the view's effect calls it. */
  async loadRegister() {
    if (this.register.length > 0 || !this.analysis.ok || this.analysis.value.conflicts.length === 0)
      return;
    this.register = (await import('../../../engine/medieval/conflicts.ts')).conflicts;
  }
  /** The same situation under the other editions: final column and, after a roll, the cell. */
  comparison = $derived(
    editions
      .filter((e) => e.id !== this.draft.edition)
      .map((e) => {
        const other = analyseCombat(e.id, toCombatInput(this.draft), this.draft.options);
        if (!other.ok) return { edition: e.id, title: e.title, column: undefined, cell: undefined };
        const cell =
          this.roll === null
            ? undefined
            : other.value.outcomes.find((o) => o.roll === this.roll)?.cell;
        return { edition: e.id, title: e.title, column: other.value.ratio.final.label, cell };
      }),
  );

  constructor(edition: EditionId, fromUrl?: string | null) {
    const draft = decodeDraft(fromUrl);
    this.draft = fromUrl ? draft : { ...draft, edition };
  }

  /** The message for a field, when the engine refused the input there. */
  errorAt(field: string): string | undefined {
    return this.error?.field === field ? this.error.message : undefined;
  }

  setEdition(edition: EditionId) {
    this.draft.edition = edition;
  }

  addUnit(side: 'attacker' | 'defender', kind: UnitKind = 'infantry') {
    this.draft[side].units.push(defaultUnit(kind));
  }

  removeUnit(side: 'attacker' | 'defender', index: number) {
    this.draft[side].units.splice(index, 1);
  }

  /** A total the player rolled (2D6), checked by the engine. */
  enterRoll(text: string) {
    if (text.trim() === '') {
      this.roll = null;
      this.rollError = undefined;
      return;
    }
    const taken = takeDice('2D6', { rolled: Number(text) }, 'roll');
    if (!taken.ok) {
      this.rollError = taken.error.message;
      return;
    }
    this.rollError = undefined;
    this.roll = taken.value.total;
    this.log.unshift({ roll: taken.value.total, source: 'typed' });
  }

  /** Two dice tapped face by face. */
  tapDice(first: number, second: number) {
    this.enterRoll(String(first + second));
  }

  /** Rolls 2D6 from the seeded generator; the log keeps the seed to replay it. */
  rollSeeded() {
    const seed = this.dice.seed;
    const taken = takeDice('2D6', { seeded: this.dice });
    if (!taken.ok) return;
    if (taken.value.state) this.dice = taken.value.state;
    this.roll = taken.value.total;
    this.rollError = undefined;
    this.log.unshift({ roll: taken.value.total, source: 'seeded', seed });
  }

  replay(entry: RollEntry) {
    this.roll = entry.roll;
    this.rollError = undefined;
  }

  /** The situation as a query string for a shared link. */
  shareQuery(): string {
    return `c=${encodeDraft($state.snapshot(this.draft))}`;
  }

  /** 5.1.1 e–f: the cell of the current roll, when there is one. */
  rolledResult() {
    return this.analysis.ok && this.roll !== null
      ? resultOfRoll(this.analysis.value, this.roll)
      : undefined;
  }
}
