/**
 * Prints the mutation score per engine module from the committed incremental
 * report (`npm run mutation:score`), with any stale file or shortfall.
 * With `-- --readme` it also writes the table into the README between the
 * `mutation-score` markers, so the README never shows a hand-copied score.
 */
import { readFileSync, writeFileSync } from 'node:fs';
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
const table = formatScoreTable(modules);
console.log(table);
if (process.argv.includes('--readme')) {
  const readme = readFileSync('README.md', 'utf8');
  const marked = /(<!-- mutation-score -->\n)[\s\S]*?(\n<!-- \/mutation-score -->)/;
  writeFileSync('README.md', readme.replace(marked, `$1\n${table}\n$2`));
}
for (const line of [...findStaleFiles(root, report), ...findShortfalls(modules)])
  console.log(`! ${line}`);
