import { describe, expect, it } from 'vitest';
import { faultOf, openShelf, sayFault } from './shelf.ts';

describe('openShelf without IndexedDB (as in private modes that remove it)', () => {
  it('answers a fault for every call and throws nothing', async () => {
    const shelf = openShelf('db', 'store');
    expect(await shelf.read('a')).toEqual({ ok: false, fault: 'missing' });
    expect(await shelf.write('a', 'text')).toEqual({ ok: false, fault: 'missing' });
    expect(await shelf.remove('a')).toEqual({ ok: false, fault: 'missing' });
    expect(await shelf.list('a')).toEqual({ ok: false, fault: 'missing' });
  });
});

describe('faultOf', () => {
  it('names a full store, a call that never answered, and any other refusal', () => {
    const withDb = globalThis as { indexedDB?: unknown };
    withDb.indexedDB = {};
    try {
      expect(faultOf(new DOMException('x', 'QuotaExceededError'))).toBe('full');
      expect(faultOf(new DOMException('x', 'TimeoutError'))).toBe('silent');
      expect(faultOf(new DOMException('x', 'SecurityError'))).toBe('refused');
      expect(faultOf('odd')).toBe('refused');
    } finally {
      delete withDb.indexedDB;
    }
  });
});

describe('sayFault', () => {
  it('says what is not kept, why, and what still works, in one line', () => {
    const line = sayFault('full', 'this army', 'it lives only in this tab — export it as a file');
    expect(line).toBe(
      'This browser will not keep this army (its storage is full): it lives only in this tab — export it as a file.',
    );
    expect(line).not.toContain('\n');
  });
});
