/**
 * A switch beside a tool's answer must be one its answer reads: for every
 * tool of every book (each edition of the Medieval tools), no entry behind the
 * answer offers a switch that only the play along reads, or that only another
 * tool reads, or that matters only for inputs not yet given; such an entry
 * shows without it, its other reading still named.
 */
import { describe, expect, it } from 'vitest';
import { isReadByCalculators } from '../../engine/core/index.ts';
import { errata as knighthoodErrata } from '../../engine/knighthood/index.ts';
import { editionIds } from '../../engine/medieval/index.ts';
import { describeSwitch } from '../lib/errata/switch-wording.ts';
import { createTool, listTools } from './registry.ts';
import type { BookTool, ReadingOption } from './kit/tool-state.svelte.ts';

const tools = await listTools();
type AnyTool = BookTool<string, object>;
const shownSwitches = (tool: AnyTool) =>
  tool.errata.flatMap((c) => (c.option ? [c.option.name] : []));
const answerOf = (tool: AnyTool) =>
  JSON.stringify(tool.result, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v));

/** Whether flipping the switch changes the answer for the tool's current inputs. */
function changesAnswer(tool: AnyTool, option: ReadingOption): boolean {
  const before = answerOf(tool);
  const was = tool.usesReading(option);
  tool.setReading(option, !was);
  const after = answerOf(tool);
  tool.setReading(option, was);
  return before !== after;
}

/** Every input one field away from the defaults: each choice, a tick flipped, a number one up. */
function oneFieldChanges(tool: AnyTool): [string, string | number | boolean][] {
  return tool.fields.flatMap((f): [string, string | number | boolean][] => {
    if (f.kind === 'choice') return f.options.map((o) => [f.key, o.value]);
    if (f.kind === 'check') return [[f.key, !tool.flag(f.key)]];
    if (f.kind === 'number' && !Number.isNaN(tool.number(f.key)))
      return [[f.key, tool.number(f.key) + 1]];
    return [];
  });
}

describe('the switches a tool offers', () => {
  for (const entry of tools)
    for (const edition of entry.system === 'medieval' ? editionIds : [undefined])
      it(`${entry.id}${edition ? ` (${edition})` : ''}: only switches the calculators read`, async () => {
        const tool = await createTool(entry.id, edition);
        await tool.loadRegister();
        const unread = tool.errata.filter((c) => c.option && !isReadByCalculators(c.option));
        expect(unread.map((c) => c.id)).toEqual([]);
      });

  for (const entry of tools)
    for (const edition of entry.system === 'medieval' ? editionIds : [undefined])
      it(`${entry.id}${edition ? ` (${edition})` : ''}: each switch shown is read by its answer`, async () => {
        const tool = (await createTool(entry.id, edition)) as AnyTool;
        await tool.loadRegister();
        // The test's own record, beneath the tool's: which readings the answers read.
        const read = new Set<string | symbol>();
        tool.readings = new Proxy(
          { ...(tool.book.defaultReadings as Record<string, unknown>) },
          { get: (t, k) => (read.add(k), Reflect.get(t, k) as unknown) },
        );
        const defaults = { ...tool.values };
        const shown = new Set<string>();
        // At the defaults and one field away: each switch shown there is one an answer read.
        for (const [key, value] of [['', ''] as const, ...oneFieldChanges(tool)]) {
          Object.assign(tool.values, defaults);
          if (key) tool.set(key, value);
          void tool.result;
          for (const name of shownSwitches(tool)) shown.add(name);
        }
        expect([...shown].filter((name) => !read.has(name))).toEqual([]);
      });

  it('Knighthood: a switch only the honor tally reads is not offered by the leader tools', async () => {
    for (const id of [
      'knighthood/captivity',
      'knighthood/leader-combat',
      'knighthood/leader-risk',
    ]) {
      const tool = (await createTool(id)) as AnyTool;
      await tool.loadRegister();
      expect(shownSwitches(tool), id).not.toContain('captureByMissile');
    }
    const captivity = (await createTool('knighthood/captivity')) as AnyTool;
    await captivity.loadRegister();
    const entry = captivity.errata.find((c) => c.id === 't21-capture-missile-column');
    expect(entry?.option).toBeUndefined();
    expect(entry?.alternative).not.toBe('');
    const tally = (await createTool('knighthood/honor-tally')) as AnyTool;
    await tally.loadRegister();
    const defaults = { ...tally.values };
    const showing = oneFieldChanges(tally).filter(([key, value]) => {
      Object.assign(tally.values, defaults);
      tally.set(key, value);
      return shownSwitches(tally).includes('captureByMissile');
    });
    // Shown once a capture by missile fire is counted, and kept from then on.
    expect(showing.length).toBeGreaterThan(0);
    const option = tally.errata.find((c) => c.option?.name === 'captureByMissile')?.option;
    const changing = showing.filter((change) => {
      Object.assign(tally.values, defaults);
      tally.set(...change);
      return option !== undefined && changesAnswer(tally, option);
    });
    expect(changing.length).toBeGreaterThan(0);
  });

  it('From Macbeth to Medici: the officer generator offers none of the control readings', async () => {
    const tool = (await createTool('macbeth-to-medici/officer-generator')) as AnyTool;
    await tool.loadRegister();
    expect(shownSwitches(tool)).toEqual([]);
  });

  it('Medieval fire: the horse archers’ readings show once horse archers shoot', async () => {
    for (const edition of editionIds) {
      const tool = (await createTool('medieval/fire', edition)) as AnyTool;
      await tool.loadRegister();
      expect(shownSwitches(tool), edition).not.toContain('horseArcherColumn');
      expect(shownSwitches(tool), edition).not.toContain('kosovoDisorganizationRow');
      tool.set('weapon', 'horse-archers');
      expect(shownSwitches(tool), edition).toContain('horseArcherColumn');
    }
  });

  it('a link holding a reading the tool reads only for other inputs restores it', async () => {
    const tool = (await createTool('medieval/fire', 'kosovo-1389')) as AnyTool;
    await tool.loadRegister();
    tool.set('weapon', 'horse-archers');
    const option = tool.errata.find((c) => c.option?.name === 'horseArcherColumn')!.option!;
    tool.setReading(option, true);
    tool.set('weapon', 'archers');
    const reopened = (await createTool('medieval/fire', 'kosovo-1389')) as AnyTool;
    await reopened.loadLink(tool.linkFields);
    expect(reopened.linkProblem).toBeUndefined();
    expect(reopened.usesReading(option)).toBe(true);
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
