import { playAlong, type Erratum } from './types.ts';

/** Errata about leaders, honor points, ammunition and the optional fire rules. */
export const leaderErrata: readonly Erratum[] = [
  {
    id: 'when-a-leader-checks',
    kind: 'gap',
    cites: ['7.00', 'T19'],
    title: 'Does an attached leader check when his unit loses no one?',
    reading:
      "Chapter VII opens with the check made when a leader's unit takes casualties, and its example is a unit that lost figures to missile fire. The engine counts one VF check each time his unit suffers casualties from fire or in close combat.",
    alternative:
      'Risk to leader says he checks whenever his unit is fired on or fights in close combat, so a check would follow even a volley that hits nobody.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'wound-on-a-mortal-wound',
    kind: 'gap',
    cites: ['7.00', 'T20'],
    title: 'A severe wound on a mortally wounded leader',
    reading:
      'Two severe wounds make a mortal one, and a mortal wound kills a leader who was already wounded. The book does not say what a severe wound does to a leader who already has a mortal one; the engine treats him as killed, like any further wound on a wounded man.',
    alternative:
      'A severe wound adds nothing to a mortal wound, and the leader still lives out his 1D turns.',
    option: { name: 'woundOnMortal', value: 'adds-nothing' },
  },
  {
    id: 'lone-leader-melee',
    kind: 'contradiction',
    cites: ['7.00', '9.14'],
    title: 'A combat unit that melees an unattached leader',
    reading:
      "Risk to leader: he makes one VF check on T19's CC column for every figure on 1 MMS of the attacking unit and cannot hurt it. The second 9.14 example does the same (2 MMS of chivalry, three checks) and calls it different from leader combat.",
    alternative:
      'Point 4 of 9.14: the unit fights him as a leader combat, chivalry rated as a C leader, other cavalry as B and foot as A, and the leader strikes back.',
    option: { name: 'loneLeaderMelee', value: 'leader-combat' },
  },
  {
    id: 'leader-combat-bonus',
    kind: 'gap',
    cites: ['9.14', 'T18'],
    title: "Does a leader's T18 combat bonus count in leader combat?",
    reading:
      'Point 1 of 9.14 rates the leaders A 1, B 2, C 3, D 4, and the example gives the B leader 4 points (2 for his class and 2 for the slope) and the D leader 4, an even fight. The engine adds nothing else, as the example does.',
    alternative:
      "Add the leader's CC bonus from T18 (A -1 to D +2) as well, which would make the example's fight 4 against 6.",
    option: { name: 'leaderCombatBonus', value: 'with-t18-bonus' },
  },
  {
    id: 'initial-honor-lines',
    kind: 'gap',
    cites: ['T21', '8.02'],
    title: 'Initial honor points: every line that fits, or the best?',
    reading:
      "T21's initial lines mix commands (1st or 2nd battle) and ranks (king to other nobility). The engine adds every line that fits, so a count commanding the 2nd battle starts with 50 and 50.",
    alternative: 'A leader takes only one line, the best that fits: the same count starts with 50.',
    option: { name: 'initialHonor', value: 'best-line' },
  },
  {
    id: 'honor-award-count',
    kind: 'gap',
    cites: ['T21', '8.00'],
    title: 'What a T21 award counts',
    reading:
      'Each award is counted once per figure or item it names (a figure of chivalry, a banner), as 8.03 counts raids per figure.',
    alternative: 'The awards count per unit broken or destroyed rather than per figure.',
    withoutOption: 'changes-nothing',
  },
  {
    id: 'honor-loss-share',
    kind: 'gap',
    cites: ['T21', '8.02'],
    title: "Rounding the share of honor taken by a player's losses",
    reading:
      'Up to 25% losses take 10% of the points, up to 50% take 25%, over 50% take half; exactly 25% and 50% fall in the lower band, a player with no losses loses nothing, and a total of 0 or less loses nothing more. The points lost are rounded down.',
    alternative: 'The points lost are rounded up, so 10% of 75 costs 8 points rather than 7.',
    option: { name: 'honorLossRounding', value: 'up' },
  },
  {
    id: 'own-king-lost',
    kind: 'misprint',
    cites: ['T21'],
    title: "T21's 100 points for losing one's own king",
    reading:
      'T21 prints 100 in the C column for "own king (or CnC) killed or captured", with no minus sign, between a battle won (250) and one\'s own banner lost (-50). The engine scores it as printed.',
    alternative: "A misprint for -100: losing one's king costs honor, as losing one's banner does.",
    option: { name: 'ownKingLost', value: 'a-loss' },
  },
  {
    id: 't21-capture-missile-column',
    kind: 'contradiction',
    cites: ['T21', '7.10'],
    title: "T21's missile-fire points for a capture",
    reading:
      'T21 gives M points, which its key says are earned by missile fire, for capturing a king (-50) or another leader (-25), while 7.10 lets a leader be taken only when he is hit in melee. Read here as printed: the tally scores a capture logged under missile fire at those figures, without saying how such a capture comes about.',
    alternative:
      'Since 7.10 allows no capture by fire, a capture logged under missile fire is refused and only the C column counts.',
    option: { name: 'captureByMissile', value: 'not-allowed' },
  },
  {
    id: 'leader-killed-by-missile-fire',
    kind: 'gap',
    cites: ['T21', '7.00', '7.10'],
    title: 'Honor for a leader killed by missile fire',
    reading:
      "7.00 implies that the enemy gains honor for a leader's loss (a mortally wounded leader who leaves the field denies it to them), but T21's lines name only a leader captured, and 7.10 allows a capture in melee alone. Read here: a leader killed by missile fire scores nothing by itself for the side that shot him; players who score him log it as an honor event.",
    alternative:
      "T21's M column of the capture lines is what a leader brought down by missile fire is worth, since no capture comes by fire: the side that shot him scores -50 for a king and -25 for another leader. Under the other reading of that column, which refuses missile points for a capture, nothing is scored.",
    option: { name: 'leaderLostToMissile', value: 'missile-column', readBy: playAlong },
  },
  {
    id: 'which-leader-is-the-cnc',
    kind: 'gap',
    cites: ['T21', 'T4'],
    title: 'Whose loss is "own king (or CnC)"',
    reading:
      "T21 scores a side's own king or CnC killed or captured, and the glossary's CnC commands every unit of a side, but an army list marks neither. Read here: the roster's first leader, the commander in chief T4 prices at 0 (as the army builder costs him), is the one whose death or capture scores the line; a leader marked king further down the roster does not.",
    alternative:
      "The line is the king's: a leader marked king scores it when killed or captured, and the first leader only in an army with no leader marked king.",
    option: { name: 'commanderInChief', value: 'king-else-first', readBy: playAlong },
  },
  {
    id: 'chivalry-and-kings-marked',
    kind: 'gap',
    cites: ['T21'],
    title: 'Which units are chivalry, which leader a king',
    reading:
      'T21 scores chivalry apart from other cavalry and a captured king apart from other leaders, but the book defines neither for an army: T4 prices no chivalry apart, and a roster gives a leader a class (T18) but no rank. Read here: the players say which units are chivalry and which leaders are kings when the game starts (a unit may be marked later), and the engine scores from their marks.',
    alternative:
      "Players may draw the line another way, say counting as chivalry only the noblemen and knights of 1.10's second grade; whatever they agree, they mark, and the engine counts the same from the marks.",
    withoutOption: 'changes-nothing',
  },
  {
    id: 'troop-losses-counted',
    kind: 'gap',
    cites: ['8.02', 'T21'],
    title: "What a player's troop losses count",
    reading:
      "8.02 modifies the total by the player's troop losses and T21 takes 10%, 25% or 50% of it by the share lost, without saying a share of what. Read here: figures, as 6.00 and T17A count a unit's losses: the figures a side lost over the figures it began with.",
    alternative:
      'Whole units: the units out of play (destroyed or routed) over the units the side began with.',
    option: { name: 'troopLosses', value: 'units', readBy: playAlong },
  },
  {
    id: 'rapid-fire-after-a-reaction',
    kind: 'gap',
    cites: ['4.80', '4.30'],
    title: 'Rapid fire after moving in reaction to a charge',
    reading:
      '4.80 says a unit that moved as a reaction to a charge has moved. The engine reads this as barring rapid fire on its most recent move, whatever the distance.',
    alternative:
      'The reaction move only counts toward the distance, so a unit that moved no more than its MF in all may still rapid fire.',
    option: { name: 'reactionMoveRapidFire', value: 'distance-only' },
  },
  {
    id: 'out-of-ammunition-half',
    kind: 'gap',
    cites: ['4.80', '4.20'],
    title: 'Half of what, when out of ammunition?',
    reading:
      '4.80 lets a unit out of ammunition fire half of its figures, rounding down. The engine halves the dice the unit would roll, rear MMS included, as the other halvings of 4.20 and T8 do.',
    alternative:
      'Half of the figures in the unit, one die each, which counts rear figures that could never fire and so gives a deep unit a different number of dice.',
    option: { name: 'outOfAmmunitionHalf', value: 'figures' },
  },
];
