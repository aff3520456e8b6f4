import { describe, expect, it } from 'vitest';
import { applyAction, defaultReadings } from '../../../../engine/knighthood/index.ts';
import { smallGame } from '../play.fixtures.ts';
import { bannerCards, honorOf, leaderCards, unitCards } from './unit-cards.ts';

describe('unit cards', () => {
  it('shows a fresh unit whole, with its troops and ammunition line from the engine (T8, 4.80)', () => {
    const [bows] = unitCards(smallGame(), 'a', defaultReadings);
    expect(bows).toMatchObject({
      key: 'a-u1',
      name: 'Longbowmen',
      troops: 'LS C L LB',
      figures: 12,
      startFigures: 12,
      casualties: 0,
      disordered: false,
      morale: '',
      outOfPlay: false,
      missiles: ['Longbow'],
    });
    expect(bows?.lines.some((l) => l.rule === '4.80' || l.rule === 'T8')).toBe(true);
  });

  it('shows losses, disorder and a morale result with what it obliges (5.40, T17B)', () => {
    let game = smallGame();
    for (const action of [
      { type: 'casualties', side: 'b', unit: 'u1', figures: 3 },
      { type: 'disorder', side: 'b', unit: 'u1' },
      { type: 'morale', side: 'b', unit: 'u1', result: 'R' },
    ] as const) {
      const next = applyAction(game, action);
      if (!next.ok) throw new Error(next.error.message);
      game = next.value;
    }
    const knights = unitCards(game, 'b', defaultReadings).find((c) => c.ref.unit === 'u1');
    expect(knights).toMatchObject({
      figures: 6,
      casualties: 3,
      disordered: true,
      morale: 'Retire',
    });
    expect(knights?.lines.map((l) => l.rule)).toContain('T17B');
  });

  it('lists a unit out of play last, and a killed leader as killed (T20)', () => {
    let next = applyAction(smallGame(), { type: 'casualties', side: 'a', unit: 'u1', figures: 12 });
    if (!next.ok) throw new Error(next.error.message);
    next = applyAction(next.value, {
      type: 'leader-hit',
      side: 'a',
      leader: 'l1',
      result: 'killed',
      captured: false,
    });
    if (!next.ok) throw new Error(next.error.message);
    const cards = unitCards(next.value, 'a', defaultReadings);
    expect(cards.map((c) => [c.ref.unit, c.outOfPlay])).toEqual([
      ['u2', false],
      ['u1', true],
    ]);
    expect(leaderCards(next.value, 'a')[0]).toMatchObject({ dead: true });
  });

  it('tallies each side’s honor (8.02)', () => {
    expect(honorOf(smallGame(), 'a', defaultReadings)).toBeTypeOf('number');
  });

  it('marks horse for chivalry only when the player does (T21)', () => {
    const horse = () => unitCards(game, 'a', defaultReadings).find((c) => c.ref.unit === 'u2');
    let game = smallGame();
    expect(horse()).toMatchObject({ mounted: true, chivalry: false });
    const marked = applyAction(game, {
      type: 'mark-chivalry',
      side: 'a',
      unit: 'u2',
      chivalry: true,
    });
    if (!marked.ok) throw new Error(marked.error.message);
    game = marked.value;
    expect(horse()?.chivalry).toBe(true);
  });

  it('lists each banner with its carrier, held until taken (7.20)', () => {
    expect(bannerCards(smallGame(), 'a')).toEqual([
      { side: 'a', id: 'b1', name: 'English banner', carrier: 'Men-at-arms', captured: false },
    ]);
    const taken = applyAction(smallGame(), { type: 'banner-captured', side: 'a', banner: 'b1' });
    if (!taken.ok) throw new Error(taken.error.message);
    expect(bannerCards(taken.value, 'a')[0]?.captured).toBe(true);
    const back = applyAction(taken.value, { type: 'banner-recaptured', side: 'a', banner: 'b1' });
    if (!back.ok) throw new Error(back.error.message);
    expect(bannerCards(back.value, 'a')[0]?.captured).toBe(false);
  });
});
