/**
 * Officer morale test tool: the losses counted by temperament, the chance of
 * each result, snapping, and the betrayal and duel that may follow.
 */
import {
  buildDice,
  chanceOf,
  listOutcomes,
  ok,
  type Result,
} from '../../../../engine/core/index.ts';
import {
  checkWhole,
  describeOfficerTrigger,
  diceRolled,
  officerMoraleOdds,
  resolveOfficerMorale,
  unitDie,
  type ImportanceClass,
  type LostUnit,
  type OfficerMoraleInput,
  type OfficerMoraleOutcome,
  type Origin,
  type SectionId,
  type Temperament,
  type UnitDice,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { originChoices, ratingChoices, temperamentChoices, unitDiceChoices } from '../choices.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const classes: readonly ImportanceClass[] = ['A', 'B', 'C', 'D'];

const resultNames: Readonly<Record<OfficerMoraleOutcome['result'], string>> = {
  pass: 'passes',
  up: 'rolls up',
  down: 'rolls down',
  'no-test': 'takes no test',
  breaks: 'breaks',
};

const betrayalNames: Readonly<Record<OfficerMoraleOutcome['betrayal'], string>> = {
  none: '',
  loyal: 'stays loyal',
  'kills-rival': 'feels betrayed and kills the nearest officer',
  killed: 'feels betrayed and is killed',
  'both-slain': 'feels betrayed: both officers die',
};

export function describeOfficer(o: OfficerMoraleOutcome): string {
  const parts = [`${resultNames[o.result]}; ${o.temperament}`, `${o.lost} lost counted`];
  if (o.snapped) parts.push('snapped');
  if (o.betrayal !== 'none') parts.push(betrayalNames[o.betrayal]);
  return parts.join(', ');
}

export class OfficerMoraleTool extends M2mTool {
  readonly id = 'officer-morale';
  readonly title = 'Officer morale test';
  protected override readonly notedTables: readonly NotedTable[] = [
    'officer-morale',
    'importance-classes',
  ];
  readonly sectionsUsed: readonly SectionId[] = [
    'officer-morale-test',
    'officer-temperament',
    'relative-importance-class',
    'dice',
  ];
  readonly fields: readonly FieldSpec[] = [
    { key: 'temperament', label: 'Temperament', kind: 'choice', options: temperamentChoices },
    { key: 'origin', label: 'Origin', kind: 'choice', options: originChoices },
    { key: 'diceKind', label: 'Dice', kind: 'choice', options: unitDiceChoices },
    { key: 'leadership', label: 'Leadership', kind: 'choice', options: ratingChoices },
    { key: 'command', label: 'Command', kind: 'choice', options: ratingChoices },
    { key: 'countBefore', label: 'His count of lost units before these losses', kind: 'number' },
    ...classes.map((cls) => ({
      key: `lost${cls}`,
      label: `Class ${cls} units lost now`,
      kind: 'number' as const,
    })),
    ...classes.map((cls) => ({
      key: `foreign${cls}`,
      label: `Class ${cls} mercenaries or foreign allies lost now`,
      kind: 'number' as const,
    })),
    { key: 'cInCLost', label: 'The C-in-C is lost, in sight', kind: 'check' },
    { key: 'otherCommandsLost', label: 'Another command has lost units', kind: 'check' },
  ];

  constructor(seed?: number) {
    super({
      temperament: 'bold',
      origin: 'feudal',
      diceKind: 'd6',
      leadership: '3',
      command: '3',
      countBefore: 0,
      lostA: 0,
      lostB: 1,
      lostC: 0,
      lostD: 0,
      foreignA: 0,
      foreignB: 0,
      foreignC: 0,
      foreignD: 0,
      cInCLost: false,
      otherCommandsLost: false,
    });
    this.dice.push({
      name: 'Dice',
      entry: new FacesEntry(
        () =>
          buildDice([
            diceRolled(this.number('leadership'), this.readings),
            unitDie(this.text('diceKind') as UnitDice, this.readings),
          ]),
        { field: 'dice', rule: 'officer-morale-test', seed },
      ),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('officer-morale-test');
    if (blank) return { ok: false, error: blank };
    for (const key of classes.flatMap((cls) => [`lost${cls}`, `foreign${cls}`])) {
      const counted = checkWhole(this.number(key), key, 'officer-morale-test', 0);
      if (!counted.ok) return counted;
    }
    const temperament = this.text('temperament') as Temperament;
    // One entry per unit lost now, foreign ones a class lower and, under a Tribal
    // officer, his own Tribal units too: the engine counts them for the temperament.
    const tribal = this.text('origin') === 'tribal';
    const losses: LostUnit[] = classes.flatMap((cls) => [
      ...Array<LostUnit>(this.number(`lost${cls}`)).fill({ cls, tribalSeenByTribal: tribal }),
      ...Array<LostUnit>(this.number(`foreign${cls}`)).fill({ cls, foreign: true }),
    ]);
    const input: OfficerMoraleInput = {
      temperament,
      origin: this.text('origin') as Origin,
      dice: this.text('diceKind') as UnitDice,
      leadership: this.number('leadership'),
      command: this.number('command'),
      countBefore: this.number('countBefore'),
      lostNow: losses,
      cInCLost: this.flag('cInCLost'),
      otherCommandsLost: this.flag('otherCommandsLost'),
    };
    const odds = officerMoraleOdds(input, this.readings);
    if (!odds.ok) return odds;
    const faces = this.faces?.[0];
    const tests = odds.value.outcomes.some((o) => ['pass', 'up', 'down'].includes(o.value.result));
    const rolled =
      faces && tests ? resolveOfficerMorale(input, { faces }, this.readings) : undefined;
    if (rolled && !rolled.ok) return rolled;
    const list = listOutcomes(odds.value);
    const rows = list.map((o, i) => ({
      key: String(i),
      label: resultNames[o.value.result],
      detail: describeOfficer(o.value),
      chance: o.chance,
      current: rolled !== undefined && o.value.result === rolled.value.outcome.result,
    }));
    const counted = describeOfficerTrigger(input, this.readings);
    const base = {
      caption: 'Every result of the test',
      heading: 'Result',
      rows,
      over: odds.value.outOf,
    };
    if (!rolled) {
      const passes = chanceOf(odds.value, (o) => o.result === 'pass' || o.result === 'no-test');
      return ok({
        ...base,
        answer: tests ? `Passes ${formatPercent(passes)}` : describeOfficer(list[0]!.value),
        chance: tests
          ? `Snaps ${formatPercent(chanceOf(odds.value, (o) => o.snapped))}`
          : undefined,
        steps: viewSteps([counted]),
        rolled: false,
      });
    }
    const { roll, outcome } = rolled.value;
    const chance = chanceOf(odds.value, (o) => o.result === outcome.result);
    return ok({
      ...base,
      answer: `Score ${roll.score}: ${describeOfficer(outcome)}`,
      chance: `This result: ${formatOdds(chance, odds.value.outOf)} before the roll`,
      steps: viewSteps([counted, ...roll.steps]),
      rolled: true,
    });
  }
}
