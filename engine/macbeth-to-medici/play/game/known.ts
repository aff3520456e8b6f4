/**
 * What the game already knows for a check, so a calculator opened from the
 * units asks only for the rest. Each field is the engine input's own name;
 * what the table must still say (range, the time to shoot, what the target
 * is doing, overlaps, causes of extra dice, terrain) is left out.
 */
import { fail, ok, type Result } from '../../../core/index.ts';
import type { ArcheryInput } from '../../combat/archery.ts';
import type { CombatSide } from '../../combat/combat-sides.ts';
import type { TestedUnit } from '../../control/control-effects.ts';
import type { ControlTestInput } from '../../control/control-test.ts';
import type { RallyCircumstances } from '../../control/rally.ts';
import type { FatigueInput } from '../../control/fatigue.ts';
import type { SectionId } from '../../tables/sections.ts';
import type { ImpactWeapon, MeleeWeapon, UnitType } from '../../tables/types.ts';
import type { MtmUnit } from './state.ts';
import { nameOfUnit } from './action-types.ts';
import { findUnit, isLost, leaderOf, type MtmGame, type UnitRef, type UnitState } from './state.ts';

/** A unit as every check sees it. */
export interface KnownUnit extends Omit<MtmUnit, 'id' | 'command' | 'startsErratic'> {
  readonly mounted: boolean;
  readonly hits: number;
  readonly morale: UnitState['morale'];
  readonly unformed: boolean;
  /** Leadership of the officer leading it in person, if any (Leadership & Command). */
  readonly leadership: number | undefined;
}

function knownUnit(unit: MtmUnit, state: UnitState, leadership: number | undefined): KnownUnit {
  return {
    name: nameOfUnit(unit),
    type: unit.type,
    origin: unit.origin,
    cls: unit.cls,
    experience: unit.experience,
    order: unit.order,
    movement: unit.movement,
    armour: unit.armour,
    shield: unit.shield,
    dice: unit.dice,
    foreign: unit.foreign,
    elements: state.elements,
    mounted: unit.movement === 'mounted',
    hits: state.hits,
    morale: state.morale,
    unformed: state.unformed,
    leadership,
  };
}

/** The unit in play as a check sees it, or an error naming the field. */
export function knownUnitOf(
  game: MtmGame,
  ref: UnitRef,
  field = 'unit',
  rule: SectionId = 'units',
): Result<KnownUnit> {
  const found = findUnit(game, ref, field);
  if (!found.ok) return found;
  if (isLost(found.value.state))
    return fail(field, rule, `${nameOfUnit(found.value.unit)} is lost`);
  return ok(knownUnit(found.value.unit, found.value.state, leaderOf(game, ref)?.leadership));
}

function enemies(game: MtmGame, a: UnitRef, b: UnitRef, field: string, rule: SectionId) {
  if (a.side === b.side)
    return fail(field, rule, 'a unit fights or shoots at the enemy, not its own side');
  const one = knownUnitOf(game, a, field === 'b' ? 'a' : 'firer', rule);
  if (!one.ok) return one;
  const two = knownUnitOf(game, b, field, rule);
  if (!two.ok) return two;
  return ok([one.value, two.value] as const);
}

/** A shot as the game knows its firer and target, with the calculator's input read from them. */
function knownShot<I>(
  game: MtmGame,
  firer: UnitRef,
  target: UnitRef,
  rule: SectionId,
  input: (firer: KnownUnit, target: KnownUnit) => I,
): Result<{ firer: KnownUnit; target: KnownUnit; input: I }> {
  const both = enemies(game, firer, target, 'target', rule);
  if (!both.ok) return both;
  const [f, t] = both.value;
  return ok({ firer: f, target: t, input: input(f, t) });
}

/** Archery: the firers' order, experience, dice, elements and Leadership; the target's experience, order, armour, shield and elements. */
export function knownArchery(
  game: MtmGame,
  firer: UnitRef,
  target: UnitRef,
): Result<{
  firer: KnownUnit;
  target: KnownUnit;
  input: {
    firer: Pick<ArcheryInput['firer'], 'order' | 'experience' | 'dice' | 'elements' | 'leadership'>;
    target: Pick<
      ArcheryInput['target'],
      'experience' | 'order' | 'armour' | 'shielded' | 'elements'
    >;
  };
}> {
  return knownShot(game, firer, target, 'archery', (f, t) => ({
    firer: {
      order: f.order,
      experience: f.experience,
      dice: f.dice,
      elements: f.elements,
      leadership: f.leadership,
    },
    target: {
      experience: t.experience,
      order: t.order,
      armour: t.armour,
      shielded: t.shield,
      elements: t.elements,
    },
  }));
}

/** Skirmish fire: the firers' order, whether Steady, hits carried and mounting; the target's armour, shield, order and mounting. */
export function knownSkirmish(
  game: MtmGame,
  firer: UnitRef,
  target: UnitRef,
): Result<{
  firer: KnownUnit;
  target: KnownUnit;
  input: {
    order: KnownUnit['order'];
    steady: boolean;
    hitsCarried: number;
    mounted: boolean;
    target: {
      armour: KnownUnit['armour'];
      shielded: boolean;
      order: KnownUnit['order'];
      mounted: boolean;
    };
  };
}> {
  return knownShot(game, firer, target, 'skirmish-fire', (f, t) => ({
    order: f.order,
    steady: f.morale === 'steady',
    hitsCarried: f.hits,
    mounted: f.mounted,
    target: { armour: t.armour, shielded: t.shield, order: t.order, mounted: t.mounted },
  }));
}

/** Firing gunnes: the battery's experience (its Experience Bonus sets when it explodes); the range is asked. */
export function knownBombard(
  game: MtmGame,
  firer: UnitRef,
  target: UnitRef,
): Result<{ firer: KnownUnit; target: KnownUnit; input: { experience: KnownUnit['experience'] } }> {
  return knownShot(game, firer, target, 'gunnes', (f) => ({ experience: f.experience }));
}

/** One side of an Impact or Melee combat as the game knows it, with the causes of extra dice it can see. */
export interface KnownCombatSide extends Pick<
  CombatSide,
  'order' | 'experience' | 'dice' | 'leadership'
> {
  readonly mounted: boolean;
  readonly elements: number;
  /** Causes the game knows apply: its own unformed order, Impetuous, an unformed enemy, mounted against foot. */
  readonly causes: readonly string[];
  /** Impact combat: the weapon cap by unit type (lancers their lance, the rest other weapons). */
  readonly impactWeapon: ImpactWeapon;
  /** Melee combat: the weapon where the unit type names it (pike, spear, lances, improvised); otherwise asked. */
  readonly meleeWeapon: MeleeWeapon | undefined;
  readonly pikemen: boolean;
  readonly gunnes: boolean;
}

/** Unit types: each is named for its main weapon; gunnes fight hand-to-hand as Rabble (Firing gunnes). */
const meleeWeaponOf: Partial<Record<UnitType, MeleeWeapon>> = {
  'heavy-lancers': 'heavy-lance',
  'light-lancers': 'light-lance',
  pikemen: 'pike',
  spearmen: 'spear',
  rabble: 'improvised',
  gunnes: 'improvised',
};

function combatSide(own: KnownUnit, enemy: KnownUnit, melee: boolean): KnownCombatSide {
  const causes = [
    own.unformed ? 'unformed' : '',
    melee && own.morale === 'impetuous' ? 'impetuous' : '',
    melee && enemy.unformed ? 'enemy-unformed' : '',
    melee && own.mounted && !enemy.mounted ? 'mounted-v-foot' : '',
    melee && !enemy.shield ? 'enemy-shieldless' : '',
  ].filter(Boolean);
  return {
    order: own.order,
    experience: own.experience,
    dice: own.dice,
    leadership: own.leadership,
    mounted: own.mounted,
    elements: own.elements,
    causes,
    impactWeapon:
      own.type === 'heavy-lancers'
        ? 'heavy-lance'
        : own.type === 'light-lancers'
          ? 'light-lance'
          : 'other',
    meleeWeapon: meleeWeaponOf[own.type],
    pikemen: own.type === 'pikemen',
    gunnes: own.type === 'gunnes',
  };
}

/** Impact or Melee combat: both sides, a against b, with the causes of extra dice the game can see. */
export function knownCombat(
  game: MtmGame,
  a: UnitRef,
  b: UnitRef,
  section: 'impact-combat' | 'melee-combat',
): Result<{ a: KnownUnit; b: KnownUnit; sides: { a: KnownCombatSide; b: KnownCombatSide } }> {
  const both = enemies(game, a, b, 'b', section);
  if (!both.ok) return both;
  const [one, two] = both.value;
  const melee = section === 'melee-combat';
  return ok({
    a: one,
    b: two,
    sides: { a: combatSide(one, two, melee), b: combatSide(two, one, melee) },
  });
}

/** Control test: the unit's experience, dice and the Leadership of the officer leading it; its morale, hits and elements. */
export function knownControlTest(
  game: MtmGame,
  ref: UnitRef,
): Result<{ unit: KnownUnit; input: ControlTestInput; tested: TestedUnit }> {
  const unit = knownUnitOf(game, ref, 'unit', 'control-test');
  if (!unit.ok) return unit;
  const u = unit.value;
  const input: ControlTestInput = { experience: u.experience, dice: u.dice };
  return ok({
    unit: u,
    input: u.leadership === undefined ? input : { ...input, leadership: u.leadership },
    tested: { morale: u.morale, hits: u.hits, elements: u.elements },
  });
}

/** Rallying: what the unit did this turn, the tests it has taken, unformed, led by an officer (only contact is left to ask). */
export function knownRally(
  game: MtmGame,
  ref: UnitRef,
): Result<{
  unit: KnownUnit;
  circumstances: Omit<RallyCircumstances, 'inContact'>;
  input: ControlTestInput;
  tested: TestedUnit;
}> {
  const test = knownControlTest(game, ref);
  if (!test.ok) return test;
  const { tally } = game.sides[ref.side].units[ref.unit]!;
  return ok({
    ...test.value,
    circumstances: {
      activity: tally.activity,
      compulsoryTaken: tally.tests,
      unformed: test.value.unit.unformed,
      ledByOfficer: test.value.unit.leadership !== undefined,
    },
  });
}

/** Fatigue: base by movement type, this turn's exertions and the armour; terrain and the order's pass level. */
export function knownFatigue(
  game: MtmGame,
  ref: UnitRef,
): Result<{ unit: KnownUnit; input: Omit<FatigueInput, 'terrain'> }> {
  const unit = knownUnitOf(game, ref, 'unit', 'fatigue');
  if (!unit.ok) return unit;
  const { tally } = game.sides[ref.side].units[ref.unit]!;
  const movement = unit.value.movement;
  return ok({
    unit: unit.value,
    input: {
      base: movement === 'mounted' ? 'cavalry' : movement,
      movedFast: tally.activity === 'faster',
      fired: tally.fired,
      impacts: tally.impacts,
      melees: tally.melees,
      armour: unit.value.armour,
    },
  });
}
