import { describe, expect, it } from 'vitest';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { CounterOnBoard, GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { readBoardCombat, type BoardCombat } from './from-board.ts';
import { board, defender, front, map, piece, rearRight } from './combat.fixtures.ts';

const edition = (id: EditionId): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

type Pieces = Parameters<typeof board>[0];

function read(
  pieces: Pieces,
  attackers: string[],
  opts: {
    id?: EditionId;
    profile?: EditionId;
    hex?: string;
    terrain?: TerrainMarks;
    extra?: Partial<GameState>;
    change?: Record<string, Partial<CounterOnBoard> | null>;
  } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const { state, setup } = board(pieces, id, opts.extra);
  const counters = { ...state.counters };
  for (const [key, change] of Object.entries(opts.change ?? {})) {
    if (change === null) delete counters[key];
    else counters[key] = { ...counters[key]!, ...change };
  }
  return readBoardCombat(
    {
      state: { ...state, counters },
      setup,
      map,
      terrain: opts.terrain ?? {},
      attackers,
      defenderHex: opts.hex ?? '0406',
    },
    edition(opts.profile ?? id),
  );
}

function combat(...args: Parameters<typeof read>): BoardCombat {
  const r = read(...args);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const refusal = (field: string, rule: string, message: string) => ({
  ok: false,
  error: { field, rule, message },
});

describe('readBoardCombat: refusals', () => {
  it('a game of another edition', () => {
    expect(read([defender, front], ['en-front'], { profile: 'kosovo-1389' })).toEqual(
      refusal('edition', 'editions', 'this game is played with bannockburn-1314, not kosovo-1389'),
    );
  });

  it('a defending hex off the map', () => {
    expect(read([defender, front], ['en-front'], { hex: '9999' })).toMatchObject({
      ok: false,
      error: { field: 'defenderHex' },
    });
  });

  it('no attacker, or one picked twice', () => {
    expect(read([defender, front], [])).toEqual(
      refusal('attackers', '5.1.1', 'pick at least one attacking unit'),
    );
    expect(read([defender, front], ['en-front', 'en-front'])).toEqual(
      refusal('attackers', '5.1.1', 'a counter is picked twice'),
    );
  });

  it('a counter the game does not know, in the setup or on the board', () => {
    expect(read([defender, front], ['nobody'])).toEqual(
      refusal('attackers.0', '5.1.1', 'a picked counter is not in this game'),
    );
    expect(read([defender, front], ['en-front'], { change: { 'en-front': null } })).toEqual(
      refusal('attackers.0', '5.1.1', 'a picked counter is not in this game'),
    );
  });

  it('an eliminated, off-map, scattered or unplaced attacker, by name', () => {
    const as = (change: Partial<CounterOnBoard>) =>
      read([defender, front], ['en-front'], { change: { 'en-front': change } });
    expect(as({ status: 'eliminated' })).toEqual(
      refusal('attackers.0', '6.1.4', 'en-front has been eliminated'),
    );
    expect(as({ status: 'off-map' })).toEqual(
      refusal('attackers.0', '4.4.1', 'en-front is off the map'),
    );
    expect(as({ status: 'scattered' })).toEqual(
      refusal('attackers.0', '9.0', 'en-front is scattered, off the board'),
    );
    expect(as({ hex: null })).toEqual(
      refusal('attackers.0', '5.1.1', 'en-front has not been placed on the board'),
    );
  });

  it('5.2.4: an attacker too far, or with the hex outside its front area', () => {
    const far = piece('en-far', 'English', 'cavalry', '0404', { facing: 3 });
    expect(read([defender, far], ['en-far'])).toEqual(
      refusal(
        'attackers.0',
        '5.2.4',
        'en-far stands 2 hexes from 0406: an attacker must be next to the hex it attacks',
      ),
    );
    // Facing up-right from 0405, its front area is 0404, 0505 and 0506: 0506 shares the row of 0406.
    const askew = piece('en-askew', 'English', 'cavalry', '0405', { facing: 1 });
    expect(read([defender, askew], ['en-askew'])).toEqual(
      refusal('attackers.0', '5.2.4', '0406 is not in the front area of en-askew'),
    );
  });

  it('leaders alone, or attackers of two sides', () => {
    const edward = piece('en-edward', 'English', 'leader', '0405');
    expect(read([defender, edward], ['en-edward'])).toEqual(
      refusal('attackers', '8.1.1', 'a leader has no SPs and cannot attack without units'),
    );
    const scot = piece('sc-2', 'Scots', 'infantry', '0506', { facing: 4 });
    expect(read([defender, front, scot], ['en-front', 'sc-2'])).toEqual(
      refusal('attackers', '5.1.1', 'the attacking counters belong to more than one side'),
    );
  });

  it('a hex without an enemy unit: empty, with a friendly leader, or with an enemy leader alone', () => {
    expect(read([front], ['en-front'])).toEqual(
      refusal('defenderHex', '5.2.4', 'no enemy unit stands on 0406'),
    );
    const edward = piece('en-edward', 'English', 'leader', '0406');
    expect(read([front, edward], ['en-front'])).toEqual(
      refusal('defenderHex', '5.2.4', 'no enemy unit stands on 0406'),
    );
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    expect(read([front, wallace], ['en-front'])).toEqual(
      refusal(
        'defenderHex',
        '8.2.9',
        'only a leader stands on 0406: attacked alone he is killed whatever the result, with no combat to work out here',
      ),
    );
  });

  it('an unset SP, by counter', () => {
    expect(read([defender, { ...front, sp: null }], ['en-front'])).toEqual(
      refusal(
        'counters.en-front.sp',
        '1.2',
        'set the SPs of en-front: counters print them, the setup does not',
      ),
    );
  });

  it('an unset SP names the counter as the player tells it from an alike one on its hex', () => {
    const twin = piece('sc-inf-2', 'Scots', 'infantry', '0406', { sp: null });
    const alike = { ...twin, counter: { ...twin.counter, label: 'sc-inf' } };
    expect(read([defender, alike, front], ['en-front'])).toEqual(
      refusal(
        'counters.sc-inf-2.sp',
        '1.2',
        'set the SPs of sc-inf, ? SP: counters print them, the setup does not',
      ),
    );
  });
});

describe('readBoardCombat: what it reads', () => {
  it('defenders are the enemy units on the hex, not elsewhere', () => {
    const away = piece('sc-away', 'Scots', 'infantry', '0409');
    expect(combat([defender, away, front], ['en-front']).defenders).toEqual(['sc-inf']);
  });

  it('disorganized only in an edition that has it, and only when marked', () => {
    const disorganized = { 'sc-inf': { status: 'disorganized' as const } };
    expect(
      combat([defender, front], ['en-front'], { change: disorganized }).units.defender,
    ).toEqual([{ kind: 'infantry', sp: 3, armor: 1, cf: 0 }]);
    expect(combat([defender, front], ['en-front'], { id: 'kosovo-1389' }).units.defender).toEqual([
      { kind: 'infantry', sp: 3, armor: 1, cf: 0 },
    ]);
  });

  it('a missing armor is 0 and said so, attackers then defenders', () => {
    const bare = (p: Pieces[number]) => {
      const { id, side, kind, label } = p.counter;
      return { ...p, counter: { id, side, kind, label } };
    };
    const c = combat([bare(defender), bare(front)], ['en-front']);
    expect(c.units.attacker[0]?.armor).toBe(0);
    expect(c.steps.at(-1)).toEqual({
      field: 'units.armor',
      rule: '1.1',
      text: 'The setup prints no armor for en-front, sc-inf: read as armor 0.',
    });
  });

  it('explains every field, in order, with its rule and text', () => {
    const c = combat([defender, front, rearRight], ['en-front', 'en-rear-r'], {
      extra: { morale: { counter: 3, inEffect: 2 } },
    });
    expect(c.terrainReading).toEqual({
      marks: [],
      terrain: 'clear',
      ignored: [],
      text: 'The hex carries no terrain mark: clear terrain.',
    });
    expect(c.steps.map((s) => `${s.field} ${s.rule}`)).toEqual([
      'attacker.rearHexes 3.1.2',
      'attacker.opposingDirections 5.2.6',
      'defender.terrain 5.3.1',
      'defender.fortified 11.1.8',
      'attacker.onSwamps TERRAIN EFFECT',
      'attacker.leader 8.2.2',
      'attacker.banner 7.1.7',
      'defender.leader 8.2.2',
      'defender.banner 7.1.7',
      'morale 6.1.2',
      'units.cf 5.6.4',
    ]);
    expect(c.steps.slice(-2).map((s) => s.text)).toEqual([
      'MORALE in effect is 2 toward Scots: -2 for the attacker.',
      'Charge factors come from how the units moved, which the board does not record: each is 0 until you set it.',
    ]);
  });

  it('an attacker on a swamp hex is counted', () => {
    const c = combat([defender, front, rearRight], ['en-front', 'en-rear-r'], {
      terrain: { '0405': ['swamp'] },
    });
    expect(c.steps.find((s) => s.field === 'attacker.onSwamps')?.text).toMatch(/^1 of 2 /);
  });
});
