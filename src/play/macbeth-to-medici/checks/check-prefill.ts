/**
 * A calculator opened from the units: its fields set from what the game
 * knows (the engine's knownArchery, knownSkirmish, knownBombard, knownCombat,
 * knownControlTest, knownUnitOf), with the list of what was filled, so the check asks only
 * for the rest. Field keys are the calculators' own.
 */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  betrayalPercent,
  findOfficer,
  knownArchery,
  knownUnitOf,
  knownBombard,
  knownCombat,
  knownControlTest,
  knownFatigue,
  knownOfficerMorale,
  knownSkirmish,
  type KnownCombatSide,
  type KnownUnit,
  type MtmGame,
  type OfficerRef,
  type Readings,
  type SideId,
  type UnitRef,
} from '../../../../engine/macbeth-to-medici/index.ts';
import type { FieldValue } from '../../../calculators/kit/tool-state.svelte.ts';

export interface Prefill {
  readonly values: Readonly<Record<string, FieldValue>>;
  /** What the game filled in, in words: "Longbowmen: 4 elements, seasoned, loose order". */
  readonly filled: readonly string[];
}

const officer = (leadership: number | undefined): string =>
  leadership === undefined ? 'none' : String(leadership);

const hits = (n: number) => `${n} ${n === 1 ? 'hit' : 'hits'}`;

const said = (u: KnownUnit): string =>
  `${u.name}: ${u.elements} elements, ${u.experience}, ${u.order} order, ${u.armour} armour${u.shield ? ', shield' : ''}${u.hits ? `, ${hits(u.hits)}` : ''}${u.unformed ? ', unformed' : ''}${u.leadership === undefined ? '' : `, led (Leadership ${u.leadership})`}`;

/** Archery: both units' order, experience, dice, elements and protection. */
export function prefillArchery(game: MtmGame, firer: UnitRef, target: UnitRef): Result<Prefill> {
  const known = knownArchery(game, firer, target);
  if (!known.ok) return known;
  const { firer: f, target: t } = known.value.input;
  return ok({
    values: {
      'firer.order': f.order,
      'firer.experience': f.experience,
      'firer.dice': f.dice,
      'firer.elements': f.elements,
      'firer.leadership': officer(f.leadership),
      'target.experience': t.experience,
      'target.order': t.order,
      'target.armour': t.armour,
      'target.shielded': t.shielded,
      'target.elements': t.elements,
    },
    filled: [said(known.value.firer), said(known.value.target)],
  });
}

/** Skirmish fire: the skirmishers' order, steadiness and hits; the target's protection. */
export function prefillSkirmish(game: MtmGame, firer: UnitRef, target: UnitRef): Result<Prefill> {
  const known = knownSkirmish(game, firer, target);
  if (!known.ok) return known;
  const i = known.value.input;
  return ok({
    values: {
      order: i.order,
      steady: i.steady,
      hitsCarried: i.hitsCarried,
      mounted: i.mounted,
      'target.armour': i.target.armour,
      'target.shielded': i.target.shielded,
      'target.order': i.target.order,
      'target.mounted': i.target.mounted,
    },
    filled: [said(known.value.firer), said(known.value.target)],
  });
}

/** Bombard: the gunners' experience. */
export function prefillBombard(game: MtmGame, firer: UnitRef, target: UnitRef): Result<Prefill> {
  const known = knownBombard(game, firer, target);
  if (!known.ok) return known;
  return ok({
    values: { experience: known.value.input.experience },
    filled: [said(known.value.firer), said(known.value.target)],
  });
}

function combatValues(
  id: SideId,
  side: KnownCombatSide,
  name: string,
  melee: boolean,
): Record<string, FieldValue> {
  const p = `${id}.`;
  const values: Record<string, FieldValue> = {
    [`${p}name`]: name,
    [`${p}order`]: side.order,
    [`${p}experience`]: side.experience,
    [`${p}dice`]: side.dice,
    [`${p}leadership`]: officer(side.leadership),
    ...Object.fromEntries(side.causes.map((c) => [`${p}cause.${c}`, true])),
  };
  if (melee) {
    values[`${p}elements`] = side.elements;
    if (side.meleeWeapon) values[`${p}weapon`] = side.meleeWeapon;
  } else {
    values[`${p}weapon`] = side.impactWeapon;
    values[`${p}mounted`] = side.mounted;
    values[`${p}pikemen`] = side.pikemen;
    values[`${p}gunnes`] = side.gunnes;
  }
  return values;
}

/** Impact or melee: each side's order, experience, dice, officer, weapon where its type names it, and the causes of extra dice the game sees. */
export function prefillCombat(
  game: MtmGame,
  a: UnitRef,
  b: UnitRef,
  section: 'impact-combat' | 'melee-combat',
): Result<Prefill> {
  const known = knownCombat(game, a, b, section);
  if (!known.ok) return known;
  const melee = section === 'melee-combat';
  const { sides } = known.value;
  return ok({
    values: {
      ...combatValues('a', sides.a, known.value.a.name, melee),
      ...combatValues('b', sides.b, known.value.b.name, melee),
    },
    filled: [said(known.value.a), said(known.value.b)],
  });
}

/** A Control test: the unit's experience, dice, officer, morale, hits and elements. */
export function prefillControl(game: MtmGame, unit: UnitRef): Result<Prefill> {
  const known = knownControlTest(game, unit);
  if (!known.ok) return known;
  const { input, tested } = known.value;
  return ok({
    values: {
      experience: input.experience,
      diceKind: input.dice,
      leadership: officer(input.leadership),
      // The tool asks Steady or Erratic: the states a Control test changes.
      ...(tested.morale === 'steady' || tested.morale === 'erratic'
        ? { morale: tested.morale }
        : {}),
      hits: tested.hits,
      elements: tested.elements,
    },
    filled: [said(known.value.unit)],
  });
}

/** A Control test for rallying: as any Control test, in the rallying situation. */
export function prefillRally(game: MtmGame, unit: UnitRef): Result<Prefill> {
  const test = prefillControl(game, unit);
  if (!test.ok) return test;
  return ok({ ...test.value, values: { ...test.value.values, situation: 'rallying' } });
}

/**
 * The officer morale test: his temperament, origin, dice, Leadership, Command,
 * count so far and whether another command has lost units; the units lost now
 * are the player's to enter (the game cannot tell which he has seen).
 */
export function prefillOfficerMorale(
  game: MtmGame,
  officer: OfficerRef,
  readings: Readings,
): Result<Prefill> {
  const known = knownOfficerMorale(game, officer, [], false, readings);
  if (!known.ok) return known;
  const k = known.value;
  const name = game.sides[officer.side].roster.officers.find((o) => o.id === officer.officer)?.name;
  return ok({
    values: {
      temperament: k.temperament,
      origin: k.origin,
      diceKind: k.dice,
      leadership: String(k.leadership),
      command: String(k.command),
      countBefore: k.countBefore,
      ...Object.fromEntries(
        ['A', 'B', 'C', 'D'].flatMap((c) => [
          [`lost${c}`, 0],
          [`foreign${c}`, 0],
        ]),
      ),
      otherCommandsLost: k.otherCommandsLost,
    },
    filled: [
      `${name ?? officer.officer}: ${k.temperament}, Leadership ${k.leadership}, Command ${k.command}, ${k.countBefore} lost so far${k.otherCommandsLost ? '; another command has lost units' : ''}`,
    ],
  });
}

/** Fatigue: what the unit did this turn (its tally), its order and armour. */
export function prefillFatigue(game: MtmGame, unit: UnitRef): Result<Prefill> {
  const known = knownFatigue(game, unit);
  if (!known.ok) return known;
  const { input, unit: u } = known.value;
  return ok({
    values: { ...input, order: u.order },
    filled: [
      said(u),
      `This turn: ${input.movedFast ? 'moved faster than a normal move, ' : ''}${input.fired ? 'fired, ' : ''}${input.impacts} impact, ${input.melees} melee`,
    ],
  });
}

/** Reorganisation: the unit's hits, elements and experience; the elements traded are the player's. */
export function prefillReorganise(game: MtmGame, unit: UnitRef): Result<Prefill> {
  const known = knownUnitOf(game, unit, 'unit', 'reorganisation');
  if (!known.ok) return known;
  return ok({ values: {}, filled: [said(known.value)] });
}

/**
 * The betrayal duel: the officer's origin (his chance to feel betrayed) and
 * dice; the rival and the outcome rolled at the table are the player's.
 */
export function prefillBetrayal(game: MtmGame, ref: OfficerRef): Result<Prefill> {
  const found = findOfficer(game, ref);
  if (!found.ok) return found;
  const { officer, state } = found.value;
  return ok({
    values: {},
    filled: [
      `${officer.name}: ${state.temperament}, ${officer.origin} (${betrayalPercent[officer.origin]}% chance of betrayal), ${officer.dice} dice`,
    ],
  });
}

/** The friendly officers a betrayed officer may meet: any other still alive. */
export function rivalsOf(game: MtmGame, ref: OfficerRef): { id: string; name: string }[] {
  const side = game.sides[ref.side];
  return side.roster.officers
    .filter((o) => o.id !== ref.officer && side.officers[o.id]?.status !== 'killed')
    .map((o) => ({ id: o.id, name: o.name }));
}
