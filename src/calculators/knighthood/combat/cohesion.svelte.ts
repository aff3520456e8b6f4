/** Polearm cohesion (5.30, T14): the chance a polearm unit stays cohesive on first contact, and its roll. */
import { buildDice, d6, ok, type Result } from '../../../../engine/core/index.ts';
import {
  cohesionCheck,
  cohesionModifiers,
  cohesionOutcomes,
  describeCohesion,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatSigned } from '../../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool } from '../tool-state.svelte.ts';
import { answerKnighthoodCheck } from '../one-die-answer.ts';

export class CohesionTool extends KnighthoodTool {
  readonly id = 'cohesion';
  readonly title = 'Polearm cohesion';
  readonly sectionsUsed: readonly RuleRef[] = [rules.polearmCohesion, rules.polearmCohesionChart];
  readonly fields: readonly FieldSpec[] = cohesionModifiers.map((m) => ({
    key: `m.${m.id}`,
    label: `${m.label} (${formatSigned(m.value)})`,
    kind: 'check',
  }));

  constructor(seed?: number) {
    super(Object.fromEntries(cohesionModifiers.map((m) => [`m.${m.id}`, false])));
    this.dice.push({
      name: 'Cohesion die',
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field: 'roll',
        rule: rules.polearmCohesionChart,
        seed,
      }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const modifiers = cohesionModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id);
    const roll = this.faces?.[0]?.[0];
    const check = cohesionCheck(modifiers, roll, this.readings);
    if (!check.ok) return check;
    const { modifier } = check.value;
    const steps = describeCohesion(modifier);
    return ok(
      answerKnighthoodCheck(check.value, roll, {
        pass: { key: 'cohesive', ...cohesionOutcomes.cohesive },
        fail: { key: 'incohesive', ...cohesionOutcomes.incohesive },
        caption: 'Cohesion on first contact',
        steps,
        rule: rules.polearmCohesion,
      }),
    );
  }
}
