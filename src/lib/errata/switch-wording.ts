import type { WithoutOption } from '../../../engine/core/index.ts';

/** What an errata entry's reader is told about switching to its other reading. */
export function describeSwitch(entry: {
  readonly option?: unknown;
  readonly withoutOption?: WithoutOption | undefined;
}): string | undefined {
  if (entry.option !== undefined) return 'The calculators it affects offer it as a switch.';
  if (entry.withoutOption === 'changes-nothing')
    return 'No switch: both readings give the same numbers in every calculation here.';
  if (entry.withoutOption === 'misprint')
    return 'No switch: the other reading is only a printed slip.';
  return undefined;
}
