/**
 * An army comes back from a `?army=` link, a file or the text the
 * browser kept; each reader fuzzed with hostile input never throws, gives an
 * army that survives a round trip or a refusal naming the field, and never
 * quotes a whole hostile string.
 */
import { fuzzRuns } from '../../core/hostile-inputs.fixtures.ts';
import { describeHostileReaders } from '../../core/saving/saved-readers.fixtures.ts';
import {
  armyFromJson,
  armyFromLink,
  armyToJson,
  armyToLink,
  longestArmyText,
  readArmy,
} from './army-codec.ts';
import { testArmy, testUnit } from './army-fixtures.ts';

const army = testArmy(
  [
    testUnit({ id: 'p', name: 'Pikes', regular: true, figures: 12, weapons: ['P', 'LHW'] }),
    testUnit({ id: 's', figures: 4, parent: 'p', pavises: 2, extraAmmunition: 4 }),
  ],
  {
    pointsLimit: 900,
    banners: [{ id: 'b1', name: 'Lion', carriedBy: 'p' }],
    extras: { wagons: 1, packAnimals: 2, unplacedStakes: 3, emplacedStakes: 4, berserkers: 1 },
  },
);

describeHostileReaders(
  'army readers (a ?army= link, a file or kept text) against hostile input',
  {
    readFile: armyFromJson,
    writeFile: armyToJson,
    readLink: armyFromLink,
    writeLink: armyToLink,
    readParsed: readArmy,
    longestLink: longestArmyText,
  },
  army,
  { text: fuzzRuns, json: fuzzRuns, spoiled: fuzzRuns },
  120_000,
);
