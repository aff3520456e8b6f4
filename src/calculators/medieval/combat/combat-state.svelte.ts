/**
 * State of the combat calculator: the situation entered, the roll, and every
 * derived answer, all from the engine. The .svelte view only shows them.
 * An answer is only ever derived from what is valid now: a roll that fails
 * its check is no roll, and every failed Result becomes a message at its field.
 */
import { type InputError, sum, toNumber, twoD6 } from '../../../../engine/core/index.ts';
import { DiceEntry } from '../../kit/dice-entry.svelte.ts';
import {
  chainRetreatOddsUnder,
  type Erratum,
  describeLeaderChoices,
  analyseCombatUnder,
  explainColumn,
  loadEditionProfile,
  ruleNumber,
  ruleOf,
  type EditionId,
  type RuleKey,
  type EditionProfile,
  type UnitKind,
} from '../../../../engine/medieval/index.ts';
import {
  bookExample,
  defaultUnit,
  isNewCombat,
  newCombat,
  toCombatInput,
  toContext,
  listContextErrata,
  type CombatDraft,
} from './combat-draft.ts';
import { placedFields, type FieldMessage } from './combat-fields.ts';
import { decodeLink } from './link/combat-link-open.ts';

export type { FieldMessage } from './combat-fields.ts';

type Side = 'attacker' | 'defender';

export class CombatCalculatorState {
  readonly pageEdition: EditionId;
  draft: CombatDraft = $state(newCombat('bannockburn-1314'));
  /** 5.1.1 e: the 2D6 roll read on the column; the dice name no rule of their own. */
  dice: DiceEntry;
  /** One line when the page's link could not be read, in full or in part. */
  linkProblem: string | undefined = $state(undefined);

  /** The page's own edition: the calculator opens in it. */
  readonly #pageProfile: EditionProfile;
  /** The profiles loaded so far: the page's edition's, and each other edition's once chosen. */
  #profiles: Partial<Record<EditionId, EditionProfile>> = $state.raw({});
  /** The profile of the edition shown (the draft's edition is only ever one whose profile is loaded). */
  profile: EditionProfile = $derived.by(
    () => this.#profiles[this.draft.edition] ?? this.#pageProfile,
  );
  // A closure: the dice are made in the constructor, with the edition's rule.
  roll: number | null = $derived.by(() => this.dice.total);
  analysis = $derived(
    analyseCombatUnder(this.profile, toCombatInput(this.draft), this.draft.readings),
  );
  odds = $derived(
    this.analysis.ok
      ? chainRetreatOddsUnder(
          this.profile,
          this.analysis.value,
          toCombatInput(this.draft),
          toContext(this.draft),
        )
      : undefined,
  );
  outcome = $derived(
    this.odds?.ok && this.roll !== null
      ? this.odds.value.outcomes.find((o) => o.roll === this.roll)
      : undefined,
  );
  /** 1.4–1.6: the column's working, from the engine. */
  columnSteps = $derived(this.analysis.ok ? explainColumn(this.analysis.value) : []);
  /** The after-roll working, once loaded (see loadAftermath). */
  #explainRoll: typeof import('./combat-aftermath.ts').explainRoll | undefined = $state.raw();
  /** 5.1.1 f–g: what the rolled result means for each side, once its working has loaded. */
  outcomeSteps = $derived(
    this.outcome && this.analysis.ok && this.#explainRoll
      ? this.#explainRoll(
          this.profile,
          this.outcome,
          toCombatInput(this.draft),
          this.analysis.value.readings,
          toContext(this.draft),
        )
      : undefined,
  );
  leaderChoices = $derived(describeLeaderChoices(this.profile));
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
  /** Every failed check, as the engine reports it. */
  #errors: InputError[] = $derived.by(() => {
    const errors: InputError[] = [];
    for (const side of ['attacker', 'defender'] as const) {
      const hexes = this.draft[side].fromLeader;
      if (!Number.isInteger(hexes) || hexes < 0)
        errors.push({
          field: `${side}.fromLeader`,
          rule: ruleOf(this.profile.rules, 'pursuit.kinds'),
          message: 'count the hexes to its leader, 0 or more',
        });
    }
    if (!this.analysis.ok) errors.push(this.analysis.error);
    else if (this.odds && !this.odds.ok) errors.push(this.odds.error);
    if (this.dice.checked && !this.dice.checked.ok) errors.push(this.dice.checked.error);
    return errors;
  });
  /** Whether a check fails: the view then loads the wording (see loadErrorWording). */
  hasErrors = $derived(this.#errors.length > 0);
  /** The error wording, once loaded. */
  #describeError: typeof import('./combat-errors.ts').describeError | undefined = $state.raw();
  /** Every failed check, as a sentence at its field, once the wording has loaded. */
  problems: FieldMessage[] = $derived.by(() => {
    const describe = this.#describeError;
    if (!describe) return [];
    return this.#errors.map((e) => ({
      field: e.field,
      text: describe(e, this.draft),
      rule: e.rule,
    }));
  });
  /** Problems at fields the view does not show: they go above the answer, never dropped. */
  otherProblems = $derived(this.problems.filter((p) => !placedFields.test(p.field)));
  /** Whether nothing has been entered yet: a new combat, one 2-SP unit a side (4.5.1 allows it). */
  isNew = $derived(isNewCombat(this.draft));
  /** The stacking check, once loaded (see loadStackingCheck). */
  #warnAboutStacking: typeof import('./combat-stacking.ts').warnAboutStacking | undefined =
    $state.raw();
  /** 4.5.1: hexes holding more SP than allowed — a warning only, the books make exceptions. */
  stackingWarnings: FieldMessage[] = $derived(
    this.analysis.ok && !this.isNew && this.#warnAboutStacking
      ? this.#warnAboutStacking(this.draft, this.profile)
      : [],
  );
  /** Ids of the errata this combat touches. */
  touchedIds: readonly string[] = $derived(
    this.analysis.ok
      ? [...this.analysis.value.errata, ...listContextErrata(this.draft, this.profile)]
      : [],
  );
  /** The register's lookup, once loaded (see loadErrata). */
  #findErrata: ((ids: readonly string[]) => readonly Erratum[]) | undefined = $state.raw();
  /** The errata this combat touches, with their entries (none until the register is loaded). */
  touched: readonly Erratum[] = $derived(this.#findErrata?.(this.touchedIds) ?? []);
  /** Whether the player reads an erratum the other way (`calc.draft.readings` holds the choice). */
  usesReading(choice: { name: string; value: unknown }): boolean {
    return (this.draft.readings as Record<string, unknown>)[choice.name] === choice.value;
  }

  /** Switches an erratum to its other reading, or back to the edition's own. */
  setReading(choice: { name: string; value: unknown }, other: boolean) {
    const readings = this.draft.readings as Record<string, unknown>;
    if (other) readings[choice.name] = choice.value;
    else delete readings[choice.name];
  }

  /** The same situation analysed under another edition (the all-editions panel, loaded later, reuses the page's combat code). */
  analyseUnder = (edition: EditionProfile) =>
    analyseCombatUnder(edition, toCombatInput(this.draft), this.draft.readings);

  constructor(profile: EditionProfile, start?: CombatDraft) {
    this.pageEdition = profile.id;
    this.#pageProfile = profile;
    this.#profiles = { [profile.id]: profile };
    this.dice = new DiceEntry(twoD6, {
      field: 'roll',
      rule: ruleOf(profile.rules, 'combat.sequence'),
    });
    this.draft = start ?? newCombat(profile.id);
  }

  /** Loads an edition's profile unless it is loaded already. */
  async #load(edition: EditionId) {
    if (this.#profiles[edition]) return;
    const profile = await loadEditionProfile(edition);
    this.#profiles = { ...this.#profiles, [edition]: profile };
  }

  /** Loads the error wording, which a page needs only once a check fails. */
  async loadErrorWording() {
    this.#describeError ??= (await import('./combat-errors.ts')).describeError;
  }

  /** Loads the after-roll working, which the page needs only once a roll is entered. */
  async loadAftermath() {
    this.#explainRoll ??= (await import('./combat-aftermath.ts')).explainRoll;
  }

  /** The link writer, once loaded (see loadLinkWriter). */
  #encodeLink: typeof import('./link/combat-link.ts').encodeLink | undefined = $state.raw();

  /** Loads the link writer, which a new combat does not need: its link is the page itself. */
  async loadLinkWriter() {
    this.#encodeLink ??= (await import('./link/combat-link.ts')).encodeLink;
  }

  /** Loads the stacking check, which a new combat does not need. */
  async loadStackingCheck() {
    this.#warnAboutStacking ??= (await import('./combat-stacking.ts')).warnAboutStacking;
  }

  /** Readings chosen in the register: every combat started here reads them. */
  #chosen: CombatDraft['readings'] = {};
  /** The switches the register set, which the errata notes say. */
  preferredReadings: readonly string[] = $state.raw([]);

  /** Reads the readings chosen in the page edition's register; a switch set here or a link's own win. */
  async loadChosenReadings() {
    const { readChosenCombatReadings } = await import('./chosen-readings.ts');
    this.#chosen = await readChosenCombatReadings(this.#pageProfile);
    this.preferredReadings = Object.keys(this.#chosen);
    this.draft.readings = { ...this.#chosen, ...this.draft.readings };
  }

  /** Loads the errata register, which the page does not ship at load. */
  async loadErrata() {
    this.#findErrata ??= (await import('./combat-errata.ts')).findErrata;
  }

  /**
   * Opens the combat a page's link names; the page's edition stays unless the
   * link names another. A refused link changes nothing and says why.
   */
  async restoreFromLink(search: string) {
    const linked = await decodeLink(search, this.pageEdition);
    if (!linked) return;
    if (linked.refused !== undefined) {
      this.linkProblem = linked.refused;
      return;
    }
    await Promise.all([this.#load(linked.draft.edition), this.loadLinkWriter()]);
    this.draft = linked.draft;
    this.dice.load(linked.roll);
    this.linkProblem = linked.note;
  }

  /**
   * The combat and its roll as a query string: what the address bar and a shared
   * link hold. A new combat in the page's edition with no roll is '' (the page
   * itself); any other is undefined until the link writer has loaded.
   */
  get linkQuery(): string | undefined {
    if (this.isNew && this.roll === null && this.draft.edition === this.pageEdition) return '';
    const roll = this.roll === null ? '' : this.dice.text;
    return this.#encodeLink?.(this.draft, roll, this.pageEdition);
  }

  /** The roll's message, as the dice input shows it. */
  get rollError(): string | undefined {
    const e = this.errorAt('roll');
    return e ? `${e.text} (rule ${e.rule})` : undefined;
  }

  /** The message for a field, when a check failed there. */
  errorAt(field: string): FieldMessage | undefined {
    return this.problems.find((p) => p.field === field);
  }

  warningAt(field: string): FieldMessage | undefined {
    return this.stackingWarnings.find((w) => w.field === field);
  }

  /** A new, blank combat in the edition shown. */
  startNew() {
    this.draft = { ...newCombat(this.draft.edition), readings: { ...this.#chosen } };
    this.dice.load('');
    this.linkProblem = undefined;
  }

  /** The printed numbers of the rules a list of the edition's rule keys names. */
  printedRules = (keys: readonly RuleKey[]): string[] =>
    keys.flatMap((key) => ruleNumber(this.profile.rules, key) ?? []);

  /** The book's printed 5.1.1 example. */
  openExample() {
    this.draft = { ...bookExample(this.draft.edition), readings: { ...this.#chosen } };
    this.dice.load('');
    this.linkProblem = undefined;
  }

  /** Shows the combat under another edition, once that edition's profile has loaded. */
  async setEdition(edition: EditionId) {
    await this.#load(edition);
    this.draft.edition = edition;
  }

  addUnit(side: Side, kind: UnitKind = 'infantry') {
    this.draft[side].units.push(defaultUnit(kind));
  }

  removeUnit(side: Side, index: number) {
    this.draft[side].units.splice(index, 1);
  }

  /** Turns MORALE's sign, for phone keyboards without a minus key. */
  flipMorale() {
    if (typeof this.draft.morale === 'number') this.draft.morale = -this.draft.morale || 0;
  }
}
