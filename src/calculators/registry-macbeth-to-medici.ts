/**
 * From Macbeth to Medici's rules tools, listed in the registry (`registry.ts`),
 * which loads this list only for a page showing one of them.
 */
import type { BookEntry } from './registry.ts';

const m2m = (concept: string, module: string, title: string, load: BookEntry['load']) =>
  ({
    id: `macbeth-to-medici/${module}`,
    system: 'macbeth-to-medici',
    concept,
    title,
    load,
  }) as const;

export const tools: readonly BookEntry[] = [
  m2m('combat', 'archery', 'Archery', () =>
    import('./macbeth-to-medici/combat/archery.svelte.ts').then((m) => m.ArcheryTool),
  ),
  m2m('combat', 'bombard', 'Bombard', () =>
    import('./macbeth-to-medici/combat/bombard.svelte.ts').then((m) => m.BombardTool),
  ),
  m2m('combat', 'impact', 'Impact combat', () =>
    import('./macbeth-to-medici/combat/impact.svelte.ts').then((m) => m.ImpactTool),
  ),
  m2m('combat', 'melee', 'Melee combat', () =>
    import('./macbeth-to-medici/combat/melee.svelte.ts').then((m) => m.MeleeTool),
  ),
  m2m('combat', 'skirmish', 'Skirmish fire', () =>
    import('./macbeth-to-medici/combat/skirmish.svelte.ts').then((m) => m.SkirmishTool),
  ),
  m2m('control', 'control-test', 'Control test', () =>
    import('./macbeth-to-medici/control/control-test.svelte.ts').then((m) => m.ControlTestTool),
  ),
  m2m('control', 'fatigue', 'Fatigue', () =>
    import('./macbeth-to-medici/control/fatigue.svelte.ts').then((m) => m.FatigueTool),
  ),
  m2m('control', 'rally', 'Rallying', () =>
    import('./macbeth-to-medici/control/rally.svelte.ts').then((m) => m.RallyTool),
  ),
  m2m('movement', 'initiative', 'Initiative', () =>
    import('./macbeth-to-medici/movement/initiative.svelte.ts').then((m) => m.InitiativeTool),
  ),
  m2m('movement', 'interpenetration', 'Interpenetration', () =>
    import('./macbeth-to-medici/movement/interpenetration.svelte.ts').then(
      (m) => m.InterpenetrationTool,
    ),
  ),
  m2m('movement', 'terrain', 'Terrain deduction', () =>
    import('./macbeth-to-medici/movement/terrain.svelte.ts').then((m) => m.TerrainTool),
  ),
  m2m('officers', 'officer-generator', 'Officer generator', () =>
    import('./macbeth-to-medici/officers/officer-generator.svelte.ts').then(
      (m) => m.OfficerGeneratorTool,
    ),
  ),
  m2m('officers', 'officer-morale', 'Officer morale test', () =>
    import('./macbeth-to-medici/officers/officer-morale.svelte.ts').then(
      (m) => m.OfficerMoraleTool,
    ),
  ),
];
