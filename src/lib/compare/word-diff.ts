/**
 * Word-level differences between one edition's rule and another's, for the
 * compare view. The `diff` library finds them; this module only decides what
 * a word is and which words count as the same: a rule number that the
 * alignment puts beside the base edition's number is the same reference under
 * another numbering (Kosovo's "see 11.2.3" is Bannockburn's "see 10.2.2"), so
 * renumbering is not marked as a change.
 */
import { diffArrays } from 'diff';
import { findAlignedRule, rulesIn, type EditionId } from '../../../engine/medieval/index.ts';

export interface DiffPart {
  /** The words as the edition shown prints them (or, when removed, as the base does). */
  text: string;
  kind: 'same' | 'added' | 'removed';
  /** True when the part holds a number: changed numbers stand out. */
  number: boolean;
}

interface Token {
  word: string;
  /** The whitespace after the word, kept for display only. */
  space: string;
}

const tokenPattern = /(\d+(?:\.\d+)*[a-z]?|[\p{L}\p{N}'’]+|[^\s\p{L}\p{N}])(\s*)/gu;

function tokenize(text: string): Token[] {
  return [...text.matchAll(tokenPattern)].map((m) => ({ word: m[1] ?? '', space: m[2] ?? '' }));
}

/** Whether a number printed by `edition` stands beside `baseNumber` in the base edition. */
function isAlignedNumber(base: EditionId, baseNumber: string, edition: EditionId, number: string) {
  const place = findAlignedRule(edition, number);
  return place !== undefined && rulesIn(place.row, base).includes(baseNumber);
}

/**
 * The words of `text` (an edition's rule) against `baseText` (the base
 * edition's counterpart): what both share, what the edition adds and what it
 * drops, in reading order.
 */
export function diffRuleWords(
  base: { edition: EditionId; text: string },
  other: { edition: EditionId; text: string },
): DiffPart[] {
  const same = (a: Token, b: Token) =>
    a.word === b.word || isAlignedNumber(base.edition, a.word, other.edition, b.word);
  const changes = diffArrays(tokenize(base.text), tokenize(other.text), { comparator: same });
  return changes.map((change) => {
    const text = change.value.map((token) => token.word + token.space).join('');
    return {
      text,
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      number: !change.added && !change.removed ? false : /\d/.test(text),
    };
  });
}

/** True when two rules' words differ beyond renumbered references. */
export function wordsDiffer(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
