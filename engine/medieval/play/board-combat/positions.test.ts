import { describe, expect, it } from 'vitest';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { GameState } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { readBoardCombat, type BoardCombat } from './from-board.ts';
import { board, defender, front, map, piece, rearRight } from './combat.fixtures.ts';

const edition = (id: EditionId): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

function combat(
  pieces: Parameters<typeof board>[0],
  attackers: string[],
  id: EditionId = 'bannockburn-1314',
  extra: Partial<GameState> = {},
): BoardCombat {
  const { state, setup } = board(pieces, id, extra);
  const r = readBoardCombat(
    { state, setup, map, terrain: {}, attackers, defenderHex: '0406' },
    edition(id),
  );
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const step = (c: BoardCombat, field: string) => c.steps.find((s) => s.field === field);
const leader = (id: string, side: 'Scots' | 'English', hex: string) =>
  piece(id, side, 'leader', hex);
const grandNote =
  'The setup does not tell grand leaders (range 3) apart, so each is read as a leader.';

describe('readLeader (8.2.1–8.2.3)', () => {
  it('no leader within range, in hexes of the edition', () => {
    expect(step(combat([defender, front], ['en-front']), 'attacker.leader')).toEqual({
      field: 'attacker.leader',
      rule: '8.2.2',
      text: 'No leader of the attacker is within 1 hex of its units.',
    });
    expect(step(combat([defender, front], ['en-front'], 'kosovo-1389'), 'defender.leader')).toEqual(
      {
        field: 'defender.leader',
        rule: '8.2.2',
        text: 'No leader of the defender is within 2 hexes of its units.',
      },
    );
  });

  it('a leader stacked with the units', () => {
    const c = combat([defender, front, leader('sc-wallace', 'Scots', '0406')], ['en-front']);
    expect(step(c, 'defender.leader')).toEqual({
      field: 'defender.leader',
      rule: '8.2.1',
      text: "sc-wallace stands on a hex with the defender's units: 2 CMs.",
    });
  });

  it('a leader in range, 1 hex and 2 hexes away', () => {
    const one = combat([defender, front, leader('en-edward', 'English', '0404')], ['en-front']);
    expect(step(one, 'attacker.leader')).toEqual({
      field: 'attacker.leader',
      rule: '8.2.2',
      text: `en-edward is 1 hex from the attacker's nearest unit, within a leader's range of 1: 1 CM. ${grandNote}`,
    });
    const two = combat(
      [defender, front, leader('en-edward', 'English', '0403')],
      ['en-front'],
      'kosovo-1389',
    );
    expect(step(two, 'attacker.leader')?.text).toBe(
      `en-edward is 2 hexes from the attacker's nearest unit, within a leader's range of 2: 1 CM. ${grandNote}`,
    );
  });

  it("measures from the side's nearest unit, not its farthest", () => {
    const c = combat(
      [defender, front, rearRight, leader('en-edward', 'English', '0404')],
      ['en-front', 'en-rear-r'],
    );
    expect(c.setting.attacker.leader).toBe('in-range');
  });

  it('the nearest of several leaders counts, whatever the setup order', () => {
    const pieces = [
      defender,
      front,
      leader('en-far', 'English', '0402'),
      leader('en-edward', 'English', '0404'),
    ];
    const c = combat(pieces, ['en-front']);
    expect(c.setting.attacker.leader).toBe('in-range');
    expect(step(c, 'attacker.leader')?.text).toMatch(/^en-edward is 1 hex/);
  });

  it('7.1.7: a held banner with its leader next to the units, or none', () => {
    const pieces = [defender, front, leader('en-edward', 'English', '0404')];
    const held = combat(pieces, ['en-front'], 'bannockburn-1314', {
      banners: { 'en-edward': 'held' },
    });
    expect(step(held, 'attacker.banner')).toEqual({
      field: 'attacker.banner',
      rule: '7.1.7',
      text: "The banner that started with en-edward is taken to be on his hex (the board does not track which unit carries it), on or next to the attacker's units: 1 CM.",
    });
    expect(step(combat(pieces, ['en-front']), 'attacker.banner')?.text).toBe(
      "No held banner of the attacker's side is on or next to its units (a banner is taken to be with the leader it started with).",
    );
  });
});

describe('readDirections (3.1.1–3.1.2, 5.2.6)', () => {
  it('says how many rear hexes attackers hold and whether they oppose', () => {
    const c = combat([defender, front], ['en-front']);
    expect(step(c, 'attacker.rearHexes')).toEqual({
      field: 'attacker.rearHexes',
      rule: '3.1.2',
      text: "Attackers hold 0 of the hexes in the defender's rear area.",
    });
    expect(step(c, 'attacker.opposingDirections')).toEqual({
      field: 'attacker.opposingDirections',
      rule: '5.2.6',
      text: "No two attacking hexes lie on opposite sides of the defender's hex.",
    });
  });

  it('two opposite attackers among three attack from opposing directions', () => {
    const below = piece('en-below', 'English', 'infantry', '0407', { facing: 0 });
    const c = combat([defender, front, below, rearRight], ['en-front', 'en-below', 'en-rear-r']);
    expect(c.setting.attacker.opposingDirections).toBe(true);
    expect(step(c, 'attacker.opposingDirections')?.text).toBe(
      "Attackers stand on two opposite sides of the defender's hex: an attack from opposing directions.",
    );
  });

  it('defenders facing different ways: the one with most SPs decides, the first listed on a tie', () => {
    // The first listed faces down, so the front attacker on 0405 is in its rear.
    const down = piece('sc-down', 'Scots', 'infantry', '0406', { sp: 3, facing: 3 });
    const first = combat([down, defender, front], ['en-front']);
    expect(first.setting.attacker.rearHexes).toBe(1);
    expect(step(first, 'attacker.rearHexes')?.text).toBe(
      "Attackers hold 1 of the hexes in the defender's rear area. The defenders face different ways; the rear is read from sc-down (3 SP), the unit with most SPs.",
    );
    const bigger = piece('sc-down', 'Scots', 'infantry', '0406', { sp: 4, facing: 3 });
    expect(combat([bigger, defender, front], ['en-front']).setting.attacker.rearHexes).toBe(1);
    const smaller = piece('sc-down', 'Scots', 'infantry', '0406', { sp: 2, facing: 3 });
    expect(combat([smaller, defender, front], ['en-front']).setting.attacker.rearHexes).toBe(0);
  });
});
