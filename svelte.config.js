// Read by Astro's Svelte integration, svelte-check and the calculators' unit tests.
// Async components for the one tool island (src/calculators/Tool.svelte), which awaits its
// tool's module; every other component compiles as before, so the Svelte runtime the
// table-side pages ship at load does not grow.
const toolIsland = /src\/calculators\/Tool\.svelte$/;

export default {
  compilerOptions: { experimental: { async: true } },
  vitePlugin: {
    dynamicCompileOptions: ({ filename }) =>
      toolIsland.test(filename) ? undefined : { experimental: { async: false } },
  },
};
