/**
 * Concepts around the fight: leaders and their death, command and control,
 * fatigue, army points, terrain and formations, one cell per book (the
 * Medieval editions share one where they agree).
 */
import { alignedEditions } from '../../../engine/medieval/index.ts';
import { rulesOf, type Concept } from './concepts-types.ts';

const medieval = alignedEditions;

export const commandConcepts: readonly Concept[] = [
  {
    id: 'leaders-and-their-death',
    title: 'Leaders and their death',
    question: 'What does a leader add, how does he die, and what does his death cost?',
    cells: [
      {
        books: medieval,
        text: 'A unit on a leader’s hex gets 2 CMs and one inside his range 1 CM, from one leader only. When his stack must retreat, roll 2D6 less the SPs it lost: a result no higher than the hexes of retreat kills him, as does any enemy reaching him alone, or a 12 on 2D6 when his hex is fired on. His death costs each of his units 1 SP (every unit of the side for a grand leader) and moves MORALE 8 boxes (12 for a grand leader).',
        rules: [
          ...rulesOf('bannockburn-1314', '8.2.1', '8.2.4', '8.2.5', '8.1.4', '10.2.4', '6.1.6'),
          ...rulesOf('kosovo-1389', '8.2.1', '8.2.4', '8.2.5', '8.1.4', '11.2.5', '6.1.6'),
          ...rulesOf('1066', '8.2.1', '8.2.4', '8.2.5', '8.1.4', '10.2.4', '6.1.6'),
        ],
        differences: [
          {
            text: 'Command ranges differ: leader 1 and grand leader 3 hexes in Bannockburn 1314, 2 and 3 in Kosovo Field 1389; 1066’s captions print 2 for both, though its rule 8.1.5 calls a range-3 leader a grand leader.',
            rules: [
              ...rulesOf('bannockburn-1314', '8.0'),
              ...rulesOf('kosovo-1389', '8.0'),
              ...rulesOf('1066', '8.0', '8.1.5'),
            ],
            chapter: 'leaders',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Officers have a temperament (Rash, Bold, Cautious; Enraged or Shaken when things go wrong) and Leadership and Command ratings from 3 dice, lowest dropped. Combat never rolls for an officer’s wounds: he dies when a bombard he is watching blows up, or when, Enraged and feeling betrayed, he duels a friendly officer on 1 die each. Losing the C-in-C makes every officer who sees it test his morale.',
        rules: rulesOf(
          'macbeth-to-medici',
          'officer-temperament',
          'leadership-and-command',
          'betrayal',
          'bombard-fire',
          'officer-morale-test',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'A leader rolls no combat dice; attached to a unit that takes casualties from fire or in close combat, he checks his vulnerability (T19) and, if hit, rolls on the Leader Hit Chart (T20), from unharmed through severe and mortal wounds to killed. A leader hit in melee may also be captured (7.10); his loss makes units within 15" check morale, and his troops pass to the nearest leader.',
        rules: rulesOf('knighthood-3', '7.00', 'T19', 'T20', '7.10'),
      },
    ],
  },
  {
    id: 'command-and-control',
    title: 'Command and control',
    question: 'Who may act, and how far does a commander’s word reach?',
    cells: [
      {
        books: medieval,
        text: 'There are no orders: each side moves and attacks with its cavalry, then its infantry, and every unit with an enemy in its ZoC must attack. Leaders matter through distance, since their range gives CMs, decides pursuit tests and bounds where scattered units regroup; the optional organization rules tie each unit to the leader the scenario names, for the whole game.',
        rules: [
          ...rulesOf('bannockburn-1314', '2.1', '5.2.2', '8.2.2', '12.1.1', '12.1.3'),
          ...rulesOf('kosovo-1389', '2.1', '5.2.2', '8.2.2', '13.1.2'),
          ...rulesOf('1066', '2.1', '5.2.2', '8.2.2', '12.1.1', '12.1.3'),
        ],
        differences: [
          {
            text: 'Kosovo Field 1389 alone keeps the Janissaries within 10 hexes of their commander, the Janissar-Aga.',
            rules: rulesOf('kosovo-1389', '15.1.3'),
            chapter: 'janissaries',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'An officer may move as many units as his Command rating as one co-ordinated body, if they are in his sight and inside his Command Radius: Leadership plus Command in inches, with Command counted twice for a Regular. Tribal units cannot be brigaded, and officers no player runs act by their temperament.',
        rules: rulesOf(
          'macbeth-to-medici',
          'leadership-and-command',
          'command-radius',
          'coordinated-movement',
          'battlefield-behaviour',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'Leaders steady units within 5" and may attach to one unit, lending it their combat and morale bonus (T18). The army banner anchors a line of battle in the advanced game: a unit outside it adds 2 to its morale roll, and a lost leader’s troops pass to the nearest leader on the field.',
        rules: rulesOf('knighthood-3', '7.00', 'T18', '1.72'),
      },
    ],
  },
  {
    id: 'fatigue',
    title: 'Fatigue',
    question: 'Do troops tire, and what does it do to them?',
    cells: [
      {
        books: medieval,
        text: 'An optional rule (Kosovo Field 1389 calls it complementary) kept per leader: his fatigue rises by 1 in any turn he moves, fights or influences a fight, never by more than 1 a turn, and horse archers ignore it. Once it passes 12, all his units suffer for it.',
        rules: [
          ...rulesOf('bannockburn-1314', '13.1.3', '13.1.6', '13.2.1', '10.5.11'),
          ...rulesOf('kosovo-1389', '14.2.3', '14.2.5', '14.3.1', '11.5.11'),
          ...rulesOf('1066', '13.1.3', '13.1.6', '13.2.1', '10.5.11'),
        ],
        differences: [
          {
            text: 'Above 12, Bannockburn 1314 and 1066 roll 1D6 for each of his units before it acts and scatter it on less than 4; Kosovo Field 1389 has them fight as if disorganized. Kosovo also lowers fatigue by 1 in every idle turn, where the others raise it too whenever a unit of his has CF above 0 and leave lowering it by 1 to the player.',
            rules: [
              ...rulesOf('bannockburn-1314', '13.2.1', '13.1.4', '13.1.5'),
              ...rulesOf('kosovo-1389', '14.3.1', '14.2.4'),
            ],
            chapter: 'fatigue',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Every unit works out a fatigue score at the end of the turn, after rallying: 0 for foot and 1 for dismounted troops and cavalry, plus points for armour and for charging and fighting, plus the terrain classes it crossed. Over the pass level for its order (open 2, loose 3, close 4) it takes 1 hit, at double the level 2 hits.',
        rules: rulesOf('macbeth-to-medici', 'fatigue-score', 'pass-level'),
      },
      {
        books: ['knighthood-3'],
        absent: true,
        text: 'No fatigue rule: units wear down only through casualties, disorder and the morale checks those bring.',
        rules: [],
      },
    ],
  },
  {
    id: 'army-points',
    title: 'Army points',
    question: 'How are two armies made a fair match?',
    cells: [
      {
        books: medieval,
        absent: true,
        text: 'No points system: every scenario fixes both orders of battle, down to which units serve under which leader. Where a scenario leaves a pool of units unassigned, the player shares it out among his leaders before play.',
        rules: [
          ...rulesOf('bannockburn-1314', '12.1.1', '12.1.2'),
          ...rulesOf('kosovo-1389', '13.1.1', '13.1.2'),
          ...rulesOf('1066', '12.1.1', '12.1.2'),
        ],
      },
      {
        books: ['macbeth-to-medici'],
        absent: true,
        text: 'No points values or army lists: players field the armies they want, in 2 to 4 battles, and the book rates each unit instead by origin, class, experience, order and armour.',
        rules: rulesOf('macbeth-to-medici', 'units', 'relative-importance-class'),
      },
      {
        books: ['knighthood-3'],
        text: 'Armies are bought with the Troop Cost table (T4): a base cost per figure by armor and morale class, plus weapons, protected horses and regular training, plus command points for each unit, leaders and banners. No figure costs less than 2 points, and the battle is scored in honor points (T21).',
        rules: rulesOf('knighthood-3', '1.60', 'T4', '1.61', '8.00', 'T21'),
      },
    ],
  },
  {
    id: 'terrain',
    title: 'Terrain',
    question: 'How does the ground slow a unit or help it fight?',
    cells: [
      {
        books: medieval,
        text: 'The TERRAIN EFFECT table gives each unit type’s MP cost per hex and the defender’s combat modifiers; a defender on several hexes uses the one with the most SPs. Terrain also bleeds the Charge Factor: it counts 0 against units in fortifications, forest or swamps, and rivers can be crossed only at bridges and fords.',
        rules: [
          ...rulesOf('bannockburn-1314', '4.1.7', '5.3.1', '5.3.2', '5.6.6', '4.2.5'),
          ...rulesOf('kosovo-1389', '4.1.7', '5.3.1', '5.3.2', '5.6.6', '4.2.7'),
          ...rulesOf('1066', '4.1.7', '5.3.1', '5.3.2', '5.6.6', '4.2.5'),
        ],
        differences: [
          {
            text: 'Entering forest, a village, a ford or fortifications with CF above 0 costs 1 SP and scatters the unit in Bannockburn 1314 and 1066; in Kosovo Field 1389 cavalry entering forest, a village or swamps off the road is disorganized instead.',
            rules: [...rulesOf('bannockburn-1314', '4.2.6'), ...rulesOf('kosovo-1389', '4.2.5')],
            chapter: 'movement',
            editions: ['bannockburn-1314', 'kosovo-1389'],
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Ground comes in 3 classes, each taking inches off a move from two average dice (2d5): the difference for class 1, the lower die for class 2, the higher for class 3, doubled for mounted troops. Charging troops are not slowed; the terrain counts against them in combat and fatigue instead, and a unit driven back takes hits for the classes it crosses.',
        rules: rulesOf('macbeth-to-medici', 'terrain-effects', 'recoil'),
      },
      {
        books: ['knighthood-3'],
        text: 'Each kind of rough terrain has a halting number (T6): a unit or leader entering it, and at the start of every turn inside it, rolls 1D with modifiers and halts unless it beats the number. Inside rough terrain every inch counts as two, and most units that move more than their MF there fall into disorder.',
        rules: rulesOf('knighthood-3', '3.9', 'T6', '3.30'),
      },
    ],
  },
  {
    id: 'formations',
    title: 'Formations',
    question: 'Which formations exist, and what does changing them cost?',
    cells: [
      {
        books: medieval,
        text: 'Facing is the formation: a unit fights and moves through its 3 front hexes and is exposed through the 3 behind, and a cavalry turn costs its base times (CF + 1) plus its armor level. Ranged units flip between a movement side with 0 SPs and a combat side with 0 MPs, at 1 MP.',
        rules: [
          ...rulesOf('bannockburn-1314', '3.1.1', '4.3.2', '10.1.1'),
          ...rulesOf('kosovo-1389', '3.1.1', '4.3.2', '11.1.1'),
          ...rulesOf('1066', '3.1.1', '4.3.2', '10.1.1'),
        ],
        differences: [
          {
            text: 'Bannockburn 1314 adds the Scottish shiltron, which doubles its SPs when over half the enemy SPs are cavalry and cuts their CF to 0. 1066 has no such formation; only its Hastings scenario gives the Anglo-Saxon front line a Wall of Shields.',
            rules: rulesOf('bannockburn-1314', '11.3.4', '11.3.6'),
            chapter: 'objects',
          },
          {
            text: 'Kosovo Field 1389 gives its Janissaries a palisade, worth 2 CMs against attacking cavalry and 1 against infantry across its 3 front hexes.',
            rules: rulesOf('kosovo-1389', '15.2.2', '15.2.3'),
            chapter: 'janissaries',
          },
        ],
      },
      {
        books: ['macbeth-to-medici'],
        text: 'Order (open, loose or close) sets a unit’s base values in fire, impact and melee. Regulars and Veteran Feudal troops may widen or narrow their frontage by their Experience Bonus in elements, an inch each; any other change leaves the unit disordered while it reforms, for its elements divided by its Experience Bonus in thirds of a turn.',
        rules: rulesOf(
          'macbeth-to-medici',
          'unit-organisation',
          'manoeuvring-and-changing-formation',
          'disorder-and-reforming',
        ),
      },
      {
        books: ['knighthood-3'],
        text: 'Units stand in line, column or square (3.20); changing formation takes close and loose order units a whole turn and open order half a turn, and a column spending the turn in column moves 6" (foot) or 12" (horse) further. Optional rules add the wedge and the shield wall.',
        rules: rulesOf('knighthood-3', '3.20', '3.30', '9.02', '9.04'),
      },
    ],
  },
];
