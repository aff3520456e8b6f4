/**
 * A smaller stand-in for Vite's preload helper. Vite wraps every dynamic
 * `import()` of the client build in `__vitePreload(load, deps)`, whose module
 * (0.88 KB compressed) ships with every island that loads code on first use.
 * With module preloading off (astro.config.mjs) the only dependencies it is
 * ever given are the stylesheets of the chunk imported; this helper links each
 * of them once, waits for it, then imports the chunk (0.3 KB compressed). A
 * stylesheet that fails to load fails the import, as Vite's helper does.
 */
import type { Plugin } from 'vite';

/** The module id Vite's build gives its helper. */
export const preloadHelperId = '\0vite/preload-helper.js';

/** The helper's source, for a site served under `base`. */
export function slimPreloadCode(base: string): string {
  return `const base = ${JSON.stringify(base)};
const linked = {};
const linkOnce = (href) =>
  (linked[href] ??= [...document.querySelectorAll('link[rel=stylesheet]')].some((l) => l.href === href)
    ? Promise.resolve()
    : new Promise((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = resolve;
        link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
        document.head.append(link);
      }));
export const __vitePreload = (load, deps) =>
  Promise.all(
    (deps || [])
      .filter((dep) => dep.endsWith('.css'))
      .map((dep) => linkOnce(new URL(base + dep, location.href).href)),
  ).then(() => load());
`;
}

/** Serves the client build the smaller helper in place of Vite's. */
export function slimPreload(): Plugin {
  let base = '/';
  return {
    name: 'slim-preload-helper',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === preloadHelperId ? slimPreloadCode(base) : undefined;
    },
  };
}
