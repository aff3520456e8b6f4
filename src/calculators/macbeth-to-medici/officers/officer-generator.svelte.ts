/**
 * Officer generator: temperament from 2d6, Leadership and Command from three
 * dice keeping the two highest, and the Command radius, each with its odds.
 */
import {
  buildDice,
  listOutcomes,
  ok,
  twoD6,
  type Result,
  type WorkingStep,
} from '../../../../engine/core/index.ts';
import {
  commandRadius,
  explainRatings,
  explainTemperament,
  keptPairOdds,
  rollRatings,
  temperamentFor,
  temperamentOdds,
  unitDie,
  usualDice,
  type Origin,
  type SectionId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds } from '../../kit/format.ts';
import { originChoices } from '../choices.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

export class OfficerGeneratorTool extends M2mTool {
  readonly id = 'officer';
  readonly title = 'Officer generator';
  readonly sectionsUsed: readonly SectionId[] = [
    'officer-temperament',
    'leadership-and-command',
    'coordinated-movement',
    'dice',
  ];
  readonly fields: readonly FieldSpec[] = [
    { key: 'origin', label: 'Origin', kind: 'choice', options: originChoices },
    {
      key: 'leadershipDie',
      label: 'Leadership takes',
      kind: 'choice',
      options: [
        { value: 'high', label: 'the higher die' },
        { value: 'low', label: 'the lower die' },
      ],
    },
  ];

  constructor(seed?: number) {
    super({ origin: 'feudal', leadershipDie: 'high' });
    this.dice.push(
      {
        name: 'Temperament dice',
        entry: new FacesEntry(() => twoD6, {
          field: 'temperament',
          rule: 'officer-temperament',
          seed,
        }),
      },
      {
        name: 'Rating dice',
        entry: new FacesEntry(() => buildDice([3, this.die]), {
          field: 'dice',
          rule: 'leadership-and-command',
          seed: seed === undefined ? undefined : seed + 1,
        }),
      },
    );
  }

  get origin(): Origin {
    return this.text('origin') as Origin;
  }

  /** The officer rolls his origin's usual dice. */
  get die() {
    return unitDie(usualDice(this.origin), this.readings);
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const temperaments = temperamentOdds();
    const rows = listOutcomes(temperaments).map((o) => ({
      key: o.value,
      label: o.value,
      detail: 'temperament on 2d6',
      chance: o.chance,
    }));
    const base = { caption: 'Temperament', heading: 'Temperament', over: 36n };
    const temperamentRoll = this.dice[0]!.entry.checked;
    const ratingFaces = this.dice[1]!.entry.faces;
    const steps: WorkingStep<SectionId>[] = [];
    const parts: string[] = [];
    let current: string | undefined;
    if (temperamentRoll?.ok) {
      const score = temperamentRoll.value.total;
      const temperament = temperamentFor(score);
      if (!temperament.ok) return temperament;
      current = temperament.value;
      parts.push(temperament.value);
      steps.push(...explainTemperament(score, temperament.value));
    }
    if (ratingFaces) {
      const pair = rollRatings(this.die, ratingFaces);
      if (!pair.ok) return pair;
      const high = this.text('leadershipDie') === 'high';
      const leadership = high ? pair.value.high : pair.value.low;
      const command = high ? pair.value.low : pair.value.high;
      const radius = commandRadius({ leadership, command, origin: this.origin }, this.readings);
      if (!radius.ok) return radius;
      parts.push(`Leadership ${leadership}, Command ${command}, radius ${radius.value}″`);
      steps.push(
        ...explainRatings(
          { faces: ratingFaces, pair: pair.value, radius: radius.value, origin: this.origin },
          this.readings,
        ),
      );
    }
    const pairs = keptPairOdds(this.die);
    const bestPair = listOutcomes(pairs).filter((o) => o.value.high === 6 && o.value.low === 6)[0];
    return ok({
      ...base,
      rows: rows.map((r) => ({ ...r, current: r.key === current })),
      answer:
        parts.length > 0 ? parts.join('; ') : 'Roll 2d6 for temperament and 3 dice for the ratings',
      chance: bestPair && `Two 6s kept: ${formatOdds(bestPair.chance, pairs.outOf)}`,
      steps: viewSteps(steps),
      rolled: parts.length > 0,
    });
  }
}
