/**
 * Reading what a player's file or link holds without trusting it, for any
 * system's saved games: only fields the object holds itself, no key that
 * could reach a prototype, the format version checked, and link text read
 * back as JSON. Never throws.
 */
import { decodeLinkText } from './link-text.ts';
import { fail, ok, quoteInput, type Result } from './result.ts';

export type Fields = Record<string, unknown>;

export const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field the object holds itself (never one inherited); undefined for anything not an object. */
export const own = (record: unknown, key: string): unknown =>
  isRecord(record) && Object.hasOwn(record, key) ? record[key] : undefined;

const forbiddenKeys = /* @__PURE__ */ new Set(['__proto__', 'constructor', 'prototype']);

/** Whether a name could reach a prototype if a state were keyed by it: never an id. */
export const isPrototypeKey = (key: string): boolean => forbiddenKeys.has(key);

/** Refuses any key that could reach a prototype; walks without recursion so deep input cannot overflow. */
export function refusePrototypeKeys(value: unknown, field: string, rule: string): Result<true> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item !== 'object' || item === null) continue;
    for (const key of Object.keys(item)) {
      if (forbiddenKeys.has(key)) return fail(field, rule, `the key "${key}" is not allowed`);
      stack.push((item as Fields)[key]);
    }
  }
  return ok(true);
}

/**
 * The one place an older format would be brought up to date: the version
 * this code writes passes, a newer or unknown one is refused by name.
 */
export function checkFormatVersion(
  version: unknown,
  current: number,
  field: string,
  rule: string,
): Result<true> {
  if (version === current) return ok(true);
  if (typeof version === 'number' && Number.isInteger(version) && version > current)
    return fail(
      field,
      rule,
      `made by a newer version of the site (format ${version}); this one reads format ${current}`,
    );
  return fail(
    field,
    rule,
    `format version ${version === undefined ? 'missing' : quoteInput(version)} is not one this site knows`,
  );
}

/** The JSON a link holds, or undefined when it is too long, not link text or not JSON. */
export function readLinkJson(text: unknown, longest: number): unknown {
  if (typeof text !== 'string' || text.length > longest) return undefined;
  const json = decodeLinkText(text);
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return undefined;
  }
}
