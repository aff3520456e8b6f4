/** Every scenario file matches the engine's schema and sits in its edition's folder. */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseHex } from '../../engine/core/index.ts';
import { listNamedHexes, readBoardSetup, type Scenario } from '../../engine/medieval/index.ts';
import { readScenarioFiles } from '../../src/lib/medieval/scenarios.ts';

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

const months =
  'January|February|March|April|May|June|July|August|September|October|November|December';
/** A four-digit number that is a year: after a day and month ("24 June 1314") or in a battle's name ("Bannockburn 1314"). */
const year = new RegExp(`(?:(?:${months})|Bannockburn|Kosovo Field) $`);

/**
 * Four-digit numbers the text presents as hexes, but that name no place: the
 * setup legend's examples restated in the Kosovo notes (a leader line and an
 * area), which are setup lines, not places.
 */
const notPlaces: Readonly<Record<string, readonly string[]>> = {
  'kosovo-1389/kosovo-field.json': ['2728', '1215'],
  'kosovo-1389/milos-obilic.json': ['1215'],
};

/** The texts whose hexes must be places: victory conditions, notes, variants and reinforcements. */
function placeTexts(scenario: Scenario): string[] {
  return [
    ...scenario.victory.flatMap((v) => [...v.automatic, ...v.points.map((p) => p.item)]),
    ...scenario.notes,
    ...scenario.variants.flatMap((v) => [v.name, v.text]),
    ...scenario.sides.flatMap((s) => s.reinforcements),
  ];
}

/** Every four-digit number in a text that is not a year. */
function hexesIn(text: string): string[] {
  return [...text.matchAll(/\b\d{4}\b/g)]
    .filter((m) => !year.test(text.slice(0, m.index)))
    .map((m) => m[0]);
}

describe('hexes in the texts', () => {
  it('reads hexes and leaves years alone', () => {
    expect(hexesIn('the road from hex 0823 to hex 1715')).toEqual(['0823', '1715']);
    expect(hexesIn('fought on 24 June 1314 (the scenario "Bannockburn 1314")')).toEqual([]);
    expect(hexesIn('on 14 October 1066, 3 turns; hexes 3032 and 3831, 1/L–42/L')).toEqual([
      '3032',
      '3831',
    ]);
  });
});

describe.skipIf(files.length === 0)('scenario boards', () => {
  it.each(files)('scenarios/$file: every hex a text names is a place', ({ file, scenario }) => {
    if (!scenario) return;
    const places = new Set((scenario.places ?? []).map((p) => p.hex));
    const exceptions = notPlaces[file] ?? [];
    const named = placeTexts(scenario).flatMap(hexesIn);
    for (const hex of named)
      if (!exceptions.includes(hex)) expect(places.has(hex), `${file}: hex ${hex}`).toBe(true);
    for (const hex of exceptions) expect(named).toContain(hex);
  });

  it.each(files)(
    'scenarios/$file: the board reads, and every hex lies on its map',
    ({ file, scenario }) => {
      expect(scenario, file).toBeDefined();
      if (!scenario) return;
      const setup = readBoardSetup(scenario);
      expect(setup.ok ? undefined : setup.error, file).toBeUndefined();
      if (!setup.ok) return;
      const { map } = setup.value.scenarioMap;
      for (const named of listNamedHexes(scenario))
        expect(parseHex(named.hex, map, named.field).ok, `${file}: ${named.field}`).toBe(true);
      for (const marker of setup.value.markers)
        for (const hex of marker.hexes) expect(parseHex(hex, map).ok, `${file}: ${hex}`).toBe(true);
    },
  );

  it('SCENARIOS: every file has reviewed places; Stamford Bridge and Falkirk name their entry hexes', () => {
    for (const { file, scenario } of files) expect(scenario?.places, file).toBeDefined();
    const byFile = new Map(files.map((f) => [f.file, f.scenario]));
    const entries = (file: string) =>
      (byFile.get(file)?.places ?? [])
        .filter((p) => p.about === 'reinforcement')
        .map((p) => `${p.hex}${p.turn ? `@${p.turn}` : ''}`);
    expect(entries('1066/stamford-bridge.json')).toEqual(['3032@2', '3831@2', '5311@12']);
    expect(entries('bannockburn-1314/falkirk.json')).toEqual(['1522', '3122', '1522@5', '3122@5']);
    expect(entries('bannockburn-1314/bannockburn-1314.json')).toEqual(['2930', '3330', '3730']);
  });
});
