/**
 * What a no-dice calculator (skirmish fire, fatigue) was asked, read back
 * from its fields as it reads them, so the check proposes from the engine's
 * own answer to the same input.
 */
import {
  fatigueScore,
  resolveSkirmish,
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
