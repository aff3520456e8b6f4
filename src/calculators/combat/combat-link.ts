/**
 * A combat in a link, short enough for a chat: one key per field, only the
 * fields that differ from a new combat, and the roll. The 5.1.1 example
 * rolled 4 is `?a=C2a2f1.C2f2&d=C2a0f1&t=stream&r=4`.
 *
 * Reading is defensive: any string gives a valid draft, no value is ever used
 * as markup, and a link that cannot be read (or part of one) says so in one
 * line while the page's edition stays. Links of the first form (`?c=`, the
 * whole draft as base64 JSON) still open.
 */
import { editions, type EditionId, type UnitKind } from '../../../engine/medieval/index.ts';
import {
  defaultUnit,
  leaders,
  newCombat,
  terrains,
  type CombatDraft,
  type SideDraft,
  type UnitDraft,
} from './combat-draft.ts';
import { readLegacyDraft } from './combat-link-legacy.ts';

/** A combat read from a link: the draft, its roll (as typed), and what could not be read. */
export interface LinkedCombat {
  draft: CombatDraft;
  roll: string;
  problem?: string;
}

const editionKeys: Record<EditionId, string> = {
  'bannockburn-1314': '1314',
  'kosovo-1389': '1389',
  '1066': '1066',
};
const kindKeys: Record<UnitKind, string> = {
  cavalry: 'C',
  infantry: 'I',
  archers: 'A',
  crossbowmen: 'X',
  'horse-archers': 'H',
  bombard: 'B',
};
/** Yes/no fields, one letter each in `x`. */
const flagKeys = {
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
/** The other readings of conflicts, two letters each in `o`. */
const optionKeys = {
  rp: ['rearAttack', 'per-hex'],
  rf: ['rearAttack', 'flat'],
  gn: ['groupRounding', 'nearest'],
  gu: ['groupRounding', 'up'],
  ka: ['kosovoACell', 'A1 -1'],
  kd: ['kosovoDisorganizationRow', 'example'],
} as const;
const sideKeys = { attacker: 'a', defender: 'd' } as const;
const linkKeys = /^(c|e|a|d|al|dl|ar|dr|ag|dg|x|h|t|m|o|r)$/;

type Flags = Record<string, boolean>;
const flagsOf = (draft: CombatDraft, side: 'attacker' | 'defender') =>
  draft[side] as unknown as Flags;
const findKey = <K extends string>(keys: Record<K, string>, value: string) =>
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
  const chosen = draft.options as Record<string, string | undefined>;
  const options = Object.entries(optionKeys).filter(([, [name, value]]) => chosen[name] === value);
  put('o', options.map(([key]) => key).join('.'), '');
  put('r', roll.trim(), '');
  return query.toString();
}

const wholeIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^-?\d{1,3}$/.test(text)) return undefined;
  const n = Number(text);
  return n >= min && n <= max ? n : undefined;
};

function decodeUnit(token: string): UnitDraft | undefined {
  const parts = /^([A-Z])(-?\d{1,2})((?:[af]-?\d{1,2}|[ds])*)$/.exec(token);
  const kind = parts && findKey(kindKeys, parts[1]!);
  if (!parts || !kind) return undefined;
  const unit = { ...defaultUnit(kind), sp: Number(parts[2]) };
  for (const [, key, n] of parts[3]!.matchAll(/([afds])(-?\d*)/g)) {
    if (key === 'a') unit.armor = Number(n);
    if (key === 'f') unit.cf = Number(n);
    if (key === 'd') unit.disorganized = true;
    if (key === 's') unit.shiltron = true;
  }
  return unit;
}

/** Reads the new form; `unread` collects the keys whose values could not be read. */
function decodeShort(query: URLSearchParams, pageEdition: EditionId): LinkedCombat {
  const unread: string[] = [];
  const read = <T>(key: string, parse: (text: string) => T | undefined, apply: (v: T) => void) => {
    const text = query.get(key);
    if (text === null) return;
    const value = parse(text);
    if (value === undefined) unread.push(key);
    else apply(value);
  };
  let edition = pageEdition;
  read(
    'e',
    (t) => findKey(editionKeys, t),
    (e) => (edition = e),
  );
  const draft = newCombat(edition);
  for (const side of ['attacker', 'defender'] as const) {
    const key = sideKeys[side];
    read(
      key,
      (t) => {
        const units = t.split('.').slice(0, 12).map(decodeUnit);
        return units.every(Boolean) ? (units as UnitDraft[]) : undefined;
      },
      (units) => (draft[side].units = units),
    );
    read(
      `${key}l`,
      (t) => leaders[wholeIn(t, 0, 2) ?? -1],
      (l) => (draft[side].leader = l),
    );
    read(
      `${key}r`,
      (t) => wholeIn(t, -1, 4),
      (n) => (draft[side].canRetreat = n),
    );
    read(
      `${key}g`,
      (t) => wholeIn(t, 0, 99),
      (n) => (draft[side].fromLeader = n),
    );
  }
  read(
    'x',
    (t) => (/^[a-zA-Z]{0,12}$/.test(t) && [...t].every((k) => k in flagKeys) ? t : undefined),
    (t) => {
      for (const k of t) {
        const [side, name] = flagKeys[k as keyof typeof flagKeys];
        flagsOf(draft, side)[name] = true;
      }
    },
  );
  read(
    'h',
    (t) => wholeIn(t, 0, 3),
    (n) => (draft.attacker.rearHexes = n),
  );
  read(
    't',
    (t) => terrains.find((x) => x === t),
    (t) => (draft.defender.terrain = t),
  );
  read(
    'm',
    (t) => wholeIn(t, -99, 99),
    (n) => (draft.morale = n),
  );
  read(
    'o',
    (t) => {
      const keys = t.split('.');
      return keys.every((k) => k in optionKeys) ? keys : undefined;
    },
    (keys) => {
      const options = draft.options as Record<string, string>;
      for (const k of keys) {
        const [name, value] = optionKeys[k as keyof typeof optionKeys];
        options[name] = value;
      }
    },
  );
  let roll = '';
  read(
    'r',
    (t) => wholeIn(t, -99, 99),
    (n) => (roll = String(n)),
  );
  return unread.length === 0
    ? { draft, roll }
    : {
        draft,
        roll,
        problem: `Part of this link could not be read (${unread.join(', ')}).`,
      };
}

/**
 * The combat a page's query names, or undefined when it names none. The page's
 * edition stays unless the link names another valid one.
 */
export function decodeLink(search: string, pageEdition: EditionId): LinkedCombat | undefined {
  const query = new URLSearchParams(search);
  if (![...query.keys()].some((key) => linkKeys.test(key))) return undefined;
  const legacy = query.get('c');
  if (legacy === null) return decodeShort(query, pageEdition);
  const read = readLegacyDraft(legacy, pageEdition);
  const title = editions.find((e) => e.id === read.draft.edition)?.title ?? read.draft.edition;
  if (read.state === 'unreadable')
    return {
      ...read,
      roll: '',
      problem: `This link could not be read: a new combat in ${title}.`,
    };
  if (read.state === 'no-edition')
    return {
      ...read,
      roll: '',
      problem: `This link names no edition: shown in ${title}.`,
    };
  return { draft: read.draft, roll: '' };
}
