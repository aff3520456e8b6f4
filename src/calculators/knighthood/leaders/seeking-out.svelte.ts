/**
 * Seeking out a leader tool (9.11, T23): the seeker's chance against the
 * target's class, moved by T23's distance modifiers in tens (+20 turns 2/3
 * into 4/3), as an exact chance; then the die read as every T23 number is,
 * a fraction's first figure asking for a second die (Dice).
 */
import {
  buildDice,
  d6,
  fail,
  not,
  ok,
  type Probability,
  type Result,
} from '../../../../engine/core/index.ts';
import {
  describeSeeking,
  describeSeekingRoll,
  readFirstDie,
  readUnitDice,
  seekingChance,
  seekingModifiers,
  seekingOutcomes,
  seekingOutDiceNames,
  type HitNumber,
  type LeaderClass,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { leaderClassChoices } from './leader-wording.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';

const distanceIds = ['in-contact', 'within-5', 'within-15', 'within-30', 'over-30'];

/** A T23 line's modifier as printed: "+20", "-10". */
const modifierOf = (id: string) => {
  const value = seekingModifiers.find((m) => m.id === id)?.value ?? 0;
  return value > 0 ? `+${value}` : String(value);
};

/** T23's distance lines, in its words with their modifiers. */
const distances = seekingModifiers
  .filter((m) => distanceIds.includes(m.id))
  .map((m) => ({ value: m.id, label: `${m.label} (${modifierOf(m.id)})` }));

export class SeekingOutTool extends KnighthoodTool {
  readonly id = 'seeking-out';
  readonly title = 'Seeking out a leader';
  readonly sectionsUsed: readonly RuleRef[] = [rules.seekingOut, rules.seekingOutChart];
  readonly fields: readonly FieldSpec[] = [
    { key: 'seeker', label: 'Seeking leader', kind: 'choice', options: leaderClassChoices },
    { key: 'target', label: 'Leader sought', kind: 'choice', options: leaderClassChoices },
    { key: 'distance', label: 'Distance', kind: 'choice', options: distances },
    { key: 'elevated', label: `One or both elevated (${modifierOf('elevated')})`, kind: 'check' },
    {
      key: 'enemyBetween',
      label: `Enemy units in between (${modifierOf('enemy-between')} each)`,
      kind: 'number',
    },
  ];

  constructor(seed?: number) {
    super({ seeker: 'A', target: 'C', distance: 'within-30', elevated: true, enemyBetween: 1 });
    // A given seed gives each set its own; without one the kit draws a fresh seed per set.
    const seedOf = (n: number) => (seed === undefined ? undefined : seed + n);
    const slot = (name: string, field: string, active: () => boolean, n: number) => ({
      name,
      entry: new FacesEntry(() => buildDice([1, d6]), { field, rule: 'dice', seed: seedOf(n) }),
      active,
    });
    this.dice.push(
      slot(seekingOutDiceNames.seek, 'seekDie', () => this.canRoll, 0),
      slot(seekingOutDiceNames.seekSecond, 'seekSecond', () => this.needsSecond, 1),
    );
  }

  /** The number he is found on, or undefined while an input is wrong. */
  get hit(): HitNumber | undefined {
    const seeking = this.seek();
    return seeking.ok ? seeking.value.chance : undefined;
  }

  /** Below 1 no roll finds him: no die to read. */
  get canRoll(): boolean {
    const hit = this.hit;
    return hit !== undefined && hit.kind !== 'no-effect';
  }

  /** A fraction's first figure on the first die calls for a second die (Dice). */
  get needsSecond(): boolean {
    const hit = this.hit;
    const first = this.dice[0]?.entry.faces?.[0];
    return hit !== undefined && first !== undefined && readFirstDie(hit, first) === 'roll-again';
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  /** 9.11, T23: the chance from the fields, or the field that stops it. */
  seek(): ReturnType<typeof seekingChance> {
    const blank = this.checkNumbers(rules.seekingOut);
    if (blank) return { ok: false, error: blank };
    const between = this.number('enemyBetween');
    if (!Number.isInteger(between) || between < 0) {
      return fail(
        'enemyBetween',
        rules.seekingOutChart,
        `enemy units are counted from 0, not ${between}`,
      );
    }
    const modifiers = [
      this.text('distance'),
      ...(this.flag('elevated') ? ['elevated'] : []),
      ...Array<string>(between).fill('enemy-between'),
    ];
    return seekingChance(
      this.text('seeker') as LeaderClass,
      this.text('target') as LeaderClass,
      modifiers,
    );
  }

  /** Dice: whether the die (and the second it called for) finds him, once they are read. */
  readDie(hit: HitNumber): Result<boolean> | undefined {
    const [first, second] = this.dice.map((d) => d.entry.faces?.[0]);
    if (!this.canRoll || first === undefined) return undefined;
    if (this.needsSecond && second === undefined) return undefined;
    const read = readUnitDice(hit, [
      { first, ...(this.needsSecond && second !== undefined ? { second } : {}) },
    ]);
    if (!read.ok) return { ok: false, error: { ...read.error, field: 'seekDie' } };
    return ok(read.value.hits === 1);
  }

  answer(): Result<ToolAnswer> {
    const seeking = this.seek();
    if (!seeking.ok) return seeking;
    const { chance, odds } = seeking.value;
    const found = this.readDie(chance);
    if (found && !found.ok) return found;
    const dice = this.dice.flatMap((d) => (d.active?.() ? (d.entry.faces ?? []) : []));
    const steps: KnighthoodStep[] = describeSeeking(seeking.value, formatOdds);
    if (found) {
      steps.push({
        text: `Die ${dice.join(' then ')}: ${found.value ? 'he is found' : 'not found'}`,
        rule: 'dice',
      });
      return ok({
        ...this.rowsFor(odds, found.value),
        answer: found.value
          ? `${seekingOutcomes.found.label}: ${seekingOutcomes.found.detail}`
          : 'Not found this turn',
        chance: `This result: ${formatOdds(found.value ? odds : not(odds))} before the roll`,
        steps: viewSteps(steps),
        rolled: true,
      });
    }
    return ok({
      ...this.rowsFor(odds),
      answer: `Found: ${formatPercent(odds)}`,
      chance: describeSeekingRoll(chance),
      steps: viewSteps(steps),
      rolled: false,
    });
  }

  rowsFor(odds: Probability, found?: boolean) {
    return {
      caption: 'One attempt to seek him out',
      heading: 'Attempt',
      rows: [
        { key: 'found', ...seekingOutcomes.found, chance: odds, current: found === true },
        {
          key: 'missed',
          ...seekingOutcomes.missed,
          chance: not(odds),
          current: found === false,
        },
      ],
      over: 36n,
    };
  }
}
