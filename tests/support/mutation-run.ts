/**
 * `npm run mutation`: runs Stryker on the engine files whose source differs
 * from the one summary.json measured (`-- --all` for every file), then writes
 * their fresh figures into the summary and the report beside it. One changed
 * module takes minutes; the whole engine about half an hour on 2 cores.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  findStaleFiles,
  listMutatedFiles,
  mergeSummaries,
  readSummary,
  strykerReportPath,
  summariseReport,
  summaryPath,
  type StrykerReport,
} from './mutation-score.ts';

const root = process.cwd();
const old = readSummary(root);
const stale = findStaleFiles(root, old);
const rerun = process.argv.includes('--all')
  ? listMutatedFiles(root)
  : stale.filter((s) => s.why === 'changed' || s.why === 'new').map((s) => s.file);
// A moved file keeps its figures under its new path.
for (const { file, from } of stale)
  if (from && !rerun.includes(file)) {
    const entry = old.files[from];
    if (entry) old.files[file] = entry;
  }

if (rerun.length > 0) {
  console.log(`Stryker on ${rerun.length} file(s):\n  ${rerun.join('\n  ')}`);
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', rerun.join(',')], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
const report = rerun.length
  ? (JSON.parse(readFileSync(resolve(root, strykerReportPath), 'utf8')) as StrykerReport)
  : { files: {} };
const merged = mergeSummaries(root, old, summariseReport(report), rerun);
writeFileSync(resolve(root, summaryPath), `${JSON.stringify(merged, null, 2)}\n`);
console.log(`${summaryPath}: ${rerun.length} file(s) measured, ${stale.length} were stale.`);
spawnSync('node', ['tests/support/mutation-score-table.ts'], { stdio: 'inherit' });
