/**
 * Rough terrain (3.9, T6): the halting number of the terrain a unit enters
 * (mixed terrain adds up), the chance it goes on, and its roll.
 */
import { buildDice, d6, ok, type Result } from '../../../../engine/core/index.ts';
import {
  describeTerrainCheck,
  disorderedByTerrain,
  roughTerrain,
  roughTerrainModifiers,
  terrainCheck,
  terrainOutcomes,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatSigned } from '../../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool } from '../tool-state.svelte.ts';
import { answerKnighthoodCheck } from '../one-die-answer.ts';

export class RoughTerrainTool extends KnighthoodTool {
  readonly id = 'rough-terrain';
  readonly title = 'Rough terrain check';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.roughTerrain,
    rules.roughTerrainChart,
    rules.changingFormation,
  ];
  readonly fields: readonly FieldSpec[] = [
    ...roughTerrain.map((t): FieldSpec => ({
      key: `t.${t.id}`,
      label: `${t.label} (${t.halt})`,
      kind: 'check',
    })),
    ...roughTerrainModifiers.map((m): FieldSpec => ({
      key: `m.${m.id}`,
      label: `${m.label} (${formatSigned(m.value)})`,
      kind: 'check',
    })),
    { key: 'overMf', label: 'Moves more than its MF in the terrain', kind: 'check' },
  ];

  constructor(seed?: number) {
    super({
      ...Object.fromEntries(
        roughTerrain.map((t) => [`t.${t.id}`, t.id === 'slope' || t.id === 'open-woods']),
      ),
      ...Object.fromEntries(roughTerrainModifiers.map((m) => [`m.${m.id}`, false])),
      overMf: false,
    });
    this.dice.push({
      name: 'Terrain die',
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field: 'roll',
        rule: rules.roughTerrain,
        seed,
      }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const terrain = roughTerrain.filter((t) => this.flag(`t.${t.id}`)).map((t) => t.id);
    const modifiers = roughTerrainModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id);
    const roll = this.faces?.[0]?.[0];
    const check = terrainCheck(terrain, modifiers, roll);
    if (!check.ok) return check;
    const { halt, modifier } = check.value;
    const disordered = disorderedByTerrain(
      {
        openOrder: this.flag('m.open-order'),
        overMf: this.flag('overMf'),
        slopeOnly: terrain.length === 1 && terrain[0] === 'slope',
      },
      this.readings,
    );
    const steps = describeTerrainCheck(halt, modifier);
    return ok(
      answerKnighthoodCheck(check.value, roll, {
        pass: {
          key: 'passes',
          ...(disordered ? terrainOutcomes.passesDisordered : terrainOutcomes.passes),
        },
        fail: { key: 'halted', ...terrainOutcomes.halted },
        caption: `Terrain check against ${halt}`,
        steps,
        rule: rules.roughTerrain,
      }),
    );
  }
}
