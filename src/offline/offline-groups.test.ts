import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCacheKey, findGroup, resolveFile } from './offline-groups.ts';

const scope = 'https://example.org/rules/';
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9.-]{0,11}$/);
const folders = fc.array(segment, { minLength: 0, maxLength: 4 });
const query = fc.webQueryParameters().map((q) => (q ? `?${q}` : ''));
const fragment = fc.webFragments().map((f) => (f ? `#${f}` : ''));

describe('resolveFile', () => {
  it('reads any query string and fragment as the same file', () => {
    fc.assert(
      fc.property(folders, query, fragment, (path, q, f) => {
        const page = `${scope}${path.map((p) => `${p}/`).join('')}`;
        expect(resolveFile(page + q + f, scope)).toBe(resolveFile(page, scope));
      }),
    );
  });

  it('reads a folder as its index.html and a file as itself', () => {
    expect(resolveFile(`${scope}1066/table-side/?a=C3a0.I2&t=forest`, scope)).toBe(
      '1066/table-side/index.html',
    );
    expect(resolveFile(scope, scope)).toBe('index.html');
    expect(resolveFile(`${scope}1066/rules.json`, scope)).toBe('1066/rules.json');
  });

  it('answers nothing outside the scope or the origin', () => {
    expect(resolveFile('https://example.org/1066/', scope)).toBeUndefined();
    expect(resolveFile('https://other.example/rules/1066/', scope)).toBeUndefined();
  });
});

describe('findGroup', () => {
  it('puts every file under a book folder in that book', () => {
    fc.assert(
      fc.property(
        segment.filter((s) => s !== 'compare'),
        folders,
        segment,
        (book, path, file) => {
          expect(findGroup([book, ...path, file].join('/'))).toBe(book);
        },
      ),
    );
  });

  it('splits the comparisons one folder deeper, and leaves top-level files to the shell', () => {
    expect(findGroup('compare/1066-vs-kosovo-1389/combat/index.html')).toBe(
      'compare/1066-vs-kosovo-1389',
    );
    expect(findGroup('compare/index.html')).toBe('compare');
    expect(findGroup('index.html')).toBeUndefined();
    expect(findGroup('/404.html')).toBeUndefined();
  });
});

describe('createCacheKey', () => {
  it('gives each revision of a file its own key, and a hashed file its plain URL', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{32}$/),
        fc.stringMatching(/^[0-9a-f]{32}$/),
        (a, b) => {
          fc.pre(a !== b);
          expect(createCacheKey(['1066/index.html', a], scope)).not.toBe(
            createCacheKey(['1066/index.html', b], scope),
          );
        },
      ),
    );
    expect(createCacheKey(['_astro/x.abc.js', null], scope)).toBe(`${scope}_astro/x.abc.js`);
  });
});
