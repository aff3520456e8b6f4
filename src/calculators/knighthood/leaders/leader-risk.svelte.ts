/**
 * Leader risk tool (7.00, T19, T20, 7.10): the chance a leader is hit when his
 * unit is fired on or fights, or when he is meleed alone, and every fate his
 * checks can leave him in, wounds and capture together; then the dice read:
 * a VF die per check (a 1 rolls a second), a T20 die per hit with its capture
 * die in melee, and a mortal wound's 1D of turns.
 */
import { buildDice, d6, ok, sum, type Result } from '../../../../engine/core/index.ts';
import {
  berserkerVulnerability,
  describeCaptureChance,
  describeLeaderRisk,
  leaderRisk,
  leaderRiskDiceNames,
  meleeLoneLeader,
  mortalWoundLife,
  type LeaderCombatOdds,
  type LeaderRiskOdds,
  type LeaderClass,
  type StandInUnit,
  type LeaderDanger,
  type LeaderFate,
  type RuleRef,
  rules,
  type HitNumber,
  vulnerabilityNumber,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { conditions, readChecks, readHits, secondDiceCalled } from './leader-risk-dice.ts';
import { answerLoneLeaderCombat, leaderClassChoices } from './leader-wording.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';

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

/** What the inputs call for: VF checks and their fates, or (the other reading) a leader combat. */
type RiskPlan =
  | { method: 'checks'; leader: LeaderClass; danger: LeaderDanger; risk: LeaderRiskOdds }
  | { method: 'leader-combat'; combat: LeaderCombatOdds };

/** The dice read so far: the checks' hits, and the fate once every hit's dice are in. */
interface RiskRoll {
  hits: number;
  steps: KnighthoodStep[];
  fate?: LeaderFate;
}

export class LeaderRiskTool extends KnighthoodTool {
  readonly id = 'leader-risk';
  readonly title = 'Risk to a leader';
  get sectionsUsed(): readonly RuleRef[] {
    const alone = this.text('danger') === 'meleed-alone';
    return alone
      ? [
          rules.leaders,
          rules.leaderCombat,
          rules.leaderVulnerability,
          rules.leaderHitChart,
          rules.captivity,
        ]
      : [rules.leaderVulnerability, rules.leaderHitChart, rules.captivity];
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

  constructor(seed?: number) {
    super({
      leader: 'B',
      danger: 'unit-in-close-combat',
      attacker: 'chivalry',
      figuresOnOneMms: 3,
      leaderOnFoot: false,
    });
    // A given seed gives each set its own; without one the kit draws a fresh seed per set.
    const seedOf = (n: number) => (seed === undefined ? undefined : seed + n);
    const slot = (name: string, field: string, rule: string, count: () => number, n: number) => ({
      name,
      entry: new FacesEntry(() => buildDice([count(), d6]), {
        field,
        rule,
        seed: seedOf(n),
      }),
      active: () => count() > 0,
    });
    const names = () => leaderRiskDiceNames(this.vfNumber);
    this.dice.push(
      slot(names().vf, 'vfDice', rules.leaderVulnerability, () => this.checkCount, 0),
      {
        ...slot('', 'vfSecond', rules.leaderVulnerability, () => this.secondCount, 1),
        get name() {
          return names().secondVf;
        },
      },
      slot(names().hit, 'hitDice', rules.leaderHitChart, () => this.hitCount, 2),
      slot(names().capture, 'captureDice', rules.captivity, () => this.captureCount, 3),
      slot(names().mortal, 'mortalDie', rules.leaders, () => this.mortalCount, 4),
    );
  }

  /** T19: the hit number of his VF checks, while the inputs call for checks. */
  get vfNumber(): HitNumber | undefined {
    const plan = this.plan;
    return plan.ok && plan.value.method === 'checks'
      ? vulnerabilityNumber(plan.value.leader, plan.value.danger)
      : undefined;
  }

  /** What the inputs call for, or the error that stops them. */
  readonly plan: Result<RiskPlan> = $derived.by(() => this.makePlan());

  /** T19: the checks read, once the VF dice (and the second dice they call for) are in. */
  readonly checksRead = $derived.by(() => this.readChecksDice());

  /** T20, 7.10: the fate the hits leave him in, once every hit's dice are in. */
  readonly hitsRead = $derived.by(() => this.readHitDice());

  get checkCount(): number {
    return this.plan.ok && this.plan.value.method === 'checks' ? this.plan.value.risk.checks : 0;
  }

  get secondCount(): number {
    const plan = this.plan;
    const first = this.dice[0]?.entry.faces;
    if (!plan.ok || plan.value.method !== 'checks' || !first) return 0;
    return secondDiceCalled(plan.value.leader, plan.value.danger, first);
  }

  get hitCount(): number {
    const read = this.checksRead;
    return read?.ok ? read.value.hits.filter(Boolean).length : 0;
  }

  get melee(): boolean {
    return this.text('danger') !== 'unit-fired-on';
  }

  /** 7.10: the captor rolls for every hit in melee; fire never captures. */
  get captureCount(): number {
    return this.melee ? this.hitCount : 0;
  }

  get mortalCount(): number {
    const read = this.hitsRead;
    return read?.ok && read.value.fate.condition === 'mortal-wound' ? 1 : 0;
  }

  makePlan(): Result<RiskPlan> {
    const blank = this.checkNumbers(rules.leaders);
    if (blank) return { ok: false, error: blank };
    const danger = this.text('danger') as LeaderDanger;
    const chosen = this.text('leader');
    const leader = chosen === 'berserker' ? berserkerVulnerability : (chosen as LeaderClass);
    if (danger !== 'meleed-alone') {
      const risk = leaderRisk(leader, danger, 0, this.readings);
      return risk.ok ? ok({ method: 'checks', leader, danger, risk: risk.value }) : risk;
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
        ? { method: 'leader-combat', combat: melee.value.combat }
        : { method: 'checks', leader, danger, risk: melee.value.risk },
    );
  }

  readChecksDice() {
    const plan = this.plan;
    const first = this.dice[0]?.entry.faces;
    if (!plan.ok || plan.value.method !== 'checks' || !first) return undefined;
    const second = this.dice[1]?.entry.faces;
    if (this.secondCount > 0 && !second) return undefined;
    return readChecks(plan.value.leader, plan.value.danger, first, second ?? []);
  }

  readHitDice() {
    if (this.hitCount === 0) return undefined;
    const rolls = this.dice[2]?.entry.faces;
    const captures = this.dice[3]?.entry.faces;
    if (!rolls || (this.melee && !captures)) return undefined;
    return readHits(rolls, this.melee ? (captures ?? undefined) : undefined, this.readings);
  }

  /** Each set of dice read as soon as it is complete; undefined until the VF dice are. */
  readRoll(): Result<RiskRoll> | undefined {
    const checks = this.checksRead;
    if (!checks?.ok) return checks;
    const steps = [...checks.value.steps];
    const hits = this.hitCount;
    if (hits === 0) return ok({ hits, steps, fate: { condition: 'unharmed', captured: false } });
    const read = this.hitsRead;
    if (!read) return ok({ hits, steps });
    if (!read.ok) return read;
    const { fate } = read.value;
    steps.push(...read.value.steps);
    const mortal = this.dice[4]?.entry.faces;
    if (fate.condition === 'mortal-wound' && mortal) {
      // A mortal wound here is his first: a wounded leader hit again is killed (7.00 Results).
      const life = mortalWoundLife(false, mortal[0]);
      if (!life.ok) return { ok: false, error: { ...life.error, field: 'mortalDie' } };
      steps.push({
        text: `He lives ${counted(life.value.rolled ?? 0, 'turn')}`,
        rule: rules.leaders,
      });
    }
    return ok({ hits, steps, fate });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const plan = this.plan;
    if (!plan.ok) return plan;
    if (plan.value.method === 'leader-combat') return ok(answerLoneLeaderCombat(plan.value.combat));
    const roll = this.readRoll();
    if (roll && !roll.ok) return roll;
    return ok(this.fatesAnswer(plan.value.danger, plan.value.risk, roll?.value));
  }

  /** 7.00, T19, T20, 7.10: the VF checks and every fate they can leave him in, and the one the dice gave. */
  fatesAnswer(danger: LeaderDanger, risk: LeaderRiskOdds, roll?: RiskRoll): ToolAnswer {
    const { fates } = risk;
    const melee = danger !== 'unit-fired-on';
    const harmed = sum(
      fates
        .filter((f) => f.value.condition !== 'unharmed' || f.value.captured)
        .map((f) => f.chance),
    );
    const captured = sum(fates.filter((f) => f.value.captured).map((f) => f.chance));
    const steps = describeLeaderRisk(danger, risk, formatOdds);
    const fate = roll?.fate;
    const isFate = (f: LeaderFate) =>
      f.condition === fate?.condition && f.captured === fate.captured;
    const base = {
      caption: 'Every fate the checks can leave him in',
      heading: 'Fate',
      rows: fates.map((f) => ({
        key: `${f.value.condition}-${f.value.captured}`,
        label: conditions[f.value.condition],
        detail: f.value.captured ? 'captured' : 'free',
        chance: f.chance,
        current: isFate(f.value),
      })),
      over: melee ? 1296n : 216n,
    };
    if (!roll || !fate) {
      return {
        ...base,
        answer: `Wounded, killed or taken: ${formatPercent(harmed)}`,
        chance: describeCaptureChance(danger, captured, formatPercent),
        steps: viewSteps([...steps, ...(roll?.steps ?? [])]),
        rolled: false,
      };
    }
    const odds = fates.find((f) => isFate(f.value))?.chance;
    return {
      ...base,
      answer: `${conditions[fate.condition]}${fate.captured ? ' and captured' : melee ? ', not captured' : ''}`,
      chance: odds && `This fate: ${formatOdds(odds, base.over)} before the roll`,
      steps: viewSteps([...steps, ...roll.steps]),
      rolled: true,
    };
  }
}
