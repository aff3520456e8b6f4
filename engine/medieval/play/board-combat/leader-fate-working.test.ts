/**
 * The leader's death roll word for word and at its edges (8.2.4–8.2.6,
 * 8.1.4–8.1.6; Kosovo retreats by 8.1.7): every sentence, each branch of
 * who loses an SP, and the retreat a living leader may make.
 */
import { describe, expect, it } from 'vitest';
import { formatHex, rangeRing, neighboursOf } from '../../../core/hex-grid.ts';
import { formatOver } from '../../../core/probability.ts';
import { getEdition } from '../../editions/editions.ts';
import type { GameState } from '../../board/types.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, edward, only, type Pieces } from './after-combat.fixtures.ts';
import { defender, front, map, piece } from './combat.fixtures.ts';
import { retreatReach } from './retreats.ts';
import { placedIn } from './step-kit.ts';

const led = (p: ReturnType<typeof piece>, leader = 'Edward') => ({
  ...p,
  counter: { ...p.counter, leader },
});

const deathOf = (pieces: Pieces, cell: string, opts: Parameters<typeof combatOn>[2] = {}) => {
  const run = combatOn(pieces, cell, opts);
  return { run, death: only(run.steps, 'leader-death')[0] };
};

const refusal = (
  run: ReturnType<typeof combatOn>,
  step: unknown,
  choice: object,
  state?: GameState,
) => {
  const r = applyAfterCombatStep(state ?? run.applied.after, step as never, choice, run.context);
  return r.ok ? undefined : r.error;
};

describe.each(['bannockburn-1314', 'kosovo-1389', '1066'] as const)(
  '%s: the death roll in words',
  (id) => {
    it('8.2.5 example a (A2 −1): each line with its rule', () => {
      const { death } = deathOf([defender, front, edward], 'A2 -1', { id });
      expect(death?.working).toEqual([
        {
          text: 'en-edward stood with units that must retreat 2 hexes: he rolls 2D6 and dies on a roll of 2 or less.',
          rule: '8.2.4',
        },
        { text: 'His units lost 1 SP, taken off the roll: he dies on 2, 3 (3/36).', rule: '8.2.5' },
        {
          text: 'If he dies, MORALE moves 8 boxes against English (12 for a grand leader).',
          rule: '6.1.6',
        },
        {
          text: 'If he dies, each unit under his command loses 1 SP (every unit of his side for a grand leader, 8.1.5), which moves no MORALE (8.1.6).',
          rule: '8.1.4',
        },
      ]);
    });

    it('a 1-hex retreat without losses: he cannot die (no 2D6 total is 1 or less)', () => {
      const { death } = deathOf([defender, front, edward], 'A1', { id });
      expect(death).toMatchObject({ retreat: 1, losses: 0, diesOn: [] });
      expect(formatOver(death!.dies, 36)).toBe('0/36');
      expect(death?.working.slice(0, 2).map((w) => w.text)).toEqual([
        'en-edward stood with units that must retreat 1 hex: he rolls 2D6 and dies on a roll of 1 or less.',
        'His units lost 0 SPs, taken off the roll: he dies on no roll (0/36).',
      ]);
    });
  },
);

describe('who rolls, and with what (8.2.4–8.2.5)', () => {
  it('the defender’s own leader rolls when the defender retreats', () => {
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    const { death } = deathOf([defender, wallace, front], 'D1');
    expect(death).toMatchObject({ leader: 'sc-wallace', side: 'Scots', retreat: 1, losses: 0 });
    expect(death?.key).toBe('leader-death-sc-wallace');
    expect(death?.dice).toBe('2D6');
  });

  it('8.2.4: a retreat beyond 5 hexes rolls as 5', () => {
    const { death } = deathOf([defender, front, edward], 'A6');
    expect(death?.retreat).toBe(5);
    expect(death?.diesOn).toEqual([2, 3, 4, 5]);
  });

  it('8.2.5: a unit eliminated in the combat counts every SP it had', () => {
    const { run, death } = deathOf([defender, front, edward], 'A1 -2');
    expect(run.applied.after.counters['en-front']?.status).toBe('eliminated');
    expect(death).toMatchObject({ losses: 2, diesOn: [2, 3] });
  });

  it('only the units on his hex count: a unit of his side fighting from another hex does not', () => {
    const rear = piece('en-rear', 'English', 'infantry', '0507', { facing: 5, sp: 2 });
    const { death } = deathOf([defender, front, edward, rear], 'A2 -2', {
      losses: { 'en-rear': 2 },
    });
    expect(death?.losses).toBe(0);
  });
});

describe('a living leader’s retreat (8.2.6, Kosovo 8.1.7; 8.1.3)', () => {
  it('8.1.3: he ignores enemy ZoCs, so he has more hexes than a unit would', () => {
    const { run, death } = deathOf([defender, front, edward], 'A2 -1');
    expect(death?.retreatTo).toEqual([
      '0204',
      '0304',
      '0403',
      '0504',
      '0604',
      '0205',
      '0206',
      '0605',
      '0606',
      '0307',
      '0507',
    ]);
    const edition = getEdition('bannockburn-1314');
    if (!edition.ok) throw new Error('edition');
    const now = placedIn(run.applied.after, run.context);
    const him = now.find((c) => c.id === 'en-edward')!;
    const asUnit = retreatReach(him, now, 2, map, {}, edition.value);
    expect(asUnit.hexes).not.toContain('0307');
    expect(death?.retreatTo).toContain('0307');
  });

  it('he reads the board’s terrain: rivers all round 3 hexes away stop him at 2', () => {
    const rivers = Object.fromEntries(
      rangeRing({ column: 4, row: 5 }, 3, map).map((h) => [formatHex(h), ['river' as const]]),
    );
    const strong = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 4 });
    const { death } = deathOf([defender, strong, edward], 'A3 -1', { terrain: rivers });
    expect(death?.retreat).toBe(3);
    expect(death?.retreatTo.length).toBeGreaterThan(0);
    for (const hex of death!.retreatTo) expect(rivers[hex]).toBeUndefined();
  });

  it('hemmed in, he has nowhere to go, and a hex given is refused', () => {
    const around = neighboursOf({ column: 4, row: 5 }, map).map(formatHex);
    const rivers = Object.fromEntries(around.map((h) => [h, ['river' as const]]));
    const { run, death } = deathOf([defender, front, edward], 'A1', { terrain: rivers });
    expect(death?.retreatTo).toEqual([]);
    expect(refusal(run, death, { roll: 12, hex: '0404' })).toEqual({
      field: 'hex',
      rule: '8.2.6',
      message: 'he cannot retreat from his hex',
    });
  });

  it('lives: the lines say the roll and leave the move to the player, or make it', () => {
    const { run, death } = deathOf([defender, front, edward], 'A2 -1');
    const lives = confirm(run, death, { roll: 4 });
    expect(lives.actions).toEqual([]);
    expect(lives.lines).toEqual([
      { text: 'en-edward rolls 4, less 1 SP lost: 3, more than 2: he lives.', rule: '8.2.4' },
      { text: 'He retreats 2 hexes apart from his units: move him on the board.', rule: '8.2.6' },
    ]);
    const moved = confirm(run, death, { roll: 4, hex: '0204' });
    expect(moved.actions).toEqual([{ type: 'move', counter: 'en-edward', hex: '0204' }]);
    expect(moved.lines[0]?.text).toBe(lives.lines[0]?.text);
    expect(refusal(run, death, { roll: 4, hex: '0406' })).toEqual({
      field: 'hex',
      rule: '8.2.6',
      message: `he can retreat to ${death!.retreatTo.join(', ')}, not 0406`,
    });
  });

  it('Kosovo: a 1-hex retreat is said in the singular, by 8.1.7', () => {
    const { run, death } = deathOf([defender, front, edward], 'A1', { id: 'kosovo-1389' });
    expect(confirm(run, death, { roll: 2 }).lines).toEqual([
      { text: 'en-edward rolls 2, less 0 SPs lost: 2, more than 1: he lives.', rule: '8.2.4' },
      { text: 'He retreats 1 hex apart from his units: move him on the board.', rule: '8.1.7' },
    ]);
  });
});

describe('a dead leader’s units (8.1.4–8.1.6)', () => {
  // Edward commands the cavalry that fought (2 SP, 1 after A2 −1), a 2-SP infantry unit, a
  // unit with its SPs unset and one still to enter; a unit of another leader and the Scots stand by.
  function deadLeader() {
    const pieces = [
      defender,
      led(edward),
      led(front),
      led(piece('en-inf', 'English', 'infantry', '0205', { sp: 2 })),
      led(piece('en-unset', 'English', 'infantry', '0105', { sp: null })),
      led(piece('en-later', 'English', 'infantry', null)),
      led(piece('en-other', 'English', 'infantry', '0102', { sp: 3 }), 'Percy'),
    ];
    const { run, death } = deathOf(pieces, 'A2 -1', { attackers: ['en-front'] });
    return { pieces, run, death };
  }

  it('each unit of his command loses 1 SP, one left with 1 SP is eliminated; the rest are left to the player', () => {
    const { run, death } = deadLeader();
    const dead = confirm(run, death, { roll: 3 });
    expect(dead.actions).toEqual([
      { type: 'eliminate', counter: 'en-edward', morale: 'leader-killed' },
      { type: 'eliminate', counter: 'en-front', morale: null },
      { type: 'set-sp', counter: 'en-inf', sp: 1 },
      { type: 'record-loss', side: 'English', sp: 2 },
    ]);
    expect(dead.lines).toEqual([
      {
        text: 'en-edward rolls 3, less 1 SP lost: 2, 2 or less: he dies. MORALE moves 8 boxes against English.',
        rule: '6.1.6',
      },
      {
        text: '2 units of his command lose 1 SP each, moving no MORALE; 2 units off the map or without SPs set are left to you.',
        rule: '8.1.4',
      },
    ]);
  });

  it('a grand leader: every unit of his side, none of the enemy’s', () => {
    const { run, death } = deadLeader();
    const dead = confirm(run, death, { roll: 2, grandLeader: true });
    expect(dead.state.counters['en-other']?.sp).toBe(2);
    expect(dead.state.counters['sc-inf']?.sp).toBe(run.applied.after.counters['sc-inf']?.sp);
    expect(dead.actions[0]).toEqual({
      type: 'eliminate',
      counter: 'en-edward',
      morale: 'grand-leader-killed',
    });
    expect(dead.lines).toEqual([
      {
        text: 'en-edward rolls 2, less 1 SP lost: 1, 2 or less: he dies. MORALE moves 12 boxes against English.',
        rule: '6.1.7',
      },
      {
        text: '3 units of his side lose 1 SP each, moving no MORALE; 2 units off the map or without SPs set are left to you.',
        rule: '8.1.5',
      },
    ]);
  });

  it('an eliminated unit is not left to the player; one unit is said in the singular', () => {
    const { run, death } = deadLeader();
    const after = run.applied.after;
    const state: GameState = {
      ...after,
      counters: {
        ...after.counters,
        'en-inf': { ...after.counters['en-inf']!, status: 'eliminated', hex: null },
        'en-later': { ...after.counters['en-later']!, status: 'eliminated' },
      },
    };
    const dead = confirm(run, death, { roll: 3 }, state);
    expect(dead.lines[1]?.text).toBe(
      '1 unit of his command loses 1 SP each, moving no MORALE; 1 unit off the map or without SPs set is left to you.',
    );
  });

  it('no unit to lose an SP: no loss recorded', () => {
    const { run: alone, death: his } = deathOf([defender, led(edward), front], 'A2 -1');
    const dead = confirm(alone, his, { roll: 2 });
    expect(dead.actions).toEqual([
      { type: 'eliminate', counter: 'en-edward', morale: 'leader-killed' },
    ]);
    expect(dead.lines[1]?.text).toBe('0 units of his command lose 1 SP each, moving no MORALE.');
    expect(dead.state.losses).toEqual(alone.applied.after.losses);
  });

  it('a leader who is dead already is refused', () => {
    const { run, death } = deadLeader();
    const dead = confirm(run, death, { roll: 3 });
    expect(refusal(run, death, { roll: 3 }, dead.state)).toEqual({
      field: 'leader',
      rule: '8.2.4',
      message: 'en-edward is dead already',
    });
  });
});
