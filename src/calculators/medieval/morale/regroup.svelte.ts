/** Regrouping a scattered unit: whether it can, its chance and SP afterwards, and the roll read. */
import type { Result } from '../../../../engine/core/index.ts';
import { checkRegroup, type EditionId } from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answerTest, testDie } from '../test-answer.ts';
import { MedievalTool } from '../tool-state.svelte.ts';

export class RegroupTool extends MedievalTool {
  readonly id = 'regroup';
  readonly title = 'Regrouping a scattered unit';
  readonly fields: readonly FieldSpec[] = [
    { key: 'sp', label: 'Unit SP', kind: 'number' },
    { key: 'leaderAlive', label: 'Its leader is alive', kind: 'check' },
    { key: 'grandLeaderAlive', label: 'The grand leader is alive', kind: 'check' },
  ];

  constructor(edition: EditionId, seed?: number) {
    super(edition, { sp: 2, leaderAlive: true, grandLeaderAlive: true });
    const rules = this.profile.rules.morale;
    this.dice.push({
      name: 'Regroup die',
      entry: testDie(rules.regroup ?? rules.breakChapter, seed),
      active: () => this.#rolls,
    });
  }

  get #situation() {
    return {
      sp: this.number('sp'),
      leaderAlive: this.flag('leaderAlive'),
      grandLeaderAlive: this.flag('grandLeaderAlive'),
    };
  }

  /** Whether a roll is made: none for a unit with no leader left to regroup under. */
  readonly #rolls = $derived.by(() => {
    const check = checkRegroup(this.profile, this.#situation);
    return check.ok && check.value.rolls;
  });

  readonly result: Result<ToolAnswer> = $derived.by(() =>
    answerTest(
      this.book,
      checkRegroup(this.profile, this.#situation, this.faces?.[0]?.[0]),
      'Regrouping',
    ),
  );
}
