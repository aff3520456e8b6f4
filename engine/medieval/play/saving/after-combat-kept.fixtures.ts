/** A whole game whose combat left three steps waiting, kept as a file holds them. */
import type { TerrainMark } from '../../board/types.ts';
import { combatOn } from '../board-combat/after-combat.fixtures.ts';
import { keepSteps } from '../board-combat/after-combat.ts';
import { defender, front, piece } from '../board-combat/combat.fixtures.ts';

/** D1 -3: the Scots retreat with Wallace and his banner; the English pursue (terrain: marks by hex). */
export function keptCombat(terrain?: Record<string, readonly TerrainMark[]>) {
  const leader = piece('sc-wallace', 'Scots', 'leader', '0406');
  const wallace = { ...leader, counter: { ...leader.counter, banner: true } };
  const run = combatOn([defender, wallace, front], 'D1 -3', {
    extra: {
      banners: { 'sc-wallace': 'held' },
      fatigue: { 'sc-wallace': 0 },
      losses: { Scots: 0, English: 0 },
    },
    ...(terrain ? { terrain } : {}),
  });
  return { run, setup: run.context.setup, kept: keepSteps(run.applied.after, run.steps) };
}
