import { compile } from 'svelte/compiler';
import { describe, expect, it } from 'vitest';
import config from '../../svelte.config.js';

describe('Svelte compile options (svelte.config.js)', () => {
  it('compiles components without the version stamp module, which cost every island page a chunk', () => {
    const { js } = compile('<p>{1 + 1}</p>', {
      ...config.compilerOptions,
      generate: 'client',
      filename: 'Stamp.svelte',
    });
    expect(js.code).not.toContain('disclose-version');
  });
});
