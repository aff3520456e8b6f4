/**
 * A saved From Macbeth to Medici game read back from a file: each field
 * spoiled on its own is refused by its own name, so the player is told which
 * part of the file is wrong (the game file's format).
 */
import { describe, expect, it } from 'vitest';
import { readChangedFile, type LooseFile } from '../../../core/saving/saved-readers.fixtures.ts';
import { playedGame } from '../play.fixtures.ts';
import { readGameFile, writeGameFile } from './game-file.ts';

type Loose = Record<string, unknown>;
type Side = {
  roster: { units: Loose[]; officers: Loose[] } & Loose;
  units: Record<string, Loose>;
  officers: Record<string, Loose>;
};
const broken = (change: (f: LooseFile) => void) =>
  readChangedFile(readGameFile, writeGameFile(playedGame()))(change);
const sideA = (f: LooseFile) => (f.game.sides as { a: Side }).a;
const log = (f: LooseFile) => f.game.log as Loose[];
const refusal = (change: (f: LooseFile) => void) => {
  const read = broken(change);
  return read.ok ? null : read.error;
};

describe('a saved game file: the field refused', () => {
  it.each<[string, (f: LooseFile) => void]>([
    ['game.turn', (f) => Object.assign(f.game, { turn: 0 })],
    ['game.turn', (f) => Object.assign(f.game, { turn: 1000 })],
    ['game.step', (f) => Object.assign(f.game, { step: -1 })],
    ['game.sides.a.roster.name', (f) => Object.assign(sideA(f).roster, { name: 5 })],
    ['game.sides.a.roster.units', (f) => Object.assign(sideA(f).roster, { units: 'u1' })],
    ['game.sides.a.roster.officers', (f) => Object.assign(sideA(f).roster, { officers: {} })],
    [
      'game.sides.a.roster.units.1.name',
      (f) => Object.assign(sideA(f).roster.units[1]!, { name: 5 }),
    ],
    [
      'game.sides.a.roster.units.0.dice',
      (f) => Object.assign(sideA(f).roster.units[0]!, { dice: 6 }),
    ],
    [
      'game.sides.a.roster.officers.1.name',
      (f) => Object.assign(sideA(f).roster.officers[1]!, { name: null }),
    ],
    [
      'game.sides.a.roster.officers.0.dice',
      (f) => Object.assign(sideA(f).roster.officers[0]!, { dice: 6 }),
    ],
    ['game.sides.a.units.u2.elements', (f) => Object.assign(sideA(f).units.u2!, { elements: -1 })],
    ['game.sides.a.units.u2.hits', (f) => Object.assign(sideA(f).units.u2!, { hits: 1000 })],
    [
      'game.sides.a.units.u2.morale',
      (f) => Object.assign(sideA(f).units.u2!, { morale: 'routed' }),
    ],
    ['game.sides.a.units.u2.unformed', (f) => Object.assign(sideA(f).units.u2!, { unformed: 1 })],
    ['game.sides.a.units.u2.removed', (f) => Object.assign(sideA(f).units.u2!, { removed: 'no' })],
    [
      'game.sides.a.units.u2.tally.activity',
      (f) => Object.assign(sideA(f).units.u2!.tally as Loose, { activity: 'nap' }),
    ],
    [
      'game.sides.a.units.u2.tally.fired',
      (f) => Object.assign(sideA(f).units.u2!.tally as Loose, { fired: 1 }),
    ],
    [
      'game.sides.a.units.u2.tally.impacts',
      (f) => Object.assign(sideA(f).units.u2!.tally as Loose, { impacts: -1 }),
    ],
    [
      'game.sides.a.units.u2.tally.melees',
      (f) => Object.assign(sideA(f).units.u2!.tally as Loose, { melees: 1000 }),
    ],
    [
      'game.sides.a.units.u2.tally.tests',
      (f) => Object.assign(sideA(f).units.u2!.tally as Loose, { tests: 0.5 }),
    ],
    [
      'game.sides.a.officers.o2.temperament',
      (f) => Object.assign(sideA(f).officers.o2!, { temperament: 'calm' }),
    ],
    ['game.sides.a.officers.o2.lost', (f) => Object.assign(sideA(f).officers.o2!, { lost: 100 })],
    [
      'game.sides.a.officers.o2.status',
      (f) => Object.assign(sideA(f).officers.o2!, { status: 'asleep' }),
    ],
    ['game.log', (f) => Object.assign(f.game, { log: 'none' })],
    ['game.log.0.turn', (f) => Object.assign(log(f)[0]!, { turn: 0 })],
    ['game.log.0.step', (f) => Object.assign(log(f)[0]!, { step: 99 })],
  ])('%s', (field, change) => {
    expect(refusal(change)).toMatchObject({ field, rule: 'game file' });
  });
});

describe('a saved game file: the refusals in words', () => {
  it('no game at all', () => {
    expect(refusal((f) => Object.assign(f, { game: 3 }))).toEqual({
      field: 'game',
      rule: 'game file',
      message: 'this holds no game',
    });
  });

  it('a unit or an officer of the roster missing from the play', () => {
    expect(refusal((f) => delete sideA(f).units.u3)).toEqual({
      field: 'game.sides.a.units.u3',
      rule: 'game file',
      message: 'game.sides.a.units.u3 is missing',
    });
    expect(refusal((f) => delete sideA(f).officers.o1)).toEqual({
      field: 'game.sides.a.officers.o1',
      rule: 'game file',
      message: 'game.sides.a.officers.o1 is missing',
    });
  });

  it('an officer not on the roster', () => {
    expect(refusal((f) => Object.assign(sideA(f).officers, { o9: sideA(f).officers.o1 }))).toEqual({
      field: 'game.sides.a.officers',
      rule: 'game file',
      message: '"o9" is not on this side',
    });
  });

  it('a unit’s officer that is not an id', () => {
    expect(refusal((f) => Object.assign(sideA(f).roster.units[0]!, { command: 7 }))).toEqual({
      field: 'game.sides.a.roster.units.0.command',
      rule: 'game file',
      message: "game.sides.a.roster.units.0.command is an officer's id or null",
    });
  });

  it('an officer leading a unit of the other side', () => {
    expect(refusal((f) => Object.assign(sideA(f).officers.o1!, { leading: 'u9' }))).toEqual({
      field: 'game.sides.a.officers.o1.leading',
      rule: 'game file',
      message: 'game.sides.a.officers.o1 leads no unit of this side',
    });
  });

  it('a log line’s words not text, or too long', () => {
    const words = {
      field: 'game.log.0.text',
      rule: 'game file',
      message: 'a log line is text of at most 1000 characters',
    };
    expect(refusal((f) => Object.assign(log(f)[0]!, { text: 5 }))).toEqual(words);
    expect(refusal((f) => Object.assign(log(f)[0]!, { text: 'x'.repeat(1001) }))).toEqual(words);
    expect(broken((f) => Object.assign(log(f)[0]!, { text: 'x'.repeat(1000) })).ok).toBe(true);
  });

  it('a log line citing more than 8 sections, or none that is a list', () => {
    const cites = {
      field: 'game.log.0.rules',
      rule: 'game file',
      message: 'a log line cites sections of the book',
    };
    expect(refusal((f) => Object.assign(log(f)[0]!, { rules: Array(9).fill('movement') }))).toEqual(
      cites,
    );
    expect(refusal((f) => Object.assign(log(f)[0]!, { rules: 'movement' }))).toEqual(cites);
    expect(broken((f) => Object.assign(log(f)[0]!, { rules: Array(8).fill('movement') })).ok).toBe(
      true,
    );
  });

  it('an officer who leads no unit reads back as leading none', () => {
    const read = broken((f) => Object.assign(sideA(f).officers.o1!, { leading: null }));
    expect(read.ok && read.value.sides.a.officers.o1?.leading).toBeNull();
  });
});
