/**
 * `npm run mutation`: runs Stryker on the engine files whose source differs
 * from the one summary.json measured (`-- --all` for every file), then writes
 * their fresh figures into the summary and the report beside it. One changed
 * module takes minutes; the whole engine about half an hour on 2 cores.
 * `-- engine/medieval/movement --limit 8 --concurrency 1` runs a batch: only
 * those files under the paths, at most 8, Stryker on 1 core; each batch's
 * figures are merged at once, so a long rerun can land in parts.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  findStaleFiles,
  listMutatedFiles,
  mergeSummaries,
  parseBatchArgs,
  readSummary,
  selectBatch,
  strykerReportPath,
  summariseReport,
  summaryPath,
  type StrykerReport,
} from './mutation-score.ts';

const options = parseBatchArgs(process.argv.slice(2));
if (typeof options === 'string') {
  console.error(`npm run mutation: ${options}`);
  process.exit(2);
}
const root = process.cwd();
const old = readSummary(root);
const stale = findStaleFiles(root, old);
const rerun = selectBatch(
  options.all
    ? listMutatedFiles(root)
    : stale.filter((s) => s.why === 'changed' || s.why === 'new').map((s) => s.file),
  options,
);
// A moved file keeps its figures under its new path.
for (const { file, from } of stale)
  if (from && !rerun.includes(file)) {
    const entry = old.files[from];
    if (entry) old.files[file] = entry;
  }

if (rerun.length > 0) {
  console.log(`Stryker on ${rerun.length} file(s):\n  ${rerun.join('\n  ')}`);
  const concurrency = options.concurrency ? ['--concurrency', String(options.concurrency)] : [];
  const run = spawnSync('npx', ['stryker', 'run', '--mutate', rerun.join(','), ...concurrency], {
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
