/** Fatigue tool: the turn's score against the pass level by order, and the hits it costs. */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  checkWhole,
  explainFatigue,
  fatigueHits,
  fatigueScore,
  valueByOrder,
  type Armour,
  type FatigueInput,
  type Order,
  type SectionId,
  type TerrainClass,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { armourChoices, orderChoices } from '../choices.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const classes: readonly TerrainClass[] = [1, 2, 3];

export class FatigueTool extends M2mTool {
  readonly id = 'fatigue';
  readonly title = 'Fatigue';
  protected override readonly notedTables: readonly NotedTable[] = ['fatigue'];
  readonly sectionsUsed: readonly SectionId[] = ['fatigue'];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'base',
      label: 'The unit is',
      kind: 'choice',
      options: [
        { value: 'foot', label: 'foot' },
        { value: 'dismounted', label: 'dismounted' },
        { value: 'cavalry', label: 'cavalry' },
      ],
    },
    { key: 'order', label: 'Order', kind: 'choice', options: orderChoices },
    { key: 'armour', label: 'Armour', kind: 'choice', options: armourChoices },
    { key: 'impacts', label: 'Impact combats', kind: 'number' },
    { key: 'melees', label: 'Melee combats', kind: 'number' },
    ...classes.map((cls) => ({
      key: `terrain${cls}`,
      label: `Class ${cls} terrain crossed`,
      kind: 'number' as const,
    })),
    { key: 'movedFast', label: 'Charged, counter-charged, doubled or evaded', kind: 'check' },
    { key: 'fired', label: 'Fired', kind: 'check' },
  ];

  constructor() {
    super({
      base: 'foot',
      order: 'close',
      armour: 'unarmoured',
      impacts: 0,
      melees: 0,
      terrain1: 0,
      terrain2: 0,
      terrain3: 0,
      movedFast: false,
      fired: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('fatigue');
    if (blank) return { ok: false, error: blank };
    for (const cls of classes) {
      const crossed = checkWhole(this.number(`terrain${cls}`), `terrain${cls}`, 'fatigue', 0);
      if (!crossed.ok) return crossed;
    }
    const input: FatigueInput = {
      base: this.text('base') as FatigueInput['base'],
      movedFast: this.flag('movedFast'),
      fired: this.flag('fired'),
      impacts: this.number('impacts'),
      melees: this.number('melees'),
      armour: this.text('armour') as Armour,
      // Each feature crossed counts its class: a list the engine adds up.
      terrain: classes.flatMap((cls) =>
        Array<TerrainClass>(this.number(`terrain${cls}`)).fill(cls),
      ),
    };
    const scored = fatigueScore(input);
    if (!scored.ok) return scored;
    const order = this.text('order') as Order;
    const hits = fatigueHits(scored.value.score, order, this.readings);
    const steps = viewSteps(explainFatigue(scored.value, order, this.readings));
    return ok({
      answer: `Score ${scored.value.score}: ${hits === 0 ? 'no hits' : counted(hits, 'hit')}`,
      chance: `Pass level ${valueByOrder[order]} in ${order} order`,
      caption: '',
      heading: '',
      rows: [],
      over: 1n,
      steps,
      rolled: false,
    });
  }
}
