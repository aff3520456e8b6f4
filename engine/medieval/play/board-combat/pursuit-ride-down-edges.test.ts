import { describe, expect, it } from 'vitest';
import { moraleMove } from '../../morale/morale.ts';
import type { EditionId } from '../../types.ts';
import { getEdition } from '../../editions/editions.ts';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn, confirm, only } from './after-combat.fixtures.ts';
import { board, defender, front, piece } from './combat.fixtures.ts';
import { followPursuitPath } from './pursuit-ride-down.ts';

describe('a pursuit beyond its first hex: leaders and stacks', () => {
  it('8.2.8: a leader alone on a hex is killed once, though the path comes back to it', () => {
    const lead = piece('sc-bruce', 'Scots', 'leader', '0407');
    const run = combatOn([defender, front, lead], 'D1', {
      attackers: ['en-front'],
      extra: { losses: { Scots: 0, English: 0 } },
    });
    const [pursuit] = only(run.steps, 'pursuit');
    const done = confirm(run, pursuit, { roll: 1, pursue: true, path: ['0407', '0408', '0407'] });
    expect(done.actions.filter((a) => a.type === 'eliminate')).toEqual([
      { type: 'eliminate', counter: 'sc-bruce', morale: 'leader-killed' },
    ]);
    const boxes = moraleMove('leader-killed').boxes;
    expect(done.state.morale.counter).toBe(run.applied.after.morale.counter - boxes);
    expect(done.lines.filter((l) => l.rule === '8.2.8')).toEqual([
      {
        text: `sc-bruce stood alone on 0407 and is killed: MORALE moves ${boxes} boxes against Scots.`,
        rule: '8.2.8',
      },
    ]);
  });

  it.each([
    ['bannockburn-1314', 'Bannockburn 1314'],
    ['1066', '1066'],
  ] as const)(
    '%s: a counter of its own marked panicked on the path is refused, the edition having no panic (4.5.1)',
    (id: EditionId, title) => {
      const own = piece('en-inf', 'English', 'infantry', '0408', { sp: 1 });
      const run = combatOn([defender, front, own], 'D1', { id, attackers: ['en-front'] });
      const [pursuit] = only(run.steps, 'pursuit');
      const after = run.applied.after;
      const panicked = {
        ...after,
        counters: {
          ...after.counters,
          'en-inf': { ...after.counters['en-inf']!, status: 'panicked' as const },
        },
      };
      const r = applyAfterCombatStep(
        panicked,
        pursuit!,
        { roll: 1, pursue: true, path: ['0407', '0408'] },
        run.context,
      );
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error).toEqual({
          field: 'path.1',
          rule: '4.5.1',
          message: `${title} has no panic`,
        });
    },
  );
});

describe('a pursuit beyond its first hex on a map of three-digit columns', () => {
  it('5.5: goes on hex by hex from a first hex such as 10506', () => {
    const { state, setup } = board([piece('en-front', 'English', 'cavalry', '10505')]);
    const map = { columns: [100, 110], rows: [1, 10], lowerColumns: 'even' } as const;
    const context = {
      setup: { ...setup, scenarioMap: { map, reading: 'A wide test map.' } },
      scenario: { id: 'test', turns: { first: 1 }, initiative: 'Scots' },
    };
    const edition = getEdition('bannockburn-1314');
    if (!edition.ok) throw new Error(edition.error.message);
    const from = { unit: 'en-front', side: 'English', first: '10506' };
    const on = followPursuitPath(state, from, { path: ['10507'] }, context, edition.value);
    expect(on.ok && on.value.end).toBe('10507');
    const far = followPursuitPath(state, from, { path: ['10508'] }, context, edition.value);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.error).toMatchObject({ field: 'path.0', rule: '5.5' });
  });
});
