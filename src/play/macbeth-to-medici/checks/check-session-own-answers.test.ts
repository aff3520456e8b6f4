/** The two checks with no calculator: reorganisation and the betrayal duel, each asked in the panel. */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  betrayalChance,
  defaultReadings,
} from '../../../../engine/macbeth-to-medici/index.ts';
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

describe('the betrayal check from an officer card', () => {
  const open = (game = twoOfficers()) =>
    CheckSession.open(game, { kind: 'betrayal', officer: general }, defaultReadings, 7);
  const origin = (game: ReturnType<typeof twoOfficers>) =>
    game.sides.a.roster.officers.find((o) => o.id === 'o1')!.origin;

  it('fills the officer, offers the other officers as rivals, shows the odds and asks for the roll', async () => {
    const game = twoOfficers();
    const check = await open(game);
    expect(check.title).toBe('General may feel betrayed');
    expect(check.tool).toBeUndefined();
    expect(check.filled[0]).toMatch(/^General: bold, \w+ \(\d+% chance of betrayal\), \w+ dice$/);
    expect(check.rivals).toEqual([{ id: 'o2', name: 'Officer 2' }]);
    expect(check.rival).toBe('o2');
    expect([check.rollsDice, check.diceRead, check.proposal]).toEqual([true, false, undefined]);
    const dice = check.betrayal!;
    const odds = dice.betrayalOdds;
    expect(odds.map((r) => r.key)).toEqual(['betrayed', 'loyal']);
    expect(odds[0]!.chance).toEqual(betrayalChance(origin(game)));
    const duel = dice.duelRows;
    expect(duel.map((r) => r.key)).toEqual(['kills-rival', 'killed', 'both-slain']);
    expect(duel.reduce((n, r) => n + Number(r.chance.num) / Number(r.chance.den), 0)).toBeCloseTo(
      1,
    );
  });

  it('a roll over the chance: he stays loyal, the roll heading the changes with its section', async () => {
    const check = await open();
    const over = check.betrayal!.percentChance + 1;
    check.betrayal!.percent.enter(String(over));
    expect(check.betrayal!.betrayed).toBe(false);
    expect(check.diceRead).toBe(true);
    const { proposal } = apply(check);
    expect(proposal.changes.map((c) => [c.text.split(':').at(-1)?.trim(), c.rule])).toEqual([
      ['he stays loyal', 'officer-morale-test'],
      ['General stays loyal', 'officer-morale-test'],
    ]);
  });

  it('betrayed: asks both duel dice, then applies a duel he wins: his rival killed, he abandons his troops and turns shaken', async () => {
    const check = await open();
    check.betrayal!.percent.enter(String(check.betrayal!.percentChance));
    expect([check.betrayal!.betrayed, check.diceRead, check.proposal]).toEqual([
      true,
      false,
      undefined,
    ]);
    check.betrayal!.own.enter('5');
    expect(check.proposal).toBeUndefined();
    check.betrayal!.rival.enter('2');
    const { proposal, game } = apply(check);
    expect(proposal.rules).toEqual(['officer-morale-test']);
    expect(game.sides.a.officers.o2!.status).toBe('killed');
    expect(game.sides.a.officers.o1!).toMatchObject({ status: 'betrayed', temperament: 'shaken' });
  });

  it('refuses impossible dice at their field: a percentile 0 or 101, a 7 on his die', async () => {
    const check = await open();
    const dice = check.betrayal!;
    dice.percent.enter('101');
    expect(dice.errorAt('percent')).toMatch(/1 to 100, not 101/);
    expect(check.proposal).toMatchObject({ ok: false, error: { field: 'percent' } });
    dice.percent.enter('0');
    expect(dice.errorAt('percent')).toMatch(/not 0/);
    dice.percent.enter('1');
    dice.own.enter('7');
    expect(dice.errorAt('own')).toMatch(/not 7/);
    expect(dice.errorAt('percent')).toBeUndefined();
  });

  it('rolls every die due with the seeded dice in one tap', async () => {
    const check = await open();
    await check.rollAll();
    expect(check.diceRead).toBe(true);
    expect(check.proposal?.ok).toBe(true);
    expect(check.betrayal!.percent.log[0]?.source).toBe('seeded');
  });

  it('refuses a duel when no other friendly officer is alive, naming the rival field', async () => {
    const check = await open(smallGame());
    expect(check.rivals).toEqual([]);
    check.betrayal!.percent.enter('1');
    check.betrayal!.own.enter('3');
    check.betrayal!.rival.enter('3');
    const proposal = check.proposal;
    expect(proposal?.ok).toBe(false);
    expect(proposal && !proposal.ok && proposal.error.field).toBe('rival');
  });
});
