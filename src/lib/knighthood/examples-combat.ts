/**
 * Chapter V's worked examples (5.01 to 5.40) as the engine works them: charge
 * reactions, supporting fire, minimum strength, combat dice and breakthroughs.
 */
import {
  combatDice,
  defaultReadings,
  defensiveFireColumn,
  defensiveFireRange,
  figureMountings,
  fraction,
  chargeIncrementsNeeded,
  reactionPointsFor,
  reactions,
  reactionsAllowed,
  resolveRound,
  type CombatFormation,
  type RearRankDice,
  type RoundSide,
  rules,
} from '../../../engine/knighthood/index.ts';
import { formatSigned } from '../../calculators/kit/format.ts';
import { find, over36, say, valueOf } from './example-format.ts';

export function reaction(): string[] {
  const increments = valueOf(chargeIncrementsNeeded(15, 10));
  const rp = valueOf(reactionPointsFor('moving-infantry', increments, ['flank-or-rear']));
  const counted = valueOf(
    reactionPointsFor('moving-infantry', increments, ['flank-or-rear'], {
      movingInfantryReaction: 'example-count',
    }),
  );
  const allowed = reactionsAllowed(counted.points).map(
    (r) => r.label.charAt(0).toLowerCase() + r.label.slice(1),
  );
  const turn = find(reactions, 'change-face-or-formation');
  return [
    `15" at a CI of 10" is ${increments}CI. Read here as ${rules.reactionChart}: moving infantry, ${increments}CI column: ${rp.base}RP, ${formatSigned(rp.modifier)} for the flank: ${rp.points}RP, so no reaction at all.`,
    `Under the example's count: ${counted.base}RP, ${formatSigned(counted.modifier)} for the flank: ${counted.points}RP.`,
    `${counted.points}RP allows: ${allowed.join('; ')}. ${turn.label} costs ${turn.cost}RP.`,
  ];
}

function t12Column(increments: number, charged: boolean): string {
  const column = valueOf(defensiveFireColumn(increments, charged));
  const odds = valueOf(defensiveFireRange(column)).odds;
  const who = charged ? 'The charged unit' : 'A unit not charged';
  return `${who} reads ${rules.defensiveFireChart}'s ${column}CI column: ${odds.map((o) => `${say(o.range)} ${over36(o.chance)}`).join(', ')}.`;
}

export function supportingFire(): string[] {
  return [t12Column(3, false), t12Column(3, true)];
}

const infantry = find(figureMountings, 'close-order-infantry').figures;
const cavalryFigures = find(figureMountings, 'close-order-cavalry').figures;
const lts: CombatFormation = {
  figuresPerMms: infantry,
  front: 4,
  rearRanks: [4, 2],
  weapon: 'long-spear',
  incohesive: false,
  shape: 'line',
  disordered: false,
  caughtInFlankOrRear: false,
};
const cavalry: CombatFormation = {
  ...lts,
  figuresPerMms: cavalryFigures,
  front: 2,
  rearRanks: [2, 2],
  weapon: 'others',
};

const rankWords: Record<RearRankDice['reason'], string> = {
  counted: 'counted',
  'beyond-weapon-depth': 'beyond its weapon’s depth',
  'under-half-strength': 'under half the front',
};
const rankLine = (r: RearRankDice) =>
  `rank ${r.rank}, ${r.mms}MMS ${rankWords[r.reason]}: ${r.dice}D`;

/** 5.40: a side's dice fighting an enemy of the same front, every MMS in contact. */
function diceAgainstEqualFront(unit: CombatFormation) {
  return valueOf(combatDice(unit, { ...unit, rearRanks: [] }, unit.front, defaultReadings));
}

export function minimumStrength(): string[] {
  const full = diceAgainstEqualFront(lts);
  const weak = diceAgainstEqualFront({ ...lts, rearRanks: [4, 1] });
  return [full, weak].flatMap((d) =>
    d.rear
      .filter((r) => r.rank === 3)
      .map((r) => `Behind a front of ${d.frontMms}MMS, ${rankLine(r)}.`),
  );
}

function diceLine(name: string, unit: CombatFormation): string {
  const d = diceAgainstEqualFront(unit);
  const rear = d.rear.map(rankLine).join('; ');
  return `${name}: front ${d.frontMms}MMS of ${unit.figuresPerMms} figures, ${d.frontDice}D; ${rear}: ${d.dice}D in all.`;
}

export function combatDiceExample(): string[] {
  return [diceLine('LTS (long spear)', lts), diceLine('Cavalry', cavalry)];
}

/**
 * 5.40 Breakthroughs. The book gives no hits, so the answer supposes some (5 of
 * the cavalry's dice hit, 2 of the infantry's); resolving a round reads no hit number.
 */
export function breakthroughCasualties(): string[] {
  const cavalryDice = diceAgainstEqualFront(cavalry).dice;
  const unread = fraction(2, 3);
  const horse: RoundSide = { dice: cavalryDice, hit: unread, mayBreakThrough: true, mms: 6 };
  const foot: RoundSide = { dice: 22, hit: unread, mayBreakThrough: false, mms: 10 };
  const round = resolveRound(horse, foot, 5, 2, defaultReadings);
  return [
    `Say 5 of the cavalry's ${cavalryDice} dice hit and they take 2 hits: ${round.a.brokeThrough ? 'they break through' : 'no breakthrough'}.`,
    `The LTS lose ${round.b.lost} figures: the 5 hits and ${horse.mms} more, one per cavalry MMS.`,
  ];
}
