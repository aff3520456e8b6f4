/**
 * Lighthouse (mobile preset, the default) on a sample of the built site, with no upload:
 *   npm run build && npm run lighthouse [-- --numberOfRuns=5]
 * `lhci collect` serves dist/ gzipped (as a static host would) and runs each URL of
 * lighthouserc.json three times; this prints the median run's figures per page, then
 * `lhci assert` holds them to the budgets (lighthouserc.json's assertMatrix) and
 * the command fails when one is missed. Reports stay in .lighthouseci/ (gitignored); the
 * medians go into reports/lighthouse/summary.json and .md, page by page, so a run over some
 * pages (`-- --url=http://localhost/knighthood-3/play-along/`) updates only their rows.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const reports = '.lighthouseci';
const lhci = (command: string, args: string[]) =>
  spawnSync('lhci', [command, ...args], { stdio: 'inherit', shell: false }).status ?? 1;

rmSync(reports, { recursive: true, force: true });
const collected = lhci('collect', process.argv.slice(2));
if (collected !== 0) process.exit(collected);

interface Report {
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number }>;
  audits: Record<string, { numericValue: number }>;
}
const byPath = new Map<string, Report[]>();
for (const file of readdirSync(reports).filter((f) => /^lhr-.*\.json$/.test(f))) {
  const report = JSON.parse(readFileSync(join(reports, file), 'utf8')) as Report;
  const path = new URL(report.finalDisplayedUrl).pathname;
  byPath.set(path, [...(byPath.get(path) ?? []), report]);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const figure = (runs: Report[], audit: string) =>
  median(runs.map((r) => r.audits[audit]!.numericValue));
const score = (runs: Report[], category: keyof Report['categories']) =>
  median(runs.map((r) => Math.round(r.categories[category].score * 100)));
const rows = [...byPath].map(([path, runs]) => ({
  page: path,
  runs: runs.length,
  performance: score(runs, 'performance'),
  accessibility: score(runs, 'accessibility'),
  'best practices': score(runs, 'best-practices'),
  SEO: score(runs, 'seo'),
  'TBT ms': Math.round(figure(runs, 'total-blocking-time')),
  'LCP ms': Math.round(figure(runs, 'largest-contentful-paint')),
  CLS: figure(runs, 'cumulative-layout-shift').toFixed(3),
  // All main-thread work in the run, at the same 4× CPU slowdown: steadier than TBT.
  'main-thread ms': Math.round(figure(runs, 'mainthread-work-breakdown')),
  measured: new Date().toISOString().slice(0, 10),
  // TBT swings with the machine's load: the one-minute load average when the runs ended.
  load: loadavg()[0]?.toFixed(1) ?? '',
}));
console.table(rows);

// The medians kept in the repository: this run's pages replace their rows, the others stay.
type Row = (typeof rows)[number];
const summary = 'reports/lighthouse/summary';
const kept: Record<string, Row> = existsSync(`${summary}.json`)
  ? (JSON.parse(readFileSync(`${summary}.json`, 'utf8')) as Record<string, Row>)
  : {};
for (const row of rows) kept[row.page] = row;
const sorted = Object.values(kept).sort((a, b) => a.page.localeCompare(b.page));
mkdirSync('reports/lighthouse', { recursive: true });
writeFileSync(
  `${summary}.json`,
  `${JSON.stringify(Object.fromEntries(sorted.map((r) => [r.page, r])), null, 2)}\n`,
);
const columns = Object.keys(sorted[0] ?? {}) as (keyof Row)[];
writeFileSync(
  `${summary}.md`,
  [
    '# Lighthouse, mobile preset, median of the runs',
    '',
    'Written by `npm run lighthouse` (tests/support/lighthouse.ts); budgets in docs/quality.md.',
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...sorted.map((row) => `| ${columns.map((c) => String(row[c])).join(' | ')} |`),
    '',
  ].join('\n'),
);

process.exit(lhci('assert', []));
