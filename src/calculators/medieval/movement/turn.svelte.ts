/** Turn cost: the MP a turn costs at a unit's CF, and its CF afterwards. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  turnCost,
  type EditionId,
  type MoverKind,
  type TerrainId,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';
import { terrainChoices } from './terrain-choices.ts';

export class TurnTool extends MedievalTool {
  readonly id = 'turn';
  readonly title = 'Turn cost';
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'kind',
      label: 'Unit',
      kind: 'choice',
      options: [
        { value: 'cavalry', label: 'cavalry' },
        { value: 'horse-archers', label: 'horse archers' },
        { value: 'infantry', label: 'infantry' },
        { value: 'leader', label: 'leader' },
      ],
    },
    { key: 'cf', label: 'CF', kind: 'number' },
    { key: 'armor', label: 'Armor', kind: 'number' },
    {
      key: 'degrees',
      label: 'Turn',
      kind: 'choice',
      options: ['60', '120', '180'].map((d) => ({ value: d, label: `${d}°` })),
    },
    { key: 'terrain', label: 'Terrain', kind: 'choice', options: terrainChoices },
    { key: 'inZoc', label: 'In an enemy ZoC', kind: 'check' },
    { key: 'onRoad', label: 'Moving on a road', kind: 'check' },
  ];

  constructor(edition: EditionId) {
    super(edition, {
      kind: 'cavalry',
      cf: 0,
      armor: 2,
      degrees: '60',
      terrain: 'clear',
      inZoc: false,
      onRoad: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const cost = turnCost(
      this.edition,
      {
        kind: this.text('kind') as MoverKind,
        cf: this.number('cf'),
        armor: this.number('armor'),
        degrees: this.number('degrees'),
        inZoc: this.flag('inZoc'),
        terrain: this.text('terrain') as TerrainId,
        onRoad: this.flag('onRoad'),
      },
      this.readings,
    );
    if (!cost.ok) return cost;
    const c = cost.value;
    return answered(
      c.allowed
        ? `${c.mp} MP; CF afterwards ${c.cfAfter}`
        : `Not allowed at CF ${this.number('cf')}: only 60° turns (break first)`,
      c.steps,
    );
  });
}
