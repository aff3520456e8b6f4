/** The two checks with no calculator: reorganisation and the betrayal duel, each asked in the panel. */
import { describe, expect, it } from 'vitest';
import { applyAction, defaultReadings } from '../../../../engine/macbeth-to-medici/index.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { GameSetup } from '../start/game-setup.svelte.ts';
import { startFromSetup } from '../start/start-game.ts';
import { CheckSession } from './check-session.svelte.ts';

const bills = { side: 'a', unit: 'u2' } as const;
const general = { side: 'a', officer: 'o1' } as const;

/** Confirms the check's proposal on a played game; answers the game after. */
function apply(check: CheckSession) {
  const proposal = check.proposal;
  if (!proposal?.ok) throw new Error(proposal ? proposal.error.message : 'no proposal');
  const played = new PlayedGame();
  played.begin(check.game);
  expect(played.confirm(proposal.value)).toBe(true);
  return { proposal: proposal.value, game: played.game! };
}

/** The small game with a second officer on side a. */
function twoOfficers() {
  const setup = new GameSetup();
  setup.quick.a.addOfficer();
  const game = startFromSetup(setup);
  if (!game) throw new Error(setup.problem);
  return game;
}

describe('reorganisation from the units', () => {
  it('fills the unit, asks the elements traded and proposes the hits taken off (Reorganisation)', async () => {
    const hit = applyAction(smallGame(), { type: 'take-hits', ...bills, hits: 3 });
    if (!hit.ok) throw new Error(hit.error.message);
    const check = await CheckSession.open(
      hit.value,
      { kind: 'reorganise', unit: bills },
      defaultReadings,
    );
    expect(check.title).toBe('Bills reorganises');
    expect(check.tool).toBeUndefined();
    expect(check.rollsDice).toBe(false);
    expect(check.diceRead).toBe(true);
    expect(check.filled[0]).toMatch(/^Bills: \d+ elements, .*3 hits/);
    const before = hit.value.sides.a.units.u2!;
    const { proposal, game } = apply(check);
    expect(proposal.title).toBe('Bills trades in 1 element');
    expect(proposal.rules).toEqual(['reorganisation']);
    expect(proposal.changes.every((c) => c.rule === 'reorganisation')).toBe(true);
    const after = game.sides.a.units.u2!;
    expect(after.elements).toBe(before.elements - 1);
    expect(after.hits).toBeLessThan(3);
  });

  it('refuses to trade in no element, naming the field and the section', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'reorganise', unit: bills },
      defaultReadings,
    );
    check.traded = 0;
    const proposal = check.proposal;
    expect(proposal?.ok).toBe(false);
    expect(proposal && !proposal.ok && proposal.error).toMatchObject({
      field: 'traded',
      rule: 'reorganisation',
    });
  });
});

describe('the betrayal duel from an officer card', () => {
  it('fills the officer, offers the other officers as rivals and proposes loyalty by default', async () => {
    const check = await CheckSession.open(
      twoOfficers(),
      { kind: 'betrayal', officer: general },
      defaultReadings,
    );
    expect(check.title).toBe('General may feel betrayed');
    expect(check.tool).toBeUndefined();
    expect(check.filled[0]).toMatch(/^General: bold, \w+ \(\d+% chance of betrayal\), \w+ dice$/);
    expect(check.rivals).toEqual([{ id: 'o2', name: 'Officer 2' }]);
    expect(check.rival).toBe('o2');
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.changes.map((c) => c.text)).toEqual([
      'General stays loyal',
    ]);
  });

  it('applies a duel the officer wins: his rival killed, he abandons his troops and turns shaken (Officer morale test)', async () => {
    const check = await CheckSession.open(
      twoOfficers(),
      { kind: 'betrayal', officer: general },
      defaultReadings,
    );
    check.betrayal = 'kills-rival';
    const { proposal, game } = apply(check);
    expect(proposal.rules).toEqual(['officer-morale-test']);
    expect(game.sides.a.officers.o2!.status).toBe('killed');
    expect(game.sides.a.officers.o1!).toMatchObject({ status: 'betrayed', temperament: 'shaken' });
  });

  it('refuses a duel when no other friendly officer is alive, naming the rival field', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'betrayal', officer: general },
      defaultReadings,
    );
    expect(check.rivals).toEqual([]);
    check.betrayal = 'both-slain';
    const proposal = check.proposal;
    expect(proposal?.ok).toBe(false);
    expect(proposal && !proposal.ok && proposal.error.field).toBe('rival');
  });
});
