/** Polearm cohesion (5.30, T14): the chance a polearm unit stays cohesive on first contact, and its roll. */
import { buildDice, d6, not, ok, type Result } from '../../../engine/core/index.ts';
import {
  cohesionCheck,
  cohesionModifiers,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { FacesEntry } from '../kit/faces-entry.svelte.ts';
import { formatChance } from '../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from './tool-state.svelte.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const outcomes = {
  cohesive: { label: 'Cohesive', detail: 'fights with all its depth and weapon bonuses' },
  incohesive: { label: 'Not cohesive', detail: 'fights as LHW with no depth bonus' },
} as const;

export class CohesionTool extends KnighthoodTool {
  readonly id = 'cohesion';
  readonly title = 'Polearm cohesion';
  readonly sectionsUsed: readonly RuleRef[] = ['5.30', 'T14'];
  readonly fields: readonly FieldSpec[] = cohesionModifiers.map((m) => ({
    key: `m.${m.id}`,
    label: `${m.label} (${signed(m.value)})`,
    kind: 'check',
  }));

  constructor(seed?: number) {
    super(Object.fromEntries(cohesionModifiers.map((m) => [`m.${m.id}`, false])));
    this.dice.push({
      name: 'Cohesion die',
      entry: new FacesEntry(() => buildDice([1, d6]), { field: 'roll', rule: 'T14', seed }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const modifiers = cohesionModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id);
    const roll = this.faces?.[0]?.[0];
    const check = cohesionCheck(modifiers, roll);
    if (!check.ok) return check;
    const { modifier, passChance, passed } = check.value;
    const rows = (['cohesive', 'incohesive'] as const).map((id) => ({
      key: id,
      ...outcomes[id],
      chance: id === 'cohesive' ? passChance : not(passChance),
      current: passed !== undefined && passed === (id === 'cohesive'),
    }));
    const steps: KnighthoodStep[] = [
      {
        text: `1D ${signed(modifier)}: a modified 2 or more is cohesive, 1 or less is not`,
        rule: 'T14',
      },
    ];
    const base = { caption: 'Cohesion on first contact', heading: 'Outcome', rows, over: 6n };
    if (passed === undefined || roll === undefined) {
      return ok({
        ...base,
        answer: `Cohesive ${formatChance(passChance, 6)}`,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const id = passed ? 'cohesive' : 'incohesive';
    steps.push({
      text: `${roll} ${signed(modifier)} = ${roll + modifier}: ${outcomes[id].label.toLowerCase()}`,
      rule: '5.30',
    });
    return ok({
      ...base,
      answer: `${outcomes[id].label}: ${outcomes[id].detail}`,
      chance: `This result: ${formatChance(rows.find((r) => r.current)!.chance, 6)} before the roll`,
      steps: viewSteps(steps),
      rolled: true,
    });
  }
}
