/**
 * Captured leader tool (7.10, 9.12): the odds of one escape attempt (and of
 * the captor's fatal 1 after a failure), and of a ransom at the price of his
 * starting honor points.
 */
import { not, ok, type Result } from '../../../engine/core/index.ts';
import {
  escapeOdds,
  formatHitNumber,
  ransomAttempt,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { formatChance, formatPercent } from '../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps } from './tool-state.svelte.ts';

export class CaptivityTool extends KnighthoodTool {
  readonly id = 'captured-leader';
  readonly title = 'A captured leader: escape and ransom';
  readonly sectionsUsed: readonly RuleRef[] = ['7.10', '9.12'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'guardsInCloseCombat', label: 'His guards are in close combat', kind: 'check' },
    { key: 'startingHonor', label: 'His starting honor points (ransom price)', kind: 'number' },
  ];

  constructor() {
    super({ guardsInCloseCombat: false, startingHonor: 50 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('9.12');
    if (blank) return { ok: false, error: blank };
    const ransom = ransomAttempt(this.number('startingHonor'));
    if (!ransom.ok) return ransom;
    const guarded = this.flag('guardsInCloseCombat');
    const escape = escapeOdds(guarded);
    const steps = viewSteps([
      {
        text: `He escapes on ${formatHitNumber(escape.escapeNumber)}${guarded ? ' while his guards fight' : ''}: ${formatChance(escape.escapes)}`,
        rule: '7.10',
      },
      { text: 'After a failed attempt the captor kills him on a 1 on 1D', rule: '7.10' },
      {
        text: `A ransom costs ${ransom.value.price} honor points, lost whatever the die, and frees him on 3 or less`,
        rule: '9.12',
      },
    ]);
    return ok({
      answer: `Escape: ${formatPercent(escape.escapes)} · ransom: ${formatPercent(ransom.value.succeeds)}`,
      chance: `A failed escape kills him ${formatPercent(escape.killed)} of the time`,
      caption: 'One escape attempt, and one ransom',
      heading: 'Attempt',
      rows: [
        { key: 'escapes', label: 'Escape', detail: 'gets away', chance: escape.escapes },
        {
          key: 'killed',
          label: 'Escape',
          detail: 'fails; the captor kills him',
          chance: escape.killed,
        },
        { key: 'held', label: 'Escape', detail: 'fails; still held', chance: escape.stillHeld },
        {
          key: 'ransomed',
          label: 'Ransom',
          detail: `freed for ${ransom.value.price} HP`,
          chance: ransom.value.succeeds,
        },
        {
          key: 'unransomed',
          label: 'Ransom',
          detail: `still held, ${ransom.value.price} HP lost`,
          chance: not(ransom.value.succeeds),
        },
      ],
      over: 216n,
      steps,
      rolled: false,
    });
  }
}
