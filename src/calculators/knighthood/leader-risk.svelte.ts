/**
 * Leader risk tool (7.00, T19, T20, 7.10): the chance a leader is hit when his
 * unit is fired on or fights, or when he is meleed alone, and every fate his
 * checks can leave him in, wounds and capture together.
 */
import { ok, plus, sum, type Result } from '../../../engine/core/index.ts';
import {
  formatHitNumber,
  berserkerVulnerability,
  leaderRisk,
  meleeLoneLeader,
  type LeaderCombatOdds,
  type LeaderRiskOdds,
  type LeaderClass,
  type StandInUnit,
  type LeaderDanger,
  type LeaderFate,
  type RuleRef,
} from '../../../engine/knighthood/index.ts';
import { formatChance, formatPercent } from '../kit/format.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../kit/tool-state.svelte.ts';
import { describeCombatSide, leaderClassChoices } from './leader-wording.ts';
import { KnighthoodTool, viewSteps } from './tool-state.svelte.ts';

const dangers: readonly { value: LeaderDanger; label: string }[] = [
  { value: 'unit-fired-on', label: 'Unit hit by fire' },
  { value: 'unit-in-close-combat', label: 'Unit hit in CC' },
  { value: 'meleed-alone', label: 'Meleed alone' },
];

const attackers: readonly { value: StandInUnit; label: string }[] = [
  { value: 'chivalry', label: 'Chivalry' },
  { value: 'cavalry', label: 'Other cavalry' },
  { value: 'foot', label: 'Foot' },
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
  get sectionsUsed(): readonly RuleRef[] {
    const alone = this.text('danger') === 'meleed-alone';
    return alone ? ['7.00', '9.14', 'T19', 'T20', '7.10'] : ['T19', 'T20', '7.10'];
  }

  readonly fields: readonly FieldSpec[] = [
    {
      key: 'leader',
      label: 'Leader class',
      kind: 'choice',
      options: [...leaderClassChoices, { value: 'berserker', label: 'Berserker (as D)' }],
    },
    { key: 'danger', label: 'Danger', kind: 'choice', options: dangers },
    { key: 'attacker', label: 'Attacking unit (alone)', kind: 'choice', options: attackers },
    { key: 'figuresOnOneMms', label: 'Attackers on 1 MMS (alone)', kind: 'number' },
    { key: 'leaderOnFoot', label: 'Leader on foot (leader combat)', kind: 'check' },
  ];

  constructor() {
    super({
      leader: 'B',
      danger: 'unit-in-close-combat',
      attacker: 'chivalry',
      figuresOnOneMms: 3,
      leaderOnFoot: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('7.00');
    if (blank) return { ok: false, error: blank };
    const danger = this.text('danger') as LeaderDanger;
    const chosen = this.text('leader');
    const leader = chosen === 'berserker' ? berserkerVulnerability : (chosen as LeaderClass);
    if (danger !== 'meleed-alone') {
      const risk = leaderRisk(leader, danger);
      return risk.ok ? ok(this.fatesAnswer(danger, risk.value)) : risk;
    }
    const none = { upslope: false, attackingSuperiorPosition: false };
    const attacker = this.text('attacker') as StandInUnit;
    const melee = meleeLoneLeader(
      {
        ...none,
        fighter: attacker,
        mounted: attacker !== 'foot',
        figuresOnOneMms: this.number('figuresOnOneMms'),
      },
      { ...none, fighter: leader, mounted: !this.flag('leaderOnFoot') },
      this.readings,
    );
    if (!melee.ok) return melee;
    return ok(
      melee.value.method === 'leader-combat'
        ? this.combatAnswer(melee.value.combat)
        : this.fatesAnswer(danger, melee.value.risk),
    );
  }

  /** 7.00, T19, T20, 7.10: the VF checks and every fate they can leave him in. */
  fatesAnswer(danger: LeaderDanger, risk: LeaderRiskOdds): ToolAnswer {
    const { checks, hitNumber, hitChance, fates } = risk;
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
    return {
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
    };
  }

  /** 9.14, 4 (the register's other reading): the unit fights him as a stand-in leader. */
  combatAnswer(combat: LeaderCombatOdds): ToolAnswer {
    const { first, second, onlyFirstHits, onlySecondHits, bothHit, neitherHits } = combat;
    return {
      answer: `He is hit: ${formatPercent(plus(onlyFirstHits, bothHit))}`,
      chance: 'Each hit on him is rolled on T20, with the capture roll',
      caption: 'One round of leader combat against the unit',
      heading: 'Round',
      rows: [
        { key: 'unit', label: 'Unit hits', detail: 'he alone is hit', chance: onlyFirstHits },
        { key: 'both', label: 'Both hit', detail: 'each side scores a hit', chance: bothHit },
        {
          key: 'leader',
          label: 'He hits',
          detail: 'the unit alone is hit',
          chance: onlySecondHits,
        },
        { key: 'neither', label: 'No hits', detail: 'he survives the round', chance: neitherHits },
      ],
      over: 36n,
      steps: viewSteps([
        { text: describeCombatSide('Attacking unit', first), rule: '9.14' },
        { text: describeCombatSide('Leader', second), rule: '9.14' },
        {
          text: 'Each hit on him is rolled on the leader hit chart and checked for capture',
          rule: '7.10',
        },
      ]),
      rolled: false,
    };
  }
}
