/**
 * Missile fire for a whole unit (4.00–4.80): its dice (T7, T8), its hit number
 * (T9, T10), the hits to expect and the exact chance of each number of hits,
 * then the dice read: on a fraction every first die equal to its first figure
 * needs a second die, asked for in a set of its own.
 */
import { buildDice, d6, ok, toNumber, type Result } from '../../../../engine/core/index.ts';
import {
  describeMissileFire,
  describeSecondDice,
  expectedHits,
  fireModifiers,
  formatHitNumber,
  hitChance,
  hitDistribution,
  missileDice,
  missileHitNumber,
  missileWeapons,
  moveBeforeFireNames,
  readFirstDie,
  readCountedHits,
  readUnitDice,
  secondDiceSlotName,
  type FigureDice,
  type HitNumber,
  type MissileWeapon,
  type MoveBeforeFire,
  type Range,
  type RuleRef,
  type UnitRoll,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatSigned } from '../../kit/format.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps, type KnighthoodStep } from '../tool-state.svelte.ts';
import { countHitsDefaults, countHitsFields } from '../count-hits.ts';

/** T10 lines the player ticks; target depth and the weapon bonus are counted from their own fields. */
const tickedModifiers = fireModifiers.filter(
  (m) => m.id !== 'target-depth' && m.id !== 'weapon-bonus',
);

/** "5 2 2 1 at 2/3: 1 hit, 2 rolled again, 1 miss". */
function describeFirstDice(hit: HitNumber, faces: readonly number[]): string {
  const read = faces.map((f) => readFirstDie(hit, f));
  const n = (r: string) => read.filter((x) => x === r).length;
  const again = n('roll-again');
  return `First dice ${faces.join(' ')} at ${formatHitNumber(hit)}: ${counted(n('hit'), 'hit')}, ${counted(n('miss'), 'miss', 'misses')}${again > 0 ? `, ${again} rolled again` : ''}`;
}

/** Each first die with the second die it called for, in the order the second dice were read. */
export function pairDice(
  hit: HitNumber,
  first: readonly number[],
  second: readonly number[],
): FigureDice[] {
  const seconds = [...second];
  return first.map((face) =>
    readFirstDie(hit, face) === 'roll-again'
      ? { first: face, second: seconds.shift() ?? 0 }
      : { first: face },
  );
}

/** The unit and its target, in the book's words (T7 to T10). */
const missileFields: readonly FieldSpec[] = [
  {
    key: 'weapon',
    label: 'Weapon',
    rule: rules.missileFireChart,
    kind: 'choice',
    options: missileWeapons.map((w) => ({ value: w.id, label: w.label })),
  },
  { key: 'regular', label: 'Regular troops (R)', kind: 'check' },
  { key: 'openOrder', label: 'Open order', kind: 'check' },
  { key: 'frontFigures', label: 'Figures in the front rank', kind: 'number' },
  { key: 'mmsWide', label: 'MMS across the front', kind: 'number' },
  { key: 'ranks', label: 'Ranks of MMS', kind: 'number' },
  {
    key: 'moved',
    label: 'Moved before firing',
    kind: 'choice',
    options: Object.entries(moveBeforeFireNames).map(([value, label]) => ({ value, label })),
  },
  { key: 'disordered', label: 'Disordered', kind: 'check' },
  {
    key: 'range',
    label: 'Range',
    kind: 'choice',
    options: ['close', 'medium', 'long'].map((r) => ({
      value: r,
      label: r[0]!.toUpperCase() + r.slice(1),
    })),
  },
  {
    key: 'armourClass',
    label: 'Target armour class',
    rule: rules.hitChart,
    kind: 'choice',
    options: [0, 1, 2, 3, 4, 5].map((ac) => ({ value: String(ac), label: `AC ${ac}` })),
  },
  {
    key: 'targetDepth',
    label:
      'Target depth: ranks counted (in line, each within 2" of and at least half the one before; 0 to 4)',
    kind: 'number',
  },
  { key: 'uphill', label: 'Target stands uphill', kind: 'check' },
  { key: 'rateOfFire', label: 'Rate of fire (1 normal, 2 or 3 rapid)', kind: 'number' },
  ...tickedModifiers.map((m): FieldSpec => ({
    key: `m.${m.id}`,
    label: `${m.label} (${formatSigned(m.value)})`,
    kind: 'check',
    fold: { label: 'Other fire modifiers', rule: rules.fireModifierChart },
  })),
];

export class MissileFireTool extends KnighthoodTool {
  readonly id = 'missile-fire';
  readonly title = 'Missile fire';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.missileFire,
    rules.firingDepths,
    rules.missileFireChart,
    rules.hitChart,
    rules.fireModifierChart,
    'dice',
  ];
  /** The unit and target, then the hits counted instead of the dice when the player prefers. */
  get fields(): readonly FieldSpec[] {
    return [...missileFields, ...countHitsFields('', '', this.flag('countHits'))];
  }

  constructor(seed?: number) {
    super({
      weapon: 'bow',
      regular: false,
      openOrder: false,
      frontFigures: 4,
      mmsWide: 1,
      ranks: 1,
      moved: 'up-to-mf',
      disordered: false,
      range: 'close',
      armourClass: '3',
      targetDepth: 1,
      uphill: false,
      rateOfFire: 1,
      ...Object.fromEntries(tickedModifiers.map((m) => [`m.${m.id}`, false])),
      ...countHitsDefaults(''),
    });
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the slot's name reads the tool
    const tool = this;
    this.dice.push(
      {
        name: 'First dice (one per figure)',
        entry: new FacesEntry(() => buildDice([this.diceCount, d6]), {
          field: 'dice',
          rule: 'dice',
          seed,
        }),
        active: () => this.diceCount > 0 && !this.flag('countHits'),
      },
      {
        get name() {
          return secondDiceSlotName(tool.secondFigure);
        },
        entry: new FacesEntry(() => buildDice([this.secondDiceNeeded, d6]), {
          field: 'second',
          rule: 'dice',
          seed: seed === undefined ? undefined : seed + 1,
        }),
        active: () => this.secondDiceNeeded > 0 && !this.flag('countHits'),
      },
    );
  }

  get unit() {
    return {
      weapon: this.text('weapon') as MissileWeapon,
      openOrder: this.flag('openOrder'),
      frontFigures: this.number('frontFigures'),
      mmsWide: this.number('mmsWide'),
      ranks: this.number('ranks'),
      moved: this.text('moved') as MoveBeforeFire,
      disordered: this.flag('disordered'),
    };
  }

  get target() {
    return {
      weapon: this.text('weapon') as MissileWeapon,
      regular: this.flag('regular'),
      range: this.text('range') as Range,
      armourClass: this.number('armourClass'),
      targetDepth: this.number('targetDepth'),
      uphill: this.flag('uphill'),
      modifiers: tickedModifiers.filter((m) => this.flag(`m.${m.id}`)).map((m) => m.id),
      rateOfFire: this.number('rateOfFire'),
    };
  }

  /** The dice the unit rolls, or 0 while an input is wrong. */
  get diceCount(): number {
    const dice = missileDice(this.unit, this.readings);
    return dice.ok ? dice.value.dice : 0;
  }

  get hit(): HitNumber | undefined {
    const hit = missileHitNumber(this.target);
    return hit.ok ? hit.value.hit : undefined;
  }

  /** The first figure of a fractional hit number: the first die that calls for a second. */
  get secondFigure(): number | undefined {
    const hit = this.hit;
    return hit?.kind === 'fraction' ? hit.first : undefined;
  }

  /** How many first dice read so far call for a second die (a fraction's first figure). */
  get secondDiceNeeded(): number {
    const hit = this.hit;
    const faces = this.dice[0]?.entry.faces;
    if (!hit || !faces) return 0;
    return faces.filter((f) => readFirstDie(hit, f) === 'roll-again').length;
  }

  /** Dice: the hits the player counted, once given, checked against the dice rolled. */
  countedHits(dice: number): Result<UnitRoll> | undefined {
    const hits = this.number('hits');
    return Number.isNaN(hits) ? undefined : readCountedHits(dice, hits, 'hits', rules.missileFire);
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.missileFire);
    if (blank) return { ok: false, error: blank };
    const dice = missileDice(this.unit, this.readings);
    if (!dice.ok) return dice;
    const chart = missileHitNumber(this.target);
    if (!chart.ok) return chart;
    const { hit } = chart.value;
    const count = dice.value.dice;
    const steps: KnighthoodStep[] = describeMissileFire(
      this.unit,
      dice.value,
      this.target,
      chart.value,
    );
    if (count === 0) {
      return ok({
        answer: 'No fire: no dice to roll',
        caption: '',
        heading: 'Hits',
        rows: [],
        over: 1n,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const rows = hitDistribution(count, hit);
    const expected = expectedHits(count, hit);
    if (!rows.ok) return rows;
    if (!expected.ok) return expected;
    const over = rows.value.reduce((big, r) => (r.chance.den > big ? r.chance.den : big), 1n);
    const expectedText = `Expected hits ${toNumber(expected.value)
      .toFixed(2)
      .replace(/\.?0+$/, '')}`;
    const faces = this.flag('countHits') ? undefined : this.faces;
    const rolled = this.flag('countHits')
      ? this.countedHits(count)
      : faces && readUnitDice(hit, pairDice(hit, faces[0]!, faces[1]!));
    if (rolled && !rolled.ok) return rolled;
    const base = {
      caption: `Each number of hits: ${counted(count, 'die', 'dice')} at ${formatHitNumber(hit)}`,
      heading: 'Hits',
      over,
    };
    const makeRows = (current?: number) =>
      rows.value.map((r) => ({
        key: String(r.hits),
        label: String(r.hits),
        detail: counted(r.hits, 'figure').concat(' removed'),
        chance: r.chance,
        current: r.hits === current,
      }));
    if (!rolled) {
      return ok({
        ...base,
        rows: makeRows(),
        answer: `${expectedText} · ${counted(count, 'die', 'dice')} at ${formatHitNumber(hit)}`,
        chance: `One die hits ${formatOdds(hitChance(hit))}`,
        steps: viewSteps(steps),
        rolled: false,
      });
    }
    const r = rolled.value;
    if (faces) steps.push({ text: describeFirstDice(hit, faces[0]!), rule: 'dice' });
    if (faces && r.rolledAgain > 0 && hit.kind === 'fraction') {
      steps.push({ text: describeSecondDice(hit.second, faces[1] ?? []), rule: 'dice' });
    }
    const row = rows.value.find((x) => x.hits === r.hits);
    return ok({
      ...base,
      rows: makeRows(r.hits),
      answer: `${counted(r.hits, 'hit')} and ${counted(r.misses, 'miss', 'misses')}`,
      chance:
        row &&
        `This many hits: ${formatOdds(row.chance, over)} before the roll · ${expectedText.toLowerCase()}`,
      steps: viewSteps(steps),
      rolled: true,
    });
  }
}
