import { describe, expect, it } from 'vitest';
import type { SetupCounter } from '../../board/types.ts';
import { nameCounter, nameCounters, type NamedCounter } from './view.ts';

const unit = (id: string, label: string, leader?: string): SetupCounter => ({
  id,
  side: 'Scots',
  kind: 'infantry',
  armor: 1,
  label,
  ...(leader ? { leader } : {}),
});
const on = (setup: SetupCounter, hex: string | null, sp: number | null): NamedCounter => ({
  id: setup.id,
  setup,
  board: { hex, sp },
});

describe('counters in players’ words', () => {
  it('names a unit by its label and leader, a leader by his name, never by id', () => {
    expect(nameCounter(unit('scots-moray-inf1-3', 'INF [1]', 'Moray'))).toBe('INF [1] (Moray)');
    expect(nameCounter(unit('scots-x', 'INF [0]'))).toBe('INF [0]');
    expect(
      nameCounter({
        id: 'scots-wallace',
        side: 'Scots',
        kind: 'leader',
        label: 'Wallace',
        leader: 'Wallace',
      }),
    ).toBe('Wallace');
  });

  it('tells apart two alike on one hex by SPs, then by their order', () => {
    const a = unit('a', 'INF [1]', 'Moray');
    const b = unit('b', 'INF [1]', 'Moray');
    const c = unit('c', 'INF [1]', 'Moray');
    const d = unit('d', 'INF [1]', 'Moray');
    const names = nameCounters([
      on(a, '1208', 4),
      on(b, '1208', 3),
      on(c, '1309', 4),
      on(d, null, 4),
    ]);
    expect(names.get('a')).toBe('INF [1] (Moray), 4 SP');
    expect(names.get('b')).toBe('INF [1] (Moray), 3 SP');
    expect(names.get('c')).toBe('INF [1] (Moray)');
    expect(names.get('d')).toBe('INF [1] (Moray)');
    const same = nameCounters([on(a, '1208', null), on(b, '1208', null), on(c, '1208', 2)]);
    expect([...same.values()]).toEqual([
      'INF [1] (Moray), ? SP, 1 of 2',
      'INF [1] (Moray), ? SP, 2 of 2',
      'INF [1] (Moray), 2 SP',
    ]);
  });

  it('gives every unit its SPs in a hex’s list, and leaders none', () => {
    const a = unit('a', 'INF [1]', 'Moray');
    const leader: SetupCounter = { id: 'm', side: 'Scots', kind: 'leader', label: 'Moray' };
    const names = nameCounters([on(a, '1208', 4), on(leader, '1208', null)], { sp: 'always' });
    expect([...names.values()]).toEqual(['INF [1] (Moray), 4 SP', 'Moray']);
  });

  it('two alike off the board share no hex, so neither is told apart', () => {
    const a = unit('a', 'INF [1]', 'Moray');
    const b = unit('b', 'INF [1]', 'Moray');
    const names = nameCounters([on(a, null, 4), on(b, null, 3)]);
    expect([...names.values()]).toEqual(['INF [1] (Moray)', 'INF [1] (Moray)']);
  });
});
