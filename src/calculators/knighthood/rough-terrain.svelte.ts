/**
 * Rough terrain (3.9, T6): the halting number of the terrain a unit enters
 * (mixed terrain adds up), the chance it goes on, and its roll.
 */
import { buildDice, d6, not, ok, type Result } from '../../../engine/core/index.ts';
import {
  roughTerrain,
  roughTerrainModifiers,
  terrainCheck,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { FacesEntry } from '../kit/faces-entry.svelte.ts';
import { formatChance } from '../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from './tool-state.svelte.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

const outcomes = {
  passes: { label: 'Goes on', detail: 'moves on through the terrain' },
  halted: { label: 'Halted', detail: 'no further move this turn, and disordered' },
} as const;

export class RoughTerrainTool extends KnighthoodTool {
  readonly id = 'rough-terrain';
  readonly title = 'Rough terrain check';
  readonly sectionsUsed: readonly RuleRef[] = ['3.9', 'T6'];
  readonly fields: readonly FieldSpec[] = [
    ...roughTerrain.map((t): FieldSpec => ({
      key: `t.${t.id}`,
      label: `${t.label} (${t.halt})`,
      kind: 'check',
    })),
    ...roughTerrainModifiers.map((m): FieldSpec => ({
      key: `m.${m.id}`,
      label: `${m.label} (${signed(m.value)})`,
      kind: 'check',
    })),
  ];

  constructor(seed?: number) {
    super({
      ...Object.fromEntries(
        roughTerrain.map((t) => [`t.${t.id}`, t.id === 'slope' || t.id === 'open-woods']),
      ),
      ...Object.fromEntries(roughTerrainModifiers.map((m) => [`m.${m.id}`, false])),
    });
    this.dice.push({
      name: 'Terrain die',
      entry: new FacesEntry(() => buildDice([1, d6]), { field: 'roll', rule: '3.9', seed }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const terrain = roughTerrain.filter((t) => this.flag(`t.${t.id}`)).map((t) => t.id);
    const modifiers = roughTerrainModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id);
    const roll = this.faces?.[0]?.[0];
    const check = terrainCheck(terrain, modifiers, roll);
    if (!check.ok) return check;
    const { halt, modifier, passChance, passed } = check.value;
    const rows = (['passes', 'halted'] as const).map((id) => ({
      key: id,
      ...outcomes[id],
      chance: id === 'passes' ? passChance : not(passChance),
      current: passed !== undefined && passed === (id === 'passes'),
    }));
    const steps: KnighthoodStep[] = [
      { text: `Halting number ${halt}: the T6 points of the terrain added up`, rule: 'T6' },
      { text: `1D ${signed(modifier)}: halted on ${halt} or less, goes on above it`, rule: '3.9' },
    ];
    const base = { caption: `Terrain check against ${halt}`, heading: 'Outcome', rows, over: 6n };
    if (passed === undefined || roll === undefined) {
      return ok({
        ...base,
        answer: `Goes on ${formatChance(passChance, 6)}`,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const id = passed ? 'passes' : 'halted';
    steps.push({
      text: `${roll} ${signed(modifier)} = ${roll + modifier}: ${outcomes[id].label.toLowerCase()}`,
      rule: '3.9',
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
