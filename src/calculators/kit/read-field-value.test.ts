import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readChoice, readFaces, readFlag, readWholeNumber } from './read-field-value.ts';

const field = { key: 'a.ranks', label: 'Side A: ranks' };
const range = { min: -9999, max: 9999 };

/** Spellings of a number the site never writes. */
const offForm = fc.oneof(
  fc.integer(range).map((n) => `0${n}`),
  fc.integer(range).map((n) => ` ${n}`),
  fc.integer(range).map((n) => `${n}\n`),
  fc.integer({ min: 0, max: 9999 }).map((n) => `+${n}`),
  fc.integer({ min: 1, max: 9999 }).map((n) => `${n}.0`),
  fc.integer({ min: 1, max: 9 }).map((n) => `${n}e0`),
  fc.integer({ min: 1, max: 9999 }).map((n) => `0x${n.toString(16)}`),
  fc.constantFrom(
    ...['NaN', 'Infinity', '-Infinity', '-0', '1e309', '1_0', ' 4 ', '4.5', '1e2', '+3', '٣'],
    ...['', '1e3', '00', '9007199254740993', '\t7', '7\r\n'],
  ),
);

describe('readWholeNumber', () => {
  it('reads back every whole number in range as the site writes it', () => {
    fc.assert(
      fc.property(fc.integer(range), (n) => {
        expect(readWholeNumber(String(n), field, range)).toEqual({ ok: true, value: n });
      }),
    );
  });

  it('refuses any other spelling, naming the field', () => {
    fc.assert(
      fc.property(offForm, (text) => {
        const read = readWholeNumber(text, field, range);
        expect(read.ok).toBe(false);
        if (!read.ok) {
          expect(read.error.field).toBe('a.ranks');
          expect(read.error.message).toMatch(/^Side A: ranks: a whole number from -9999 to 9999/);
        }
      }),
    );
  });

  it('refuses numbers out of range, however large', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.bigInt({ min: 10000n, max: 10n ** 30n }),
          fc.bigInt({ min: -(10n ** 30n), max: -10000n }),
        ),
        (n) => {
          expect(readWholeNumber(String(n), field, range).ok).toBe(false);
        },
      ),
    );
    expect(readWholeNumber('9007199254740993', field, range).ok).toBe(false);
  });
});

describe('readChoice and readFlag', () => {
  const options = ['close', 'loose', 'open'] as const;

  it('read exactly an option, or 1 and 0', () => {
    for (const o of options) expect(readChoice(o, field, options)).toEqual({ ok: true, value: o });
    expect(readFlag('1', field)).toEqual({ ok: true, value: true });
    expect(readFlag('0', field)).toEqual({ ok: true, value: false });
  });

  it('refuse anything else, naming the field', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const choice = readChoice(text, field, options);
        expect(choice.ok).toBe(options.some((o) => o === text));
        if (!choice.ok) expect(choice.error.field).toBe('a.ranks');
        const flag = readFlag(text, field);
        expect(flag.ok).toBe(text === '0' || text === '1');
        if (!flag.ok) expect(flag.error.message).toMatch(/^Side A: ranks: 1 or 0, not /);
      }),
    );
  });
});

describe('readFaces', () => {
  const dice = { min: 1, max: 99, count: 4 };

  it('reads back faces written one space apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 99 }), { maxLength: 4 }), (faces) => {
        expect(readFaces(faces.join(' '), field, dice)).toEqual({ ok: true, value: faces });
      }),
    );
  });

  it('refuses other separators, spellings and too many faces', () => {
    for (const text of ['4,2', '4  2', ' 4', '4 ', '04', '4 2 3 1 5', '0', '4+2', '4\n2'])
      expect(readFaces(text, field, dice).ok).toBe(false);
  });
});
