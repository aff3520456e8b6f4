/** Leaving and returning to the map: the turn and phase a unit is back, and the hexes it enters on. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  reentryHexes,
  returnTurn,
  type EditionId,
  type MapEdge,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

export class MapTool extends MedievalTool {
  readonly id = 'map';
  readonly title = 'Leaving and returning to the map';
  readonly fields: readonly FieldSpec[] = [
    { key: 'turn', label: 'Turn it left', kind: 'number' },
    { key: 'phase', label: 'Phase it left', kind: 'number' },
    {
      key: 'player',
      label: 'Player',
      kind: 'choice',
      options: [
        { value: 'A', label: 'A (first)' },
        { value: 'B', label: 'B (second)' },
      ],
    },
    {
      key: 'arm',
      label: 'Unit',
      kind: 'choice',
      options: [
        { value: 'cavalry', label: 'cavalry' },
        { value: 'infantry', label: 'other' },
      ],
    },
    { key: 'departureHex', label: 'Hex it left from', kind: 'text', numeric: true },
    {
      key: 'edge',
      label: 'Map edge',
      kind: 'choice',
      options: ['top', 'bottom', 'left', 'right'].map((e) => ({ value: e, label: e })),
    },
  ];

  constructor(edition: EditionId) {
    super(edition, {
      turn: 2,
      phase: 1,
      player: 'A',
      arm: 'cavalry',
      departureHex: '2300',
      edge: 'top',
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const arm = this.text('arm') === 'cavalry' ? 'cavalry' : 'infantry';
    const back = returnTurn(
      this.edition,
      {
        turn: this.number('turn'),
        phase: this.number('phase'),
        player: this.text('player') === 'B' ? 'B' : 'A',
        arm,
      },
      this.readings,
    );
    if (!back.ok) return back;
    const zone = reentryHexes(
      this.edition,
      {
        departureHex: this.text('departureHex'),
        kind: arm,
        edge: this.text('edge') as MapEdge,
      },
      this.readings,
    );
    if (!zone.ok) return zone;
    const hexes = zone.value.hexes;
    return answered(
      `Back on turn ${back.value.turn}, phase ${back.value.phase}, on hexes ${hexes[0]} to ${hexes[hexes.length - 1]}`,
      [...back.value.steps, ...zone.value.steps],
    );
  });
}
