import { describe, expect, it } from 'vitest';
import type { TerrainMark } from '../../board/types.ts';
import { getEdition, type EditionProfile } from '../../editions/editions.ts';
import type { EditionId } from '../../types.ts';
import { readAttackerSwamps, readDefenderTerrain, readFortification } from './terrain.ts';

const edition = (id: EditionId = 'bannockburn-1314'): EditionProfile => {
  const found = getEdition(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
};

const read = (marks: TerrainMark[], id?: EditionId) => readDefenderTerrain(marks, edition(id));

describe('readDefenderTerrain', () => {
  it('reads each single mark as its own row', () => {
    for (const [mark, row] of [
      ['clear', 'clear'],
      ['stream', 'stream'],
      ['road', 'road'],
      ['swamp', 'swamps'],
      ['forest', 'forest'],
      ['village', 'village'],
      ['hill', 'hill'],
    ] as const)
      expect(read([mark]).terrain).toBe(row);
  });

  it('says what the hex gives, in CMs', () => {
    expect(read([]).text).toBe('The hex carries no terrain mark: clear terrain.');
    expect(read(['forest']).text).toBe("The defender's hex is forest (2 CMs).");
    expect(read(['village']).text).toBe("The defender's hex is village (1 CM).");
    expect(read(['road']).text).toBe("The defender's hex is road (no CM).");
    expect(read(['swamp']).text).toBe("The defender's hex is swamps (no CM).");
    expect(read(['road', 'forest']).text).toBe(
      "The hex is marked road, forest; the defender's terrain is taken as forest, the mark the TERRAIN EFFECT table favours him most for (2 CMs).",
    );
  });

  it('names the marks without a combat row, one or several', () => {
    expect(read(['fortification'])).toEqual({
      marks: ['fortification'],
      terrain: 'clear',
      ignored: ['fortification'],
      text: "The defender's hex is clear (no CM). fortification has no combat row of its own.",
    });
    expect(read(['ford', 'road']).text).toBe(
      "The defender's hex is road (no CM). ford has no combat row of its own.",
    );
    expect(read(['river', 'bridge']).text).toBe(
      "The defender's hex is clear (no CM). river, bridge have no combat row of its own.",
    );
    expect(read(['village']).ignored).toEqual([]);
  });

  it('on equal CMs and charge, takes the row the table lists first', () => {
    // Bannockburn lists stream (row 2) before hill (row 7), both 1 CM.
    expect(read(['hill', 'stream']).terrain).toBe('stream');
    expect(read(['stream', 'hill']).terrain).toBe('stream');
    expect(read(['road', 'clear']).terrain).toBe('clear');
    // 1066 lists hill (row 3) before stream (row 5).
    expect(read(['stream', 'hill'], '1066').terrain).toBe('hill');
    expect(read(['forest', 'road']).terrain).toBe('forest');
  });

  it('5.6.6: on equal CMs a mark that stops a charge beats an earlier row', () => {
    // Kosovo's swamps give no CM (they halve the attacker), as road does, and road is listed first.
    expect(read(['road', 'swamp'], 'kosovo-1389').terrain).toBe('swamps');
    expect(read(['swamp', 'road'], 'kosovo-1389').terrain).toBe('swamps');
  });
});

describe('readAttackerSwamps', () => {
  const step = (text: string, rule = 'TERRAIN EFFECT') => ({
    field: 'attacker.onSwamps',
    rule,
    text,
  });

  it('no attacker in swamps', () => {
    expect(readAttackerSwamps(0, 2, edition('kosovo-1389'))).toEqual({
      onSwamps: false,
      step: step('No attacking unit stands on a swamp hex.', 'TERRAIN INFLUENCE'),
    });
  });

  it('every attacker in swamps halves them, where the table halves', () => {
    expect(readAttackerSwamps(2, 2, edition())).toEqual({
      onSwamps: true,
      step: step('Every attacking unit stands on a swamp hex: their strength is halved.'),
    });
  });

  it('some attackers in swamps: left to the player', () => {
    expect(readAttackerSwamps(1, 2, edition())).toEqual({
      onSwamps: false,
      step: step(
        '1 of 2 attacking units stand on swamp hexes; the footnote halves an attacker in swamps, and the calculator halves the whole side, so the box is left for you to decide.',
      ),
    });
  });

  it('1066 does not halve', () => {
    expect(readAttackerSwamps(2, 2, edition('1066'))).toEqual({
      onSwamps: false,
      step: step(
        '1066 does not halve an attacker standing in swamps (its table gives the defender there a CM instead).',
        'Terrain influence for moove and combat',
      ),
    });
  });
});

describe('readFortification', () => {
  it('an unmarked hex', () => {
    expect(readFortification(['village'], edition())).toEqual({
      fortified: false,
      steps: [
        {
          field: 'defender.fortified',
          rule: '11.1.8',
          text: "The defender's hex has no fortification mark.",
        },
      ],
    });
  });

  it('a fortified hex, with the Kosovo rule numbers', () => {
    expect(readFortification(['fortification'], edition('kosovo-1389'))).toEqual({
      fortified: true,
      steps: [
        {
          field: 'defender.fortified',
          rule: '12.1.8',
          text: "The defender's hex is fortified: it fights with at most 4 SPs, and no charge counts against it.",
        },
        {
          field: 'attacker.throughFortifications',
          rule: '12.1.1',
          text: 'The attack goes into a fortified hex, so it goes through fortifications: the attackers fight at half strength and cavalry lose their CF.',
        },
      ],
    });
  });
});
