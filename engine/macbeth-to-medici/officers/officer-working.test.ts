import { describe, expect, it } from 'vitest';
import { explainRatings, explainTemperament } from './officer-working.ts';

describe('Officer working', () => {
  it('Officer temperament: a 2d6 score of 9 reads rash', () => {
    expect(explainTemperament(9, 'rash')).toEqual([
      { text: '2d6 score 9: rash', rule: 'officer-temperament' },
    ]);
  });

  it('Leadership & Command: dice 5, 2, 4 keep 5 and 4; a Regular 5/4 officer reaches 13 inches', () => {
    const roll = {
      faces: [5, 2, 4],
      pair: { high: 5, low: 4 },
      radius: 13,
      origin: 'regular' as const,
    };
    expect(explainRatings(roll)).toEqual([
      { text: 'Dice 5, 2, 4: keeps 5 and 4', rule: 'leadership-and-command' },
      {
        text: 'Command radius 13 inches (Command counted twice: Regular)',
        rule: 'leadership-and-command',
      },
    ]);
  });

  it('Leadership & Command: Command is not counted twice for a feudal officer', () => {
    const roll = {
      faces: [5, 2, 4],
      pair: { high: 5, low: 4 },
      radius: 9,
      origin: 'feudal' as const,
    };
    expect(explainRatings(roll)[1]?.text).toBe('Command radius 9 inches');
  });

  it('command-radius, plain-sum reading: a Regular officer is not said to count Command twice', () => {
    const roll = {
      faces: [5, 2, 4],
      pair: { high: 5, low: 4 },
      radius: 9,
      origin: 'regular' as const,
    };
    expect(explainRatings(roll, { commandRadius: 'plain-sum' })[1]?.text).toBe(
      'Command radius 9 inches',
    );
  });
});
