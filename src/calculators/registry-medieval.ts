/**
 * The Medieval system's rules tools, each in every edition's numbers and tables,
 * listed in the registry (`registry.ts`), which loads this list only for a page
 * showing one of them.
 */
import type { MedievalEntry } from './registry.ts';

const medieval = (concept: string, module: string, title: string, load: MedievalEntry['load']) =>
  ({ id: `medieval/${module}`, system: 'medieval', concept, title, load }) as const;

export const tools: readonly MedievalEntry[] = [
  medieval('combat', 'group-factor', 'Group factor', () =>
    import('./medieval/combat/group-factor.svelte.ts').then((m) => m.GroupFactorTool),
  ),
  medieval('morale', 'fatigue', 'Fatigue check', () =>
    import('./medieval/morale/fatigue.svelte.ts').then((m) => m.FatigueTool),
  ),
  medieval('morale', 'morale-test', 'Morale test', () =>
    import('./medieval/morale/morale-test.svelte.ts').then((m) => m.MoraleTestTool),
  ),
  medieval('morale', 'pursuit', 'Pursuit test', () =>
    import('./medieval/morale/pursuit.svelte.ts').then((m) => m.PursuitTool),
  ),
  medieval('morale', 'regroup', 'Regrouping a scattered unit', () =>
    import('./medieval/morale/regroup.svelte.ts').then((m) => m.RegroupTool),
  ),
  medieval('movement', 'map', 'Leaving and returning to the map', () =>
    import('./medieval/movement/map.svelte.ts').then((m) => m.MapTool),
  ),
  medieval('movement', 'move', 'Movement cost', () =>
    import('./medieval/movement/move.svelte.ts').then((m) => m.MoveTool),
  ),
  medieval('movement', 'ride-down', 'Ride down', () =>
    import('./medieval/movement/ride-down.svelte.ts').then((m) => m.RideDownTool),
  ),
  medieval('movement', 'turn', 'Turn cost', () =>
    import('./medieval/movement/turn.svelte.ts').then((m) => m.TurnTool),
  ),
  medieval('ranged-fire', 'fire', 'Ranged fire', () =>
    import('./medieval/ranged-fire/fire.svelte.ts').then((m) => m.FireTool),
  ),
];
