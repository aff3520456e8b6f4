/**
 * The log lines and refusals of each game action at its edges: one figure
 * and one chit said in the singular (4.01, 4.80), a sling's unlimited
 * ammunition (T8), each T17B result on a broken unit (6.00), leaders attached,
 * hit and freed (7.00, T20, 7.10), banners (7.20), honor (8.01, T21) and notes.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../../core/index.ts';
import { english, french, testGame } from '../play.fixtures.ts';
import { applyAction, longestNote, type GameAction } from './actions.ts';
import type { SideId } from './phases.ts';
import { startGame, type KnightGame } from './state.ts';

const valueOf = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`${result.error.field}: ${result.error.message}`);
  return result.value;
};
const errorOf = (result: Result<unknown>) => (result.ok ? undefined : result.error);
const run = (game: KnightGame, ...actions: GameAction[]): KnightGame =>
  actions.reduce((g, a) => valueOf(applyAction(g, a)), game);
/** The log line an action writes, with its rules. */
const logOf = (game: KnightGame, action: GameAction) => {
  const line = valueOf(applyAction(game, action)).log.at(-1);
  return [line?.text, line?.rules];
};
const bows = { side: 'a', unit: 'u1' } as const;
const menAtArms = { side: 'a', unit: 'u2' } as const;
const knights = { side: 'b', unit: 'u2' } as const;
const salisbury = { side: 'a', leader: 'l1' } as const;
const john = { side: 'a', leader: 'l2' } as const;

describe('the turn (2.00)', () => {
  it('logs a step back with the phase it returns to', () => {
    const game = run(testGame(), { type: 'next-phase' });
    expect(logOf(game, { type: 'previous-phase' })).toEqual([
      'Back to turn 1, side a: 1. Fire (opening)',
      ['2.00'],
    ]);
  });
});

describe('actions on a unit (4.01, 4.80, 5.40, 6.00, T8, T21)', () => {
  it('4.01: one figure lost by missile fire is said in the singular, with figures and MMS left', () => {
    expect(logOf(testGame(), { type: 'casualties', ...bows, figures: 1, by: 'missile' })).toEqual([
      'Longbowmen loses 1 figure; 11 of 12 figures left, 4 MMS',
      ['4.01'],
    ]);
    expect(
      errorOf(applyAction(testGame(), { type: 'casualties', ...bows, figures: 13, by: 'missile' })),
    ).toMatchObject({ field: 'figures', rule: '4.01' });
  });

  it('5.40: a unit left with one figure is still in play, with its last MMS', () => {
    expect(logOf(testGame(), { type: 'casualties', ...bows, figures: 11 })).toEqual([
      'Longbowmen loses 11 figures; 1 of 12 figures left, 1 MMS',
      ['5.40'],
    ]);
  });

  it('5.40, 2.00: disorder and reorder are logged with their rules; reorder refused for a unit in order', () => {
    expect(logOf(testGame(), { type: 'disorder', ...knights })).toEqual([
      'Knights is thrown into disorder',
      ['5.40'],
    ]);
    const disordered = run(testGame(), { type: 'disorder', ...knights });
    expect(logOf(disordered, { type: 'reorder', ...knights })).toEqual([
      'Knights reorders',
      ['2.00'],
    ]);
    expect(errorOf(applyAction(testGame(), { type: 'reorder', ...knights }))).toEqual({
      field: 'unit',
      rule: '2.00',
      message: 'Knights is not in disorder',
    });
  });

  it('6.00, T17B: a broken unit rallies on Advance, not on a second Break or Destroyed', () => {
    const broken = run(testGame(), { type: 'morale', ...knights, result: 'B' });
    expect(logOf(broken, { type: 'morale', ...knights, result: 'A' })[0]).toBe(
      'Knights: Advance, rallied. Advances one move to attack the nearest enemy unit (out of its turn, at its next turn)',
    );
    expect(logOf(broken, { type: 'morale', ...knights, result: 'B' })[0]).toMatch(
      /^Knights: Break\. Falls back 2CI/,
    );
    expect(logOf(broken, { type: 'morale', ...knights, result: 'D' })[0]).toBe(
      'Knights: Destroyed. Removed from play, counted as routed',
    );
    const later = run(
      broken,
      ...Array.from({ length: 12 }, () => ({ type: 'next-phase' }) as const),
    );
    expect(
      run(later, { type: 'morale', ...knights, result: 'R' }).sides.b.units.u2?.morale,
    ).toEqual({ result: 'R', turn: 2 });
  });

  it('6.00: only the leader with a destroyed unit is left alone; a leader with another unit stays', () => {
    const game = run(
      testGame(),
      { type: 'attach-leader', ...salisbury, unit: 'u1' },
      { type: 'attach-leader', ...john, unit: 'u2' },
      { type: 'morale', ...bows, result: 'D' },
    );
    expect(game.sides.a.leaders.l1?.attachedTo).toBeNull();
    expect(game.sides.a.leaders.l2?.attachedTo).toBe('u2');
  });

  it('4.80: one chit spent and chits left are said in number, the last chit in the singular', () => {
    expect(logOf(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 1 })).toEqual([
      'Longbowmen uses 1 ammunition chit; 4 left',
      ['4.80'],
    ]);
    expect(logOf(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 5 })[0]).toBe(
      'Longbowmen uses 5 ammunition chits; out of ammunition: it fires half its figures only when fired on or charged',
    );
    const last = run(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 4 });
    expect(
      errorOf(applyAction(last, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 2 })),
    ).toEqual({ field: 'chits', rule: '4.80', message: 'Longbowmen has 1 chit left, not 2' });
  });

  it('4.80: refuses a weapon index that is no whole number and a fraction of a chit, saying why', () => {
    expect(
      errorOf(
        applyAction(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0.5, chits: 1 }),
      ),
    ).toMatchObject({ field: 'weapon', rule: '4.80' });
    expect(
      errorOf(
        applyAction(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 1.5 }),
      ),
    ).toMatchObject({ field: 'chits', rule: '4.80' });
    expect(
      errorOf(applyAction(testGame(), { type: 'spend-ammunition', ...bows, weapon: 0, chits: 0 })),
    ).toEqual({ field: 'chits', rule: '4.80', message: 'a fire uses 1 chit or more, not 0' });
    expect(
      errorOf(
        applyAction(testGame(), { type: 'spend-ammunition', ...knights, weapon: 0, chits: 1 }),
      ),
    ).toEqual({ field: 'weapon', rule: '4.80', message: 'Knights has no missile weapon 0' });
  });

  it('T8: a sling fires on unlimited ammunition, its chits untouched', () => {
    const slingers = {
      ...english,
      units: [
        { ...english.units[0]!, name: 'Slingers', weapons: ['S' as const] },
        english.units[1]!,
      ],
    };
    const game = valueOf(startGame({ a: slingers, b: french, firstMove: 'a' }));
    const fired = valueOf(
      applyAction(game, { type: 'spend-ammunition', ...bows, weapon: 0, chits: 9 }),
    );
    expect(fired.log.at(-1)).toMatchObject({
      text: 'Slingers fires: its ammunition is unlimited',
      rules: ['T8'],
    });
    expect(fired.sides.a.units.u1?.ammunition).toEqual([null]);
  });

  it('T21: chivalry can be unmarked, and marked on a unit out of play', () => {
    expect(logOf(testGame(), { type: 'mark-chivalry', ...knights, chivalry: false })).toEqual([
      'Knights does not count as chivalry',
      ['T21'],
    ]);
    const gone = run(testGame(), { type: 'casualties', ...menAtArms, figures: 6 });
    expect(logOf(gone, { type: 'mark-chivalry', ...menAtArms, chivalry: true })).toEqual([
      'Men-at-arms counts as chivalry',
      ['T21'],
    ]);
  });
});

describe('actions on a leader (7.00, T20, 7.10)', () => {
  it('7.00: a leader attaches to a unit by name, and leaves it', () => {
    expect(logOf(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u2' })).toEqual([
      'Earl of Salisbury attaches to Men-at-arms',
      ['7.00'],
    ]);
    const attached = run(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u2' });
    const left = valueOf(
      applyAction(attached, { type: 'attach-leader', ...salisbury, unit: null }),
    );
    expect(left.log.at(-1)).toMatchObject({
      text: 'Earl of Salisbury leaves his unit',
      rules: ['7.00'],
    });
    expect(left.sides.a.leaders.l1?.attachedTo).toBeNull();
  });

  it('7.00, 7.10: refuses a unit out of play and a captive, naming why', () => {
    const gone = run(testGame(), { type: 'casualties', ...bows, figures: 12 });
    expect(errorOf(applyAction(gone, { type: 'attach-leader', ...salisbury, unit: 'u1' }))).toEqual(
      { field: 'unit', rule: '7.00', message: 'Longbowmen is out of play' },
    );
    const held = run(testGame(), {
      type: 'leader-hit',
      ...salisbury,
      result: 'unharmed',
      captured: true,
    });
    expect(errorOf(applyAction(held, { type: 'attach-leader', ...salisbury, unit: 'u1' }))).toEqual(
      { field: 'leader', rule: '7.10', message: 'Earl of Salisbury is held captive' },
    );
  });

  it('T20, 7.10: a hit and capture are logged with both rules; a captive hit again is not captured afresh', () => {
    const attached = run(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u2' });
    const taken = valueOf(
      applyAction(attached, {
        type: 'leader-hit',
        ...salisbury,
        result: 'severe-wound',
        captured: true,
      }),
    );
    expect(taken.log.at(-1)).toMatchObject({
      text: 'Earl of Salisbury: severe wound; captured',
      rules: ['T20', '7.10'],
    });
    expect(
      logOf(taken, { type: 'leader-hit', ...salisbury, result: 'unharmed', captured: true })[0],
    ).toBe('Earl of Salisbury: unharmed, now severe wound');
  });

  it('T20: a leader killed leaves his unit; an unknown result is refused', () => {
    const attached = run(testGame(), { type: 'attach-leader', ...salisbury, unit: 'u2' });
    const killed = run(attached, {
      type: 'leader-hit',
      ...salisbury,
      result: 'killed',
      captured: false,
    });
    expect(killed.sides.a.leaders.l1).toMatchObject({ condition: 'killed', attachedTo: null });
    expect(
      errorOf(
        applyAction(testGame(), {
          type: 'leader-hit',
          ...salisbury,
          result: 'maimed' as 'killed',
          captured: false,
        }),
      ),
    ).toEqual({ field: 'result', rule: 'T20', message: 'T20 has no result "maimed"' });
  });

  it('7.10: a captive is freed with a log line; a free leader is refused by name', () => {
    const held = run(testGame(), {
      type: 'leader-hit',
      ...salisbury,
      result: 'unharmed',
      captured: true,
    });
    expect(logOf(held, { type: 'leader-freed', ...salisbury })).toEqual([
      'Earl of Salisbury is free again',
      ['7.10'],
    ]);
    expect(errorOf(applyAction(testGame(), { type: 'leader-freed', ...salisbury }))).toEqual({
      field: 'leader',
      rule: '7.10',
      message: 'Earl of Salisbury is not captured',
    });
  });

  it('7.00: refuses a side the game lacks, naming the leader', () => {
    expect(
      errorOf(applyAction(testGame(), { type: 'leader-freed', side: 'c' as SideId, leader: 'l1' })),
    ).toEqual({ field: 'leader', rule: '7.00', message: 'no leader "l1" on that side' });
  });
});

describe('banners, honor and notes (7.20, 8.01, T21)', () => {
  it('7.20: a banner taken and retaken is logged; retaking one held, or a side the game lacks, is refused', () => {
    expect(logOf(testGame(), { type: 'banner-captured', side: 'b', banner: 'b1' })).toEqual([
      'Oriflamme captured by the enemy',
      ['7.20'],
    ]);
    const taken = run(testGame(), { type: 'banner-captured', side: 'b', banner: 'b1' });
    expect(logOf(taken, { type: 'banner-recaptured', side: 'b', banner: 'b1' })).toEqual([
      'Oriflamme recaptured',
      ['7.20'],
    ]);
    expect(
      errorOf(applyAction(testGame(), { type: 'banner-recaptured', side: 'b', banner: 'b1' })),
    ).toEqual({ field: 'banner', rule: '7.20', message: 'Oriflamme is not captured' });
    expect(
      errorOf(applyAction(taken, { type: 'banner-captured', side: 'b', banner: 'b1' }))?.message,
    ).toBe('Oriflamme is already captured');
    expect(
      errorOf(
        applyAction(testGame(), { type: 'banner-captured', side: 'c' as SideId, banner: 'b1' }),
      ),
    ).toEqual({ field: 'banner', rule: '7.20', message: 'no banner "b1" on that side' });
  });

  it('T21: an award of several is logged with its count; a loss with its minus sign', () => {
    expect(
      logOf(testGame(), {
        type: 'honor',
        side: 'a',
        event: { kind: 'award', id: 'chivalry', by: 'close-combat', count: 3 },
      }),
    ).toEqual(['English: Chivalry x3, +75 honor', ['T21']]);
    expect(
      logOf(testGame(), {
        type: 'honor',
        side: 'b',
        event: { kind: 'award', id: 'own-banner-lost', by: 'close-combat' },
      })[0],
    ).toBe('French: Own banner captured, -50 honor');
  });

  it('8.01: honor is kept for side a or b only', () => {
    expect(
      errorOf(
        applyAction(testGame(), {
          type: 'honor',
          side: 'c' as SideId,
          event: { kind: 'initial', id: 'count-or-earl' },
        }),
      ),
    ).toEqual({ field: 'side', rule: '8.01', message: 'honor is kept for side a or b' });
  });

  it(`2.00: a note is logged with its rules, up to ${longestNote} characters and no more`, () => {
    expect(logOf(testGame(), { type: 'note', text: 'Rain', rules: ['6.00', '7.00'] })).toEqual([
      'Rain',
      ['6.00', '7.00'],
    ]);
    const longest = 'x'.repeat(longestNote);
    expect(logOf(testGame(), { type: 'note', text: longest, rules: [] })[0]).toBe(longest);
    expect(
      errorOf(applyAction(testGame(), { type: 'note', text: `${longest}x`, rules: [] })),
    ).toEqual({ field: 'text', rule: '2.00', message: `a note is 1 to ${longestNote} characters` });
    expect(
      errorOf(applyAction(testGame(), { type: 'note', text: 7 as unknown as string, rules: [] })),
    ).toMatchObject({ field: 'text' });
  });
});
