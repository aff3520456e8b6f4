/** Movement cost: the MP to enter a hex, or that the unit may not. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  moveCost,
  type EditionId,
  type FortificationCrossing,
  type MoverKind,
  type TerrainId,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';
import { terrainChoices } from './terrain-choices.ts';

export class MoveTool extends MedievalTool {
  readonly id = 'move';
  readonly title = 'Movement cost';
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'kind',
      label: 'Unit',
      kind: 'choice',
      options: [
        { value: 'cavalry', label: 'cavalry' },
        { value: 'infantry', label: 'infantry' },
        { value: 'leader', label: 'leader' },
      ],
    },
    { key: 'armor', label: 'Armor', kind: 'number' },
    { key: 'terrain', label: 'Terrain entered', kind: 'choice', options: terrainChoices },
    {
      key: 'fortifications',
      label: 'Fortifications',
      kind: 'choice',
      options: [
        { value: 'none', label: 'none' },
        { value: 'walls', label: 'through the walls' },
        { value: 'gate', label: 'through a gate' },
      ],
    },
    { key: 'road', label: 'Along a road', kind: 'check' },
    { key: 'stream', label: 'Across a stream', kind: 'check' },
    { key: 'friendlyOccupied', label: 'Friendly unit on the hex', kind: 'check' },
  ];

  constructor(edition: EditionId) {
    super(edition, {
      kind: 'cavalry',
      armor: 1,
      terrain: 'clear',
      fortifications: 'none',
      road: false,
      stream: false,
      friendlyOccupied: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const cost = moveCost(
      this.edition,
      {
        kind: this.text('kind') as MoverKind,
        armor: this.number('armor'),
        terrain: this.text('terrain') as TerrainId,
        road: this.flag('road'),
        stream: this.flag('stream'),
        fortifications: this.text('fortifications') as FortificationCrossing,
        friendlyOccupied: this.flag('friendlyOccupied'),
      },
      this.readings,
    );
    if (!cost.ok) return cost;
    return answered(
      cost.value.allowed ? `${cost.value.mp} MP to enter` : 'This unit may not enter',
      cost.value.steps,
    );
  });
}
