/**
 * Close-combat dice (5.20, 5.40, 9.02, 9.04): 1D per figure on the front MMS
 * in contact or overlap, 1D per rear MMS the weapon may use (T13), a wedge's
 * whole body, then half dice for a shield wall and for disorder.
 */
import { fail, ok, type Result } from '../../core/index.ts';
import { weaponDepths } from '../tables/combat.ts';
import type { Readings } from '../readings.ts';
import type { CombatShape } from './aftermath.ts';

/** T13 weapon depth line. */
export type WeaponDepth = (typeof weaponDepths)[number]['id'];

/** One side's formation in close combat. */
export interface CombatFormation {
  /** Figures on one MMS (T1: 4 close order infantry, 3 close order cavalry, ...). */
  readonly figuresPerMms: number;
  /** A line: MMS across the front. A wedge: MMS in each layer from the tip (9.02). */
  readonly front: number;
  /** MMS in each rank behind the front, nearest first (ignored for a wedge). */
  readonly rearRanks: readonly number[];
  readonly weapon: WeaponDepth;
  /** 5.30: a polearm unit that failed its cohesion check fights with LHW. */
  readonly incohesive: boolean;
  /** 9.03: a hollow wedge fights as a line at most 2 MMS deep. */
  readonly shape: CombatShape;
  /** Wedge layers, tip first (9.02: tip 1 MMS, each wider, at most 4). */
  readonly wedgeLayers?: readonly number[];
  readonly disordered: boolean;
  /** 5.20: a unit caught in flank or rear cannot fight back. */
  readonly caughtInFlankOrRear: boolean;
}

/** One rear rank's count: its MMS, whether it fights, and its dice. */
export interface RearRankDice {
  readonly rank: number;
  readonly mms: number;
  readonly dice: number;
  readonly reason: 'counted' | 'beyond-weapon-depth' | 'under-half-strength';
}

/** A side's dice with the working: front MMS fighting, front dice, rear ranks, halvings. */
export interface CombatDice {
  readonly frontMms: number;
  readonly frontDice: number;
  readonly rear: readonly RearRankDice[];
  readonly fullDice: number;
  readonly halvedFor: readonly ('shield-wall' | 'disorder')[];
  readonly dice: number;
}

const whole = (n: number, from: number): boolean => Number.isInteger(n) && n >= from;

function checkFormation(unit: CombatFormation, field: string): Result<null> {
  if (!whole(unit.figuresPerMms, 1)) {
    return fail(
      `${field}.figuresPerMms`,
      '5.40',
      `figures per MMS are a whole number from 1, not ${unit.figuresPerMms}`,
    );
  }
  if (unit.shape !== 'wedge' && !whole(unit.front, 1)) {
    return fail(
      `${field}.front`,
      '5.40',
      `the front is a whole number of MMS from 1, not ${unit.front}`,
    );
  }
  const bad = unit.rearRanks.find((mms) => !whole(mms, 1));
  if (bad !== undefined) {
    return fail(
      `${field}.rearRanks`,
      '5.20',
      `a rear rank holds a whole number of MMS from 1, not ${bad}`,
    );
  }
  if (unit.shape === 'hollow-wedge' && unit.rearRanks.length > 1) {
    return fail(
      `${field}.rearRanks`,
      '9.03',
      `a hollow wedge fights as a line 2 MMS deep, not ${unit.rearRanks.length + 1}`,
    );
  }
  if (unit.incohesive && unit.weapon === 'others') {
    return fail(`${field}.incohesive`, '5.30', 'only pike and long spear units check cohesion');
  }
  return unit.shape === 'wedge' ? checkWedge(unit.wedgeLayers ?? [], field) : ok(null);
}

/** 9.02: a wedge's tip is 1 MMS, each layer wider than the one before, at most 4 deep. */
function checkWedge(layers: readonly number[], field: string): Result<null> {
  if (layers.length < 1 || layers.length > 4) {
    return fail(`${field}.wedgeLayers`, '9.02', `a wedge is 1 to 4 MMS deep, not ${layers.length}`);
  }
  if (layers[0] !== 1)
    return fail(`${field}.wedgeLayers`, '9.02', 'the tip of a wedge is 1 MMS wide');
  for (let i = 1; i < layers.length; i += 1) {
    const layer = layers[i] ?? 0;
    if (!Number.isInteger(layer) || layer <= (layers[i - 1] ?? 0)) {
      return fail(
        `${field}.wedgeLayers`,
        '9.02',
        'each layer of a wedge is wider in MMS than the one before',
      );
    }
  }
  return ok(null);
}

/**
 * 5.40 Overlapping: the unit with the smaller frontage fights with its MMS in
 * contact (a partial MMS counts whole); the larger with as many MMS plus one,
 * never more than its own front. Equal fronts follow `readings.equalFrontage`.
 */
export function fightingFrontMms(
  own: number,
  enemy: number,
  contact: number,
  readings: Readings,
): Result<number> {
  if (!(contact > 0) || contact > Math.min(own, enemy)) {
    return fail(
      'contact',
      '5.40',
      `MMS in contact run from a part of one to the smaller front (${Math.min(own, enemy)}), not ${contact}`,
    );
  }
  const inContact = Math.ceil(contact);
  const overlaps = own > enemy || (own === enemy && readings.equalFrontage === 'both-overlap');
  return ok(overlaps ? Math.min(own, inContact + 1) : inContact);
}

/** T13 (5.30): MMS deep the unit fights; an incohesive polearm unit loses its depth. */
function fightingDepth(unit: CombatFormation, readings: Readings): number {
  if (!unit.incohesive) return weaponDepths.find((d) => d.id === unit.weapon)?.mms ?? 1;
  return readings.incohesiveDepth === 'others'
    ? (weaponDepths.find((d) => d.id === 'others')?.mms ?? 1)
    : 1;
}

/**
 * 5.20, 5.40: rear ranks within the weapon's depth roll 1D per MMS (per MMS
 * behind the fighting front, or the whole rank, by `readings.rearRankDice`) if
 * they hold at least half the front rank's MMS.
 */
function rearRankDice(
  unit: CombatFormation,
  fightingMms: number,
  frontMms: number,
  readings: Readings,
): RearRankDice[] {
  const depth = fightingDepth(unit, readings);
  return unit.rearRanks.map((mms, i) => {
    const rank = i + 2;
    if (rank > depth) return { rank, mms, dice: 0, reason: 'beyond-weapon-depth' };
    if (2 * mms < frontMms) return { rank, mms, dice: 0, reason: 'under-half-strength' };
    const dice = readings.rearRankDice === 'whole-rank' ? mms : Math.min(mms, fightingMms);
    return { rank, mms, dice, reason: 'counted' };
  });
}

function halve(dice: number, up: boolean): number {
  return up ? Math.ceil(dice / 2) : Math.floor(dice / 2);
}

/**
 * 5.40 (9.02, 9.04): one side's close-combat dice against the other. A wedge
 * rolls for every figure in it (up to 4 MMS deep); its opponent fights with
 * 1 MMS of figures and no overlap, plus its depth. `contact` is the MMS of the
 * smaller front in contact. A shield wall halves its dice rounding up, disorder
 * halves them again (rounded by `readings.combatHalfDice`). A unit caught in
 * flank or rear rolls none.
 */
export function combatDice(
  own: CombatFormation,
  enemy: CombatFormation,
  contact: number,
  readings: Readings,
): Result<CombatDice> {
  const checked = checkFormation(own, 'own');
  if (!checked.ok) return checked;
  const other = checkFormation(enemy, 'enemy');
  if (!other.ok) return other;
  if (own.shape === 'wedge') return ok(wedgeDice(own, readings));
  let frontMms = 1;
  if (enemy.shape !== 'wedge') {
    const fighting = fightingFrontMms(own.front, enemy.front, contact, readings);
    if (!fighting.ok) return fighting;
    frontMms = fighting.value;
  }
  const frontDice = frontMms * own.figuresPerMms;
  const rear = rearRankDice(own, frontMms, own.front, readings);
  return ok(finish(own, frontMms, frontDice, rear, readings));
}

function wedgeDice(own: CombatFormation, readings: Readings): CombatDice {
  const mms = (own.wedgeLayers ?? []).reduce((n, layer) => n + layer, 0);
  return finish(own, 1, mms * own.figuresPerMms, [], readings);
}

function finish(
  own: CombatFormation,
  frontMms: number,
  frontDice: number,
  rear: RearRankDice[],
  readings: Readings,
): CombatDice {
  // Caught in flank or rear: no dice (5.20), or 1 MMS of figures as the 5.01 example fights.
  const caught = readings.flankFightBack === 'one-mms' ? own.figuresPerMms : 0;
  const fullDice = own.caughtInFlankOrRear
    ? caught
    : frontDice + rear.reduce((n, r) => n + r.dice, 0);
  const halvedFor: ('shield-wall' | 'disorder')[] = [];
  let dice = fullDice;
  if (own.shape === 'shield-wall') {
    halvedFor.push('shield-wall');
    dice = halve(dice, true);
  }
  // Read as halving once, a disordered shield wall keeps the wall's halving only.
  if (own.disordered && !(halvedFor.length > 0 && readings.combatHalvings === 'once')) {
    halvedFor.push('disorder');
    dice = halve(dice, readings.combatHalfDice === 'round-up');
  }
  return { frontMms, frontDice, rear, fullDice, halvedFor, dice };
}
