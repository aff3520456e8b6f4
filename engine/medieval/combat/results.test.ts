import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCombatResult, parseCombatCell, type CombatResult } from './results.ts';

const value = (cell: string): CombatResult => {
  const parsed = parseCombatCell(cell);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe('parseCombatCell', () => {
  it('reads the examples under the COMBAT TABLE', () => {
    expect(value('-1 / -1')).toEqual({
      attacker: { loss: 1, retreat: 0, breaks: false },
      defender: { loss: 1, retreat: 0, breaks: false },
    });
    expect(value('D2 -1').defender).toEqual({ loss: 1, retreat: 2, breaks: false });
    expect(value('-1 / D2 -1')).toEqual({
      attacker: { loss: 1, retreat: 0, breaks: false },
      defender: { loss: 1, retreat: 2, breaks: false },
    });
    expect(value('-1 / D4S').defender).toEqual({ loss: 0, retreat: 4, breaks: true });
    expect(value('A1S').attacker).toEqual({ loss: 0, retreat: 1, breaks: true });
  });

  it('reads every notation the three books use', () => {
    expect(value('-1/-').attacker.loss).toBe(1);
    expect(value('-1/-').defender.loss).toBe(0);
    expect(value('A4 -1S').attacker).toEqual({ loss: 1, retreat: 4, breaks: true });
    expect(value('A4-1R').attacker).toEqual({ loss: 1, retreat: 4, breaks: true });
    expect(value('A1d').attacker.breaks).toBe(true);
    expect(value('-1 / D5D').defender).toEqual({ loss: 0, retreat: 5, breaks: true });
    expect(value('-1/D2-1').defender).toEqual({ loss: 1, retreat: 2, breaks: false });
    expect(value('D5S').attacker.loss).toBe(0);
    expect(value('-')).toEqual({
      attacker: { loss: 0, retreat: 0, breaks: false },
      defender: { loss: 0, retreat: 0, breaks: false },
    });
  });

  it('refuses cells it cannot read, naming the cell', () => {
    for (const cell of ['A', 'X1', 'D', '-1 / A2', 'D2 / -1', '', 'A1 -', '--1']) {
      const parsed = parseCombatCell(cell);
      expect(parsed.ok, cell).toBe(false);
      if (!parsed.ok) expect(parsed.error.rule).toBe('COMBAT TABLE');
    }
  });
});

describe('formatCombatResult', () => {
  it('writes the normalised notation', () => {
    expect(formatCombatResult(value('-1/-1'), 'S')).toBe('-1 / -1');
    expect(formatCombatResult(value('D2-1'), 'S')).toBe('D2 -1');
    expect(formatCombatResult(value('-1/-'), 'S')).toBe('-1 / -');
    expect(formatCombatResult(value('A4-1R'), 'R')).toBe('A4 -1R');
  });

  it('round-trips every result a cell can hold', () => {
    const side = fc.record({
      loss: fc.integer({ min: 0, max: 2 }),
      retreat: fc.integer({ min: 0, max: 5 }),
      breaks: fc.boolean(),
    });
    fc.assert(
      fc.property(
        side,
        side,
        fc.constantFrom('S' as const, 'R' as const, 'D' as const),
        (a, d, mark) => {
          // A break mark only rides on a retreat or a loss.
          const attacker = { ...a, breaks: a.breaks && (a.loss > 0 || a.retreat > 0) };
          const defender = { ...d, breaks: d.breaks && (d.loss > 0 || d.retreat > 0) };
          // Both sides retreating is not a printed result.
          fc.pre(!(attacker.retreat > 0 && defender.retreat > 0));
          const text = formatCombatResult({ attacker, defender }, mark);
          expect(value(text)).toEqual({ attacker, defender });
        },
      ),
    );
  });
});
