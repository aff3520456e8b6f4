/**
 * The one place rules tools are registered: each system's list
 * (`registry-<system>.ts`: the id a page names a tool by, its concept folder,
 * its title, and how to load its state class), loaded only when a page shows
 * one of its tools, so a book's pages and offline copy carry its own tools
 * alone (src/build/find-chunks.ts follows a list only from the pages naming
 * its system). `load` is a dynamic import, so a page ships only the tools it
 * shows (see docs/calculators.md). Pages render a tool through `Tool.svelte`:
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
export interface BookEntry extends Entry {
  readonly system: 'knighthood' | 'macbeth-to-medici';
  load(): Promise<new () => AnyTool>;
}

/** A Medieval tool: the same rules in each edition's numbers and tables. */
export interface MedievalEntry extends Entry {
  readonly system: 'medieval';
  load(): Promise<new (edition: EditionId) => AnyTool>;
}

export type ToolEntry = BookEntry | MedievalEntry;

/** Each system's list, by the prefix of its tools' ids; the file name is what find-chunks reads. */
const systems: Readonly<Record<ToolEntry['system'], () => Promise<readonly ToolEntry[]>>> = {
  knighthood: () => import('./registry-knighthood.ts').then((m) => m.tools),
  'macbeth-to-medici': () => import('./registry-macbeth-to-medici.ts').then((m) => m.tools),
  medieval: () => import('./registry-medieval.ts').then((m) => m.tools),
};

/** Every tool of every system (tests and checks; a page loads its own system's list only). */
export async function listTools(): Promise<ToolEntry[]> {
  return (await Promise.all(Object.values(systems).map((load) => load()))).flat();
}

/** The entry a page names; a page naming no tool fails the build. */
export async function findTool(id: string): Promise<ToolEntry> {
  const system = id.slice(0, id.indexOf('/'));
  const list = Object.hasOwn(systems, system) ? await systems[system as ToolEntry['system']]() : [];
  const entry = list.find((t) => t.id === id);
  if (!entry) throw new Error(`No tool "${id}" in src/calculators/registry-${system}.ts`);
  return entry;
}

/** A page's tool: its state class loaded and built for the edition, with the page's starting values. */
export async function createTool(
  id: string,
  edition?: EditionId,
  values: Record<string, FieldValue> = {},
): Promise<AnyTool> {
  const entry = await findTool(id);
  let tool: AnyTool;
  if (entry.system === 'medieval') {
    if (!edition) throw new Error(`Tool "${id}" needs an edition`);
    tool = new (await entry.load())(edition);
  } else tool = new (await entry.load())();
  for (const [key, value] of Object.entries(values)) tool.set(key, value);
  return tool;
}
