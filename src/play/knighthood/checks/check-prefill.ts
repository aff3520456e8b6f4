/**
 * A calculator opened from the units: its fields set from what the game
 * knows (the engine's knownFire, knownCloseCombat, knownCombatSide and
 * knownMorale), with the list of what was filled, so the check asks only for
 * the rest. Field keys are the calculators' own.
 */
import type { Result } from '../../../../engine/core/index.ts';
import {
  describeUnit,
  findUnit,
  rosterLine,
  knownCloseCombat,
  knownCombatSide,
  knownFire,
  knownFireModifiers,
  fireModifiers,
  knownMorale,
  leaderWithUnit,
  type KnightGame,
  type SideId,
  type KnownUnit,
  type Readings,
  type UnitRef,
} from '../../../../engine/knighthood/index.ts';
import type { FieldValue } from '../../../calculators/kit/tool-state.svelte.ts';

export interface Prefill {
  readonly values: Readonly<Record<string, FieldValue>>;
  /** What the game filled in, in words: "Longbowmen: 12 figures, 3 MMS". */
  readonly filled: readonly string[];
}

/** The firer's ammunition as the engine says it (T8, 4.80): out of chits, it says what it may still do. */
function ammunitionLine(
  game: KnightGame,
  firer: UnitRef,
  weapon: number,
  readings: Readings,
): string {
  const found = findUnit(game, firer);
  const lines = describeUnit(game, firer, readings);
  if (!found.ok || !lines.ok) return '';
  const label = rosterLine(found.value.unit, readings).missiles[weapon]?.weapon;
  const line = lines.value.find((l) => label !== undefined && l.text.startsWith(`${label}:`));
  return line ? `${line.text} (${line.rule})` : '';
}

const figures = (u: KnownUnit) =>
  `${u.name}: ${u.figures} figures, ${u.mms} MMS${u.disordered ? ', disordered' : ''}`;

/** Missile fire: the firer's weapon, order, figures and disorder, the target's armour class. */
export function prefillFire(
  game: KnightGame,
  firer: UnitRef,
  target: UnitRef,
  weapon: number,
  readings: Readings,
): Result<Prefill & { chitsLeft: number | null; maxRateOfFire: number }> {
  const known = knownFire(game, firer, target, weapon, readings);
  if (!known.ok) return known;
  const ticked = knownFireModifiers(game, firer, target);
  if (!ticked.ok) return ticked;
  const { firer: f, target: t } = known.value;
  const lines = fireModifiers.filter((m) => ticked.value.includes(m.id));
  return {
    ok: true,
    value: {
      values: {
        weapon: known.value.weapon,
        regular: f.regular,
        openOrder: f.openOrder,
        // Out of chits the engine's half fire stands in for the figures (ranks 1: one die a figure).
        frontFigures: known.value.outOfAmmunitionDice ?? f.figures,
        mmsWide: f.mms,
        ranks: 1,
        disordered: f.disordered,
        armourClass: String(t.armourClass),
        rateOfFire: 1,
        ...Object.fromEntries(lines.map((m) => [`m.${m.id}`, true])),
      },
      filled: [
        figures(f),
        `${t.name}: armour class ${t.armourClass}`,
        ...lines.map((m) => m.label),
        ammunitionLine(game, firer, weapon, readings),
      ],
      chitsLeft: known.value.chitsLeft,
      maxRateOfFire: known.value.maxRateOfFire,
    },
  };
}

/** Close combat: each side's troops, morale, order, MMS, armour class, weapon depth and leader. */
export function prefillCloseCombat(game: KnightGame, a: UnitRef, b: UnitRef): Result<Prefill> {
  const known = knownCloseCombat(game, a, b);
  if (!known.ok) return known;
  const values: Record<string, FieldValue> = {};
  const filled: string[] = [];
  const fronts: number[] = [];
  for (const [id, ref, unit] of [
    ['a', a, known.value.a],
    ['b', b, known.value.b],
  ] as const) {
    const side = knownCombatSide(game, ref);
    if (!side.ok) return side;
    const s = side.value;
    const p = `${id}.`;
    // The game does not know the formation: one line as wide as 4 MMS, the rest behind.
    const front = Math.max(1, Math.min(unit.mms, 4));
    fronts.push(front);
    Object.assign(values, {
      [`${p}kind`]: s.kind,
      [`${p}morale`]: unit.morale,
      [`${p}regular`]: unit.regular ? 'regular' : 'irregular',
      [`${p}longbows`]: s.longbows,
      [`${p}movement`]: s.movement,
      [`${p}figuresPerMms`]: unit.figuresPerMms,
      [`${p}front`]: front,
      [`${p}rank2`]: Math.min(front, unit.mms - front),
      [`${p}rank3`]: 0,
      [`${p}rank4`]: 0,
      [`${p}weapon`]: s.weaponDepth,
      [`${p}disordered`]: unit.disordered,
      [`${p}mms`]: unit.mms,
      [`${p}armourClass`]: unit.armourClass,
      [`${p}cohesivePolearmRanks`]: s.weaponDepth === 'others' ? 0 : unit.mms > front ? 2 : 1,
      [`${p}leader`]: s.leader ?? 'none',
    });
    filled.push(
      `Side ${id}, ${figures(unit)}, class ${unit.morale}, armour class ${unit.armourClass}${s.leader ? `, leader class ${s.leader} attached` : ''}`,
    );
  }
  values['contact'] = Math.min(...fronts);
  return { ok: true, value: { values, filled } };
}

/** Morale: the unit's class, regular or not, figures lost of those it began with, leader and banners. */
export function prefillMorale(game: KnightGame, ref: UnitRef): Result<Prefill> {
  const known = knownMorale(game, ref);
  if (!known.ok) return known;
  const k = known.value;
  return {
    ok: true,
    value: {
      values: {
        moraleClass: k.moraleClass,
        regular: k.unit.regular,
        leaderBonus: k.leaderBonus,
        leadersOrBannersNear: k.bannersAttached,
        figuresLost: k.figuresLost,
        originalFigures: k.originalFigures,
      },
      filled: [
        `${k.unit.name}: class ${k.moraleClass}, ${k.figuresLost} of ${k.originalFigures} figures lost`,
        `Attached leader's morale bonus ${k.leaderBonus}, banners held ${k.bannersAttached}`,
      ],
    },
  };
}

/**
 * A leader's vulnerability check: his class and the unit he is with from the
 * game; his unit fired on in a fire phase, else in close combat (the player
 * may change it in the calculator).
 */
export function prefillLeaderRisk(game: KnightGame, side: SideId, leader: string): Result<Prefill> {
  const found = leaderWithUnit(game, side, leader);
  if (!found.ok) return found;
  const fired = game.phase === 'opening-fire' || game.phase === 'ending-fire';
  const { rating, unit } = found.value;
  return {
    ok: true,
    value: {
      values: { leader: rating, danger: fired ? 'unit-fired-on' : 'unit-in-close-combat' },
      filled: [
        `${found.value.leader}: class ${rating}, with ${unit}`,
        fired ? `${unit} fired on (a fire phase)` : `${unit} in close combat`,
      ],
    },
  };
}
