/** The edges of the honor tally (8.02–8.03, T21): ties, limits and what each refusal says. */
import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import {
  describeHonorTally,
  honorLossPercent,
  honorProcedureOrder,
  raidDiceCount,
  tallyHonor,
} from './honor-tally.ts';

const bestLine = { ...defaultReadings, initialHonor: 'best-line' } as const;

describe('honor tally edges', () => {
  it('8.02: the order of a tally ends with the troop losses', () => {
    expect(honorProcedureOrder).toBe('Initial points, then gains and losses, then troop losses');
  });

  it('8.03: raid figures from 0, turns 0 to 3, whole numbers', () => {
    expect(raidDiceCount(2, 3)).toEqual({ ok: true, value: 6 });
    for (const [figures, turns, field] of [
      [-1, 1, 'raidFigures'],
      [1, -1, 'raidTurns'],
      [1, 1.5, 'raidTurns'],
      [1, 4, 'raidTurns'],
    ] as const) {
      const result = raidDiceCount(figures, turns);
      expect(result.ok ? null : result.error.field).toBe(field);
    }
  });

  it('T21 best line: the highest initial line counts, the first of two equal ones', () => {
    const higherSecond = tallyHonor(
      [
        { kind: 'initial', id: 'other-nobility' },
        { kind: 'initial', id: 'king-or-emperor' },
      ],
      bestLine,
    );
    expect(higherSecond.ok && higherSecond.value.total).toBe(100);
    const tie = tallyHonor(
      [
        { kind: 'initial', id: 'command-first-battle' },
        { kind: 'initial', id: 'prince-or-duke' },
      ],
      bestLine,
    );
    expect(tie.ok && tie.value.steps.map((s) => s.points)).toEqual([75, 0]);
    // An award given before the initial lines does not stand in the way of the best one.
    const awardFirst = tallyHonor(
      [
        { kind: 'award', id: 'side-wins', by: 'close-combat' },
        { kind: 'initial', id: 'other-nobility' },
      ],
      bestLine,
    );
    expect(awardFirst.ok && awardFirst.value.steps[1]?.points).toBe(30);
    // A line not counted scores 0, written without a sign.
    expect(tie.ok && describeHonorTally(tie.value.steps)[1]?.text).toBe(
      'Prince or Duke: not counted, only the best line is: 0, total 75',
    );
  });

  it('refusals name the field and say what is wrong (8.03, T21)', () => {
    const raidDice = tallyHonor(
      [{ kind: 'award', id: 'chivalry', by: 'close-combat', raidDice: [[1]] }],
      defaultReadings,
    );
    expect(raidDice.ok ? '' : raidDice.error.message).toBe('only a raid has raid dice');
    const line = tallyHonor([{ kind: 'initial', id: 'pope' }], defaultReadings);
    expect(line.ok ? '' : line.error.message).toBe('T21 has no initial line "pope"');
    // A saved game's hostile id is quoted safely: the right-to-left mark shows as its escape.
    const hostile = tallyHonor([{ kind: 'initial', id: '\u202eevil' }], defaultReadings);
    expect(hostile.ok ? '' : hostile.error.message).toBe('T21 has no initial line "\\u202eevil"');
    const award = tallyHonor(
      [{ kind: 'award', id: '\u202eevil', by: 'close-combat' }],
      defaultReadings,
    );
    expect(award.ok ? '' : award.error.message).toBe('T21 has no line "\\u202eevil"');
    const percent = honorLossPercent(101);
    expect(percent.ok ? null : percent.error).toMatchObject({
      field: 'percentLost',
      rule: 'T21',
    });
  });
});
