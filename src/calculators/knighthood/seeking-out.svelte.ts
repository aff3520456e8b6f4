/**
 * Seeking out a leader tool (9.11, T23): the seeker's chance against the
 * target's class, moved by T23's distance modifiers in tens (+20 turns 2/3
 * into 4/3), as an exact chance.
 */
import { fail, not, ok, type Result } from '../../../engine/core/index.ts';
import {
  formatHitNumber,
  seekingChance,
  seekingModifiers,
  type LeaderClass,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { formatChance, formatPercent, formatSigned } from '../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../kit/tool-state.svelte.ts';
import { leaderClassChoices } from './leader-wording.ts';
import { KnighthoodTool, viewSteps } from './tool-state.svelte.ts';

const distanceIds = ['in-contact', 'within-5', 'within-15', 'within-30', 'over-30'];

/** T23's distance lines, in its words with their modifiers. */
const distances = seekingModifiers
  .filter((m) => distanceIds.includes(m.id))
  .map((m) => ({ value: m.id, label: `${m.label} (${m.value > 0 ? '+' : ''}${m.value})` }));

export class SeekingOutTool extends KnighthoodTool {
  readonly id = 'seeking-out';
  readonly title = 'Seeking out a leader';
  readonly sectionsUsed: readonly RuleRef[] = ['9.11', 'T23'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'seeker', label: 'Seeking leader', kind: 'choice', options: leaderClassChoices },
    { key: 'target', label: 'Leader sought', kind: 'choice', options: leaderClassChoices },
    { key: 'distance', label: 'Distance', kind: 'choice', options: distances },
    { key: 'elevated', label: 'One or both elevated (+20)', kind: 'check' },
    { key: 'enemyBetween', label: 'Enemy units in between (-10 each)', kind: 'number' },
  ];

  constructor() {
    super({ seeker: 'A', target: 'C', distance: 'within-30', elevated: true, enemyBetween: 1 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('9.11');
    if (blank) return { ok: false, error: blank };
    const between = this.number('enemyBetween');
    if (!Number.isInteger(between) || between < 0) {
      return fail('enemyBetween', 'T23', `enemy units are counted from 0, not ${between}`);
    }
    const modifiers = [
      this.text('distance'),
      ...(this.flag('elevated') ? ['elevated'] : []),
      ...Array<string>(between).fill('enemy-between'),
    ];
    const seeking = seekingChance(
      this.text('seeker') as LeaderClass,
      this.text('target') as LeaderClass,
      modifiers,
    );
    if (!seeking.ok) return seeking;
    const { base, modifier, chance, odds } = seeking.value;
    const steps = viewSteps([
      { text: `T23 gives ${formatHitNumber(base)}`, rule: 'T23' },
      {
        text: `Modifiers ${formatSigned(modifier)}: each 10 moves the first figure one step, to ${formatHitNumber(chance)}`,
        rule: '9.11',
      },
      {
        text:
          chance.kind === 'no-effect'
            ? 'Below 1: he cannot be found'
            : `Found on ${formatHitNumber(chance)} or less: ${formatChance(odds)}`,
        rule: 'dice',
      },
    ]);
    return ok({
      answer: `Found: ${formatPercent(odds)}`,
      chance:
        chance.kind === 'no-effect'
          ? 'No roll can find him'
          : `Roll ${formatHitNumber(chance)} or less`,
      caption: 'One attempt to seek him out',
      heading: 'Attempt',
      rows: [
        { key: 'found', label: 'Found', detail: 'one round of leader combat', chance: odds },
        { key: 'missed', label: 'Not found', detail: 'no combat this turn', chance: not(odds) },
      ],
      over: 36n,
      steps,
      rolled: false,
    });
  }
}
