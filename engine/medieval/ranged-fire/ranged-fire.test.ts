import { describe, expect, it } from 'vitest';
import type { Result } from '../../core/result.ts';
import { editions } from '../editions/editions.ts';
import {
  checkFriendlyFire,
  checkLeaderHit,
  getCellReading,
  parseFireCell,
  resolveCrossbowFollowUp,
  resolveFire,
  testHorseArcherRetreat,
  type FireEffect,
  type FireInput,
} from './ranged-fire.ts';

const value = <T>(result: Result<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.field} (${result.error.rule}): ${result.error.message}`);
  return result.value;
};

const error = <T>(result: Result<T>) => {
  if (result.ok) throw new Error('expected an error');
  return result.error;
};

const open = { armor: 0, terrain: 'open' } as const;
const shot = (input: Partial<FireInput> & Pick<FireInput, 'edition' | 'weapon'>): FireInput => ({
  range: 1,
  target: open,
  ...input,
});
const effect = (loss: number, more: Partial<FireEffect> = {}): FireEffect => ({
  loss,
  breaks: null,
  stopped: false,
  destroyed: false,
  ...more,
});

describe('parseFireCell', () => {
  it('parses every cell of every printed fire table of the three books', () => {
    for (const edition of editions) {
      for (const table of edition.tables.fire) {
        const reading = getCellReading(table, edition.afterRetreat);
        for (const row of table.rows) {
          expect(row.cells.length, `${edition.id} ${table.source.title}`).toBe(
            table.columns.length,
          );
          for (const cell of row.cells) {
            const parsed = parseFireCell(cell, reading, table.source.rule);
            expect(parsed.ok, `${edition.id} ${table.source.title} "${cell}"`).toBe(true);
          }
        }
        // Every mark the legend explains is one the reading understands.
        for (const mark of Object.keys(table.legend)) {
          expect(parseFireCell(mark, reading).ok, `${edition.id} legend ${mark}`).toBe(true);
        }
      }
    }
  });

  it('reads each notation the books use', () => {
    expect(value(parseFireCell('-', 'scatter'))).toEqual(effect(0));
    expect(value(parseFireCell('-2', 'scatter'))).toEqual(effect(2));
    expect(value(parseFireCell('-1S', 'scatter'))).toEqual(effect(1, { breaks: 'scatter' }));
    expect(value(parseFireCell('-1R', 'scatter'))).toEqual(effect(1, { breaks: 'scatter' }));
    expect(value(parseFireCell('S', 'scatter'))).toEqual(effect(0, { breaks: 'scatter' }));
    expect(value(parseFireCell('D', 'disorganization'))).toEqual(
      effect(0, { breaks: 'disorganization' }),
    );
    expect(value(parseFireCell('DS', 'disorganization'))).toEqual(
      effect(0, { breaks: 'disorganization', stopped: true }),
    );
    expect(value(parseFireCell('D', 'objects'))).toEqual(effect(0, { destroyed: true }));
  });

  it('refuses malformed cells with a typed error naming the cell and the table', () => {
    const bad: [string, 'scatter' | 'disorganization' | 'objects'][] = [
      ['', 'scatter'],
      ['X', 'scatter'],
      ['--1', 'scatter'],
      ['-0', 'scatter'],
      ['-1X', 'scatter'],
      ['SS', 'scatter'],
      ['SR', 'scatter'],
      ['-1D', 'scatter'],
      ['R', 'disorganization'],
      ['DD', 'disorganization'],
      ['-1', 'objects'],
      ['S', 'objects'],
      ['-18', 'scatter'],
    ];
    for (const [cell, reading] of bad) {
      const e = error(parseFireCell(cell, reading, '10.6.2'));
      expect(e.field, cell).toBe('cell');
      expect(e.rule, cell).toBe('10.6.2');
    }
  });
});

describe('resolveFire: Bannockburn 1314', () => {
  const b = (input: Partial<FireInput> & Pick<FireInput, 'weapon'>) =>
    shot({ edition: 'bannockburn-1314', ...input });

  it('10.4.2: archers at range 1 on 9 inflict -1S', () => {
    const fire = value(resolveFire(b({ weapon: 'archers' }), 9));
    expect(fire.table.source).toEqual({ rule: '10.4.2', title: 'ARCHER FIRE' });
    expect([fire.modifiedRoll, fire.column, fire.cell]).toEqual([9, '9', '-1S']);
    expect(fire.effect).toEqual(effect(1, { breaks: 'scatter' }));
    expect(fire.followUps).toEqual([]);
  });

  it('10.2.2, 10.2.3: armor and forest lower the roll, each with its rule', () => {
    const fire = value(
      resolveFire(b({ weapon: 'archers', target: { armor: 2, terrain: 'forest' } }), 12),
    );
    expect(fire.modifiers).toEqual([
      { label: 'target armor 2', rule: '10.2.2', value: -2 },
      { label: 'target in forest', rule: '10.2.3', value: -1 },
    ]);
    expect([fire.modifiedRoll, fire.cell]).toEqual([9, '-1S']);
    expect(fire.steps.map((s) => s.rule)).toEqual(
      expect.arrayContaining(['10.2.2', '10.2.3', '10.4.2']),
    );
  });

  it('ARCHER FIRE copies: range 1, roll 11 reads -1 (10.4.2) or -2 (Game Tables)', () => {
    const chapter = value(resolveFire(b({ weapon: 'archers' }), 11));
    expect(chapter.cell).toBe('-1');
    expect(chapter.errata).toContain('bannockburn-archer-table-copies');
    expect(chapter.steps.some((s) => s.rule === 'Game Tables' && s.text.includes('"-2"'))).toBe(
      true,
    );
    const game = value(
      resolveFire(b({ weapon: 'archers', readings: { fireTable: 'game-tables' } }), 11),
    );
    expect(game.table.source.rule).toBe('Game Tables');
    expect([game.cell, game.effect.loss]).toEqual(['-2', 2]);
    expect(game.errata).toContain('bannockburn-archer-table-copies');
  });

  it('a modified roll under the table reads its first column', () => {
    const fire = value(
      resolveFire(
        b({ weapon: 'archers', range: 4, target: { armor: 2, terrain: 'fortification' } }),
        2,
      ),
    );
    expect([fire.modifiedRoll, fire.column, fire.cell]).toEqual([-1, '1', '-']);
    expect(fire.errata).toContain('fire-roll-below-table');
    expect(fire.steps.some((s) => s.text.includes('under the table'))).toBe(true);
  });

  it('10.6.2–10.6.3: crossbow losses call for the follow-up unless the cell already scatters', () => {
    const loss = value(resolveFire(b({ weapon: 'crossbowmen' }), 4));
    expect([loss.cell, loss.followUps]).toEqual(['-1', ['crossbow-follow-up']]);
    const scatters = value(resolveFire(b({ weapon: 'crossbowmen', range: 3 }), 11));
    expect([scatters.cell, scatters.followUps]).toEqual(['-1S', []]);
    expect(value(resolveFire(b({ weapon: 'crossbowmen', range: 4 }), 3)).followUps).toEqual([]);
  });

  it('10.5.5, 10.5.9–10.5.10: horse archers at 1 SP take 1 off; losses call for their test', () => {
    const weak = value(resolveFire(b({ weapon: 'horse-archers', firerSp: 1 }), 9));
    expect(weak.modifiers).toEqual([{ label: 'horse archers at 1 SP', rule: '10.5.9', value: -1 }]);
    expect([weak.cell, weak.followUps]).toEqual(['-', []]);
    const full = value(resolveFire(b({ weapon: 'horse-archers', firerSp: 2 }), 9));
    expect([full.cell, full.followUps]).toEqual(['-1', ['horse-archer-test']]);
  });

  it('10.7.1, 10.7.3: bombards count armor 2 only, as -1, and ignore terrain', () => {
    const heavy = value(
      resolveFire(b({ weapon: 'bombard-units', target: { armor: 2, terrain: 'forest' } }), 9),
    );
    expect(heavy.modifiers).toEqual([{ label: 'target armor 2', rule: '10.7.3', value: -1 }]);
    expect([heavy.modifiedRoll, heavy.cell]).toEqual([8, 'S']);
    expect(heavy.effect).toEqual(effect(0, { breaks: 'scatter' }));
    const mail = value(
      resolveFire(b({ weapon: 'bombard-units', target: { armor: 1, terrain: 'open' } }), 8),
    );
    expect([mail.modifiers, mail.cell]).toEqual([[], 'S']);
    expect(value(resolveFire(b({ weapon: 'bombard-units', range: 3 }), 9)).cell).toBe('-');
  });

  it('10.7.5: bombards destroy objects on D, with no modifiers', () => {
    const fire = value(
      resolveFire(
        b({ weapon: 'bombard-objects', target: { armor: 2, terrain: 'fortification' } }),
        8,
      ),
    );
    expect([fire.modifiers, fire.cell, fire.effect]).toEqual([
      [],
      'D',
      effect(0, { destroyed: true }),
    ]);
    expect(fire.errata).toContain('bombard-objects-modifiers');
  });
});

describe('resolveFire: Kosovo Field 1389', () => {
  const k = (input: Partial<FireInput> & Pick<FireInput, 'weapon'>) =>
    shot({ edition: 'kosovo-1389', ...input });

  it('11.4.1: archers reach 2 hexes; armor counts under 11.2.3, terrain under 11.2.4', () => {
    const fire = value(
      resolveFire(k({ weapon: 'archers', range: 2, target: { armor: 1, terrain: 'village' } }), 10),
    );
    expect(fire.modifiers.map((m) => m.rule)).toEqual(['11.2.3', '11.2.4']);
    expect([fire.modifiedRoll, fire.cell]).toEqual([8, '-1']);
    expect(error(resolveFire(k({ weapon: 'archers', range: 3 }), 10))).toMatchObject({
      field: 'range',
      rule: '11.4.1',
    });
  });

  it('11.6.1–11.6.2: crossbow losses always call for the follow-up', () => {
    const fire = value(resolveFire(k({ weapon: 'crossbowmen' }), 10));
    expect([fire.cell, fire.followUps]).toEqual(['-2', ['crossbow-follow-up']]);
  });

  it('11.5.4, 11.5.9: horse archers fire at adjacent hexes only', () => {
    expect(
      error(resolveFire(k({ weapon: 'horse-archers', range: 2, firerSp: 2 }), 9)),
    ).toMatchObject({
      field: 'range',
      rule: '11.5.4',
    });
    const weak = value(resolveFire(k({ weapon: 'horse-archers', firerSp: 1 }), 10));
    expect([weak.modifiers[0]?.rule, weak.cell]).toEqual(['11.5.9', '-1']);
  });

  it('11.7.1, 11.7.3: D disorganizes, DS also stops; armor 2 is -1; terrain is ignored', () => {
    const ds = value(resolveFire(k({ weapon: 'bombard-units' }), 11));
    expect([ds.cell, ds.effect]).toEqual([
      'DS',
      effect(0, { breaks: 'disorganization', stopped: true }),
    ]);
    const heavy = value(
      resolveFire(k({ weapon: 'bombard-units', target: { armor: 2, terrain: 'village' } }), 11),
    );
    expect([heavy.modifiers.map((m) => m.rule), heavy.cell]).toEqual([['11.7.3'], 'D']);
    expect(heavy.errata).toContain('kosovo-bombard-terrain-reference');
  });

  it('11.7.5: objects are destroyed at range 3 from 10 up', () => {
    expect(
      value(resolveFire(k({ weapon: 'bombard-objects', range: 3 }), 10)).effect.destroyed,
    ).toBe(true);
    expect(value(resolveFire(k({ weapon: 'bombard-objects', range: 3 }), 9)).effect.destroyed).toBe(
      false,
    );
  });
});

describe('resolveFire: 1066', () => {
  const n = (input: Partial<FireInput> & Pick<FireInput, 'weapon'>) =>
    shot({ edition: '1066', ...input });

  it('the fireTable option changes the archer result (erratum 1066-fire-table-copies)', () => {
    const chapter = value(resolveFire(n({ weapon: 'archers' }), 9));
    expect([chapter.table.source.rule, chapter.column, chapter.cell]).toEqual([
      '10.4.2',
      '6-9',
      '-1',
    ]);
    expect(chapter.effect).toEqual(effect(1));
    expect(chapter.errata).toContain('1066-fire-table-copies');
    const game = value(
      resolveFire(n({ weapon: 'archers', readings: { fireTable: 'game-tables' } }), 9),
    );
    expect([game.table.source.rule, game.column, game.cell]).toEqual([
      'Game Tables',
      '9-10',
      '-1R',
    ]);
    expect(game.effect).toEqual(effect(1, { breaks: 'scatter' }));
  });

  it('10.4.2 prints 2 ranges; the Game Tables copy 4', () => {
    const e = error(resolveFire(n({ weapon: 'archers', range: 3 }), 9));
    expect([e.field, e.rule]).toEqual(['range', '10.4.2']);
    expect(e.message).toContain('Game Tables');
    expect(
      value(
        resolveFire(n({ weapon: 'archers', range: 3, readings: { fireTable: 'game-tables' } }), 9),
      ).cell,
    ).toBe('-1');
  });

  it('Hastings: the Wall of Shields takes 1 off archer fire only', () => {
    const wall = { armor: 0, terrain: 'open', wallOfShields: true } as const;
    const fire = value(resolveFire(n({ weapon: 'archers', target: wall }), 10));
    expect(fire.modifiers).toEqual([{ label: 'Wall of Shields', rule: 'Hastings', value: -1 }]);
    expect([fire.modifiedRoll, fire.cell]).toEqual([9, '-1']);
    expect(value(resolveFire(n({ weapon: 'archers' }), 10)).cell).toBe('-2');
    expect(fire.errata).toContain('1066-wall-of-shields-fire');
    const bolts = value(resolveFire(n({ weapon: 'crossbowmen', target: wall }), 10));
    expect([bolts.modifiers, bolts.cell]).toEqual([[], '-2']);
  });

  it('10.6.2: crossbowmen, both copies; a -1R cell needs no follow-up', () => {
    expect(value(resolveFire(n({ weapon: 'crossbowmen', range: 2 }), 5)).cell).toBe('-');
    const game = value(
      resolveFire(n({ weapon: 'crossbowmen', readings: { fireTable: 'game-tables' } }), 9),
    );
    expect([game.cell, game.followUps]).toEqual(['-1R', []]);
  });

  it('10.5.5: both horse archer copies agree, so no erratum is cited', () => {
    const fire = value(resolveFire(n({ weapon: 'horse-archers', firerSp: 2 }), 9));
    expect([fire.column, fire.cell, fire.errata]).toEqual(['9-12', '-1', []]);
  });

  it('10.7.1, 10.7.5: bombards scatter units from 8 at range 1; objects fall on D', () => {
    expect(value(resolveFire(n({ weapon: 'bombard-units' }), 8)).effect).toEqual(
      effect(0, { breaks: 'scatter' }),
    );
    expect(value(resolveFire(n({ weapon: 'bombard-units' }), 4)).column).toBe('2-4');
    expect(value(resolveFire(n({ weapon: 'bombard-objects', range: 2 }), 11)).cell).toBe('D');
  });

  it('a roll driven under the grouped columns reads 2-3', () => {
    const fire = value(
      resolveFire(n({ weapon: 'archers', target: { armor: 2, terrain: 'forest' } }), 3),
    );
    expect([fire.modifiedRoll, fire.column, fire.cell]).toEqual([0, '2-3', '-']);
  });
});

describe('resolveFire: bad input', () => {
  const archers = shot({ edition: 'bannockburn-1314', weapon: 'archers' });
  const cases: [string, FireInput, number, { field: string; rule: string }][] = [
    [
      'unknown edition',
      { ...archers, edition: 'agincourt' },
      7,
      { field: 'edition', rule: 'editions' },
    ],
    [
      'unknown weapon',
      { ...archers, weapon: 'slingers' as FireInput['weapon'] },
      7,
      { field: 'weapon', rule: '10.0' },
    ],
    ['range 0', { ...archers, range: 0 }, 7, { field: 'range', rule: '10.4.2' }],
    ['range 1.5', { ...archers, range: 1.5 }, 7, { field: 'range', rule: '10.4.2' }],
    ['range beyond the table', { ...archers, range: 5 }, 7, { field: 'range', rule: '10.4.2' }],
    [
      'bombard range 4',
      { ...archers, weapon: 'bombard-units', range: 4 },
      7,
      { field: 'range', rule: '10.7.1' },
    ],
    [
      'armor 3',
      { ...archers, target: { armor: 3, terrain: 'open' } },
      7,
      { field: 'target.armor', rule: '1.1' },
    ],
    [
      'armor -1',
      { ...archers, target: { armor: -1, terrain: 'open' } },
      7,
      { field: 'target.armor', rule: '1.1' },
    ],
    [
      'terrain',
      { ...archers, target: { armor: 0, terrain: 'swamp' as 'open' } },
      7,
      { field: 'target.terrain', rule: '10.2.3' },
    ],
    [
      'Wall of Shields outside 1066',
      { ...archers, target: { ...open, wallOfShields: true } },
      7,
      // Bannockburn prints no Wall of Shields: the error cites its ranged-units chapter.
      { field: 'target.wallOfShields', rule: '10.0' },
    ],
    [
      'horse archers without SP',
      { ...archers, weapon: 'horse-archers' },
      7,
      { field: 'firerSp', rule: '10.5.9' },
    ],
    [
      'horse archers at 3 SP',
      { ...archers, weapon: 'horse-archers', firerSp: 3 },
      7,
      { field: 'firerSp', rule: '10.5.9' },
    ],
    [
      'horse archers at 0 SP (K)',
      { ...archers, edition: 'kosovo-1389', weapon: 'horse-archers', firerSp: 0 },
      7,
      { field: 'firerSp', rule: '11.5.9' },
    ],
    [
      'fireTable option',
      { ...archers, readings: { fireTable: 'both' as 'chapter' } },
      7,
      { field: 'readings.fireTable', rule: '10.0' },
    ],
    ['dice 1', archers, 1, { field: 'dice', rule: '2D6' }],
    ['dice 13', archers, 13, { field: 'dice', rule: '2D6' }],
    ['dice 7.5', archers, 7.5, { field: 'dice', rule: '2D6' }],
  ];
  it.each(cases)('%s', (_, input, dice, expected) => {
    expect(error(resolveFire(input, dice))).toMatchObject(expected);
  });
});

describe('follow-up dice', () => {
  it('10.2.1 example: on a friendly-fire 1 the friendly infantry loses 1 SP and the cavalry nothing', () => {
    const check = value(checkFriendlyFire('bannockburn-1314', 1));
    expect([check.friendlyLoss, check.targetSpared, check.steps[0]?.rule]).toEqual([
      1,
      true,
      '10.2.1',
    ]);
    const missed = value(checkFriendlyFire('1066', 4));
    expect([missed.friendlyLoss, missed.targetSpared]).toEqual([0, false]);
    expect(value(checkFriendlyFire('kosovo-1389', 1)).steps[0]?.rule).toBe('11.2.2');
    expect(error(checkFriendlyFire('1066', 7))).toMatchObject({ field: 'die', rule: '1D6' });
  });

  it('10.2.4 example (K 11.2.5): friendly fire on 1, then 12 on 2D6 kills even a friendly leader', () => {
    for (const [edition, rule] of [
      ['bannockburn-1314', '10.2.4'],
      ['kosovo-1389', '11.2.5'],
      ['1066', '10.2.4'],
    ] as const) {
      expect(value(checkFriendlyFire(edition, 1)).targetSpared).toBe(true);
      const hit = value(checkLeaderHit(edition, 12));
      expect([hit.leaderKilled, hit.steps[0]?.rule]).toEqual([true, rule]);
    }
    expect(value(checkLeaderHit('1066', 11)).leaderKilled).toBe(false);
    expect(value(checkLeaderHit('1066', 12)).errata).toEqual(['leader-example-cross-reference']);
    expect(error(checkLeaderHit('1066', 1))).toMatchObject({ field: 'dice', rule: '2D6' });
  });

  it('10.2.6 example: concurrent fire uses the strength before either shot', () => {
    // Crossbowmen hit the horse archers (2 SP) with -1; the horse archers still fire at 2 SP.
    const bolts = value(
      resolveFire(shot({ edition: 'bannockburn-1314', weapon: 'crossbowmen' }), 4),
    );
    expect(bolts.effect.loss).toBe(1);
    const arrows = value(
      resolveFire(shot({ edition: 'bannockburn-1314', weapon: 'horse-archers', firerSp: 2 }), 9),
    );
    expect([arrows.modifiers, arrows.cell]).toEqual([[], '-1']);
  });

  it('10.6.3 / 11.6.2: a 6 after crossbow losses scatters (B/N) or disorganizes and stops (K)', () => {
    expect(
      value(resolveCrossbowFollowUp({ edition: 'bannockburn-1314', effect: effect(1) }, 6)).effect,
    ).toEqual(effect(1, { breaks: 'scatter' }));
    expect(value(resolveCrossbowFollowUp({ edition: '1066', effect: effect(2) }, 5))).toMatchObject(
      {
        triggered: false,
        effect: effect(2),
      },
    );
    const k = value(resolveCrossbowFollowUp({ edition: 'kosovo-1389', effect: effect(1) }, 6));
    expect([k.effect, k.steps[0]?.rule]).toEqual([
      effect(1, { breaks: 'disorganization', stopped: true }),
      '11.6.2',
    ]);
    expect(error(resolveCrossbowFollowUp({ edition: '1066', effect: effect(0) }, 6))).toMatchObject(
      { field: 'effect', rule: '10.6.3' },
    );
    expect(error(resolveCrossbowFollowUp({ edition: '1066', effect: effect(1) }, 0))).toMatchObject(
      { field: 'die', rule: '1D6' },
    );
  });

  it('10.5.10: Bannockburn horse archers test on D1 / A1 (no B1 row), light cavalry scatter on 1', () => {
    const test = value(testHorseArcherRetreat({ edition: 'bannockburn-1314' }, 1));
    expect([test.row, test.dice, test.column, test.breaks]).toEqual([
      'D1 / A1',
      '1D6',
      'light-cavalry',
      'scatter',
    ]);
    expect(test.errata).toEqual(['horse-archer-test-unit', 'b1-row', 'horse-archer-test-column']);
    expect(value(testHorseArcherRetreat({ edition: 'bannockburn-1314' }, 2)).breaks).toBeNull();
    expect(error(testHorseArcherRetreat({ edition: 'bannockburn-1314' }, 7))).toMatchObject({
      field: 'roll',
      rule: '1D6',
    });
  });

  it('10.5.10: 1066 light cavalry never scatters on D1/A1; a player-chosen column can', () => {
    expect(value(testHorseArcherRetreat({ edition: '1066' }, 1)).breaks).toBeNull();
    const other = value(testHorseArcherRetreat({ edition: '1066', category: 'other' }, 1));
    expect([other.row, other.breaks, other.errata]).toEqual([
      'D1/A1',
      'scatter',
      ['horse-archer-test-unit', 'b1-row'],
    ]);
  });

  it('11.5.10: Kosovo horse archers test on row B1 with 2D6', () => {
    const test = value(testHorseArcherRetreat({ edition: 'kosovo-1389' }, 2));
    expect([test.row, test.dice, test.breaks, test.steps[0]?.rule]).toEqual([
      'B1',
      '2D6',
      'disorganization',
      '11.5.10',
    ]);
    expect(test.errata).toEqual(['horse-archer-test-unit', 'horse-archer-test-column']);
    expect(value(testHorseArcherRetreat({ edition: 'kosovo-1389' }, 12)).breaks).toBeNull();
    expect(error(testHorseArcherRetreat({ edition: 'kosovo-1389' }, 1))).toMatchObject({
      field: 'roll',
      rule: '2D6',
    });
    expect(
      error(testHorseArcherRetreat({ edition: 'kosovo-1389', category: 'camel' as 'other' }, 2)),
    ).toMatchObject({
      field: 'category',
      rule: '11.5.10',
    });
  });
});
