import { describe, expect, it } from 'vitest';
import { findLazyStyles } from './lazy-styles.ts';

const chunk = (fileName: string, imports: string[], css: string[], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (fileName: string) => ({ type: 'asset' as const, fileName, source: 'a{}' });

describe('findLazyStyles', () => {
  it('names the styles only chunks loaded with import() carry', () => {
    const bundle = Object.fromEntries(
      [
        // A client-only loader: its view and the view's kit come with import().
        chunk('Loader.js', ['client.js'], [], true),
        chunk('client.js', [], []),
        chunk('View.js', ['kit.js', 'shared.js'], ['View.css']),
        chunk('kit.js', [], ['kit.css']),
        // Shared with an island that imports it statically: the page links it.
        chunk('Board.js', ['shared.js'], ['Board.css'], true),
        chunk('shared.js', [], ['shared.css']),
        asset('View.css'),
        asset('kit.css'),
        asset('Board.css'),
        asset('shared.css'),
      ].map((item) => [item.fileName, item]),
    );
    expect(findLazyStyles(bundle).sort()).toEqual(['View.css', 'kit.css']);
  });
});
