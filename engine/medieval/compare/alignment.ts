/**
 * Reading the alignment: which rules of one edition stand beside a given rule
 * of another, and which differences change play between two editions.
 */
import type { EditionId } from '../types.ts';
import { medievalAlignment } from './alignment/index.ts';
import {
  alignedEditions,
  type AlignedCell,
  type AlignedChapter,
  type AlignedRow,
  type RuleChange,
} from './alignment/types.ts';

/** The printed numbers in one edition's cell: none, one, or a split rule's parts. */
export function cellNumbers(cell: AlignedCell): readonly string[] {
  if (cell === null) return [];
  return typeof cell === 'string' ? [cell] : cell;
}

/** The rule numbers an edition prints in a row (empty when it has no such rule). */
export function rulesIn(row: AlignedRow, edition: EditionId): readonly string[] {
  return cellNumbers(row.rules[alignedEditions.indexOf(edition)] ?? null);
}

export interface AlignedPlace {
  chapter: AlignedChapter;
  row: AlignedRow;
}

// Indexed on first use, not at load, so a bundle that never asks ships no alignment.
let places: Map<string, AlignedPlace> | undefined;

function indexPlaces(): Map<string, AlignedPlace> {
  const index = new Map<string, AlignedPlace>();
  for (const chapter of medievalAlignment) {
    for (const row of chapter.rows) {
      for (const edition of alignedEditions) {
        for (const number of rulesIn(row, edition))
          index.set(`${edition} ${number}`, { chapter, row });
      }
    }
  }
  return index;
}

/** Where an edition's printed rule sits in the alignment; undefined for a number it does not print. */
export function findAlignedRule(edition: EditionId, number: string): AlignedPlace | undefined {
  places ??= indexPlaces();
  return places.get(`${edition} ${number}`);
}

/**
 * Whether a change sets two editions apart: one of them reads the way it
 * describes and the other does not.
 */
export function changeSeparates(change: RuleChange, a: EditionId, b: EditionId): boolean {
  return change.in.includes(a) !== change.in.includes(b);
}

export interface EditionDifference extends AlignedPlace {
  change: RuleChange;
}

/**
 * Every difference that changes play between two editions, in chapter order:
 * the changes of rows (and whole chapters) that one has and the other lacks
 * or reads otherwise. The "what changed" summaries are this list.
 */
export function listDifferences(a: EditionId, b: EditionId): EditionDifference[] {
  const differences: EditionDifference[] = [];
  for (const chapter of medievalAlignment) {
    if (chapter.onlyIn && changeSeparates(chapter.onlyIn, a, b)) {
      const first = chapter.rows[0];
      if (first) differences.push({ chapter, row: first, change: chapter.onlyIn });
    }
    for (const row of chapter.rows) {
      for (const change of row.changes ?? []) {
        if (changeSeparates(change, a, b)) differences.push({ chapter, row, change });
      }
    }
  }
  return differences;
}

export { alignedEditions, medievalAlignment };
export type { AlignedCell, AlignedChapter, AlignedRow, RuleChange };
export type { EffectId } from './alignment/types.ts';
