import type { Erratum } from './types.ts';

/** Errata in Control tests, officers, rallying, fatigue and interpenetration. */
export const testErrata: readonly Erratum[] = [
  {
    id: 'control-test-copies',
    kind: 'gap',
    cites: ['control-test', 'rally-control-test'],
    title: 'The two copies of the Control test procedure',
    reading:
      'The procedure is printed twice, under Charges & Responses and under Rallying. Both give 2 dice with no modifiers, the same Leadership swap and the same pass ranges (Green 7, Seasoned 6–8, Veteran 5–9); they differ only in wording (the rallying copy garbles "referred to in the rules") and in that the first copy goes on to say what hits do: more hits than the Experience Bonus make a Steady unit Erratic, and an Erratic unit that fails turns Impetuous or Broken. The engine treats them as one test, so hits and Erratic failures count in rally tests too.',
    alternative:
      'The rallying copy stands on its own: a rally test that fails only costs the hit or the element, and never turns an Erratic unit Impetuous or Broken.',
    option: { name: 'rallyFailures', value: 'hits-and-elements-only' },
  },
  {
    id: 'control-test-leadership',
    kind: 'gap',
    cites: ['control-test', 'rally-control-test', 'officer-morale-test', 'leadership-and-command'],
    title: 'When does the officer swap in his Leadership?',
    reading:
      'The book lets an officer put his Leadership in place of one die but not when he decides. The engine lets him look at both dice and swap one only when the swap turns a failure into a pass; otherwise the dice stand as rolled.',
    alternative:
      'He commits before the roll: only one die is thrown and his Leadership is the other score, whatever it comes to.',
    option: { name: 'controlLeadership', value: 'always' },
  },
  {
    id: 'standing-down',
    kind: 'gap',
    cites: ['standing'],
    title: 'Failing to stand by rolling down: which choice costs elements?',
    reading:
      'The unit either evades or stands unformed, and the loss of 1 die of elements is printed after the second choice only. The engine ties the loss to standing: a unit that evades instead loses nothing here.',
    alternative:
      'The loss applies whichever the unit chooses, as it does to a unit that rolls down when evading.',
    option: { name: 'standingDownLoss', value: 'either-choice' },
  },
  {
    id: 'erratic-failure',
    kind: 'gap',
    cites: ['unit-endurance', 'control-test', 'impetuous-and-broken'],
    title: 'Impetuous or Broken?',
    reading:
      'An Erratic unit that fails a Control test becomes "either" Impetuous or Broken, without saying which. The engine follows the way it failed: rolling up (too eager) makes it Impetuous, rolling down (losing heart) makes it Broken.',
    alternative:
      'The situation or the player decides: for instance Impetuous whenever the unit was charging, Broken otherwise, however the dice fell.',
    option: { name: 'erraticFailure', value: 'by-situation' },
  },
  {
    id: 'phantom-hits-elements',
    kind: 'gap',
    cites: ['impetuous-and-broken', 'skirmish-fire', 'gunnes'],
    title: 'Do phantom hits cost elements?',
    reading:
      'Skirmish and bombard hits count only for the Control test they cause and are never kept. When that test turns the unit Impetuous or Broken, the engine removes elements for the true hits it carries only.',
    alternative:
      'The phantom hits are still carried at that moment, so they add to the elements removed.',
    option: { name: 'phantomHitsElements', value: 'phantom-too' },
  },
  {
    id: 'rally-faster-moves',
    kind: 'gap',
    cites: ['rallying'],
    title: 'Rallying after doubling, charging or evading',
    reading:
      'The table lists standing (4), marching (3) and a normal move (2) and stops there, so a unit that doubled, charged, counter-charged or evaded takes no voluntary rally test that turn.',
    alternative:
      'The count goes on falling by one a step, so a unit that moved faster than a normal move may take 1 voluntary test.',
    option: { name: 'rallyFasterMoves', value: 'continues' },
  },
  {
    id: 'erratic-recovery',
    kind: 'gap',
    cites: ['unit-morale', 'rallying'],
    title: 'Does rallying make an Erratic unit Steady again?',
    reading:
      'The book describes how a unit becomes Erratic but never how it stops being so. The engine keeps it Erratic while rallying, even once its hits fall back to its Experience Bonus.',
    alternative:
      'Being Erratic only reflects carrying too many hits, so a unit rallied back within its safe limit is Steady again.',
    option: { name: 'erraticRecovery', value: 'steady-within-limit' },
  },
  {
    id: 'tribal-morale-class',
    kind: 'gap',
    cites: ['relative-importance-class', 'officer-morale-test'],
    title: 'Tribal units one class lower "during morale tests"',
    reading:
      'Units take no morale test of their own; the only morale test is the officer\u2019s. The engine applies the shift there: a Tribal unit lost from a Tribal command counts one class lower, on top of any shift for foreign troops.',
    alternative:
      'The shift concerns how Tribal units judge each other, not an officer counting losses, so it changes no officer morale test.',
    option: { name: 'tribalMoraleClass', value: 'no-shift' },
  },
  {
    id: 'shaken-foreign-losses',
    kind: 'contradiction',
    cites: ['officer-morale-test', 'relative-importance-class'],
    title: 'Does a Shaken officer break at the loss of foreign C class troops?',
    reading:
      'The Shaken row says he breaks if any unit is lost, and the class shift changes nothing for an officer who does not count by class, so a foreign C class unit (or any class D unit) lost breaks him too.',
    alternative:
      'The remark that foreign C class troops can be lost safely covers every officer: a Shaken officer breaks only at a unit he sees as class A, B or C.',
    option: { name: 'shakenLosses', value: 'counted-classes' },
  },
  {
    id: 'officer-count-increase',
    kind: 'gap',
    cites: ['officer-morale-test'],
    title: 'By how much does a failed officer test raise the count?',
    reading:
      'A failed officer morale test "increases" the count of lost units without saying by how much. The engine adds 1.',
    alternative:
      'The count rises by what the loss that caused the test counted for: 3 for an A class unit under a Cautious officer.',
    option: { name: 'officerCountIncrease', value: 'by-loss-weight' },
  },
  {
    id: 'officer-test-trigger',
    kind: 'gap',
    cites: ['officer-morale-test', 'officer-temperament'],
    title: 'Which losses call for an officer morale test?',
    reading:
      'Only a significant unit lost calls for a test, and a unit is significant to an officer when his temperament counts it. A Bold officer who loses only class C units takes no test; nor does any native officer losing foreign C class troops, which the book says may be sacrificed safely.',
    alternative:
      'Any unit of his command routed or destroyed in sight calls for a test, even one that adds nothing to his count.',
    option: { name: 'officerTestTrigger', value: 'any-loss' },
  },
  {
    id: 'c-in-c-loss',
    kind: 'gap',
    cites: ['officer-morale-test'],
    title: 'What the loss of the C-in-C adds',
    reading:
      'The C-in-C lost in sight calls for a test and counts as 1 lost unit at once, before the dice, so it can take an officer past his Command rating. The book names the trigger but not what it adds.',
    alternative: 'It calls for a test and adds nothing to the count.',
    option: { name: 'commanderLoss', value: 'adds-nothing' },
  },
  {
    id: 'fatigue-double',
    kind: 'contradiction',
    cites: ['fatigue'],
    title: 'Two fatigue hits: at double, or above double?',
    reading:
      'One hit comes when the score exceeds the pass level; the second when the score "is double" it. The engine gives 2 hits from exactly double, 3 from triple and so on: a close-order unit (pass level 4) takes 1 hit on 5 to 7, 2 on 8.',
    alternative:
      'Read "exceeds" all through, as archery does with "more than twice": 2 hits only above double, so 8 against a pass level of 4 is still 1 hit.',
    option: { name: 'fatigueDouble', value: 'exceeds' },
  },
  {
    id: 'interpenetration-negation',
    kind: 'gap',
    cites: ['interpenetration'],
    title: 'How do the two sides\u2019 dice negate each other?',
    reading:
      'The two units\u2019 dice cancel "where possible". Each side must keep a die to score, so the engine cancels pairs until the side with fewer dice has one left: 5 dice against 2 become 4 against 1.',
    alternative:
      'The sentence is a leftover from combat\u2019s plus and minus dice and nothing cancels: each side rolls its whole pool.',
    option: { name: 'interpenetrationNegation', value: 'roll-all' },
  },
  {
    id: 'interpenetration-double',
    kind: 'gap',
    cites: ['interpenetration'],
    title: 'What is "a double" in interpenetration?',
    reading:
      'The faster side keeps its highest die and the slower its lowest; the engine reads "a double" as those two kept scores being equal, so the difference is 0 and no one takes hits.',
    alternative: 'Any two dice showing the same face anywhere in the roll let the troops pass.',
    option: { name: 'interpenetrationDouble', value: 'any-two-faces' },
  },
];
