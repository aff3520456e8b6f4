import { configDefaults, defineConfig } from 'vitest/config';
import { engineTests } from './vitest.config.ts';

// Stryker's test run: the engine's tests only. The architecture checks read the
// sources as text, which Stryker has instrumented in its sandbox. The fuzz tests
// (`*.fuzz.test.ts`, seconds each on random seeds) guard against hostile input,
// not against mutants: the unit tests beside each module hold those.
export const fuzzTests = 'engine/**/*.fuzz.test.ts';

export default defineConfig({
  test: { ...engineTests, exclude: [...configDefaults.exclude, fuzzTests] },
});
