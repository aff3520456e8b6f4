import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatCombatResult, parseCombatCell, retreats, type CombatResult } from './results.ts';

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

describe('parseCombatCell: spacing and the edges of the notation', () => {
  const none = { loss: 0, retreat: 0, breaks: false };

  it('reads any spacing the conversion left: runs of spaces, tabs, line breaks, a space at the end', () => {
    const defenderD2Loss1 = { attacker: none, defender: { loss: 1, retreat: 2, breaks: false } };
    expect(value('D2  -1')).toEqual(defenderD2Loss1);
    expect(value('D2 -1 ')).toEqual(defenderD2Loss1);
    expect(value('-1\n/\tD2')).toEqual({
      attacker: { loss: 1, retreat: 0, breaks: false },
      defender: { loss: 0, retreat: 2, breaks: false },
    });
    expect(value(' -1 /  D2 ')).toEqual(value('-1/D2'));
    expect(value(' - ')).toEqual({ attacker: none, defender: none });
    expect(value(' D2')).toEqual({
      attacker: none,
      defender: { loss: 0, retreat: 2, breaks: false },
    });
    expect(value(' A1')).toEqual({
      attacker: { loss: 0, retreat: 1, breaks: false },
      defender: none,
    });
  });

  it('a dash on either side of the slash is no effect; a break mark may follow a loss', () => {
    expect(value('- / D2')).toEqual({
      attacker: none,
      defender: { loss: 0, retreat: 2, breaks: false },
    });
    expect(value('A2 -1 / -')).toEqual({
      attacker: { loss: 1, retreat: 2, breaks: false },
      defender: none,
    });
    expect(value('- / -')).toEqual({ attacker: none, defender: none });
    expect(value('-1S / D2').attacker).toEqual({ loss: 1, retreat: 0, breaks: true });
    expect(value('D2-1S').defender).toEqual({ loss: 1, retreat: 2, breaks: true });
  });

  it('refuses two-digit numbers, a lone mark, a doubled mark, an empty side, a lone loss without a slash', () => {
    for (const cell of [
      'D10',
      'D2 -12',
      'DS',
      'D2SS',
      '-1 /',
      '/ D2',
      'D2 /',
      'AA1',
      'a1',
      'D2 - 1',
      'A2x',
      'D2/-1',
      '-1',
      'X',
    ])
      expect(parseCombatCell(cell), cell).toEqual({
        ok: false,
        error: {
          field: 'cell',
          rule: 'COMBAT TABLE',
          message: `cannot read the combat result "${cell}"`,
        },
      });
  });
});

describe('formatCombatResult', () => {
  it('a mark alone stands for a side that breaks without retreat or loss; a lone loss keeps the slash', () => {
    const none = { loss: 0, retreat: 0, breaks: false };
    expect(
      formatCombatResult(
        { attacker: { loss: 1, retreat: 0, breaks: false }, defender: { ...none, breaks: true } },
        'D',
      ),
    ).toBe('-1 / D');
    expect(formatCombatResult({ attacker: none, defender: { ...none, breaks: true } }, 'D')).toBe(
      '-',
    );
    expect(
      formatCombatResult({ attacker: { loss: 0, retreat: 2, breaks: true }, defender: none }, 'R'),
    ).toBe('A2R');
    expect(
      formatCombatResult({ attacker: none, defender: { loss: 1, retreat: 0, breaks: true } }, 'S'),
    ).toBe('- / -1S');
    expect(
      formatCombatResult(
        {
          attacker: { loss: 0, retreat: 1, breaks: false },
          defender: { loss: 1, retreat: 0, breaks: false },
        },
        'S',
      ),
    ).toBe('A1 / -1');
    expect(
      formatCombatResult(
        {
          attacker: { loss: 1, retreat: 0, breaks: false },
          defender: { loss: 0, retreat: 3, breaks: true },
        },
        'S',
      ),
    ).toBe('-1 / D3S');
  });

  it('retreats: a side with a retreat of 1 or more', () => {
    expect(retreats({ loss: 0, retreat: 0, breaks: false })).toBe(false);
    expect(retreats({ loss: 2, retreat: 0, breaks: true })).toBe(false);
    expect(retreats({ loss: 0, retreat: 1, breaks: false })).toBe(true);
  });

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
