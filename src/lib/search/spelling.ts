/**
 * Suggestions for a misspelt search ("shiltorn" → Shiltron): the closest
 * glossary term or rule title by edit distance, counting a swap of two
 * neighbouring letters as one edit. Runs in the browser on a few hundred
 * short words, so a plain dynamic-programming distance is fast enough.
 */

export interface TermEntry {
  term: string;
  number: string;
  href: string;
}

/** Edits (insert, delete, replace, swap neighbours) turning `a` into `b`. */
export function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length)]);
  for (let j = 0; j <= b.length; j++) (rows[0] as number[])[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = rows[i] as number[];
    const up = rows[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min((up[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (up[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        row[j] = Math.min(row[j] ?? 0, ((rows[i - 2] as number[])[j - 2] ?? 0) + 1);
      }
    }
  }
  return (rows[a.length] as number[])[b.length] ?? 0;
}

/** The edits a word of this length may be off by: none below 4 letters, 1 below 7, else 2. */
const allowance = (length: number) => (length < 4 ? 0 : length < 7 ? 1 : 2);

/**
 * The entry whose term (or one of its words) is closest to the query,
 * within the allowance, or undefined. Ties go to the earlier entry.
 */
export function suggestTerm(query: string, entries: readonly TermEntry[]): TermEntry | undefined {
  const wanted = query.trim().toLowerCase();
  const limit = allowance(wanted.length);
  let best: TermEntry | undefined;
  let bestDistance = limit + 1;
  for (const entry of entries) {
    const term = entry.term.toLowerCase();
    for (const candidate of [term, ...term.split(/\s+/)]) {
      if (Math.abs(candidate.length - wanted.length) > limit) continue;
      const distance = editDistance(wanted, candidate);
      if (distance < bestDistance) [best, bestDistance] = [entry, distance];
    }
  }
  return bestDistance === 0 ? undefined : best;
}
