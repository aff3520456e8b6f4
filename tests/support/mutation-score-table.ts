/**
 * `npm run mutation:score`: prints each system's mutation score from
 * summary.json, names any file measured on an older source and any shortfall,
 * and writes the report (reports/mutation/summary.md) the docs link to.
 */
import { writeFileSync } from 'node:fs';
import {
  findShortfalls,
  findStaleFiles,
  formatScoreReport,
  readSummary,
  scoreModules,
  scoreSystems,
} from './mutation-score.ts';

const root = process.cwd();
const summary = readSummary(root);
const modules = scoreModules(summary);
const stale = findStaleFiles(root, summary);
writeFileSync('reports/mutation/summary.md', formatScoreReport(modules, stale));
for (const s of scoreSystems(modules))
  console.log(`${s.system.padEnd(20)} ${s.score === null ? '–' : `${s.score.toFixed(1)} %`}`);
for (const s of stale)
  console.log(
    s.from
      ? `! ${s.file}: moved from ${s.from}; npm run mutation records the move`
      : `! ${s.file}: ${s.why} since its figures were measured`,
  );
for (const line of findShortfalls(modules)) console.log(`! ${line}`);
