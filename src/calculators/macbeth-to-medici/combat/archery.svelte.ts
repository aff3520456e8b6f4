/**
 * Archery tool (Firing: archery): the firing value against the target's
 * defence value, hits and elements removed, with the exact odds of each.
 */
import { chanceOf, listOutcomes, ok, type Result } from '../../../../engine/core/index.ts';
import {
  archeryOdds,
  bowNames,
  bowRanges,
  prepareArchery,
  resolveArchery,
  type ArcheryInput,
  type ArcheryOutcome,
  type Armour,
  type Bow,
  type Experience,
  type FactorInput,
  type FiringTime,
  type Order,
  type SectionId,
  type TargetAction,
  type UnitDice,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import {
  armourChoices,
  experienceChoices,
  leadershipOf,
  officerChoices,
  orderChoices,
  unitDiceChoices,
} from '../choices.ts';
import { factorDiceSlots } from './factor-dice.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

function describe(o: ArcheryOutcome): string {
  const test = o.controlTest ? '; target takes a Control test' : '';
  return `${counted(o.hits, 'hit')}, ${counted(o.removed, 'element')} removed${test}`;
}

export class ArcheryTool extends M2mTool {
  readonly id = 'archery';
  readonly title = 'Archery';
  protected override readonly notedTables: readonly NotedTable[] = ['defence-ratings'];
  readonly sectionsUsed: readonly SectionId[] = ['archery', 'unit-armour', 'dice'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'firer.order', label: 'Firers’ order', kind: 'choice', options: orderChoices },
    {
      key: 'firer.experience',
      label: 'Firers’ experience',
      kind: 'choice',
      options: experienceChoices,
    },
    { key: 'firer.dice', label: 'Firers’ dice', kind: 'choice', options: unitDiceChoices },
    { key: 'firer.elements', label: 'Elements firing', kind: 'number' },
    {
      key: 'firer.bow',
      label: 'Bow',
      kind: 'choice',
      options: Object.entries(bowNames).map(([value, name]) => ({
        value,
        label: `${name} (${bowRanges[value as Bow]}″)`,
      })),
    },
    { key: 'firer.range', label: 'Range (inches)', kind: 'number' },
    {
      key: 'firer.time',
      label: 'Time to shoot',
      kind: 'choice',
      options: [
        { value: 'with-initiative', label: 'with Initiative' },
        { value: 'drawn', label: 'Initiative drawn' },
        { value: 'without-initiative', label: 'without Initiative' },
      ],
    },
    {
      key: 'firer.leadership',
      label: 'Officer leading them',
      kind: 'choice',
      options: officerChoices,
    },
    { key: 'firer.contacted', label: 'Contacted by Initiative movement', kind: 'check' },
    {
      key: 'target.experience',
      label: 'Target’s experience',
      kind: 'choice',
      options: experienceChoices,
    },
    {
      key: 'target.action',
      label: 'Target is',
      kind: 'choice',
      options: [
        { value: 'falling-back', label: 'falling back' },
        { value: 'standing', label: 'standing' },
        { value: 'advancing', label: 'advancing' },
      ],
    },
    { key: 'target.order', label: 'Target’s order', kind: 'choice', options: orderChoices },
    { key: 'target.armour', label: 'Target’s armour', kind: 'choice', options: armourChoices },
    { key: 'target.shielded', label: 'Target shielded against this fire', kind: 'check' },
    { key: 'target.pavise', label: 'Target behind pavises', kind: 'check' },
    { key: 'target.elements', label: 'Target elements', kind: 'number' },
  ];

  constructor(seed?: number) {
    super({
      'firer.order': 'open',
      'firer.experience': 'seasoned',
      'firer.dice': 'd6',
      'firer.elements': 4,
      'firer.bow': 'longbow',
      'firer.range': 12,
      'firer.time': 'with-initiative',
      'firer.leadership': 'none',
      'firer.contacted': false,
      'target.experience': 'seasoned',
      'target.action': 'standing',
      'target.order': 'close',
      'target.armour': 'unarmoured',
      'target.shielded': false,
      'target.pavise': false,
      'target.elements': 4,
    });
    this.dice.push(
      ...factorDiceSlots(
        'firer.',
        '',
        () => this.factor,
        () => this.readings,
        'archery',
        seed,
      ),
    );
  }

  get input(): ArcheryInput {
    return {
      firer: {
        order: this.text('firer.order') as Order,
        experience: this.text('firer.experience') as Experience,
        dice: this.text('firer.dice') as UnitDice,
        elements: this.number('firer.elements'),
        time: this.text('firer.time') as FiringTime,
        bow: this.text('firer.bow') as Bow,
        range: this.number('firer.range'),
        contacted: this.flag('firer.contacted'),
        leadership: leadershipOf(this.text('firer.leadership')),
      },
      target: {
        experience: this.text('target.experience') as Experience,
        action: this.text('target.action') as TargetAction,
        order: this.text('target.order') as Order,
        armour: this.text('target.armour') as Armour,
        shielded: this.flag('target.shielded'),
        pavise: this.flag('target.pavise'),
        elements: this.number('target.elements'),
      },
    };
  }

  readonly odds = $derived.by(() => {
    const blank = this.checkNumbers('archery');
    return blank ? ({ ok: false, error: blank } as const) : archeryOdds(this.input, this.readings);
  });

  /** The random factor the firers roll (an armoured target adds a minus die), as the engine sets it up. */
  get factor(): FactorInput | undefined {
    const setup = prepareArchery(this.input, this.readings);
    return setup.ok ? setup.value.factor : undefined;
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const odds = this.odds;
    if (!odds.ok) return odds;
    const { outcomes, defence, protection } = odds.value;
    const faces = this.faces;
    const rolled = faces
      ? resolveArchery(this.input, { plus: faces[0]!, minus: faces[1]! }, this.readings)
      : undefined;
    if (rolled && !rolled.ok) return rolled;
    const list = listOutcomes(outcomes, (a, b) => a.firing - b.firing);
    const rows = list.map((o) => ({
      key: String(o.value.firing),
      label: `Firing ${o.value.firing}`,
      detail: describe(o.value),
      chance: o.chance,
      current: rolled?.value.firing === o.value.firing,
    }));
    const base = {
      caption: `Each firing value against defence ${defence}`,
      heading: 'Firing',
      rows,
      over: outcomes.outOf,
    };
    if (!rolled) {
      const hit = chanceOf(outcomes, (o) => o.hits > 0);
      const removes = chanceOf(outcomes, (o) => o.removed > 0);
      return ok({
        ...base,
        answer: `At least 1 hit: ${formatPercent(hit)}`,
        chance: `Removes at least 1 element: ${formatPercent(removes)}`,
        steps: viewSteps(protection),
        rolled: false,
      });
    }
    const r = rolled.value;
    const chance = list.find((o) => o.value.firing === r.firing)!.chance;
    return ok({
      ...base,
      answer: `Firing ${r.firing}: ${describe(r)}`,
      chance: `This firing value: ${formatOdds(chance, outcomes.outOf)} before the roll`,
      steps: viewSteps(r.steps),
      rolled: true,
    });
  }
}
