/**
 * Movement bands (3.00, T5): the band a unit is in at its distance from the
 * enemy, its move there, and how far a full move straight at the enemy takes
 * it when it crosses into closer bands (what is left is halved at each edge).
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  advanceTowardEnemy,
  describeMovementBand,
  movementBand,
  movementRateOf,
  movementRates,
  type MovementLine,
  type RuleRef,
  rules,
  summarizeMovementBand,
} from '../../../../engine/knighthood/index.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps } from '../tool-state.svelte.ts';

export class MovementBandTool extends KnighthoodTool {
  readonly id = 'movement-band';
  readonly title = 'Movement bands';
  readonly sectionsUsed: readonly RuleRef[] = [rules.movement, rules.movementRates];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'unit',
      label: 'Unit',
      rule: rules.movementRates,
      kind: 'choice',
      options: movementRates.map((r) => ({ value: r.id, label: r.label })),
    },
    { key: 'distance', label: 'Distance to the nearest enemy (inches)', kind: 'number' },
  ];

  constructor() {
    super({ unit: 'cl-cavalry', distance: 33 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.movement);
    if (blank) return { ok: false, error: blank };
    const distance = this.number('distance');
    const unit = this.text('unit') as MovementLine;
    const band = movementBand(distance, this.readings);
    if (!band.ok) return band;
    const advance = advanceTowardEnemy(unit, distance, this.readings);
    if (!advance.ok) return advance;
    const line = movementRateOf(unit, this.readings)!;
    const steps = describeMovementBand(distance, band.value, line, advance.value);
    const end = advance.value.distance;
    return ok({
      answer: summarizeMovementBand(band.value, line.inches[band.value], end),
      caption: '',
      heading: 'Band',
      rows: [],
      over: 1n,
      steps: viewSteps(steps),
      rolled: false,
    });
  }
}
