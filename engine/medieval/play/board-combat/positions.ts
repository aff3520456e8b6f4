/**
 * What positions decide in a board combat: the leaders and banners each
 * side fights with (8.2.1–8.2.3, 7.1.7), the attackers in the defender's rear
 * area (3.1.1–3.1.2) and attacks from opposing directions (5.2.6).
 */
import {
  facingToward,
  formatHex,
  hexDistance,
  rearArea,
  type Facing,
  type Hex,
  type HexMap,
} from '../../../core/hex-grid.ts';
import type { LeaderPresence } from '../../combat/input.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import type { GameState } from '../../board/types.ts';
import { isUnit, nameCounter, type PlacedCounter } from './view.ts';
import type { BoardCombatStep } from './terrain.ts';

/** 8.2.1–8.2.3: the side's best leader bonus; every leader is read as a plain leader (the setup does not mark grand leaders). */
export function readLeader(
  side: string,
  role: 'attacker' | 'defender',
  fighters: readonly PlacedCounter[],
  all: readonly PlacedCounter[],
  board: { state: GameState; map: HexMap },
  edition: EditionProfile,
): { leader: LeaderPresence; banner: boolean; steps: BoardCombatStep[] } {
  const leaders = all.filter((c) => c.setup.side === side && !isUnit(c));
  const range = edition.leaderRange.leader;
  const nearest = (at: Hex) => Math.min(...fighters.map((f) => hexDistance(at, f.at, board.map)));
  const ranked = leaders
    .map((l) => ({ l, distance: nearest(l.at) }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  const { onHex, inRange } = edition.rules.leaders;
  let leader: LeaderPresence = 'none';
  let text = `No leader of the ${role} is within ${range} hex${range > 1 ? 'es' : ''} of its units.`;
  if (best && best.distance === 0) {
    leader = 'stacked';
    text = `${best.l.setup.label} stands on a hex with the ${role}'s units: 2 CMs.`;
  } else if (best && best.distance <= range) {
    leader = 'in-range';
    text = `${best.l.setup.label} is ${best.distance} hex${best.distance > 1 ? 'es' : ''} from the ${role}'s nearest unit, within a leader's range of ${range}: 1 CM. The setup does not tell grand leaders (range ${edition.leaderRange.grandLeader}) apart, so each is read as a leader.`;
  }
  const steps: BoardCombatStep[] = [
    { field: `${role}.leader`, rule: leader === 'stacked' ? onHex : inRange, text },
  ];
  const bearers = leaders.filter((l) => board.state.banners[l.id] === 'held');
  const banner = bearers.find((l) => nearest(l.at) <= 1);
  steps.push({
    field: `${role}.banner`,
    rule: edition.rules.combat.banner,
    text: banner
      ? `The banner that started with ${banner.setup.label} is taken to be on his hex (the board does not track which unit carries it), on or next to the ${role}'s units: 1 CM.`
      : `No held banner of the ${role}'s side is on or next to its units (a banner is taken to be with the leader it started with).`,
  });
  return { leader, banner: banner !== undefined, steps };
}

/** 3.1.1–3.1.2 and 5.2.6: rear hexes and opposing directions, from where the attackers stand. */
export function readDirections(
  attackers: readonly PlacedCounter[],
  defenders: readonly PlacedCounter[],
  target: Hex,
  map: HexMap,
  edition: EditionProfile,
): { rearHexes: number; opposingDirections: boolean; steps: BoardCombatStep[] } {
  // Defenders share one facing in practice; when they do not, the unit with most SPs decides.
  const lead = defenders.reduce((a, b) => ((b.board.sp ?? 0) > (a.board.sp ?? 0) ? b : a));
  const facings = new Set(defenders.map((d) => d.board.facing));
  const rear = new Set(rearArea(target, lead.board.facing, map).map(formatHex));
  const attackerHexes = new Set(attackers.map((a) => formatHex(a.at)));
  const rearHexes = [...attackerHexes].filter((h) => rear.has(h)).length;
  const sides = new Set(attackers.map((a) => facingToward(target, a.at, map)));
  const opposingDirections = [...sides].some(
    (s) => s !== undefined && sides.has(((s + 3) % 6) as Facing),
  );
  const facingNote =
    facings.size > 1
      ? ` The defenders face different ways; the rear is read from ${nameCounter(lead.setup)} (${lead.board.sp ?? '?'} SP), the unit with most SPs.`
      : '';
  return {
    rearHexes,
    opposingDirections,
    steps: [
      {
        field: 'attacker.rearHexes',
        rule: edition.rules.combat.rearAttack,
        text: `Attackers hold ${rearHexes} of the hexes in the defender's rear area.${facingNote}`,
      },
      {
        field: 'attacker.opposingDirections',
        rule: edition.rules.combat.opposingDirections,
        text: opposingDirections
          ? "Attackers stand on two opposite sides of the defender's hex: an attack from opposing directions."
          : "No two attacking hexes lie on opposite sides of the defender's hex.",
      },
    ],
  };
}
