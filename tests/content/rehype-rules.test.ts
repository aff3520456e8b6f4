/** The build plugin on a small fixture book: anchors, links, and a bad reference. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeRules from '../../src/lib/content/rehype-rules.ts';

const fixtureDir = join(import.meta.dirname, 'fixtures');

async function compileFixture(value: string) {
  const file = new VFile({ value, path: join(fixtureDir, 'demo-book', 'page.mdx') });
  const out = await compile(file, { rehypePlugins: [[rehypeRules, { contentDir: fixtureDir }]] });
  return String(out.value);
}

describe('rehypeRules', () => {
  it('anchors headings, rules and examples and links references', async () => {
    const code = await compileFixture(
      [
        '## 1.4 Combat ratio',
        '',
        '**1.4.1** Round as shown in [1.6]; see 1.4.2.',
        '',
        '<Example rule="1.4">',
        '',
        '**a)** First part.',
        '',
        '</Example>',
      ].join('\n'),
    );
    expect(code).toContain('id: "r-1.4"');
    expect(code).toContain('id: "r-1.4.1"');
    expect(code).toContain('href: "/demo-book/other/#r-1.6"');
    expect(code).toContain('"data-state": "pending"');
    expect(code).toContain('id: "ex-1.4"');
    expect(code).toContain('id: "ex-1.4-a"');
  });

  it('keeps an example id the page gives, and its parts follow it', async () => {
    const code = await compileFixture(
      [
        '<Example rule="1.4" id="ex-combat-ratio">',
        '',
        '**a)** First part.',
        '',
        '</Example>',
      ].join('\n'),
    );
    expect(code).toContain('id: "ex-combat-ratio"');
    expect(code).toContain('id: "ex-combat-ratio-a"');
    expect(code).not.toContain('id: "ex-1.4"');
  });

  it('stops on a reference to a rule the book does not print, with file and line', async () => {
    await expect(compileFixture('Intro.\n\nAs in rule 9.9.9 above.')).rejects.toThrow(
      /page\.mdx:3:\d+.*9\.9\.9|9\.9\.9/,
    );
    const error = await compileFixture('Intro.\n\nAs in rule 9.9.9 above.').catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/page\.mdx:3/);
  });
});

describe('rehypeRules in a book named by sections', () => {
  async function compileSections(file: string, value?: string, contentDir = fixtureDir) {
    const path = join(contentDir, 'macbeth-to-medici', file);
    const vfile = new VFile({ value: value ?? readFileSync(path, 'utf8'), path });
    vfile.data = { astro: { frontmatter: { section: 'charges-and-responses' } } };
    const out = await compile(vfile, { rehypePlugins: [[rehypeRules, { contentDir }]] });
    return String(out.value);
  }

  it('anchors every heading as r-<slug>: a section’s own slug, else the heading slugified', async () => {
    const code = await compileSections('page.mdx');
    expect(code).toContain('id: "r-movement-rates"');
    expect(code).toContain('"data-rule": "terrain-effects"');
    expect(code).toContain('id: "r-dismounting"');
    expect(code).toContain('"aria-label": "Copy link to Movement rates"');
  });

  it('links an r: reference to its section with the section’s title for the preview', async () => {
    const code = await compileSections('page.mdx');
    expect(code).toContain('href: "/macbeth-to-medici/other/#r-control-test"');
    expect(code).toContain('"data-rule-ref": "control-test"');
    expect(code).toContain('"data-rule-title": "Control test procedure"');
    expect(code).not.toContain('r:control-test');
  });

  it('anchors an example by its section and labels it with the section’s title', async () => {
    const code = await compileSections('page.mdx');
    expect(code).toMatch(/id: "ex-movement-rates",\s*label: "Movement rates"/);
  });

  it('shows a register entry once, at the end of the lead text of the first section citing it', async () => {
    const code = await compileSections('page.mdx');
    const at = (text: string) => code.indexOf(text);
    const rates = at('"data-note-at": "movement-rates"');
    expect(rates).toBeGreaterThan(at('Rates text'));
    expect(rates).toBeGreaterThan(at('Worked.'));
    expect(rates).toBeLessThan(at('id: "r-terrain-effects"'));
    const dice = at('"data-note-at": "terrain-effects"');
    expect(dice).toBeGreaterThan(at('Terrain text.'));
    expect(dice).toBeLessThan(at('id: "r-dismounting"'));
    expect(code.match(/"data-erratum": "average-die"/g)).toHaveLength(1);
    expect(code).not.toContain('"data-note-at": "dismounting"');
  });

  it('stops on a reference to an unknown section, with file and line', async () => {
    const error = await compileSections(
      'new.mdx',
      'Intro.\n\nSee [this](r:no-such-section).',
    ).catch((e: unknown) => e);
    expect(String(error)).toMatch(/new\.mdx:3:\d+.*no-such-section/);
  });

  it('stops on an example of an unknown section', async () => {
    const error = await compileSections(
      'new.mdx',
      '<Example rule="nowhere">\n\nA.\n\n</Example>',
    ).catch((e: unknown) => e);
    expect(String(error)).toMatch(/Example of section nowhere/);
  });

  it('stops on a slug defined twice in the book, naming the file and line of both', async () => {
    const twice = join(fixtureDir, 'twice');
    const error = await compileSections('a.mdx', undefined, twice).catch((e: unknown) => e);
    expect(String(error)).toMatch(
      /b\.mdx:3 defines section r-charging again \(first at .*a\.mdx:1\)/,
    );
  });
});

describe('rehypeRules on a chapter page', () => {
  const contentDir = join(import.meta.dirname, '../../content');

  async function compileChapter(file: string, chapter: string, title = 'A chapter') {
    const path = join(contentDir, file);
    const value = readFileSync(path, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const vfile = new VFile({ value, path });
    vfile.data = { astro: { frontmatter: chapter ? { chapter, title } : { title } } };
    const out = await compile(vfile, { rehypePlugins: [[rehypeRules, { contentDir }]] });
    return String(out.value);
  }

  it('shows the entries citing the chapter, and no rule of the page, at its top', async () => {
    const code = await compileChapter('knighthood-3/06-morale.mdx', '6.00');
    const firstHeading = code.indexOf('"Morale checks"');
    for (const id of ['break-on-a-rally-check', 'banner-lost-modifier']) {
      const note = code.search(new RegExp(`"data-erratum": "${id}",\\s*"data-note-at": "6\\.00"`));
      expect(note, id).toBeGreaterThan(-1);
      expect(note, id).toBeLessThan(firstHeading);
    }
    expect(code.match(/"data-erratum": "break-on-a-rally-check"/g)).toHaveLength(1);
  });

  it('shows the entries citing a named part of the book that is no chapter on its page', async () => {
    const code = await compileChapter('kosovo-1389/95-errata.mdx', '', 'Errata');
    const note = code.search(
      /"data-erratum": "kosovo-archer-mp-erratum",\s*"data-note-at": "Errata"/,
    );
    expect(note).toBeGreaterThan(-1);
    expect(note).toBeLessThan(code.indexOf('_components.h2'));
  });
});
