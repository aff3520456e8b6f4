/**
 * State of the small test tools: pursuit, morale test (Kosovo), scatter
 * regrouping, fatigue and group factors. Every answer comes from the engine.
 */
import { fail, ok, type Result } from '../../../../engine/core/index.ts';
import {
  getEdition,
  resolveOptions,
  type EditionProfile,
  groupFactor,
  roundingMatters,
  fatigueCheck,
  moraleTestOdds,
  regroupOdds,
  pursuitOdds,
  ruleOf,
  type EditionId,
} from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';

export interface ToolAnswer {
  answer: string;
  steps: { rule: string; text: string }[];
}

function profile(edition: EditionId): EditionProfile {
  const found = getEdition(edition);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

export class PursuitTool {
  hexesFromLeader = $state(1);
  morale = $state(0);
  readonly edition: EditionId;
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const p = profile(this.edition);
    const odds = pursuitOdds(p, {
      hexesFromLeader: this.hexesFromLeader,
      morale: this.morale,
    });
    if (!odds.ok) return odds;
    const o = odds.value;
    return ok({
      answer: `Pursuit obligatory ${formatPercent(o.obligatory)}, voluntary ${formatPercent(o.voluntary)}`,
      steps: [
        {
          rule: o.rule,
          text: o.roll
            ? `1D6 on the PURSUIT table, row ${this.hexesFromLeader} hexes`
            : 'no roll: the rule decides',
        },
        ...(o.modifier !== 0
          ? [
              {
                rule: ruleOf(p.rules, 'morale.mustPursue'),
                text: `${o.modifier} to the roll at MORALE +2`,
              },
            ]
          : []),
      ],
    });
  });
}

export class MoraleTestTool {
  morale = $state(0);
  leader: 'none' | 'in-range' | 'on-hex' = $state('none');
  subtract = $state(false);
  readonly edition: EditionId;
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const p = profile(this.edition);
    const odds = moraleTestOdds(
      p,
      { morale: this.morale, leader: this.leader },
      resolveOptions(p, { moraleTestLeader: this.subtract ? 'subtract' : 'add' }),
    );
    if (!odds.ok) return odds;
    const o = odds.value;
    return ok({
      answer: `Passes on a modified 1D6 of ${o.passAtMost} or less: ${formatPercent(o.passes)}`,
      steps: [
        {
          rule: ruleOf(p.rules, 'morale.testRoll'),
          text: `MORALE ${this.morale} passes on 1–${o.passAtMost}`,
        },
        ...(o.modifier !== 0
          ? [
              {
                rule: ruleOf(
                  p.rules,
                  this.leader === 'on-hex' ? 'morale.testLeaderOnHex' : 'morale.testLeaderInRange',
                ),
                text: `leader: ${o.modifier > 0 ? '+' : ''}${o.modifier} to the roll`,
              },
            ]
          : []),
      ],
    });
  });
}

export class RegroupTool {
  sp = $state(2);
  leaderAlive = $state(true);
  grandLeaderAlive = $state(true);
  readonly edition: EditionId;
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const odds = regroupOdds(profile(this.edition), {
      sp: this.sp,
      leaderAlive: this.leaderAlive,
      grandLeaderAlive: this.grandLeaderAlive,
    });
    if (!odds.ok) return odds;
    const o = odds.value;
    return ok({
      answer: o.eliminated
        ? 'The unit is eliminated'
        : `Regroups on 4–6 (${formatPercent(o.regroups)}) with ${o.spAfter} SP`,
      steps: [
        {
          rule: o.rule,
          text: o.eliminated
            ? 'no leader to regroup under'
            : 'roll 1D6 at the start of the unit’s movement phase',
        },
      ],
    });
  });
}

export class FatigueTool {
  fatigue = $state(0);
  readonly edition: EditionId;
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const check = fatigueCheck(profile(this.edition), this.fatigue);
    if (!check.ok) return check;
    const c = check.value;
    const answer =
      c.effect === 'none'
        ? 'No effect at this level'
        : c.effect === 'scatter-test'
          ? `Each unit rolls 1D6 and scatters below 4: ${formatPercent(c.scatters)}`
          : 'Its units count as disorganized in combat';
    return ok({ answer, steps: [{ rule: c.rule, text: `fatigue ${this.fatigue}` }] });
  });
}

export class GroupFactorTool {
  values = $state('3, 3, 2, 1');
  /** The register's other reading: 1.6 rounds every division up. */
  roundUp = $state(false);
  readonly edition: EditionId;
  constructor(edition: EditionId) {
    this.edition = edition;
  }
  parts: number[] = $derived(
    this.values
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number),
  );
  /** The values touch the 'group-factor-rounding' conflict: the switch is offered. */
  matters = $derived(this.parts.every((n) => Number.isInteger(n)) && roundingMatters(this.parts));
  /** The rule that rounds every division up, and the example that rounds to the nearest. */
  get rounding(): string {
    return ruleOf(profile(this.edition).rules, 'combat.rounding');
  }
  get example(): string {
    return ruleOf(profile(this.edition).rules, 'combat.groupExample');
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const parts = this.parts;
    if (parts.length === 0 || parts.some((n) => !Number.isInteger(n) || n < 0 || n > 3)) {
      return fail(
        'values',
        this.example,
        'list whole values from 0 to 3 (a missing factor counts as 0)',
      );
    }
    const p = profile(this.edition);
    const rounding = resolveOptions(p, this.roundUp ? { groupRounding: 'up' } : {}).groupRounding;
    const total = parts.reduce((a, b) => a + b, 0);
    return ok({
      answer: `Group factor ${groupFactor(parts, rounding)}`,
      steps: [
        { rule: this.example, text: `mean of ${parts.length} values: ${total} ÷ ${parts.length}` },
        ...(this.matters
          ? [
              rounding === 'up'
                ? {
                    rule: this.rounding,
                    text: `rounded up, as ${this.rounding} rounds every division`,
                  }
                : {
                    rule: this.example,
                    text: `rounded to the nearest, .5 up, as the ${this.example} example does`,
                  },
            ]
          : []),
      ],
    });
  });
}
