/**
 * Leader combat tool (9.14 on T15): each side's rating and modifiers, its
 * standing and hit number, and the exact chance of each way the round ends.
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  checkLeaderCombatants,
  describeLeaderCombat,
  leaderCombat,
  leaderCombatRoundSummary,
  superiorPositionPenalty,
  upslopeBonus,
  type LeaderCombatant,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { leaderClassChoices } from './leader-wording.ts';
import { KnighthoodTool, viewSteps } from '../tool-state.svelte.ts';

const fighters = [
  ...leaderClassChoices,
  { value: 'chivalry', label: 'Chivalry (as C)' },
  { value: 'cavalry', label: 'Cavalry (as B)' },
  { value: 'foot', label: 'Foot (as A)' },
];

const sides = [
  { key: 'seeker', name: 'Seeker' },
  { key: 'sought', name: 'Sought' },
] as const;

export class LeaderCombatTool extends KnighthoodTool {
  readonly id = 'leader-combat';
  readonly title = 'Leader combat';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.leaderCombat,
    rules.closeCombatHitChart,
    rules.leaderHitChart,
    rules.captivity,
  ];

  readonly fields: readonly FieldSpec[] = sides.flatMap(({ key, name }): FieldSpec[] => [
    { key: `${key}.fighter`, label: `${name}`, kind: 'choice', options: fighters },
    { key: `${key}.onFoot`, label: `${name} on foot`, kind: 'check' },
    { key: `${key}.upslope`, label: `${name} upslope (+${upslopeBonus})`, kind: 'check' },
    {
      key: `${key}.superior`,
      label: `${name} attacks a superior position (-${superiorPositionPenalty})`,
      kind: 'check',
    },
  ]);

  constructor() {
    super({
      'seeker.fighter': 'D',
      'seeker.onFoot': false,
      'seeker.upslope': false,
      'seeker.superior': false,
      'sought.fighter': 'B',
      'sought.onFoot': false,
      'sought.upslope': true,
      'sought.superior': false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  combatant(key: string): LeaderCombatant {
    return {
      fighter: this.text(`${key}.fighter`) as LeaderCombatant['fighter'],
      mounted: !this.flag(`${key}.onFoot`),
      upslope: this.flag(`${key}.upslope`),
      attackingSuperiorPosition: this.flag(`${key}.superior`),
    };
  }

  /**
   * Whether these two may fight (9.14, 4): the engine's error lands on the
   * side's field, and the default reading's error points to the risk tool.
   */
  checkStandIns(): Result<null> {
    const seeker = this.combatant('seeker');
    const sought = this.combatant('sought');
    const checked = checkLeaderCombatants(seeker.fighter, sought.fighter, this.readings);
    if (checked.ok) return checked;
    const { field, rule, message } = checked.error;
    const side = field === 'first' ? 'seeker' : 'sought';
    const hint =
      rule === rules.leaders ? ' (the risk tool); switch the reading below to fight it out' : '';
    return { ok: false, error: { field: `${side}.fighter`, rule, message: message + hint } };
  }

  answer(): Result<ToolAnswer> {
    const allowed = this.checkStandIns();
    if (!allowed.ok) return allowed;
    const combat = leaderCombat(
      this.combatant('seeker'),
      this.combatant('sought'),
      undefined,
      this.readings,
    );
    if (!combat.ok) return combat;
    const { first, second, onlyFirstHits, onlySecondHits, bothHit, neitherHits } = combat.value;
    return ok({
      answer: `Seeker hits ${formatPercent(first.hitChance)} · sought ${formatPercent(second.hitChance)}`,
      chance: leaderCombatRoundSummary,
      caption: 'One round of leader combat',
      heading: 'Round',
      rows: [
        {
          key: 'seeker',
          label: 'Seeker hits',
          detail: 'the sought leader alone is hit',
          chance: onlyFirstHits,
        },
        { key: 'both', label: 'Both hit', detail: 'each is hit', chance: bothHit },
        {
          key: 'sought',
          label: 'Sought hits',
          detail: 'the seeker alone is hit',
          chance: onlySecondHits,
        },
        { key: 'neither', label: 'No hits', detail: 'both come through', chance: neitherHits },
      ],
      over: 36n,
      steps: viewSteps(describeLeaderCombat(combat.value, formatOdds)),
      rolled: false,
    });
  }
}
