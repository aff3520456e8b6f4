// @ts-check
import { defineConfig } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-base/',
      '.astro/',
      'node_modules/',
      'test-results/',
      'coverage/',
      '.stryker-tmp/',
      'reports/',
      '.lighthouseci/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    extends: [...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  ...astro.configs.recommended,
  ...svelte.configs.recommended,
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Site code reaches the engine through its entry modules (tests/architecture/engine-entry.test.ts).
    files: ['src/**/*.{ts,svelte,astro}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'engine/(?!(?:core|medieval|macbeth-to-medici|knighthood)/index\\.ts$)',
              message:
                "Import the engine through engine/core/index.ts or a system's engine/<system>/index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Site tests and fixtures may also use the engine's test fixtures (the shared hostile-input generator, play fixtures).
    files: ['src/**/*.test.ts', 'src/**/*.fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                'engine/(?!(?:core|medieval|macbeth-to-medici|knighthood)/index\\.ts$|.+\\.fixtures\\.ts$)',
              message:
                "Import the engine through engine/core/index.ts or a system's engine/<system>/index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // The kit serves every system (tests/architecture/kit-boundary.test.ts).
    files: ['src/calculators/kit/**/*.{ts,svelte}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: 'engine/(?!core/index\\.ts$)',
              message: 'The kit imports the engine through engine/core/index.ts only.',
            },
            {
              regex: '^\\.\\./[^.]',
              message: "The kit imports no system's calculators.",
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is the pure rules core: no site code, no frameworks, no DOM.
    files: ['engine/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/src/**', '../src/*'], message: 'engine/ may not import from src/.' },
            {
              group: ['astro', 'astro:*', 'astro/*', '@astrojs/*'],
              message: 'engine/ is framework-free.',
            },
            { group: ['svelte', 'svelte/*'], message: 'engine/ is framework-free.' },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded dice in engine/core/dice.ts.',
        },
      ],
    },
  },
);
