/**
 * Prints the mutation score per engine module from the committed incremental
 * report (`npm run mutation:score`), with any stale file or shortfall.
 */
import {
  findShortfalls,
  findStaleFiles,
  formatScoreTable,
  readReport,
  scoreModules,
} from './mutation-score.ts';

const root = process.cwd();
const report = readReport(root);
const modules = scoreModules(report);
console.log(formatScoreTable(modules));
for (const line of [...findStaleFiles(root, report), ...findShortfalls(modules)])
  console.log(`! ${line}`);
