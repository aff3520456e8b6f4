/**
 * The close-combat tool's inputs, side by side in the book's words: the
 * formation that decides the dice (5.20, 5.40, 9.02, 9.04) and the T16 lines
 * that decide the combat value. Field keys are the engine's field names under
 * the side's prefix, so the engine's errors land at them.
 */
import {
  combatSituationModifiers,
  combatValuePoints,
  movementRates,
  randomLeaders,
  type CombatFormation,
  type CombatShape,
  type FormationUnit,
  type MoraleClass,
  type MovementLine,
  type CombatValueSide,
  type TroopKind,
  type WeaponDepth,
  rules,
  weaponDepths,
} from '../../../../engine/knighthood/index.ts';
import type { FieldSpec, FieldValue } from '../../kit/tool-state.svelte.ts';
import { formatSigned } from '../../kit/format.ts';

export type SideId = 'a' | 'b';
export const sideIds: readonly SideId[] = ['a', 'b'];
export const sideNames: Readonly<Record<SideId, string>> = { a: 'Side a', b: 'Side b' };

const weaponNames: Record<WeaponDepth, string> = {
  pike: 'Pike',
  'long-spear': 'Long spear',
  others: 'Others',
};

/** 9.02 wedge shapes: tip 1 MMS, each layer wider, up to 4 deep. */
const wedgeShapes = ['1-2', '1-2-3', '1-3-5', '1-2-3-4', '1-3-5-7'];

/** T16 lines the tool counts from other fields: armour class, cohesive ranks, morale class. */
const countedLines = ['armour-class', 'cohesive-polearm-rank', 'morale-a', 'morale-e'];
/** T16 lines chosen once. */
const onceLines = combatValuePoints.filter((l) => !countedLines.includes(l.id));
const moraleClasses: readonly MoraleClass[] = ['A', 'B', 'C', 'D', 'E'];
/** T5 lines with a maneuver factor: the reach that following up is measured by. */
const movementLines = movementRates.filter((r) => r.maneuverFactor !== null);
/** T16 situation lines ticked; an attached leader is a choice of T18 class. */
const situationLines = combatSituationModifiers.filter((l) => l.id !== 'leader-attached');

export function sideFields(id: SideId): FieldSpec[] {
  const p = `${id}.`;
  const name = sideNames[id];
  // The lines a usual combat leaves unticked, folded until one is set.
  const fold = { label: `${name}: other combat value lines`, rule: rules.combatValuePoints };
  return [
    { key: `${p}name`, label: `${name}: the unit’s name (for the answer)`, kind: 'text' },
    {
      key: `${p}kind`,
      label: `${name}: troops`,
      kind: 'choice',
      options: [
        { value: 'cavalry', label: 'Cavalry' },
        { value: 'infantry', label: 'Infantry' },
      ],
    },
    {
      key: `${p}shape`,
      label: `${name}: formation`,
      kind: 'choice',
      options: [
        { value: 'line', label: 'Line' },
        { value: 'wedge', label: 'Wedge', rule: rules.wedge },
        { value: 'hollow-wedge', label: 'Hollow wedge', rule: rules.hollowWedge },
        { value: 'shield-wall', label: 'Shield wall', rule: rules.shieldWall },
      ],
    },
    {
      key: `${p}morale`,
      label: `${name}: morale class`,
      kind: 'choice',
      options: moraleClasses.map((m) => ({ value: m, label: m })),
    },
    {
      key: `${p}regular`,
      label: `${name}: regular or irregular`,
      rule: rules.irregulars,
      kind: 'choice',
      options: [
        { value: 'regular', label: 'Regular (R)' },
        { value: 'irregular', label: 'Irregular (IR)' },
      ],
    },
    { key: `${p}longbows`, label: `${name}: English longbows (LB)`, kind: 'check' },
    { key: `${p}impetuous`, label: `${name}: impetuous`, kind: 'check' },
    {
      key: `${p}movement`,
      label: `${name}: movement line, MF/CI (for following up)`,
      rule: rules.movementRates,
      kind: 'choice',
      options: movementLines.map((r) => ({
        value: r.id,
        label: `${r.label} (${r.maneuverFactor}"/${r.inches.near}")`,
      })),
    },
    {
      key: `${p}wedgeLayers`,
      label: `${name}: wedge layers in MMS, tip first`,
      kind: 'choice',
      options: wedgeShapes.map((s) => ({ value: s, label: s })),
    },
    {
      key: `${p}figuresPerMms`,
      label: `${name}: figures per MMS`,
      rule: rules.figureMounting,
      kind: 'number',
    },
    { key: `${p}front`, label: `${name}: MMS across the front`, kind: 'number' },
    { key: `${p}rank2`, label: `${name}: MMS in rank 2 (0 for none)`, kind: 'number' },
    { key: `${p}rank3`, label: `${name}: MMS in rank 3`, kind: 'number' },
    { key: `${p}rank4`, label: `${name}: MMS in rank 4`, kind: 'number' },
    {
      key: `${p}weapon`,
      label: `${name}: weapon depth`,
      rule: rules.weaponDepths,
      kind: 'choice',
      options: weaponDepths.map((w) => ({
        value: w.id,
        label: `${weaponNames[w.id]} (${w.mms} MMS)`,
      })),
    },
    {
      key: `${p}incohesive`,
      label: `${name}: polearms failed cohesion`,
      rule: rules.polearmCohesion,
      kind: 'check',
    },
    { key: `${p}disordered`, label: `${name}: disordered`, kind: 'check' },
    { key: `${p}caughtInFlankOrRear`, label: `${name}: caught in flank or rear`, kind: 'check' },
    { key: `${p}mms`, label: `${name}: MMS in the unit`, kind: 'number' },
    {
      key: `${p}armourClass`,
      label: `${name}: armour class (1 to 5)`,
      rule: rules.combatValuePoints,
      kind: 'number',
    },
    {
      key: `${p}cohesivePolearmRanks`,
      label: `${name}: cohesive ranks of P or LTS`,
      kind: 'number',
    },
    ...onceLines.map((l): FieldSpec => ({
      key: `${p}line.${l.id}`,
      label: `${name}: ${l.label} (${formatSigned(l.value)})`,
      kind: 'check',
      fold,
    })),
    {
      key: `${p}leader`,
      label: `${name}: leader attached (CC bonus)`,
      rule: rules.leaderClasses,
      fold,
      kind: 'choice',
      options: [
        { value: 'none', label: 'None' },
        ...randomLeaders.map((l) => ({
          value: l.leader,
          label: `${l.leader} ${l.name} (${formatSigned(l.cc)})`,
        })),
      ],
    },
    ...situationLines.map((l): FieldSpec => ({
      key: `${p}situation.${l.id}`,
      label: `${name}: ${l.label} (${formatSigned(Number(l.value))})`,
      kind: 'check',
      fold,
    })),
  ];
}

/** The opening combat: cavalry, 2 MMS wide and 2 deep, charging 4 MMS of long spear. */
export function sideDefaults(id: SideId): Record<string, FieldValue> {
  const p = `${id}.`;
  const cavalry = id === 'a';
  return {
    [`${p}name`]: '',
    [`${p}kind`]: cavalry ? 'cavalry' : 'infantry',
    [`${p}shape`]: 'line',
    [`${p}morale`]: cavalry ? 'B' : 'C',
    [`${p}regular`]: cavalry ? 'regular' : 'irregular',
    [`${p}longbows`]: false,
    [`${p}impetuous`]: false,
    [`${p}movement`]: cavalry ? 'cl-cavalry' : 'other-infantry',
    [`${p}wedgeLayers`]: '1-2-3',
    [`${p}figuresPerMms`]: cavalry ? 3 : 4,
    [`${p}front`]: cavalry ? 2 : 4,
    [`${p}rank2`]: cavalry ? 2 : 4,
    [`${p}rank3`]: 0,
    [`${p}rank4`]: 0,
    [`${p}weapon`]: cavalry ? 'others' : 'long-spear',
    [`${p}incohesive`]: false,
    [`${p}disordered`]: false,
    [`${p}caughtInFlankOrRear`]: false,
    [`${p}mms`]: cavalry ? 4 : 8,
    [`${p}armourClass`]: cavalry ? 4 : 3,
    [`${p}cohesivePolearmRanks`]: cavalry ? 0 : 2,
    ...Object.fromEntries(onceLines.map((l) => [`${p}line.${l.id}`, false])),
    [`${p}leader`]: 'none',
    ...Object.fromEntries(situationLines.map((l) => [`${p}situation.${l.id}`, false])),
  };
}

/** Longest unit name the answer repeats: a link may carry anything. */
const longestName = 40;

/** Each side as the player named its unit (letters, figures and plain punctuation), or "Side a". */
export function namesOf(tool: { text(key: string): string }): Record<SideId, string> {
  const named = (id: SideId) =>
    tool
      .text(`${id}.name`)
      .replace(/[^\p{L}\p{N} '’.,&()-]/gu, '')
      // What a broken link leaves, never part of a unit's name.
      .replace(/NaN|undefined/g, '')
      .trim()
      .slice(0, longestName);
  return { a: named('a') || sideNames.a, b: named('b') || sideNames.b };
}

/** Reads fields by key: the tool's own getters. */
export interface FieldReader {
  text(key: string): string;
  number(key: string): number;
  flag(key: string): boolean;
}

/** Ranks 2 to 4 as entered, up to the first left at 0. */
function rearRanks(read: FieldReader, p: string): number[] {
  const ranks = [read.number(`${p}rank2`), read.number(`${p}rank3`), read.number(`${p}rank4`)];
  const end = ranks.indexOf(0);
  return end < 0 ? ranks : ranks.slice(0, end);
}

export function formationOf(read: FieldReader, id: SideId): CombatFormation {
  const p = `${id}.`;
  return {
    figuresPerMms: read.number(`${p}figuresPerMms`),
    front: read.number(`${p}front`),
    rearRanks: rearRanks(read, p),
    weapon: read.text(`${p}weapon`) as WeaponDepth,
    incohesive: read.flag(`${p}incohesive`),
    shape: shapeOf(read, id),
    wedgeLayers: read.text(`${p}wedgeLayers`).split('-').map(Number),
    disordered: read.flag(`${p}disordered`),
    caughtInFlankOrRear: read.flag(`${p}caughtInFlankOrRear`),
  };
}

export function valueSideOf(read: FieldReader, id: SideId): CombatValueSide {
  const p = `${id}.`;
  const leader = randomLeaders.find((l) => l.leader === read.text(`${p}leader`));
  const ticked = (lines: readonly { id: string }[], group: string): string[] =>
    lines.filter((l) => read.flag(`${p}${group}.${l.id}`)).map((l) => l.id);
  const morale = read.text(`${p}morale`);
  const moraleLine = morale === 'A' ? ['morale-a'] : morale === 'E' ? ['morale-e'] : [];
  return {
    armourClass: read.number(`${p}armourClass`),
    cohesivePolearmRanks: read.number(`${p}cohesivePolearmRanks`),
    lines: [...moraleLine, ...ticked(onceLines, 'line')],
    situation: [...(leader ? ['leader-attached'] : []), ...ticked(situationLines, 'situation')],
    ...(leader ? { leaderCc: leader.cc } : {}),
  };
}

export function kindOf(read: FieldReader, id: SideId): TroopKind {
  return read.text(`${id}.kind`) as TroopKind;
}

export function shapeOf(read: FieldReader, id: SideId): CombatShape {
  return read.text(`${id}.shape`) as CombatShape;
}

/** Who the side is, for the formations it may take (9.02-9.04). */
export function formationUnitOf(read: FieldReader, id: SideId): FormationUnit {
  const p = `${id}.`;
  return {
    shape: shapeOf(read, id),
    morale: read.text(`${p}morale`) as MoraleClass,
    regular: read.text(`${p}regular`) === 'regular',
    longbows: read.flag(`${p}longbows`),
  };
}

export function movementOf(read: FieldReader, id: SideId): MovementLine {
  return read.text(`${id}.movement`) as MovementLine;
}
