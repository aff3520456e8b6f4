import { defineConfig } from 'vitest/config';
import { engineTests } from './vitest.config.ts';

// Stryker's test run: the engine's tests only. The architecture checks read the
// sources as text, which Stryker has instrumented in its sandbox.
export default defineConfig({ test: engineTests });
