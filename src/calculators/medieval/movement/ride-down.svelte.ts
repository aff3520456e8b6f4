/** Ride down: whether cavalry rides down the infantry on a hex, and for how many MP. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  checkRideDown,
  type EditionId,
  type TerrainId,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';
import { terrainChoices } from './terrain-choices.ts';

export class RideDownTool extends MedievalTool {
  readonly id = 'ride-down';
  readonly title = 'Ride down';
  readonly fields: readonly FieldSpec[] = [
    { key: 'cf', label: 'Cavalry CF', kind: 'number' },
    { key: 'armor', label: 'Cavalry armor', kind: 'number' },
    { key: 'targetArmor', label: 'Infantry armor', kind: 'number' },
    { key: 'targetSp', label: 'Infantry SP on the hex', kind: 'number' },
    { key: 'terrain', label: 'Terrain', kind: 'choice', options: terrainChoices },
    { key: 'uphill', label: 'Charging uphill', kind: 'check' },
  ];

  constructor(edition: EditionId) {
    super(edition, {
      cf: 3,
      armor: 0,
      targetArmor: 0,
      targetSp: 1,
      terrain: 'clear',
      uphill: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const check = checkRideDown(this.edition, {
      rider: { kind: 'cavalry', cf: this.number('cf'), armor: this.number('armor') },
      approach: { uphill: this.flag('uphill') },
      targets: [
        { kind: 'infantry', armor: this.number('targetArmor'), sp: this.number('targetSp') },
      ],
      terrain: this.text('terrain') as TerrainId,
    });
    if (!check.ok) return check;
    const c = check.value;
    return answered(c.possible ? `Rides it down for ${c.mp} MP` : 'Cannot ride it down', c.steps);
  });
}
