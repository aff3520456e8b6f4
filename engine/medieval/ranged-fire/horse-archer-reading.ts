/**
 * Who tests after horse-archer fire causes losses, and on which column (B/N
 * 10.5.10, K 11.5.10), as the readings take it. Read here: the firing horse
 * archers, as light cavalry. `horseArcherColumn: 'counter-armor'` reads the
 * cavalry column of the counter's armor (erratum horse-archer-test-column);
 * `horseArcherTestUnit: 'target'` makes the target test on its own column
 * (erratum horse-archer-test-unit).
 */
import type { EditionProfile } from '../editions/editions.ts';
import { resolveReadings } from '../editions/readings.ts';
import { testCategory } from '../morale/test-category.ts';
import type { TestCategory } from '../types.ts';
import { getHorseArcherTest } from './follow-ups.ts';
import { getFireRules } from './rules.ts';
import type { FireInput, FireStep } from './types.ts';

/** The test the readings call for, who takes it, and the working line that says so. */
export function chooseHorseArcherTest(edition: EditionProfile, input: FireInput) {
  const readings = resolveReadings(edition, input.readings);
  const who = readings.horseArcherTestUnit;
  let category: TestCategory | undefined = input.firerCategory;
  if (who === 'target') {
    const kind = input.target.kind ?? 'infantry';
    category = testCategory({ kind, sp: 1, armor: input.target.armor, cf: 0 });
  } else if (category === undefined && readings.horseArcherColumn === 'counter-armor') {
    category = testCategory({ kind: 'horse-archers', sp: 1, armor: input.firerArmor ?? 0, cf: 0 });
  }
  const test = getHorseArcherTest(edition, category, readings);
  const errata = [...test.errata];
  if (input.firerCategory === undefined && !errata.includes('horse-archer-test-column'))
    errata.push('horse-archer-test-column');
  const failOn = test.failOn.length > 0 ? `fails on ${test.failOn.join(', ')}` : 'never fails';
  const step: FireStep = {
    rule: getFireRules(edition).horseArchersTest,
    text: `after losses ${who === 'target' ? 'the target' : 'the horse archers'} test: ${test.table.source.title}, row ${test.label}, ${test.column}, ${test.table.dice} ${failOn}`,
  };
  const table: FireStep = {
    rule: test.table.source.title,
    text: `${test.table.source.title}, row ${test.label}: ${test.column} ${failOn}`,
  };
  return { ...test, who, errata, steps: [step, table] };
}
