import { describe, expect, it } from 'vitest';
import { fireModifiers } from '../../tables/missile.ts';
import { testGame } from '../play.fixtures.ts';
import { knownFireModifiers } from './known-fire-modifiers.ts';

describe('knownFireModifiers (T10)', () => {
  it('takes LS order from the target: English longbows (LS) fired on by crossbows', () => {
    const ids = knownFireModifiers(
      testGame(),
      { side: 'b', unit: 'u1' },
      { side: 'a', unit: 'u1' },
    );
    expect(ids.ok && ids.value).toEqual(['target-ls']);
  });

  it('takes cavalry without protected horses (1.50) from the target', () => {
    const ids = knownFireModifiers(
      testGame(),
      { side: 'a', unit: 'u1' },
      { side: 'b', unit: 'u2' },
    );
    expect(ids.ok && ids.value).toEqual(['unprotected-cavalry']);
  });

  it('names only T10 lines', () => {
    const ids = knownFireModifiers(
      testGame(),
      { side: 'b', unit: 'u1' },
      { side: 'a', unit: 'u2' },
    );
    for (const id of ids.ok ? ids.value : ['missing'])
      expect(fireModifiers.map((m) => m.id)).toContain(id);
  });

  it('names the unit a game lacks', () => {
    const ids = knownFireModifiers(
      testGame(),
      { side: 'a', unit: 'u9' },
      { side: 'b', unit: 'u1' },
    );
    expect(!ids.ok && ids.error.field).toBe('firer');
  });
});
