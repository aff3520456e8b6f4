/**
 * What the after-combat steps share: how a counter is named in the log when
 * it stands off the board or is unknown, and a step's actions stopping at the
 * first the game refuses, so nothing half-done is kept.
 */
import { describe, expect, it } from 'vitest';
import type { PlayContext } from '../game/state.ts';
import { board, piece } from './combat.fixtures.ts';
import { namer, otherRole, plural, runActions } from './step-kit.ts';

const led = piece('sc-inf', 'Scots', 'infantry', null);
const pieces = [
  { ...led, counter: { ...led.counter, label: 'INF', leader: 'Wallace' } },
  piece('sc-wallace', 'Scots', 'leader', '0406'),
  piece('en-front', 'English', 'cavalry', '0405'),
];
const { state, setup } = board(pieces);
const context: PlayContext = {
  setup,
  scenario: { id: 'test', turns: { first: 1 }, initiative: 'Scots' },
};

describe('naming counters in the log', () => {
  it('a counter off the board is named as its setup prints it, with its leader', () => {
    expect(namer(state, context)('sc-inf')).toBe('INF (Wallace)');
  });

  it('an id the scenario does not know is said to be so', () => {
    expect(namer(state, context)('nobody')).toBe('a counter not in this scenario');
  });

  it('counts are said in the singular for one, the plural otherwise', () => {
    expect([plural(1, 'hex', 'hexes'), plural(2, 'hex', 'hexes'), plural(0, 'SP')]).toEqual([
      '1 hex',
      '2 hexes',
      '0 SPs',
    ]);
    expect([otherRole('attacker'), otherRole('defender')]).toEqual(['defender', 'attacker']);
  });
});

describe('running a step’s actions', () => {
  it('stops at the first action the game refuses and answers with that refusal', () => {
    const ran = runActions(
      state,
      [
        { type: 'move', counter: 'en-front', hex: '0404' },
        { type: 'move', counter: 'sc-inf', hex: '0407' },
        { type: 'move', counter: 'en-front', hex: '0403' },
      ],
      context,
    );
    expect(ran.ok ? undefined : ran.error.field).toBe('counter');
    const fine = runActions(
      state,
      [
        { type: 'move', counter: 'en-front', hex: '0404' },
        { type: 'move', counter: 'en-front', hex: '0403' },
      ],
      context,
    );
    expect(fine.ok && fine.value.counters['en-front']?.hex).toBe('0403');
  });
});
