/**
 * Holds the engine's mutation score without running Stryker: the committed
 * summary (reports/mutation/summary.json, from `npm run mutation`) must meet
 * the thresholds. A file edited since its figures were measured does not fail
 * here; `npm run mutation:score` and the report name it until it is rerun.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findShortfalls,
  hashSource,
  hasNoCode,
  mergeSummaries,
  mutatePatterns,
  parseBatchArgs,
  readSummary,
  scoreModules,
  scoreSystems,
  selectBatch,
  summariseReport,
  summaryPath,
  systemFloors,
  thresholds,
  type StrykerReport,
} from '../support/mutation-score.ts';

const root = resolve(import.meta.dirname, '../..');

describe('mutation score', () => {
  it('checks the files Stryker mutates (stryker.config.json)', () => {
    const config = JSON.parse(readFileSync(resolve(root, 'stryker.config.json'), 'utf8')) as {
      mutate: string[];
    };
    expect(config.mutate).toEqual(mutatePatterns);
  });

  it(`${summaryPath}: each system's rule modules score at least its floor (${thresholds.system} % for a system without one), each module at least ${thresholds.module} % (tables aside)`, () => {
    const shortfalls = findShortfalls(scoreModules(readSummary(root)));
    expect(shortfalls, `Mutation score below threshold:\n  ${shortfalls.join('\n  ')}`).toEqual([]);
  });
});

describe('mutation score arithmetic', () => {
  const mutants = (killed: number, survived: number, more: string[] = []) => [
    ...Array.from({ length: killed }, () => ({ status: 'Killed' })),
    ...Array.from({ length: survived }, () => ({ status: 'Survived' })),
    ...more.map((status) => ({ status })),
  ];
  const report: StrykerReport = {
    files: {
      'engine/dice.ts': { source: '', mutants: mutants(9, 1) },
      'engine/medieval/combat/rules.ts': {
        source: '',
        mutants: mutants(3, 0, [
          'Timeout',
          'NoCoverage',
          'CompileError',
          'RuntimeError',
          'Ignored',
        ]),
      },
      'engine/medieval/tables/book.ts': { source: '', mutants: mutants(0, 10) },
      'engine/knighthood/melee.ts': { source: '', mutants: mutants(13, 7) },
      'engine/medieval/types.ts': { source: '', mutants: [] },
    },
  };
  const modules = scoreModules(summariseReport(report));

  it('counts killed and timed-out as detected, survived and uncovered as not, and leaves errors out', () => {
    expect(modules.find((m) => m.file === 'engine/medieval/combat/rules.ts')).toMatchObject({
      system: 'medieval',
      detected: 4,
      undetected: 1,
      score: 80,
    });
    expect(modules.find((m) => m.file === 'engine/medieval/types.ts')?.score).toBeNull();
  });

  it('groups modules per system folder (concept folders inside it included), engine/*.ts as core, with table data left out', () => {
    expect(scoreSystems(modules)).toEqual([
      { system: 'core', detected: 9, undetected: 1, score: 90 },
      { system: 'knighthood', detected: 13, undetected: 7, score: 65 },
      { system: 'medieval', detected: 4, undetected: 1, score: 80 },
    ]);
  });

  it('holds each system to the floor it reached, and a new system folder to the common threshold', () => {
    expect(findShortfalls(modules)).toEqual([
      'knighthood rule modules: 65.0 % < 95.5 %',
      'medieval rule modules: 80.0 % < 97 %',
      'engine/knighthood/melee.ts: 65.0 % < 70 %',
    ]);
    const newBook = scoreModules(
      summariseReport({
        files: {
          'engine/new-book/rules.ts': { source: '', mutants: mutants(79, 21) },
          'engine/medieval/rules.ts': { source: '', mutants: mutants(97, 3) },
        },
      }),
    );
    expect(findShortfalls(newBook)).toEqual(['new-book rule modules: 79.0 % < 80 %']);
    expect(systemFloors).toEqual({ medieval: 97, 'macbeth-to-medici': 97, knighthood: 95.5 });
  });

  it("replaces the rerun files' entries and keeps the others", () => {
    const old = summariseReport(report);
    const fresh = summariseReport({
      files: { 'engine/dice.ts': { source: 'new', mutants: mutants(10, 0) } },
    });
    const merged = mergeSummaries(root, old, fresh, ['engine/dice.ts']);
    expect(merged.files['engine/dice.ts']).toMatchObject({ detected: 10, undetected: 0 });
    // engine/medieval/types.ts is on disk; the example's other files are not, and go.
    expect(Object.keys(merged.files)).toEqual(['engine/dice.ts', 'engine/medieval/types.ts']);
  });

  it('holds a file to its code, not its imports: a move that rewrote only import paths keeps its figures', () => {
    const code = 'export const limit = (n: number) => n > 4;\n';
    const before = `import { a } from './a.ts';\nexport { b } from './b.ts';\n${code}`;
    const moved = `import {\n  a,\n} from '../rules/a.ts';\nexport { b } from '../b.ts';\n${code}`;
    expect(hashSource(moved)).toBe(hashSource(before));
    expect(hashSource(before.replace('> 4', '>= 4'))).not.toBe(hashSource(before));
  });

  it('knows a file of types and re-exports, which Stryker has nothing to mutate in, from one with code', () => {
    expect(
      hasNoCode(
        "export { a, b } from './a.ts';\nexport type { T } from './t.ts';\nexport interface I { x: number }",
      ),
    ).toBe(true);
    expect(hasNoCode("export * from './a.ts';\ntype U = 'a' | 'b';")).toBe(true);
    expect(hasNoCode('export const limit = 4;')).toBe(false);
    expect(hasNoCode("export { a } from './a.ts';\nexport function f() { return 1; }")).toBe(false);
  });

  it('runs a batch: the stale files under the given paths, at most --limit of them', () => {
    const stale = [
      'engine/medieval/movement/terrain.ts',
      'engine/medieval/movement/cost.ts',
      'engine/medieval/movement-extra.ts',
      'engine/knighthood/readings.ts',
    ];
    const options = parseBatchArgs(['./engine/medieval/movement/', '--limit', '1']);
    expect(options).toEqual({
      all: false,
      paths: ['engine/medieval/movement'],
      limit: 1,
      concurrency: null,
    });
    if (typeof options === 'string') return;
    expect(selectBatch(stale, options)).toEqual(['engine/medieval/movement/cost.ts']);
    expect(selectBatch(stale, { ...options, limit: null })).toEqual([
      'engine/medieval/movement/cost.ts',
      'engine/medieval/movement/terrain.ts',
    ]);
    expect(selectBatch(stale, { paths: ['engine/knighthood/readings.ts'], limit: null })).toEqual([
      'engine/knighthood/readings.ts',
    ]);
    expect(selectBatch(stale, { paths: [], limit: 2 })).toHaveLength(2);
    expect(parseBatchArgs(['--all', '--concurrency', '1'])).toMatchObject({
      all: true,
      concurrency: 1,
    });
    expect(parseBatchArgs(['--limit', 'x'])).toBe('--limit needs a whole number of at least 1');
    expect(parseBatchArgs(['--fast'])).toBe('unknown option --fast');
  });
});
