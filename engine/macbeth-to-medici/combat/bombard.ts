/**
 * Firing gunnes: a bombard rolls 2d6, one plus and one minus. A double is a
 * hit; a positive score is phantom hits for the target's Control test; a
 * negative score beyond the crew's Experience Bonus blows the gun up.
 */
import type { SectionId } from '../tables/sections.ts';
import {
  checkFaces,
  combineOutcomes,
  d6,
  dieOutcomes,
  fail,
  ok,
  twoD6,
  type Outcomes,
  type Result,
  type WorkingStep,
} from '../../core/index.ts';
import { bombardRange, experienceBonus, type Experience } from '../tables/index.ts';
import { countNoun } from './fight-working.ts';

export type BombardEffect = 'hit' | 'phantom-hits' | 'explosion' | 'no-effect';

export interface BombardOutcome {
  readonly effect: BombardEffect;
  /** Counted for the target's Control test only, never kept. */
  readonly phantomHits: number;
}

export interface BombardInput {
  readonly experience: Experience;
  /** Inches to the target. */
  readonly range: number;
}

function check(input: BombardInput): Result<BombardInput> {
  if (!(input.range >= 0 && input.range <= bombardRange)) {
    return fail('range', 'gunnes', `a bombard reaches ${bombardRange} inches, not ${input.range}`);
  }
  return ok(input);
}

/**
 * Firing gunnes: a double is 1 hit; plus − minus above 0 is that many
 * phantom hits; below −Experience Bonus the bombard explodes (1 hit on every
 * unit within 1d6 inches, attached officers killed); otherwise nothing.
 */
export function bombardOutcome(
  plus: number,
  minus: number,
  experience: Experience,
): BombardOutcome {
  const net = plus - minus;
  if (plus === minus) return { effect: 'hit', phantomHits: 0 };
  if (net > 0) return { effect: 'phantom-hits', phantomHits: net };
  if (-net > experienceBonus[experience]) return { effect: 'explosion', phantomHits: 0 };
  return { effect: 'no-effect', phantomHits: 0 };
}

/** Firing gunnes: exact distribution of the bombard's effect and phantom hits. */
export function bombardOdds(input: BombardInput): Result<Outcomes<BombardOutcome>> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const die = dieOutcomes(d6);
  return ok(
    combineOutcomes(die, die, (plus, minus) => bombardOutcome(plus, minus, input.experience)),
  );
}

const effectText: Record<BombardEffect, (o: BombardOutcome) => string> = {
  hit: () => 'A double: the target takes 1 hit',
  'phantom-hits': (o) =>
    `The target takes a Control test counting ${countNoun(o.phantomHits, 'phantom hit')}`,
  explosion: () =>
    'The bombard explodes: 1 hit on every unit within 1d6 inches, and any attached officers are killed',
  'no-effect': () => 'No effect',
};

/** Firing gunnes for the two dice the player read (plus die, minus die), with the working. */
export function resolveBombard(
  input: BombardInput,
  dice: { readonly plus: number; readonly minus: number },
): Result<BombardOutcome & { net: number; steps: WorkingStep<SectionId>[] }> {
  const checked = check(input);
  if (!checked.ok) return checked;
  const read = checkFaces(twoD6, [dice.plus, dice.minus], 'dice', 'gunnes');
  if (!read.ok) return read;
  const outcome = bombardOutcome(dice.plus, dice.minus, input.experience);
  const net = dice.plus - dice.minus;
  return ok({
    ...outcome,
    net,
    steps: [
      { text: `Plus die ${dice.plus} − minus die ${dice.minus} = ${net}`, rule: 'gunnes' },
      { text: effectText[outcome.effect](outcome), rule: 'gunnes' },
    ],
  });
}
