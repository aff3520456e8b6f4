import { describe, expect, it } from 'vitest';
import { normalizeBase, withBase } from './base-path.ts';

describe('normalizeBase', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['rules', '/rules/'],
    ['/rules', '/rules/'],
    ['/rules/', '/rules/'],
    ['//a/b//', '/a/b/'],
  ])('%s → %s', (base, expected) => {
    expect(normalizeBase(base)).toBe(expected);
  });
});

describe('withBase', () => {
  it('puts a site path under the base', () => {
    expect(withBase('/kosovo-1389/combat/#r-5.1', '/rules/')).toBe(
      '/rules/kosovo-1389/combat/#r-5.1',
    );
    expect(withBase('/', '/rules/')).toBe('/rules/');
    expect(withBase('/favicon.svg', '/')).toBe('/favicon.svg');
  });

  it('leaves fragments, relative and other-site links alone', () => {
    for (const href of ['#r-5.1', 'r:control-test', 'https://example.com/', '//cdn.example/x'])
      expect(withBase(href, '/rules/')).toBe(href);
  });

  it('uses the base of the build, root when SITE_BASE is unset', () => {
    expect(withBase('/a/')).toBe(`${normalizeBase(process.env['SITE_BASE'])}a/`);
  });
});
