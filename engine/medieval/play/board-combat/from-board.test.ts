import { describe, expect, it } from 'vitest';
import { analyseCombat } from '../../combat/combat-by-id.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { GameState, TerrainMarks } from '../../board/types.ts';
import type { EditionId } from '../../types.ts';
import { readBoardCombat, toBoardCombatInput, type BoardCombat } from './from-board.ts';
import { board, defender, front, map, piece, rearLeft, rearRight } from './combat.fixtures.ts';

const edition = (id: EditionId): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

type Pieces = Parameters<typeof board>[0];

function read(
  pieces: Pieces,
  attackers: string[],
  opts: { id?: EditionId; terrain?: TerrainMarks; hex?: string; extra?: Partial<GameState> } = {},
) {
  const id = opts.id ?? 'bannockburn-1314';
  const { state, setup } = board(pieces, id, opts.extra);
  return readBoardCombat(
    { state, setup, map, terrain: opts.terrain ?? {}, attackers, defenderHex: opts.hex ?? '0406' },
    edition(id),
  );
}

function combat(...args: Parameters<typeof read>): BoardCombat {
  const result = read(...args);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const rearCm = (c: BoardCombat) => {
  const analysis = analyseCombat(c.edition, toBoardCombatInput(c));
  if (!analysis.ok) throw new Error(analysis.error.message);
  return analysis.value.modifiers.attacker.modifiers.find((m) => m.rule === '3.1.2')?.cm ?? 0;
};

describe('readBoardCombat: who fights', () => {
  it('takes the picked units as attackers and every enemy unit on the hex as defenders', () => {
    const c = combat([defender, front, rearRight], ['en-front', 'en-rear-r']);
    expect(c.attackers).toEqual(['en-front', 'en-rear-r']);
    expect(c.defenders).toEqual(['sc-inf']);
    expect(c.sides).toEqual({ attacker: 'English', defender: 'Scots' });
    expect(c.units.defender).toEqual([{ kind: 'infantry', sp: 3, armor: 1, cf: 0 }]);
    expect(c.units.attacker[0]).toEqual({ kind: 'cavalry', sp: 2, armor: 2, cf: 0 });
    expect(c.cfFromMovement).toBe(true);
  });

  it('5.2.4: an attacker 2 hexes away is an error naming it', () => {
    const far = piece('en-far', 'English', 'cavalry', '0404', { facing: 3 });
    const r = read([defender, far], ['en-far']);
    expect(r.ok || r.error).toMatchObject({ field: 'attackers.0', rule: '5.2.4' });
    expect(r.ok || r.error.message).toMatch(/2 hexes/);
  });

  it('5.2.4: an adjacent attacker facing away cannot attack', () => {
    const away = piece('en-away', 'English', 'cavalry', '0405', { facing: 0 });
    const r = read([defender, away], ['en-away']);
    expect(r.ok || r.error).toMatchObject({ field: 'attackers.0', rule: '5.2.4' });
    expect(r.ok || r.error.message).toMatch(/front area/);
  });

  it('refuses attackers of two sides, leaders alone, unplaced and eliminated counters', () => {
    const scot = piece('sc-2', 'Scots', 'infantry', '0506', { facing: 4 });
    expect(read([defender, front, scot], ['en-front', 'sc-2'])).toMatchObject({
      ok: false,
      error: { field: 'attackers', rule: '5.1.1' },
    });
    const edward = piece('en-edward', 'English', 'leader', '0405', { facing: 3 });
    expect(read([defender, edward], ['en-edward'])).toMatchObject({
      ok: false,
      error: { field: 'attackers', rule: '8.1.1' },
    });
    const unplaced = piece('en-later', 'English', 'cavalry', null);
    expect(read([defender, unplaced], ['en-later'])).toMatchObject({
      ok: false,
      error: { field: 'attackers.0', rule: '5.1.1' },
    });
    const { state, setup } = board([defender, front]);
    const gone = {
      ...state,
      counters: {
        ...state.counters,
        'en-front': { ...state.counters['en-front']!, status: 'eliminated' as const },
      },
    };
    const r = readBoardCombat(
      { state: gone, setup, map, terrain: {}, attackers: ['en-front'], defenderHex: '0406' },
      edition('bannockburn-1314'),
    );
    expect(r).toMatchObject({ ok: false, error: { field: 'attackers.0', rule: '6.1.4' } });
  });

  it('refuses a hex without enemy units, and names an enemy leader alone (8.2.9, Kosovo 8.2.7)', () => {
    expect(read([front], ['en-front'])).toMatchObject({
      ok: false,
      error: { field: 'defenderHex', rule: '5.2.4' },
    });
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    expect(read([front, wallace], ['en-front'], { id: 'kosovo-1389' })).toMatchObject({
      ok: false,
      error: { field: 'defenderHex', rule: '8.2.7' },
    });
  });

  it('an unset SP is an error naming the counter', () => {
    const fresh = { ...defender, sp: null };
    expect(read([fresh, front], ['en-front'])).toMatchObject({
      ok: false,
      error: { field: 'counters.sc-inf.sp', rule: '1.2' },
    });
  });
});

describe('readBoardCombat: rear and directions (3.1.1–3.1.2, 5.2.6)', () => {
  it('two attackers in the rear area: rearHexes 2, 2 CMs in Bannockburn and 1066, 4 in Kosovo', () => {
    const expected = { 'bannockburn-1314': 2, 'kosovo-1389': 4, '1066': 2 } as const;
    for (const id of ['bannockburn-1314', 'kosovo-1389', '1066'] as const) {
      const c = combat([defender, rearRight, rearLeft], ['en-rear-r', 'en-rear-l'], { id });
      expect(c.setting.attacker.rearHexes).toBe(2);
      expect(rearCm(c)).toBe(expected[id]);
    }
  });

  it('a frontal attack gives no rear hexes', () => {
    const c = combat([defender, front], ['en-front']);
    expect(c.setting.attacker.rearHexes).toBe(0);
    expect(rearCm(c)).toBe(0);
    expect(c.setting.attacker.opposingDirections).toBe(false);
  });

  it('two attackers in one rear hex count once', () => {
    const second = piece('en-rear-r2', 'English', 'infantry', '0507', { facing: 5 });
    const c = combat([defender, rearRight, second], ['en-rear-r', 'en-rear-r2'], {
      id: 'kosovo-1389',
    });
    expect(c.setting.attacker.rearHexes).toBe(1);
  });

  it('the rear follows the defender with most SPs when defenders face different ways', () => {
    // The 4-SP unit faces down: its rear is 0405, 0506, 0306 — the front attacker is behind it.
    const big = piece('sc-big', 'Scots', 'infantry', '0406', { sp: 4, facing: 3 });
    const c = combat([defender, big, front], ['en-front']);
    expect(c.setting.attacker.rearHexes).toBe(1);
    expect(c.steps.find((s) => s.field === 'attacker.rearHexes')?.text).toMatch(/most SPs/);
  });

  it('5.2.6: attackers on opposite sides of the hex attack from opposing directions', () => {
    const below = piece('en-below', 'English', 'infantry', '0407', { facing: 0 });
    expect(
      combat([defender, front, below], ['en-front', 'en-below']).setting.attacker
        .opposingDirections,
    ).toBe(true);
    // 0405 and 0507 are two sides apart, not opposite.
    expect(
      combat([defender, front, rearRight], ['en-front', 'en-rear-r']).setting.attacker
        .opposingDirections,
    ).toBe(false);
  });
});

describe('readBoardCombat: leaders and banners (8.2.1–8.2.3, 7.1.7)', () => {
  const leaderAt = (hex: string) => piece('en-edward', 'English', 'leader', hex);

  it('a picked leader is not a combatant but gives his bonus', () => {
    const c = combat([defender, front, leaderAt('0405')], ['en-front', 'en-edward']);
    expect(c.attackers).toEqual(['en-front']);
    expect(c.setting.attacker.leader).toBe('stacked');
  });

  it('a leader on an attacker hex is stacked', () => {
    expect(combat([defender, front, leaderAt('0405')], ['en-front']).setting.attacker.leader).toBe(
      'stacked',
    );
  });

  it('in range at the edition range, out of range one hex further', () => {
    // From the attacker on 0405: 0404 is 1 hex, 0403 2, 0402 3.
    const at = (hex: string, id: EditionId) =>
      combat([defender, front, leaderAt(hex)], ['en-front'], { id }).setting.attacker.leader;
    expect(at('0404', 'bannockburn-1314')).toBe('in-range');
    expect(at('0403', 'bannockburn-1314')).toBe('none');
    expect(at('0403', 'kosovo-1389')).toBe('in-range');
    expect(at('0402', 'kosovo-1389')).toBe('none');
    expect(at('0403', '1066')).toBe('in-range');
  });

  it('an enemy leader gives the attacker nothing; the defender reads its own', () => {
    const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
    const c = combat([defender, front, wallace], ['en-front']);
    expect(c.setting.attacker.leader).toBe('none');
    expect(c.setting.defender.leader).toBe('stacked');
  });

  it('a held banner with its leader next to the units counts; two hexes away or fallen it does not', () => {
    const withBanner = (hex: string, banner: 'held' | 'fallen') =>
      combat([defender, front, leaderAt(hex)], ['en-front'], {
        extra: { banners: { 'en-edward': banner } },
      }).setting.attacker.banner;
    expect(withBanner('0404', 'held')).toBe(true);
    expect(withBanner('0405', 'held')).toBe(true);
    expect(withBanner('0403', 'held')).toBe(false);
    expect(withBanner('0404', 'fallen')).toBe(false);
  });
});

describe('readBoardCombat: terrain, fortifications, swamps, MORALE', () => {
  const terrainOf = (marks: TerrainMarks[string], id: EditionId = 'bannockburn-1314') =>
    combat([defender, front], ['en-front'], { id, terrain: { '0406': marks } });

  it('reads several marks as the one that favours the defender most', () => {
    expect(terrainOf([]).setting.defender.terrain).toBe('clear');
    expect(terrainOf(['road', 'forest']).setting.defender.terrain).toBe('forest');
    expect(terrainOf(['village', 'swamp']).setting.defender.terrain).toBe('village');
    expect(terrainOf(['road', 'swamp']).setting.defender.terrain).toBe('swamps');
    // 1066 gives swamps a CM: a tie with the village, and swamps stop a charge.
    expect(terrainOf(['village', 'swamp'], '1066').setting.defender.terrain).toBe('swamps');
    const reading = terrainOf(['river', 'bridge', 'road']).terrainReading;
    expect(reading).toMatchObject({ terrain: 'road', ignored: ['river', 'bridge'] });
    expect(reading.text).toMatch(/river, bridge have no combat row/);
  });

  it('a fortification mark makes the hex fortified and the attack go through it', () => {
    const c = terrainOf(['fortification', 'village']);
    expect(c.setting.defender).toMatchObject({ fortified: true, terrain: 'village' });
    expect(c.setting.attacker.throughFortifications).toBe(true);
    expect(terrainOf(['village']).setting.defender.fortified).toBe(false);
  });

  it('attackers on swamps: halved only when all stand there, and never in 1066', () => {
    const swamp = (terrain: TerrainMarks, id: EditionId = 'kosovo-1389') =>
      combat([defender, front, rearRight], ['en-front', 'en-rear-r'], { id, terrain }).setting
        .attacker.onSwamps;
    expect(swamp({ '0405': ['swamp'], '0507': ['swamp'] })).toBe(true);
    expect(swamp({ '0405': ['swamp'] })).toBe(false);
    expect(swamp({ '0405': ['swamp'], '0507': ['swamp'] }, '1066')).toBe(false);
  });

  it('MORALE in effect is signed for the attacker; the moved counter does not count yet', () => {
    const extra = { morale: { counter: 5, inEffect: 2 } };
    expect(combat([defender, front], ['en-front'], { extra }).setting.morale).toBe(-2);
    const scotsAttack = piece('sc-att', 'Scots', 'infantry', '0405', { facing: 3 });
    const english = piece('en-def', 'English', 'infantry', '0406', { sp: 3 });
    expect(combat([english, scotsAttack], ['sc-att'], { extra }).setting.morale).toBe(2);
  });

  it('Kosovo reads a disorganized unit as disorganized', () => {
    const { state, setup } = board([defender, front], 'kosovo-1389');
    const counters = {
      ...state.counters,
      'sc-inf': { ...state.counters['sc-inf']!, status: 'disorganized' as const },
    };
    const r = readBoardCombat(
      {
        state: { ...state, counters },
        setup,
        map,
        terrain: {},
        attackers: ['en-front'],
        defenderHex: '0406',
      },
      edition('kosovo-1389'),
    );
    expect(r.ok && r.value.units.defender[0]?.disorganized).toBe(true);
  });

  it('explains every derived field, citing its rule', () => {
    const fields = combat([defender, front], ['en-front']).steps.map((s) => `${s.field} ${s.rule}`);
    expect(fields).toEqual(
      expect.arrayContaining([
        'attacker.rearHexes 3.1.2',
        'attacker.opposingDirections 5.2.6',
        'defender.terrain 5.3.1',
        'defender.fortified 11.1.8',
        'attacker.banner 7.1.7',
        'morale 6.1.2',
      ]),
    );
  });
});
