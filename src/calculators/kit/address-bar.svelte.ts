/** The address bar follows a calculator's inputs (keys and defaults: url-state.ts). */
import { readFields, writeFields, type Fields } from './url-state.ts';

/**
 * Ties a calculator to the address bar: reads its keys once when it hydrates,
 * then writes them back whenever they change. Call during component set-up.
 */
export function followInAddress(
  prefix: string,
  fields: () => Fields,
  defaults: Fields,
  load: (stored: Fields) => void,
) {
  let loaded = false;
  $effect(() => {
    const stored = readFields(location.search, prefix);
    if (Object.keys(stored).length > 0) load(stored);
    loaded = true;
  });
  $effect(() => {
    const current = fields();
    if (!loaded) return;
    const query = writeFields(location.search, prefix, current, defaults);
    history.replaceState(
      history.state,
      '',
      `${location.pathname}${query ? `?${query}` : ''}${location.hash}`,
    );
  });
}
