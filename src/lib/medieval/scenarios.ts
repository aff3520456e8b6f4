/**
 * Scenario files (scenarios/<edition>/<id>.json), read at build time and
 * checked against the engine's schema; a bad file stops the build with the
 * file and the field.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkScenario, type Scenario } from '../../../engine/medieval/index.ts';

export const scenariosDir = join(process.cwd(), 'scenarios');

export interface ScenarioFile {
  file: string;
  scenario?: Scenario;
  error?: string;
}

/** Every scenario file, checked (errors are returned, not thrown, for the tests). */
export function readScenarioFiles(): ScenarioFile[] {
  if (!existsSync(scenariosDir)) return [];
  return readdirSync(scenariosDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(readFileSync(join(scenariosDir, file), 'utf8'));
      } catch (error) {
        return { file, error: `not valid JSON: ${(error as Error).message}` };
      }
      const checked = checkScenario(parsed);
      return checked.ok
        ? { file, scenario: checked.value }
        : { file, error: `${checked.error.field}: ${checked.error.message}` };
    });
}

/** One scenario by edition and id; throws at build time with the file and field when it is bad. */
export function loadScenario(edition: string, id: string): Scenario {
  const entry = readScenarioFiles().find((f) => f.file === join(edition, `${id}.json`));
  if (!entry) throw new Error(`no scenario file scenarios/${edition}/${id}.json`);
  if (!entry.scenario) throw new Error(`scenarios/${entry.file}: ${entry.error ?? 'invalid'}`);
  return entry.scenario;
}
