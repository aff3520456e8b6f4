import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asideLimit, Keeper } from './keeper.ts';
import { memoryShelf, type KeepFault, type Shelf } from './shelf.ts';

/** A shelf whose writes fail with `fault`; reads answer from memory. */
function failingWrites(fault: KeepFault): Shelf {
  const shelf = memoryShelf();
  return { ...shelf, write: () => Promise.resolve({ ok: false, fault }) };
}

describe('Keeper', () => {
  it('sets the kept text aside before a different one replaces it, never the same one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(fc.string()), fc.string(), async (current, next) => {
        const keeper = new Keeper(memoryShelf(), 'k');
        const aside = await keeper.setAsideBefore(current ?? undefined, next, 'Before');
        const list = await keeper.listAside();
        expect(aside.ok && list.ok).toBe(true);
        if (!list.ok) return;
        if (current === null || current === next) expect(list.value).toEqual([]);
        else expect(list.value.map((e) => [e.label, e.text])).toEqual([['Before', current]]);
        expect(keeper.held).toBe(false);
      }),
    );
  });

  it('lists newest first and keeps at most asideLimit, dropping the oldest', async () => {
    const keeper = new Keeper(memoryShelf(), 'k');
    for (let i = 0; i < asideLimit + 3; i++) await keeper.setAside(`v${i}`, `L${i}`, 1000);
    const list = await keeper.listAside();
    expect(list.ok && list.value.length).toBe(asideLimit);
    expect(list.ok && list.value[0]?.text).toBe(`v${asideLimit + 2}`);
    expect(list.ok && list.value.at(-1)?.text).toBe('v3');
  });

  it('lists games set aside as unreadable before this module, and skips garbled entries', async () => {
    const shelf = memoryShelf(
      new Map([
        ['k:unreadable:1700000000000', '{"broken'],
        ['k:aside:5', 'not json'],
        ['other:aside:6', JSON.stringify({ label: 'x', at: 6, text: 'x' })],
      ]),
    );
    const list = await new Keeper(shelf, 'k').listAside();
    expect(list).toEqual({
      ok: true,
      value: [
        {
          id: 'k:unreadable:1700000000000',
          label: 'Could not be read',
          at: 1700000000000,
          text: '{"broken',
        },
      ],
    });
  });

  it('holds its writes when the kept text could not be set aside, so it is not overwritten', async () => {
    const keeper = new Keeper(failingWrites('full'), 'k');
    const aside = await keeper.setAsideBefore('mine', 'theirs', 'Mine');
    expect(aside).toEqual({ ok: false, fault: 'full' });
    expect(keeper.held).toBe(true);
    expect(await keeper.write('theirs')).toEqual({ ok: false, fault: 'held' });
  });
});
