/**
 * A two-sided fight (Impact combat, Melee combat) as a tool: both sides'
 * inputs and dice, each side's working before the roll, and the answer —
 * every result as a row, winner by margin; before the roll each side's chance
 * to win, after it the scores, the result and how likely it was.
 */
import {
  chanceOf,
  listOutcomes,
  ok,
  type Outcomes,
  type Result,
  type WorkingStep,
} from '../../../../engine/core/index.ts';
import {
  describeFightWinner,
  explainReadySide,
  type FightNames,
  sideIds,
  type CombatSection,
  type EnteredDice,
  type FactorInput,
  type ReadySide,
  type Readings,
  type SectionId,
  type SideId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { factorDiceSlots } from './factor-dice.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

export const sideNames: Readonly<Record<SideId, string>> = { a: 'Side a', b: 'Side b' };

/** A side's unit name, which the answer calls it by. */
export const nameField = (id: SideId): FieldSpec => ({
  key: `${id}.name`,
  label: `${sideNames[id]}: the unit’s name (for the answer)`,
  kind: 'text',
});

/** Longest unit name the answer repeats: a link may carry anything. */
const longestName = 40;

/** Each side as the player named its unit (letters, figures and plain punctuation), or "Side a". */
export function namesOf(tool: { text(key: string): string }): FightNames {
  const named = (id: SideId) =>
    tool
      .text(`${id}.name`)
      .replace(/[^\p{L}\p{N} '’.,&()-]/gu, '')
      // What a broken link leaves, never part of a unit's name.
      .replace(/NaN|undefined/g, '')
      .trim()
      .slice(0, longestName);
  return { a: named('a') || sideNames.a, b: named('b') || sideNames.b };
}

interface Fight {
  readonly winner: SideId | 'draw';
  readonly difference: number;
}

interface Rolled {
  readonly scores: Readonly<Record<SideId, number>>;
  readonly steps: readonly WorkingStep<SectionId>[];
}

/** Side a's margin: positive when a wins, negative when b wins. */
const margin = (o: Fight) => (o.winner === 'b' ? -o.difference : o.difference);

/**
 * Builds a fight's answer from the engine's odds and, once dice are read, its
 * resolution; `before` is each side's working shown until then.
 */
function answerBothSides<T extends Fight>(
  odds: Outcomes<T>,
  rolled: Result<T & Rolled> | undefined,
  fight: {
    name: string;
    describe: (o: T, names: FightNames) => string;
    before: readonly WorkingStep<SectionId>[];
    names: FightNames;
  },
): Result<ToolAnswer> {
  const names = fight.names;
  if (rolled && !rolled.ok) return rolled;
  // A result is its outcome's fields; the resolution adds scores and steps, which are left out.
  const fields = Object.keys(odds.outcomes[0]?.value ?? {}) as (keyof T)[];
  const key = (o: T) => JSON.stringify(fields.map((f) => o[f]));
  const rolledKey = rolled && key(rolled.value);
  const rows = listOutcomes(odds, (x, y) => margin(y) - margin(x)).map((o) => ({
    key: key(o.value),
    label: describeFightWinner(o.value, names),
    detail: fight.describe(o.value, names),
    chance: o.chance,
    current: key(o.value) === rolledKey,
  }));
  const over = odds.outOf;
  const base = { caption: `Every result of the ${fight.name}`, heading: 'Winner', rows, over };
  if (!rolled) {
    const win = (id: SideId | 'draw') => formatPercent(chanceOf(odds, (o) => o.winner === id));
    return ok({
      ...base,
      answer: `${names.a} wins ${win('a')} · ${names.b} wins ${win('b')} · draw ${win('draw')}`,
      chance: undefined,
      steps: viewSteps(fight.before),
      rolled: false,
    });
  }
  const r = rolled.value;
  const row = rows.find((x) => x.current);
  return ok({
    ...base,
    answer: `${names.a} ${r.scores.a} against ${names.b} ${r.scores.b}: ${r.winner === 'draw' ? 'draw' : `${names[r.winner]} wins`}; ${fight.describe(r, names)}`,
    chance: row && `This result: ${formatOdds(row.chance, over)} before the roll`,
    steps: viewSteps(r.steps),
    rolled: true,
  });
}

type Sides<S> = Readonly<Record<SideId, S>>;

/** The rules a fight's tool calls: the engine's functions for Impact or Melee combat. */
export interface FightRules<S, O extends Fight> {
  readonly section: CombatSection;
  readonly name: string;
  readonly ready: (side: S, id: SideId, readings: Readings) => Result<ReadySide>;
  readonly odds: (sides: Sides<S>, readings: Readings) => Result<Outcomes<O>>;
  readonly resolve: (
    sides: Sides<S>,
    dice: Readonly<Record<SideId, EnteredDice>>,
    readings: Readings,
    names: FightNames,
  ) => Result<O & Rolled>;
  readonly describe: (o: O, names: FightNames) => string;
}

/** A tool for a fight between side a and side b, each reading its plus and minus dice. */
export abstract class BothSidesTool<S, O extends Fight> extends M2mTool {
  protected abstract readonly rules: FightRules<S, O>;
  abstract sideOf(id: SideId): S;

  /** Both sides' plus and minus dice; the subclass calls it once its rules are set. */
  protected addFactorDice(seed?: number) {
    for (const id of sideIds) {
      this.dice.push(
        ...factorDiceSlots(
          `${id}.`,
          `${sideNames[id]}: `,
          () => this.factorOf(id),
          () => this.readings,
          this.rules.section,
          seed === undefined ? undefined : seed + (id === 'a' ? 0 : 10),
        ),
      );
    }
  }

  get sides(): Sides<S> {
    return { a: this.sideOf('a'), b: this.sideOf('b') };
  }

  /** A side's random factor, as the engine makes it ready. */
  factorOf(id: SideId): FactorInput | undefined {
    const ready = this.rules.ready(this.sideOf(id), id, this.readings);
    return ready.ok ? ready.value.factor : undefined;
  }

  /** Each side's working before the roll, from the engine, by its unit's name. */
  before(names: FightNames): WorkingStep<SectionId>[] {
    return sideIds.flatMap((id) => {
      const ready = this.rules.ready(this.sideOf(id), id, this.readings);
      return ready.ok
        ? [explainReadySide(id, ready.value, this.rules.section, this.readings, names)]
        : [];
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const { section, name, describe } = this.rules;
    const blank = this.checkNumbers(section);
    if (blank) return { ok: false, error: blank };
    const odds = this.rules.odds(this.sides, this.readings);
    if (!odds.ok) return odds;
    const faces = this.faces;
    const names = namesOf(this);
    const rolled = faces
      ? this.rules.resolve(
          this.sides,
          { a: { plus: faces[0]!, minus: faces[1]! }, b: { plus: faces[2]!, minus: faces[3]! } },
          this.readings,
          names,
        )
      : undefined;
    return answerBothSides(odds.value, rolled, {
      name,
      describe,
      before: this.before(names),
      names,
    });
  }
}
