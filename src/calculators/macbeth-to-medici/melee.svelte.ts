/**
 * Melee combat tool: both sides' scores (base by order and random factor
 * capped by weapon and order), the winner, hits and elements lost, with the
 * exact odds of every result.
 */
import { chanceOf, listOutcomes, ok, type Result } from '../../../engine/core/index.ts';
import {
  meleeExtraDice,
  meleeOdds,
  meleeWeaponCap,
  readyMeleeSide,
  resolveMelee,
  sideIds,
  type Experience,
  type FactorInput,
  type MeleeOutcome,
  type MeleeSide,
  type MeleeSides,
  type Order,
  type SectionId,
  type SideId,
  type UnitDice,
} from '../../../engine/macbeth-to-medici/index.ts';
import { formatChance, formatPercent } from '../kit/format.ts';
import {
  experienceChoices,
  leadershipOf,
  officerChoices,
  orderChoices,
  unitDiceChoices,
} from './choices.ts';
import { causeDefaults, causeFields, causesTicked, factorDiceSlots } from './factor-dice.ts';
import {
  counted,
  M2mTool,
  viewSteps,
  type FieldSpec,
  type ToolAnswer,
} from './tool-state.svelte.ts';

const sideNames: Readonly<Record<SideId, string>> = { a: 'Side a', b: 'Side b' };

function sideFields(id: SideId): FieldSpec[] {
  const p = `${id}.`;
  const name = sideNames[id];
  return [
    { key: `${p}order`, label: `${name}: order`, kind: 'choice', options: orderChoices },
    {
      key: `${p}weaponOrder`,
      label: `${name}: weapon`,
      kind: 'choice',
      options: meleeWeaponCap.map((row) => ({
        value: row.order,
        label: `${row.weapons} (±${row.cap})`,
      })),
    },
    {
      key: `${p}experience`,
      label: `${name}: experience`,
      kind: 'choice',
      options: experienceChoices,
    },
    { key: `${p}dice`, label: `${name}: dice`, kind: 'choice', options: unitDiceChoices },
    { key: `${p}elements`, label: `${name}: elements fighting`, kind: 'number' },
    {
      key: `${p}leadership`,
      label: `${name}: officer leading it`,
      kind: 'choice',
      options: officerChoices,
    },
    ...causeFields(p, meleeExtraDice),
  ];
}

function sideDefaults(id: SideId) {
  const p = `${id}.`;
  return {
    [`${p}order`]: 'loose',
    [`${p}weaponOrder`]: 'loose',
    [`${p}experience`]: 'seasoned',
    [`${p}dice`]: 'd6',
    [`${p}elements`]: 4,
    [`${p}leadership`]: 'none',
    ...causeDefaults(p, meleeExtraDice),
  };
}

export function describeMelee(o: MeleeOutcome): string {
  const side = (id: SideId) =>
    `${id}: ${counted(o.hits[id], 'hit')}, ${counted(o.elementsLost[id], 'element')} lost`;
  return `${side('a')}; ${side('b')}`;
}

/** The outcome as a key: equal results are one row. */
const keyOf = (o: MeleeOutcome) =>
  JSON.stringify([o.winner, o.difference, o.hits.a, o.hits.b, o.elementsLost.a, o.elementsLost.b]);
const margin = (o: MeleeOutcome) => (o.winner === 'b' ? -o.difference : o.difference);

export class MeleeTool extends M2mTool {
  readonly id = 'melee';
  readonly title = 'Melee combat';
  readonly sectionsUsed: readonly SectionId[] = ['melee-combat', 'dice'];
  readonly fields: readonly FieldSpec[] = [...sideFields('a'), ...sideFields('b')];

  constructor(seed?: number) {
    super({ ...sideDefaults('a'), ...sideDefaults('b') });
    for (const id of sideIds) {
      this.dice.push(
        ...factorDiceSlots(
          `${id}.`,
          `${sideNames[id]}: `,
          () => this.factorOf(id),
          () => this.readings,
          'melee-combat',
          seed === undefined ? undefined : seed + (id === 'a' ? 0 : 10),
        ),
      );
    }
  }

  sideOf(id: SideId): MeleeSide {
    const p = `${id}.`;
    return {
      order: this.text(`${p}order`) as Order,
      weaponOrder: this.text(`${p}weaponOrder`) as Order,
      experience: this.text(`${p}experience`) as Experience,
      dice: this.text(`${p}dice`) as UnitDice,
      elements: this.number(`${p}elements`),
      causes: causesTicked(p, meleeExtraDice, (k) => this.flag(k)),
      leadership: leadershipOf(this.text(`${p}leadership`)),
    };
  }

  get sides(): MeleeSides {
    return { a: this.sideOf('a'), b: this.sideOf('b') };
  }

  /** A side's random factor, as the engine makes it ready. */
  factorOf(id: SideId): FactorInput | undefined {
    const ready = readyMeleeSide(this.sideOf(id), id);
    return ready.ok ? ready.value.factor : undefined;
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('melee-combat');
    if (blank) return { ok: false, error: blank };
    const odds = meleeOdds(this.sides, this.readings);
    if (!odds.ok) return odds;
    const faces = this.faces;
    const rolled = faces
      ? resolveMelee(
          this.sides,
          { a: { plus: faces[0]!, minus: faces[1]! }, b: { plus: faces[2]!, minus: faces[3]! } },
          this.readings,
        )
      : undefined;
    if (rolled && !rolled.ok) return rolled;
    const rolledKey = rolled && keyOf(rolled.value);
    const list = listOutcomes(odds.value, (x, y) => margin(y) - margin(x));
    const rows = list.map((o) => ({
      key: keyOf(o.value),
      label: o.value.winner === 'draw' ? 'Draw' : `${o.value.winner} by ${o.value.difference}`,
      detail: describeMelee(o.value),
      chance: o.chance,
      current: keyOf(o.value) === rolledKey,
    }));
    const over = odds.value.outOf;
    const base = { caption: 'Every result of the melee', heading: 'Winner', rows, over };
    const win = (id: SideId | 'draw') =>
      formatPercent(chanceOf(odds.value, (o) => o.winner === id));
    if (!rolled) {
      return ok({
        ...base,
        answer: `a wins ${win('a')} · b wins ${win('b')} · draw ${win('draw')}`,
        chance: undefined,
        steps: [],
        rolled: false,
      });
    }
    const r = rolled.value;
    const row = rows.find((x) => x.current);
    return ok({
      ...base,
      answer: `${r.scores.a} against ${r.scores.b}: ${r.winner === 'draw' ? 'draw' : `${r.winner} wins`}; ${describeMelee(r)}`,
      chance: row && `This result: ${formatChance(row.chance, over)} before the roll`,
      steps: viewSteps(r.steps),
      rolled: true,
    });
  }
}
