/**
 * The engine's mutation score as a small committed summary
 * (reports/mutation/summary.json): per mutated file, the hash of the source
 * Stryker ran on and its mutants counted by outcome. `npm run mutation`
 * (mutation-run.ts) reruns Stryker on the files whose source no longer
 * matches and rewrites their entries; the tests hold the thresholds, and
 * `npm run mutation:score` names any file measured on an older source.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

export const summaryPath = 'reports/mutation/summary.json';
/** Stryker's JSON report of its last run (not committed). */
export const strykerReportPath = 'reports/mutation/mutation.json';

/** Per system (tables aside) and per rule module. */
export const thresholds = { system: 80, module: 70 } as const;

/**
 * A ratchet: the score each system must keep (tables aside), set where the
 * system stood when its floor was last raised. Raise a floor only when the
 * measured score has risen past it with room to spare; a system not named
 * here is held to `thresholds.system`.
 */
export const systemFloors: Readonly<Record<string, number>> = {
  medieval: 97,
  'macbeth-to-medici': 97,
  knighthood: 95.5,
};

/** A Stryker report (mutation-testing-report-schema), as much of it as is read here. */
export interface StrykerReport {
  files: Record<string, { source: string; mutants: { status: string }[] }>;
}

export interface FileSummary {
  /** hashSource of the source Stryker mutated. */
  sha256: string;
  /** Killed or timed out. */
  detected: number;
  /** Survived or not covered. */
  undetected: number;
}

export interface MutationSummary {
  files: Record<string, FileSummary>;
}

/**
 * The hash a file's figures are held to: its source without its import and
 * re-export statements, so a file moved to another folder, whose imports
 * alone changed (paths, line wrapping), keeps its mutants and their figures:
 * Stryker mutates no import.
 */
export const hashSource = (source: string) =>
  createHash('sha256')
    .update(source.replace(/^(?:import|export)\b[^;]*?\bfrom\s*(['"])[^'"]*\1;?$/gms, ''))
    .digest('hex');

export function readSummary(root: string): MutationSummary {
  return JSON.parse(readFileSync(resolve(root, summaryPath), 'utf8')) as MutationSummary;
}

/** Counts a Stryker report's mutants per file: errors (compile, runtime) and ignored ones are left out, as Stryker's score does. */
export function summariseReport(report: StrykerReport): MutationSummary {
  const files: Record<string, FileSummary> = {};
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const count = (...statuses: string[]) =>
      mutants.filter((m) => statuses.includes(m.status)).length;
    files[file] = {
      sha256: hashSource(source),
      detected: count('Killed', 'Timeout'),
      undetected: count('Survived', 'NoCoverage'),
    };
  }
  return { files };
}

/** The summary with the given files' entries replaced, and entries of files that no longer exist dropped. */
export function mergeSummaries(
  root: string,
  old: MutationSummary,
  fresh: MutationSummary,
  rerun: readonly string[],
): MutationSummary {
  const files: Record<string, FileSummary> = {};
  for (const [file, entry] of Object.entries(old.files))
    if (!rerun.includes(file) && existsSync(resolve(root, file))) files[file] = entry;
  Object.assign(files, fresh.files);
  return {
    files: Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b))),
  };
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

const isMutated = (file: string) =>
  file.endsWith('.ts') &&
  !/\.(test|bench|fixtures)\.ts$/.test(file) &&
  !/^engine\/[^/]+\/tables\//.test(file) &&
  !file.startsWith('engine/medieval/compare/alignment/');

/** The engine files Stryker mutates, relative to the root. */
export function listMutatedFiles(root: string): string[] {
  return readdirSync(resolve(root, 'engine'), { recursive: true, encoding: 'utf8' })
    .map((f) => join('engine', f))
    .filter(isMutated)
    .sort();
}

/**
 * Stryker has nothing to mutate in a file of types and re-exports: it
 * compiles to nothing but export-from statements.
 */
export function hasNoCode(source: string): boolean {
  const js = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, removeComments: true },
  }).outputText;
  return js.replace(/export\s*(?:\*|\{[^}]*\})\s*(?:from\s*'[^']*')?;/g, '').trim() === '';
}

/** A file whose figures no longer describe it, and why; a moved file names where it was. */
export interface StaleFile {
  file: string;
  why: 'changed' | 'new' | 'deleted' | 'moved';
  from?: string;
}

/** Each mutated file whose source differs from the one its figures were measured on. */
export function findStaleFiles(root: string, summary: MutationSummary): StaleFile[] {
  const current = listMutatedFiles(root);
  const stale: StaleFile[] = [];
  for (const file of current) {
    const source = readFileSync(resolve(root, file), 'utf8');
    const entry = summary.files[file];
    if (!entry) {
      if (!hasNoCode(source)) stale.push({ file, why: 'new' });
    } else if (entry.sha256 !== hashSource(source)) stale.push({ file, why: 'changed' });
  }
  for (const file of Object.keys(summary.files))
    if (!current.includes(file)) stale.push({ file, why: 'deleted' });
  // A new file with a deleted one's source was moved: its figures still hold.
  const deleted = stale.filter((s) => s.why === 'deleted');
  for (const added of stale.filter((s) => s.why === 'new')) {
    const hash = hashSource(readFileSync(resolve(root, added.file), 'utf8'));
    const origin = deleted.find((d) => summary.files[d.file]?.sha256 === hash);
    if (!origin) continue;
    Object.assign(added, { why: 'moved', from: origin.file });
    stale.splice(stale.indexOf(origin), 1);
  }
  return stale;
}

/** Command-line options of `npm run mutation`: a batch of the files to rerun. */
export interface BatchOptions {
  /** `--all`: every mutated file, not only the stale ones. */
  all: boolean;
  /** Positional paths: only files at or under them. */
  paths: string[];
  /** `--limit N`: at most N files, in path order. */
  limit: number | null;
  /** `--concurrency N`: passed to Stryker. */
  concurrency: number | null;
}

/** Reads `npm run mutation -- [--all] [--limit N] [--concurrency N] [path …]`; an error names the bad flag. */
export function parseBatchArgs(args: readonly string[]): BatchOptions | string {
  const options: BatchOptions = { all: false, paths: [], limit: null, concurrency: null };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (arg === '--all') options.all = true;
    else if (arg === '--limit' || arg === '--concurrency') {
      const n = Number(args[++i]);
      if (!Number.isInteger(n) || n < 1) return `${arg} needs a whole number of at least 1`;
      options[arg === '--limit' ? 'limit' : 'concurrency'] = n;
    } else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else options.paths.push(arg.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, ''));
  }
  return options;
}

/**
 * The batch to rerun: the files under the given paths (a folder or a file;
 * none given, every file), the first `limit` of them in path order. A long
 * run of stale files can so be measured a folder or a few files at a time.
 */
export function selectBatch(
  files: readonly string[],
  { paths, limit }: Pick<BatchOptions, 'paths' | 'limit'>,
): string[] {
  const inside = (file: string) =>
    paths.length === 0 || paths.some((p) => file === p || file.startsWith(`${p}/`));
  const chosen = files.filter(inside).sort();
  return limit === null ? chosen : chosen.slice(0, limit);
}

export interface ModuleScore extends FileSummary {
  file: string;
  /** `medieval`, `macbeth-to-medici` … or `core` (engine/core/; a file directly under engine/ counts there too). */
  system: string;
  /** Table data (engine/<system>/tables/) is held by golden tests and left out of the figures. */
  table: boolean;
  /** Detected over all counted mutants, in %; null without any. */
  score: number | null;
}

const percent = (detected: number, undetected: number) =>
  detected + undetected === 0 ? null : (100 * detected) / (detected + undetected);

export function scoreModules(summary: MutationSummary): ModuleScore[] {
  return Object.entries(summary.files)
    .map(([file, entry]) => {
      const parts = file.split(/[\\/]/);
      return {
        file,
        ...entry,
        system: parts.length > 2 ? (parts[1] ?? 'core') : 'core',
        table: parts[2] === 'tables',
        score: percent(entry.detected, entry.undetected),
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
  const floorOf = (system: string) => systemFloors[system] ?? thresholds.system;
  return [
    ...scoreSystems(modules)
      .filter((s) => low(s.score, floorOf(s.system)))
      .map((s) => `${s.system} rule modules: ${s.score?.toFixed(1)} % < ${floorOf(s.system)} %`),
    ...modules
      .filter((m) => !m.table && low(m.score, thresholds.module))
      .map((m) => `${m.file}: ${m.score?.toFixed(1)} % < ${thresholds.module} %`),
  ];
}

/** The per-system and per-module tables as Markdown, with the files measured on an older source. */
export function formatScoreReport(modules: ModuleScore[], stale: StaleFile[]): string {
  const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
  const fmt = (score: number | null) => (score === null ? '–' : `${score.toFixed(1)} %`);
  const head = (first: string) => [
    row([first, 'killed or timed out', 'survived or not covered', 'score']),
    row(['---', '---:', '---:', '---:']),
  ];
  const lines = [
    '# Mutation score of the engine',
    '',
    'Written by `npm run mutation:score` from `summary.json`, which `npm run mutation` updates',
    'after each Stryker run. Do not edit by hand.',
    '',
    ...head('system (rule modules, tables aside)'),
    ...scoreSystems(modules).map((s) =>
      row([s.system, String(s.detected), String(s.undetected), fmt(s.score)]),
    ),
    '',
    stale.length === 0
      ? 'Every figure was measured on the engine as it is.'
      : `Measured on an older source (run \`npm run mutation\`): ${stale.map((s) => `\`${s.file}\` (${s.why})`).join(', ')}.`,
    '',
    ...head('module'),
    ...modules
      .filter((m) => m.score !== null)
      .map((m) => row([`\`${m.file}\``, String(m.detected), String(m.undetected), fmt(m.score)])),
  ];
  return `${lines.join('\n')}\n`;
}
