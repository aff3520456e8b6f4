/**
 * Which stylesheets each page links. Astro linked the styles of the army
 * builder's and play along's islands, and of the chunks they load on first
 * use, from every page of the site; now code loaded with `import()` brings its
 * own styles (src/build/lazy-styles.ts, src/build/slim-preload.ts), so a page
 * links only what it draws, and the builder and play along still get theirs
 * with their islands' code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageChunks } from '../../src/build/find-chunks.ts';
import { dist, requireBuild } from './built-site.ts';

beforeAll(requireBuild);

/** The islands' styles that leaked, by the name Vite gives their files. */
const islandStyles =
  /\/(ArmyBuilder|PlayAlong|check-kit|game-kit|KeepingLines|SetAsideList)\.[\w-]+\.css$/;
/**
 * Those only the builder and play along load. The keeping lists' styles (KeepingLines,
 * SetAsideList, under 1 KB together) are still linked from every page: the Medieval
 * board renders them on the server too, so they are not only loaded with `import()`.
 */
const ownStyles = /\/(ArmyBuilder|PlayAlong|check-kit|game-kit)\.[\w-]+\.css$/;

const pageFile = (path: string) => join(dist, path, 'index.html');
const linked = (path: string) =>
  [...readFileSync(pageFile(path), 'utf8').matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
/** Every stylesheet a page links or loads with its scripts' imports. */
const loaded = (path: string) => {
  const read = (chunk: string) =>
    existsSync(join(dist, chunk)) ? readFileSync(join(dist, chunk), 'utf8') : undefined;
  return [
    ...collectPageChunks(readFileSync(pageFile(path), 'utf8'), `${path}/index.html`, read),
  ].filter((c) => c.endsWith('.css'));
};

describe('stylesheets', () => {
  it.each([
    '',
    '404.html',
    'knighthood-3',
    'knighthood-3/movement',
    'knighthood-3/table-side',
    'macbeth-to-medici/table-side',
    'compare',
  ])('/%s links none of the builder’s or play along’s styles', (path) => {
    const links = path.endsWith('.html')
      ? [
          ...readFileSync(join(dist, path), 'utf8').matchAll(
            /<link rel="stylesheet" href="([^"]+)"/g,
          ),
        ].map((m) => m[1] ?? '')
      : linked(path);
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((href) => ownStyles.test(href))).toEqual([]);
  });

  it.each([
    ['bannockburn-1314/stirling', true],
    ['1066/hastings', true],
    ['bannockburn-1314/movement', false],
    ['knighthood-3/movement', false],
    ['macbeth-to-medici/table-side', false],
    ['', false],
  ])('/%s links the scenario board’s styles: %s', (path, expected) => {
    const styles = linked(path).map((href) => readFileSync(join(dist, href), 'utf8'));
    expect(styles.some((css) => css.includes('.hex-board-frame'))).toBe(expected);
  });

  it('a scenario page still links its board’s keeping styles, which the server renders', () => {
    const names = linked('bannockburn-1314/stirling').flatMap(
      (href) => islandStyles.exec(href)?.[1] ?? [],
    );
    expect(names).toEqual(expect.arrayContaining(['KeepingLines', 'SetAsideList']));
  });

  it('the builder and play along load their styles with their islands', () => {
    const names = (path: string) =>
      loaded(path).flatMap((css) => islandStyles.exec(`/${css}`)?.[1] ?? []);
    expect(names('knighthood-3/army-builder')).toEqual(
      expect.arrayContaining(['ArmyBuilder', 'SetAsideList']),
    );
    expect(names('knighthood-3/play-along')).toEqual(
      expect.arrayContaining(['PlayAlong', 'KeepingLines', 'game-kit', 'check-kit']),
    );
  });
});
