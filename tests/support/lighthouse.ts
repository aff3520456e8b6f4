/**
 * Lighthouse (mobile preset, the default) on the built site, with no upload:
 *   npm run build && npm run lighthouse [-- --staticDistDir=other/dist --numberOfRuns=5]
 * `lhci collect` serves dist/ gzipped (as a static host would) and runs each
 * URL of lighthouserc.json three times; this prints the median of each figure.
 * The reports stay in .lighthouseci/ (gitignored). A measurement, not a test.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const reports = '.lighthouseci';
rmSync(reports, { recursive: true, force: true });
const run = spawnSync('lhci', ['collect', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: false,
});
if (run.status !== 0) process.exit(run.status ?? 1);

interface Report {
  finalDisplayedUrl: string;
  categories: { performance: { score: number } };
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
console.table(
  [...byPath].map(([path, runs]) => ({
    page: path,
    runs: runs.length,
    performance: median(runs.map((r) => Math.round(r.categories.performance.score * 100))),
    'TBT ms': Math.round(figure(runs, 'total-blocking-time')),
    'LCP ms': Math.round(figure(runs, 'largest-contentful-paint')),
    CLS: figure(runs, 'cumulative-layout-shift').toFixed(3),
    // All main-thread work in the run, at the same 4× CPU slowdown: steadier than TBT.
    'main-thread ms': Math.round(figure(runs, 'mainthread-work-breakdown')),
  })),
);
