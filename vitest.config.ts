import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Benchmarks (`npm run bench`) live beside the engine only.
const noBenchmarks = { include: [] };

/** The engine's own tests; Stryker runs these alone (vitest.mutation.config.ts). */
export const engineTests = {
  include: ['engine/**/*.test.ts'],
  environment: 'node' as const,
  benchmark: { include: ['engine/**/*.bench.ts'] },
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...engineTests,
          name: 'engine',
          include: [...engineTests.include, 'tests/architecture/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'content',
          include: ['tests/content/**/*.test.ts', 'src/lib/**/*.test.ts', 'src/offline/*.test.ts'],
          environment: 'node',
          benchmark: noBenchmarks,
        },
      },
      {
        // Calculator state modules use Svelte runes: compile them as Svelte does.
        plugins: [svelte()],
        test: {
          name: 'calculators',
          include: ['src/calculators/**/*.test.ts', 'src/boards/**/*.test.ts'],
          environment: 'node',
          benchmark: noBenchmarks,
        },
      },
      {
        test: {
          name: 'dist',
          include: ['tests/dist/**/*.test.ts'],
          environment: 'node',
          benchmark: noBenchmarks,
        },
      },
      {
        // Two files at a time, each with its own server and Chromium: on two cores the
        // browser and the test process of one file wait on each other, so a second file fills the gaps.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          benchmark: noBenchmarks,
        },
      },
    ],
  },
});
