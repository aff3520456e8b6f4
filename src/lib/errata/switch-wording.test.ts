import { describe, expect, it } from 'vitest';
import { describeSwitch } from './switch-wording.ts';

describe('describeSwitch', () => {
  it('says whether a switch is offered and, if not, why; nothing for an undecided entry', () => {
    expect(describeSwitch({ option: { name: 'x', value: 'y' } })).toMatch(/offer it as a switch/);
    expect(describeSwitch({ withoutOption: 'changes-nothing' })).toMatch(/same numbers/);
    expect(describeSwitch({ withoutOption: 'misprint' })).toMatch(/printed slip/);
    expect(describeSwitch({})).toBeUndefined();
  });
});
