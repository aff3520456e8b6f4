/** Terrain deduction tool (Terrain effects): inches lost on two average dice, doubled mounted. */
import { buildDice, listOutcomes, ok, type Result } from '../../../../engine/core/index.ts';
import {
  explainTerrainDeduction,
  unitDie,
  resolveTerrainDeduction,
  terrainClasses,
  terrainDeductionOdds,
  type SectionId,
  type TerrainClass,
  type TerrainInput,
  type TerrainMover,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const moverNames: Readonly<Record<TerrainMover, string>> = {
  unit: 'a unit moving',
  charging: 'a unit charging',
  'counter-charging': 'a unit counter-charging',
  skirmishers: 'skirmishers',
  routing: 'routers',
  officer: 'an officer',
  messenger: 'a messenger',
};

export class TerrainTool extends M2mTool {
  readonly id = 'terrain';
  readonly title = 'Terrain deduction';
  protected override readonly notedTables: readonly NotedTable[] = ['terrain-classes'];
  readonly sectionsUsed: readonly SectionId[] = ['terrain-effects', 'dice'];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'cls',
      label: 'Terrain class',
      kind: 'choice',
      options: terrainClasses.map((t) => ({
        value: String(t.id),
        label: `class ${t.id}: ${t.examples}`,
      })),
    },
    {
      key: 'mover',
      label: 'Moving',
      kind: 'choice',
      options: Object.entries(moverNames).map(([value, label]) => ({ value, label })),
    },
    { key: 'mounted', label: 'Mounted', kind: 'check' },
  ];

  constructor(seed?: number) {
    super({ cls: '1', mover: 'unit', mounted: false });
    this.dice.push({
      name: 'Average dice',
      entry: new FacesEntry(() => buildDice([2, unitDie('average', this.readings)]), {
        field: 'dice',
        rule: 'terrain-effects',
        seed,
      }),
    });
  }

  get input(): TerrainInput {
    return {
      cls: Number(this.text('cls')) as TerrainClass,
      mover: this.text('mover') as TerrainMover,
      mounted: this.flag('mounted'),
    };
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const input = this.input;
    const odds = terrainDeductionOdds(input, this.readings);
    const faces = this.faces?.[0];
    const rolled = faces ? resolveTerrainDeduction(input, faces, this.readings) : undefined;
    if (rolled && !rolled.ok) return rolled;
    const list = listOutcomes(odds, (a, b) => a - b);
    const rows = list.map((o) => ({
      key: String(o.value),
      label: `${o.value}″`,
      detail: o.value === 0 ? 'no deduction' : `${o.value} inches off the move`,
      chance: o.chance,
      current: rolled?.value === o.value,
    }));
    const steps = viewSteps(explainTerrainDeduction(input));
    const base = { caption: 'Each deduction', heading: 'Inches', rows, over: odds.outOf, steps };
    const first = list[0];
    const last = list.at(-1);
    if (!rolled) {
      return ok({
        ...base,
        answer: `Loses ${first?.value ?? 0}″ to ${last?.value ?? 0}″`,
        chance: first ? `${first.value}″: ${formatOdds(first.chance, odds.outOf)}` : undefined,
        rolled: false,
      });
    }
    const chance = list.find((o) => o.value === rolled.value)?.chance;
    return ok({
      ...base,
      answer: `Loses ${rolled.value}″`,
      chance: chance && `This deduction: ${formatOdds(chance, odds.outOf)} before the roll`,
      rolled: true,
    });
  }
}
