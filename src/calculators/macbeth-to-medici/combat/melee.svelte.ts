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
import { leadershipOf } from '../choices.ts';
import { BothSidesTool, sideNames, type FightRules } from './both-sides-tool.svelte.ts';
import { causesTicked } from './factor-dice.ts';
import { fightSideDefaults, fightSideFields } from './fight-side-fields.ts';
import type { FieldSpec } from '../../kit/tool-state.svelte.ts';

function sideFields(id: SideId): FieldSpec[] {
  const p = `${id}.`;
  const name = sideNames[id];
  const shared = fightSideFields(id, meleeExtraDice, 'melee-combat');
  return [
    shared.name,
    shared.order,
    {
      key: `${p}weapon`,
      label: `${name}: weapon`,
      kind: 'choice',
      options: meleeWeapons.map((w) => ({ value: w.id, label: w.name })),
    },
    shared.experience,
    shared.dice,
    { key: `${p}elements`, label: `${name}: elements fighting`, kind: 'number' },
    {
      key: `${p}unitElements`,
      label: `${name}: elements in the whole unit (0: all fighting)`,
      kind: 'number',
    },
    shared.leadership,
    shared.dualArmedShot,
    shared.badGoing,
    ...shared.causes,
  ];
}

function sideDefaults(id: SideId) {
  const p = `${id}.`;
  return {
    ...fightSideDefaults(id, meleeExtraDice),
    [`${p}order`]: 'loose',
    [`${p}weapon`]: 'sword',
    [`${p}elements`]: 4,
    [`${p}unitElements`]: 0,
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
