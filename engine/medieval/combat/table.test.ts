import { describe, expect, it } from 'vitest';
import { combatCellAt, parseCombatTable } from './table.ts';
import { getEdition, resolveReadings } from '../editions/editions.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import type { CombatTable } from '../tables/types.ts';

const kosovo = (() => {
  const found = getEdition('kosovo-1389');
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
})();

describe('COMBAT TABLE parsed once (5.1)', () => {
  it('throws at load on a cell the notation cannot read: a programmer error, not a player’s', () => {
    const corrupt: CombatTable = {
      ...kosovoTables.combat,
      rows: kosovoTables.combat.rows.map((row) =>
        row.roll === 4 ? { ...row, cells: row.cells.map((c, i) => (i === 2 ? 'X9' : c)) } : row,
      ),
    };
    expect(() => parseCombatTable(corrupt)).toThrow(/COMBAT TABLE roll 4, column 2/);
  });

  it('throws on a row with too few cells and on a misprint off the table', () => {
    const short: CombatTable = {
      ...kosovoTables.combat,
      rows: [{ roll: 2, cells: ['-'] }],
    };
    expect(() => parseCombatTable(short)).toThrow(/roll 2: 1 cells for 12 columns/);
    const offTable: CombatTable = {
      ...kosovoTables.combat,
      misprints: [{ ...(kosovoTables.combat.misprints?.[0] ?? ({} as never)), roll: 13 }],
    };
    expect(() => parseCombatTable(offTable)).toThrow(/misprint at roll 13, column 0: no such cell/);
    const badReading: CombatTable = {
      ...kosovoTables.combat,
      misprints: [
        {
          ...(kosovoTables.combat.misprints?.[0] ?? ({} as never)),
          readings: { A1: 'A1', 'A1 -1': 'A?' },
        },
      ],
    };
    expect(() => parseCombatTable(badReading)).toThrow(/misprint at roll 8, column 0/);
  });

  it('Kosovo’s bare “A” (roll 8, 1:4) is stored with both readings; the option picks one and changes no other cell', () => {
    expect(kosovoTables.combat.misprints).toEqual([
      {
        roll: 8,
        column: 0,
        printed: 'A',
        option: 'kosovoACell',
        readings: { A1: 'A1', 'A1 -1': 'A1 -1' },
        erratum: 'kosovo-a-cell',
      },
    ]);
    const printed = resolveReadings(kosovo);
    const other = resolveReadings(kosovo, { kosovoACell: 'A1 -1' });
    for (let roll = 2; roll <= 12; roll += 1) {
      for (let column = 0; column < 12; column += 1) {
        const a = combatCellAt(kosovo.combatTable, column, roll, printed);
        const b = combatCellAt(kosovo.combatTable, column, roll, other);
        if (roll === 8 && column === 0) {
          expect(a?.cell).toBe('A1');
          expect(b?.cell).toBe('A1 -1');
          expect(b?.result.attacker).toEqual({ loss: 1, retreat: 1, breaks: false });
          expect(a?.misprint?.erratum).toBe('kosovo-a-cell');
        } else {
          expect(b?.cell, `roll ${roll}, column ${column}`).toBe(a?.cell);
          expect(a?.misprint?.erratum).not.toBe('kosovo-a-cell');
        }
      }
    }
    expect(combatCellAt(kosovo.combatTable, 0, 13, printed)).toBeUndefined();
  });
});
