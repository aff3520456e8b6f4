import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  armyFormat,
  armyFromJson,
  armyFromLink,
  armyToJson,
  armyToLink,
  longestArmyText,
  readArmy,
} from './army-codec.ts';
import { testArmy, testUnit } from './army-fixtures.ts';
import { armourClasses, moraleClasses, weaponChoices, type Army } from './army.ts';

const full: Army = testArmy(
  [
    testUnit({ id: 'p', name: 'Pikes «é»', regular: true, figures: 12, weapons: ['P', 'LHW'] }),
    testUnit({ id: 's', regular: true, figures: 4, parent: 'p', pavises: 2, extraAmmunition: 4 }),
    testUnit({
      id: 'g',
      mounting: 'close-order-cavalry',
      figures: 6,
      bodyguardOf: 'l1',
      protectedCavalry: true,
      armour: 'EH',
    }),
  ],
  {
    pointsLimit: 900,
    banners: [
      { id: 'b1', name: 'Lion', carriedBy: 'p' },
      { id: 'b2', name: 'Wing' },
    ],
    extras: { wagons: 1, packAnimals: 2, unplacedStakes: 3, emplacedStakes: 4, berserkers: 1 },
  },
);

const fileOf = (army: unknown, version: unknown = 1) => ({ format: armyFormat, version, army });

describe('the army file and link (versioned; reading never throws)', () => {
  it('a file and a link give back the same army', () => {
    expect(armyFromJson(armyToJson(full))).toEqual({ ok: true, value: full });
    const link = armyToLink(full);
    expect(link).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(armyFromLink(link)).toEqual({ ok: true, value: full });
    expect(JSON.parse(armyToJson(full))).toMatchObject({ format: 'knighthood-3-army', version: 1 });
  });

  it('refuses an id a game keyed by ids could reach a prototype through', () => {
    for (const id of ['constructor', '__proto__', 'prototype']) {
      const army = { ...full, units: [{ ...full.units[0], id }, ...full.units.slice(1)] };
      const read = armyFromLink(armyToLink(army as Army));
      expect(read.ok ? undefined : read.error).toEqual({
        field: 'units[0].id',
        rule: 'army file',
        message: `units[0].id may not be "${id}"`,
      });
    }
  });

  it('an outdated or future version is refused by name, not guessed at', () => {
    expect(readArmy(fileOf(full, 0))).toEqual({
      ok: false,
      error: {
        field: 'version',
        rule: 'army file',
        message: 'version 0 is not readable here: this builder reads version 1',
      },
    });
    expect(readArmy(fileOf(full, 2)).ok).toBe(false);
    expect(readArmy(fileOf(full, '1')).ok).toBe(false);
  });

  it('bad text, bad links and bad fields are typed errors naming the field', () => {
    expect(armyFromJson('{')).toEqual({
      ok: false,
      error: { field: 'file', rule: 'army file', message: 'the file is not JSON' },
    });
    expect(armyFromJson('x'.repeat(longestArmyText + 1))).toMatchObject({
      ok: false,
      error: { field: 'file' },
    });
    expect(armyFromJson('[]')).toMatchObject({ ok: false, error: { field: 'file' } });
    expect(armyFromJson('{"format":"other","version":1}')).toMatchObject({
      ok: false,
      error: { field: 'format' },
    });
    expect(armyFromLink('not a link!')).toMatchObject({ ok: false, error: { field: 'link' } });
    expect(armyFromLink('_w')).toMatchObject({ ok: false, error: { field: 'link' } });
    expect(armyFromLink('A'.repeat(longestArmyText + 1))).toMatchObject({
      ok: false,
      error: { field: 'link' },
    });
    expect(armyFromLink('A'.repeat(longestArmyText))).toMatchObject({
      ok: false,
      error: { field: 'file' },
    });
    expect(armyFromLink('')).toMatchObject({ ok: false, error: { field: 'file' } });
    expect(readArmy(fileOf(null))).toMatchObject({ ok: false, error: { field: 'army' } });
    const broken = (change: (a: Record<string, unknown>) => void) => {
      const army = JSON.parse(JSON.stringify(full)) as Record<string, unknown>;
      change(army);
      const read = readArmy(fileOf(army));
      return read.ok ? undefined : read.error.field;
    };
    const unit0 = (a: Record<string, unknown>) => (a.units as Record<string, unknown>[])[0]!;
    expect(broken((a) => (a.name = 5))).toBe('army.name');
    expect(broken((a) => (a.pointsLimit = '900'))).toBe('army.pointsLimit');
    expect(broken((a) => (a.pointsLimit = null))).toBeUndefined();
    expect(broken((a) => (a.units = {}))).toBe('army.units');
    expect(broken((a) => (a.leaders = null))).toBe('army.leaders');
    expect(broken((a) => (a.banners = 'b'))).toBe('army.banners');
    expect(broken((a) => ((a.units as unknown[])[1] = 7))).toBe('units[1]');
    expect(broken((a) => (unit0(a).mounting = 'chariot'))).toBe('units[0].mounting');
    expect(broken((a) => (unit0(a).figures = '12'))).toBe('units[0].figures');
    expect(broken((a) => (unit0(a).weapons = ['P', 'musket']))).toBe('units[0].weapons[1]');
    expect(broken((a) => (unit0(a).regular = 1))).toBe('units[0].regular');
    expect(broken((a) => (unit0(a).parent = 3))).toBe('units[0].parent');
    expect(broken((a) => (unit0(a).figures = 0))).toBe('units[0].figures');
    expect(broken((a) => ((a.leaders as unknown[])[0] = 'Earl'))).toBe('leaders[0]');
    expect(broken((a) => ((a.leaders as Record<string, unknown>[])[0]!.rating = 'E'))).toBe(
      'leaders[0].rating',
    );
    expect(broken((a) => ((a.banners as unknown[])[0] = []))).toBe('banners[0]');
    expect(broken((a) => ((a.banners as Record<string, unknown>[])[0]!.carriedBy = false))).toBe(
      'banners[0].carriedBy',
    );
    expect(broken((a) => ((a.banners as Record<string, unknown>[])[0]!.name = null))).toBe(
      'banners[0].name',
    );
    expect(broken((a) => (a.extras = []))).toBe('extras');
    expect(broken((a) => ((a.extras as Record<string, unknown>).berserkers = '1'))).toBe(
      'extras.berserkers',
    );
  });

  it('each refusal names the field, cites the army file and says what the field must be', () => {
    const refusal = (change: (a: Record<string, unknown>) => void) => {
      const army = JSON.parse(JSON.stringify(full)) as Record<string, unknown>;
      change(army);
      const read = readArmy(fileOf(army));
      return read.ok ? undefined : read.error;
    };
    const units = (a: Record<string, unknown>) => a.units as Record<string, unknown>[];
    const leader0 = (a: Record<string, unknown>) => (a.leaders as Record<string, unknown>[])[0]!;
    const banner0 = (a: Record<string, unknown>) => (a.banners as Record<string, unknown>[])[0]!;
    const cases: [(a: Record<string, unknown>) => void, string, string][] = [
      [(a) => (a.name = 5), 'army.name', 'army.name must be text'],
      [
        (a) => (a.pointsLimit = '900'),
        'army.pointsLimit',
        'the points limit must be a number or empty',
      ],
      [(a) => (a.units = {}), 'army.units', 'army.units must be a list'],
      [(a) => ((a.units as unknown[])[1] = 7), 'units[1]', 'units[1] must be a unit'],
      [(a) => (units(a)[0]!.id = 7), 'units[0].id', 'units[0].id must be text'],
      [(a) => (units(a)[0]!.name = null), 'units[0].name', 'units[0].name must be text'],
      [
        (a) => (units(a)[0]!.mounting = 'chariot'),
        'units[0].mounting',
        'units[0].mounting must be one of close-order-infantry, loose-order-infantry, open-order-infantry, close-order-cavalry, open-order-cavalry',
      ],
      [
        (a) => (units(a)[0]!.morale = 'F'),
        'units[0].morale',
        'units[0].morale must be one of A, B, C, D, E',
      ],
      [
        (a) => (units(a)[0]!.armour = 'X'),
        'units[0].armour',
        'units[0].armour must be one of SH, EH, H, M, L',
      ],
      [
        (a) => (units(a)[0]!.figures = '12'),
        'units[0].figures',
        'units[0].figures must be a number',
      ],
      [
        (a) => (units(a)[0]!.pavises = true),
        'units[0].pavises',
        'units[0].pavises must be a number',
      ],
      [
        (a) => (units(a)[0]!.extraAmmunition = '1'),
        'units[0].extraAmmunition',
        'units[0].extraAmmunition must be a number',
      ],
      [(a) => (units(a)[0]!.weapons = 'P'), 'units[0].weapons', 'units[0].weapons must be a list'],
      [
        (a) => (units(a)[0]!.weapons = ['P', 'musket']),
        'units[0].weapons[1]',
        'units[0].weapons[1] is not a weapon of T2',
      ],
      [(a) => (units(a)[0]!.parent = 3), 'units[0].parent', 'units[0].parent must be an id'],
      [
        (a) => (units(a)[2]!.bodyguardOf = 3),
        'units[2].bodyguardOf',
        'units[2].bodyguardOf must be an id',
      ],
      [
        (a) => (units(a)[0]!.mountedInfantry = 'no'),
        'units[0].regular',
        'units[0] must say yes or no to regular, protected and mounted',
      ],
      [
        (a) => delete units(a)[0]!.protectedCavalry,
        'units[0].regular',
        'units[0] must say yes or no to regular, protected and mounted',
      ],
      [(a) => ((a.leaders as unknown[])[0] = 'Earl'), 'leaders[0]', 'leaders[0] must be a leader'],
      [(a) => (leader0(a).name = 1), 'leaders[0].name', 'leaders[0].name must be text'],
      [
        (a) => (leader0(a).rating = 'E'),
        'leaders[0].rating',
        'leaders[0].rating must be one of A, B, C, D',
      ],
      [(a) => ((a.banners as unknown[])[0] = []), 'banners[0]', 'banners[0] must be a banner'],
      [
        (a) => (banner0(a).id = 'constructor'),
        'banners[0].id',
        'banners[0].id may not be "constructor"',
      ],
      [
        (a) => (banner0(a).carriedBy = false),
        'banners[0].carriedBy',
        'banners[0].carriedBy must be an id',
      ],
      [(a) => (a.extras = []), 'extras', 'extras must be a record'],
      [
        (a) => ((a.extras as Record<string, unknown>).wagons = '1'),
        'extras.wagons',
        'extras.wagons must be a number',
      ],
    ];
    for (const [change, field, message] of cases)
      expect(refusal(change), field).toEqual({ field, rule: 'army file', message });
  });

  it('the file-level refusals, word for word', () => {
    const refused = (field: string, message: string) => ({
      ok: false,
      error: { field, rule: 'army file', message },
    });
    expect(armyFromJson('x'.repeat(longestArmyText + 1))).toEqual(
      refused('file', 'the file is too large to be an army'),
    );
    expect(armyFromJson('[]')).toEqual(refused('file', 'not an army file'));
    expect(armyFromJson('{"format":"other","version":1}')).toEqual(
      refused('format', 'not a Knighthood army file'),
    );
    expect(readArmy(fileOf(null))).toEqual(refused('army', 'the file holds no army'));
    expect(armyFromLink('not a link!')).toEqual(refused('link', 'the link does not hold an army'));
    expect(armyFormat).toBe('knighthood-3-army');
  });

  it('writes the format, the version and the army, pretty-printed', () => {
    const army = testArmy([testUnit()]);
    expect(armyToJson(army)).toBe(
      JSON.stringify({ format: 'knighthood-3-army', version: 1, army }, null, 2),
    );
    expect(armyToJson(army)).toContain('\n  "version": 1,\n');
    expect(armyFromLink(armyToLink(army))).toEqual({ ok: true, value: army });
  });

  it('an absent optional id stays absent, so a round trip gives an equal army', () => {
    const read = armyFromJson(armyToJson(full));
    if (!read.ok) throw new Error(read.error.message);
    expect(Object.keys(read.value.units[0]!)).not.toContain('parent');
    expect(Object.keys(read.value.units[0]!)).not.toContain('bodyguardOf');
    expect(Object.keys(read.value.banners[1]!)).not.toContain('carriedBy');
    expect(read.value.units[1]!.parent).toBe('p');
    expect(read.value.units[2]!.bodyguardOf).toBe('l1');
  });

  it('reads -0 as 0 and 1e309 as a refusal, so what is read writes back the same', () => {
    const text = armyToJson(full).replace('"wagons": 1,', '"wagons": -0,');
    const read = armyFromJson(text);
    expect(read.ok && Object.is(read.value.extras.wagons, 0)).toBe(true);
    const huge = armyFromJson(armyToJson(full).replace('"figures": 12', '"figures": 1e309'));
    expect(huge.ok).toBe(false);
  });

  it('quotes a version it cannot read shortened, even one too deep to print', () => {
    expect(readArmy(fileOf(full, '<script>window.x=1</script>'))).toMatchObject({
      ok: false,
      error: {
        message:
          'version "\\u003cscript\\u003ewindow.x=1\\u003c/scri…" is not readable here: this builder reads version 1',
      },
    });
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`) as unknown;
    expect(readArmy(fileOf(full, deep))).toMatchObject({
      ok: false,
      error: { message: 'version a list is not readable here: this builder reads version 1' },
    });
  });

  it('prototype keys are never read: an army with __proto__ or constructor keys is a plain error', () => {
    const hostile =
      '{"__proto__":{"format":"knighthood-3-army","version":1},"constructor":{"prototype":{"x":1}}}';
    expect(armyFromJson(hostile)).toMatchObject({ ok: false, error: { field: 'format' } });
    const inherited = Object.create({ format: armyFormat, version: 1, army: full }) as unknown;
    expect(readArmy(inherited)).toMatchObject({ ok: false, error: { field: 'format' } });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('fast-check: random and hostile strings never throw, always a result', () => {
    const hostile = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.jsonValue().map((v) => JSON.stringify(fileOf(v))),
      fc.constantFrom(
        '__proto__',
        'constructor',
        'prototype',
        '{"__proto__":null}',
        'null',
        'true',
        '1e999',
      ),
    );
    fc.assert(
      fc.property(hostile, (text) => {
        const fromFile = armyFromJson(text);
        const fromLink = armyFromLink(text);
        expect(typeof fromFile.ok).toBe('boolean');
        expect(typeof fromLink.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it('fast-check: any valid army survives the link and the file unchanged', () => {
    const unit = fc.record({
      figures: fc.integer({ min: 4, max: 40 }),
      morale: fc.constantFrom(...moraleClasses.slice(1, 4)),
      armour: fc.constantFrom(...armourClasses.slice(1, 4)),
      weapons: fc.uniqueArray(fc.constantFrom(...weaponChoices), { maxLength: 3 }),
      regular: fc.boolean(),
      name: fc.string({ maxLength: 60 }),
    });
    fc.assert(
      fc.property(
        fc.array(unit, { maxLength: 6 }),
        fc.option(fc.integer({ min: 1, max: 5000 })),
        (units, limit) => {
          const army = testArmy(
            units.map((u, i) => testUnit({ ...u, id: `u${i}` })),
            { pointsLimit: limit },
          );
          expect(armyFromLink(armyToLink(army))).toEqual({ ok: true, value: army });
          expect(armyFromJson(armyToJson(army))).toEqual({ ok: true, value: army });
        },
      ),
      { numRuns: 100 },
    );
  });
});
