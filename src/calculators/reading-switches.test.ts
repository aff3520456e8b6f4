/**
 * A switch beside a tool's answer must be one the calculators read: for every
 * tool of every book (each edition of the Medieval tools), no entry behind the
 * answer offers a switch that only the play along reads; such an entry shows
 * without it, sending the reader to the book's register.
 */
import { describe, expect, it } from 'vitest';
import { isReadByCalculators } from '../../engine/core/index.ts';
import { errata as knighthoodErrata } from '../../engine/knighthood/index.ts';
import { editionIds } from '../../engine/medieval/index.ts';
import { describeSwitch } from '../lib/errata/switch-wording.ts';
import { createTool, tools } from './registry.ts';

describe('the switches a tool offers', () => {
  for (const entry of tools)
    for (const edition of entry.system === 'medieval' ? editionIds : [undefined])
      it(`${entry.id}${edition ? ` (${edition})` : ''}: only switches the calculators read`, async () => {
        const tool = await createTool(entry.id, edition);
        await tool.loadRegister();
        const unread = tool.errata.filter((c) => c.option && !isReadByCalculators(c.option));
        expect(unread.map((c) => c.id)).toEqual([]);
      });

  it('Knighthood: the play along’s readings show in the honor and morale tools without a switch', async () => {
    const playAlong = knighthoodErrata.filter((c) => c.option && !isReadByCalculators(c.option));
    expect(playAlong.map((c) => c.option?.name).sort()).toEqual([
      'commanderInChief',
      'leaderLostToMissile',
      'rallyBreak',
      'troopLosses',
    ]);
    const shown = [];
    for (const id of ['knighthood/honor-tally', 'knighthood/morale-check']) {
      const tool = await createTool(id);
      await tool.loadRegister();
      shown.push(...tool.errata.filter((c) => playAlong.some((p) => p.id === c.id)));
    }
    expect(shown.map((c) => c.id).sort()).toEqual(playAlong.map((c) => c.id).sort());
    for (const c of shown) {
      expect(c.option, c.id).toBeUndefined();
      expect(describeSwitch(c), c.id).toMatch(/the play along reads it/);
    }
  });

  it('a link holding a reading chosen in the register that the tool does not offer opens', async () => {
    const tool = await createTool('knighthood/morale-check');
    await tool.loadRegister();
    tool.setReading({ name: 'rallyBreak', value: 'breaks-again' }, true);
    tool.setReading({ name: 'fireAfterMoving', value: 'general-rule' }, true);
    tool.setReading({ name: 'bannerLost', value: 'as-leader-lost' }, true);
    const reopened = await createTool('knighthood/morale-check');
    await reopened.loadLink(tool.linkFields);
    expect(reopened.linkProblem).toBeUndefined();
    expect(reopened.readings).toMatchObject({ bannerLost: 'as-leader-lost' });
    await reopened.loadLink({ ...tool.linkFields, 'o.rallyBreak': 'nonsense' });
    expect(reopened.linkProblem).toMatch(/rallyBreak/);
  });
});
