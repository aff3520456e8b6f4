/**
 * Captured leader tool (7.10, 9.12): the odds of one escape attempt (and of
 * the captor's fatal 1 after a failure), and of a ransom at the price of his
 * starting honor points; then the dice read: the escape die (a 1 asks for a
 * second, as every fraction does), the captor's die after a failure, and the
 * ransom die.
 */
import { buildDice, d6, not, ok, type Result } from '../../../../engine/core/index.ts';
import {
  captivityDiceNames,
  describeCaptivity,
  describeCaptivityRolls,
  escapeNumber,
  escapeOutcomes,
  escapeOdds,
  ransomAttempt,
  readEscapeAttempt,
  readFirstDie,
  readSecondDie,
  rules,
  type RuleRef,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';

type Escape = keyof typeof escapeOutcomes;

/** The engine's field names for the escape dice, and the tool's slots they land on. */
const escapeFields: Record<string, string> = {
  first: 'escapeDie',
  second: 'escapeSecond',
  captor: 'captorDie',
};

export class CaptivityTool extends KnighthoodTool {
  readonly id = 'captured-leader';
  readonly title = 'A captured leader: escape and ransom';
  readonly sectionsUsed: readonly RuleRef[] = [rules.captivity, rules.ransom];
  readonly fields: readonly FieldSpec[] = [
    { key: 'guardsInCloseCombat', label: 'His guards are in close combat', kind: 'check' },
    { key: 'startingHonor', label: 'His starting honor points (ransom price)', kind: 'number' },
  ];

  constructor(seed?: number) {
    super({ guardsInCloseCombat: false, startingHonor: 50 });
    // A given seed gives each set its own; without one the kit draws a fresh seed per set.
    const seedOf = (n: number) => (seed === undefined ? undefined : seed + n);
    const slot = (name: string, field: string, rule: string, active: () => boolean, n: number) => ({
      name,
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field,
        rule,
        seed: seedOf(n),
      }),
      active,
    });
    // Both escape numbers start with the same figure: the names hold whatever the guards do.
    const names = captivityDiceNames(escapeNumber(false));
    this.dice.push(
      slot(names.escape, 'escapeDie', rules.captivity, () => true, 0),
      slot(names.escapeSecond, 'escapeSecond', rules.captivity, () => this.needsSecond, 1),
      slot(names.captor, 'captorDie', rules.captivity, () => this.failed, 2),
      slot(names.ransom, 'ransomDie', rules.ransom, () => true, 3),
    );
  }

  /** The escape die read so far: a 1 on the first die calls for a second (Dice). */
  get needsSecond(): boolean {
    const first = this.dice[0]?.entry.faces?.[0];
    const hit = escapeNumber(this.flag('guardsInCloseCombat'));
    return first !== undefined && readFirstDie(hit, first) === 'roll-again';
  }

  /** Whether the escape dice read so far say he failed, so the captor rolls. */
  get failed(): boolean {
    const first = this.dice[0]?.entry.faces?.[0];
    if (first === undefined) return false;
    const hit = escapeNumber(this.flag('guardsInCloseCombat'));
    const reading = readFirstDie(hit, first);
    if (reading !== 'roll-again') return reading === 'miss';
    const second = this.dice[1]?.entry.faces?.[0];
    return second !== undefined && readSecondDie(hit, second) === 'miss';
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  /** 7.10: the attempt the dice show, once every die it needs is read. */
  readEscape(): Result<Escape> | undefined {
    const [first, second, captor] = this.dice.map((d) => d.entry.faces?.[0]);
    if (first === undefined) return undefined;
    if (this.needsSecond && second === undefined) return undefined;
    if (this.failed && captor === undefined) return undefined;
    const read = readEscapeAttempt(this.flag('guardsInCloseCombat'), {
      first,
      ...(this.needsSecond && second !== undefined ? { second } : {}),
      ...(this.failed && captor !== undefined ? { captor } : {}),
    });
    if (read.ok) return read;
    return {
      ok: false,
      error: { ...read.error, field: escapeFields[read.error.field] ?? 'escapeDie' },
    };
  }

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.ransom);
    if (blank) return { ok: false, error: blank };
    const ransomRoll = this.dice[3]?.entry.faces?.[0];
    const ransom = ransomAttempt(this.number('startingHonor'), ransomRoll);
    if (!ransom.ok) {
      const field = ransom.error.field === 'roll' ? 'ransomDie' : ransom.error.field;
      return { ok: false, error: { ...ransom.error, field } };
    }
    const escaped = this.readEscape();
    if (escaped && !escaped.ok) return escaped;
    const guarded = this.flag('guardsInCloseCombat');
    const escape = escapeOdds(guarded);
    const { price, succeeds, freed } = ransom.value;
    const escapeRead = escaped?.value;
    const escapeDice = this.dice
      .slice(0, 3)
      .flatMap((d) => (d.active?.() ? (d.entry.faces ?? []) : []));
    const steps: KnighthoodStep[] = [
      ...describeCaptivity(guarded, price, formatOdds),
      ...describeCaptivityRolls({
        ...(escapeRead ? { escape: { dice: escapeDice, outcome: escapeRead } } : {}),
        ...(freed !== undefined && ransomRoll !== undefined
          ? { ransom: { roll: ransomRoll, freed, price } }
          : {}),
      }),
    ];
    const rolled = escapeRead !== undefined || freed !== undefined;
    return ok({
      answer: rolled
        ? [
            escapeRead && `Escape: ${escapeOutcomes[escapeRead]}`,
            freed !== undefined && `ransom: ${freed ? 'freed' : 'still held'}`,
          ]
            .filter(Boolean)
            .join(' · ')
        : `Escape: ${formatPercent(escape.escapes)} · ransom: ${formatPercent(succeeds)}`,
      chance: `A failed escape kills him ${formatPercent(escape.killed)} of the time`,
      caption: 'One escape attempt, and one ransom',
      heading: 'Attempt',
      rows: [
        { key: 'escaped', label: 'Escape', detail: 'gets away', chance: escape.escapes },
        {
          key: 'killed',
          label: 'Escape',
          detail: 'fails; the captor kills him',
          chance: escape.killed,
        },
        {
          key: 'still-held',
          label: 'Escape',
          detail: 'fails; still held',
          chance: escape.stillHeld,
        },
        {
          key: 'ransomed',
          label: 'Ransom',
          detail: `freed for ${price} HP`,
          chance: succeeds,
        },
        {
          key: 'unransomed',
          label: 'Ransom',
          detail: `still held, ${price} HP lost`,
          chance: not(succeeds),
        },
      ].map((row) => ({
        ...row,
        current:
          row.key === escapeRead ||
          (freed !== undefined && row.key === (freed ? 'ransomed' : 'unransomed')),
      })),
      over: 216n,
      steps: viewSteps(steps),
      rolled,
    });
  }
}
