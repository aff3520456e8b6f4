import { describe, expect, it } from 'vitest';
import { describeSwitch, isPlayAlongOnly } from './switch-wording.ts';

describe('describeSwitch', () => {
  it('says whether a switch is offered and, if not, why; nothing for an undecided entry', () => {
    expect(describeSwitch({ option: { name: 'x', value: 'y' } })).toMatch(/offer it as a switch/);
    expect(describeSwitch({ withoutOption: 'changes-nothing' })).toMatch(/same numbers/);
    expect(describeSwitch({ withoutOption: 'misprint' })).toMatch(/printed slip/);
    expect(describeSwitch({})).toBeUndefined();
  });

  it('sends a switch only the play along reads to the register, on a page or in a calculator', () => {
    const onPage = { option: { name: 'x', value: 'y', readBy: ['play-along'] as const } };
    const inTool = { readBy: ['play-along'] as const };
    for (const entry of [onPage, inTool]) {
      expect(isPlayAlongOnly(entry)).toBe(true);
      expect(describeSwitch(entry)).toMatch(/^No calculator computes it: the play along reads it/);
    }
    const both = {
      option: { name: 'x', value: 'y', readBy: ['calculators', 'play-along'] as const },
    };
    expect(isPlayAlongOnly(both)).toBe(false);
    expect(describeSwitch(both)).toMatch(/offer it as a switch/);
  });
});
