/**
 * Every rule number the engine emits, in any edition, is a rule that edition
 * prints. The public functions run over a broad set of inputs (valid and
 * not), and every `rule` field anywhere in what they return is collected:
 * audit-trail steps, modifiers, errors, tests, odds.
 *
 * Convention: a `rule` is (1) a number in content/<edition>/printed-rules.json,
 * (2) the printed title of one of the edition's tables ('COMBAT TABLE'),
 * (3) 'Game Tables', the book's pages of tables, (4) a named section of the
 * edition's rule map (Kosovo's 'Errata', 1066's 'Hastings' scenario), or
 * (5) a dice notation ('1D6', '2D6') from the shared dice checks.
 * Every value of every edition's rule map and every citation of the
 * errata register are held to the same convention.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errata, rulesOf } from './errata.ts';
import { editions, type EditionProfile } from './editions.ts';
import {
  allowedTurns,
  analyseCombat,
  canPassZoc,
  chainCombatOdds,
  checkRideDown,
  checkStacking,
  checkTerrainEntry,
  describeLeaderChoices,
  explainAftermath,
  explainColumn,
  fatigueCheck,
  fireOdds,
  fortificationDestroyedOn,
  moraleTestOdds,
  moveCost,
  pursuitOdds,
  reentryHexes,
  regroupOdds,
  resolveFire,
  resolveMoraleTest,
  resolvePursuit,
  resolveWolfPit,
  resultOfRoll,
  returnTurn,
  turnCost,
  type CombatInput,
} from '../index.ts';
import { resolveReadings } from './editions.ts';
import { ruleKeys, ruleNumber } from './rule-map.ts';
import { fireWeapons, fireTerrains } from '../ranged-fire/rules.ts';
import {
  checkFriendlyFire,
  checkLeaderHit,
  resolveCrossbowFollowUp,
  testHorseArcherRetreat,
} from '../ranged-fire/follow-ups.ts';
import { leaveMapCost } from '../movement/cost.ts';
import { chargeAfterHex } from '../movement/terrain.ts';
import { testCategories, type EditionId } from '../types.ts';

const runs = { numRuns: 300, seed: 1314 };

/** The rule numbers the book prints (content/<edition>/printed-rules.json). */
async function printedRules(edition: EditionId): Promise<readonly string[]> {
  const json = (await import(`../../../content/${edition}/printed-rules.json`)) as {
    default: readonly string[];
  };
  return json.default;
}

async function allowedRules(edition: EditionProfile): Promise<Set<string>> {
  const printed = await printedRules(edition.id);
  const { tables } = edition;
  const titles = [
    tables.combat.source.title,
    tables.retreatTest.source.title,
    tables.pursuit.source.title,
    tables.terrain.source.title,
    tables.fortifications.source.title,
    ...tables.fire.map((t) => t.source.title),
    ...(tables.moraleTest ? [tables.moraleTest.source.title] : []),
  ];
  const sections = Object.values(edition.rules.sections).filter((s) => s !== null);
  return new Set([...printed, ...titles, 'Game Tables', ...sections, '1D6', '2D6']);
}

/** Every string `rule` field in a value, with the path that leads to it. */
function collectRules(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (Array.isArray(value)) value.forEach((v, i) => collectRules(v, `${path}[${i}]`, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === 'rule' && typeof v === 'string') out.push([`${path}.rule`, v]);
      else collectRules(v, `${path}.${key}`, out);
    }
  }
  return out;
}

const emitted = new Map<EditionId, Map<string, string>>();
function record(edition: EditionId, value: unknown, what: string) {
  const seen = emitted.get(edition) ?? new Map<string, string>();
  for (const [path, rule] of collectRules(value))
    if (!seen.has(rule)) seen.set(rule, `${what}${path}`);
  emitted.set(edition, seen);
}

const kinds = [
  'cavalry',
  'infantry',
  'archers',
  'crossbowmen',
  'horse-archers',
  'bombard',
] as const;
const terrains = ['clear', 'stream', 'road', 'swamps', 'forest', 'village', 'hill'] as const;
const validUnit = fc
  .record({
    kind: fc.constantFrom(...kinds),
    sp: fc.integer({ min: 1, max: 4 }),
    armor: fc.integer({ min: 0, max: 2 }),
    cf: fc.integer({ min: 0, max: 3 }),
    disorganized: fc.boolean(),
    shiltron: fc.boolean(),
  })
  .map((u) => ({ ...u, cf: u.kind === 'cavalry' ? u.cf : 0 }));
// One unit in ten is off the scale (0 SP, armor 3, CF on infantry): errors are emitted too.
const looseUnit = fc.record({
  kind: fc.constantFrom(...kinds),
  sp: fc.integer({ min: 0, max: 4 }),
  armor: fc.integer({ min: 0, max: 3 }),
  cf: fc.integer({ min: 0, max: 3 }),
});
const unit = fc.oneof({ arbitrary: validUnit, weight: 9 }, { arbitrary: looseUnit, weight: 1 });
const side = fc.record({
  units: fc.array(unit, { minLength: 0, maxLength: 3 }),
  leader: fc.constantFrom('none', 'in-range', 'stacked'),
  banner: fc.boolean(),
});
const combat: fc.Arbitrary<CombatInput> = fc.record({
  attacker: fc
    .record({
      rearHexes: fc.integer({ min: 0, max: 3 }),
      opposingDirections: fc.boolean(),
      countercharge: fc.boolean(),
      throughFortifications: fc.boolean(),
      onSwamps: fc.boolean(),
    })
    .chain((extra) => side.map((s) => ({ ...s, ...extra }))),
  defender: fc
    .record({
      terrain: fc.constantFrom(...terrains),
      fortified: fc.boolean(),
      leaderAlone: fc.boolean(),
      palisade: fc.boolean(),
      wallOfShields: fc.boolean(),
    })
    .chain((extra) => side.map((s) => ({ ...s, ...extra }))),
  morale: fc.integer({ min: -3, max: 3 }),
});

function driveCombat(edition: EditionProfile) {
  const id = edition.id;
  fc.assert(
    fc.property(
      combat,
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: -1, max: 6 }),
      (input, roll, hexes) => {
        for (const readings of [
          {},
          { kosovoACell: 'A1 -1' as const, rearAttack: 'per-hex' as const },
        ]) {
          const analysis = analyseCombat(id, input, readings);
          record(id, analysis, 'analyseCombat');
          if (!analysis.ok) continue;
          record(id, resultOfRoll(analysis.value, roll), 'resultOfRoll');
          const context = {
            attacker: { hexesCanRetreat: hexes },
            defender: { hexesCanRetreat: hexes },
          };
          const odds = chainCombatOdds(analysis.value, input, context);
          record(id, odds, 'chainCombatOdds');
          record(id, explainColumn(analysis.value), 'explainColumn');
          if (odds.ok)
            for (const o of odds.value.outcomes)
              for (const side of [o.attacker, o.defender])
                record(id, explainAftermath(edition, side), 'explainAftermath');
        }
      },
    ),
    runs,
  );
}

function driveFire(edition: EditionProfile) {
  const id = edition.id;
  for (const weapon of [...fireWeapons, 'sling' as (typeof fireWeapons)[number]])
    for (const range of [0, 1, 2, 3, 4, 5, 9])
      for (const terrain of [...fireTerrains, 'swamp' as (typeof fireTerrains)[number]])
        for (const armor of [0, 1, 2, 3])
          for (const fireTable of ['chapter', 'game-tables', 'both'] as const) {
            const input = {
              edition: id,
              weapon,
              range,
              target: { armor, terrain, wallOfShields: armor === 1 },
              firerSp: armor,
              friendlyZoc: armor > 0,
              leaderInHex: armor < 2,
              readings: { fireTable: fireTable as 'chapter' },
            };
            record(id, fireOdds(input), `fireOdds ${weapon}`);
            for (const dice of [1, 2, 5, 7, 9, 12, 13])
              record(id, resolveFire(input, dice), `resolveFire ${weapon}`);
          }
  for (const die of [0, 1, 3, 6, 7]) {
    record(id, checkFriendlyFire(id, die), 'checkFriendlyFire');
    for (const loss of [0, 1])
      record(
        id,
        resolveCrossbowFollowUp(
          { edition: id, effect: { loss, breaks: null, stopped: false, destroyed: false } },
          die,
        ),
        'resolveCrossbowFollowUp',
      );
  }
  for (const dice of [1, 2, 7, 12, 13]) record(id, checkLeaderHit(id, dice), 'checkLeaderHit');
  for (const category of [...testCategories, 'dragon' as (typeof testCategories)[number]])
    for (const die of [0, 1, 6])
      record(id, testHorseArcherRetreat({ edition: id, category }, die), 'testHorseArcherRetreat');
}

function driveMovement(edition: EditionProfile) {
  const id = edition.id;
  const mover = fc.constantFrom(...kinds, 'leader' as const, 'wagon' as 'leader');
  fc.assert(
    fc.property(
      mover,
      fc.integer({ min: -1, max: 4 }),
      fc.integer({ min: 0, max: 3 }),
      fc.constantFrom(...terrains),
      fc.boolean(),
      fc.boolean(),
      fc.constantFrom(0, 60, 90, 120, 180, 240),
      (kind, cf, armor, terrain, flag, other, degrees) => {
        record(
          id,
          turnCost(
            id,
            {
              kind,
              cf,
              armor,
              degrees,
              inZoc: flag,
              terrain,
              onRoad: other,
              context: flag ? 'pursuit' : other ? 'retreat' : undefined,
              mpAvailable: cf,
              startOfPhase: other,
            } as never,
            { turnTerrainCost: other ? 'example' : 'table' },
          ),
          'turnCost',
        );
        record(id, allowedTurns(id, { kind, cf }), 'allowedTurns');
        record(
          id,
          moveCost(id, {
            kind,
            armor,
            cf,
            terrain,
            stream: flag,
            road: other,
            fortifications: flag ? 'walls' : other ? 'gate' : 'none',
            friendlyOccupied: other,
            passingZoc: flag,
            charge: flag ? 'gain' : other ? 'hold' : 'reduce',
            mpAvailable: armor - 1,
          } as never),
          'moveCost',
        );
        record(
          id,
          canPassZoc(id, { kind, cf, enemyCf: flag ? [cf, armor] : armor, pursuit: other }),
          'canPassZoc',
        );
        record(
          id,
          checkTerrainEntry(id, {
            kind,
            cf,
            terrain,
            ford: flag,
            fortifications: other,
            road: flag && other,
          }),
          'checkTerrainEntry',
        );
        record(
          id,
          chargeAfterHex(id, {
            kind,
            cf,
            charge: flag ? 'gain' : 'reduce',
            uphill: flag,
            stream: other,
            bridge: flag && other,
            terrain,
            ford: other,
            fortifications: flag,
            pursuit: other,
          } as never),
          'chargeAfterHex',
        );
        for (const formation of ['none', 'shiltron', 'palisade', 'wall-of-shields'] as const)
          record(
            id,
            checkRideDown(id, {
              rider: { kind, cf, armor },
              approach: { uphill: flag, stream: other, hold: flag, road: other },
              targets: [
                { kind: flag ? 'infantry' : 'archers', armor, sp: cf, formation },
                ...(other ? [{ kind: 'cavalry' as const, armor: 0, sp: 1 }] : []),
              ],
              terrain,
              fortifications: flag && !other,
              building: other && !flag,
              ford: flag && other,
              context: flag ? 'pursuit' : other ? 'retreat' : 'movement',
            } as never),
            'checkRideDown',
          );
        record(
          id,
          checkStacking(id, {
            units: [
              { kind, sp: cf + armor, panicked: flag },
              { kind: 'cavalry', sp: armor },
            ] as never,
            fortified: other,
          }),
          'checkStacking',
        );
        record(
          id,
          returnTurn(id, {
            turn: cf,
            phase: degrees / 30,
            player: flag ? 'A' : 'B',
            arm: other ? 'cavalry' : (kind as 'infantry'),
          } as never),
          'returnTurn',
        );
        record(
          id,
          reentryHexes(id, {
            departureHex: flag ? '0105' : other ? '12' : '3030',
            kind,
            edge: (['north', 'south', 'east', 'west', 'up'] as const)[armor] as never,
            ...(other
              ? { bounds: { firstColumn: 1, lastColumn: 30 - cf * 20, firstRow: 1, lastRow: 20 } }
              : {}),
          }),
          'reentryHexes',
        );
      },
    ),
    runs,
  );
  record(id, leaveMapCost(id), 'leaveMapCost');
}

function driveMoraleAndObjects(edition: EditionProfile) {
  const id = edition.id;
  for (const morale of [-4, -1, 0, 1, 2, 3, 0.5])
    for (const hexesFromLeader of [-1, 0, 1, 2, 3, 5, 6, 9, 1.5]) {
      record(id, pursuitOdds(edition, { hexesFromLeader, morale }), 'pursuitOdds');
      for (const roll of [0, 1, 6])
        record(id, resolvePursuit(edition, { hexesFromLeader, morale }, roll), 'resolvePursuit');
    }
  for (const morale of [-4, -2, 0, 2, 4, 0.5])
    for (const leader of ['none', 'in-range', 'on-hex'] as const)
      for (const moraleTestLeader of ['add', 'subtract'] as const) {
        const readings = resolveReadings(edition, { moraleTestLeader });
        record(id, moraleTestOdds(edition, { morale, leader }, readings), 'moraleTestOdds');
        for (const roll of [0, 3, 7])
          record(
            id,
            resolveMoraleTest(edition, { morale, leader }, readings, roll),
            'resolveMoraleTest',
          );
      }
  for (const sp of [0, 1, 2, 1.5])
    for (const leaderAlive of [true, false])
      for (const grandLeaderAlive of [true, false])
        record(id, regroupOdds(edition, { leaderAlive, grandLeaderAlive, sp }), 'regroupOdds');
  for (const fatigue of [-1, 0, 12, 13, 20, 1.5])
    record(id, fatigueCheck(edition, fatigue), 'fatigueCheck');
  for (const turn of [0, 1, 4, 1.5])
    record(id, fortificationDestroyedOn(edition, turn), 'fortificationDestroyedOn');
  for (const roll of [0, 1, 6, 7]) record(id, resolveWolfPit(edition, roll), 'resolveWolfPit');
}

describe('every rule number the engine emits is printed in that edition', () => {
  it.each(editions.map((e) => [e.id, e] as const))('%s', async (_id, edition) => {
    driveCombat(edition);
    record(edition.id, describeLeaderChoices(edition), 'describeLeaderChoices');
    driveFire(edition);
    driveMovement(edition);
    driveMoraleAndObjects(edition);
    for (const c of errata)
      record(
        edition.id,
        { rules: rulesOf(c, edition.id).map((rule) => ({ rule })) },
        `erratum ${c.id}`,
      );
    for (const key of ruleKeys) {
      const rule = ruleNumber(edition.rules, key);
      if (rule !== null) record(edition.id, { rule }, `rule map ${key}`);
    }
    const allowed = await allowedRules(edition);
    const seen = emitted.get(edition.id) ?? new Map<string, string>();
    const unprinted = [...seen]
      .filter(([rule]) => !allowed.has(rule))
      .map(([rule, where]) => `${rule} (${where})`);
    expect(unprinted).toEqual([]);
    // The drive reaches the engine broadly: over a hundred distinct rules per edition.
    expect(seen.size).toBeGreaterThan(105);
  });
});
