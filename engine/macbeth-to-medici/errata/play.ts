import type { Erratum } from './types.ts';

/** Where following a game from turn to turn needs a state change the book does not spell out. */
export const playErrata: readonly Erratum[] = [
  {
    id: 'combat-test-results',
    kind: 'gap',
    cites: [
      'combat',
      'archery',
      'skirmish-fire',
      'impact-combat',
      'melee-combat',
      'unit-endurance',
    ],
    title: 'What a failed Control test after fire or combat does',
    reading:
      'Fire, skirmishing and combat each call for "an immediate Control test", but results are printed only for charging, standing, evading and rallying. The engine applies what Unit endurance says of any test: an Erratic unit (phantom hits counted) that fails turns Impetuous rolling up or Broken rolling down; a unit within its safe hits that fails is not changed.',
    alternative:
      'A unit under fire or in combat is holding its ground, so it takes the Standing results as well: rolling up leaves it unformed, rolling down unformed and 1 die of elements lost.',
    option: { name: 'combatTestResults', value: 'as-standing' },
  },
  {
    id: 'turning-hits',
    kind: 'gap',
    cites: ['impetuous-and-broken', 'unit-endurance'],
    title: 'Hits after turning Impetuous or Broken',
    reading:
      'A unit turning Impetuous or Broken removes as many elements as the hits it carries. The book never says the hits go with them, and only rallying and reorganisation take hits off, so the engine leaves the hits on the unit.',
    alternative: 'The elements pay for the hits: once they are removed the unit carries none.',
    option: { name: 'turningHits', value: 'paid-off' },
  },
  {
    id: 'routed-unit',
    kind: 'gap',
    cites: ['officer-morale-test', 'impetuous-and-broken'],
    title: 'When is a unit routed, for its officer?',
    reading:
      'An officer tests at the rout or destruction of a unit of his command. The engine reads a unit as routed once it turns Broken and flees, and lists the test then.',
    alternative:
      'A unit is routed only once it has left the table; until then a Broken unit calls for no officer test.',
    option: { name: 'routedUnit', value: 'leaves-table' },
  },
];
