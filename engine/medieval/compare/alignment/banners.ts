/** Banners: the three editions' rules side by side (the books print chapter 7 alike). */
import type { AlignedChapter } from './types.ts';

export const banners: AlignedChapter = {
  id: 'banners',
  title: 'Banners',
  rows: [
    { rules: ['7.0', '7.0', '7.0'] },
    { rules: ['7.1', '7.1', '7.1'] },
    { rules: ['7.1.1', '7.1.1', '7.1.1'] },
    { rules: ['7.1.2', '7.1.2', '7.1.2'] },
    { rules: ['7.1.3', '7.1.3', '7.1.3'] },
    // Kosovo drops "friendly" and "if possible" from who holds a banner; 7.1.5
    // still lets a banner fall in all three, so play is the same.
    { rules: ['7.1.4', '7.1.4', '7.1.4'] },
    { rules: ['7.1.5', '7.1.5', '7.1.5'] },
    { rules: ['7.1.6', '7.1.6', '7.1.6'] },
    { rules: ['7.1.7', '7.1.7', '7.1.7'] },
    { rules: ['7.1.8', '7.1.8', '7.1.8'] },
  ],
};
