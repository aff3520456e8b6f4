/**
 * Knighthood and the Middle Ages III's rules tools, listed in the registry
 * (`registry.ts`), which loads this list only for a page showing one of them.
 */
import type { BookEntry } from './registry.ts';

const knighthood = (concept: string, module: string, title: string, load: BookEntry['load']) =>
  ({ id: `knighthood/${module}`, system: 'knighthood', concept, title, load }) as const;

export const tools: readonly BookEntry[] = [
  knighthood('combat', 'charge-reaction', 'Reaction to a charge and defensive fire', () =>
    import('./knighthood/combat/charge-reaction.svelte.ts').then((m) => m.ChargeReactionTool),
  ),
  knighthood('combat', 'close-combat', 'Close combat', () =>
    import('./knighthood/combat/close-combat.svelte.ts').then((m) => m.CloseCombatTool),
  ),
  knighthood('combat', 'cohesion', 'Polearm cohesion', () =>
    import('./knighthood/combat/cohesion.svelte.ts').then((m) => m.CohesionTool),
  ),
  knighthood('combat', 'shield-wall', 'Breaking the shield wall', () =>
    import('./knighthood/combat/shield-wall.svelte.ts').then((m) => m.ShieldWallTool),
  ),
  knighthood('fire', 'missile-fire', 'Missile fire', () =>
    import('./knighthood/fire/missile-fire.svelte.ts').then((m) => m.MissileFireTool),
  ),
  knighthood('leaders', 'captivity', 'A captured leader: escape and ransom', () =>
    import('./knighthood/leaders/captivity.svelte.ts').then((m) => m.CaptivityTool),
  ),
  knighthood('leaders', 'honor-tally', 'Honor points tally', () =>
    import('./knighthood/leaders/honor-tally.svelte.ts').then((m) => m.HonorTallyTool),
  ),
  knighthood('leaders', 'leader-combat', 'Leader combat', () =>
    import('./knighthood/leaders/leader-combat.svelte.ts').then((m) => m.LeaderCombatTool),
  ),
  knighthood('leaders', 'leader-risk', 'Risk to a leader', () =>
    import('./knighthood/leaders/leader-risk.svelte.ts').then((m) => m.LeaderRiskTool),
  ),
  knighthood('leaders', 'seeking-out', 'Seeking out a leader', () =>
    import('./knighthood/leaders/seeking-out.svelte.ts').then((m) => m.SeekingOutTool),
  ),
  knighthood('morale', 'morale-check', 'Morale check', () =>
    import('./knighthood/morale/morale-check.svelte.ts').then((m) => m.MoraleCheckTool),
  ),
  knighthood('movement', 'movement-band', 'Movement bands', () =>
    import('./knighthood/movement/movement-band.svelte.ts').then((m) => m.MovementBandTool),
  ),
  knighthood('movement', 'rough-terrain', 'Rough terrain check', () =>
    import('./knighthood/movement/rough-terrain.svelte.ts').then((m) => m.RoughTerrainTool),
  ),
];
