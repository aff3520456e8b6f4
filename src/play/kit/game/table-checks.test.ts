import { describe, expect, it } from 'vitest';
import { TableChecks } from './table-checks.svelte.ts';

type Ref = { side: 'a' | 'b'; unit: string };
const opened = () =>
  new TableChecks<Ref, string, string>((request) => Promise.resolve(`check ${request}`));

describe('TableChecks', () => {
  it('picks a unit and drops it when picked again', () => {
    const table = opened();
    table.pick({ side: 'a', unit: 'u1' });
    expect(table.picked).toEqual({ side: 'a', unit: 'u1' });
    table.pick({ side: 'b', unit: 'u1' });
    expect(table.picked).toEqual({ side: 'b', unit: 'u1' });
    table.pick({ side: 'b', unit: 'u1' });
    expect(table.picked).toBeUndefined();
  });

  it('opens a check through the book, and clears the table once it is applied', async () => {
    const table = opened();
    table.pick({ side: 'a', unit: 'u1' });
    await table.open('fire');
    expect(table.check).toBe('check fire');
    table.close();
    expect(table.check).toBeUndefined();
    expect(table.picked).toEqual({ side: 'a', unit: 'u1' });
    await table.open('fire');
    table.applied();
    expect([table.check, table.picked]).toEqual([undefined, undefined]);
  });
});
