/**
 * From Macbeth to Medici: what the pages say about the book itself. The
 * introduction lists seven salient features (the three scales among them), and
 * the book's sections do not follow the order of play (charges are printed
 * before initiative, which the turn sequence determines first).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, mdxFiles } from './content-files.ts';

const page = (name: string) => readFileSync(join(contentDir, 'macbeth-to-medici', name), 'utf8');
const pages = mdxFiles.filter((f) => f.name.startsWith('macbeth-to-medici'));

describe('From Macbeth to Medici: claims about the book', () => {
  it('counts the seven salient features the introduction lists', () => {
    expect(page('index.mdx')).toContain('seven salient features');
    expect(page('01-introduction.mdx')).toContain('seven salient features');
    for (const { path } of pages) expect(readFileSync(path, 'utf8')).not.toMatch(/five features/);
  });

  it('never says the book follows the order of play', () => {
    for (const { path } of pages) {
      expect(readFileSync(path, 'utf8')).not.toMatch(/follows the order of play/);
    }
  });

  it('says "read here" wherever it chooses between two readings it restates', () => {
    expect(page('07-combat.mdx')).toMatch(/Read here: this list decides who fights Impact/);
    expect(page('07-combat.mdx')).toMatch(/Read here: with no hits/);
    expect(page('03-officers.mdx')).toMatch(/read here, he still breaks/);
    expect(page('05-charges-and-responses.mdx')).toMatch(/read here, he must be leading it/);
    expect(page('08-rallying-and-reorganisation.mdx')).toMatch(/read here, he must be leading/);
    expect(page('07-combat.mdx')).toMatch(/Read here: firing means bows/);
    expect(page('02-units.mdx')).toMatch(/read here, the penalty is the minus die for firing/);
    expect(page('04-movement.mdx')).toMatch(
      /read here, it is only the extra hit per terrain class/,
    );
  });

  it('the tables page follows the book: Control test before Initiative, the printed armour and unit-type tables in place', () => {
    const tables = page('90-tables.mdx');
    const at = (name: string) => tables.indexOf(`<BookTable name="${name}" source />`);
    expect(at('control-pass-ranges')).toBeLessThan(at('initiative-ratings'));
    expect(at('experience-bonus')).toBeLessThan(at('unit-types'));
    expect(at('unit-types')).toBeLessThan(at('unit-types-behaviour'));
    expect(at('unit-types-behaviour')).toBeLessThan(at('unit-armour'));
    expect(at('unit-armour')).toBeLessThan(at('temperament-roll'));
  });
});
