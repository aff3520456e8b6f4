import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { preloadHelperId, slimPreload, slimPreloadCode } from './slim-preload.ts';

/** The helper as a module, run against a page holding `links` (stylesheets already linked). */
function loadHelper(base: string, linked: string[] = []) {
  const appended: { href: string; onload?: () => void; onerror?: () => void }[] = [];
  const page = {
    location: { href: 'https://example.org/book/page/' },
    document: {
      querySelectorAll: () => [...linked, ...appended.map((l) => l.href)].map((href) => ({ href })),
      createElement: () => ({ href: '' }),
      head: { append: (link: (typeof appended)[number]) => appended.push(link) },
    },
  };
  const source = slimPreloadCode(base).replace('export const __vitePreload =', 'return');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the helper's own source, under test
  const make = new Function('document', 'location', source) as (
    d: unknown,
    l: unknown,
  ) => (load: () => Promise<string>, deps?: string[]) => Promise<string>;
  const preload = make(page.document, page.location);
  return { preload, appended };
}

describe('slim preload helper', () => {
  it('links each stylesheet once, under the base, waits for it, then imports', async () => {
    const { preload, appended } = loadHelper('/rules/');
    const first = preload(() => Promise.resolve('kit'), ['_astro/kit.a1.css', '_astro/kit.b2.js']);
    const again = preload(() => Promise.resolve('kit again'), ['_astro/kit.a1.css']);
    expect(appended.map((l) => l.href)).toEqual(['https://example.org/rules/_astro/kit.a1.css']);
    appended[0]?.onload?.();
    expect(await first).toBe('kit');
    expect(await again).toBe('kit again');
  });

  it('imports at once when the page links the stylesheet already or the chunk has none', async () => {
    const { preload, appended } = loadHelper('/', ['https://example.org/_astro/kit.a1.css']);
    expect(await preload(() => Promise.resolve('a'), ['_astro/kit.a1.css'])).toBe('a');
    expect(await preload(() => Promise.resolve('b'), [])).toBe('b');
    expect(appended).toEqual([]);
  });

  it('fails the import when a stylesheet fails', async () => {
    const { preload, appended } = loadHelper('/');
    const loading = preload(() => Promise.resolve('kit'), ['_astro/kit.a1.css']);
    appended[0]?.onerror?.();
    await expect(loading).rejects.toThrow(/Unable to preload CSS/);
  });

  it('replaces only Vite’s helper module, in the client build, and is smaller', () => {
    const plugin = slimPreload();
    const load = plugin.load as (id: string) => string | undefined;
    expect(load(preloadHelperId)).toContain('__vitePreload');
    expect(load('/src/other.ts')).toBeUndefined();
    expect(gzipSync(slimPreloadCode('/')).length).toBeLessThan(450);
  });
});
