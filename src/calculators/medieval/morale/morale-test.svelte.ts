/** Kosovo's morale test: the chance to pass at a MORALE, with a leader in range or on the hex. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  ruleOf,
  moraleTestOdds,
  resolveReadings,
  type EditionId,
} from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

type Leader = 'none' | 'in-range' | 'on-hex';

export class MoraleTestTool extends MedievalTool {
  readonly id = 'morale-test';
  readonly title = 'Morale test';
  override readonly readingFields = ['moraleTestLeader'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'morale', label: 'MORALE', kind: 'number' },
    {
      key: 'leader',
      label: 'Leader',
      kind: 'choice',
      options: [
        { value: 'none', label: 'none' },
        { value: 'in-range', label: 'in range' },
        { value: 'on-hex', label: 'on the hex' },
      ],
    },
    { key: 'subtract', label: 'Leader bonus helps (subtract)', kind: 'check' },
  ];

  constructor(edition: EditionId) {
    super(edition, { morale: 0, leader: 'none', subtract: false });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const morale = this.number('morale');
    const leader = this.text('leader') as Leader;
    const odds = moraleTestOdds(
      this.profile,
      { morale, leader },
      resolveReadings(this.profile, {
        moraleTestLeader: this.flag('subtract') ? 'subtract' : 'add',
      }),
    );
    if (!odds.ok) return odds;
    const o = odds.value;
    return answered(
      `Passes on a modified 1D6 of ${o.passAtMost} or less: ${formatPercent(o.passes)}`,
      [
        {
          rule: ruleOf(this.profile.rules, 'morale.testRoll'),
          text: `MORALE ${morale} passes on 1–${o.passAtMost}`,
        },
        ...(o.modifier !== 0
          ? [
              {
                rule: ruleOf(
                  this.profile.rules,
                  leader === 'on-hex' ? 'morale.testLeaderOnHex' : 'morale.testLeaderInRange',
                ),
                text: `leader: ${o.modifier > 0 ? '+' : ''}${o.modifier} to the roll`,
              },
            ]
          : []),
      ],
    );
  });
}
