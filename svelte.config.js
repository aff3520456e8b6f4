// Read by Astro's Svelte integration, svelte-check and the calculators' unit tests.
// Async components: the one tool island (src/calculators/Tool.svelte) awaits its tool's module.
export default {
  compilerOptions: { experimental: { async: true } },
};
