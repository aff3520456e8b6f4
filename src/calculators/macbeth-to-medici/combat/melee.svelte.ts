/**
 * Melee combat tool: both sides' scores (base by order and random factor
 * capped by weapon and order), the winner, hits and elements lost, with the
 * exact odds of every result.
 */
import {
  describeMeleeOutcome,
  meleeExtraDice,
  meleeOdds,
  meleeWeapons,
  readyMeleeSide,
  resolveMelee,
  type Experience,
  type MeleeOutcome,
  type MeleeSide,
  type MeleeWeapon,
  type Order,
  type SectionId,
  type SideId,
  type UnitDice,
  type NotedTable,
} from '../../../../engine/macbeth-to-medici/index.ts';
import {
  experienceChoices,
  leadershipOf,
  officerChoices,
  orderChoices,
  unitDiceChoices,
} from '../choices.ts';
import { BothSidesTool, nameField, sideNames, type FightRules } from './both-sides-tool.svelte.ts';
import { causeDefaults, causeFields, causesTicked } from './factor-dice.ts';
import type { FieldSpec } from '../../kit/tool-state.svelte.ts';

function sideFields(id: SideId): FieldSpec[] {
  const p = `${id}.`;
  const name = sideNames[id];
  return [
    nameField(id),
    { key: `${p}order`, label: `${name}: order`, kind: 'choice', options: orderChoices },
    {
      key: `${p}weapon`,
      label: `${name}: weapon`,
      kind: 'choice',
      options: meleeWeapons.map((w) => ({ value: w.id, label: w.name })),
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
      key: `${p}unitElements`,
      label: `${name}: elements in the whole unit (0: all fighting)`,
      kind: 'number',
    },
    {
      key: `${p}leadership`,
      label: `${name}: officer leading it`,
      kind: 'choice',
      options: officerChoices,
    },
    { key: `${p}dualArmedShot`, label: `${name} is dual-armed and shot this turn`, kind: 'check' },
    {
      key: `${p}badGoing`,
      label: `${name} charged through terrain or fights in bad going`,
      kind: 'check',
    },
    ...causeFields(p, meleeExtraDice, {
      label: `${name}: extra dice, when one applies`,
      rule: 'melee-combat',
    }),
  ];
}

function sideDefaults(id: SideId) {
  const p = `${id}.`;
  return {
    [`${p}order`]: 'loose',
    [`${p}weapon`]: 'sword',
    [`${p}experience`]: 'seasoned',
    [`${p}dice`]: 'd6',
    [`${p}elements`]: 4,
    [`${p}unitElements`]: 0,
    [`${p}leadership`]: 'none',
    [`${p}dualArmedShot`]: false,
    [`${p}badGoing`]: false,
    [`${p}name`]: '',
    ...causeDefaults(p, meleeExtraDice),
  };
}

export class MeleeTool extends BothSidesTool<MeleeSide, MeleeOutcome> {
  protected readonly rules: FightRules<MeleeSide, MeleeOutcome> = {
    section: 'melee-combat',
    name: 'melee',
    ready: readyMeleeSide,
    odds: meleeOdds,
    resolve: resolveMelee,
    describe: describeMeleeOutcome,
  };
  readonly id = 'melee';
  readonly title = 'Melee combat';
  protected override readonly notedTables: readonly NotedTable[] = ['melee-weapons'];
  readonly sectionsUsed: readonly SectionId[] = ['melee-combat', 'dice'];
  readonly fields: readonly FieldSpec[] = [...sideFields('a'), ...sideFields('b')];

  constructor(seed?: number) {
    super({ ...sideDefaults('a'), ...sideDefaults('b') });
    this.addFactorDice(seed);
  }

  sideOf(id: SideId): MeleeSide {
    const p = `${id}.`;
    return {
      order: this.text(`${p}order`) as Order,
      weapon: this.text(`${p}weapon`) as MeleeWeapon,
      experience: this.text(`${p}experience`) as Experience,
      dice: this.text(`${p}dice`) as UnitDice,
      elements: this.number(`${p}elements`),
      unitElements: this.number(`${p}unitElements`),
      causes: causesTicked(p, meleeExtraDice, (k) => this.flag(k)),
      leadership: leadershipOf(this.text(`${p}leadership`)),
      dualArmedShot: this.flag(`${p}dualArmedShot`),
      badGoing: this.flag(`${p}badGoing`),
    };
  }
}
