import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { pageSchema } from '../../src/lib/content/content-schema.ts';
import { findRulebook } from '../../src/lib/site/rulebooks.ts';
import { mdxFiles, rulebookFolders } from './content-files.ts';

describe('content folders', () => {
  it('has content to check', () => {
    expect(mdxFiles.length).toBeGreaterThan(0);
  });

  it.each(rulebookFolders)('%s is a known rulebook with an overview page', (folder) => {
    expect(
      findRulebook(folder),
      `content/${folder} is not in src/lib/site/rulebooks.ts`,
    ).toBeDefined();
    expect(mdxFiles.some((f) => f.name === `${folder}/index.mdx`)).toBe(true);
  });
});

describe.each(mdxFiles)('content/$name', ({ path, name }) => {
  const { frontmatter } = parseFrontmatter(readFileSync(path, 'utf8'));
  const parsed = pageSchema.safeParse(frontmatter);

  it('has valid frontmatter', () => {
    const problems = parsed.success
      ? []
      : parsed.error.issues.map(
          (i) => `${name}: ${i.path.join('.') || '(frontmatter)'}: ${i.message}`,
        );
    expect(problems).toEqual([]);
  });

  it('sits in the folder of its edition and system', () => {
    if (!parsed.success) return;
    const folder = name.split('/')[0];
    expect(parsed.data.edition, `${name}: edition`).toBe(folder);
    expect(parsed.data.system, `${name}: system`).toBe(findRulebook(folder ?? '')?.system);
  });

  it('has a kebab-case file name', () => {
    expect(name).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.mdx$/);
  });
});

describe('the schema', () => {
  it('rejects a chapter without its number and an unknown edition, naming the field', () => {
    const bad = pageSchema.safeParse({
      title: 'X',
      system: 'medieval',
      edition: 'waterloo',
      order: 1,
      summary: 's',
    });
    expect(bad.success).toBe(false);
    const paths = bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('edition');
  });
});

describe('the schema in a book named by sections (From Macbeth to Medici)', () => {
  const page = {
    title: 'Charges and responses',
    system: 'macbeth-to-medici',
    edition: 'macbeth-to-medici',
    kind: 'chapter',
    order: 5,
    summary: 's',
  };
  const problems = (data: object) => {
    const parsed = pageSchema.safeParse(data);
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('accepts a chapter page with an engine section, and an overview without one', () => {
    expect(problems({ ...page, section: 'charges-and-responses' })).toEqual([]);
    expect(problems({ ...page, kind: 'overview' })).toEqual([]);
  });

  it('asks a chapter page for its section, not a chapter number', () => {
    expect(problems(page)).toEqual([
      'section: a chapter page needs its section (a slug of the engine’s sections)',
    ]);
    expect(problems({ ...page, section: 'charges-and-responses', chapter: '5.0' })).toEqual([
      'chapter: no chapter here: this book prints no rule numbers',
    ]);
  });

  it('accepts only the engine’s section slugs', () => {
    expect(problems({ ...page, section: 'charge' })[0]).toMatch(/^section: /);
  });

  it('keeps a numbered book’s chapter number and refuses it a section', () => {
    const medieval = { ...page, system: 'medieval', edition: 'kosovo-1389', chapter: '5.0' };
    expect(problems(medieval)).toEqual([]);
    expect(problems({ ...medieval, section: 'charging' })).toEqual([
      'section: no section here: this book numbers its rules',
    ]);
    expect(problems({ ...medieval, chapter: undefined })).toEqual([
      'chapter: a chapter page needs its printed chapter number',
    ]);
  });
});
