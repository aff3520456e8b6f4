import { describe, expect, it } from 'vitest';
import { readFields, writeFields } from './url-state.ts';

describe('URL state', () => {
  it('reads only its own prefix', () => {
    expect(readFields('?ct.exp=veteran&ml.exp=green&ct=1&ctx.a=2', 'ct')).toEqual({
      exp: 'veteran',
    });
    expect(readFields('', 'ct')).toEqual({});
  });

  it('writes the values that differ from the defaults and keeps other calculators’ keys', () => {
    const query = writeFields(
      '?ml.exp=green&ct.old=1',
      'ct',
      { exp: 'veteran', dice: 'd6', faces: '4 3' },
      { exp: 'seasoned', dice: 'd6', faces: '' },
    );
    expect(query).toBe('ml.exp=green&ct.exp=veteran&ct.faces=4+3');
    expect(readFields(`?${query}`, 'ct')).toEqual({ exp: 'veteran', faces: '4 3' });
    expect(writeFields('?ct.exp=veteran', 'ct', { exp: 'seasoned' }, { exp: 'seasoned' })).toBe('');
  });
});
