// Read by Astro's Svelte integration, svelte-check and the calculators' unit tests.
// Async components for the one tool island (src/calculators/Tool.svelte), which awaits its
// tool's module; every other component compiles as before, so the Svelte runtime the
// table-side pages ship at load does not grow.
const toolIsland = /src\/calculators\/Tool\.svelte$/;

export default {
  // No `window.__svelte.v` stamp: its module was a chunk of its own on every page with an
  // island (0.15 KB compressed on the army builder with the imports naming it).
  compilerOptions: { experimental: { async: true }, discloseVersion: false },
  vitePlugin: {
    dynamicCompileOptions: ({ filename }) =>
      toolIsland.test(filename) ? undefined : { experimental: { async: false } },
  },
};
