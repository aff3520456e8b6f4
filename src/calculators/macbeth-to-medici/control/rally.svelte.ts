/**
 * Rally tool: how many voluntary Control tests the unit may take this turn,
 * and the exact chance of each way a run of them ends (hits taken off,
 * elements lost, an Erratic unit turning Impetuous or Broken).
 */
import { chanceOf, listOutcomes, ok, type Result } from '../../../../engine/core/index.ts';
import {
  rallyOdds,
  voluntaryRallyTests,
  type Experience,
  type MoraleState,
  type RallyActivity,
  type RallyState,
  type SectionId,
  type UnitDice,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { formatPercent } from '../../kit/format.ts';
import {
  experienceChoices,
  leadershipOf,
  moraleChoices,
  officerChoices,
  unitDiceChoices,
} from '../choices.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const activities: readonly { value: RallyActivity | 'faster'; label: string }[] = [
  { value: 'standing', label: 'stood' },
  { value: 'march', label: 'marched' },
  { value: 'normal-move', label: 'moved normally' },
  { value: 'faster', label: 'doubled, charged or evaded' },
];

export function describeRally(state: RallyState): string {
  const turned = state.morale === 'impetuous' || state.morale === 'broken';
  return [
    `${counted(state.hitsRemoved, 'hit')} off`,
    `${counted(state.elementsLost, 'element')} lost`,
    ...(turned ? [`turns ${state.morale === 'impetuous' ? 'Impetuous' : 'Broken'}`] : []),
  ].join(', ');
}

export class RallyTool extends M2mTool {
  readonly id = 'rally';
  readonly title = 'Rallying';
  protected override readonly notedTables: readonly NotedTable[] = ['rally-tests'];
  readonly sectionsUsed: readonly SectionId[] = [
    'rallying',
    'rally-control-test',
    'unit-endurance',
    'unit-morale',
    'impetuous-and-broken',
    'dice',
  ];
  readonly fields: readonly FieldSpec[] = [
    { key: 'experience', label: 'Experience', kind: 'choice', options: experienceChoices },
    { key: 'diceKind', label: 'Dice (by origin)', kind: 'choice', options: unitDiceChoices },
    { key: 'leadership', label: 'Officer leading it', kind: 'choice', options: officerChoices },
    { key: 'morale', label: 'Morale', kind: 'choice', options: moraleChoices },
    { key: 'hits', label: 'Hits carried', kind: 'number' },
    { key: 'elements', label: 'Elements', kind: 'number' },
    { key: 'activity', label: 'This turn it', kind: 'choice', options: activities },
    { key: 'compulsoryTaken', label: 'Compulsory tests taken this turn', kind: 'number' },
    { key: 'unformed', label: 'Unformed', kind: 'check' },
    { key: 'inContact', label: 'In contact with the enemy', kind: 'check' },
  ];

  constructor() {
    super({
      experience: 'seasoned',
      diceKind: 'd6',
      leadership: 'none',
      morale: 'erratic',
      hits: 4,
      elements: 6,
      activity: 'standing',
      compulsoryTaken: 0,
      unformed: false,
      inContact: false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('rallying');
    if (blank) return { ok: false, error: blank };
    const leadership = leadershipOf(this.text('leadership'));
    const allowed = voluntaryRallyTests(
      {
        activity: this.text('activity') as RallyActivity | 'faster',
        compulsoryTaken: this.number('compulsoryTaken'),
        unformed: this.flag('unformed'),
        ledByOfficer: leadership !== undefined,
        inContact: this.flag('inContact'),
      },
      this.readings,
    );
    if (!allowed.ok) return allowed;
    const tests = allowed.value;
    const odds = rallyOdds(
      {
        experience: this.text('experience') as Experience,
        dice: this.text('diceKind') as UnitDice,
        ...(leadership === undefined ? {} : { leadership }),
        unit: {
          morale: this.text('morale') as MoraleState,
          hits: this.number('hits'),
          elements: this.number('elements'),
        },
        tests,
      },
      this.readings,
    );
    if (!odds.ok) return odds;
    const all = this.number('hits');
    const rows = listOutcomes(
      odds.value,
      (a, b) => b.hitsRemoved - a.hitsRemoved || a.elementsLost - b.elementsLost,
    ).map((o) => ({
      key: JSON.stringify(o.value),
      label: counted(o.value.hitsRemoved, 'hit'),
      detail: describeRally(o.value),
      chance: o.chance,
    }));
    const steps = viewSteps([
      {
        text: `${counted(tests, 'voluntary test')} this turn`,
        rule: 'rallying',
      },
    ]);
    const cleared = chanceOf(odds.value, (s) => s.hitsRemoved === all);
    return ok({
      answer:
        tests === 0
          ? 'No voluntary tests this turn'
          : `${counted(tests, 'test')}: every hit off ${formatPercent(cleared)}`,
      chance: `Out of ${counted(all, 'hit')} carried`,
      caption: 'Every way the run of tests can end',
      heading: 'Hits off',
      rows,
      over: odds.value.outOf,
      steps,
      rolled: false,
    });
  }
}
