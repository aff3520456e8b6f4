/**
 * T17A modifiers (6.00): every line of the table added up for one unit's
 * situation. The values come from the table data (`moraleModifiers`); this
 * module decides how many times each line counts.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import {
  lineOfBattleModifier,
  moraleModifiers,
  type MoraleResult,
} from '../tables/morale-leaders.ts';
import type { RuleRef } from '../errata/types.ts';
import { defaultReadings, type Readings } from '../readings.ts';
import type { MoraleClass } from '../tables/types.ts';
import { moraleResult } from './morale-check.ts';

/** What a lost close combat did to the unit (T17A "pushed back or broken through"). */
export type CombatLoss =
  | { readonly kind: 'none' }
  /** Pushed back this many inches. */
  | { readonly kind: 'pushed-back'; readonly inches: number }
  /** Broken through: the difference in figures lost between the winner and the loser. */
  | { readonly kind: 'broken-through'; readonly difference: number };

/** A unit's situation as T17A asks about it. */
export interface MoraleSituation {
  /** The attached leader's morale bonus (T18 M, 0 to 2); 0 when none is attached. */
  readonly leaderBonus: number;
  /** The player's choice: the bonus taken off the roll (usual) or added to it. */
  readonly leaderBonusAdded: boolean;
  /** Friends in good morale or friendly terrain within 5" (only 2 count). */
  readonly friendsOrCoverNear: number;
  /** Leaders within 5" and banners attached, each. */
  readonly leadersOrBannersNear: number;
  readonly inCoverOrUpSlope: boolean;
  /** A CL or LS enemy within 15" in sight falling back, retiring, broken, destroyed or routed. */
  readonly enemyFallingBack: boolean;
  readonly chivalryFacingChivalry: boolean;
  /** A leader lost or fled within 15" in sight. */
  readonly leaderLost: boolean;
  /** A banner lost within 15" in sight (6.00); T17A has no line of its own for it. */
  readonly bannerLost?: boolean;
  readonly combatLoss: CombatLoss;
  /** Figures lost and the unit's original figures, for the casualty lines. */
  readonly figuresLost: number;
  readonly originalFigures: number;
  /** Flanks or rear threatened within 15" (or fired on at any range) by good-morale enemy, each (0 to 3). */
  readonly threatenedSides: number;
  /** Friendly units within 15" in sight falling back, retiring, broken, destroyed or routed. */
  readonly friendsFallingBack: number;
  /** Out of the line of battle (the advanced rule after 3.9); unset in the basic game. */
  readonly outOfLineOfBattle?: boolean;
}

/** One T17A line that counts: its id and label from the table, how often, and its total. */
export interface CountedModifier {
  readonly id: string;
  readonly label: string;
  readonly times: number;
  readonly value: number;
  /** The rule the line comes from, where it is not T17A. */
  readonly rule?: RuleRef;
}

/** The most friends or cover the "within 5"" line counts (T17A: 2 maximum). */
export const maxFriendsOrCover = 2;

const lineValue = (id: string): number => {
  const value = moraleModifiers.find((m) => m.id === id)?.value;
  return typeof value === 'number' ? value : 0;
};

const wholeFrom = (n: number, low: number, high: number): boolean =>
  Number.isInteger(n) && n >= low && n <= high;

/**
 * T17A casualty lines: 10-25% +1, over 25% to 50% +3, over 50% ("51% or more")
 * +6; a loss of exactly 25% counts in the first band. The register's other
 * reading puts exactly 25% in the second and keeps +3 until 51%.
 */
export function casualtyLine(
  figuresLost: number,
  originalFigures: number,
  readings: Pick<Readings, 'casualtyBands'> = defaultReadings,
): string | undefined {
  const over = (p: number) => figuresLost * 100 > p * originalFigures;
  const atLeast = (p: number) => figuresLost * 100 >= p * originalFigures;
  if (readings.casualtyBands === 'upper-band') {
    if (atLeast(51)) return 'casualties-51';
    if (atLeast(25)) return 'casualties-25-50';
  } else {
    if (over(50)) return 'casualties-51';
    if (over(25)) return 'casualties-25-50';
  }
  return atLeast(10) ? 'casualties-10-25' : undefined;
}

/**
 * T17A "each 2"" of a pushback counts +1 (a 3" pushback is +1, or +2 rounded
 * up under the register's other reading); a unit broken
 * through counts the difference in figures lost as inches, halved and rounded up.
 */
export function combatLossCount(
  loss: CombatLoss,
  readings: Pick<Readings, 'pushbackSteps'> = defaultReadings,
): number {
  if (loss.kind === 'pushed-back') {
    return readings.pushbackSteps === 'round-up'
      ? Math.ceil(loss.inches / 2)
      : Math.floor(loss.inches / 2);
  }
  if (loss.kind === 'broken-through') return Math.ceil(loss.difference / 2);
  return 0;
}

function checkSituation(s: MoraleSituation): Result<MoraleSituation> {
  const counts = [
    ['leaderBonus', s.leaderBonus, 2],
    ['friendsOrCoverNear', s.friendsOrCoverNear, 99],
    ['leadersOrBannersNear', s.leadersOrBannersNear, 99],
    ['threatenedSides', s.threatenedSides, 3],
    ['friendsFallingBack', s.friendsFallingBack, 99],
    ['figuresLost', s.figuresLost, s.originalFigures],
  ] as const;
  for (const [field, n, high] of counts) {
    if (!wholeFrom(n, 0, high))
      return fail(field, 'T17A', `${field} is a whole number from 0 to ${high}, not ${n}`);
  }
  if (!wholeFrom(s.originalFigures, 1, 9999))
    return fail(
      'originalFigures',
      'T17A',
      `a unit starts with 1 figure or more, not ${s.originalFigures}`,
    );
  const loss = s.combatLoss;
  const amount =
    loss.kind === 'pushed-back'
      ? loss.inches
      : loss.kind === 'broken-through'
        ? loss.difference
        : 0;
  if (!wholeFrom(amount, 0, 999))
    return fail(
      'combatLoss',
      'T17A',
      `a pushback or a difference in losses is a whole number from 0, not ${amount}`,
    );
  return ok(s);
}

/** 6.00: a banner lost, which T17A leaves without a line of its own. */
export const bannerLostLine = {
  id: 'banner-lost',
  label: 'Banner lost within 15" in sight: no line of its own (read here)',
  rule: '6.00',
} as const satisfies { id: string; label: string; rule: RuleRef };

/**
 * T17A: the lines that apply to a unit and their total, to add to its 1D.
 * Lines that do not apply are left out; "each" lines count once per case.
 * A unit out of the line of battle adds the advanced rule's +2 (after 3.9).
 * A lost banner (6.00) adds nothing, or counts the leader-lost line under the
 * register's other reading (once, with a leader lost too).
 */
export function moraleModifiersFor(
  situation: MoraleSituation,
  // bannerLost may be left out: callers that ask no banner question read the default.
  readings: Pick<Readings, 'casualtyBands' | 'pushbackSteps'> &
    Partial<Pick<Readings, 'bannerLost'>> = defaultReadings,
): Result<{ readonly total: number; readonly lines: readonly CountedModifier[] }> {
  const checked = checkSituation(situation);
  if (!checked.ok) return checked;
  const s = checked.value;
  const casualties = casualtyLine(s.figuresLost, s.originalFigures, readings);
  const times: Record<string, number> = {
    'leader-bonus': s.leaderBonus,
    'friend-or-cover-near': Math.min(s.friendsOrCoverNear, maxFriendsOrCover),
    'leader-or-banner-near': s.leadersOrBannersNear,
    'in-cover-or-up-slope': Number(s.inCoverOrUpSlope),
    'enemy-falling-back': Number(s.enemyFallingBack),
    'chivalry-facing-chivalry': Number(s.chivalryFacingChivalry),
    'leader-lost': Number(
      s.leaderLost || (readings.bannerLost === 'as-leader-lost' && s.bannerLost === true),
    ),
    'pushed-back': combatLossCount(s.combatLoss, readings),
    'flank-or-rear-threatened': s.threatenedSides,
    'friend-falling-back': s.friendsFallingBack,
    ...(casualties && { [casualties]: 1 }),
  };
  const lines = moraleModifiers.flatMap((line): CountedModifier[] => {
    const n = times[line.id] ?? 0;
    if (n === 0) return [];
    const each = line.value === 'leader-m' ? (s.leaderBonusAdded ? 1 : -1) : lineValue(line.id);
    return [{ id: line.id, label: line.label, times: n, value: each * n }];
  });
  if (s.bannerLost && readings.bannerLost !== 'as-leader-lost') {
    lines.push({ ...bannerLostLine, times: 1, value: 0 });
  }
  if (s.outOfLineOfBattle) {
    const { id, label, value, rule } = lineOfBattleModifier;
    lines.push({ id, label, times: 1, value, rule });
  }
  return ok({ total: lines.reduce((t, l) => t + l.value, 0), lines });
}

/**
 * 6.00 Regular troops: after seeing the roll the player moves the modified
 * roll 1 down or 1 up; the T17A results each way.
 */
export function regularChoices(
  moraleClass: MoraleClass,
  modifiedRoll: number,
): { readonly down: MoraleResult; readonly up: MoraleResult } {
  return {
    down: moraleResult(moraleClass, modifiedRoll - 1),
    up: moraleResult(moraleClass, modifiedRoll + 1),
  };
}
