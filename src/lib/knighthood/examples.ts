/**
 * The book's worked examples as the engine works them, for the examples page:
 * each answer line is built from an engine result, never retyped. An example
 * the engine does not model yet has no lines; the page says so.
 */
import { formatOver } from '../../../engine/core/index.ts';
import {
  chargeIncrementsNeeded,
  advanceTowardEnemy,
  apparentArmourClass,
  defaultReadings,
  expectedHits,
  formatHitNumber,
  fraction,
  halfFire,
  hitChance,
  missileDice,
  missileHitNumber,
  missileWeapons,
  movementBand,
  movementRates,
  readUnitDice,
  terrainCheck,
  type FireTarget,
  type FiringUnit,
  type MovementBand,
  rules,
} from '../../../engine/knighthood/index.ts';
import { formatSigned } from '../../calculators/kit/format.ts';
import { find, over36, plain, valueOf } from './example-format.ts';
import {
  breakthroughCasualties,
  combatDiceExample,
  minimumStrength,
  reaction,
  supportingFire,
} from './examples-combat.ts';
import {
  chivalryAgainstLeader,
  leaderCapture,
  leaderCombatExample,
  leaderVulnerabilityCheck,
  randomLeaderClasses,
  seekingBonus,
  seekingTarget,
} from './examples-leaders.ts';

function fractionDice(): string[] {
  const hit = fraction(2, 3);
  const read = valueOf(
    readUnitDice(hit, [
      { first: 5 },
      { first: 2, second: 2 },
      { first: 2, second: 5 },
      { first: 1 },
    ]),
  );
  return [
    `4 dice at 2/3: ${read.hits} hits and ${read.misses} misses, ${read.rolledAgain} dice rolled again.`,
    `Each die hits ${over36(hitChance(hit))} of the time (${plain(hitChance(hit))}).`,
  ];
}

function crossingBands(): string[] {
  const move = valueOf(advanceTowardEnemy('cl-cavalry', 33));
  const [far, middle] = move.stretches;
  return [
    `${far?.inches ?? 0}" in the 30"+ band, then ${middle?.inches ?? 0}" in the 15"-30" band.`,
    `The EHK end ${move.distance}" from the HI.`,
  ];
}

const crossbows: FiringUnit = {
  weapon: 'crossbow',
  openOrder: false,
  frontFigures: 6,
  mmsWide: 2,
  ranks: 2,
  moved: 'full',
  disordered: false,
};
const atHeavyInfantry: FireTarget = {
  weapon: 'crossbow',
  regular: false,
  range: 'medium',
  armourClass: 3,
  targetDepth: 2,
  modifiers: [],
  rateOfFire: 1,
};

function crossbowsAtHeavyInfantry(): string[] {
  const reading = valueOf(missileHitNumber(atHeavyInfantry));
  const general = valueOf(
    missileDice(crossbows, { ...defaultReadings, fireAfterMoving: 'general-rule' }),
  );
  const chart = valueOf(missileDice(crossbows, defaultReadings));
  return [
    `Hit number ${formatHitNumber(reading.hit)} (modifier ${formatSigned(reading.modifier)}).`,
    `Dice: ${general.dice} of ${general.fullDice} after a full move under ${rules.missileFire}'s general rule; ${chart.dice === 0 ? 'none' : chart.dice} under ${rules.missileFireChart}'s crossbow line, the default reading.`,
    `${general.dice} dice at ${formatHitNumber(reading.hit)} expect ${plain(valueOf(expectedHits(general.dice, reading.hit)))} hits.`,
  ];
}

function longbowsHalveArmour(): string[] {
  const heavy = valueOf(apparentArmourClass(3, true));
  const light = valueOf(apparentArmourClass(1, true));
  return [`A regular longbow reads AC3 as AC${heavy} and AC1 as AC${light}.`];
}

function crossbowsAtKnights(): string[] {
  const target = {
    ...atHeavyInfantry,
    regular: true,
    range: 'long',
    armourClass: 4,
    targetDepth: 0,
  } as const;
  const normal = valueOf(missileHitNumber(target));
  const rapid = valueOf(missileHitNumber({ ...target, rateOfFire: 2 }));
  return [
    `At ${formatSigned(normal.modifier)}: ${formatHitNumber(normal.hit)} (no effect).`,
    `With ROF 2, ${formatSigned(rapid.modifier)}: ${formatHitNumber(rapid.hit)}, ${over36(hitChance(rapid.hit))} a die.`,
  ];
}

/** One worked example of the book. */
export interface WorkedExample {
  /** Anchor on the examples page: `#ex-<id>`. */
  id: string;
  /** The rule the book prints it under, or the unnumbered paragraph by its name. */
  rule: string;
  /** What the engine gives for it, one line each; none when the engine does not model it yet. */
  answer: () => string[];
}

const cavalry = find(movementRates, 'cl-cavalry');
const longbow = find(missileWeapons, 'longbow');

const bandNames: Record<MovementBand, string> = { near: '0-15"', middle: '15"-30"', far: '30"+' };

function chargeIncrements(): string[] {
  const band = valueOf(movementBand(17));
  return [
    `${rules.movementRates}: close order cavalry move ${cavalry.inches.near}" in the 0-15" band, their CI.`,
    `The 17" to the HI lie in the ${bandNames[band]} band; at ${cavalry.inches.near}" a CI they need ${valueOf(chargeIncrementsNeeded(17, cavalry.inches.near))}CI.`,
  ];
}

function halfFireExample(): string[] {
  const archers = {
    ...crossbows,
    weapon: 'bow',
    openOrder: true,
    mmsWide: 3,
    ranks: 1,
    moved: 'up-to-mf',
  } as const;
  const full = valueOf(missileDice(archers, defaultReadings)).dice;
  const half = valueOf(halfFire({ openOrder: true, regular: false, dice: full, rateOfFire: 1 }));
  return [
    `Full fire: ${full} dice; half fire: ${half.dice} dice, ${half.chitsUsed} ammunition spent.`,
  ];
}

export const workedExamples: readonly WorkedExample[] = [
  {
    id: 'longbow-range',
    rule: rules.groundScale,
    answer: () => [
      `${rules.missileFireChart}: a longbow reaches ${longbow.ranges.long}" at long range.`,
    ],
  },
  { id: 'fraction-dice', rule: rules.dice, answer: fractionDice },
  { id: 'crossing-bands', rule: rules.movement, answer: crossingBands },
  { id: 'charge-increments', rule: rules.movement, answer: chargeIncrements },
  {
    id: 'halting-number',
    rule: rules.roughTerrain,
    answer: () => {
      const check = valueOf(terrainCheck(['slope', 'open-woods'], [], 5));
      return [
        `Halting number ${check.halt}; a roll of 5 ${check.passed ? 'passes' : 'halts'}; the check passes ${formatOver(check.passChance, 6)} of the time.`,
      ];
    },
  },
  {
    id: 'longbow-ranks',
    rule: rules.missileFire,
    answer: () => {
      const unit = {
        ...crossbows,
        weapon: 'longbow',
        frontFigures: 9,
        mmsWide: 3,
        moved: 'up-to-mf',
      } as const;
      return [`${valueOf(missileDice(unit, defaultReadings)).dice} dice.`];
    },
  },
  { id: 'crossbows-at-heavy-infantry', rule: rules.missileFire, answer: crossbowsAtHeavyInfantry },
  { id: 'longbows-halve-armour', rule: rules.rapidFire, answer: longbowsHalveArmour },
  { id: 'crossbows-at-knights', rule: rules.fireModifiers, answer: crossbowsAtKnights },
  { id: 'reaction', rule: rules.charge, answer: reaction },
  { id: 'supporting-fire', rule: rules.defensiveFire, answer: supportingFire },
  { id: 'minimum-strength', rule: rules.closeCombatContact, answer: minimumStrength },
  { id: 'combat-dice', rule: rules.closeCombat, answer: combatDiceExample },
  { id: 'breakthrough-casualties', rule: rules.closeCombat, answer: breakthroughCasualties },
  { id: 'random-leaders', rule: rules.leaders, answer: randomLeaderClasses },
  { id: 'leader-vulnerability', rule: rules.leaders, answer: leaderVulnerabilityCheck },
  { id: 'leader-capture', rule: rules.captivity, answer: leaderCapture },
  { id: 'half-fire', rule: rules.halfFire, answer: halfFireExample },
  { id: 'seeking-bonus', rule: rules.seekingOut, answer: seekingBonus },
  { id: 'seeking-leader', rule: rules.seekingOut, answer: seekingTarget },
  { id: 'leader-combat', rule: rules.leaderCombat, answer: leaderCombatExample },
  { id: 'chivalry-against-a-leader', rule: rules.leaderCombat, answer: chivalryAgainstLeader },
];

/** One example by its anchor id. */
export function workedExample(id: string): WorkedExample {
  return find(workedExamples, id);
}
