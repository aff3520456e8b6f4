/**
 * The steps an applied combat still calls for are part of the game: they
 * come back from a file and a link with their odds worked out again (8.2.5,
 * 5.5.2), leave the list once confirmed, and a damaged list is refused by field.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../board/types.ts';
import { confirm } from '../board-combat/after-combat.fixtures.ts';
import { dropSteps, keepSteps, pendingSteps } from '../board-combat/after-combat.ts';
import { keptCombat } from './after-combat-kept.fixtures.ts';
import { readGameFile, writeGameFile } from './game-file.ts';
import { decodeGameLink, encodeGameLink } from './game-link.ts';

const stepsOf = (state: GameState) => {
  const steps = pendingSteps(state);
  if (!steps.ok) throw new Error(steps.error.message);
  return steps.value;
};

function fileWith(change: (steps: Record<string, unknown>[]) => void): string {
  const { kept } = keptCombat();
  const file = JSON.parse(writeGameFile(kept)) as { state: { afterCombat: unknown } };
  change(file.state.afterCombat as Record<string, unknown>[]);
  return JSON.stringify(file);
}

const refusal = (text: string) => {
  const { setup } = keptCombat();
  const read = readGameFile(text, setup);
  return read.ok ? undefined : { field: read.error.field, rule: read.error.rule };
};

describe('the steps a combat calls for, kept with the game', () => {
  it('a death roll, a falling banner and a pursuit wait, and are whole again with their odds', () => {
    const { run, kept } = keptCombat();
    expect(run.steps.map((s) => s.kind)).toEqual(['leader-death', 'banner-fall', 'pursuit']);
    expect(kept.afterCombat).toHaveLength(3);
    expect(() => JSON.stringify(kept)).not.toThrow();
    expect(stepsOf(kept)).toEqual(run.steps);
    expect(dropSteps(kept)).toEqual(run.applied.after);
    expect(keepSteps(kept, [])).not.toHaveProperty('afterCombat');
  });

  it('come back the same from a file and from a link', () => {
    const { run, setup, kept } = keptCombat();
    const fromFile = readGameFile(writeGameFile(kept), setup);
    const fromLink = decodeGameLink(encodeGameLink(kept, setup), setup);
    for (const read of [fromFile, fromLink]) {
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value.state.afterCombat).toEqual(kept.afterCombat);
      expect(stepsOf(read.value.state)).toEqual(run.steps);
    }
  });

  it('a cavalry pursuit keeps its ride-down rule and the fortified hexes it reads (5.5.9, 5.8.8)', () => {
    const { run: marked } = keptCombat({ '0101': ['fortification'], '0102': ['fortification'] });
    const pursuit = marked.steps.find((s) => s.kind === 'pursuit');
    expect(pursuit).toMatchObject({ rideDown: { rule: '5.5.9' }, fortified: ['0101', '0102'] });
    const state = keepSteps(marked.applied.after, marked.steps);
    const read = readGameFile(writeGameFile(state), marked.context.setup);
    if (!read.ok) throw new Error(read.error.message);
    expect(stepsOf(read.value.state)).toEqual(marked.steps);
    const spoilt = JSON.parse(writeGameFile(state)) as {
      state: { afterCombat: Record<string, unknown>[] };
    };
    spoilt.state.afterCombat[2]!['rideDown'] = { rule: '5.5.9', more: 1 };
    expect(refusal(JSON.stringify(spoilt))?.field).toBe('afterCombat.2.rideDown');
  });

  it('an older file, with no steps, still reads, and has none', () => {
    const { run, setup } = keptCombat();
    const read = readGameFile(writeGameFile(run.applied.after), setup);
    expect(read.ok && read.value.state).not.toHaveProperty('afterCombat');
    expect(read.ok && stepsOf(read.value.state)).toEqual([]);
  });

  it('a confirmed step leaves the list; the last one takes the field with it (8.2.4, 7.1.5)', () => {
    const { run, kept } = keptCombat();
    const [death, banner] = run.steps;
    const afterDeath = confirm(run, death, { roll: 12 }, kept).state;
    expect(afterDeath.afterCombat?.map((s) => s.kind)).toEqual(['banner-fall', 'pursuit']);
    const afterBanner = confirm(run, banner, { held: false }, afterDeath).state;
    const pursuit = stepsOf(afterBanner)[0];
    const done = confirm(run, pursuit, { roll: 6, pursue: true }, afterBanner).state;
    expect(done).not.toHaveProperty('afterCombat');
  });

  it('refuses a damaged list by field, citing the game file (a hex, the map)', () => {
    const { kept } = keptCombat();
    const cases: [(steps: Record<string, unknown>[]) => void, string, string?][] = [
      [(s) => (s[0]!['retreat'] = 9), 'afterCombat.0.retreat'],
      [(s) => (s[0]!['kind'] = 'rout'), 'afterCombat.0.kind'],
      [(s) => (s[0]!['leader'] = 'en-front'), 'afterCombat.0.leader'],
      [(s) => (s[0]!['key'] = 'leader-death-someone'), 'afterCombat.0.key'],
      [(s) => (s[0]!['dies'] = 1), 'afterCombat.0'],
      [(s) => (s[1]!['hex'] = '9999'), 'afterCombat.1.hex', 'map'],
      [(s) => (s[2]!['morale'] = 'high'), 'afterCombat.2.morale'],
      [(s) => (s[2]!['into'] = []), 'afterCombat.2.into'],
      [
        (s) => (s[2]!['working'] = [{ text: 'x'.repeat(601), rule: '5.5' }]),
        'afterCombat.2.working.0.text',
      ],
      [(s) => s.push({ ...s[2] }), 'afterCombat'],
    ];
    for (const [change, field, rule = 'game file'] of cases)
      expect(refusal(fileWith(change)), field).toEqual({ field, rule });
    const notAList = JSON.parse(writeGameFile(kept)) as { state: Record<string, unknown> };
    notAList.state['afterCombat'] = { kind: 'pursuit' };
    expect(refusal(JSON.stringify(notAList))?.field).toBe('afterCombat');
  });
});
