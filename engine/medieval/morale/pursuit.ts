/**
 * Pursuit (5.5): whether a unit whose opponent withdrew must pursue.
 * Bannockburn and 1066 test for obligatory pursuit on the leader table (a
 * modified 1D6, −3 at MORALE +2 by 6.1.8); Kosovo makes it obligatory beyond
 * 5 hexes and at MORALE +2 without a leader on the hex (6.1.8), and tests for
 * voluntary pursuit within 5 hexes.
 */
import { checkRolled, oneD6 } from '../../core/dice.ts';
import { chance, not, type Probability } from '../../core/probability.ts';
import { fail, ok, type Result } from '../../core/result.ts';
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings, type Readings } from '../editions/readings.ts';
import { ruleOf } from '../editions/rule-map.ts';
import type { PursuitTable } from '../tables/types.ts';

export interface PursuitSituation {
  /** Hexes from the pursuing unit to its leader; 0 = leader on its hex. */
  hexesFromLeader: number;
  /** MORALE track value in the pursuing side's favour. */
  morale: number;
}

export interface PursuitOdds {
  obligatory: Probability;
  voluntary: Probability;
  /** The rule that decides, and whether a roll is needed. */
  rule: string;
  roll: boolean;
  /** The roll modifier applied (6.1.8: −3 at MORALE +2). */
  modifier: number;
}

type PursuitRow = PursuitTable['rows'][number];

/**
 * The row for a distance. Beyond a last row not printed "and more" (1066), the
 * last row is read (erratum 1066-pursuit-beyond-5); with `pursuitBeyondFive:
 * 'every-roll'` the pattern goes on and every roll makes pursuit obligatory.
 */
function rowFor(
  table: PursuitTable,
  hexes: number,
  beyond: NonNullable<Readings['pursuitBeyondFive']>,
): PursuitRow | undefined {
  const exact = table.rows.find((row) => row.hexesFromLeader === hexes);
  if (exact) return exact;
  const last = table.rows[table.rows.length - 1];
  if (!last || hexes <= last.hexesFromLeader) return undefined;
  return beyond === 'every-roll' && !last.andMore ? { ...last, rolls: 'always' } : last;
}

function passes(rolls: PursuitTable['rows'][number]['rolls'], modified: number): boolean {
  if (rolls === 'always') return true;
  return 'atMost' in rolls ? modified <= rolls.atMost : rolls.faces.includes(modified);
}

function check(edition: EditionProfile, situation: PursuitSituation): Result<PursuitSituation> {
  const { hexesFromLeader, morale } = situation;
  if (!Number.isInteger(hexesFromLeader) || hexesFromLeader < 0) {
    return fail(
      'hexesFromLeader',
      edition.tables.pursuit.source.rule,
      `hexes from the leader is a whole number from 0 up, not ${hexesFromLeader}`,
    );
  }
  if (!Number.isInteger(morale))
    return fail('morale', edition.rules.morale.track, `MORALE is a whole number, not ${morale}`);
  return ok(situation);
}

/** The exact chances of obligatory and voluntary pursuit before the roll. */
export function pursuitOdds(
  edition: EditionProfile,
  situation: PursuitSituation,
  readings: Readings = {},
): Result<PursuitOdds> {
  const checked = check(edition, situation);
  if (!checked.ok) return checked;
  const { hexesFromLeader: hexes, morale } = situation;
  const table = edition.tables.pursuit;
  if (edition.pursuit === 'voluntary-test') {
    if (hexes > 5)
      return ok({
        obligatory: chance(1, 1),
        voluntary: chance(0, 1),
        rule: ruleOf(edition.rules, 'pursuit.beyondRange'),
        roll: false,
        modifier: 0,
      });
    if (morale >= 2 && hexes > 0) {
      return ok({
        obligatory: chance(1, 1),
        voluntary: chance(0, 1),
        rule: edition.rules.morale.mustPursue,
        roll: false,
        modifier: 0,
      });
    }
  }
  const row = rowFor(table, hexes, resolveReadings(edition, readings).pursuitBeyondFive);
  if (!row)
    return fail(
      'hexesFromLeader',
      table.source.rule,
      `the PURSUIT table has no row for ${hexes} hexes`,
    );
  const modifier = edition.pursuit === 'obligatory-test' && morale >= 2 ? -3 : 0;
  if (row.rolls === 'always') {
    const voluntary = table.result === 'PV';
    return ok({
      obligatory: chance(voluntary ? 0 : 1, 1),
      voluntary: chance(voluntary ? 1 : 0, 1),
      rule: table.source.rule,
      roll: false,
      modifier,
    });
  }
  let ways = 0;
  for (let face = 1; face <= 6; face += 1) if (passes(row.rolls, face + modifier)) ways += 1;
  const listed = chance(ways, 6);
  const [obligatory, voluntary] =
    table.result === 'PO' ? [listed, not(listed)] : [not(listed), listed];
  return ok({ obligatory, voluntary, rule: table.source.rule, roll: true, modifier });
}

/** 5.5.2: the pursuit a rolled 1D6 gives. */
export function resolvePursuit(
  edition: EditionProfile,
  situation: PursuitSituation,
  roll: number,
  readings: Readings = {},
): Result<{ pursuit: 'obligatory' | 'voluntary'; modifiedRoll: number; rule: string }> {
  const odds = pursuitOdds(edition, situation, readings);
  if (!odds.ok) return odds;
  if (!odds.value.roll) {
    return ok({
      pursuit: odds.value.obligatory.num > 0n ? 'obligatory' : 'voluntary',
      modifiedRoll: roll,
      rule: odds.value.rule,
    });
  }
  const checked = checkRolled(oneD6, roll, 'roll');
  if (!checked.ok) return checked;
  const table = edition.tables.pursuit;
  const row = rowFor(
    table,
    situation.hexesFromLeader,
    resolveReadings(edition, readings).pursuitBeyondFive,
  );
  const modifiedRoll = roll + odds.value.modifier;
  const listed = row ? passes(row.rolls, modifiedRoll) : false;
  const obligatory = table.result === 'PO' ? listed : !listed;
  return ok({
    pursuit: obligatory ? 'obligatory' : 'voluntary',
    modifiedRoll,
    rule: odds.value.rule,
  });
}
