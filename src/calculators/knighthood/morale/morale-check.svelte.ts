/**
 * Morale check (6.00, T17A, T17B): every T17A modifier for the unit's
 * situation, the chance of each result on 1D, and the result of its roll read
 * on T17B; a regular unit may then move its roll 1 either way.
 */
import { buildDice, d6, ok, type Result } from '../../../../engine/core/index.ts';
import {
  describeMoraleModifiers,
  describeRegularChoice,
  moraleCheck,
  lineOfBattleModifier,
  moraleModifiersFor,
  moraleResultEffects,
  moraleResultName,
  type CombatLoss,
  type MoraleClass,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent, formatSigned } from '../../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';

export class MoraleCheckTool extends KnighthoodTool {
  readonly id = 'morale-check';
  readonly title = 'Morale check';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.morale,
    rules.moraleModifiers,
    rules.moraleResults,
  ];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'moraleClass',
      label: 'Morale class',
      kind: 'choice',
      options: ['A', 'B', 'C', 'D', 'E'].map((c) => ({ value: c, label: `Class ${c}` })),
    },
    {
      key: 'regular',
      label: 'Regular troops (move the roll 1 either way after it)',
      kind: 'check',
    },
    { key: 'leaderBonus', label: 'Attached leader’s morale bonus (M, 0 to 2)', kind: 'number' },
    {
      key: 'leaderBonusAdded',
      label: 'Add the leader’s bonus instead of taking it off',
      kind: 'check',
    },
    {
      key: 'friendsOrCoverNear',
      label: 'Friends in good morale or friendly terrain within 5" (−1 each, 2 at most)',
      kind: 'number',
    },
    {
      key: 'leadersOrBannersNear',
      label: 'Leaders within 5" and banners attached (−1 each)',
      kind: 'number',
    },
    { key: 'inCoverOrUpSlope', label: 'In cover or up slope (−2)', kind: 'check' },
    {
      key: 'enemyFallingBack',
      label:
        'CL or LS enemy within 15" in sight falling back, retiring, broken, destroyed or routed (−1)',
      kind: 'check',
    },
    {
      key: 'chivalryFacingChivalry',
      label: 'Chivalry facing chivalry within 15" in sight (−2)',
      kind: 'check',
    },
    { key: 'leaderLost', label: 'Leader lost or fled within 15" in sight (+2)', kind: 'check' },
    { key: 'bannerLost', label: 'Banner lost within 15" in sight', kind: 'check' },
    {
      key: 'combatLoss',
      label: 'Lost a close combat',
      kind: 'choice',
      options: [
        { value: 'none', label: 'No' },
        { value: 'pushed-back', label: 'Pushed back (+1 each 2")' },
        {
          value: 'broken-through',
          label: 'Broken through (+1 each 2 figures of difference, rounded up)',
        },
      ],
    },
    {
      key: 'combatAmount',
      label: 'Inches pushed back, or difference in figures lost',
      kind: 'number',
    },
    { key: 'figuresLost', label: 'Figures lost', kind: 'number' },
    { key: 'originalFigures', label: 'Figures at the start', kind: 'number' },
    {
      key: 'threatenedSides',
      label: 'Flanks or rear threatened within 15", or fired on at any range (+1 each, 0 to 3)',
      kind: 'number',
    },
    {
      key: 'friendsFallingBack',
      label:
        'Friendly units within 15" in sight falling back, retiring, broken, destroyed or routed (+1 each)',
      kind: 'number',
    },
    {
      key: 'outOfLineOfBattle',
      label: `${lineOfBattleModifier.name} (+${lineOfBattleModifier.value})`,
      rule: lineOfBattleModifier.rule,
      kind: 'check',
    },
  ];

  constructor(seed?: number) {
    super({
      moraleClass: 'C',
      regular: false,
      leaderBonus: 0,
      leaderBonusAdded: false,
      friendsOrCoverNear: 0,
      leadersOrBannersNear: 0,
      inCoverOrUpSlope: false,
      enemyFallingBack: false,
      chivalryFacingChivalry: false,
      leaderLost: false,
      bannerLost: false,
      combatLoss: 'none',
      combatAmount: 0,
      figuresLost: 0,
      originalFigures: 24,
      threatenedSides: 0,
      friendsFallingBack: 0,
      outOfLineOfBattle: false,
    });
    this.dice.push({
      name: 'Morale die',
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field: 'roll',
        rule: rules.moraleModifiers,
        seed,
      }),
    });
  }

  get combatLoss(): CombatLoss {
    const amount = this.number('combatAmount');
    const kind = this.text('combatLoss');
    if (kind === 'pushed-back') return { kind, inches: amount };
    if (kind === 'broken-through') return { kind, difference: amount };
    return { kind: 'none' };
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.moraleModifiers);
    if (blank) return { ok: false, error: blank };
    const modifiers = moraleModifiersFor(
      {
        leaderBonus: this.number('leaderBonus'),
        leaderBonusAdded: this.flag('leaderBonusAdded'),
        friendsOrCoverNear: this.number('friendsOrCoverNear'),
        leadersOrBannersNear: this.number('leadersOrBannersNear'),
        inCoverOrUpSlope: this.flag('inCoverOrUpSlope'),
        enemyFallingBack: this.flag('enemyFallingBack'),
        chivalryFacingChivalry: this.flag('chivalryFacingChivalry'),
        leaderLost: this.flag('leaderLost'),
        bannerLost: this.flag('bannerLost'),
        combatLoss: this.combatLoss,
        figuresLost: this.number('figuresLost'),
        originalFigures: this.number('originalFigures'),
        threatenedSides: this.number('threatenedSides'),
        friendsFallingBack: this.number('friendsFallingBack'),
        outOfLineOfBattle: this.flag('outOfLineOfBattle'),
      },
      this.readings,
    );
    if (!modifiers.ok) {
      const field = modifiers.error.field === 'combatLoss' ? 'combatAmount' : modifiers.error.field;
      return { ok: false, error: { ...modifiers.error, field } };
    }
    const { total, lines } = modifiers.value;
    const moraleClass = this.text('moraleClass') as MoraleClass;
    const roll = this.faces?.[0]?.[0];
    const check = moraleCheck(moraleClass, total, roll);
    if (!check.ok) return check;
    const steps: KnighthoodStep[] = describeMoraleModifiers(lines, total, moraleClass);
    const result = check.value.result;
    const rows = check.value.odds.map((o) => ({
      key: o.result,
      label: moraleResultName(o.result),
      detail: moraleResultEffects[o.result],
      chance: o.chance,
      current: o.result === result,
    }));
    const base = {
      caption: `Each result for class ${moraleClass} at ${formatSigned(total)}`,
      heading: 'Outcome',
      rows,
      over: 6n,
    };
    if (result === undefined || roll === undefined) {
      return ok({
        ...base,
        answer: rows.map((r) => `${r.label} ${formatPercent(r.chance)}`).join(' · '),
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    steps.push({
      text: `${roll} ${formatSigned(total)} = ${roll + total}: ${moraleResultName(result)}`,
      rule: rules.moraleResults,
    });
    if (this.flag('regular')) {
      steps.push(describeRegularChoice(moraleClass, roll + total));
    }
    return ok({
      ...base,
      answer: `${moraleResultName(result)} — ${moraleResultEffects[result]}`,
      chance: `This result: ${formatOdds(rows.find((r) => r.current)!.chance, 6)} before the roll`,
      steps: viewSteps(steps),
      rolled: true,
    });
  }
}
