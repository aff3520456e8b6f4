/** An army's fatigue level: its effect, each unit's chance to scatter, and a unit's roll read. */
import type { Result } from '../../../../engine/core/index.ts';
import { checkFatigueScatter, type EditionId } from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answerTest, testDie } from '../test-answer.ts';
import { MedievalTool } from '../tool-state.svelte.ts';

export class FatigueTool extends MedievalTool {
  readonly id = 'fatigue';
  readonly title = 'Fatigue check';
  readonly fields: readonly FieldSpec[] = [
    { key: 'fatigue', label: 'Leader’s fatigue', kind: 'number' },
  ];

  constructor(edition: EditionId, seed?: number) {
    super(edition, { fatigue: 0 });
    const scatter = this.profile.rules.morale.fatigueAbove12;
    this.dice.push({
      name: 'Unit’s fatigue die',
      entry: testDie(scatter, seed),
      active: () => this.#rolls,
    });
  }

  /** Whether this level calls for a roll at all (none at 12 or below, none in Kosovo). */
  readonly #rolls = $derived.by(() => {
    const check = checkFatigueScatter(this.profile, this.number('fatigue'));
    return check.ok && check.value.rolls;
  });

  readonly result: Result<ToolAnswer> = $derived.by(() =>
    answerTest(
      this.book,
      checkFatigueScatter(this.profile, this.number('fatigue'), this.faces?.[0]?.[0]),
      'Fatigue',
    ),
  );
}
