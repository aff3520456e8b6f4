/**
 * Reading a combat from a link (see combat-link.ts for the form): every value
 * through the strict reader (kit/read-field-value.ts); a link with any value
 * refused is refused whole and said in one line naming the field.
 */
import {
  fail,
  ok,
  quoteInput,
  type InputError,
  type Result,
} from '../../../../../engine/core/index.ts';
import { editionTitles, type EditionId } from '../../../../../engine/medieval/index.ts';
import { readChoice, readWholeNumber, type FieldRef } from '../../../kit/read-field-value.ts';
import { describeRefusals } from '../../../kit/tool-link.ts';
import { defaultUnit, leaders, newCombat, terrains, type UnitDraft } from '../combat-draft.ts';
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

/** Each link key in players' words, as a refusal names it. */
const keyLabels: Record<string, string> = {
  e: 'Edition',
  a: 'Attacker units',
  d: 'Defender units',
  al: 'Attacker leader',
  dl: 'Defender leader',
  ar: 'Attacker hexes it can retreat',
  dr: 'Defender hexes it can retreat',
  ag: 'Attacker hexes to its leader',
  dg: 'Defender hexes to its leader',
  x: 'Yes/no boxes',
  h: 'Rear-area hexes occupied',
  t: 'Terrain',
  m: 'MORALE',
  o: 'Readings',
  r: 'Roll',
};
const fieldOf = (key: string): FieldRef => ({ key, label: keyLabels[key] ?? key });

/** A whole number as the site writes it (no leading zero, no -0), two digits at most. */
const smallWhole = '(0|-?[1-9]\\d?)';
const unitToken = new RegExp(
  `^([A-Z])${smallWhole}(?:a${smallWhole})?(?:f${smallWhole})?(d)?(s)?$`,
);

/** A unit as encodeUnit writes it: kind, SP, then armor, CF, d and s, each at most once. */
function decodeUnit(token: string): UnitDraft | undefined {
  const parts = unitToken.exec(token);
  const kind = parts && findKey(kindKeys, parts[1]!);
  if (!parts || !kind) return undefined;
  const unit = { ...defaultUnit(kind), sp: Number(parts[2]) };
  if (parts[3] !== undefined) unit.armor = Number(parts[3]);
  if (parts[4] !== undefined) unit.cf = Number(parts[4]);
  unit.disorganized = parts[5] !== undefined;
  unit.shiltron = parts[6] !== undefined;
  return unit;
}

const unitsRead = (key: string, text: string): Result<UnitDraft[]> => {
  // A side left with no units is written as an empty value.
  if (text === '') return ok([]);
  const units = text.split('.').map(decodeUnit);
  return units.length <= 12 && units.every(Boolean)
    ? ok(units as UnitDraft[])
    : fail(
        key,
        'units',
        `${keyLabels[key]}: up to 12 units such as C2a2f1, not ${quoteInput(text)}`,
      );
};

const lettersRead = <K extends string>(key: string, text: string, known: Record<K, unknown>) => {
  const letters = key === 'o' ? text.split('.') : [...text];
  // Empty is never written: a combat with none leaves the key out.
  const once = text !== '' && new Set(letters).size === letters.length;
  return once && letters.every((k) => Object.hasOwn(known, k))
    ? ok(letters as K[])
    : fail<K[]>(
        key,
        'choice',
        `${keyLabels[key]}: not a set this site writes, ${quoteInput(text)}`,
      );
};

/** Reads the short form; any value refused refuses the whole link. */
function decodeShort(query: URLSearchParams, pageEdition: EditionId): LinkedCombat {
  const refusals: InputError[] = [];
  const read = <T>(key: string, parse: (text: string) => Result<T>, apply: (v: T) => void) => {
    const text = query.get(key);
    if (text === null) return;
    const value = parse(text);
    if (value.ok) apply(value.value);
    else refusals.push(value.error);
  };
  const whole = (min: number, max: number) => (t: string, key: string) =>
    readWholeNumber(t, fieldOf(key), { min, max });
  let edition = pageEdition;
  const editions = Object.values(editionKeys);
  read(
    'e',
    (t) => readChoice(t, fieldOf('e'), editions),
    (e) => (edition = findKey(editionKeys, e) ?? pageEdition),
  );
  const draft = newCombat(edition);
  for (const side of ['attacker', 'defender'] as const) {
    const key = sideKeys[side];
    read(
      key,
      (t) => unitsRead(key, t),
      (units) => (draft[side].units = units),
    );
    read(
      `${key}l`,
      (t) => whole(0, leaders.length - 1)(t, `${key}l`),
      (n) => (draft[side].leader = leaders[n]!),
    );
    read(
      `${key}r`,
      (t) => whole(-1, 4)(t, `${key}r`),
      (n) => (draft[side].canRetreat = n),
    );
    read(
      `${key}g`,
      (t) => whole(0, 99)(t, `${key}g`),
      (n) => (draft[side].fromLeader = n),
    );
  }
  read(
    'x',
    (t) => lettersRead('x', t, flagKeys),
    (letters) => {
      for (const k of letters) {
        const [side, name] = flagKeys[k];
        flagsOf(draft, side)[name] = true;
      }
    },
  );
  read(
    'h',
    (t) => whole(0, 3)(t, 'h'),
    (n) => (draft.attacker.rearHexes = n),
  );
  read(
    't',
    (t) => readChoice(t, fieldOf('t'), terrains),
    (t) => (draft.defender.terrain = t),
  );
  read(
    'm',
    (t) => whole(-99, 99)(t, 'm'),
    (n) => (draft.morale = n),
  );
  read(
    'o',
    (t) => lettersRead('o', t, optionKeys),
    (keys) => {
      const readings = draft.readings as Record<string, string>;
      for (const k of keys) {
        const [name, value] = optionKeys[k];
        readings[name] = value;
      }
    },
  );
  let roll = '';
  read(
    'r',
    (t) => whole(-99, 99)(t, 'r'),
    (n) => (roll = String(n)),
  );
  const refused = describeRefusals(refusals);
  return refused === undefined ? { draft, roll } : { refused };
}

/** The combat in a query that holds link keys; the page's edition stays unless another valid one is named. */
export function readLink(query: URLSearchParams, pageEdition: EditionId): LinkedCombat {
  const legacy = query.get('c');
  if (legacy === null) return decodeShort(query, pageEdition);
  const read = readLegacyDraft(legacy, pageEdition);
  if (read.state === 'refused') return { refused: `This link was not opened: ${read.message}.` };
  if (read.state === 'no-edition')
    return {
      draft: read.draft,
      roll: '',
      note: `This link names no edition: shown in ${editionTitles[read.draft.edition]}.`,
    };
  return { draft: read.draft, roll: '' };
}
