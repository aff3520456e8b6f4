/**
 * Reaction to a charge (5.01, T11) and defensive fire (5.10, T12): the charged
 * unit's reaction points and the reactions they allow, then the range its
 * defensive fire counts at for each roll of 1D.
 */
import { buildDice, d6, ok, type Result } from '../../../../engine/core/index.ts';
import {
  defensiveFireColumn,
  defensiveFireRangeNames,
  describeDefensiveFireColumn,
  describeDefensiveFireResult,
  describeReaction,
  defensiveFireRange,
  reactionModifiers,
  reactionPoints,
  reactionPointsFor,
  summarizeReaction,
  type ReactionState,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatSigned } from '../../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';

export class ChargeReactionTool extends KnighthoodTool {
  readonly id = 'charge-reaction';
  readonly title = 'Reaction to a charge and defensive fire';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.charge,
    rules.reactionChart,
    rules.defensiveFire,
    rules.defensiveFireChart,
  ];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'state',
      label: 'Charged unit',
      rule: rules.reactionChart,
      kind: 'choice',
      options: reactionPoints.map((r) => ({ value: r.id, label: r.label })),
    },
    {
      key: 'increments',
      label: 'Charge increments the charger used',
      kind: 'choice',
      options: [1, 2, 3].map((ci) => ({ value: String(ci), label: `${ci}CI` })),
    },
    ...reactionModifiers.map((m): FieldSpec => ({
      key: `m.${m.id}`,
      label: `${m.label} (${formatSigned(m.value)})`,
      kind: 'check',
    })),
    { key: 'charged', label: 'The firing unit is the charge’s target', kind: 'check' },
  ];

  constructor(seed?: number) {
    super({
      state: 'stationary-infantry',
      increments: '2',
      ...Object.fromEntries(reactionModifiers.map((m) => [`m.${m.id}`, false])),
      charged: true,
    });
    this.dice.push({
      name: 'Defensive fire die',
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field: 'roll',
        rule: rules.defensiveFireChart,
        seed,
      }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const increments = this.number('increments');
    const modifiers = reactionModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id);
    const rp = reactionPointsFor(
      this.text('state') as ReactionState,
      increments,
      modifiers,
      this.readings,
    );
    if (!rp.ok) return rp;
    const steps: KnighthoodStep[] = describeReaction(rp.value, increments, modifiers.length > 0);
    const column = defensiveFireColumn(increments, this.flag('charged'), this.readings);
    const headline = summarizeReaction(rp.value.points);
    if (!column.ok) {
      steps.push({ text: column.error.message, rule: rules.defensiveFire });
      return ok({
        answer: headline,
        caption: '',
        heading: 'Roll',
        rows: [],
        over: 6n,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    steps.push(describeDefensiveFireColumn(column.value, increments));
    const roll = this.faces?.[0]?.[0];
    const fire = defensiveFireRange(column.value, roll);
    if (!fire.ok) return fire;
    const rows = fire.value.odds.map((o) => ({
      key: o.range,
      label: defensiveFireRangeNames[o.range],
      detail: describeDefensiveFireResult(o.range),
      chance: o.chance,
      current: o.range === fire.value.range,
    }));
    const base6 = {
      caption: `Defensive fire in the ${column.value}CI column`,
      heading: 'Fire counts at',
      rows,
      over: 6n,
    };
    const range = fire.value.range;
    if (range === undefined) {
      return ok({
        ...base6,
        answer: headline,
        chance: undefined,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const row = rows.find((r) => r.current)!;
    steps.push({
      text: `A ${roll} on ${rules.defensiveFireChart}: ${defensiveFireRangeNames[range].toLowerCase()}`,
      rule: rules.defensiveFireChart,
    });
    return ok({
      ...base6,
      answer: `${headline} · fire: ${defensiveFireRangeNames[range].toLowerCase()}`,
      chance: `This fire: ${formatOdds(row.chance, 6)} before the roll`,
      steps: viewSteps(steps),
      rolled: true,
    });
  }
}
