import { describe, expect, it } from 'vitest';
import { diffRuleWords, wordsDiffer } from './word-diff.ts';

const bannockburn = (text: string) => ({ edition: 'bannockburn-1314' as const, text });
const kosovo = (text: string) => ({ edition: 'kosovo-1389' as const, text });

describe('word differences between editions', () => {
  it('the same words give one unchanged part, in the other edition’s spacing', () => {
    const parts = diffRuleWords(
      bannockburn('A ZoC  stops movement.'),
      kosovo('A ZoC stops movement.'),
    );
    expect(parts).toEqual([{ text: 'A ZoC stops movement.', kind: 'same', number: false }]);
    expect(wordsDiffer(parts)).toBe(false);
  });

  it('3.1.2: added and removed words are marked in reading order', () => {
    const parts = diffRuleWords(
      bannockburn('The attacker receives 2 CMs once.'),
      kosovo('The attacker receives 2 CMs for each rear hex.'),
    );
    expect(parts.map((p) => [p.kind, p.text.trim()])).toEqual([
      ['same', 'The attacker receives 2 CMs'],
      ['removed', 'once'],
      ['added', 'for each rear hex'],
      ['same', '.'],
    ]);
    expect(wordsDiffer(parts)).toBe(true);
  });

  it('a changed number stands out; changed words without digits do not', () => {
    const parts = diffRuleWords(bannockburn('Range is 1 hex.'), kosovo('Range is 2 hexes.'));
    expect(
      parts.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim(), p.number]),
    ).toEqual([
      ['removed', '1 hex', true],
      ['added', '2 hexes', true],
    ]);
    const words = diffRuleWords(bannockburn('Infantry may move.'), kosovo('Cavalry may move.'));
    expect(words.filter((p) => p.kind !== 'same').every((p) => !p.number)).toBe(true);
  });

  it('a rule number is one word: 10.2.2 is not three', () => {
    const parts = diffRuleWords(bannockburn('see 10.2.2 now'), kosovo('see 10.2.3 now'));
    expect(parts.filter((p) => p.kind !== 'same').map((p) => p.text.trim())).toEqual([
      '10.2.2',
      '10.2.3',
    ]);
  });

  it('a reference renumbered by the alignment is the same reference (Kosovo 11.x is the others’ 10.x)', () => {
    // Kosovo's ranged units are chapter 11 where Bannockburn's are chapter 10.
    const parts = diffRuleWords(bannockburn('see 10.0 and 5.5'), kosovo('see 11.0 and 5.5'));
    expect(wordsDiffer(parts)).toBe(false);
    expect(parts[0]?.text).toBe('see 11.0 and 5.5');
  });
});
