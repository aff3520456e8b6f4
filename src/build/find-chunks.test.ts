import { describe, expect, it } from 'vitest';
import {
  assignChunks,
  collectPageChunks,
  listChunkImports,
  listPageChunks,
} from './find-chunks.ts';

describe('listPageChunks', () => {
  it('reads scripts, styles, preloads, island URLs and inline modules, under any base', () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/rules/_astro/Base.a1.css">
      <link rel="modulepreload" href="/rules/_astro/client.b2.js">
      <link rel="icon" href="/rules/favicon.svg">
      <link rel="canonical" href="https://example.org/_astro/not-a-load.js">
      <script type="module" src="/rules/_astro/Base.c3.js"></script>
      <script type="module">import "/rules/_astro/inline.d4.js";</script>
      <script>(()=>{var a=1})()</script>
      </head><body>
      <astro-island component-url="/rules/_astro/Board.e5.js" renderer-url="/rules/_astro/client.svelte.f6.js" before-hydration-url="/rules/_astro/hydrate.g7.js"></astro-island>
      <template><script type="module" src="../../_astro/in-template.h8.js"></script></template>
      </body></html>`;
    expect(listPageChunks(html, '1066/table-side/index.html').sort()).toEqual(
      [
        '_astro/Base.a1.css',
        '_astro/client.b2.js',
        '_astro/Base.c3.js',
        '_astro/inline.d4.js',
        '_astro/Board.e5.js',
        '_astro/client.svelte.f6.js',
        '_astro/hydrate.g7.js',
        '_astro/in-template.h8.js',
      ].sort(),
    );
  });
});

describe('listChunkImports', () => {
  it('follows static and dynamic imports and the styles Vite preloads with them', () => {
    const js =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/Kit.a1.css","_astro/Kit.b2.js"])))=>i.map(i=>d[i]);' +
      'import{t as e}from"./result.c3.js";import"./side.d4.js";export{x}from"./re.e5.js";' +
      'const k=()=>import("./Kit.b2.js");const u=n=>import(n);import("https://example.org/x.js");';
    expect(listChunkImports(js, '_astro/PlayAlong.f6.js').sort()).toEqual(
      [
        '_astro/Kit.a1.css',
        '_astro/Kit.b2.js',
        '_astro/result.c3.js',
        '_astro/side.d4.js',
        '_astro/re.e5.js',
      ].sort(),
    );
  });
});

describe('assignChunks', () => {
  const page = (scripts: string[]) =>
    scripts.map((s) => `<script type="module" src="/_astro/${s}"></script>`).join('');
  const chunks: Record<string, string> = {
    '_astro/search.js': 'import"./shared.js";',
    '_astro/shared.js': '',
    '_astro/board.js': 'import"./shared.js";const k=()=>import("./kit.js");',
    '_astro/kit.js': 'import"./deep.js";',
    '_astro/deep.js': '',
    '_astro/builder.js': 'import"./deep.js";',
    '_astro/cycle-a.js': 'import"./cycle-b.js";',
    '_astro/cycle-b.js': 'import"./cycle-a.js";',
  };
  const { shell, groups } = assignChunks(
    [
      { page: 'index.html', group: undefined, html: page(['search.js']) },
      { page: '1066/board/index.html', group: '1066', html: page(['search.js', 'board.js']) },
      { page: 'knighthood-3/b/index.html', group: 'knighthood-3', html: page(['builder.js']) },
      { page: 'knighthood-3/c/index.html', group: 'knighthood-3', html: page(['cycle-a.js']) },
      { page: 'compare/x/index.html', group: 'compare/x', html: page(['missing.js']) },
    ],
    (chunk) => chunks[chunk],
  );

  it('keeps in the shell every chunk a shell page reaches, even when a group loads it too', () => {
    expect([...shell].sort()).toEqual(['_astro/search.js', '_astro/shared.js']);
  });

  it('gives a group the chunks only its pages reach, through static and dynamic imports', () => {
    expect([...(groups.get('1066') ?? [])].sort()).toEqual([
      '_astro/board.js',
      '_astro/deep.js',
      '_astro/kit.js',
    ]);
  });

  it('lists a chunk two groups reach in both, and survives import cycles', () => {
    expect([...(groups.get('knighthood-3') ?? [])].sort()).toEqual([
      '_astro/builder.js',
      '_astro/cycle-a.js',
      '_astro/cycle-b.js',
      '_astro/deep.js',
    ]);
  });
});

describe('collectPageChunks', () => {
  // The tool island imports every system's tool list, and loads only its id's system's.
  const chunks: Record<string, string> = {
    '_astro/Tool.a1.js':
      'const s={knighthood:()=>import("./registry-knighthood.b2.js"),"macbeth-to-medici":()=>import("./registry-macbeth-to-medici.c3.js"),medieval:()=>import("./registry-medieval.d4.js")};',
    '_astro/registry-knighthood.b2.js': 'const t=[()=>import("./morale-check.svelte.e5.js")];',
    '_astro/registry-macbeth-to-medici.c3.js': 'const t=[()=>import("./archery.svelte.f6.js")];',
    '_astro/registry-medieval.d4.js': 'const t=[()=>import("./fire.svelte.g7.js")];',
  };
  const island = (id: string) =>
    `<astro-island component-url="/_astro/Tool.a1.js" props="{&quot;id&quot;:[0,&quot;${id}&quot;]}"></astro-island>`;
  const collect = (html: string) =>
    [...collectPageChunks(html, 'x/index.html', (c) => chunks[c])].sort();

  it('follows a system’s tool list only from a page whose tool islands name that system', () => {
    expect(collect(island('knighthood/morale-check'))).toEqual([
      '_astro/Tool.a1.js',
      '_astro/morale-check.svelte.e5.js',
      '_astro/registry-knighthood.b2.js',
    ]);
    expect(
      collect(island('macbeth-to-medici/archery') + island('medieval/fire')).filter((c) =>
        c.includes('registry-'),
      ),
    ).toEqual(['_astro/registry-macbeth-to-medici.c3.js', '_astro/registry-medieval.d4.js']);
  });
});
