/** Every scenario file matches the engine's schema and sits in its edition's folder. */
import { describe, expect, it } from 'vitest';
import { readScenarioFiles } from '../../src/lib/scenarios.ts';

const files = readScenarioFiles();

describe.skipIf(files.length === 0)('scenario files', () => {
  it.each(files)('scenarios/$file is valid', ({ file, scenario, error }) => {
    expect(error, `scenarios/${file}`).toBeUndefined();
    expect(file).toBe(`${scenario?.edition}/${scenario?.id}.json`);
  });
});
