/**
 * Keeps the styles of code loaded on first use out of Astro's page styles.
 * Astro links a client-only island's styles, and those of every chunk the
 * island imports with `import()`, from every page of a route that could render
 * the island, and reads "could" through the content collection, which every
 * page's search box imports: the army builder's and play along's styles were
 * linked from the home page, the 404 page and every book page. A stylesheet
 * only chunks loaded with `import()` carry needs no link in the page: the
 * preload helper (slim-preload.ts) links it when the chunk is first imported,
 * and the import waits for it. So this plugin hands such stylesheets back to
 * the bundle as plain files, which Astro's page styles pass over (they read
 * only assets named as styles); Vite still lists them with the import.
 */
import type { Plugin } from 'vite';

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface BuiltAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}
type Bundle = Record<string, BuiltChunk | BuiltAsset>;

/** The stylesheets that only chunks loaded by `import()` carry: none an entry reaches statically. */
export function findLazyStyles(bundle: Bundle): string[] {
  const chunks = Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');
  const loadedStatically = new Set<string>();
  const visit = (fileName: string): void => {
    const chunk = bundle[fileName];
    if (loadedStatically.has(fileName) || chunk?.type !== 'chunk') return;
    loadedStatically.add(fileName);
    for (const next of chunk.imports) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const styles = new Set<string>();
  const staticStyles = new Set<string>();
  for (const chunk of chunks)
    for (const css of chunk.viteMetadata?.importedCss ?? [])
      (loadedStatically.has(chunk.fileName) ? staticStyles : styles).add(css);
  return [...styles].filter((css) => !staticStyles.has(css) && bundle[css]?.type === 'asset');
}

export function lazyStyles(): Plugin {
  return {
    name: 'lazy-styles',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        const bundle = output as unknown as Bundle;
        for (const css of findLazyStyles(bundle)) {
          // Nameless, the file is written but Astro's page styles pass it over.
          const asset = bundle[css] as BuiltAsset & { names: string[]; name?: string | undefined };
          asset.names = [];
          asset.name = undefined;
        }
      },
    },
  };
}
