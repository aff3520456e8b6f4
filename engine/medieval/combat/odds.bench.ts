/** The full chain (analysis + aftermath odds) must stay far below 1 ms per combat. */
import { test } from 'vitest';
import type { CombatInput } from './input.ts';
import { chainCombatOdds } from './combat-by-id.ts';
import { analyseCombat } from './combat-by-id.ts';

const fight: CombatInput = {
  attacker: {
    units: [
      { kind: 'cavalry', sp: 2, armor: 2, cf: 3 },
      { kind: 'cavalry', sp: 2, armor: 1, cf: 2 },
      { kind: 'cavalry', sp: 1, armor: 0, cf: 1 },
    ],
    leader: 'stacked',
    banner: true,
    rearHexes: 1,
    opposingDirections: false,
    countercharge: false,
    throughFortifications: false,
    onSwamps: false,
  },
  defender: {
    units: [
      { kind: 'infantry', sp: 2, armor: 1, cf: 0 },
      { kind: 'archers', sp: 1, armor: 0, cf: 0 },
    ],
    leader: 'stacked',
    banner: false,
    terrain: 'hill',
    fortified: false,
    leaderAlone: false,
  },
  morale: 1,
};

for (const edition of ['bannockburn-1314', 'kosovo-1389', '1066']) {
  test(`exact odds of a full combat chain, ${edition}`, async ({ bench }) => {
    await bench(edition, () => {
      const analysis = analyseCombat(edition, fight);
      if (!analysis.ok) throw new Error(analysis.error.message);
      const odds = chainCombatOdds(analysis.value, fight, { defender: { hexesCanRetreat: 2 } });
      if (!odds.ok) throw new Error(odds.error.message);
    }).run();
  });
}
