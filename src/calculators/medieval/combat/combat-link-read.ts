/**
 * Reading a combat from a link (see combat-link.ts for the form): defensive,
 * any string gives a valid draft, and what cannot be read is said in one line.
 */
import { editionTitles, type EditionId } from '../../../../engine/medieval/index.ts';
import { defaultUnit, leaders, newCombat, terrains, type UnitDraft } from './combat-draft.ts';
import {
  editionKeys,
  findKey,
  flagKeys,
  flagsOf,
  kindKeys,
  optionKeys,
  sideKeys,
} from './combat-link.ts';
import type { LinkedCombat } from './combat-link-open.ts';
import { readLegacyDraft } from './combat-link-legacy.ts';

/** A number already matched as digits; "-0" reads as 0, as a link written back would say. */
const digits = (text: string): number => Number(text) || 0;

const wholeIn = (text: string | null, min: number, max: number): number | undefined => {
  if (text === null || !/^-?\d{1,3}$/.test(text)) return undefined;
  const n = digits(text);
  return n >= min && n <= max ? n : undefined;
};

function decodeUnit(token: string): UnitDraft | undefined {
  const parts = /^([A-Z])(-?\d{1,2})((?:[af]-?\d{1,2}|[ds])*)$/.exec(token);
  const kind = parts && findKey(kindKeys, parts[1]!);
  if (!parts || !kind) return undefined;
  const unit = { ...defaultUnit(kind), sp: digits(parts[2]!) };
  for (const [, key, n] of parts[3]!.matchAll(/([afds])(-?\d*)/g)) {
    if (key === 'a') unit.armor = digits(n!);
    if (key === 'f') unit.cf = digits(n!);
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
        // A side left with no units is written as an empty value.
        if (t === '') return [];
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
    (t) =>
      /^[a-zA-Z]{0,12}$/.test(t) && [...t].every((k) => Object.hasOwn(flagKeys, k)) ? t : undefined,
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
      return keys.every((k) => Object.hasOwn(optionKeys, k)) ? keys : undefined;
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

/** The combat in a query that holds link keys; the page's edition stays unless another valid one is named. */
export function readLink(query: URLSearchParams, pageEdition: EditionId): LinkedCombat {
  const legacy = query.get('c');
  if (legacy === null) return decodeShort(query, pageEdition);
  const read = readLegacyDraft(legacy, pageEdition);
  const title = editionTitles[read.draft.edition];
  if (read.state === 'unreadable')
    return {
      draft: read.draft,
      roll: '',
      problem: `This link could not be read: a new combat in ${title}.`,
    };
  if (read.state === 'no-edition')
    return {
      draft: read.draft,
      roll: '',
      problem: `This link names no edition: shown in ${title}.`,
    };
  return { draft: read.draft, roll: '' };
}
