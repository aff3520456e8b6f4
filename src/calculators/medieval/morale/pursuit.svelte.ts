/** Pursuit test: whether a pursuit is obligatory, from the hexes to the leader and MORALE, and the roll read. */
import type { Result } from '../../../../engine/core/index.ts';
import { checkPursuit, type EditionId } from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answerTest, testDie } from '../test-answer.ts';
import { MedievalTool } from '../tool-state.svelte.ts';

export class PursuitTool extends MedievalTool {
  readonly id = 'pursuit';
  readonly title = 'Pursuit test';
  readonly fields: readonly FieldSpec[] = [
    { key: 'hexesFromLeader', label: 'Hexes to the leader', kind: 'number' },
    { key: 'morale', label: 'MORALE for the pursuer', kind: 'number' },
  ];

  constructor(edition: EditionId, seed?: number) {
    super(edition, { hexesFromLeader: 1, morale: 0 });
    this.dice.push({
      name: 'Pursuit die',
      entry: testDie(this.profile.rules.pursuit.test, seed),
      active: () => this.#rolls,
    });
  }

  get #situation() {
    return { hexesFromLeader: this.number('hexesFromLeader'), morale: this.number('morale') };
  }

  /** Whether the rule calls for a roll here (none beyond Kosovo's 5 hexes, for one). */
  readonly #rolls = $derived.by(() => {
    const check = checkPursuit(this.profile, this.#situation, this.readings);
    return check.ok && check.value.rolls;
  });

  readonly result: Result<ToolAnswer> = $derived.by(() =>
    answerTest(
      this.book,
      checkPursuit(this.profile, this.#situation, this.readings, this.faces?.[0]?.[0]),
      'Pursuit',
    ),
  );
}
