import { describe, expect, it } from 'vitest';
import { applyAction, defaultReadings } from '../../../../engine/macbeth-to-medici/index.ts';
import { PlayedGame } from '../played-game.svelte.ts';
import { smallGame } from '../play.fixtures.ts';
import { GameSetup } from '../start/game-setup.svelte.ts';
import { startFromSetup } from '../start/start-game.ts';
import { CheckSession } from './check-session.svelte.ts';

const bows = { side: 'a', unit: 'u1' } as const;
const bills = { side: 'a', unit: 'u2' } as const;
const spears = { side: 'b', unit: 'u1' } as const;

/** Rolls the check's dice and confirms its proposal on a played game; answers the game after. */
async function rollAndApply(check: CheckSession) {
  await check.rollAll();
  expect(check.diceRead).toBe(true);
  const proposal = check.proposal;
  if (!proposal?.ok) throw new Error(proposal ? proposal.error.message : 'no proposal');
  const played = new PlayedGame();
  played.begin(check.game);
  expect(played.confirm(proposal.value)).toBe(true);
  return { proposal: proposal.value, game: played.game! };
}

describe('a From Macbeth to Medici check opened from the units', () => {
  it('fills archery from both units (Archery) and proposes the hits the dice read', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'archery', firer: bows, target: spears },
      defaultReadings,
      7,
    );
    const tool = check.tool!;
    expect(tool.values).toMatchObject({
      'firer.order': 'loose',
      'firer.elements': 4,
      'firer.leadership': 'none',
      'target.order': 'close',
      'target.armour': 'light',
      'target.elements': 6,
    });
    expect(check.filled[0]).toBe('Longbowmen: 4 elements, seasoned, loose order, light armour');
    expect(check.proposal).toBeUndefined();
    const { proposal, game } = await rollAndApply(check);
    expect(proposal.title).toMatch(
      /^Longbowmen shoots at Spears: \d+ hits?, \d+ elements? removed$/,
    );
    expect(proposal.rules).toEqual(['archery']);
    expect(game.sides.a.units.u1!.tally.fired).toBe(true);
  });

  it('fills both sides of a melee, weapons where the type names them, and applies the hits and losses', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'melee', a: bills, b: spears },
      defaultReadings,
      3,
    );
    expect(check.tool!.values).toMatchObject({
      'a.name': 'Bills',
      'a.order': 'close',
      'a.elements': 4,
      'b.weapon': 'spear',
      'b.elements': 6,
      // Neither side carries a shield: each fights a shieldless enemy.
      'a.cause.enemy-shieldless': true,
    });
    const { proposal, game } = await rollAndApply(check);
    expect(proposal.title).toMatch(/^Melee, Bills against Spears: /);
    expect(game.sides.a.units.u2!.tally.melees).toBe(1);
    expect(game.log.at(-1)?.rules).toContain('melee-combat');
  });

  it('fills an impact with each side’s weapon cap and proposes its result', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'impact', a: bills, b: spears },
      defaultReadings,
      5,
    );
    expect(check.tool!.values).toMatchObject({ 'a.weapon': 'other', 'a.mounted': false });
    const { proposal } = await rollAndApply(check);
    expect(proposal.title).toMatch(/^Impact, Bills against Spears: /);
  });

  it('fills a Control test from the unit’s hits and proposes what the result does', async () => {
    const hit = applyAction(smallGame(), { type: 'take-hits', ...spears, hits: 2 });
    if (!hit.ok) throw new Error(hit.error.message);
    const check = await CheckSession.open(
      hit.value,
      { kind: 'control', unit: spears },
      defaultReadings,
      2,
    );
    expect(check.tool!.values).toMatchObject({ hits: 2, elements: 6, morale: 'steady' });
    const { proposal } = await rollAndApply(check);
    expect(proposal.title).toMatch(/^Spears: Control test, (passes|rolls up|rolls down)$/);
  });

  it('refuses a check on a lost unit, naming the section', async () => {
    const gone = applyAction(smallGame(), { type: 'remove-unit', ...spears });
    if (!gone.ok) throw new Error(gone.error.message);
    const check = await CheckSession.open(
      gone.value,
      { kind: 'archery', firer: bows, target: spears },
      defaultReadings,
    );
    expect(check.problem).toBe('Spears is lost (archery).');
    expect(check.tool).toBeUndefined();
  });

  it('fills skirmish fire from both units and proposes its hits with no dice (Skirmish fire)', async () => {
    const setup = new GameSetup();
    setup.quick.a.units[0]!.type = 'skirmishers';
    setup.quick.a.units[0]!.name = 'Kerns';
    const game = startFromSetup(setup)!;
    const check = await CheckSession.open(
      game,
      { kind: 'skirmish', firer: bows, target: spears },
      defaultReadings,
    );
    expect(check.rollsDice).toBe(false);
    expect(check.tool!.values).toMatchObject({
      order: 'open',
      steady: true,
      'target.order': 'close',
    });
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.title).toMatch(
      /^Kerns skirmishes with Unit 1: \d+ skirmish hits?$/,
    );
  });

  it('fills a bombard from the gunners and proposes what the shot does (Gunnes)', async () => {
    const setup = new GameSetup();
    setup.quick.a.units[0]!.type = 'gunnes';
    setup.quick.a.units[0]!.experience = 'veteran';
    const check = await CheckSession.open(
      startFromSetup(setup)!,
      { kind: 'bombard', firer: bows, target: spears },
      defaultReadings,
      4,
    );
    expect(check.tool!.text('experience')).toBe('veteran');
    const { proposal } = await rollAndApply(check);
    expect(proposal.rules).toEqual(['gunnes']);
  });

  it('fills fatigue from what the unit did this turn and proposes its hits (Fatigue)', async () => {
    const meleed = applyAction(smallGame(), { type: 'exertion', ...bills, exertion: 'melee' });
    if (!meleed.ok) throw new Error(meleed.error.message);
    const check = await CheckSession.open(
      meleed.value,
      { kind: 'fatigue', unit: bills },
      defaultReadings,
    );
    expect(check.rollsDice).toBe(false);
    expect(check.tool!.values).toMatchObject({
      base: 'foot',
      melees: 1,
      order: 'close',
      armour: 'light',
    });
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.title).toMatch(/^Bills: fatigue score \d+, \d+ hits?$/);
  });

  it('opens a rally as a Control test in the rallying situation and proposes its result (Rallying)', async () => {
    const hit = applyAction(smallGame(), { type: 'take-hits', ...spears, hits: 2 });
    if (!hit.ok) throw new Error(hit.error.message);
    const check = await CheckSession.open(
      hit.value,
      { kind: 'rally', unit: spears },
      defaultReadings,
      6,
    );
    expect(check.tool!.values).toMatchObject({ situation: 'rallying', hits: 2 });
    const { proposal } = await rollAndApply(check);
    expect(proposal.title).toMatch(/^Spears: Control test, /);
  });

  it('fills the officer morale test from his state and proposes no change when no loss calls for one (Officer morale test)', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'officer-morale', officer: { side: 'a', officer: 'o1' } },
      defaultReadings,
      1,
    );
    expect(check.title).toBe('General takes a morale test');
    expect(check.tool!.values).toMatchObject({
      temperament: 'bold',
      leadership: '3',
      command: '3',
      countBefore: 0,
      lostB: 0,
    });
    const proposal = check.proposal;
    expect(proposal?.ok && proposal.value.title).toBe('General: morale test, none due');
  });

  it('rolls the officer morale test once the player enters a unit lost now', async () => {
    const check = await CheckSession.open(
      smallGame(),
      { kind: 'officer-morale', officer: { side: 'a', officer: 'o1' } },
      defaultReadings,
      1,
    );
    check.tool!.set('lostA', 1);
    expect(check.proposal).toBeUndefined();
    const { proposal } = await rollAndApply(check);
    expect(proposal.rules).toEqual(['officer-morale-test']);
  });
});
