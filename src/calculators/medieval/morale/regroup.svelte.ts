/** Regrouping a scattered unit: whether it can, and its chance and SP afterwards. */
import type { Result } from '../../../../engine/core/index.ts';
import { regroupOdds, type EditionId } from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

export class RegroupTool extends MedievalTool {
  readonly id = 'regroup';
  readonly title = 'Regrouping a scattered unit';
  readonly fields: readonly FieldSpec[] = [
    { key: 'sp', label: 'Unit SP', kind: 'number' },
    { key: 'leaderAlive', label: 'Its leader is alive', kind: 'check' },
    { key: 'grandLeaderAlive', label: 'The grand leader is alive', kind: 'check' },
  ];

  constructor(edition: EditionId) {
    super(edition, { sp: 2, leaderAlive: true, grandLeaderAlive: true });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const odds = regroupOdds(this.profile, {
      sp: this.number('sp'),
      leaderAlive: this.flag('leaderAlive'),
      grandLeaderAlive: this.flag('grandLeaderAlive'),
    });
    if (!odds.ok) return odds;
    const o = odds.value;
    return answered(
      o.eliminated
        ? 'The unit is eliminated'
        : `Regroups on 4–6 (${formatPercent(o.regroups)}) with ${o.spAfter} SP`,
      [
        {
          rule: o.rule,
          text: o.eliminated
            ? 'no leader to regroup under'
            : 'roll 1D6 at the start of the unit’s movement phase',
        },
      ],
    );
  });
}
