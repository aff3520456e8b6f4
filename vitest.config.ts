import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { CrawlFirstSequencer } from './tests/support/e2e-sequencer.ts';

// Benchmarks (`npm run bench`) live beside the engine only.
const noBenchmarks = { include: [] };

/** What every browser-test project shares. */
const browserTests = {
  environment: 'node' as const,
  // Two files run at once on two cores: a test that hydrates and checks every tool of a
  // page can pass 60 s on a loaded machine without anything being wrong.
  testTimeout: 120_000,
  hookTimeout: 120_000,
  benchmark: noBenchmarks,
};
/** Browser tests that time the page (frames, re-renders, search latency). */
const timedBrowserTests = [
  'tests/e2e/board.bench.test.ts',
  'tests/e2e/calculator.bench.test.ts',
  'tests/e2e/search-budget.test.ts',
];

/** The engine's own tests; Stryker runs these alone (vitest.mutation.config.ts). */
export const engineTests = {
  include: ['engine/**/*.test.ts'],
  environment: 'node' as const,
  // fast-check properties run hundreds of cases: past the 5 s default on a loaded machine.
  testTimeout: 30_000,
  benchmark: { include: ['engine/**/*.bench.ts'] },
};

export default defineConfig({
  test: {
    sequence: { sequencer: CrawlFirstSequencer },
    projects: [
      {
        test: {
          ...engineTests,
          name: 'engine',
          // Pure modules without mocks or globals: one worker runs many files, not one file each.
          isolate: false,
          include: [...engineTests.include, 'tests/architecture/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'content',
          testTimeout: engineTests.testTimeout,
          include: [
            'tests/content/**/*.test.ts',
            'src/lib/**/*.test.ts',
            'src/offline/*.test.ts',
            'src/build/*.test.ts',
          ],
          environment: 'node',
          benchmark: noBenchmarks,
        },
      },
      {
        // Calculator state modules use Svelte runes: compile them as Svelte does.
        plugins: [svelte()],
        test: {
          name: 'calculators',
          testTimeout: engineTests.testTimeout,
          include: [
            'src/calculators/**/*.test.ts',
            'src/boards/**/*.test.ts',
            'src/play/**/*.test.ts',
          ],
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
          ...browserTests,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: timedBrowserTests,
          maxWorkers: 2,
        },
      },
      {
        // Speed budgets measure frames and keystrokes: they run alone, after the rest.
        test: {
          ...browserTests,
          name: 'e2e-timed',
          include: timedBrowserTests,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
