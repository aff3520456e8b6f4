/**
 * `npm run bench:build`: runs every step of `npm run build` (the build script
 * in package.json, split at `&&`) and prints how long each step and the whole
 * took. The goal is a full build in under 60 s on a 2-core machine. A
 * step that fails prints its output and the benchmark exits with its code.
 * The load average is printed too: other work on the machine slows every step.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

const goalSeconds = 60;
const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  scripts: Record<string, string>;
};
const steps = (scripts['build'] ?? '').split('&&').map((step) => step.trim());

const loadBefore = loadavg()[0] ?? 0;
const times: [string, number][] = [];
for (const step of steps) {
  const start = performance.now();
  const run = spawnSync(step, { shell: true, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  times.push([step, (performance.now() - start) / 1000]);
  if (run.status !== 0) {
    process.stdout.write(run.stdout);
    process.stderr.write(run.stderr);
    console.error(`bench:build: “${step}” failed (exit ${run.status})`);
    process.exit(run.status ?? 1);
  }
}

const total = times.reduce((sum, [, seconds]) => sum + seconds, 0);
const width = Math.max(...times.map(([step]) => step.length));
const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
console.log(`npm run build, step by step (${availableParallelism()} cores, ${load}):`);
for (const [step, seconds] of times)
  console.log(`  ${step.padEnd(width)}  ${seconds.toFixed(1)} s`);
console.log(
  `  ${'total'.padEnd(width)}  ${total.toFixed(1)} s (goal under ${goalSeconds} s: ${total < goalSeconds ? 'met' : 'missed'})`,
);
