/**
 * What a calculator that keeps its input to itself (skirmish fire, fatigue,
 * the officer morale test) was asked, read back
 * from its fields as it reads them, so the check proposes from the engine's
 * own answer to the same input.
 */
import type { Result } from '../../../../engine/core/index.ts';
import {
  fatigueScore,
  officerMoraleOdds,
  resolveOfficerMorale,
  resolveSkirmish,
  type ImportanceClass,
  type LostUnit,
  type OfficerMoraleInput,
  type OfficerMoraleOutcome,
  type Origin,
  type Temperament,
  type UnitDice,
  type Armour,
  type FatigueInput,
  type Order,
  type Readings,
  type SkirmishWeapon,
  type TerrainClass,
} from '../../../../engine/macbeth-to-medici/index.ts';

interface Fields {
  text(key: string): string;
  number(key: string): number;
  flag(key: string): boolean;
}

/** Skirmish fire's hits and the shorter Reaction movement, from the tool's fields. */
export function skirmishOf(tool: Fields, readings: Readings) {
  return resolveSkirmish(
    {
      order: tool.text('order') as Order,
      steady: tool.flag('steady'),
      supportingRank: tool.flag('supportingRank'),
      overlaps: tool.number('overlaps'),
      enemyOverlaps: tool.number('enemyOverlaps'),
      weapon: tool.text('weapon') as SkirmishWeapon,
      hitsCarried: tool.number('hitsCarried'),
      mounted: tool.flag('mounted'),
      range: tool.number('range'),
      target: {
        armour: tool.text('target.armour') as Armour,
        shielded: tool.flag('target.shielded'),
        pavise: tool.flag('target.pavise'),
        order: tool.text('target.order') as Order,
        moving: tool.flag('target.moving'),
        mounted: tool.flag('target.mounted'),
      },
    },
    readings,
  );
}

const terrainClasses: readonly TerrainClass[] = [1, 2, 3];

/** The turn's fatigue score, from the tool's fields (each feature crossed counts its class). */
export function fatigueOf(tool: Fields) {
  return fatigueScore({
    base: tool.text('base') as FatigueInput['base'],
    movedFast: tool.flag('movedFast'),
    fired: tool.flag('fired'),
    impacts: tool.number('impacts'),
    melees: tool.number('melees'),
    armour: tool.text('armour') as Armour,
    terrain: terrainClasses.flatMap((cls) =>
      Array<TerrainClass>(tool.number(`terrain${cls}`)).fill(cls),
    ),
  });
}

const importanceClasses: readonly ImportanceClass[] = ['A', 'B', 'C', 'D'];

/**
 * The officer morale test's outcome from the tool's fields and dice: rolled
 * when a test is due, else the one outcome the engine gives (no test, or a
 * Shaken officer breaking); undefined while the dice are unread.
 */
export function officerMoraleOf(
  tool: Fields & { readonly faces: number[][] | undefined },
  readings: Readings,
): Result<OfficerMoraleOutcome> | undefined {
  const tribal = tool.text('origin') === 'tribal';
  const lostNow: LostUnit[] = importanceClasses.flatMap((cls) => [
    ...Array<LostUnit>(tool.number(`lost${cls}`)).fill({ cls, tribalSeenByTribal: tribal }),
    ...Array<LostUnit>(tool.number(`foreign${cls}`)).fill({ cls, foreign: true }),
  ]);
  const input: OfficerMoraleInput = {
    temperament: tool.text('temperament') as Temperament,
    origin: tool.text('origin') as Origin,
    dice: tool.text('diceKind') as UnitDice,
    leadership: tool.number('leadership'),
    command: tool.number('command'),
    countBefore: tool.number('countBefore'),
    lostNow,
    cInCLost: tool.flag('cInCLost'),
    otherCommandsLost: tool.flag('otherCommandsLost'),
  };
  const odds = officerMoraleOdds(input, readings);
  if (!odds.ok) return odds;
  const outcomes = odds.value.outcomes.map((o) => o.value);
  if (!outcomes.some((o) => ['pass', 'up', 'down'].includes(o.result)))
    return { ok: true, value: outcomes[0]! };
  const faces = tool.faces?.[0];
  if (!faces) return undefined;
  const rolled = resolveOfficerMorale(input, { faces }, readings);
  return rolled.ok ? { ok: true, value: rolled.value.outcome } : rolled;
}
