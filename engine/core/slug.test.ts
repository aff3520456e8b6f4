import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('reads names as kebab-case ascii, letters without decomposition included', () => {
    expect(slugify('Miloš Obilić')).toBe('milos-obilic');
    expect(slugify('Saridže')).toBe('saridze');
    expect(slugify('de Thweng')).toBe('de-thweng');
    expect(slugify('Đurađ, banner')).toBe('durad-banner');
    expect(slugify('Murad II')).toBe('murad-ii');
  });

  it('drops apostrophes, straight or curly, instead of splitting the word', () => {
    expect(slugify("Author's notes")).toBe('authors-notes');
    expect(slugify('Author’s notes')).toBe('authors-notes');
    expect(slugify('  Firing:  archery!  ')).toBe('firing-archery');
    expect(slugify('‘Tis the Earl’s')).toBe('tis-the-earls');
    expect(slugify('--Left -- right--')).toBe('left-right');
  });
});
