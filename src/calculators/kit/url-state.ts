/**
 * URL state shared by every calculator on a page: each keeps its own keys
 * under a short prefix (`ct.exp=veteran`), writes only the values that differ
 * from its defaults, and leaves the other calculators' keys alone. The
 * address bar follows the inputs without adding history entries.
 */

export type Fields = Record<string, string>;

/**
 * The values stored under a prefix in a query string. The record has no
 * prototype: a key such as `ct.__proto__` or `ct.constructor` is just a key.
 */
export function readFields(search: string, prefix: string): Fields {
  const fields = Object.create(null) as Fields;
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith(`${prefix}.`)) fields[key.slice(prefix.length + 1)] = value;
  }
  return fields;
}

/** The query string with this prefix's keys replaced by the values that differ from the defaults. */
export function writeFields(
  search: string,
  prefix: string,
  fields: Fields,
  defaults: Fields,
): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.startsWith(`${prefix}.`)) params.delete(key);
  for (const [name, value] of Object.entries(fields)) {
    if (value !== defaults[name]) params.set(`${prefix}.${name}`, value);
  }
  return params.toString();
}
