import {
  isReadByCalculators,
  type ReadingReader,
  type WithoutOption,
} from '../../../engine/core/index.ts';

/** An entry as the wording reads it: a calculator that drops a switch keeps its readers. */
interface SwitchOf {
  readonly option?: unknown;
  readonly withoutOption?: WithoutOption | undefined;
  readonly readBy?: readonly ReadingReader[] | undefined;
}

/** Whether an entry's switch is read only by the play along, so no calculator offers it. */
export function isPlayAlongOnly(entry: SwitchOf): boolean {
  const option = entry.option as { readonly readBy?: readonly ReadingReader[] } | undefined;
  const readBy = option ? option.readBy : entry.readBy;
  return readBy !== undefined && !isReadByCalculators({ readBy });
}

/** What an errata entry's reader is told about switching to its other reading. */
export function describeSwitch(entry: SwitchOf): string | undefined {
  if (isPlayAlongOnly(entry))
    return 'No calculator computes it: the play along reads it, from the switch in the book’s register.';
  if (entry.option !== undefined) return 'The calculators it affects offer it as a switch.';
  if (entry.withoutOption === 'changes-nothing')
    return 'No switch: both readings give the same numbers in every calculation here.';
  if (entry.withoutOption === 'misprint')
    return 'No switch: the other reading is only a printed slip.';
  return undefined;
}
