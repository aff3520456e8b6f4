/**
 * Honor points tool (8.00–8.03, T21): a player's or a leader's tally, line by
 * line as T21 prints it, the raid dice read die by die, and the share his
 * troop losses take at the end.
 */
import { buildDice, d6, ok, type Result } from '../../../../engine/core/index.ts';
import {
  describeHonorTally,
  honorAwards,
  honorProcedureOrder,
  initialHonorPoints,
  maxRaidTurns,
  raidDiceName,
  raidDiceCount,
  tallyHonor,
  type HonorEvent,
  type RuleRef,
  rules,
  citeInLabel,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps } from '../tool-state.svelte.ts';

const initialChoices = (ids: readonly string[]) => [
  { value: 'none', label: 'None' },
  ...initialHonorPoints
    .filter((l) => ids.includes(l.id))
    .map((l) => ({ value: l.id, label: `${l.label} (${l.points})` })),
];

/** T21 lines printed with both a C and an M value: a number field for each column. */
const bothColumns = [
  'chivalry',
  'other-cavalry',
  'good-infantry',
  'other-infantry',
  'captured-king',
  'captured-leader',
];
const countedLines = honorAwards.filter((a) => bothColumns.includes(a.id));

/** The number fields that count T21 lines. */
const countKeys = [
  ...countedLines.flatMap((l) => [`c.${l.id}`, `m.${l.id}`]),
  'c.captured-banner',
  'c.own-banner-lost',
];

/** A T21 line's close-combat points, for a field's label. */
const pointsOf = (id: string) => String(honorAwards.find((a) => a.id === id)?.closeCombat);

/** T21 lines that happen at most once: a check each. */
const onceLines = ['side-wins', 'own-king-lost'];

export class HonorTallyTool extends KnighthoodTool {
  readonly id = 'honor-tally';
  readonly title = 'Honor points tally';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.honorPoints,
    rules.honorProcedure,
    rules.raids,
  ];
  readonly fields: readonly FieldSpec[] = [
    {
      key: 'rank',
      label: 'Rank',
      kind: 'choice',
      options: initialChoices([
        'king-or-emperor',
        'prince-or-duke',
        'count-or-earl',
        'other-nobility',
      ]),
    },
    {
      key: 'command',
      label: 'Command',
      kind: 'choice',
      options: initialChoices(['command-first-battle', 'command-second-battle']),
    },
    ...countedLines.flatMap((line): FieldSpec[] => [
      {
        key: `c.${line.id}`,
        label: `${line.label}: in close combat (${line.closeCombat})`,
        kind: 'number',
      },
      {
        key: `m.${line.id}`,
        label: `${line.label}: by missile fire (${line.missile})`,
        kind: 'number',
      },
    ]),
    {
      key: 'c.captured-banner',
      label: `Enemy banners captured (${pointsOf('captured-banner')} each)`,
      kind: 'number',
    },
    {
      key: 'c.own-banner-lost',
      label: `Own banners captured (${pointsOf('own-banner-lost')} each)`,
      kind: 'number',
    },
    ...onceLines.map((id): FieldSpec => {
      const line = honorAwards.find((a) => a.id === id);
      return {
        key: `once.${id}`,
        label: `${line?.label ?? id} (${String(line?.closeCombat)})`,
        kind: 'check',
      };
    }),
    { key: 'raidFigures', label: 'Figures raiding the enemy camp', kind: 'number' },
    { key: 'raidTurns', label: `Turns spent raiding (up to ${maxRaidTurns})`, kind: 'number' },
    { key: 'percentLost', label: 'Troops lost (per cent)', kind: 'number' },
  ];

  constructor(seed?: number) {
    super({
      rank: 'count-or-earl',
      command: 'command-second-battle',
      ...Object.fromEntries(countKeys.map((key) => [key, 0])),
      'once.side-wins': false,
      'once.own-king-lost': false,
      raidFigures: 0,
      raidTurns: 0,
      percentLost: 0,
    });
    this.dice.push({
      name: raidDiceName,
      entry: new FacesEntry(() => buildDice([this.raidDiceCount, d6]), {
        field: 'raidDice',
        rule: rules.raids,
        seed,
      }),
      active: () => this.raidDiceCount > 0,
    });
  }

  /** 8.03: one die per raiding figure for each turn in the camp. */
  get raidDiceCount(): number {
    const dice = raidDiceCount(this.number('raidFigures'), this.number('raidTurns'));
    return dice.ok ? dice.value : 0;
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  /** The events the fields describe, each with the field an engine error at it points to. */
  events(): { events: HonorEvent[]; fieldOf: string[] } | { error: string } {
    const events: HonorEvent[] = [];
    const fieldOf: string[] = [];
    const add = (event: HonorEvent, field: string) => {
      events.push(event);
      fieldOf.push(field);
    };
    for (const key of ['rank', 'command']) {
      const id = this.text(key);
      if (id !== 'none') add({ kind: 'initial', id }, key);
    }
    for (const key of countKeys) {
      const count = this.number(key);
      if (count === 0) continue;
      const [column, id = ''] = key.split(/\.(.*)/);
      add({ kind: 'award', id, by: column === 'm' ? 'missile' : 'close-combat', count }, key);
    }
    for (const id of onceLines) {
      if (this.flag(`once.${id}`)) add({ kind: 'award', id, by: 'close-combat' }, `once.${id}`);
    }
    const turns = this.number('raidTurns');
    if (turns !== 0) {
      // No figures raiding: no dice to read (8.03 gives nothing).
      const faces = this.raidDiceCount === 0 ? [] : this.dice[0]?.entry.faces;
      if (!faces) return { error: 'raidDice' };
      const figures = this.number('raidFigures');
      const raidDice = Array.from({ length: turns }, (_, t) =>
        faces.slice(t * figures, (t + 1) * figures),
      );
      add({ kind: 'award', id: 'raided-camp', by: 'close-combat', raidDice }, 'raidTurns');
    }
    const percentLost = this.number('percentLost');
    if (percentLost !== 0) add({ kind: 'losses', percentLost }, 'percentLost');
    return { events, fieldOf };
  }

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.honorPoints);
    if (blank) return { ok: false, error: blank };
    const raid = raidDiceCount(this.number('raidFigures'), this.number('raidTurns'));
    if (!raid.ok) return raid;
    const built = this.events();
    if ('error' in built) {
      return {
        ok: false,
        error: {
          field: 'raidDice',
          rule: rules.raids,
          message: `read the ${this.raidDiceCount} raid dice`,
        },
      };
    }
    const tally = tallyHonor(built.events, this.readings);
    if (!tally.ok) {
      const index = Number(/^events\.(\d+)/.exec(tally.error.field)?.[1]);
      return {
        ok: false,
        error: { ...tally.error, field: built.fieldOf[index] ?? tally.error.field },
      };
    }
    const steps = viewSteps(describeHonorTally(tally.value.steps));
    return ok({
      answer: `${tally.value.total} honor points`,
      chance: citeInLabel(honorProcedureOrder, rules.honorProcedure),
      caption: 'Honor points',
      heading: 'Line',
      rows: [],
      over: 1n,
      steps,
      rolled: false,
    });
  }
}
