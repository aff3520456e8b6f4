/**
 * What the Impact and Melee tools ask of each side alike: its name, order,
 * experience, dice, the officer leading it, a dual-armed shot, bad going and
 * the causes of extra dice. Each tool lists them in its own order.
 */
import type {
  ExtraDieCause,
  SectionId,
  SideId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import type { Choice, FieldSpec } from '../../kit/tool-state.svelte.ts';
import { experienceChoices, officerChoices, orderChoices, unitDiceChoices } from '../choices.ts';
import { nameField, sideNames } from './both-sides-tool.svelte.ts';
import { causeDefaults, causeFields } from './factor-dice.ts';

/** The shared fields of one side, by what they ask. */
export function fightSideFields(id: SideId, causes: readonly ExtraDieCause[], rule: SectionId) {
  const p = `${id}.`;
  const name = sideNames[id];
  const choice = (key: string, label: string, options: readonly Choice[]): FieldSpec => ({
    key: `${p}${key}`,
    label: `${name}: ${label}`,
    kind: 'choice',
    options,
  });
  return {
    name: nameField(id),
    order: choice('order', 'order', orderChoices),
    experience: choice('experience', 'experience', experienceChoices),
    dice: choice('dice', 'dice', unitDiceChoices),
    leadership: choice('leadership', 'officer leading it', officerChoices),
    dualArmedShot: {
      key: `${p}dualArmedShot`,
      label: `${name} is dual-armed and shot this turn`,
      kind: 'check',
    } satisfies FieldSpec,
    badGoing: {
      key: `${p}badGoing`,
      label: `${name} charged through terrain or fights in bad going`,
      kind: 'check',
    } satisfies FieldSpec,
    causes: causeFields(p, causes, { label: `${name}: extra dice, when one applies`, rule }),
  };
}

/** The shared fields' starting values: seasoned, D6, no officer leading, nothing ticked, no name. */
export function fightSideDefaults(id: SideId, causes: readonly ExtraDieCause[]) {
  const p = `${id}.`;
  return {
    [`${p}experience`]: 'seasoned',
    [`${p}dice`]: 'd6',
    [`${p}leadership`]: 'none',
    [`${p}dualArmedShot`]: false,
    [`${p}badGoing`]: false,
    [`${p}name`]: '',
    ...causeDefaults(p, causes),
  };
}
