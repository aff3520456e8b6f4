/**
 * The book's worked examples as the engine works them, for the examples page:
 * each answer line is built from an engine result, never retyped. An example
 * the engine does not model yet has no lines; the page says so.
 */
import { formatOver, type Probability, type Result } from '../../../engine/core/index.ts';
import {
  advanceTowardEnemy,
  apparentArmourClass,
  closeCombatHitNumber,
  defaultReadings,
  defensiveFireRange,
  expectedHits,
  figureMountings,
  formatHitNumber,
  fraction,
  hitChance,
  leaderVulnerability,
  missileDice,
  missileHitNumber,
  missileWeapons,
  movementRates,
  randomLeaderOdds,
  randomLeaders,
  reactionPointsFor,
  readFirstDie,
  readLeaderHit,
  readSecondDie,
  readUnitDice,
  seekingChance,
  terrainCheck,
  type FireTarget,
  type FiringUnit,
  weaponDepths,
} from '../../../engine/knighthood/index.ts';
import { formatSigned } from '../../calculators/kit/format.ts';

/** The value of an engine result; a failure is a bug in this page's inputs and stops the build. */
function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`examples: ${result.error.rule} ${result.error.message}`);
  return result.value;
}

const over36 = (p: Probability) => formatOver(p, 36);
const words: Record<string, string> = {
  hit: 'a hit',
  miss: 'a miss',
  'roll-again': 'rolled again',
  'severe-wound': 'severe wound',
  'mortal-wound': 'mortal wound',
  'no-effect': 'no effect',
};
const say = (code: string) => words[code] ?? code;
const plain = (p: Probability) => `${p.num}/${p.den}`;
const find = <T extends { id: string }>(rows: readonly T[], id: string): T => {
  const row = rows.find((r) => r.id === id);
  if (!row) throw new Error(`examples: no table line "${id}"`);
  return row;
};

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
    `Dice: ${general.dice} of ${general.fullDice} after a full move under 4.20's general rule; ${chart.dice === 0 ? 'none' : chart.dice} under T8's crossbow line, the default reading.`,
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

function leaderVulnerabilityCheck(): string[] {
  const vf = leaderVulnerability.B.missile;
  return [
    `A B leader's VF against missile fire is ${formatHitNumber(vf)}: a first die of 1 is ${say(readFirstDie(vf, 1))}, and a second die of 2 is ${say(readSecondDie(vf, 2))}.`,
    `Leader Hit Chart, 2: ${say(valueOf(readLeaderHit(2)).result)}.`,
  ];
}

function seekingTarget(): string[] {
  const found = valueOf(seekingChance('A', 'C', ['elevated', 'within-30', 'enemy-between']));
  return [
    `Base ${formatHitNumber(found.base)}, modifier ${formatSigned(found.modifier)}: a modified ${formatHitNumber(found.chance)}, ${plain(found.odds)} to find him.`,
  ];
}

function leaderCombat(): string[] {
  const combat = valueOf(closeCombatHitNumber('cav-vs-cav', 4, 4));
  const wound = valueOf(readLeaderHit(4, 6));
  return [
    `4 points against 4, cavalry against cavalry: ${combat.standing}, hit on ${formatHitNumber(combat.hit)}.`,
    `Leader Hit Chart 4: ${say(wound.result)}; capture roll 6: ${wound.captured ? 'captured' : 'not captured'}.`,
  ];
}

/** One worked example of the book. */
export interface WorkedExample {
  /** Anchor on the examples page: `#ex-<id>`. */
  id: string;
  /** The rule the book prints it under. */
  rule: string;
  /** What the engine gives for it, one line each; none when the engine does not model it yet. */
  answer: () => string[];
}

const cavalry = find(movementRates, 'cl-cavalry');
const longbow = find(missileWeapons, 'longbow');
const knights = find(figureMountings, 'close-order-cavalry');

export const workedExamples: readonly WorkedExample[] = [
  {
    id: 'longbow-range',
    rule: '1.00',
    answer: () => [`T8: a longbow reaches ${longbow.ranges.long}" at long range.`],
  },
  { id: 'fraction-dice', rule: '1.00', answer: fractionDice },
  { id: 'crossing-bands', rule: '3.00', answer: crossingBands },
  {
    id: 'charge-increments',
    rule: '3.00',
    answer: () => [
      `T5: close order cavalry move ${cavalry.inches.near}" in the 0-15" band, their CI.`,
    ],
  },
  {
    id: 'halting-number',
    rule: '3.9',
    answer: () => {
      const check = valueOf(terrainCheck(['slope', 'open-woods'], [], 5));
      return [
        `Halting number ${check.halt}; a roll of 5 ${check.passed ? 'passes' : 'halts'}; the check passes ${formatOver(check.passChance, 6)} of the time.`,
      ];
    },
  },
  {
    id: 'longbow-ranks',
    rule: '4.20',
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
  { id: 'crossbows-at-heavy-infantry', rule: '4.20', answer: crossbowsAtHeavyInfantry },
  { id: 'longbows-halve-armour', rule: '4.30', answer: longbowsHalveArmour },
  { id: 'crossbows-at-knights', rule: '4.50', answer: crossbowsAtKnights },
  {
    id: 'reaction',
    rule: '5.01',
    answer: () => {
      const rp = valueOf(reactionPointsFor('moving-infantry', 3, ['flank-or-rear']));
      return [
        `T11 moving infantry, 3CI column: ${rp.base}RP, ${formatSigned(rp.modifier)} for the flank: ${rp.points}RP.`,
      ];
    },
  },
  {
    id: 'supporting-fire',
    rule: '5.10',
    answer: () =>
      [2, 3].map((ci) => {
        const odds = valueOf(defensiveFireRange(ci)).odds;
        return `T12 ${ci}CI column: ${odds.map((o) => `${say(o.range)} ${over36(o.chance)}`).join(', ')}.`;
      }),
  },
  { id: 'minimum-strength', rule: '5.20', answer: () => [] },
  {
    id: 'combat-dice',
    rule: '5.40',
    answer: () => [
      `T13: long spears fight ${find(weaponDepths, 'long-spear').mms}MMS deep, other weapons ${find(weaponDepths, 'others').mms}.`,
      `T1: ${find(figureMountings, 'close-order-infantry').figures} figures on an MMS of close order infantry, ${knights.figures} on one of close order cavalry.`,
    ],
  },
  { id: 'breakthrough-casualties', rule: '5.40', answer: () => [] },
  {
    id: 'random-leaders',
    rule: '7.00',
    answer: () => {
      const odds = randomLeaderOdds();
      return randomLeaders.map(
        (l) => `T18 ${l.roll}: ${l.leader} (${l.name}), ${over36(odds[l.leader])} in all.`,
      );
    },
  },
  { id: 'leader-vulnerability', rule: '7.00', answer: leaderVulnerabilityCheck },
  {
    id: 'leader-capture',
    rule: '7.10',
    answer: () => {
      const hit = valueOf(readLeaderHit(2, 1));
      return [
        `Leader Hit Chart 2: ${say(hit.result)}; capture roll 1: ${hit.captured ? 'captured' : 'free'}.`,
      ];
    },
  },
  {
    id: 'half-fire',
    rule: '9.09',
    answer: () => {
      const archers = {
        ...crossbows,
        weapon: 'bow',
        openOrder: true,
        mmsWide: 3,
        ranks: 1,
        moved: 'up-to-mf',
      } as const;
      return [`Full fire: ${valueOf(missileDice(archers, defaultReadings)).dice} dice.`];
    },
  },
  {
    id: 'seeking-bonus',
    rule: '9.11',
    answer: () => {
      const found = valueOf(seekingChance('A', 'B', ['in-contact']));
      return [
        `${formatHitNumber(found.base)} ${formatSigned(found.modifier)}: ${formatHitNumber(found.chance)}, ${over36(found.odds)}.`,
      ];
    },
  },
  { id: 'seeking-leader', rule: '9.11', answer: seekingTarget },
  { id: 'leader-combat', rule: '9.14', answer: leaderCombat },
  {
    id: 'chivalry-against-a-leader',
    rule: '9.14',
    answer: () => [
      `T1: ${knights.figures} figures on one MMS of close order cavalry: ${knights.figures} VF checks.`,
    ],
  },
];

/** One example by its anchor id. */
export function workedExample(id: string): WorkedExample {
  return find(workedExamples, id);
}
