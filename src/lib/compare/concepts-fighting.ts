/**
 * Concepts of the fight itself: combat resolution, morale, pursuit and rout,
 * charges and missile fire, one cell per book (the Medieval editions share
 * one where they agree).
 */
import { alignedEditions } from '../../../engine/medieval/index.ts';
import { rulesOf, type Concept } from './concepts-types.ts';

const medieval = alignedEditions;

export const fightingConcepts: readonly Concept[] = [
  {
    id: 'combat-resolution',
    title: 'Combat resolution',
    question: 'How is a fight between two units decided, and what does it cost?',
    cells: [
      {
        books: medieval,
        text: "Divide the attacker's total SPs by the defender's to get the combat ratio (a fraction of .5 or more rounds up), then shift one column right for each attacking combat modifier (armor, charge factor, leaders, MORALE, a rear attack) and one left for each defending one. A 2D6 roll on the COMBAT table, from 1:4 to 9:1, gives SP losses and retreats (Dx, Ax) for either side.",
        rules: [
          ...rulesOf('bannockburn-1314', '1.4', '1.5', '1.6', '5.1.1'),
          ...rulesOf('kosovo-1389', '1.4', '1.5', '1.6', '5.1.1'),
          ...rulesOf('1066', '1.4', '1.5', '1.6', '5.1.1'),
        ],
        differences: [
          {
            text: 'Kosovo Field 1389 holds only the final ratio to the 1:4 and 9:1 edges; Bannockburn 1314 and 1066 stop the attacker’s shifts at the edge before the defender’s are taken off.',
            rules: [...rulesOf('bannockburn-1314', '1.5'), ...rulesOf('kosovo-1389', '1.5')],
            chapter: 'basic-information',
            editions: ['bannockburn-1314', 'kosovo-1389'],
          },
          {
            text: 'A rear attack is worth 2 CMs once in Bannockburn 1314 and 1066, but 2 CMs for every rear hex the attackers hold in Kosovo Field 1389.',
            rules: [...rulesOf('bannockburn-1314', '3.1.2'), ...rulesOf('kosovo-1389', '3.1.2')],
            chapter: 'zone-of-control',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Quality decides who wins and numbers decide the losses. Each side scores a base value for its order plus a random factor (a plus die less a minus die, with extra dice for circumstances, capped by the weapon); in melee the loser takes hits equal to the difference and tests, the victor takes his own hits less his Experience Bonus, and both remove elements by dividing the elements engaged by their scores.',
        rules: rulesOf(
          'macbeth-to-medici',
          'the-combat-sequence',
          'the-random-factor-plus-and-minus-dice',
          'impact-combat',
          'melee-combat',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'Each side adds up its Combat Value Points (T16): armor class, chivalry, morale, weapons, the charge and the situation. The gap between the two totals sets each side’s hit number on the Close Combat Hit Chart (T15), and every figure in contact rolls 1D, removing an enemy figure on the hit number or less; a side that loses 2 or more figures more than the other is pushed back 1" for each.',
        rules: rulesOf('knighthood-3', '5.20', '5.40', 'T15', 'T16'),
      },
    ],
  },
  {
    id: 'morale',
    title: 'Morale',
    question: 'What makes troops waver, and how is it tested?',
    cells: [
      {
        books: medieval,
        text: 'Morale is one army-wide MORALE track: a side gains 1 box for each enemy unit it eliminates, 3 when an enemy banner falls, 8 for a leader and 12 for a grand leader killed. The value is fixed once a turn, in phase 9, and every unit of the side gets it as a combat modifier.',
        rules: [
          ...rulesOf('bannockburn-1314', '6.1.2', '6.1.4', '6.1.6', '6.1.9'),
          ...rulesOf('kosovo-1389', '6.1.2', '6.1.4', '6.1.6', '6.1.9'),
          ...rulesOf('1066', '6.1.2', '6.1.4', '6.1.6', '6.1.9'),
        ],
        differences: [
          {
            text: 'Only Kosovo Field 1389 also tests single units: 1D6 read against the current MORALE value, +1 within a leader’s range and +2 on his hex. The test decides whether disorder spreads through a stack and whether a unit recovers from it.',
            rules: rulesOf('kosovo-1389', '6.2.1', '6.2.2', '6.2.3', '9.1.2'),
            chapter: 'morale',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'A unit is Steady, Erratic, Impetuous or Broken. It carries as many hits as its Experience Bonus safely; beyond that a Steady unit turns Erratic, and an Erratic unit that fails a Control test (2 dice: Green pass on 7, Seasoned on 6–8, Veteran on 5–9) goes Impetuous or Broken. Officers test their own morale when a significant unit of their command is lost.',
        rules: rulesOf(
          'macbeth-to-medici',
          'unit-morale',
          'unit-endurance',
          'control-test',
          'officer-morale-test',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'A unit checks morale when a leader or banner is lost within 15", when a friend of the same or better morale breaks within 15", when it is pushed back more than 1" or broken through, when it takes casualties after losing half its starting strength, and to rally. Roll 1D plus the modifiers on the Morale Results Chart (T17A) in the row of its class, A to E; the letter (T17B) is Destroyed, Break, Retire, Carry on or Advance.',
        rules: rulesOf('knighthood-3', '1.10', '6.00', 'T17A', 'T17B'),
      },
    ],
  },
  {
    id: 'pursuit-and-rout',
    title: 'Pursuit and rout',
    question: 'What happens to the loser, and must the winner chase?',
    cells: [
      {
        books: medieval,
        text: 'A retreat is compulsory, and each hex that cannot be retreated costs 1 SP. The winner may then pursue: a 1D6 test of the leader’s influence, by the distance to him, decides whether the pursuit is voluntary (it may stray 1 hex from the retreat path) or obligatory (it follows the path exactly), and pursuers ignore enemy ZoCs. After every retreat the unit also tests whether it breaks up.',
        rules: [
          ...rulesOf('bannockburn-1314', '5.4.1', '5.4.6', '5.5.2', '9.1.6'),
          ...rulesOf('kosovo-1389', '5.4.1', '5.4.6', '5.5.2', '5.5.3', '10.2.2'),
          ...rulesOf('1066', '5.4.1', '5.4.6', '5.5.2', '9.1.6'),
        ],
        differences: [
          {
            text: 'In Kosovo Field 1389 a unit more than 5 hexes from its leader must pursue, and one at MORALE +2 must pursue unless a leader shares its hex; in Bannockburn 1314 and 1066 MORALE +2 only takes 3 off the pursuit roll.',
            rules: [...rulesOf('bannockburn-1314', '6.1.8'), ...rulesOf('kosovo-1389', '6.1.8')],
            chapter: 'combat',
          },
          {
            text: 'Bannockburn 1314 and 1066 roll 1D6 on COMBAT SCATTER after a retreat; a scattered unit goes to the Scattered Units track and comes back on a roll of 4 or more. Kosovo Field 1389 rolls 2D6 for disorganization instead, and a unit disorganized twice panics and runs for its own map edge.',
            rules: [
              ...rulesOf('bannockburn-1314', '9.1.1'),
              ...rulesOf('kosovo-1389', '9.1.1', '10.1.1'),
            ],
            chapter: 'scatter-and-disorganization',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'A Broken unit first removes as many elements as it carries hits, then flees from the nearest enemy toward cover or its baseline at the routing rate (12" on foot, 18" mounted). If pursued it bursts through friends in its way, sweeping away Feudal and Tribal troops of the same or a lower class, and an Impetuous pursuer whose quarry disintegrates disperses.',
        rules: rulesOf(
          'macbeth-to-medici',
          'impetuous-and-broken',
          'movement-rates',
          'interpenetration',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'A unit that breaks falls straight back to its rear and is destroyed unless it rallies at the end of that turn; one that retires falls back facing the enemy. Irregulars must follow up a pushed-back enemy within their MF and impetuous units within 1CI, while regulars may stand or pull out; a wedge that hits with more than half its dice breaks through.',
        rules: rulesOf('knighthood-3', '6.00', 'T17B', '5.40'),
      },
    ],
  },
  {
    id: 'charges',
    title: 'Charges',
    question: 'How does a charge build up, and how can the target react?',
    cells: [
      {
        books: medieval,
        text: 'Cavalry build a Charge Factor of 0 to 3, one point for each hex moved straight on since the last turn; turning drops it to 0, and its combat modifier is capped at armor level plus 1. The other side’s cavalry may countercharge a moving enemy that comes next to their front area, and cavalry with CF above 1 can ride down non-cavalry units they move through.',
        rules: [
          ...rulesOf('bannockburn-1314', '5.6.2', '5.6.3', '5.6.5', '5.7.1', '5.8.1'),
          ...rulesOf('kosovo-1389', '5.6.2', '5.6.3', '5.6.5', '5.7.1', '5.8.1'),
          ...rulesOf('1066', '5.6.2', '5.6.3', '5.6.5', '5.7.1', '5.8.1'),
        ],
        differences: [
          {
            text: 'Kosovo Field 1389 rides down automatically at CF above 1; Bannockburn 1314 and 1066 need the charge’s CM plus armor, less terrain and the target’s armor, to come out above 0.',
            rules: [...rulesOf('bannockburn-1314', '5.8.2'), ...rulesOf('kosovo-1389', '5.8.1')],
            chapter: 'combat',
            editions: ['bannockburn-1314', 'kosovo-1389'],
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Some troop types charge, stand or evade as a matter of course; the rest take a Control test, and failing high or low each has its own outcome (charging unformed, standing unformed, losing a die of elements). The side with the better initiative moves first by the difference, doubled if mounted, and lancers who charge fight an impact round before any melee.',
        rules: rulesOf(
          'macbeth-to-medici',
          'expected-behaviour',
          'charging',
          'initiative-movement',
          'impact-combat',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'A charge must be declared, and the charger may use up to three charge increments (CI) to reach the target. The CI used and whether the target was standing or moving give it reaction points on the Reaction Chart (T11), spent on reactions costing 1 to 3 points (fire, counter charge, evade, turn, change formation); fire at the charge is read on T12.',
        rules: rulesOf('knighthood-3', '5.01', 'T11', '5.10', 'T12'),
      },
    ],
  },
  {
    id: 'missile-fire',
    title: 'Missile fire',
    question: 'Who shoots, when, and how are losses found?',
    cells: [
      {
        books: medieval,
        text: 'Ranged units must be flipped to combat formation (1 MP) to shoot, once per game turn, at any moment of the enemy’s movement phase. Roll 2D6 less the target’s armor level, and 1 more for forest, village or fortifications, and read the weapon’s fire table at the range in hexes: the cell is the SPs lost. Horse archers fire twice a turn, and fire into a hex with a leader kills him on a 12.',
        rules: [
          ...rulesOf('bannockburn-1314', '10.1.1', '10.1.6', '10.2.2', '10.2.3', '10.5.6'),
          ...rulesOf('kosovo-1389', '11.1.1', '11.1.6', '11.2.3', '11.2.4', '11.5.6'),
          ...rulesOf('1066', '10.1.1', '10.1.6', '10.2.2', '10.2.3', '10.5.6'),
        ],
        differences: [
          {
            text: '1066 groups the 2D6 totals of its fire tables into bands. A crossbow hit followed by a 6 scatters the target in Bannockburn 1314 and 1066 but disorganizes and stops it in Kosovo Field 1389.',
            rules: [
              ...rulesOf('bannockburn-1314', '10.6.3'),
              ...rulesOf('kosovo-1389', '11.6.2'),
              ...rulesOf('1066', '10.4.2'),
            ],
            chapter: 'ranged-units',
          },
          {
            text: 'In close combat Bannockburn 1314 and 1066 give the attacker 2 CMs when ranged units are among its targets; Kosovo Field 1389 gives 3 CMs to whoever fights ranged units.',
            rules: [...rulesOf('bannockburn-1314', '10.3.1'), ...rulesOf('kosovo-1389', '11.3.1')],
            chapter: 'ranged-units',
            editions: ['bannockburn-1314', 'kosovo-1389'],
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Only bows truly fire; crossbows, handguns and slings skirmish. Archery compares a firing value (a base for the order plus a random factor capped by the time there is to shoot) with the target’s defence value: more gives 1 hit, more than double 2, and elements removed are the firing elements times the hits divided by the target’s elements. Skirmish fire has no dice and inflicts phantom hits for the Control test; bombards fire first.',
        rules: rulesOf(
          'macbeth-to-medici',
          'archery',
          'hits-and-elements-removed',
          'skirmish-fire',
          'gunnes',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'A missile unit shoots at the start and at the end of its own turn, rolling 1D for each eligible figure (T7 sets how many ranks shoot). The Missile Hit Chart (T9) gives the hit number for the weapon and range (T8), moved by the fire modifiers (T10) and by rapid fire; every die at or under it removes a figure. A unit that moved more than half its move fires half its dice.',
        rules: rulesOf('knighthood-3', '4.00', '4.01', '4.30', 'T7', 'T8', 'T9', 'T10'),
      },
    ],
  },
];
