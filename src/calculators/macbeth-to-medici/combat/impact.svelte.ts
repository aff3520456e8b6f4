/**
 * Impact combat tool: both sides' scores (base by order and random factor
 * capped by weapon), the winner, hits, penetration and recoil, with the exact
 * odds of every result.
 */
import {
  describeImpactOutcome,
  impactExtraDice,
  impactOdds,
  readyImpactSide,
  resolveImpact,
  type Experience,
  type ImpactOutcome,
  type ImpactSide,
  type ImpactWeapon,
  type Order,
  type SectionId,
  type SideId,
  type UnitDice,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { leadershipOf } from '../choices.ts';
import { BothSidesTool, sideNames, type FightRules } from './both-sides-tool.svelte.ts';
import { causesTicked } from './factor-dice.ts';
import { fightSideDefaults, fightSideFields } from './fight-side-fields.ts';
import type { FieldSpec } from '../../kit/tool-state.svelte.ts';

function sideFields(id: SideId): FieldSpec[] {
  const p = `${id}.`;
  const name = sideNames[id];
  const shared = fightSideFields(id, impactExtraDice, 'impact-combat');
  return [
    shared.name,
    shared.order,
    shared.experience,
    shared.dice,
    {
      key: `${p}weapon`,
      label: `${name}: weapon`,
      kind: 'choice',
      options: [
        { value: 'heavy-lance', label: 'heavy lance' },
        { value: 'light-lance', label: 'light lance' },
        { value: 'other', label: 'other weapons' },
      ],
    },
    { key: `${p}ranks`, label: `${name}: ranks`, kind: 'number' },
    shared.leadership,
    { key: `${p}mounted`, label: `${name} is mounted`, kind: 'check' },
    { key: `${p}pikemen`, label: `${name} is pikemen`, kind: 'check' },
    { key: `${p}gunnes`, label: `${name} is gunnes`, kind: 'check' },
    { key: `${p}charged`, label: `${name} charged or counter-charged`, kind: 'check' },
    shared.dualArmedShot,
    shared.badGoing,
    {
      key: `${p}terrainCrossed`,
      label: `${name}: terrain classes crossed if it recoils or follows up`,
      kind: 'number',
    },
    ...shared.causes,
  ];
}

function sideDefaults(id: SideId, mounted: boolean) {
  const p = `${id}.`;
  return {
    ...fightSideDefaults(id, impactExtraDice),
    [`${p}order`]: mounted ? 'loose' : 'close',
    [`${p}weapon`]: mounted ? 'heavy-lance' : 'other',
    [`${p}ranks`]: mounted ? 1 : 2,
    [`${p}mounted`]: mounted,
    [`${p}pikemen`]: false,
    [`${p}gunnes`]: false,
    [`${p}charged`]: mounted,
    [`${p}terrainCrossed`]: 0,
  };
}

export class ImpactTool extends BothSidesTool<ImpactSide, ImpactOutcome> {
  protected readonly rules: FightRules<ImpactSide, ImpactOutcome> = {
    section: 'impact-combat',
    name: 'impact',
    ready: readyImpactSide,
    odds: impactOdds,
    resolve: resolveImpact,
    describe: describeImpactOutcome,
  };
  readonly id = 'impact';
  readonly title = 'Impact combat';
  readonly sectionsUsed: readonly SectionId[] = ['impact-combat', 'combat', 'dice'];
  readonly fields: readonly FieldSpec[] = [...sideFields('a'), ...sideFields('b')];

  constructor(seed?: number) {
    super({ ...sideDefaults('a', true), ...sideDefaults('b', false) });
    this.addFactorDice(seed);
  }

  sideOf(id: SideId): ImpactSide {
    const p = `${id}.`;
    return {
      order: this.text(`${p}order`) as Order,
      experience: this.text(`${p}experience`) as Experience,
      dice: this.text(`${p}dice`) as UnitDice,
      causes: causesTicked(p, impactExtraDice, (k) => this.flag(k)),
      leadership: leadershipOf(this.text(`${p}leadership`)),
      mounted: this.flag(`${p}mounted`),
      ranks: this.number(`${p}ranks`),
      weapon: this.text(`${p}weapon`) as ImpactWeapon,
      pikemen: this.flag(`${p}pikemen`),
      gunnes: this.flag(`${p}gunnes`),
      charged: this.flag(`${p}charged`),
      dualArmedShot: this.flag(`${p}dualArmedShot`),
      badGoing: this.flag(`${p}badGoing`),
      terrainCrossed: this.number(`${p}terrainCrossed`),
    };
  }
}
