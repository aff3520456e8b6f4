import { describe, expect, it } from 'vitest';
import { moraleMove } from '../../morale/morale.ts';
import type { EditionId } from '../../types.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, only, type Pieces } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';
import type { PursuitChoice } from './pursuit-on-board.ts';

// D1: the Scots infantry on 0406 retreats to 0307; the English cavalry on 0405 pursues into 0406.
const caught = (
  id: EditionId = 'bannockburn-1314',
  pieces: Pieces = [defender, front],
  terrain = {},
) => {
  // Losses kept per side from the start, as a new game keeps them.
  const run = combatOn(pieces, 'D1', { id, terrain, extra: { losses: { Scots: 0, English: 0 } } });
  const [pursuit] = only(run.steps, 'pursuit');
  return { run, pursuit };
};

const refusal = (run: ReturnType<typeof caught>['run'], step: unknown, choice: PursuitChoice) => {
  const r = applyAfterCombatStep(run.applied.after, step as never, choice, run.context);
  return r.ok ? undefined : r.error;
};

const editions = [
  // edition, ride down in pursuit, free entry, eliminated, ZoCs ignored, protected, obligatory path
  ['bannockburn-1314', '5.5.9', '5.8.7', '5.8.3', '5.5.6', '5.8.8', '5.5.3'],
  ['kosovo-1389', '5.5.10', '5.8.5', '5.8.1', '5.5.7', '5.8.6', '5.5.4'],
  ['1066', '5.5.9', '5.8.7', '5.8.3', '5.5.6', '5.8.8', '5.5.3'],
] as const;

describe.each(editions)(
  '%s: cavalry rides down in a pursuit (%s)',
  (id, rule, free, gone, zoc, safe, path) => {
    it('the step says a cavalry pursuer rides down, citing the rule', () => {
      const { run, pursuit } = caught(id);
      expect(run.applied.after.counters['sc-inf']?.hex).toBe('0307');
      expect(pursuit).toMatchObject({
        unit: 'en-front',
        into: ['0406'],
        rideDown: { rule },
      });
      expect(pursuit?.working.at(-1)).toEqual({
        text: 'As cavalry it rides down enemy non-cavalry on the hexes it enters, unless they stand in fortifications or a special formation.',
        rule,
      });
    });

    it('entering the hex the infantry retreated to eliminates it, moving no MORALE', () => {
      const { run, pursuit } = caught(id);
      const done = confirm(run, pursuit, { roll: 1, pursue: true, path: ['0307'] });
      expect(done.state.counters['sc-inf']?.status).toBe('eliminated');
      expect(done.state.counters['en-front']?.hex).toBe('0307');
      expect(done.state.morale).toEqual(run.applied.after.morale);
      expect(done.actions).toEqual([
        { type: 'eliminate', counter: 'sc-inf', morale: null },
        { type: 'record-loss', side: 'Scots', sp: 3 },
        { type: 'move', counter: 'en-front', hex: '0307' },
      ]);
      expect(done.state.losses['Scots']).toBe(3);
      expect(done.lines.slice(1)).toEqual([
        {
          text: 'It enters 0406 first; keeping to the retreat path is yours to check.',
          rule: path,
        },
        { text: `It rides down sc-inf on 0307: entering is enough, at no cost (${free}).`, rule },
        { text: 'It is eliminated, moving no MORALE; 3 SPs lost.', rule: gone },
        { text: 'It goes on to 0307, ignoring enemy ZoCs.', rule: zoc },
      ]);
    });

    it('infantry in fortifications is not ridden down', () => {
      const { run, pursuit } = caught(id, [defender, front], { '0307': ['fortification'] });
      expect(pursuit?.fortified).toEqual(['0307']);
      expect(refusal(run, pursuit, { roll: 1, pursue: true, path: ['0307'] })).toEqual({
        field: 'path.0',
        rule: safe,
        message:
          'en-front cannot ride down the units on 0307: infantry in fortifications cannot be ridden down',
      });
    });

    it('enemy cavalry on the hex is not ridden down', () => {
      const horse = piece('sc-horse', 'Scots', 'cavalry', '0407', { sp: 1 });
      const { run, pursuit } = caught(id, [defender, front, horse]);
      expect(refusal(run, pursuit, { roll: 1, pursue: true, path: ['0407'] })).toMatchObject({
        field: 'path.0',
        rule: '5.8.1',
        message:
          'en-front cannot ride down the units on 0407: cavalry on the hex cannot be ridden down',
      });
    });
  },
);

describe('special formations are not ridden down (5.8.8; Kosovo 5.8.6)', () => {
  it('Bannockburn: a shiltron stands (5.8.8, shiltron 11.3)', () => {
    const { run, pursuit } = caught();
    const choice = {
      roll: 1,
      pursue: true,
      path: ['0307'],
      formations: { 'sc-inf': 'shiltron' },
    } as const;
    expect(refusal(run, pursuit, choice)).toEqual({
      field: 'path.0',
      rule: '5.8.8',
      message:
        'en-front cannot ride down the units on 0307: shiltron formation; a unit in a special formation cannot be ridden down',
    });
    // Without the formation the same path rides it down.
    expect(
      confirm(run, pursuit, { ...choice, formations: {} }).state.counters['sc-inf']?.status,
    ).toBe('eliminated');
  });

  it('Kosovo has no shiltron but palisades (15.2.5)', () => {
    const { run, pursuit } = caught('kosovo-1389');
    const path = ['0307'];
    expect(refusal(run, pursuit, { path, formations: { 'sc-inf': 'shiltron' } })).toEqual({
      field: 'path.0',
      rule: '5.8.6',
      message: 'Kosovo Field 1389 has no shiltron',
    });
    expect(refusal(run, pursuit, { path, formations: { 'sc-inf': 'palisade' } })).toMatchObject({
      field: 'path.0',
      rule: '5.8.6',
    });
  });

  it('1066 has no shiltron; a wall of shields stands (Hastings)', () => {
    const { run, pursuit } = caught('1066');
    const choice = { roll: 1, pursue: true, path: ['0307'] };
    expect(
      refusal(run, pursuit, { ...choice, formations: { 'sc-inf': 'shiltron' } }),
    ).toMatchObject({
      rule: '5.8.8',
      message: '1066 has no shiltron',
    });
    expect(
      refusal(run, pursuit, { ...choice, formations: { 'sc-inf': 'wall-of-shields' } }),
    ).toMatchObject({
      rule: '5.8.8',
      message:
        'en-front cannot ride down the units on 0307: wall-of-shields formation; a unit in a special formation cannot be ridden down',
    });
  });
});

describe('the way on from the first hex (5.5)', () => {
  it('infantry pursuers ride nobody down and have no ride-down line', () => {
    const run = combatOn([defender, front], 'A1');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(pursuit?.rideDown).toBeUndefined();
    expect(pursuit?.working).toHaveLength(3);
    const fled = run.applied.after.counters['en-front']?.hex;
    expect(refusal(run, pursuit, { roll: 1, path: [fled!] })).toEqual({
      field: 'path.0',
      rule: '5.5.9',
      message: `sc-inf cannot enter ${fled}: only cavalry rides down enemy units in a pursuit`,
    });
  });

  it('goes on through empty hexes, ignoring ZoCs, to the last hex given', () => {
    const { run, pursuit } = caught();
    const done = confirm(run, pursuit, { roll: 1, path: ['0407', '0408'] });
    expect(done.state.counters['en-front']?.hex).toBe('0408');
    expect(done.state.counters['sc-inf']?.status).toBe('ready');
    expect(done.lines.at(-1)).toEqual({
      text: 'It goes on to 0408, ignoring enemy ZoCs.',
      rule: '5.5.6',
    });
  });

  it('without a path it stops on the first hex, the rest left to the player', () => {
    const { run, pursuit } = caught();
    for (const path of [undefined, []]) {
      const done = confirm(run, pursuit, { roll: 1, ...(path ? { path } : {}) });
      expect(done.state.counters['en-front']?.hex).toBe('0406');
      expect(done.lines.at(-1)).toEqual({
        text: 'It enters 0406; further along the path is yours to move, ignoring enemy ZoCs (5.5.6).',
        rule: '5.5.3',
      });
    }
  });

  it('a voluntary pursuit not made goes nowhere, whatever the path', () => {
    const { run, pursuit } = caught();
    const stays = confirm(run, pursuit, { roll: 6, path: ['0307'] });
    expect(stays.actions).toEqual([]);
    expect(stays.state.counters['sc-inf']?.status).toBe('ready');
  });

  it('refuses a hex that does not touch the one before, or is off the map', () => {
    const { run, pursuit } = caught();
    expect(refusal(run, pursuit, { roll: 1, path: ['0407', '0409'] })).toEqual({
      field: 'path.1',
      rule: '5.5',
      message: 'a pursuit goes on hex by hex: 0409 does not touch 0407',
    });
    expect(refusal(run, pursuit, { roll: 1, path: ['0406'] })).toMatchObject({
      field: 'path.0',
      rule: '5.5',
    });
    expect(refusal(run, pursuit, { roll: 1, path: ['9999'] })).toMatchObject({
      field: 'path.0',
      rule: 'map',
    });
  });

  it.each([
    ['bannockburn-1314', '8.2.8'],
    ['kosovo-1389', '8.2.6'],
  ] as const)(
    '%s: a leader on a hex it rides through dies with his units ridden down (%s)',
    (id, rule) => {
      const lead = piece('sc-bruce', 'Scots', 'leader', '0407');
      const two = piece('sc-two', 'Scots', 'infantry', '0407', { sp: 2 });
      const { run, pursuit } = caught(id, [defender, front, two, lead]);
      expect(run.applied.after.counters['sc-inf']?.hex).toBe('0307');
      const done = confirm(run, pursuit, { roll: 1, pursue: true, path: ['0407'] });
      expect(done.state.counters['sc-two']?.status).toBe('eliminated');
      expect(done.state.counters['sc-bruce']?.status).toBe('eliminated');
      const boxes = moraleMove('leader-killed').boxes;
      expect(done.state.morale.counter).toBe(run.applied.after.morale.counter - boxes);
      expect(done.lines.at(-2)).toEqual({
        text: `sc-bruce stood alone on 0407 and is killed: MORALE moves ${boxes} boxes against Scots.`,
        rule,
      });
      const grand = confirm(run, pursuit, {
        roll: 1,
        pursue: true,
        path: ['0407'],
        grandLeader: true,
      });
      expect(grand.state.morale.counter).toBe(
        run.applied.after.morale.counter - moraleMove('grand-leader-killed').boxes,
      );
    },
  );
});

describe('the way on, at its edges', () => {
  it('two units on a hex are ridden down together', () => {
    const a = piece('sc-a', 'Scots', 'infantry', '0407', { sp: 1 });
    const b = piece('sc-b', 'Scots', 'infantry', '0407', { sp: 1 });
    const { run, pursuit } = caught('bannockburn-1314', [defender, front, a, b]);
    const done = confirm(run, pursuit, { roll: 1, path: ['0407'] });
    expect(done.actions.filter((a) => a.type === 'record-loss')).toEqual([
      { type: 'record-loss', side: 'Scots', sp: 1 },
      { type: 'record-loss', side: 'Scots', sp: 1 },
    ]);
    expect(done.lines.slice(2, 4)).toEqual([
      {
        text: 'It rides down sc-a, sc-b on 0407: entering is enough, at no cost (5.8.7).',
        rule: '5.5.9',
      },
      { text: 'They are eliminated, moving no MORALE; 2 SPs lost.', rule: '5.8.3' },
    ]);
  });

  it('a unit whose SPs were never set is ridden down with no loss recorded', () => {
    const unset = piece('sc-unset', 'Scots', 'infantry', '0407', { sp: null });
    const { run, pursuit } = caught('bannockburn-1314', [defender, front, unset]);
    const done = confirm(run, pursuit, { roll: 1, path: ['0407'] });
    expect(done.actions).toEqual([
      { type: 'eliminate', counter: 'sc-unset', morale: null },
      { type: 'move', counter: 'en-front', hex: '0407' },
    ]);
    expect(done.lines[3]).toEqual({ text: 'It is eliminated, moving no MORALE.', rule: '5.8.3' });
  });

  it('a hex entered twice rides its units down once', () => {
    const { run, pursuit } = caught();
    const done = confirm(run, pursuit, { roll: 1, path: ['0307', '0407', '0307'] });
    expect(done.actions.filter((a) => a.type === 'eliminate')).toEqual([
      { type: 'eliminate', counter: 'sc-inf', morale: null },
    ]);
    expect(done.state.counters['en-front']?.hex).toBe('0307');
  });

  it('its own side’s units are passed through within the stacking limit, not ridden down', () => {
    const own = piece('en-inf', 'English', 'infantry', '0408', { sp: 1 });
    const light = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 1 });
    const run = combatOn([defender, light, own], 'D1', { attackers: ['en-front'] });
    const [pursuit] = only(run.steps, 'pursuit');
    const done = confirm(run, pursuit, { roll: 1, path: ['0407', '0408', '0409'] });
    expect(done.state.counters['en-inf']?.status).toBe('ready');
    expect(done.actions).toEqual([{ type: 'move', counter: 'en-front', hex: '0409' }]);
  });

  it('4.5.2: over the stacking limit it cannot pass a hex of its own units, unless fortified (11.1.8)', () => {
    const own = piece('en-inf', 'English', 'infantry', '0408', { sp: 1 });
    const opts = { attackers: ['en-front'] };
    const run = combatOn([defender, front, own], 'D1', opts);
    const [pursuit] = only(run.steps, 'pursuit');
    expect(refusal(run, pursuit, { roll: 1, path: ['0407', '0408'] })).toEqual({
      field: 'path.1',
      rule: '4.5.2',
      message:
        'en-front cannot pass 0408: 3 SP against a limit of 2 SP; over the limit: not allowed',
    });
    const walled = combatOn([defender, front, own], 'D1', {
      ...opts,
      terrain: { '0408': ['fortification'] },
    });
    const [inside] = only(walled.steps, 'pursuit');
    expect(inside?.fortified).toEqual(['0408']);
    expect(
      confirm(walled, inside, { roll: 1, path: ['0407', '0408'] }).state.counters['en-front']?.hex,
    ).toBe('0408');
  });

  it('Kosovo: panicked units of its own do not count (10.1.3)', () => {
    const own = piece('en-inf', 'English', 'infantry', '0408', { sp: 1 });
    const run = combatOn([defender, front, own], 'D1', {
      id: 'kosovo-1389',
      attackers: ['en-front'],
    });
    const [pursuit] = only(run.steps, 'pursuit');
    const after = run.applied.after;
    const panicked = {
      ...after,
      counters: {
        ...after.counters,
        'en-inf': { ...after.counters['en-inf']!, status: 'panicked' as const },
      },
    };
    const r = applyAfterCombatStep(panicked, pursuit!, { path: ['0407', '0408'] }, run.context);
    expect(r.ok && r.value.state.counters['en-front']?.hex).toBe('0408');
  });

  it('a unit over 2 SP passes an empty hex, and its own hex does not count it twice', () => {
    const heavy = piece('en-front', 'English', 'cavalry', '0405', { facing: 3, sp: 3 });
    const run = combatOn([defender, heavy], 'D1');
    const [pursuit] = only(run.steps, 'pursuit');
    expect(confirm(run, pursuit, { roll: 1, path: ['0407'] }).state.counters['en-front']?.hex).toBe(
      '0407',
    );
    expect(confirm(run, pursuit, { roll: 1, path: ['0405'] }).state.counters['en-front']?.hex).toBe(
      '0405',
    );
  });

  it('a step with no fortification marks says none', () => {
    expect(caught().pursuit).not.toHaveProperty('fortified');
  });

  it('only a cavalry step with its ride-down rides anyone down', () => {
    const { run, pursuit } = caught();
    const bare = { ...pursuit!, rideDown: undefined };
    expect(refusal(run, bare, { roll: 1, path: ['0307'] })).toMatchObject({
      field: 'path.0',
      rule: '5.5.9',
    });
    const infantry = combatOn([defender, front], 'A1');
    const [foot] = only(infantry.steps, 'pursuit');
    const fled = infantry.applied.after.counters['en-front']?.hex;
    const armed = { ...foot!, rideDown: { rule: '5.5.9' } };
    expect(refusal(infantry, armed, { roll: 1, path: [fled!] })).toMatchObject({
      field: 'path.0',
      rule: '5.5.9',
    });
  });
});
