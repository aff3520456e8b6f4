import { describe, expect, it } from 'vitest';
import { terrainMarks } from './types.ts';

describe('terrain marks', () => {
  it('offers the eleven kinds of terrain a player marks from the printed map, in the board’s order', () => {
    expect(terrainMarks).toEqual([
      'clear',
      'stream',
      'road',
      'swamp',
      'forest',
      'village',
      'hill',
      'river',
      'bridge',
      'ford',
      'fortification',
    ]);
  });
});
