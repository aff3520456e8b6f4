/** The Knighthood tables as the pages show them: engine values, worded (T1–T23, no T3). */
import { describe, expect, it } from 'vitest';
import { tableIds, type TableId } from '../../../engine/knighthood/index.ts';
import { knighthoodTable } from './tables.ts';
import {
  formatDefensiveFire,
  formatFireAllowed,
  formatOptional,
  formatRoll,
  formatSigned,
  modifierPart,
} from './table-wording.ts';

const row = (name: TableId, head: string, part = 0) =>
  knighthoodTable(name).parts[part]?.rows.find((r) => r.head === head)?.cells;

describe('knighthoodTable', () => {
  it.each(tableIds)('%s: every part has rows as wide as its columns', (name) => {
    const table = knighthoodTable(name);
    expect(table.title).not.toBe('');
    expect(table.rule).toMatch(/^\d\.\d{1,2}$/);
    for (const part of table.parts) {
      expect(part.rows.length, name).toBeGreaterThan(0);
      for (const line of part.rows)
        expect(1 + line.cells.length, line.head).toBe(part.columns.length);
    }
  });

  it('T9 Hit chart: hit numbers as printed, half-step columns marked', () => {
    expect(row('T9', 'Close')).toEqual([
      '4',
      '4/3',
      '3',
      '3/3',
      '2',
      '2/3',
      '1',
      '1/3',
      '1/2',
      '1/1',
      'X',
    ]);
    expect(row('T9', 'Long')?.slice(0, 3)).toEqual(['2', '2/3', '1']);
    expect(knighthoodTable('T9').parts[0]?.columns.slice(0, 4)).toEqual([
      'Range',
      'AC\u00a00',
      '+½',
      'AC\u00a01',
    ]);
  });

  it('T8 Missile fire chart: codes, ranges in inches, U for unlimited ammunition', () => {
    expect(row('T8', 'Sling')).toEqual(['0', '3"', '6"', '9"', 'F', '1/2', 'NA', 'U', '1']);
    expect(row('T8', 'Longbow')).toEqual(['+1', '10"', '20"', '30"', 'F/R', 'F', '1/2', '5', '3']);
  });

  it('T4 Troop cost: infantry and cavalry grids, – where the class cannot be bought', () => {
    expect(row('T4', 'SH', 0)).toEqual(['12', '10', '9', '–', '–']);
    expect(row('T4', 'SH', 1)).toEqual(['15', '13', '12', '–', '–']);
    expect(row('T4', 'L', 1)).toEqual(['–', '7', '6', '5', '–']);
    expect(knighthoodTable('T4').parts).toHaveLength(5);
  });

  it('T12 Defensive fire: die faces 1 to 6 by charge increments', () => {
    expect(row('T12', '1')).toEqual(['Medium', 'Close', 'Close']);
    expect(row('T12', '6')).toEqual(['No effect', 'No effect', 'Long']);
  });

  it('T1 Figure mounting: depths in millimetres per figure scale', () => {
    expect(row('T1', 'Open order cavalry: missile weapons or skirmishers')).toEqual([
      '25 mm',
      '40 mm',
      '2',
    ]);
  });

  it('T15, T17A, T19, T20, T21, T23: leaders, morale and honor read as printed', () => {
    expect(row('T15', 'Inf. vs. Cav.')).toEqual(['1/3', '1', '2', '3']);
    expect(row('T17A', 'E')?.[0]).toBe('A');
    expect(knighthoodTable('T17A').parts[0]?.columns).toHaveLength(14);
    expect(
      row('T17A', 'Attached leader morale bonus, plus or minus as the player chooses', 1),
    ).toEqual(['±M']);
    expect(row('T16', 'Leader attached (his CC bonus)', 1)).toEqual(['+CC']);
    expect(row('T19', 'D')).toEqual(['1/2', '1/5']);
    expect(row('T20', '1–2')).toEqual(['Unharmed', '1']);
    expect(row('T20', '6')).toEqual(['Killed outright', '1–5']);
    expect(row('T21', 'Raided the enemy camp', 1)).toEqual(['*', '0']);
    expect(row('T21', 'Own side wins the battle', 1)).toEqual(['250', '–']);
    expect(row('T21', 'Up to 25%', 2)).toEqual(['-10%']);
    expect(row('T23', 'A')).toEqual(['1/3', '2/3', '3', '4/3']);
    // The page follows the engine's default (9.06), not a modified 6 on the die.
    expect(knighthoodTable('T22').legend).toBeUndefined();
    expect(knighthoodTable('T22').notes?.join(' ')).toMatch(
      /Read here with 9\.06.*a 6 always breaks/,
    );
    expect(knighthoodTable('T22').notes?.join(' ')).not.toMatch(/modified 6 breaks/);
  });

  it("carries the printed labels and notes: T17A \"-0\", T17B's duties, T16's cover, T10's target depth", () => {
    expect(knighthoodTable('T17A').parts[0]?.columns[1]).toBe('-0');
    expect(
      knighthoodTable('T17A').parts[1]?.rows.some((r) => /fired on at any range/.test(r.head)),
    ).toBe(true);
    expect(knighthoodTable('T17A').notes?.join(' ')).toMatch(
      /Line of Battle rule \(after 3\.9\).*out of the line of battle adds \+2/,
    );
    expect(row('T17B', 'B')?.[1]).toMatch(/2CI.*next move.*terrain penalties/);
    expect(row('T17B', 'R')?.[1]).toMatch(/1CI.*facing the enemy.*no rally/);
    expect(row('T17B', 'A')?.[1]).toMatch(/out of its turn, at its next turn/);
    expect(knighthoodTable('T16').notes?.join(' ')).toMatch(
      /buildings, woods.*looser basing.*infantry fighting cavalry always/,
    );
    expect(row('T10', 'Target depth')?.[1]).toMatch(
      /line formation in the open.*within 2".*half the rank before.*\+4 in the open, \+2 uphill, \+1 in any cover/,
    );
  });
});

describe('table wording', () => {
  it('formatSigned: +1 above zero, 0 and -2 as they are', () => {
    expect(formatSigned(1)).toBe('+1');
    expect(formatSigned(0)).toBe('0');
    expect(formatSigned(-2)).toBe('-2');
  });

  it('formatOptional and formatRoll: blanks and single faces', () => {
    expect(formatOptional(null)).toBe('–');
    expect(formatOptional(0)).toBe('0');
    expect(formatRoll({ from: 5, to: 5 })).toBe('5');
    expect(formatRoll({ from: 1, to: 3 })).toBe('1–3');
  });

  it('T8 and T12 codes', () => {
    expect(
      ['full', 'full-or-rapid', 'half', 'none'].map((a) => formatFireAllowed(a as never)),
    ).toEqual(['F', 'F/R', '1/2', 'NA']);
    expect(formatDefensiveFire('long')).toBe('Long');
    expect(formatDefensiveFire('no-effect')).toBe('No effect');
  });

  it('modifierPart: signed numbers, named values through the formatter', () => {
    const part = modifierPart('Mods', [
      { id: 'a', label: 'A', value: 2 },
      { id: 'b', label: 'B', value: 'x' },
    ]);
    expect(part).toEqual({
      caption: 'Mods',
      columns: ['Modifier', 'Value'],
      rows: [
        { head: 'A', cells: ['+2'] },
        { head: 'B', cells: ['x'] },
      ],
    });
  });

  it("carries T11's, T12's and T15's keys, T1's unit and T4's printed plus signs", () => {
    expect(knighthoodTable('T11').notes?.join(' ')).toMatch(
      /Stationary.*less than its MF.*moving: more/,
    );
    expect(knighthoodTable('T12').notes?.join(' ')).toMatch(/ammunition is spent/);
    expect(knighthoodTable('T15').notes?.join(' ')).toMatch(
      /best fits.*difference of 1.*Even.*Disadvantage/,
    );
    expect(knighthoodTable('T1').notes?.join(' ')).toMatch(
      /bare numbers.*read here in millimetres/,
    );
    expect(row('T4', 'Sub-unit command (regulars only)', 3)).toEqual(['+5']);
    expect(row('T4', 'Two handed cut and thrust weapon', 2)).toEqual(['+2']);
  });
});
