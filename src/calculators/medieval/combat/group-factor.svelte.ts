/**
 * Group factor: the mean of a group's CFs or armors, rounded as the 1.7
 * example does, or up as 1.6 does when the player switches to the register's
 * other reading (offered only where the rounding changes the answer).
 */
import { fail, type Result } from '../../../../engine/core/index.ts';
import {
  explainGroupFactor,
  groupFactor,
  roundingMatters,
  ruleOf,
  type EditionId,
} from '../../../../engine/medieval/index.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

export class GroupFactorTool extends MedievalTool {
  readonly id = 'group-factor';
  readonly title = 'Group factor';
  readonly fields: readonly FieldSpec[] = [
    { key: 'values', label: 'Each unit’s CF or armor (0 if none)', kind: 'text' },
  ];

  constructor(edition: EditionId) {
    super(edition, { values: '3, 3, 2, 1' });
  }

  get parts(): number[] {
    return this.text('values')
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
  }

  /** The values touch the rounding erratum: its entry and switch are shown. */
  get matters(): boolean {
    const parts = this.parts;
    return parts.every((n) => Number.isInteger(n)) && roundingMatters(parts);
  }

  /** Only the rounding step cites the register's entry. */
  override get sectionsUsed(): readonly string[] {
    const result = this.result;
    return result.ok ? result.value.steps.slice(1).map((s) => s.rule) : [];
  }

  /** The example the values are checked against. */
  get example(): string {
    return ruleOf(this.profile.rules, 'combat.groupExample');
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const parts = this.parts;
    if (parts.length === 0 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 3)) {
      return fail(
        'values',
        this.example,
        'list whole values from 0 to 3 (a missing factor counts as 0)',
      );
    }
    const rounding = this.readings.groupRounding;
    return answered(
      `Group factor ${groupFactor(parts, rounding)}`,
      explainGroupFactor(parts, rounding, this.profile.rules),
    );
  });
}
