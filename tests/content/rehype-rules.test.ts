/** The build plugin on a small fixture book: anchors, links, and a bad reference. */
import { join } from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import rehypeRules from '../../src/lib/rehype-rules.ts';

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
