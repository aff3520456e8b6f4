/**
 * Leader risk tool (7.00, T19, T20, 7.10): the chance a leader is hit when his
 * unit is fired on or fights, or when he is meleed alone, and every fate his
 * checks can leave him in, wounds and capture together.
 */
import { ok, sum, type Result } from '../../../engine/core/index.ts';
import {
  formatHitNumber,
  leaderRisk,
  type LeaderClass,
  type LeaderDanger,
  type LeaderFate,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { formatChance, formatPercent } from '../kit/format.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps } from './tool-state.svelte.ts';

export const leaderClassChoices = [
  { value: 'A', label: 'A: Cautious' },
  { value: 'B', label: 'B: Deliberate' },
  { value: 'C', label: 'C: Bold' },
  { value: 'D', label: 'D: Rash' },
] as const;

const dangers: readonly { value: LeaderDanger; label: string }[] = [
  { value: 'unit-fired-on', label: 'His unit is fired on' },
  { value: 'unit-in-close-combat', label: 'His unit is in close combat' },
  { value: 'meleed-alone', label: 'He is meleed alone' },
];

const conditions: Record<LeaderFate['condition'], string> = {
  unharmed: 'Unharmed',
  'severe-wound': 'Severe wound',
  'mortal-wound': 'Mortal wound',
  killed: 'Killed',
};

export class LeaderRiskTool extends KnighthoodTool {
  readonly id = 'leader-risk';
  readonly title = 'Risk to a leader';
  readonly sectionsUsed: readonly RuleRef[] = ['7.00', 'T19', 'T20', '7.10'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'leader', label: 'Leader class', kind: 'choice', options: leaderClassChoices },
    { key: 'danger', label: 'Danger', kind: 'choice', options: dangers },
    { key: 'figuresOnOneMms', label: 'Attackers on 1 MMS (meleed alone)', kind: 'number' },
  ];

  constructor() {
    super({ leader: 'B', danger: 'unit-in-close-combat', figuresOnOneMms: 3 });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('7.00');
    if (blank) return { ok: false, error: blank };
    const danger = this.text('danger') as LeaderDanger;
    const risk = leaderRisk(
      this.text('leader') as LeaderClass,
      danger,
      this.number('figuresOnOneMms'),
    );
    if (!risk.ok) return risk;
    const { checks, hitNumber, hitChance, fates } = risk.value;
    const melee = danger !== 'unit-fired-on';
    const harmed = sum(
      fates
        .filter((f) => f.value.condition !== 'unharmed' || f.value.captured)
        .map((f) => f.chance),
    );
    const captured = sum(fates.filter((f) => f.value.captured).map((f) => f.chance));
    const steps = viewSteps([
      {
        text: `${counted(checks, 'VF check')}${danger === 'meleed-alone' ? ', one per attacker on 1 MMS' : ''}`,
        rule: '7.00',
      },
      {
        text: `Each check hits on ${formatHitNumber(hitNumber)}: ${formatChance(hitChance)}`,
        rule: 'T19',
      },
      { text: 'Each hit is rolled on the leader hit chart', rule: 'T20' },
      melee
        ? { text: 'In melee the captor rolls the capture column for each hit', rule: '7.10' }
        : { text: 'Fire never captures a leader', rule: '7.10' },
    ]);
    return ok({
      answer: `Wounded, killed or taken: ${formatPercent(harmed)}`,
      chance: melee ? `Captured: ${formatPercent(captured)}` : 'Fire cannot capture him',
      caption: 'Every fate the checks can leave him in',
      heading: 'Fate',
      rows: fates.map((f) => ({
        key: `${f.value.condition}-${f.value.captured}`,
        label: conditions[f.value.condition],
        detail: f.value.captured ? 'captured' : 'free',
        chance: f.chance,
      })),
      over: melee ? 1296n : 216n,
      steps,
      rolled: false,
    });
  }
}
