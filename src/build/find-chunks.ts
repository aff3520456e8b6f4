/**
 * Which of the site's scripts and styles (`_astro/`) each page loads, so the
 * service worker's shell keeps only those a shell page can reach and a chunk
 * only one book's pages load is saved with that book. A page's chunks are read
 * from its HTML (parse5) and followed through the imports of each script
 * (es-module-lexer), static and dynamic, and through the styles Vite preloads
 * with a dynamic import (`__vite__mapDeps`). esbuild's metafile is not
 * available from Astro's build, hence reading the output.
 *
 * One import is followed only where it runs: the tool island loads a
 * system's tool list (`registry-<system>.ts`) for the ids its page names, so
 * a page reaches only the lists of the systems its tool islands name.
 */
import { init, parse as parseModule } from 'es-module-lexer';
import { parse as parseHtml, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

await init;

/** Attributes of an Astro island that name a script it loads. */
const islandUrls = ['component-url', 'renderer-url', 'before-hydration-url'];
const linkRels = new Set(['stylesheet', 'modulepreload', 'preload']);

/**
 * A URL as the path of an `_astro/` file (`_astro/x.js`), whatever base the
 * site was built for; undefined for anything else. `from` is the file that
 * names it, relative to the site's folder.
 */
function toChunk(url: string, from: string): string | undefined {
  const { pathname, origin } = new URL(url, `https://site.invalid/${from}`);
  if (origin !== 'https://site.invalid') return undefined;
  return /(?:^|\/)(_astro\/[^?#]+\.(?:js|css))$/.exec(pathname)?.[1];
}

/** A system's tool list as built (`_astro/registry-knighthood.<hash>.js`): its system. */
const toolListChunk = /^_astro\/registry-([a-z0-9-]+?)\.[\w-]+\.js$/;

/** The chunks a page's HTML names: scripts, styles, module preloads, island components, and inline modules' imports. */
export function listPageChunks(html: string, page: string): string[] {
  return readPage(html, page).chunks;
}

/** A page's chunks, and the systems its tool islands name (`props` `{"id":[0,"knighthood/…"]}`). */
function readPage(html: string, page: string): { chunks: string[]; toolSystems: Set<string> } {
  const found = new Set<string>();
  const toolSystems = new Set<string>();
  const add = (url: string | undefined, from = page) => {
    const chunk = url === undefined ? undefined : toChunk(url, from);
    if (chunk !== undefined) found.add(chunk);
  };
  const visit = (node: Node): void => {
    if ('attrs' in node) {
      const attr = (name: string) => node.attrs.find((a) => a.name === name)?.value;
      if (node.nodeName === 'script') {
        add(attr('src'));
        if (attr('src') === undefined && attr('type') === 'module') {
          const text = node.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
          for (const url of listModuleSpecifiers(text)) add(url);
        }
      }
      if (node.nodeName === 'link' && (attr('rel') ?? '').split(/\s+/).some((r) => linkRels.has(r)))
        add(attr('href'));
      if (node.nodeName === 'astro-island') {
        for (const name of islandUrls) add(attr(name));
        const id = /"id":\[0,"([a-z0-9-]+)\//.exec(attr('props') ?? '')?.[1];
        if (id !== undefined) toolSystems.add(id);
      }
    }
    const children = 'content' in node ? node.content.childNodes : [];
    for (const child of ['childNodes' in node ? node.childNodes : [], children].flat())
      visit(child);
  };
  visit(parseHtml(html));
  return { chunks: [...found], toolSystems };
}

/** The string specifiers a module imports, statically or with `import()`. */
function listModuleSpecifiers(js: string): string[] {
  const [imports] = parseModule(js);
  return imports.flatMap((i) => (i.n === undefined ? [] : [i.n]));
}

/** The chunks a script imports, statically or dynamically, and the styles Vite preloads for those imports. */
export function listChunkImports(js: string, chunk: string): string[] {
  const found = new Set<string>();
  for (const specifier of listModuleSpecifiers(js)) {
    const path = toChunk(specifier, chunk);
    if (path !== undefined) found.add(path);
  }
  // Vite lists a dynamic import's styles (and scripts) by their path from the base.
  const deps = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(js)?.[1];
  if (deps !== undefined)
    for (const path of JSON.parse(deps) as string[]) {
      const dep = toChunk(`/${path}`, chunk);
      if (dep !== undefined) found.add(dep);
    }
  return [...found];
}

/** Every chunk a page loads, following imports: the page's own and all they reach. */
export function collectPageChunks(
  html: string,
  page: string,
  readChunk: (chunk: string) => string | undefined,
  imports = new Map<string, string[]>(),
): Set<string> {
  const reached = new Set<string>();
  const { chunks: queue, toolSystems } = readPage(html, page);
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    if (reached.has(chunk)) continue;
    const list = toolListChunk.exec(chunk)?.[1];
    if (list !== undefined && !toolSystems.has(list)) continue;
    reached.add(chunk);
    if (!chunk.endsWith('.js')) continue;
    let next = imports.get(chunk);
    if (next === undefined) {
      const js = readChunk(chunk);
      next = js === undefined ? [] : listChunkImports(js, chunk);
      imports.set(chunk, next);
    }
    queue.push(...next);
  }
  return reached;
}

/**
 * Splits the chunks between the shell and the groups: a chunk any shell page
 * (group undefined) reaches stays in the shell; any other goes to every group
 * whose pages reach it. Chunks no page reaches are in neither.
 */
export function assignChunks(
  pages: Iterable<{ page: string; group: string | undefined; html: string }>,
  readChunk: (chunk: string) => string | undefined,
): { shell: Set<string>; groups: Map<string, Set<string>> } {
  const imports = new Map<string, string[]>();
  const shell = new Set<string>();
  const groups = new Map<string, Set<string>>();
  for (const { page, group, html } of pages) {
    const chunks = collectPageChunks(html, page, readChunk, imports);
    const into = group === undefined ? shell : (groups.get(group) ?? new Set<string>());
    if (group !== undefined) groups.set(group, into);
    for (const chunk of chunks) into.add(chunk);
  }
  for (const chunks of groups.values()) for (const chunk of shell) chunks.delete(chunk);
  return { shell, groups };
}
