import type { Erratum } from './types.ts';

/** Errata about units, dice and movement in general. */
export const generalErrata: readonly Erratum[] = [
  {
    id: 'average-die',
    kind: 'gap',
    cites: ['dice', 'terrain-effects'],
    title: 'What is a d5?',
    reading:
      'The book calls the d5 an "average" die but never gives its faces. The engine reads it as the average die of the period: a d6 marked 2, 3, 3, 4, 4, 5 (two 3s and two 4s), so it averages 3.5 like a d6 with a narrower spread.',
    alternative: 'A true five-sided die, 1 to 5, each face equally likely.',
    option: { name: 'averageDie', value: 'one-to-five' },
  },
  {
    id: 'class-d-names',
    kind: 'misprint',
    cites: ['relative-importance-class'],
    title: 'The D row of the class table',
    reading:
      'The D row prints two words, "Worthless Scum", under three origin columns. The site shows them once for the whole row: class D is the lowest of every origin.',
    alternative:
      'The words belong to separate columns ("Worthless" for one origin, "Scum" for another) and one origin has no class D.',
    withoutOption: 'misprint',
  },
  {
    id: 'betrayal-roll',
    kind: 'gap',
    cites: ['officer-morale-test'],
    title: 'How the chance of betrayal is rolled',
    reading:
      'The book gives the chance that an officer snapped to Enraged feels betrayed as 40, 60 or 80 % (Regular, Feudal, Tribal) but names no dice for it. The site rolls one percentile die (1D100): he feels betrayed on a roll at or under the chance.',
    alternative:
      'Any other fair draw of the same chance, such as two ten-sided dice read as tens and units; the odds do not change.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'expected-behaviour-test',
    kind: 'gap',
    cites: ['expected-behaviour', 'charges-and-responses'],
    title: 'What "Test" means in the expected behaviour table',
    reading:
      'The table prints Yes, No and Test with no key. A Test entry means a Control test decides, with the results printed under Charging, Standing and Evading, so a failure can still carry out the action: a charge that rolls up goes in unformed, a stand that rolls up still stands unformed, an evade that rolls down still evades and loses 1 die of elements.',
    alternative:
      'Taken on its own, the table could mean the unit acts only after passing its test. The sections on charging, standing and evading say otherwise for every failure, so no calculation follows this reading.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'mixed-weapons-firing',
    kind: 'contradiction',
    cites: ['unit-types', 'archery', 'skirmish-fire'],
    title: 'Bow and bill: archers, or skirmishers only?',
    reading:
      'A unit whose ranks carry different weapons shoots only as skirmishers; a mixed formation of bow and bill is separate bodies of archers and billmen side by side, each acting as its own type.',
    alternative:
      'A bow-and-bill unit is itself the mixed formation the book means, and may shoot as archers when the moment calls for it.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'leadership-present-or-leading',
    kind: 'contradiction',
    cites: ['leadership-and-command', 'control-test', 'rally-control-test'],
    title: 'Leadership in a Control test: present, or leading in person?',
    reading:
      'The officer must be leading the unit in person, as the Officers section says; the calculators ask for an officer leading the unit.',
    alternative:
      'Both copies of the Control test say an officer who is present may swap in his Leadership, so being with the unit is enough.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'command-radius',
    kind: 'contradiction',
    cites: ['leadership-and-command', 'coordinated-movement'],
    title: 'Command Radius of a Regular officer',
    reading:
      'The Officers section counts a Regular officer’s Command twice, and Co-ordinated movement only restates the sum without repeating it: a Regular with Leadership 3 and Command 4 reaches 11 inches.',
    alternative:
      'Co-ordinated movement gives the plain sum of Leadership and Command for every officer: the same Regular reaches 7 inches.',
    option: { name: 'commandRadius', value: 'plain-sum' },
  },
  {
    id: 'dismounted-movement-rates',
    kind: 'gap',
    cites: ['movement-rates'],
    title: 'Which movement column do Dismounted troops use?',
    reading:
      'The rates table has Foot and Mounted columns only. Dismounted troops ride to the fight, so the engine moves them at the Mounted rates while they are mounted and at the Foot rates once on foot.',
    alternative: 'Dismounted troops always move at the Foot rates.',
    withoutOption: 'changes-nothing',
  },
];
