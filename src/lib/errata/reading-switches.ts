/**
 * The register page's switches: each entry with another reading the engine
 * can follow lets the player start every calculator of the book from it, on
 * this device. A fault leaves the switch as it was and says so beside it.
 * Loaded only by a page that has a switch (src/scripts/reading-switches.ts).
 */
import { sayFault, type Kept, type KeepFault } from '../keeping/shelf.ts';
import {
  choosePreferredReading,
  readPreferredReadings,
  type PreferredReadings,
} from './preferred-readings.ts';

const unkept = (fault: KeepFault) =>
  sayFault(
    fault,
    'a reading chosen here',
    'the calculators follow the site’s reading, and each offers this switch beside its answer',
  );

/** One switch: set from what is kept, and each change kept (or undone, with the fault said). */
function wireSwitch(label: HTMLElement, book: string, read: Kept<PreferredReadings>) {
  const input = label.querySelector('input');
  const status = label.parentElement?.querySelector<HTMLElement>('[data-reading-status]');
  const { name = '', value = '' } = label.dataset;
  if (!input || !status) return;
  if (!read.ok) {
    label.dataset.state = 'unavailable';
    status.textContent = unkept(read.fault);
    return;
  }
  input.checked = read.value[name] === value;
  input.disabled = false;
  label.dataset.state = input.checked ? 'other' : 'default';
  const choose = async () => {
    input.disabled = true;
    const other = input.checked;
    const kept = await choosePreferredReading(book, name, other ? value : undefined);
    if (kept.ok) {
      label.dataset.state = other ? 'other' : 'default';
      const readers = label.dataset.readers === 'play-along' ? 'play along' : 'calculators';
      status.textContent = other
        ? `Kept: this book’s ${readers} start from the other reading on this device.`
        : `Kept: this book’s ${readers} follow the site’s reading again.`;
    } else {
      input.checked = !other;
      status.textContent = unkept(kept.fault);
    }
    input.disabled = false;
  };
  input.addEventListener('change', () => void choose());
}

/** Sets every switch on the page, book by book. */
export async function wireReadingSwitches(switches: readonly HTMLElement[]) {
  for (const book of new Set(switches.map((s) => s.dataset.book ?? ''))) {
    const read = await readPreferredReadings(book);
    for (const label of switches.filter((s) => s.dataset.book === book))
      wireSwitch(label, book, read);
  }
}
