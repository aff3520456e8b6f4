/**
 * Reads the built site (dist/) for the dist tests: every HTML page with its
 * ids and links, and the JavaScript a page loads before any interaction.
 * `DIST_DIR=dist-base SITE_BASE=/rules/` reads a build made for a sub-folder:
 * page paths and links then carry the base.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { siteBase, withBase } from '../../src/lib/site/base-path.ts';

export const dist = resolve(import.meta.dirname, '../..', process.env['DIST_DIR'] ?? 'dist');

export function requireBuild(): void {
  if (!existsSync(join(dist, 'index.html')))
    throw new Error(`${dist} is missing: run \`npm run build\` before the dist tests`);
}

export interface BuiltPage {
  /** URL path, e.g. /bannockburn-1314/combat/ (under the base: /rules/bannockburn-1314/combat/) */
  path: string;
  html: string;
}

export function readPages(): BuiltPage[] {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html') && !f.startsWith('pagefind'))
    .map((f) => ({
      path: withBase('/' + f.replace(/index\.html$/, '').replace(/\\/g, '/')),
      html: readFileSync(join(dist, f), 'utf8'),
    }));
}

/** Every id attribute of a page, in document order (duplicates kept). */
export function idsOf(html: string): string[] {
  return [...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1] ?? ''));
}

/** Every same-site link target (href or src starting with / or #), resolved against the page. */
export function linksOf(page: BuiltPage): string[] {
  return [...page.html.matchAll(/\s(?:href|src)="([^"]*)"/g)]
    .map((m) => decodeEntities(m[1] ?? ''))
    .filter((href) => href.startsWith('/') || href.startsWith('#'))
    .map((href) => (href.startsWith('#') ? page.path + href : href));
}

/** Where a URL path under the base lies in dist/, or undefined for a path outside the base. */
function distPath(path: string): string | undefined {
  return path.startsWith(siteBase) ? join(dist, path.slice(siteBase.length)) : undefined;
}

function readBuilt(url: string): string {
  const file = distPath(url);
  if (file === undefined) throw new Error(`${url} is outside the base ${siteBase}`);
  return readFileSync(file, 'utf8');
}

/** The HTML file a URL path is served from, or undefined. */
export function fileFor(path: string): string | undefined {
  const clean = distPath(decodeURIComponent(path.split(/[?#]/)[0] ?? '/'));
  if (clean === undefined) return undefined;
  for (const candidate of [clean, join(clean, 'index.html')])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return undefined;
}

const idsByFile = new Map<string, Set<string>>();

/** Why a link is broken, or undefined when it resolves (page, and anchor if any). */
export function brokenLink(href: string): string | undefined {
  if (!href.startsWith(siteBase)) return `outside the base ${siteBase}`;
  const file = fileFor(href);
  if (!file) return 'no such page';
  const fragment = href.split('#')[1];
  if (!fragment || !file.endsWith('.html')) return undefined;
  let ids = idsByFile.get(file);
  if (!ids) {
    ids = new Set(idsOf(readFileSync(file, 'utf8')));
    idsByFile.set(file, ids);
  }
  return ids.has(decodeURIComponent(fragment)) ? undefined : `no #${fragment} there`;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** Compressed size of a text (gzip at the default level, as static hosts serve it). */
export function gzipBytes(text: string): number {
  return gzipSync(text).length;
}

/**
 * The built module of each registered tool, by id, with its system's tool list. The tool
 * island loads the list of its tool's system (src/calculators/registry-<system>.ts), then the
 * tool, with dynamic imports at hydration, so a tool hydrated at load counts both towards the
 * page's budget. Each built list names its tools' imports in its source's order.
 */
function builtToolModules(islandChunks: readonly string[]): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const url of islandChunks)
    for (const m of readBuilt(url).matchAll(
      /import\(["'`](\.\/registry-([a-z0-9-]+?)\.[\w-]+\.js)["'`]\)/g,
    )) {
      const system = m[2] ?? '';
      const list = posix.join(posix.dirname(url), m[1] ?? '');
      const source = readFileSync(
        resolve(import.meta.dirname, `../../src/calculators/registry-${system}.ts`),
        'utf8',
      );
      const ids = [...source.matchAll(/\b\w+\(\s*'[^']+',\s*'([^']+)'/g)].map(
        (id) => `${system}/${id[1] ?? ''}`,
      );
      const built = [
        ...readBuilt(list).matchAll(/import\(["'`](\.\/[^"'`]+\.svelte\.[^"'`]+\.js)["'`]\)/g),
      ];
      if (built.length !== ids.length)
        throw new Error(`${list}: ${built.length} tool imports for ${ids.length} registered tools`);
      ids.forEach((id, i) =>
        modules.set(id, [list, posix.join(posix.dirname(list), built[i]?.[1] ?? '')]),
      );
    }
  return modules;
}

/**
 * The JavaScript a page runs before any scrolling or input: inline scripts,
 * module scripts, and islands that hydrate on load or when idle, each with the
 * modules it imports statically (dynamic imports load later, on demand, but
 * for an island loader's and a tool's, which load at once).
 */
export function loadedScripts(html: string): { name: string; bytes: number }[] {
  const entries = new Set<string>();
  const inline: { name: string; bytes: number }[] = [];
  for (const m of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const src = /\ssrc="([^"]+)"/.exec(m[1] ?? '')?.[1];
    if (src) entries.add(src);
    else if (!/type="application\/(ld\+)?json"/.test(m[1] ?? ''))
      inline.push({ name: 'inline', bytes: gzipBytes(m[2] ?? '') });
  }
  const toolsAtLoad: string[] = [];
  for (const m of html.matchAll(/<astro-island([^>]*)>/g)) {
    const attrs = m[1] ?? '';
    const when = /\sclient="([^"]+)"/.exec(attrs)?.[1];
    if (when !== 'load' && when !== 'idle' && when !== 'only') continue;
    for (const key of ['component-url', 'renderer-url']) {
      const url = new RegExp(`\\s${key}="([^"]+)"`).exec(attrs)?.[1];
      if (url) entries.add(url);
    }
    // The tool island (src/calculators/Tool.svelte) names its tool by id.
    const tool = /&quot;id&quot;:\[0,&quot;([^&]+)&quot;\]/.exec(attrs)?.[1];
    if (tool && /\scomponent-url="[^"]*\/Tool\.[^"/]+\.js"/.test(attrs)) toolsAtLoad.push(tool);
  }
  const seen = new Set<string>();
  const visit = (url: string): void => {
    if (seen.has(url)) return;
    seen.add(url);
    const text = readBuilt(url);
    for (const m of text.matchAll(
      /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["'](\.{1,2}\/[^"']+)["']/g,
    ))
      visit(posix.join(posix.dirname(url), m[1] ?? ''));
    // An island's loader (`*Loader.svelte`) imports its view with import() at once, so that
    // view's styles come with it (src/build/lazy-styles.ts): what it loads counts.
    if (/\/\w+Loader\.[\w-]+\.js$/.test(url))
      for (const m of text.matchAll(/import\(["'`](\.\/[^"'`]+\.js)["'`]\)/g))
        visit(posix.join(posix.dirname(url), m[1] ?? ''));
  };
  for (const url of entries) visit(url);
  if (toolsAtLoad.length > 0) {
    const modules = builtToolModules([...seen]);
    for (const tool of toolsAtLoad) {
      const urls = modules.get(tool);
      if (!urls) throw new Error(`no built module for the tool ${tool}`);
      for (const url of urls) visit(url);
    }
  }
  return [
    ...inline,
    ...[...seen].map((url) => ({
      name: url,
      bytes: gzipBytes(readBuilt(url)),
    })),
  ];
}
