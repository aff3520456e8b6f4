/**
 * Control test tool: a unit's chances of passing, rolling up and rolling
 * down, what each means in the chosen situation, and the dice it rolled.
 */
import {
  buildDice,
  listOutcomes,
  never,
  ok,
  type Result,
  type WorkingStep,
} from '../../../../engine/core/index.ts';
import {
  controlConsequenceOdds,
  controlPassRange,
  controlSituationSection,
  diceRolled,
  resolveControlTest,
  type ControlConsequence,
  type ControlResult,
  type ControlSituation,
  type Experience,
  type MoraleState,
  type SectionId,
  type UnitDice,
  unitDie,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import {
  experienceChoices,
  leadershipOf,
  moraleChoices,
  officerChoices,
  unitDiceChoices,
} from '../choices.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

export const resultNames: Readonly<Record<ControlResult, string>> = {
  pass: 'Pass',
  up: 'Rolls up',
  down: 'Rolls down',
};

const order: readonly ControlResult[] = ['pass', 'up', 'down'];

const situationNames: Readonly<Record<ControlSituation, string>> = {
  charging: 'charging',
  standing: 'standing',
  evading: 'evading',
  'feigned-retreat': 'in a feigned retreat',
  rallying: 'rallying',
};

/** What a consequence does beyond the situation's own effect: a morale change, elements for hits. */
function aftermath(c: ControlConsequence): string {
  const parts = [c.effect.label];
  if (c.effect.orElse) parts.push(`or ${c.effect.orElse.label.toLowerCase()}`);
  if (c.morale !== c.testedAs) parts.push(`becomes ${c.morale}`);
  if (c.elementsForHits > 0) parts.push(`removes ${c.elementsForHits} elements for its hits`);
  return parts.join('; ');
}

export class ControlTestTool extends M2mTool {
  readonly id = 'control-test';
  readonly title = 'Control test';
  protected override readonly notedTables: readonly NotedTable[] = ['unit-types-behaviour'];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'situation',
      label: 'Tested when',
      kind: 'choice',
      options: Object.entries(situationNames).map(([value, label]) => ({ value, label })),
    },
    { key: 'experience', label: 'Experience', kind: 'choice', options: experienceChoices },
    {
      key: 'diceKind',
      label: 'Dice (by origin)',
      kind: 'choice',
      options: unitDiceChoices,
    },
    { key: 'leadership', label: 'Officer leading it', kind: 'choice', options: officerChoices },
    { key: 'morale', label: 'Morale', kind: 'choice', options: moraleChoices },
    { key: 'hits', label: 'Hits carried', kind: 'number' },
    { key: 'phantomHits', label: 'Skirmish or bombard hits', kind: 'number' },
    { key: 'elements', label: 'Elements', kind: 'number' },
  ];

  constructor(seed?: number) {
    super({
      situation: 'charging',
      experience: 'seasoned',
      diceKind: 'd6',
      leadership: 'none',
      morale: 'steady',
      hits: 0,
      phantomHits: 0,
      elements: 4,
    });
    this.dice.push({
      name: 'Dice',
      entry: new FacesEntry(
        () =>
          buildDice([
            diceRolled(this.leadership, this.readings),
            unitDie(this.text('diceKind') as UnitDice, this.readings),
          ]),
        { field: 'dice', rule: 'control-test', seed },
      ),
    });
  }

  get situation(): ControlSituation {
    return this.text('situation') as ControlSituation;
  }

  get experience(): Experience {
    return this.text('experience') as Experience;
  }

  get leadership(): number | undefined {
    return leadershipOf(this.text('leadership'));
  }

  get sectionsUsed(): SectionId[] {
    return [
      'control-test',
      'dice',
      controlSituationSection[this.situation],
      'unit-endurance',
      'unit-morale',
      'impetuous-and-broken',
    ];
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('unit-endurance');
    if (blank) return { ok: false, error: blank };
    const input = {
      experience: this.experience,
      dice: this.text('diceKind') as UnitDice,
      ...(this.leadership !== undefined && { leadership: this.leadership }),
      situation: this.situation,
      unit: {
        morale: this.text('morale') as MoraleState,
        hits: this.number('hits'),
        phantomHits: this.number('phantomHits'),
        elements: this.number('elements'),
      },
    };
    const odds = controlConsequenceOdds(input, this.readings);
    if (!odds.ok) return odds;
    const list = listOutcomes(odds.value);
    const byResult = { get: (r: ControlResult) => list.find((o) => o.value.result === r) };
    const pass = byResult.get('pass');
    const range = controlPassRange[this.experience];
    const situationSection = controlSituationSection[this.situation];
    const steps: WorkingStep<SectionId>[] = [
      {
        text: `${this.experience} passes on ${range.low === range.high ? range.low : `${range.low} to ${range.high}`}`,
        rule: 'control-test',
      },
    ];
    const faces = this.faces?.[0];
    const rolled = faces ? resolveControlTest(input, { faces }, this.readings) : undefined;
    if (rolled && !rolled.ok) return rolled;
    const current = rolled?.value.result;
    const rows = order.flatMap((result) => {
      const o = byResult.get(result);
      return o
        ? [
            {
              key: result,
              label: resultNames[result],
              detail: aftermath(o.value),
              chance: o.chance,
              current: result === current,
            },
          ]
        : [];
    });
    const base = {
      caption: `Each result when ${situationNames[this.situation]}`,
      heading: 'Outcome',
      rows,
      over: 36n,
    };
    if (!rolled || current === undefined) {
      return ok({
        ...base,
        answer: `Pass ${formatPercent(pass?.chance ?? never)} · up ${formatPercent(byResult.get('up')?.chance ?? never)} · down ${formatPercent(byResult.get('down')?.chance ?? never)}`,
        chance: pass ? `Pass ${formatOdds(pass.chance)}: ${pass.value.effect.label}` : undefined,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const roll = rolled.value;
    const outcome = byResult.get(current)!;
    steps.push(...roll.steps, {
      text: `${resultNames[current]}: ${aftermath(outcome.value)}`,
      rule: situationSection,
    });
    return ok({
      ...base,
      answer: `Score ${roll.score}: ${resultNames[current].toLowerCase()} — ${outcome.value.effect.label}`,
      chance: `This result: ${formatOdds(outcome.chance)} before the roll`,
      steps: viewSteps(steps),
      rolled: true,
    });
  }
}
