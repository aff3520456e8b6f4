/**
 * content/knighthood-3/printed-rules.json lists the rule numbers the book
 * prints. A number belongs there only if the book prints it at the head of a
 * line (its rule heading); the site's own anchors, such as the turn chapter's
 * 2.00, do not. The book is read from shared/seeds when present.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir } from './content-files.ts';

function readSeed(): string | undefined {
  for (let dir = process.cwd(); dir !== dirname(dir); dir = dirname(dir)) {
    const file = join(dir, 'shared', 'seeds', '004_bc4deef51605c60b.txt');
    if (existsSync(file)) return readFileSync(file, 'utf8');
  }
  return undefined;
}
const seed = readSeed();
const listed = JSON.parse(
  readFileSync(join(contentDir, 'knighthood-3', 'printed-rules.json'), 'utf8'),
) as string[];

/** A number printed at the head of a line, past any markup, and not the start of a longer number. */
const printedAtLineStart = (text: string, number: string): boolean =>
  new RegExp(`^[\\W_]*${number.replace('.', '\\.')}(?![\\d]|\\.\\d)`, 'm').test(text);

describe.skipIf(!seed)('Knighthood printed rule numbers', () => {
  it('lists no number the book does not print', () => {
    const invented = listed.filter((n) => !printedAtLineStart(seed ?? '', n));
    expect(invented).toEqual([]);
  });

  it('leaves out 2.00: the turn chapter is headed only by its chapter title', () => {
    expect(listed).not.toContain('2.00');
    expect(listed).toContain('2.10');
  });
});
