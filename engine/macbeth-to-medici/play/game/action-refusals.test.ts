/**
 * Actions the game refuses, each by its field, the Turn sequence section and
 * words the player can act on, and the edges of a note and of stepping back.
 */
import { describe, expect, it } from 'vitest';
import { sectionIds, type SectionId } from '../../tables/sections.ts';
import { runActions, testGame } from '../play.fixtures.ts';
import { applyAction, longestNote, nameOfUnit, type GameAction } from './actions.ts';
import { describeStep } from './phases.ts';

const refusal = (action: unknown) => {
  const done = applyAction(testGame(), action as GameAction);
  return done.ok ? null : done.error;
};

describe('actions refused, by field, section and words', () => {
  it.each<[string, unknown, { field: string; rule: string; message: string }]>([
    [
      'a cause that is no section, by its name',
      { type: 'take-hits', side: 'a', unit: 'u1', hits: 1, by: 'witchcraft' },
      { field: 'by', rule: 'turn-sequence', message: 'no section "witchcraft"' },
    ],
    [
      'a cause that is no section, by its kind',
      { type: 'take-hits', side: 'a', unit: 'u1', hits: 1, by: 7 },
      { field: 'by', rule: 'turn-sequence', message: 'no section "number"' },
    ],
    [
      'a note that is not text',
      { type: 'note', text: 5, rules: [] },
      { field: 'text', rule: 'turn-sequence', message: `a note is 1 to ${longestNote} characters` },
    ],
    [
      'a note too long',
      { type: 'note', text: 'x'.repeat(longestNote + 1), rules: [] },
      { field: 'text', rule: 'turn-sequence', message: 'a note is 1 to 500 characters' },
    ],
    [
      'an action the game does not know',
      { type: 'teleport' },
      { field: 'type', rule: 'turn-sequence', message: 'unknown action "teleport"' },
    ],
  ])('%s', (_, action, error) => {
    expect(refusal(action)).toEqual(error);
  });
});

describe('what an action writes', () => {
  it('a note of the longest length is kept, with at most 8 sections and only real ones', () => {
    const game = runActions(testGame(), {
      type: 'note',
      text: 'x'.repeat(longestNote),
      rules: ['not-a-section', ...sectionIds.slice(0, 9)] as SectionId[],
    });
    expect(game.log.at(-1)).toEqual({
      turn: 1,
      step: 0,
      text: 'x'.repeat(longestNote),
      rules: sectionIds.slice(0, 8),
    });
  });

  it('Turn sequence: stepping back names the turn and the step', () => {
    const game = runActions(testGame(), { type: 'next-step' }, { type: 'previous-step' });
    expect(game.log.at(-1)?.text).toBe(`Back to turn 1: ${describeStep(0)}`);
    expect(describeStep(0)).toMatch(/^1\. \S/);
  });

  it('a unit with a blank name is named by its id', () => {
    expect(nameOfUnit({ id: 'u7', name: '  ' })).toBe('unit u7');
    expect(nameOfUnit({ id: 'u7', name: '' })).toBe('unit u7');
    expect(nameOfUnit({ id: 'u7', name: 'Bills' })).toBe('Bills');
  });
});
