/**
 * The worked examples about leaders (7.00, 7.10, 9.11, 9.14) as the engine
 * works them: vulnerability checks, capture, seeking out and leader combat.
 */
import { sum, toNumber } from '../../../engine/core/index.ts';
import {
  defaultReadings,
  figureMountings,
  formatHitNumber,
  leaderCombat,
  meleeLoneLeader,
  randomLeaderOdds,
  randomLeaders,
  readLeaderHit,
  readVulnerabilityCheck,
  seekingChance,
  vulnerabilityChance,
  vulnerabilityChecks,
  vulnerabilityNumber,
  readRandomLeader,
  rules,
} from '../../../engine/knighthood/index.ts';
import { formatSigned } from '../../calculators/kit/format.ts';
import { find, over36, plain, say, valueOf } from './example-format.ts';

export function randomLeaderClasses(): string[] {
  const odds = randomLeaderOdds();
  const named = (leader: string) => randomLeaders.find((l) => l.leader === leader)?.name;
  const read = (roll: number, reroll?: number): string =>
    valueOf(readRandomLeader(roll, reroll)) ?? '';
  const first = read(2);
  const second = read(6, 6);
  const otherwise = read(6, 5);
  return [
    ...randomLeaders.map(
      (l) =>
        `${rules.leaderClasses} ${l.roll}: ${l.leader} (${l.name}), ${over36(odds[l.leader])} in all.`,
    ),
    `Rolled 2: ${first} (${named(first)}). Rolled 6, then 6: ${second} (${named(second)}); 6, then 5: ${otherwise} (${named(otherwise)}).`,
  ];
}

export function leaderVulnerabilityCheck(): string[] {
  const checks = valueOf(vulnerabilityChecks('unit-fired-on'));
  const vf = vulnerabilityNumber('B', 'unit-fired-on');
  const read = valueOf(readVulnerabilityCheck('B', 'unit-fired-on', 1, 2));
  return [
    `His unit fired on, a B leader makes ${checks} VF check at ${formatHitNumber(vf)}, hit ${over36(vulnerabilityChance('B', 'unit-fired-on'))} of the time.`,
    `Dice 1, then 2: ${read.hit ? 'hit' : 'missed'}. Leader Hit Chart, 2: ${say(valueOf(readLeaderHit(2)).result)}.`,
  ];
}

export function leaderCapture(): string[] {
  const hit = valueOf(readLeaderHit(2, 1));
  return [
    `Leader Hit Chart 2: ${say(hit.result)}; capture roll 1: ${hit.captured ? 'captured' : 'free'}.`,
  ];
}

export function seekingBonus(): string[] {
  const found = valueOf(seekingChance('A', 'B', ['in-contact']));
  return [
    `${formatHitNumber(found.base)} ${formatSigned(found.modifier)}: ${formatHitNumber(found.chance)}, ${over36(found.odds)}.`,
  ];
}

export function seekingTarget(): string[] {
  const found = valueOf(seekingChance('A', 'C', ['elevated', 'within-30', 'enemy-between']));
  return [
    `Base ${formatHitNumber(found.base)}, modifier ${formatSigned(found.modifier)}: a modified ${formatHitNumber(found.chance)}, ${plain(found.odds)} to find him.`,
  ];
}

export function leaderCombatExample(): string[] {
  const onHorse = { mounted: true, attackingSuperiorPosition: false } as const;
  const fight = valueOf(
    leaderCombat(
      { ...onHorse, fighter: 'B', upslope: true },
      { ...onHorse, fighter: 'D', upslope: false },
      { first: { first: 1 }, second: { first: 4 } },
    ),
  );
  const { first: b, second: d } = fight;
  const wound = valueOf(readLeaderHit(4, 6));
  const hits = (hit: boolean | undefined) => (hit ? 'hits' : 'misses');
  return [
    `B leader upslope ${b.points} points, D leader ${d.points}: ${b.standing}; the B leader hits on ${formatHitNumber(b.hit)}, the D leader on ${formatHitNumber(d.hit)}.`,
    `The B leader rolls 1 and ${hits(fight.hits?.first)}; the D leader rolls 4 and ${hits(fight.hits?.second)}.`,
    `Leader Hit Chart 4: ${say(wound.result)}; capture roll 6: ${wound.captured ? 'captured' : 'not captured'}.`,
  ];
}

export function chivalryAgainstLeader(): string[] {
  const figures = find(figureMountings, 'close-order-cavalry').figures;
  const melee = valueOf(
    meleeLoneLeader(
      {
        fighter: 'chivalry',
        figuresOnOneMms: figures,
        mounted: true,
        upslope: false,
        attackingSuperiorPosition: false,
      },
      { fighter: 'D', mounted: true, upslope: false, attackingSuperiorPosition: false },
      defaultReadings,
    ),
  );
  if (melee.method !== 'vulnerability-checks')
    throw new Error(`examples: ${rules.leaderCombat} reads VF checks`);
  const { risk } = melee;
  const untouched = sum(
    risk.fates
      .filter((f) => f.value.condition === 'unharmed' && !f.value.captured)
      .map((f) => f.chance),
  );
  return [
    `${figures} figures on 1MMS of chivalry: ${risk.checks} VF checks for the D leader, each hit on ${formatHitNumber(risk.hitNumber)} (${over36(risk.hitChance)}).`,
    `All ${risk.checks} leave him no worse and free ${plain(untouched)} of the time, about ${Math.round(100 * toNumber(untouched))}%.`,
  ];
}
