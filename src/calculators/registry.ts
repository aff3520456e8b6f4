/**
 * Every rules tool of every system, in one list: the id a page names it by,
 * its system and concept folder, its title, and how to load its state class.
 * `load` is a dynamic import, so a page ships only the tools it shows (see
 * docs/calculators.md). Pages render a tool through `Tool.svelte`:
 * `<Tool id="knighthood/morale-check" client:visible />`.
 */
import type { EditionId } from '../../engine/medieval/index.ts';
import type { BookTool, FieldValue } from './kit/tool-state.svelte.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any book's rule ids and readings
export type AnyTool = BookTool<any, any>;

interface Entry {
  /** `<system>/<module>`: what a page writes. */
  readonly id: string;
  /** The folder under src/calculators/<system>/, as in engine/<system>/. */
  readonly concept: string;
  readonly title: string;
}

/** A miniatures book's tool: one rulebook, no edition to choose. */
interface BookEntry extends Entry {
  readonly system: 'knighthood' | 'macbeth-to-medici';
  load(): Promise<new () => AnyTool>;
}

/** A Medieval tool: the same rules in each edition's numbers and tables. */
interface MedievalEntry extends Entry {
  readonly system: 'medieval';
  load(): Promise<new (edition: EditionId) => AnyTool>;
}

export type ToolEntry = BookEntry | MedievalEntry;

const knighthood = (concept: string, module: string, title: string, load: BookEntry['load']) =>
  ({ id: `knighthood/${module}`, system: 'knighthood', concept, title, load }) as const;
const m2m = (concept: string, module: string, title: string, load: BookEntry['load']) =>
  ({
    id: `macbeth-to-medici/${module}`,
    system: 'macbeth-to-medici',
    concept,
    title,
    load,
  }) as const;
const medieval = (concept: string, module: string, title: string, load: MedievalEntry['load']) =>
  ({ id: `medieval/${module}`, system: 'medieval', concept, title, load }) as const;

export const tools: readonly ToolEntry[] = [
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

/** The entry a page names; a page naming no tool fails the build. */
export function findTool(id: string): ToolEntry {
  const entry = tools.find((t) => t.id === id);
  if (!entry) throw new Error(`No tool "${id}" in src/calculators/registry.ts`);
  return entry;
}

/** A page's tool: its state class loaded and built for the edition, with the page's starting values. */
export async function createTool(
  id: string,
  edition?: EditionId,
  values: Record<string, FieldValue> = {},
): Promise<AnyTool> {
  const entry = findTool(id);
  let tool: AnyTool;
  if (entry.system === 'medieval') {
    if (!edition) throw new Error(`Tool "${id}" needs an edition`);
    tool = new (await entry.load())(edition);
  } else tool = new (await entry.load())();
  for (const [key, value] of Object.entries(values)) tool.set(key, value);
  return tool;
}
