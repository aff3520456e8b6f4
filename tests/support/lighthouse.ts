/**
 * Lighthouse (mobile preset, the default) on a sample of the built site, with no upload:
 *   npm run build && npm run lighthouse [-- --numberOfRuns=5]
 * `lhci collect` serves dist/ gzipped (as a static host would) and runs each URL of
 * lighthouserc.json three times; this prints the median run's figures per page, then
 * `lhci assert` holds them to the budgets (lighthouserc.json's assertMatrix) and
 * the command fails when one is missed. Reports stay in .lighthouseci/ (gitignored).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
console.table(
  [...byPath].map(([path, runs]) => ({
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
  })),
);

process.exit(lhci('assert', []));
