/**
 * Which readings a tool's answer reads. The tool hands its computation a
 * recording view of its readings (a Proxy over the $state object, so Svelte
 * still tracks each read); a switch the answer never read changes nothing
 * there and is not offered. The record only grows: a reading read once for
 * some input stays offered, so a switch read inside a cached intermediate
 * (a derived plan the answer reuses) never disappears while it still counts.
 */
export class ReadingsRecord {
  readonly #read = new Set<string>();
  readonly #views = new WeakMap<object, object>();

  /** The readings as the computation sees them: each name read is recorded. */
  view<R extends object>(readings: R): R {
    let view = this.#views.get(readings);
    if (!view) {
      view = new Proxy(readings, {
        get: (target, key) => {
          if (typeof key === 'string') this.#read.add(key);
          return Reflect.get(target, key) as unknown;
        },
      });
      this.#views.set(readings, view);
    }
    return view as R;
  }

  /** Whether the answer has read this reading for any input so far. */
  has(name: string): boolean {
    return this.#read.has(name);
  }
}

/**
 * Readings with some replaced by the tool's own fields, still recording what
 * the engine reads: spreading the readings would read every switch.
 */
export function withReadings<R extends object>(readings: R, own: Partial<R>): R {
  return new Proxy(readings, {
    get: (target, key) =>
      Object.prototype.hasOwnProperty.call(own, key)
        ? (own as Record<string | symbol, unknown>)[key]
        : (Reflect.get(target, key) as unknown),
    has: (target, key) => key in own || Reflect.has(target, key),
  });
}
