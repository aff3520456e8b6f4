/**
 * A combat in a link, short enough for a chat: one key per field, only the
 * fields that differ from a new combat, and the roll. The 5.1.1 example
 * rolled 4 is `?a=C2a2f1.C2f2&d=C2a0f1&t=stream&r=4`.
 *
 * Reading is defensive: any string gives a valid draft, no value is ever used
 * as markup, and a link that cannot be read (or part of one) says so in one
 * line while the page's edition stays. Links of the first form (`?c=`, the
 * whole draft as base64 JSON) still open. Reading starts in combat-link-open.ts;
 * this writer loads once the combat is no longer a new one.
 */
import type { EditionId, UnitKind } from '../../../../../engine/medieval/index.ts';
import {
  defaultUnit,
  leaders,
  newCombat,
  type CombatDraft,
  type SideDraft,
  type UnitDraft,
} from '../combat-draft.ts';

export const editionKeys: Record<EditionId, string> = {
  'bannockburn-1314': '1314',
  'kosovo-1389': '1389',
  '1066': '1066',
};
export const kindKeys: Record<UnitKind, string> = {
  cavalry: 'C',
  infantry: 'I',
  archers: 'A',
  crossbowmen: 'X',
  'horse-archers': 'H',
  bombard: 'B',
};
/** Yes/no fields, one letter each in `x`. */
export const flagKeys = {
  o: ['attacker', 'opposingDirections'],
  c: ['attacker', 'countercharge'],
  t: ['attacker', 'throughFortifications'],
  s: ['attacker', 'onSwamps'],
  b: ['attacker', 'banner'],
  F: ['defender', 'fortified'],
  L: ['defender', 'leaderAlone'],
  P: ['defender', 'palisade'],
  W: ['defender', 'wallOfShields'],
  B: ['defender', 'banner'],
} as const;
/** The other readings of errata, two letters each in `o`. */
export const optionKeys = {
  rp: ['rearAttack', 'per-hex'],
  rf: ['rearAttack', 'flat'],
  gn: ['groupRounding', 'nearest'],
  gu: ['groupRounding', 'up'],
  ka: ['kosovoACell', 'A1 -1'],
  kd: ['kosovoDisorganizationRow', 'example'],
  iu: ['initialRatioBeyondTable', 'shift-unclamped'],
  ra: ['ratioBelowOne', 'attacker-share'],
  kc: ['kosovoCombatCells', 'other-editions'],
  lc: ['lightCavalryD1', 'bannockburn'],
  pb: ['pursuitBeyondFive', 'every-roll'],
} as const;
export const sideKeys = { attacker: 'a', defender: 'd' } as const;

type Flags = Record<string, boolean>;
export const flagsOf = (draft: CombatDraft, side: 'attacker' | 'defender') =>
  draft[side] as unknown as Flags;
export const findKey = <K extends string>(keys: Record<K, string>, value: string) =>
  (Object.keys(keys) as K[]).find((k) => keys[k] === value);

function encodeUnit(unit: UnitDraft): string {
  const armor = unit.armor === defaultUnit(unit.kind).armor ? '' : `a${unit.armor}`;
  const cf = unit.cf === 0 ? '' : `f${unit.cf}`;
  return `${kindKeys[unit.kind]}${unit.sp}${armor}${cf}${unit.disorganized ? 'd' : ''}${unit.shiltron ? 's' : ''}`;
}

/** The combat and its roll as a query string ('' for a new combat with no roll). */
export function encodeLink(draft: CombatDraft, roll: string, pageEdition: EditionId): string {
  const blank = newCombat(draft.edition);
  const query = new URLSearchParams();
  const put = (key: string, value: string | number, same: string | number) => {
    if (String(value) !== String(same)) query.set(key, String(value));
  };
  put('e', editionKeys[draft.edition], editionKeys[pageEdition]);
  for (const side of ['attacker', 'defender'] as const) {
    const key = sideKeys[side];
    const s: SideDraft = draft[side];
    put(key, s.units.map(encodeUnit).join('.'), blank[side].units.map(encodeUnit).join('.'));
    put(`${key}l`, leaders.indexOf(s.leader), 0);
    put(`${key}r`, s.canRetreat, -1);
    put(`${key}g`, s.fromLeader, 1);
  }
  const flags = Object.entries(flagKeys).filter(([, [side, name]]) => flagsOf(draft, side)[name]);
  put('x', flags.map(([key]) => key).join(''), '');
  put('h', draft.attacker.rearHexes, 0);
  put('t', draft.defender.terrain, 'clear');
  put('m', draft.morale, 0);
  const chosen = draft.readings as Record<string, string | undefined>;
  const options = Object.entries(optionKeys).filter(([, [name, value]]) => chosen[name] === value);
  put('o', options.map(([key]) => key).join('.'), '');
  put('r', roll.trim(), '');
  return query.toString();
}
