import { describe, expect, it } from 'vitest';
import { d6, type Die } from '../../../../engine/core/index.ts';
import { countFaces, setFaceCount, stepFace } from './face-counts.ts';

const sixes = (n: number): Die[] => Array<Die>(n).fill(d6);

describe('a bucket of dice counted face by face', () => {
  it('counts each face read, leaving out faces past the last die', () => {
    expect(countFaces(sixes(3), [6, 1, 6, 2])).toEqual([
      { face: 1, count: 1 },
      { face: 2, count: 0 },
      { face: 3, count: 0 },
      { face: 4, count: 0 },
      { face: 5, count: 0 },
      { face: 6, count: 2 },
    ]);
  });

  it('steps a face up and down, lowest first, never below 0 nor past the dice', () => {
    expect(stepFace(sixes(3), [6, 1], 4, 1)).toEqual([1, 4, 6]);
    expect(stepFace(sixes(3), [6, 1, 4], 2, 1)).toEqual([1, 4, 6]);
    expect(stepFace(sixes(3), [6, 1, 4], 6, -1)).toEqual([1, 4]);
    expect(stepFace(sixes(3), [1], 6, -1)).toEqual([1]);
    expect(stepFace(sixes(3), [1], 7, 1)).toEqual([1]);
  });

  it('sets a count typed for a face, kept from 0 to the dice the other faces leave', () => {
    expect(setFaceCount(sixes(5), [6, 1], 3, 2)).toEqual([1, 3, 3, 6]);
    expect(setFaceCount(sixes(5), [6, 1], 3, 9)).toEqual([1, 3, 3, 3, 6]);
    expect(setFaceCount(sixes(5), [6, 1, 3], 3, -2)).toEqual([1, 6]);
    expect(setFaceCount(sixes(5), [6, 1], 3, Number.NaN)).toEqual([1, 6]);
    expect(setFaceCount(sixes(5), [6, 1], 9, 2)).toEqual([1, 6]);
  });
});
