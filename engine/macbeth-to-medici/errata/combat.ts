import type { Erratum } from './types.ts';

const randomFactor = ['archery', 'impact-combat', 'melee-combat'] as const;

/** Errata in firing, impact and melee. */
export const combatErrata: readonly Erratum[] = [
  {
    id: 'extra-dice-highest',
    kind: 'gap',
    cites: randomFactor,
    title: 'Three or more dice on one side of the random factor',
    reading:
      'The book says a Green or Veteran unit rolls two dice on one side and keeps the higher, and that each cause adds a die, but not how three or more dice on a side count. The engine keeps only the highest die of the side, however many there are.',
    alternative:
      'The Green or Veteran pair keeps its higher die and every cause die left after negation adds (plus) or takes away (minus) its own score.',
    option: { name: 'extraDice', value: 'add-each' },
  },
  {
    id: 'negation-scope',
    kind: 'gap',
    cites: randomFactor,
    title: 'Which dice cancel each other?',
    reading:
      'Plus and minus dice cancel in pairs, the Green or Veteran die included, until one side has a single die, as archery does when a Veteran fires at an armoured target ("or deduct an extra plus die").',
    alternative:
      'Only the dice for causes cancel each other; the Green or Veteran second die is always rolled.',
    option: { name: 'diceNegation', value: 'cause-dice-only' },
  },
  {
    id: 'leadership-substitution',
    kind: 'gap',
    cites: ['leadership-and-command', ...randomFactor],
    title: "When does the officer's Leadership replace a die?",
    reading:
      'An officer leading the unit in person may use his Leadership as the score of one die. The book does not say when or which die; the engine lets him decide after the roll, taking whichever of no change, a plus die or a minus die gives the unit the best factor.',
    alternative:
      'He must say so before the roll, and his Leadership then stands for one of the plus dice whatever the dice show.',
    option: { name: 'leadershipSubstitution', value: 'replaces-a-plus-die' },
  },
  {
    id: 'archery-hit-multiples',
    kind: 'gap',
    cites: ['archery'],
    title: 'How far does "(etc.)" go?',
    reading:
      'Above the defence value is 1 hit, above twice it 2 hits, and so on: above three times it is 3 hits (a close-order volley of 13 against a defence of 4).',
    alternative: 'The list stops at 2 hits, however high the firing value.',
    option: { name: 'archeryHitMultiples', value: 'at-most-two' },
  },
  {
    id: 'archery-half-count',
    kind: 'gap',
    cites: ['archery'],
    title: 'Half the firers when no hit is scored',
    reading:
      'With no hits, half the firing elements take the place of elements × hits, and only the final division rounds down: 5 firers at 3 target elements remove 2.5 ÷ 3, none.',
    alternative:
      'The half rounds up first: 5 firers count as 3, and remove 1 of 3 target elements.',
    option: { name: 'archeryHalfCount', value: 'rounded-up' },
  },
  {
    id: 'firing-archers-only',
    kind: 'contradiction',
    cites: ['combat', 'gunnes'],
    title: 'Firing by Archers alone, yet Gunnes fire',
    reading:
      'The combat sequence’s "firing" means bows; bombards fire in a step of their own just before the archers, as the turn sequence lists artillery fire first.',
    alternative:
      'Taken literally only Archers fire and the gunnes rules stand apart from the sequence; no calculation changes either way.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'gunnes-standing',
    kind: 'contradiction',
    cites: ['expected-behaviour', 'gunnes'],
    title: 'When may Gunnes stand?',
    reading:
      'Bombards may test to stand only behind field defences, the narrower rule in Firing gunnes; other gunnes stand with any advantage of ground or defences, as the note under Expected behaviour says.',
    alternative:
      'The note under Expected behaviour covers bombards too, so any advantage of ground lets a bombard test to stand.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'archery-no-hits',
    kind: 'gap',
    cites: ['archery'],
    title: 'No hits: divided by the target, or removed outright?',
    reading:
      'With no hits, half the firing elements stand in for elements × hits, and are still divided by the elements in the target: 6 firers at 2 target elements remove 1.',
    alternative:
      'Half the firing elements is itself the number of target elements removed, whatever the size of the target: 6 firers at 2 target elements remove 3.',
    option: { name: 'archeryNoHits', value: 'half-removed-outright' },
  },
  {
    id: 'archery-armoured',
    kind: 'gap',
    cites: ['archery', 'unit-armour'],
    title: 'Which targets are "classed as armoured"?',
    reading:
      'Heavy or Full armour, since Unit armour says Light armour gives no protection against bows; a shield from the front or left flank raises the level by one.',
    alternative:
      'Any armour above Unarmoured, so Light armour too costs the firers the extra minus die.',
    option: { name: 'archeryArmoured', value: 'any-armour' },
  },
  {
    id: 'skirmish-shield',
    kind: 'gap',
    cites: ['skirmish-fire', 'unit-armour'],
    title: 'A shield against skirmish fire',
    reading:
      'Skirmish fire has its own −1 for a shielded target, and that is all the shield does; heavy armour with a shield is −2, not full armour.',
    alternative:
      'The shield also raises the armour a level, as against bows: light armour with a shield counts as heavy (−1 and −1), heavy with a shield as full, which stops all but handguns and heavy crossbows.',
    option: { name: 'skirmishShield', value: 'raises-level-too' },
  },
  {
    id: 'archery-shielded-full-armour',
    kind: 'gap',
    cites: ['archery', 'unit-armour'],
    title: 'A shield on top of heavy armour',
    reading:
      'A shield raises protection one level against fire from the front or left flank, so heavy armour with a shield counts as full and stops bows other than longbows with armour-piercing arrows; light armour with a shield counts as armoured.',
    alternative: 'A shield never takes a unit past the armour it wears when shot at.',
    option: { name: 'shieldOverArmour', value: 'never-past-worn' },
  },
  {
    id: 'impact-scope',
    kind: 'contradiction',
    cites: ['combat', 'impact-combat'],
    title: 'Who fights Impact?',
    reading:
      'The Impact section’s own list. Lancers who charged or counter-charged fight Impact, and so does any contact made with or by formed close order troops (pikemen among them); a contact with neither is no Impact.',
    alternative:
      'The combat sequence’s list: Impact belongs only to lancers who charged or counter-charged and to pikemen, so formed close order billmen or spearmen meeting foot go straight to melee.',
    option: { name: 'impactScope', value: 'combat-sequence' },
  },
  {
    id: 'pike-impact-dice',
    kind: 'gap',
    cites: ['impact-combat'],
    title: 'Steady pike facing Impetuous mounted: one plus die or two?',
    reading:
      'The two pike rows add up, so Steady pike facing Impetuous mounted roll 2 extra plus dice, one for facing mounted and one more because the horse is Impetuous.',
    alternative:
      'The second row is a stronger form of the first and takes its place: still 1 extra plus die, so the two rows never add.',
    option: { name: 'pikeImpactDice', value: 'replaces' },
  },
  {
    id: 'impact-draw-hits',
    kind: 'gap',
    cites: ['impact-combat'],
    title: 'Hits on an impact draw',
    reading:
      'On a draw each side inflicts its Experience Bonus, so each side takes the other side’s Bonus in hits.',
    alternative: 'Each side takes hits equal to its own Experience Bonus.',
    option: { name: 'impactDrawHits', value: 'own-bonus' },
  },
  {
    id: 'impact-cavalry-on-cavalry',
    kind: 'gap',
    cites: ['impact-combat'],
    title: 'Cavalry beating cavalry at impact',
    reading:
      'The book describes cavalry against foot, foot against cavalry and foot against foot only. When cavalry beat cavalry the engine applies the general result alone: the loser takes 1 hit and a Control test.',
    alternative: 'The losing cavalry also recoil, as they do when beaten by foot.',
    option: { name: 'impactCavalryOnCavalry', value: 'loser-recoils' },
  },
  {
    id: 'melee-element-removal',
    kind: 'gap',
    cites: ['melee-combat'],
    title: 'Whose score divides, and whose elements go',
    reading:
      "Each side divides by its own net combat score (base plus random factor) and removes its own elements: the victor the lower count of fighting elements ÷ its score, rounded down; the loser the higher count ÷ its score, rounded up. On a draw both use the loser's rule.",
    alternative: "Each side's figure is the number of enemy elements it removes.",
    option: { name: 'meleeElementRemoval', value: 'enemy-elements' },
  },
  {
    id: 'melee-fighting-elements',
    kind: 'gap',
    cites: ['melee-combat'],
    title: 'Experience Bonus times which enemy elements?',
    reading:
      'The elements that count as fighting are at most the Experience Bonus times the enemy elements engaged in this melee.',
    alternative: 'The limit counts every element of the enemy unit, engaged or not.',
    option: { name: 'meleeFightingElements', value: 'whole-enemy-unit' },
  },
  {
    id: 'melee-score-below-one',
    kind: 'gap',
    cites: ['melee-combat'],
    title: 'Dividing by a score of 0 or less',
    reading:
      'A net combat score can fall to 0 or below (open order 2 with a factor of −5), and nothing divides by it. The engine divides by 1 instead.',
    alternative: 'A side whose score is below 1 loses every element it has fighting.',
    option: { name: 'meleeScoreBelowOne', value: 'loses-all-fighting' },
  },
  {
    id: 'dual-armed-penalty',
    kind: 'gap',
    cites: ['unit-types', 'impact-combat', 'melee-combat'],
    title: 'Dual-armed troops who shoot: what penalty?',
    reading:
      'Unit types promises a close-combat penalty and never states it; the impact and melee lists hold only the die for firing without the Initiative, so that die is the penalty.',
    alternative: 'One more minus die in impact and melee whenever they shot this turn.',
    option: { name: 'dualArmedPenalty', value: 'whenever-shot' },
  },
  {
    id: 'terrain-in-combat',
    kind: 'gap',
    cites: ['terrain-effects', 'impact-combat', 'melee-combat', 'fatigue'],
    title: 'Terrain as a combat modifier',
    reading:
      'Chargers and units in bad going are said to count terrain in combat, but no combat list names a die for it. Its only effect is the hit per terrain class crossed by a side recoiling or following up after Impact; fatigue adds the classes.',
    alternative:
      'One minus die in impact and melee for a side that charged through terrain or fights in bad going.',
    option: { name: 'terrainInCombat', value: 'minus-die' },
  },
  {
    id: 'heavy-lance-melee',
    kind: 'gap',
    cites: ['melee-combat'],
    title: 'The heavy lance in melee',
    reading:
      'The melee weapon table has no heavy lance; heavy lancers fight as the mounted sword (close, ±1).',
    alternative: 'It counts with the light lance (loose, ±3).',
    option: { name: 'heavyLanceMelee', value: 'as-light-lance' },
  },
];
