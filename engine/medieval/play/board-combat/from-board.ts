/**
 * A combat read from the board (5.1.1 a): the player picks attacking
 * counters and a defending hex; positions, facings, marks and the game's
 * MORALE decide everything else the combat calculator asks for. What the
 * board cannot know (charge factors, formations, countercharge) is left at
 * its plain value and said so.
 */
import { formatHex, frontArea, hexDistance, parseHex, type Hex } from '../../../core/hex-grid.ts';
import { fail, ok, type Result } from '../../../core/result.ts';
import {
  plainCombat,
  type CombatInput,
  type CombatUnit,
  type LeaderPresence,
} from '../../combat/input.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import type { TerrainId } from '../../tables/types.ts';
import type { EditionId } from '../../types.ts';
import {
  isUnit,
  nameCounter,
  nameCounters,
  placedCounters,
  type CombatBoard,
  type PlacedCounter,
} from './view.ts';
import { readDirections, readLeader } from './positions.ts';
import {
  readAttackerSwamps,
  readDefenderTerrain,
  readFortification,
  type BoardCombatStep,
  type TerrainReading,
} from './terrain.ts';

export type { BoardCombatStep, TerrainReading } from './terrain.ts';
export type { CombatBoard } from './view.ts';

/** Everything a board decides about one combat, in the calculator's terms. */
export interface BoardCombat {
  edition: EditionId;
  sides: { attacker: string; defender: string };
  /** Unit counter ids, in setup order (leaders are not combatants). */
  attackers: string[];
  defenders: string[];
  defenderHex: string;
  units: { attacker: CombatUnit[]; defender: CombatUnit[] };
  setting: {
    attacker: {
      rearHexes: number;
      opposingDirections: boolean;
      throughFortifications: boolean;
      onSwamps: boolean;
      leader: LeaderPresence;
      banner: boolean;
    };
    defender: { terrain: TerrainId; fortified: boolean; leader: LeaderPresence; banner: boolean };
    /** 6.1.2: the MORALE in effect, positive for the attacker. */
    morale: number;
  };
  terrainReading: TerrainReading;
  /** 5.6.3: charge factors come from movement, which the board does not record: every CF is 0 until the player sets it. */
  cfFromMovement: true;
  /** One line per derived field, citing its rule ("from the board"). */
  steps: BoardCombatStep[];
}

export interface BoardCombatRequest extends CombatBoard {
  attackers: readonly string[];
  defenderHex: string;
}

/** The engine's CombatInput for a board combat (charge factors 0 until set). */
export function toBoardCombatInput(combat: BoardCombat): CombatInput {
  return plainCombat(combat.units.attacker, combat.units.defender, combat.setting);
}

function combatUnit(
  c: PlacedCounter,
  name: string,
  edition: EditionProfile,
  field: string,
): Result<CombatUnit> {
  const { sp } = c.board;
  if (sp === null)
    return fail(field, '1.2', `set the SPs of ${name}: counters print them, the setup does not`);
  const { kind } = c.setup;
  if (kind === 'leader') return fail(field, '8.1.1', `${name} is a leader, not a unit`);
  const unit: CombatUnit = { kind, sp, armor: c.setup.armor ?? 0, cf: 0 };
  return ok(
    edition.has.disorganization && c.board.status === 'disorganized'
      ? { ...unit, disorganized: true }
      : unit,
  );
}

/** Checks one picked attacker: known, on the map, able to fight, the defender's hex in its front area (5.2.4). */
function checkAttacker(
  id: string,
  field: string,
  placed: ReadonlyMap<string, PlacedCounter>,
  names: ReadonlyMap<string, string>,
  request: BoardCombatRequest,
  target: Hex,
  edition: EditionProfile,
): Result<PlacedCounter> {
  const setup = request.setup.counters.find((c) => c.id === id);
  const onBoard = request.state.counters[id];
  if (!setup || !onBoard) return fail(field, '5.1.1', 'a picked counter is not in this game');
  const name = names.get(id) ?? nameCounter(setup);
  if (onBoard.status === 'eliminated')
    return fail(field, edition.rules.morale.unitEliminated, `${name} has been eliminated`);
  if (onBoard.status === 'off-map')
    return fail(field, edition.rules.movement.mapExit, `${name} is off the map`);
  if (onBoard.status === 'scattered')
    return fail(field, edition.rules.morale.breakChapter, `${name} is scattered, off the board`);
  const c = placed.get(id);
  if (!c) return fail(field, '5.1.1', `${name} has not been placed on the board`);
  // A picked leader fights through the leader bonus (8.2.1), not as a unit: no facing to check.
  if (c.setup.kind === 'leader') return ok(c);
  const distance = hexDistance(c.at, target, request.map);
  if (distance !== 1)
    return fail(
      field,
      '5.2.4',
      `${name} stands ${distance} hexes from ${formatHex(target)}: an attacker must be next to the hex it attacks`,
    );
  const inFront = frontArea(c.at, c.board.facing, request.map).some(
    (h) => h.column === target.column && h.row === target.row,
  );
  if (!inFront)
    return fail(field, '5.2.4', `${formatHex(target)} is not in the front area of ${name}`);
  return ok(c);
}

/**
 * 5.1.1 a: reads a combat off the board. Attackers are unit counters of one
 * side, each next to the defender's hex with that hex in its front area
 * (5.2.4); the defenders are every enemy unit on the hex. An unset SP is an
 * error naming the counter; charge factors are 0 (the board does not know
 * the units' movement); a missing armor is 0.
 */
export function readBoardCombat(
  request: BoardCombatRequest,
  edition: EditionProfile,
): Result<BoardCombat> {
  if (request.state.edition !== edition.id)
    return fail(
      'edition',
      'editions',
      `this game is played with ${request.state.edition}, not ${edition.id}`,
    );
  const target = parseHex(request.defenderHex, request.map, 'defenderHex');
  if (!target.ok) return target;
  const targetHex = formatHex(target.value);
  if (request.attackers.length === 0)
    return fail('attackers', '5.1.1', 'pick at least one attacking unit');
  if (new Set(request.attackers).size !== request.attackers.length)
    return fail('attackers', '5.1.1', 'a counter is picked twice');
  const all = placedCounters(request);
  const placed = new Map(all.map((c) => [c.id, c]));
  const names = nameCounters(all);
  const picked: PlacedCounter[] = [];
  for (const [i, id] of request.attackers.entries()) {
    const field = `attackers.${i}`;
    const checked = checkAttacker(id, field, placed, names, request, target.value, edition);
    if (!checked.ok) return checked;
    picked.push(checked.value);
  }
  const attackers = picked.filter(isUnit);
  const first = attackers[0];
  if (!first)
    return fail('attackers', '8.1.1', 'a leader has no SPs and cannot attack without units');
  const side = first.setup.side;
  if (picked.some((c) => c.setup.side !== side))
    return fail('attackers', '5.1.1', 'the attacking counters belong to more than one side');

  const onHex = all.filter((c) => formatHex(c.at) === targetHex && c.setup.side !== side);
  const defenders = onHex.filter(isUnit);
  const lead = defenders[0];
  if (!lead) {
    return onHex.length > 0
      ? fail(
          'defenderHex',
          edition.rules.leaders.aloneDies,
          `only a leader stands on ${targetHex}: attacked alone he is killed whatever the result, with no combat to work out here`,
        )
      : fail('defenderHex', '5.2.4', `no enemy unit stands on ${targetHex}`);
  }
  const units = { attacker: [] as CombatUnit[], defender: [] as CombatUnit[] };
  for (const [role, list] of [
    ['attacker', attackers],
    ['defender', defenders],
  ] as const) {
    for (const c of list) {
      const name = names.get(c.id) ?? nameCounter(c.setup);
      const unit = combatUnit(c, name, edition, `counters.${c.id}.sp`);
      if (!unit.ok) return unit;
      units[role].push(unit.value);
    }
  }

  const marks = request.terrain[targetHex] ?? [];
  const terrainReading = readDefenderTerrain(marks, edition);
  const fortification = readFortification(marks, edition);
  const swamps = readAttackerSwamps(
    attackers.filter((a) => request.terrain[formatHex(a.at)]?.includes('swamp')).length,
    attackers.length,
    edition,
  );
  const directions = readDirections(attackers, defenders, target.value, request.map, edition);
  const attackerLeader = readLeader(side, 'attacker', attackers, all, request, edition);
  const defenderLeader = readLeader(lead.setup.side, 'defender', defenders, all, request, edition);
  const favoursFirst = request.setup.sides[0] === side;
  const morale = favoursFirst ? request.state.morale.inEffect : -request.state.morale.inEffect;
  const noArmor = [...attackers, ...defenders].filter((c) => c.setup.armor === undefined);

  const steps: BoardCombatStep[] = [
    ...directions.steps,
    { field: 'defender.terrain', rule: edition.rules.combat.terrain, text: terrainReading.text },
    ...fortification.steps,
    swamps.step,
    ...attackerLeader.steps,
    ...defenderLeader.steps,
    {
      field: 'morale',
      rule: edition.rules.combat.moraleCm,
      text: `MORALE in effect is ${request.state.morale.inEffect} toward ${request.setup.sides[0] ?? 'the first side'}: ${morale} for the attacker.`,
    },
    {
      field: 'units.cf',
      rule: edition.rules.combat.cfCm,
      text: 'Charge factors come from how the units moved, which the board does not record: each is 0 until you set it.',
    },
  ];
  if (noArmor.length > 0)
    steps.push({
      field: 'units.armor',
      rule: '1.1',
      text: `The setup prints no armor for ${noArmor.map((c) => c.setup.label).join(', ')}: read as armor 0.`,
    });
  return ok({
    edition: edition.id,
    sides: { attacker: side, defender: lead.setup.side },
    attackers: attackers.map((c) => c.id),
    defenders: defenders.map((c) => c.id),
    defenderHex: targetHex,
    units,
    setting: {
      attacker: {
        rearHexes: directions.rearHexes,
        opposingDirections: directions.opposingDirections,
        throughFortifications: fortification.fortified,
        onSwamps: swamps.onSwamps,
        leader: attackerLeader.leader,
        banner: attackerLeader.banner,
      },
      defender: {
        terrain: terrainReading.terrain,
        fortified: fortification.fortified,
        leader: defenderLeader.leader,
        banner: defenderLeader.banner,
      },
      morale,
    },
    terrainReading,
    cfFromMovement: true,
    steps,
  });
}
