/** Pursuit test: the chance a pursuit is obligatory, from the hexes to the leader and MORALE. */
import type { Result } from '../../../../engine/core/index.ts';
import { pursuitOdds, ruleOf, type EditionId } from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

export class PursuitTool extends MedievalTool {
  readonly id = 'pursuit';
  readonly title = 'Pursuit test';
  readonly fields: readonly FieldSpec[] = [
    { key: 'hexesFromLeader', label: 'Hexes to the leader', kind: 'number' },
    { key: 'morale', label: 'MORALE for the pursuer', kind: 'number' },
  ];

  constructor(edition: EditionId) {
    super(edition, { hexesFromLeader: 1, morale: 0 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const hexes = this.number('hexesFromLeader');
    const odds = pursuitOdds(
      this.profile,
      { hexesFromLeader: hexes, morale: this.number('morale') },
      this.readings,
    );
    if (!odds.ok) return odds;
    const o = odds.value;
    return answered(
      `Pursuit obligatory ${formatPercent(o.obligatory)}, voluntary ${formatPercent(o.voluntary)}`,
      [
        {
          rule: o.rule,
          text: o.roll
            ? `1D6 on the PURSUIT table, row ${hexes} hexes`
            : 'no roll: the rule decides',
        },
        ...(o.modifier !== 0
          ? [
              {
                rule: ruleOf(this.profile.rules, 'morale.mustPursue'),
                text: `${o.modifier} to the roll at MORALE +2`,
              },
            ]
          : []),
      ],
    );
  });
}
