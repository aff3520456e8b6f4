/**
 * Melee combat tool: both sides' scores (base by order and random factor
 * capped by weapon and order), the winner, hits and elements lost, with the
 * exact odds of every result.
 */
import type { Result } from '../../../engine/core/index.ts';
import {
  meleeExtraDice,
  meleeOdds,
  meleeWeaponCap,
  readyMeleeSide,
  resolveMelee,
  explainReadySide,
  sideIds,
  type CombatSection,
  type Step as EngineStep,
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
import {
  experienceChoices,
  leadershipOf,
  officerChoices,
  orderChoices,
  unitDiceChoices,
} from './choices.ts';
import { answerBothSides } from './both-sides-answer.ts';
import { causeDefaults, causeFields, causesTicked, factorDiceSlots } from './factor-dice.ts';
import { counted, M2mTool, type FieldSpec, type ToolAnswer } from './tool-state.svelte.ts';

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

  /** Each side's working before the roll, from the engine. */
  before(section: CombatSection): EngineStep[] {
    return sideIds.flatMap((id) => {
      const ready = readyMeleeSide(this.sideOf(id), id);
      return ready.ok ? [explainReadySide(id, ready.value, section, this.readings)] : [];
    });
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
    return answerBothSides(odds.value, rolled, {
      name: 'melee',
      before: this.before('melee-combat'),
      describe: describeMelee,
    });
  }
}
