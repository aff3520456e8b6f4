/** Every printed rule of the three Medieval editions, aligned chapter by chapter. */
import { basicInformation } from './basic-information.ts';
import { phasesAndTurns } from './phases-and-turns.ts';
import { zoneOfControl } from './zone-of-control.ts';
import { movement } from './movement.ts';
import { combat } from './combat.ts';
import { morale } from './morale.ts';
import { banners } from './banners.ts';
import { leaders } from './leaders.ts';
import { scatterAndDisorganization } from './scatter-and-disorganization.ts';
import { panic } from './panic.ts';
import { rangedUnits } from './ranged-units.ts';
import { objects } from './objects.ts';
import { unitsOrganization } from './units-organization.ts';
import { fatigue } from './fatigue.ts';
import { janissaries } from './janissaries.ts';
import type { AlignedChapter } from './types.ts';

export const medievalAlignment: readonly AlignedChapter[] = [
  basicInformation,
  phasesAndTurns,
  zoneOfControl,
  movement,
  combat,
  morale,
  banners,
  leaders,
  scatterAndDisorganization,
  panic,
  rangedUnits,
  objects,
  unitsOrganization,
  fatigue,
  janissaries,
];
