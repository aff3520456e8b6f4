/** Kosovo's morale test: why the unit tests, the chance to pass, what failing does, and the roll read. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  checkMoraleTest,
  resolveReadings,
  type EditionId,
  type MoraleTestReason,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answerTest, testDie } from '../test-answer.ts';
import { MedievalTool } from '../tool-state.svelte.ts';

type Leader = 'none' | 'in-range' | 'on-hex';

export class MoraleTestTool extends MedievalTool {
  readonly id = 'morale-test';
  readonly title = 'Morale test';
  override readonly readingFields = ['moraleTestLeader'];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'reason',
      label: 'The unit tests because it',
      kind: 'choice',
      options: [
        { value: 'stacked-with-disorganized', label: 'shares a hex with disorganized units' },
        { value: 'stacked-with-panicked', label: 'shares a hex with panicked units' },
        { value: 'reorganize', label: 'tries to reorganize' },
        { value: 'remove-panic', label: 'tries to end its panic' },
      ],
    },
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

  constructor(edition: EditionId, seed?: number) {
    super(edition, { reason: 'reorganize', morale: 0, leader: 'none', subtract: false });
    const rules = this.profile.rules.morale;
    this.dice.push({ name: 'Test die', entry: testDie(rules.testRoll ?? rules.chapter, seed) });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() =>
    answerTest(
      this.book,
      checkMoraleTest(
        this.profile,
        {
          morale: this.number('morale'),
          leader: this.text('leader') as Leader,
          reason: this.text('reason') as MoraleTestReason,
        },
        resolveReadings(this.profile, {
          moraleTestLeader: this.flag('subtract') ? 'subtract' : 'add',
        }),
        this.faces?.[0]?.[0],
      ),
      'Morale test',
    ),
  );
}
