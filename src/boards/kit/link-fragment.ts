/**
 * The value a share link carries in the address's fragment after its key
 * (`#board=…`, `#game=…`), percent escapes decoded. A malformed escape
 * (`%E0%A4%A`) makes decodeURIComponent throw: the text is then given back
 * as it came, and its reader refuses it by name like any other bad link.
 */
export function fragmentValue(fragment: string, key: string): string | undefined {
  const at = fragment.indexOf(key);
  if (at < 0) return undefined;
  const value = fragment.slice(at + key.length);
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
