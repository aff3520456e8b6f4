/**
 * Reads Stryker's committed incremental report (reports/mutation/stryker-incremental.json)
 * so that CI can hold the mutation score without the half-hour run: the report is
 * trusted only while every engine file is exactly what it recorded.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export const reportPath = 'reports/mutation/stryker-incremental.json';

/** Thresholds of issue 14: per system (tables aside) and per rule module. */
export const thresholds = { system: 80, module: 70 } as const;

interface ReportedMutant {
  status: string;
}
export interface MutationReport {
  files: Record<string, { source: string; mutants: ReportedMutant[] }>;
  testFiles?: Record<string, { source?: string }>;
}

export function readReport(root: string): MutationReport {
  return JSON.parse(readFileSync(resolve(root, reportPath), 'utf8')) as MutationReport;
}

/**
 * Stryker's `mutate` in stryker.config.json (a test keeps the two equal). Table data
 * (engine/<system>/tables/) is left out: its cells are held by the golden tests, and
 * its static mutants, each re-running every test, took 85 % of a full run. The
 * Medieval editions' reviewed alignment is data too, held by its own tests, and
 * `*.fixtures.ts` files only build the tests' inputs.
 */
export const mutatePatterns = [
  'engine/**/*.ts',
  '!engine/**/*.test.ts',
  '!engine/**/*.bench.ts',
  '!engine/**/*.fixtures.ts',
  '!engine/*/tables/**',
  '!engine/medieval/compare/alignment/**',
];

// Fuzz tests are left out of Stryker's run (vitest.mutation.config.ts), so out of its report.
const isTestFile = (file: string) => /\.test\.ts$/.test(file) && !file.endsWith('.fuzz.test.ts');
const isMutated = (file: string) =>
  file.endsWith('.ts') &&
  !/\.(test|bench|fixtures)\.ts$/.test(file) &&
  !/^engine\/[^/]+\/tables\//.test(file) &&
  !file.startsWith('engine/medieval/compare/alignment/');

/** Engine files, relative to the root, as Stryker's `mutate` and the test run see them. */
export function listEngineFiles(root: string) {
  const files = readdirSync(resolve(root, 'engine'), { recursive: true, encoding: 'utf8' })
    .map((f) => join('engine', f))
    .sort();
  return { sources: files.filter(isMutated), tests: files.filter(isTestFile) };
}

/**
 * Stryker leaves files without mutants (types, re-exports) out of its report:
 * such a file compiles to nothing but export-from statements.
 */
export function hasNoCode(source: string): boolean {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, removeComments: true },
  }).outputText;
  return js.replace(/export\s*(?:\*|\{[^}]*\})\s*(?:from\s*'[^']*')?;/g, '').trim() === '';
}

/**
 * A golden test of table data that imports nothing beyond its own tables/
 * folder covers no mutant (tables are not mutated), so Stryker leaves it out
 * of the report.
 */
function testsTablesOnly(file: string, source: string): boolean {
  const imports = [...source.matchAll(/from\s*'(\.[^']*)'/g)].map((m) => m[1] ?? '');
  return /^engine\/[^/]+\/tables\//.test(file) && imports.every((spec) => spec.startsWith('./'));
}

/**
 * Each engine source or test file that differs from the report (changed, added or
 * deleted), with what is wrong, so the message can name it.
 */
export function findStaleFiles(root: string, report: MutationReport): string[] {
  const { sources, tests } = listEngineFiles(root);
  const compare = (
    kind: string,
    current: string[],
    recorded: Record<string, { source?: string }>,
  ) => {
    const stale: string[] = [];
    for (const file of current) {
      const entry = recorded[file];
      const source = readFileSync(resolve(root, file), 'utf8');
      if (!entry) {
        if (kind === 'test' ? !testsTablesOnly(file, source) : !hasNoCode(source))
          stale.push(`${file}: ${kind} file not in the report (new)`);
      } else if (entry.source !== source)
        stale.push(`${file}: ${kind} file changed since the report`);
    }
    for (const file of Object.keys(recorded))
      if (!current.includes(file) && !existsSync(resolve(root, file)))
        stale.push(`${file}: ${kind} file in the report no longer exists`);
    return stale;
  };
  return [
    ...compare('source', sources, report.files),
    ...compare('test', tests, report.testFiles ?? {}),
  ];
}

export interface ModuleScore {
  file: string;
  /** `medieval`, `macbeth-to-medici` … or `core` (engine/core/; a file directly under engine/ counts there too). */
  system: string;
  /** Table data (engine/<system>/tables/) is held by golden tests and left out of the figures. */
  table: boolean;
  detected: number;
  undetected: number;
  /** Killed + timeout over killed + timeout + survived + no coverage, in %; null without valid mutants. */
  score: number | null;
}

const percent = (detected: number, undetected: number) =>
  detected + undetected === 0 ? null : (100 * detected) / (detected + undetected);

/** Stryker's score per file: errors (compile, runtime) and ignored mutants are not counted. */
export function scoreModules(report: MutationReport): ModuleScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const parts = file.split(/[\\/]/);
      const detected = mutants.filter(
        (m) => m.status === 'Killed' || m.status === 'Timeout',
      ).length;
      const undetected = mutants.filter(
        (m) => m.status === 'Survived' || m.status === 'NoCoverage',
      ).length;
      return {
        file,
        system: parts.length > 2 ? (parts[1] ?? 'core') : 'core',
        table: parts[2] === 'tables',
        detected,
        undetected,
        score: percent(detected, undetected),
      };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

export interface SystemScore {
  system: string;
  detected: number;
  undetected: number;
  score: number | null;
}

/** Each system's rule modules taken together, table data left out. */
export function scoreSystems(modules: ModuleScore[]): SystemScore[] {
  const systems = new Map<string, SystemScore>();
  for (const m of modules.filter((x) => !x.table)) {
    const s = systems.get(m.system) ?? {
      system: m.system,
      detected: 0,
      undetected: 0,
      score: null,
    };
    s.detected += m.detected;
    s.undetected += m.undetected;
    s.score = percent(s.detected, s.undetected);
    systems.set(m.system, s);
  }
  return [...systems.values()];
}

/** Every rule module and system under its threshold, as a sentence. */
export function findShortfalls(modules: ModuleScore[]): string[] {
  const low = (score: number | null, floor: number) => score !== null && score < floor;
  return [
    ...scoreSystems(modules)
      .filter((s) => low(s.score, thresholds.system))
      .map((s) => `${s.system} rule modules: ${s.score?.toFixed(1)} % < ${thresholds.system} %`),
    ...modules
      .filter((m) => !m.table && low(m.score, thresholds.module))
      .map((m) => `${m.file}: ${m.score?.toFixed(1)} % < ${thresholds.module} %`),
  ];
}

/** The per-module table as Markdown, for the README and `npm run mutation:score`. */
export function formatScoreTable(modules: ModuleScore[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const fmt = (score: number | null) => (score === null ? '–' : `${score.toFixed(1)} %`);
  const lines = [
    row(['module', 'killed or timed out', 'survived or not covered', 'score']),
    row(['---', '---:', '---:', '---:']),
  ];
  for (const m of modules.filter((x) => x.score !== null))
    lines.push(row([m.file, String(m.detected), String(m.undetected), fmt(m.score)]));
  for (const s of scoreSystems(modules))
    lines.push(
      row([
        `**${s.system} rule modules (tables aside)**`,
        String(s.detected),
        String(s.undetected),
        `**${fmt(s.score)}**`,
      ]),
    );
  return lines.join('\n');
}
