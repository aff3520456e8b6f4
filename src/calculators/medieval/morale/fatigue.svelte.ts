/** An army's fatigue level: its effect, and the chance each unit scatters. */
import type { Result } from '../../../../engine/core/index.ts';
import { fatigueCheck, type EditionId } from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

export class FatigueTool extends MedievalTool {
  readonly id = 'fatigue';
  readonly title = 'Fatigue check';
  readonly fields: readonly FieldSpec[] = [
    { key: 'fatigue', label: 'Leader’s fatigue', kind: 'number' },
  ];

  constructor(edition: EditionId) {
    super(edition, { fatigue: 0 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const fatigue = this.number('fatigue');
    const check = fatigueCheck(this.profile, fatigue);
    if (!check.ok) return check;
    const c = check.value;
    const answer =
      c.effect === 'none'
        ? 'No effect at this level'
        : c.effect === 'scatter-test'
          ? `Each unit rolls 1D6 and scatters below 4: ${formatPercent(c.scatters)}`
          : 'Its units count as disorganized in combat';
    return answered(answer, [{ rule: c.rule, text: `fatigue ${fatigue}` }]);
  });
}
