/**
 * The register of places where a Medieval rulebook contradicts itself,
 * misprints a value, or is silent where a calculation needs an answer. The
 * engine follows the printed rule by default; where the other reading can be
 * chosen, `option` names the Readings setting that selects it. Entries
 * cite rules by what they are about (rule-map.ts keys), so each edition's
 * pages show an entry at that book's own numbers. Pages and calculators show
 * these entries at the rules they cite.
 */
import { findErrataCiting, type Erratum as CoreErratum } from '../../core/index.ts';
import type { Readings } from './readings.ts';
import { ruleMaps } from './editions.ts';
import { ruleNumber, type RuleKey } from './rule-map.ts';
import { editionIds, type EditionId } from '../types.ts';

/** An entry as written: the rules it cites by what they are about (rule-map.ts), and the editions it concerns. */
export interface ErratumEntry extends CoreErratum<RuleKey, Readings> {
  readonly editions: readonly EditionId[];
}

/** An entry with its citations resolved to each edition's printed numbers and table titles. */
export interface Erratum extends ErratumEntry {
  /** Per edition the entry concerns: the rule numbers (and table titles) as that book prints them. */
  readonly rules: Readonly<Partial<Record<EditionId, readonly string[]>>>;
}

const all = editionIds;

const entries: readonly ErratumEntry[] = [
  {
    id: 'rear-attack-example',
    kind: 'contradiction',
    editions: ['bannockburn-1314', '1066'],
    cites: ['combat.rearAttack'],
    title: 'Rear attack: one bonus or one per hex?',
    reading:
      'The rule: the attacker gets 2 CMs when at least one unit attacks from the rear area, however many rear hexes are occupied.',
    alternative:
      'The example: 4 CM for attackers in two rear hexes, i.e. 2 CMs per occupied rear hex (the rule Kosovo prints).',
    option: { name: 'rearAttack', value: 'per-hex' },
  },
  {
    id: 'group-factor-rounding',
    kind: 'contradiction',
    editions: all,
    cites: ['combat.rounding', 'combat.groupExample'],
    title: 'Rounding of a group’s charge factor and armor',
    reading:
      'The 1.7 example, the rule for group factors, rounds the mean to the nearest whole number, .5 up: CFs 3, 3, 2, 1 average 2.25 → 2, armor 0.5 → 1.',
    alternative: '1.6’s general rule rounds every division of whole numbers up, so 2.25 → 3.',
    option: { name: 'groupRounding', value: 'up' },
  },
  {
    id: 'kosovo-1.4-total',
    kind: 'misprint',
    editions: ['kosovo-1389'],
    cites: ['combat.strength'],
    title: 'Two 2-SP units totalled as 5',
    reading:
      'SPs add up: two 2-SP units against 1 SP make 4 against 1, a 4:1 ratio (as Bannockburn and 1066 print it).',
    alternative:
      'The Kosovo example prints a total of 5 and a 5:1 ratio; no rule supports it, so the engine offers no option for it.',
    withoutOption: 'misprint',
  },
  {
    id: 'kosovo-a-cell',
    kind: 'misprint',
    editions: ['kosovo-1389'],
    cites: ['tables.combat'],
    title: 'Combat result printed as a bare “A”',
    reading: 'Roll 8 at 1:4 reads A1, the value Bannockburn 1314 and 1066 print in the same cell.',
    alternative: 'A1 -1, the result printed just above it in the same column (rolls 6 and 7).',
    option: { name: 'kosovoACell', value: 'A1 -1' },
  },
  {
    id: 'kosovo-disorganization-example',
    kind: 'contradiction',
    editions: ['kosovo-1389'],
    cites: ['combat.sequence', 'tables.retreatTest'],
    title: 'The 5.1.1 example reads the next row of the disorganization table',
    reading:
      'A light-cavalry defender retreating 2 hexes reads row B2 / A1: it disorganizes on 2 or 12.',
    alternative:
      'The example says 2, 3 or 12, which is row B3 / A2: every retreat read one row down.',
    option: { name: 'kosovoDisorganizationRow', value: 'example' },
  },
  {
    id: 'kosovo-attacker-retreat-past-a4',
    kind: 'gap',
    editions: ['kosovo-1389'],
    cites: ['combat.sequence', 'tables.retreatTest', 'tables.combat'],
    title: 'No disorganization row for an attacker retreating more than 4 hexes',
    reading:
      'Read here: such a retreat takes the last row, B5 / A4, as a defender retreating past 5 hexes takes B5; with the example reading, B5 and A4 stay on that row too, since none is printed below it.',
    alternative:
      'No row, so no test. Kosovo’s COMBAT TABLE gives an attacker A4 at most, so no game reaches the case and both readings give the same answers.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'kosovo-morale-test-leader',
    kind: 'contradiction',
    editions: ['kosovo-1389'],
    cites: ['morale.testRoll', 'morale.testLeaderInRange', 'morale.testLeaderOnHex'],
    title: 'Leader bonus added to a test that passes on low rolls',
    reading:
      'As printed: 1 (leader in range) or 2 (leader on the hex) is added to the roll, which makes the test harder to pass.',
    alternative: 'The evident intent: the bonus helps, so it is subtracted from the roll.',
    option: { name: 'moraleTestLeader', value: 'subtract' },
  },
  {
    id: 'bannockburn-archer-table-copies',
    kind: 'contradiction',
    editions: ['bannockburn-1314'],
    cites: ['fire.archerTable', 'tables.archerFire'],
    title: 'The two printed ARCHER FIRE tables differ at range 1, roll 11',
    reading: 'The copy in rule 10.4.2 prints -1.',
    alternative:
      'The Game Tables copy prints -2, which fits the rest of the table (range 2 already gives -2 on 11).',
    option: { name: 'fireTable', value: 'game-tables' },
  },
  {
    id: '1066-fire-table-copies',
    kind: 'contradiction',
    editions: ['1066'],
    cites: ['fire.archerTable', 'fire.crossbowTable', 'tables.archerFire', 'tables.crossbowFire'],
    title: 'Two different archer tables and two different crossbow tables',
    reading:
      'The tables printed in rules 10.4.2 and 10.6.2 (grouped rolls 2-3, 4-5, 6-9, 10-12; ranges 1–2), which the rule text points to. The two are identical to each other.',
    alternative:
      'The Game Tables copies: four ranges, other groups of rolls and scatter (R) results, matching Bannockburn’s tables.',
    option: { name: 'fireTable', value: 'game-tables' },
  },
  {
    id: '1066-pursuit-row-zero',
    kind: 'misprint',
    editions: ['1066'],
    cites: ['pursuit.test', 'tables.pursuit'],
    title: 'The Game Tables PURSUIT has no row for a leader on the attacker’s hex',
    reading:
      'The copy in rule 5.5.2 prints rows 0 to 5 and is used; its footnote on row 0 is the one the Game Tables copy keeps without the row.',
    alternative:
      'Read from the Game Tables copy alone, a leader on the hex has no row; the nearest printed row (1) would make pursuit obligatory on a 1.',
    withoutOption: 'misprint',
  },
  {
    id: 'turn-terrain-example',
    kind: 'contradiction',
    editions: all,
    cites: ['movement.turnTerrain'],
    title: 'Terrain cost of a turn in forest',
    reading:
      'The terrain cost comes from the TERRAIN table: 4 MP for cavalry in forest (1066: +3).',
    alternative:
      'The example adds only 2 MP for heavy cavalry turning in forest (the infantry value).',
    option: { name: 'turnTerrainCost', value: 'example' },
  },
  {
    id: 'leader-death-example-b',
    kind: 'misprint',
    editions: all,
    cites: ['leaders.deathLosses'],
    title: 'A defending stack receives an attacker’s result',
    reading:
      'Example b is read as D3 -1 for the defenders: with 2 SP lost in all the leader dies on 2 to 5, as the example says.',
    alternative: 'The example prints A3 -1, a result only attackers receive.',
    withoutOption: 'misprint',
  },
  {
    id: 'b1-row',
    kind: 'misprint',
    editions: ['bannockburn-1314', '1066'],
    cites: ['fire.horseArchersTest', 'tables.retreatTest'],
    title: 'Horse archers test on a “B1 row” the scatter table does not have',
    reading:
      'The D1 / A1 row, the scatter table’s first row (Kosovo’s B1 row is its first row too).',
    alternative: 'None printed: the B1 label comes from Kosovo’s disorganization table.',
    withoutOption: 'misprint',
  },
  {
    id: 'kosovo-archer-mp-erratum',
    kind: 'misprint',
    editions: ['kosovo-1389'],
    cites: ['sections.errata'],
    title: 'Murad I’s archers printed with 0 MP in movement formation',
    reading: 'The errata: archers 1/M–14/M have 4 MP in movement formation.',
    alternative: 'The counters as printed: 0 MP, so they could not move.',
    withoutOption: 'misprint',
  },
  {
    id: 'kosovo-combat-table-cells',
    kind: 'edition-difference',
    editions: ['kosovo-1389'],
    cites: ['tables.combat'],
    title: 'Three combat results differ from the other editions',
    reading:
      'Kosovo’s own table: roll 6 at 2:1 is D1 -1, roll 7 at 7:1 is D3 -1, roll 9 at 4:1 is D1 -1.',
    alternative: 'Bannockburn 1314 and 1066 print D1, D2 -1 and D1 in those cells.',
    option: { name: 'kosovoCombatCells', value: 'other-editions' },
  },
  {
    id: '1066-light-cavalry-d1',
    kind: 'edition-difference',
    editions: ['1066'],
    cites: ['tables.retreatTest'],
    title: 'Light cavalry never scatters after a 1-hex retreat',
    reading: '1066 prints "-" for light cavalry in row D1 / A1.',
    alternative: 'Bannockburn prints 1 there (light cavalry scatters on a 1).',
    option: { name: 'lightCavalryD1', value: 'bannockburn' },
  },
  {
    id: 'ford-example',
    kind: 'contradiction',
    editions: ['bannockburn-1314', '1066'],
    cites: ['combat.counterchargeMovement', 'movement.roughEntry'],
    title: 'Countercharging through a ford',
    reading: '4.2.6: a unit with CF above 0 entering a ford loses 1 SP and scatters.',
    alternative: 'The 5.7.6 example only sets the CF to 0 (the rule Kosovo prints in 5.6.7).',
    option: { name: 'fordEntry', value: 'cf-zero' },
  },
  {
    id: 'swamp-movement',
    kind: 'gap',
    editions: ['bannockburn-1314', '1066'],
    cites: ['movement.swampEntry', 'tables.terrain'],
    title: 'Entering swamps',
    reading:
      'Bannockburn prints "-" for swamp movement and 1066 marks swamps prohibited, yet 4.2.7 lets a unit enter swamps at the cost of 1 SP and a scatter. The engine reads Bannockburn’s “-” as the cost of clear ground and keeps 1066 swamps closed off a road.',
    alternative:
      'Kosovo prints a cost of 2 MP for infantry and 3 MP for cavalry; with this switch swamps cost that here too, and 1066 swamps open to the 4.2.7 entry.',
    option: { name: 'swampEntry', value: 'kosovo-costs' },
  },
  {
    id: '1066-leader-ranges',
    kind: 'contradiction',
    editions: ['1066'],
    cites: ['leaders.grandLeaderDeath', 'leaders.ranges'],
    title: 'Leader ranges in the 8.0 captions',
    reading: '8.1.5: a grand leader has range 3.',
    alternative: 'The captions under 8.0 give range 2 to both the grand leader and the leader.',
    option: { name: 'grandLeaderRange', value: 'captions' },
  },
  {
    id: '1066-combat-legend',
    kind: 'misprint',
    editions: ['1066'],
    cites: ['tables.combat'],
    title: 'Legend uses S, cells use R',
    reading: 'R in the cells marks a scatter; the legend’s S means the same.',
    alternative: 'None: both letters mean scatter.',
    withoutOption: 'misprint',
  },
  {
    id: 'river-sides',
    kind: 'gap',
    editions: all,
    cites: ['movement.zocRiver'],
    title: 'Where the rivers run: the maps are not in the text',
    reading:
      'A ZoC stops at a river only on the hex sides marked as river; the maps that show the rivers are not in the text and no scenario lists river sides, so the players mark them on the board from the printed map (in a game, each side between two touching hexes), and until they do every ZoC reaches its whole front area.',
    alternative:
      'None: a river side once marked, the boards stop each ZoC at it with no switch, as they would at a side a map listed.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'ratio-below-one',
    kind: 'gap',
    editions: all,
    cites: ['combat.rounding'],
    title: 'Rounding of ratios below 1:1',
    reading:
      'The defender’s share is rounded like a ratio (2:3 = 1:1.5 → 1:2); a ratio below 1:4 is clamped to 1:4.',
    alternative:
      'Read as x:1 with 1.6 rounding, 2:3 = 0.67:1 would round to 1:1 and 1:4 to 0:1, which the table does not have; under this switch the engine reads 0:1 as its lowest column, 1:4.',
    option: { name: 'ratioBelowOne', value: 'attacker-share' },
  },
  {
    id: 'initial-ratio-beyond-table',
    kind: 'gap',
    editions: ['bannockburn-1314', '1066'],
    cites: ['combat.ratioShift'],
    title: 'An initial ratio beyond 9:1',
    reading: 'The table’s limits are never exceeded, so 12:1 becomes 9:1 before any shift.',
    alternative: 'Shifts applied to the unclamped ratio (Kosovo’s method).',
    option: { name: 'initialRatioBeyondTable', value: 'shift-unclamped' },
  },
  {
    id: 'kosovo-pursuit-failed-roll',
    kind: 'gap',
    editions: ['kosovo-1389'],
    cites: ['pursuit.kinds', 'pursuit.test', 'tables.pursuit'],
    title: 'A failed pursuit roll within 5 hexes',
    reading:
      'Pursuit is then obligatory (5.5.1 allows only the two kinds); with the leader on the hex ("-") pursuit is voluntary without a roll.',
    alternative: 'None printed.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'kosovo-ranged-units-retreat',
    kind: 'edition-difference',
    editions: ['kosovo-1389'],
    cites: ['fire.inCombat', 'fire.bombardNoRetreat'],
    title: 'Ranged units that cannot retreat',
    reading: 'Kosovo keeps the no-retreat rule for bombards only (11.7.4).',
    alternative:
      'Bannockburn and 1066 (10.3.3) also stop archers and crossbowmen in combat formation from retreating. No number here changes: the combat calculator asks whether each side can retreat.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'kosovo-bombard-terrain-reference',
    kind: 'contradiction',
    editions: ['kosovo-1389'],
    cites: ['fire.bombardArmor', 'fire.armor', 'fire.terrain'],
    title: 'Which rule do Kosovo bombards ignore?',
    reading:
      'Terrain (11.2.4) does not modify bombard fire, as in B/N 10.7.3; the printed "11.2.3" keeps the old number with only the chapter changed.',
    alternative:
      'Read literally, 11.2.3 is the armor rule, which 11.7.3 replaces anyway; the −1 for forest, village or fortifications would then apply to bombards.',
    option: { name: 'kosovoBombardTerrain', value: 'applies' },
  },
  {
    id: 'fire-roll-below-table',
    kind: 'gap',
    editions: all,
    cites: ['fire.armor', 'fire.terrain', 'tables.archerFire'],
    title: 'A modified fire roll below the first printed column',
    reading:
      'Armor, terrain and the other modifiers can take 2D6 down to −2; such a roll reads the first column, which is "-" in every fire table.',
    alternative: 'None printed; any roll under the table would mean no effect all the same.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'horse-archer-test-unit',
    kind: 'gap',
    editions: all,
    cites: ['fire.horseArchersTest'],
    title: 'Which unit tests after horse-archer fire causes losses',
    reading:
      'The firing horse archers test, on the first (B1) row; the engine and its calculators read it so.',
    alternative:
      'The target that lost SPs tests, on the same row in its own column: the book says only “the unit”, and the section opens on horse archers breaking up enemy formations.',
    option: { name: 'horseArcherTestUnit', value: 'target' },
  },
  {
    id: 'horse-archer-test-column',
    kind: 'gap',
    editions: all,
    cites: ['fire.horseArchersAreCavalry', 'fire.horseArchersTest'],
    title: 'Which column horse archers use for their test after firing',
    reading:
      'Light cavalry (armor 0): horse archers count as cavalry (10.5.1 / 11.5.1) and carry no armor of their own.',
    alternative:
      'Another cavalry column when a counter shows armor: with this switch, the column of the counter’s armor (1: cavalry, 2: heavy cavalry).',
    option: { name: 'horseArcherColumn', value: 'counter-armor' },
  },
  {
    id: '1066-wall-of-shields-fire',
    kind: 'gap',
    editions: ['1066'],
    cites: ['sections.hastings', 'fire.archerTable'],
    title: 'The Wall of Shields against fire',
    reading:
      'The +1 for the Anglo-Saxon unit is taken as −1 on the archers’ fire roll, against archers only (not crossbowmen, horse archers or bombards), and only for fire into the front.',
    alternative: 'Applied to every ranged unit’s fire.',
    option: { name: 'wallOfShieldsFire', value: 'all-ranged' },
  },
  {
    id: 'bombard-objects-modifiers',
    kind: 'gap',
    editions: all,
    cites: ['fire.bombardArmor', 'fire.bombardObjects'],
    title: 'Modifiers on bombard fire at objects',
    reading:
      'None: an object has no armor level, and 10.7.3 / 11.7.3 set the terrain rule aside for bombards.',
    alternative: 'None printed.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'leader-example-cross-reference',
    kind: 'misprint',
    editions: ['bannockburn-1314', '1066'],
    cites: ['fire.leader', 'fire.friendlyFire', 'fire.leaderExampleCites'],
    title: 'The 10.2.4 example points to 10.2.2 for friendly fire',
    reading:
      'The example means the friendly-fire check of 10.2.1 (Kosovo’s 11.2.5 example cites 11.2.2, its friendly-fire rule).',
    alternative: 'None: 10.2.2 is the armor rule and has no die roll.',
    withoutOption: 'misprint',
  },
  {
    id: 'infantry-turn-extras',
    kind: 'gap',
    editions: all,
    cites: ['movement.infantryTurn', 'movement.turnZoc', 'movement.turnTerrain'],
    title: 'Do infantry turns pay for ZoC and terrain?',
    reading:
      '4.3.3 replaces only the cavalry formula of 4.3.2: infantry pay 1 MP per turn, plus 1 in a ZoC and the terrain cost.',
    alternative: 'Infantry pay a flat 1 MP for any turn, whatever the ZoC or terrain.',
    option: { name: 'infantryTurnExtras', value: 'flat' },
  },
  {
    id: 'return-turn',
    kind: 'gap',
    editions: all,
    cites: ['movement.returnDelay'],
    title: 'When a unit that left the map may return',
    reading:
      'At the unit’s first own movement phase that falls at or after the same phase three turns later: left in phase 1 of turn 2 → turn 5; left in pursuit (phase 2) of turn 2 → turn 6, as both examples say.',
    alternative:
      'Three full turns counted from the end of the turn it left, which the examples do not support.',
    option: { name: 'returnCount', value: 'from-turn-end' },
  },
  {
    id: 'reentry-edge',
    kind: 'gap',
    editions: all,
    cites: ['movement.reentry'],
    title: 'Re-entry zone near a map corner',
    reading:
      'The zone runs along the edge the unit left by, 6 hexes either way for cavalry and 4 for other units, and stops at the corner.',
    alternative: 'Counting on round the corner onto the next edge; the book is silent.',
    option: { name: 'reentryCorner', value: 'wrap' },
  },
  {
    id: 'ride-down-stack',
    kind: 'gap',
    editions: ['bannockburn-1314', '1066'],
    cites: ['movement.rideDownSum', 'movement.rideDownMp'],
    title: 'Riding down a hex with several units',
    reading:
      'Every unit on the hex must be ridden down, so the highest armor on the hex decides; the MP cost (the SPs ridden down) comes on top of entering the hex.',
    alternative:
      'Each unit tested on its own armor. The rider still enters only when every unit is ridden down, which happens exactly when the highest armor is, so the verdict and the MP come out the same.',
    withoutOption: 'changes-nothing',
  },
  {
    id: '1066-pursuit-beyond-5',
    kind: 'gap',
    editions: ['1066'],
    cites: ['pursuit.test', 'tables.pursuit'],
    title: 'Pursuit more than 5 hexes from the leader',
    reading:
      'The last printed row (5 hexes: obligatory on 5 or less) applies, as Bannockburn prints it for “5 and more”.',
    alternative: 'The pattern continued: at 6 hexes or more every roll makes pursuit obligatory.',
    option: { name: 'pursuitBeyondFive', value: 'every-roll' },
  },
];

/** The numbers an entry's keys have in one edition, in the order cited (keys the edition does not print drop out). */
function resolveCitations(entry: ErratumEntry, edition: EditionId): string[] {
  return entry.cites.flatMap((key) => ruleNumber(ruleMaps[edition], key) ?? []);
}

/** The register, each entry citing every edition's own rule numbers. */
export const errata: readonly Erratum[] = entries.map((entry) => ({
  ...entry,
  rules: Object.fromEntries(entry.editions.map((id) => [id, resolveCitations(entry, id)])),
}));

/** The rules an entry cites in one edition (none when it does not concern that edition). */
export function rulesOf(erratum: Erratum, edition: EditionId): readonly string[] {
  return erratum.rules[edition] ?? [];
}

/** The errata that concern one edition. */
export function errataOf(edition: EditionId): Erratum[] {
  return errata.filter((erratum) => erratum.editions.includes(edition));
}

/** The errata that cite a rule number (or table name) in an edition. */
export function errataAt(edition: EditionId, rule: string): Erratum[] {
  return findErrataCiting(errataOf(edition), rule, (erratum) => rulesOf(erratum, edition));
}
