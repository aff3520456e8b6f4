/** Every scenario file matches the engine's schema and sits in its edition's folder. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScenarioFiles } from '../../src/lib/scenarios.ts';

const files = readScenarioFiles();

const seedFiles: Record<string, string> = {
  'bannockburn-1314': '000_09e7fe7e542cab96.txt',
  'kosovo-1389': '001_74fbda159fa63ef6.txt',
  '1066': '002_f44c7b4ac9721905.txt',
};

/** The edition's book as lines, or undefined without the seeds. */
function bookLines(edition: string): string[] | undefined {
  const name = seedFiles[edition];
  if (!name) return undefined;
  for (let dir = process.cwd(); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'shared', 'seeds', name);
    if (existsSync(file)) return readFileSync(file, 'utf8').split('\n');
  }
  return undefined;
}

/** The label the book prints under the scenario's title ("historical scenario"), if any. */
function printedLabel(lines: string[], scenarioName: string): string | undefined {
  const name = scenarioName.toLowerCase();
  for (const [i, line] of lines.entries()) {
    const title = line
      .replace(/^#+\s*/, '')
      .trim()
      .toLowerCase();
    if (title !== name && !title.startsWith(`${name},`)) continue;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    if (next && /^[\w-]+ scenario$/i.test(next.trim())) return next.trim();
  }
  return undefined;
}

describe.skipIf(files.length === 0)('scenario files', () => {
  it.each(files)('scenarios/$file is valid', ({ file, scenario, error }) => {
    expect(error, `scenarios/${file}`).toBeUndefined();
    expect(file).toBe(`${scenario?.edition}/${scenario?.id}.json`);
  });

  it.each(files)(
    'scenarios/$file: SCENARIOS label only where the book prints one under the title',
    ({ scenario }) => {
      const lines = scenario && bookLines(scenario.edition);
      if (!scenario || !lines) return;
      expect(scenario.label).toBe(printedLabel(lines, scenario.name));
    },
  );

  it('SCENARIOS: Bannockburn 1314 carries MORALE over from Prelude; the 1066 scenarios carry no label', () => {
    const byId = new Map(files.map((f) => [f.file, f.scenario]));
    expect(byId.get('bannockburn-1314/bannockburn-1314.json')?.morale).toEqual({
      carriedOverFrom: 'Prelude',
    });
    const labels = files.filter((f) => f.file.startsWith('1066/')).map((f) => f.scenario?.label);
    expect(labels).toEqual([undefined, undefined, undefined]);
  });
});
