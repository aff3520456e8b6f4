/** Skirmish fire tool: no dice; the skirmish value with every modifier is the phantom hits. */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  resolveSkirmish,
  type Armour,
  type Order,
  type SectionId,
  type SkirmishWeapon,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { armourChoices, orderChoices } from '../choices.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

export class SkirmishTool extends M2mTool {
  readonly id = 'skirmish';
  readonly title = 'Skirmish fire';
  readonly sectionsUsed: readonly SectionId[] = ['skirmish-fire', 'unit-armour'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'order', label: 'Skirmishers’ order', kind: 'choice', options: orderChoices },
    {
      key: 'weapon',
      label: 'Weapon',
      kind: 'choice',
      options: [
        { value: 'other', label: 'bows, javelins and the like' },
        { value: 'handgun-or-heavy-crossbow', label: 'handguns or heavy crossbows' },
      ],
    },
    { key: 'overlaps', label: 'Own elements overlapping', kind: 'number' },
    { key: 'enemyOverlaps', label: 'Enemy elements overlapping', kind: 'number' },
    { key: 'hitsCarried', label: 'Hits the skirmishers carry', kind: 'number' },
    { key: 'range', label: 'Range (inches)', kind: 'number' },
    { key: 'target.armour', label: 'Target’s armour', kind: 'choice', options: armourChoices },
    { key: 'target.order', label: 'Target’s order', kind: 'choice', options: orderChoices },
    { key: 'steady', label: 'Skirmishers Steady', kind: 'check' },
    { key: 'supportingRank', label: 'Supporting rank', kind: 'check' },
    { key: 'mounted', label: 'Skirmishers mounted', kind: 'check' },
    { key: 'target.shielded', label: 'Target shielded', kind: 'check' },
    { key: 'target.pavise', label: 'Target behind pavises', kind: 'check' },
    { key: 'target.moving', label: 'Target moving', kind: 'check' },
    { key: 'target.mounted', label: 'Target mounted', kind: 'check' },
  ];

  constructor() {
    super({
      order: 'open',
      weapon: 'other',
      overlaps: 0,
      enemyOverlaps: 0,
      hitsCarried: 0,
      range: 3,
      'target.armour': 'unarmoured',
      'target.order': 'close',
      steady: true,
      supportingRank: false,
      mounted: false,
      'target.shielded': false,
      'target.pavise': false,
      'target.moving': false,
      'target.mounted': false,
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('skirmish-fire');
    if (blank) return { ok: false, error: blank };
    const fired = resolveSkirmish(
      {
        order: this.text('order') as Order,
        steady: this.flag('steady'),
        supportingRank: this.flag('supportingRank'),
        overlaps: this.number('overlaps'),
        enemyOverlaps: this.number('enemyOverlaps'),
        weapon: this.text('weapon') as SkirmishWeapon,
        hitsCarried: this.number('hitsCarried'),
        mounted: this.flag('mounted'),
        range: this.number('range'),
        target: {
          armour: this.text('target.armour') as Armour,
          shielded: this.flag('target.shielded'),
          pavise: this.flag('target.pavise'),
          order: this.text('target.order') as Order,
          moving: this.flag('target.moving'),
          mounted: this.flag('target.mounted'),
        },
      },
      this.readings,
    );
    if (!fired.ok) return fired;
    const r = fired.value;
    return ok({
      answer:
        r.hits === 0
          ? `Value ${r.value}: no effect`
          : `${counted(r.hits, 'skirmish hit')}: a Control test`,
      chance: r.hits > 0 ? `Reaction movement ${r.reactionLoss}″ shorter` : undefined,
      caption: '',
      heading: '',
      rows: [],
      over: 1n,
      steps: viewSteps(r.steps),
      rolled: false,
    });
  }
}
