import { describe, expect, it } from 'vitest';
import { defaultReadings } from '../readings.ts';
import {
  describeHonorTally,
  honorLossPercent,
  raidDiceCount,
  tallyHonor,
  type HonorEvent,
} from './honor-tally.ts';

const roundUp = { ...defaultReadings, honorLossRounding: 'up' } as const;

describe('8.02 Procedure with T21', () => {
  it('T21 and 7.10: a capture under missile fire scores the M figure, or is refused in melee-only reading', () => {
    const events: HonorEvent[] = [
      { kind: 'award', id: 'chivalry', by: 'missile' },
      { kind: 'award', id: 'captured-leader', by: 'missile' },
    ];
    expect(tallyHonor(events, defaultReadings)).toMatchObject({ ok: true, value: { total: -20 } });
    const meleeOnly = { ...defaultReadings, captureByMissile: 'not-allowed' } as const;
    expect(tallyHonor(events, meleeOnly)).toEqual({
      ok: false,
      error: {
        field: 'events.1.by',
        rule: '7.10',
        message: 'a leader is captured only in melee: "Captured other nobility or leader"',
      },
    });
    const inMelee: HonorEvent[] = [{ kind: 'award', id: 'captured-leader', by: 'close-combat' }];
    expect(tallyHonor(inMelee, meleeOnly)).toMatchObject({ ok: true, value: { total: 100 } });
  });

  it('T21: a king commanding the 1st battle starts with 100 and 75; awards come from the C or M column', () => {
    const events: HonorEvent[] = [
      { kind: 'initial', id: 'king-or-emperor' },
      { kind: 'initial', id: 'command-first-battle' },
      { kind: 'award', id: 'chivalry', by: 'close-combat', count: 2 },
      { kind: 'award', id: 'other-cavalry', by: 'missile', count: 3 },
      { kind: 'award', id: 'captured-king', by: 'missile' },
      { kind: 'award', id: 'own-banner-lost', by: 'close-combat' },
      { kind: 'award', id: 'side-wins', by: 'close-combat' },
    ];
    expect(tallyHonor(events, defaultReadings)).toEqual({
      ok: true,
      value: {
        total: 381,
        steps: [
          { event: 0, rule: 'T21', text: 'King or Emperor', points: 100, total: 100 },
          { event: 1, rule: 'T21', text: 'Command 1st battle', points: 75, total: 175 },
          { event: 2, rule: 'T21', text: 'Chivalry', points: 50, total: 225 },
          { event: 3, rule: 'T21', text: 'Other cavalry', points: 6, total: 231 },
          { event: 4, rule: 'T21', text: 'Captured a king', points: -50, total: 181 },
          { event: 5, rule: 'T21', text: 'Own banner captured', points: -50, total: 131 },
          { event: 6, rule: 'T21', text: 'Own side wins the battle', points: 250, total: 381 },
        ],
      },
    });
  });

  it("the register's other reading: only the best initial line counts (a king commanding the 1st battle starts with 100)", () => {
    const events: HonorEvent[] = [
      { kind: 'initial', id: 'command-first-battle' },
      { kind: 'initial', id: 'king-or-emperor' },
    ];
    const best = tallyHonor(events, { ...defaultReadings, initialHonor: 'best-line' });
    expect(best).toMatchObject({ ok: true, value: { total: 100 } });
    expect(best.ok && best.value.steps[0]).toEqual({
      event: 0,
      rule: 'T21',
      text: 'Command 1st battle: not counted, only the best line is',
      points: 0,
      total: 0,
    });
    expect(tallyHonor(events, defaultReadings)).toMatchObject({ ok: true, value: { total: 175 } });
  });

  it('8.03: a raid scores the dice of each turn in the camp, up to three turns; by missile it is 0', () => {
    const raid = (raidDice: number[][]): HonorEvent => ({
      kind: 'award',
      id: 'raided-camp',
      by: 'close-combat',
      raidDice,
    });
    expect(tallyHonor([raid([[3, 4], [6], [1]])], defaultReadings)).toEqual({
      ok: true,
      value: {
        total: 14,
        steps: [{ event: 0, rule: '8.03', text: 'Raided the enemy camp', points: 14, total: 14 }],
      },
    });
    expect(
      tallyHonor([{ kind: 'award', id: 'raided-camp', by: 'missile' }], defaultReadings),
    ).toMatchObject({ ok: true, value: { total: 0, steps: [{ rule: 'T21', points: 0 }] } });
    expect(tallyHonor([raid([[1], [1], [1], [1]])], defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'events.0.raidDice',
        rule: '8.03',
        message: 'a raid gives the dice of 1 to 3 turns in the camp',
      },
    });
    expect(tallyHonor([raid([])], defaultReadings)).toMatchObject({ ok: false });
    expect(
      tallyHonor([{ kind: 'award', id: 'raided-camp', by: 'close-combat' }], defaultReadings),
    ).toMatchObject({ ok: false, error: { field: 'events.0.raidDice' } });
    expect(tallyHonor([raid([[2, 7]])], defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'events.0.raidDice.0.1',
        rule: '8.03',
        message: 'one die shows 1 to 6, not 7',
      },
    });
  });

  it('T21: refuses lines it does not print, counts below 1, and raid dice on other lines', () => {
    const tally = (event: HonorEvent) =>
      tallyHonor([{ kind: 'initial', id: 'other-nobility' }, event], defaultReadings);
    expect(tally({ kind: 'award', id: 'side-wins', by: 'missile' })).toEqual({
      ok: false,
      error: {
        field: 'events.1.by',
        rule: 'T21',
        message: 'T21 prints no missile-fire points for "Own side wins the battle"',
      },
    });
    expect(tally({ kind: 'award', id: 'chivalry', by: 'close-combat', count: 0 })).toEqual({
      ok: false,
      error: {
        field: 'events.1.count',
        rule: 'T21',
        message: 'a count is a whole number from 1, not 0',
      },
    });
    expect(tally({ kind: 'award', id: 'chivalry', by: 'close-combat', count: 1.5 })).toMatchObject({
      ok: false,
      error: { field: 'events.1.count' },
    });
    expect(
      tally({ kind: 'award', id: 'chivalry', by: 'close-combat', raidDice: [[1]] }),
    ).toMatchObject({ ok: false, error: { field: 'events.1.raidDice', rule: '8.03' } });
    expect(tally({ kind: 'award', id: 'jousting', by: 'close-combat' })).toEqual({
      ok: false,
      error: { field: 'events.1.id', rule: 'T21', message: 'T21 has no line "jousting"' },
    });
    expect(tallyHonor([{ kind: 'initial', id: 'pope' }], defaultReadings)).toMatchObject({
      ok: false,
      error: { field: 'events.0.id', rule: 'T21' },
    });
  });
});

describe("T21: one's own king lost", () => {
  it('T21 as printed scores +100; the other reading -100', () => {
    const events: HonorEvent[] = [{ kind: 'award', id: 'own-king-lost', by: 'close-combat' }];
    expect(tallyHonor(events, defaultReadings)).toMatchObject({ ok: true, value: { total: 100 } });
    const loss = { ...defaultReadings, ownKingLost: 'a-loss' } as const;
    expect(tallyHonor(events, loss)).toMatchObject({ ok: true, value: { total: -100 } });
    const side: HonorEvent[] = [{ kind: 'award', id: 'side-wins', by: 'close-combat' }];
    expect(tallyHonor(side, loss)).toMatchObject({ ok: true, value: { total: 250 } });
  });
});

describe('T21 Players losses', () => {
  it('T21: up to 25% takes 10%, up to 50% 25%, over 50% half; no losses take nothing', () => {
    const percent = (lost: number) => {
      const r = honorLossPercent(lost);
      return r.ok ? r.value : r.error.field;
    };
    expect([0, 0.5, 25, 25.5, 50, 50.5, 100].map(percent)).toEqual([
      0, -10, -10, -25, -25, -50, -50,
    ]);
    expect([-1, 101, Number.NaN].map(percent)).toEqual([
      'percentLost',
      'percentLost',
      'percentLost',
    ]);
  });

  it('8.02 step 3: losses come last, whatever their place; 10% of 75 is 7 rounded down, 8 rounded up', () => {
    const events: HonorEvent[] = [
      { kind: 'losses', percentLost: 20 },
      { kind: 'initial', id: 'prince-or-duke' },
    ];
    expect(tallyHonor(events, defaultReadings)).toEqual({
      ok: true,
      value: {
        total: 68,
        steps: [
          { event: 1, rule: 'T21', text: 'Prince or Duke', points: 75, total: 75 },
          { event: 0, rule: 'T21', text: 'Troop losses of 20%: -10%', points: -7, total: 68 },
        ],
      },
    });
    expect(tallyHonor(events, roundUp)).toMatchObject({ ok: true, value: { total: 67 } });
  });

  it('T21: a total of 0 or less loses nothing more; losses are counted once', () => {
    const behind: HonorEvent[] = [
      { kind: 'award', id: 'own-banner-lost', by: 'close-combat' },
      { kind: 'losses', percentLost: 60 },
    ];
    const tally = tallyHonor(behind, roundUp);
    expect(tally.ok && tally.value.total).toBe(-50);
    expect(tally.ok && Object.is(tally.value.steps[1]?.points, 0)).toBe(true);
    expect(tallyHonor([...behind, { kind: 'losses', percentLost: 10 }], defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'events.2',
        rule: '8.02',
        message: 'troop losses are counted once, at the end',
      },
    });
    expect(tallyHonor([{ kind: 'losses', percentLost: 120 }], defaultReadings)).toEqual({
      ok: false,
      error: {
        field: 'events.0.percentLost',
        rule: 'T21',
        message: 'losses are 0 to 100 per cent, not 120',
      },
    });
  });
});

describe('8.02 Procedure: the working', () => {
  it('T21, 8.03: each line with its signed points and running total; a raid cites 8.03', () => {
    const events: HonorEvent[] = [
      { kind: 'initial', id: 'count-or-earl' },
      { kind: 'award', id: 'captured-king', by: 'missile' },
      { kind: 'award', id: 'raided-camp', by: 'close-combat', raidDice: [[6, 5]] },
      { kind: 'losses', percentLost: 30 },
    ];
    const tally = tallyHonor(events, defaultReadings);
    if (!tally.ok) throw new Error(tally.error.message);
    expect(describeHonorTally(tally.value.steps)).toEqual([
      { text: 'Count or Earl: +50, total 50', rule: 'T21' },
      { text: 'Captured a king: -50, total 0', rule: 'T21' },
      { text: 'Raided the enemy camp: +11, total 11', rule: '8.03' },
      { text: 'Troop losses of 30%: -25%: -2, total 9', rule: 'T21' },
    ]);
  });
});

describe('8.03 Raids: the dice to read', () => {
  it('8.03: one die per figure per turn, at most 3 turns; refuses part figures and a 4th turn', () => {
    expect(raidDiceCount(2, 3)).toEqual({ ok: true, value: 6 });
    expect(raidDiceCount(0, 0)).toEqual({ ok: true, value: 0 });
    expect(raidDiceCount(1.5, 1)).toEqual({
      ok: false,
      error: { field: 'raidFigures', rule: '8.03', message: 'a whole number from 0, not 1.5' },
    });
    expect(raidDiceCount(2, 4)).toEqual({
      ok: false,
      error: { field: 'raidTurns', rule: '8.03', message: '0 to 3, not 4' },
    });
  });
});
