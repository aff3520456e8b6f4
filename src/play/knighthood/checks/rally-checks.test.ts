import { describe, expect, it } from 'vitest';
import { defaultReadings, type KnightGame } from '../../../../engine/knighthood/index.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { CheckSession } from './check-session.svelte.ts';
import { RallyChecks } from './rally-checks.svelte.ts';

const bows = { side: 'a', unit: 'u1' } as const;
const horse = { side: 'a', unit: 'u2' } as const;

/** Both English units broken, then on to side a's rally phase (a moves first). */
function rallyPhase(): PlayedGame {
  const played = new PlayedGame();
  played.begin(smallGame());
  played.act({ type: 'morale', ...bows, result: 'B' });
  played.act({ type: 'morale', ...horse, result: 'B' });
  for (let i = 0; i < 3; i++) played.act({ type: 'next-phase' });
  return played;
}

/** A morale check on `ref` opened from the game, rolled and applied, then noted as the page does. */
async function rallyCheck(played: PlayedGame, rally: RallyChecks, ref: typeof bows) {
  const check = new CheckSession(played.game!, { kind: 'morale', unit: ref }, defaultReadings, 5);
  await check.rollAll();
  const proposal = check.proposal;
  expect(proposal?.ok).toBe(true);
  if (!proposal?.ok) return;
  expect(played.confirm(proposal.value)).toBe(true);
  rally.note(ref, played.game as KnightGame);
}

describe('the rally list (turn sequence phase 4)', () => {
  it('lists the broken units only in the rally phase, each once: a checked unit drops off', async () => {
    const played = rallyPhase();
    const rally = new RallyChecks();
    const game = played.game!;
    expect(game.phase).toBe('rally');
    expect(rally.due(game)).toMatchObject({
      rule: '2.00',
      units: [
        { ref: bows, name: 'Longbowmen' },
        { ref: horse, name: 'Men-at-arms' },
      ],
    });
    await rallyCheck(played, rally, bows);
    expect(rally.checked(played.game!)).toEqual([bows]);
    expect(rally.due(played.game!)?.units.map((u) => u.ref)).toEqual([horse]);
    // Undone, the check no longer counts; redone, it does again.
    played.undo();
    expect(rally.due(played.game!)?.units.map((u) => u.ref)).toEqual([bows, horse]);
    played.redo();
    expect(rally.due(played.game!)?.units.map((u) => u.ref)).toEqual([horse]);
    played.act({ type: 'next-phase' });
    expect(rally.due(played.game!)).toBeUndefined();
  });

  it('forgets the checks of an earlier rally phase', () => {
    const played = rallyPhase();
    const rally = new RallyChecks();
    played.act({ type: 'morale', ...bows, result: 'B' });
    rally.note(bows, played.game!);
    expect(rally.checked(played.game!)).toEqual([bows]);
    // On to side a's next rally phase, a game turn later.
    for (let i = 0; i < 12; i++) played.act({ type: 'next-phase' });
    expect(played.game).toMatchObject({ moving: 'a', phase: 'rally', turn: 2 });
    expect(rally.checked(played.game!)).toEqual([]);
  });
});
