/// <reference types="node" />
/**
 * Golden tests: every table is read from the book's printed Markdown rows
 * (seeds/004_bc4deef51605c60b.txt, lines 636 on) and every cell is compared
 * with the data. Descriptions are restated in the site's words, so those
 * cells are matched by their codes, numbers and row order.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { errata } from '../errata/index.ts';
import * as tables from './index.ts';
import { formatHitNumber } from './cells.ts';

/**
 * Seed 004 in the shared folder beside the checkout, found by walking up from
 * this file; undefined in a clone without the seeds, where these tests skip.
 */
function readBookText(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'shared', 'seeds', '004_bc4deef51605c60b.txt');
    if (existsSync(file)) return readFileSync(file, 'utf8');
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

const book = readBookText();
const absent = book === undefined;
const seed = (book ?? '').split('\n');

/** The rows of the printed table whose first cell starts with `id`, separators dropped. */
function printed(id: string): string[][] {
  const start = seed.findIndex((line) => new RegExp(`^\\| ${id} `).test(line));
  if (start < 0) return [];
  const rows: string[][] = [];
  for (const line of seed.slice(start)) {
    if (!line.startsWith('|')) break;
    if (/^\|[-|\s]+\|$/.test(line)) continue;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** Rows after the one whose first cell is `from`, up to the one whose first cell is `to`. */
function between(rows: string[][], from: string, to?: string): string[][] {
  const start = rows.findIndex((r) => r[0] === from) + 1;
  const end = to === undefined ? rows.length : rows.findIndex((r) => r[0] === to);
  return rows.slice(start, end);
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
const row = (rows: string[][], first: string): string[] => rows.find((r) => r[0] === first) ?? [];

describe.skipIf(absent)('the tables the book prints', () => {
  it('prints T1 to T23 with no T3 (the numbering jumps from T2 to T4)', () => {
    expect(printed('T3')).toEqual([]);
    expect(tables.tableIds).not.toContain('T3');
    for (const id of tables.tableIds) expect(printed(id).length, id).toBeGreaterThan(0);
  });
});

describe.skipIf(absent)('T1 Figure mounting', () => {
  it('gives each mounting its printed depth (15 mm/25 mm) and figures per MMS', () => {
    const rows = printed('T1').slice(1, 6);
    expect(rows).toHaveLength(tables.figureMountings.length);
    const orders = { CL: 'CLOSE', LS: 'LOOSE', OO: 'OPEN' } as const;
    for (const [i, m] of tables.figureMountings.entries()) {
      const [kind, depth, figures] = rows[i] ?? [];
      const troop = m.mounted ? 'CAVALRY' : 'INFANTRY';
      expect(kind).toMatch(new RegExp(`^${orders[m.order]} ORDER ${troop}`));
      expect(depth).toBe(`${m.depth.mm15}/${m.depth.mm25}`);
      expect(figures).toBe(String(m.figures));
    }
  });
});

describe.skipIf(absent)('T2 Weapon definitions', () => {
  it('gives each weapon its code, group and basing orders', () => {
    const rows = printed('T2');
    const groups = { 'MISSILE WEAPONS': 'missile', POLEARMS: 'polearm', 'MELEE WEAPONS': 'melee' };
    let group = '';
    const seen: { code: string; name: string; group: string; orders: string[] }[] = [];
    for (const [name = '', text = ''] of rows.slice(1)) {
      if (name in groups) group = groups[name as keyof typeof groups];
      if (!text) continue;
      const based = text.slice(text.search(/based/i));
      seen.push({
        code: text.split(',')[0] ?? '',
        name,
        group,
        orders: [...based.matchAll(/\b(CL|LS|OO)\b/g)].map((m) => m[1] ?? ''),
      });
    }
    expect(
      tables.weapons.map(({ code, name, group, orders }) => ({ code, name, group, orders })),
    ).toEqual(seen);
  });
});

describe.skipIf(absent)('T4 Troop cost', () => {
  const rows = printed('T4');
  const shown = (c: tables.FigureCost): string =>
    c.infantry === null && c.cavalry === null ? '-' : `${c.infantry ?? '-'}/${c.cavalry ?? '-'}`;

  it('heads the columns with morale classes A to E, infantry/cavalry', () => {
    expect(row(rows, 'MG>')).toEqual(['MG>', 'A', 'B', 'C', 'D', 'E']);
  });

  it.each(['SH', 'EH', 'H', 'M', 'L'] as const)('armour class %s costs as printed', (ac) => {
    const costs = tables.troopCosts[ac];
    expect(row(rows, ac).slice(1)).toEqual(
      (['A', 'B', 'C', 'D', 'E'] as const).map((mg) => shown(costs[mg])),
    );
  });

  it.each([
    ['WEAPON COST', 'COMMAND AND CONTROL', tables.weaponCosts],
    ['COMMAND AND CONTROL', 'MISCELLANEOUS', tables.commandCosts],
    ['MISCELLANEOUS', undefined, tables.miscellaneousCosts],
  ] as const)('%s lines carry the printed points', (from, to, data) => {
    const points = between(rows, from, to)
      .map((r) => r[5] ?? '')
      .filter((cell) => cell !== '---')
      .map((cell) => Number.parseInt(cell.replace('+', ''), 10));
    expect(data.map((d) => d.points)).toEqual(points);
  });
});

describe.skipIf(absent)('T5 Movement rates', () => {
  const rows = printed('T5');

  it('heads the bands 2-15", 30" and 30"+', () => {
    expect(row(rows, 'UNIT IS').slice(1)).toEqual(tables.movementBands.map((b) => b.heading));
  });

  it('gives each unit its maneuver factor and band rates', () => {
    const body = between(rows, 'UNIT IS', '(4") = Maneuver Factor.');
    expect(body).toHaveLength(tables.movementRates.length);
    for (const [i, r] of tables.movementRates.entries()) {
      const mf = r.maneuverFactor === null ? '' : ` (${r.maneuverFactor}")`;
      expect(body[i]).toEqual([
        `${r.label}${mf}`,
        ...['near', 'middle', 'far'].map((b) => String(r.inches[b as tables.MovementBand])),
      ]);
    }
  });
});

describe.skipIf(absent)('T6 Rough terrain', () => {
  const rows = printed('T6').slice(1);

  it('gives each terrain its halting number', () => {
    expect(between([['', ''], ...rows], '', 'MODIFIERS')).toEqual(
      tables.roughTerrain.map((t) => [`${t.label}.`, String(t.halt)]),
    );
  });

  it('lists the modifiers to the die', () => {
    expect(between(rows, 'MODIFIERS')).toEqual(
      tables.roughTerrainModifiers.map((m) => [`${m.label}.`, signed(m.value)]),
    );
  });
});

describe.skipIf(absent)('T7 Firing depths', () => {
  it('gives each weapon its firing depth', () => {
    expect(between(printed('T7'), 'WEAPON')).toEqual(
      tables.firingDepths.map((d) => [d.label, `${d.mms}MMS`]),
    );
  });
});

describe.skipIf(absent)('T8 Missile fire chart', () => {
  const codes = { full: 'F', 'full-or-rapid': 'F/R', half: '1/2', none: 'NA' } as const;
  it('gives each weapon its ranges, bonus, fire after moving, ammunition and rate of fire', () => {
    const body = between(printed('T8'), '', 'KEY').filter((r) => r[1] !== 'CL');
    expect(body).toEqual(
      tables.missileWeapons.map((w) => [
        w.bonus ? `${w.label} (+${w.bonus})` : w.label,
        ...(['close', 'medium', 'long'] as const).map((r) => String(w.ranges[r])),
        codes[w.afterMoving.upToMf],
        codes[w.afterMoving.half],
        codes[w.afterMoving.full],
        w.ammunition === null ? 'U' : String(w.ammunition),
        String(w.rateOfFire),
      ]),
    );
  });
});

describe.skipIf(absent)('T9 Hit chart', () => {
  const rows = printed('T9');
  it('heads the columns with armour classes 0 to 5 and the half steps between', () => {
    expect(row(rows, 'RANGE').slice(1)).toEqual(
      tables.hitChartColumns.map((c) => (c === null ? '-' : String(c))),
    );
  });

  it.each([
    ['Close', 'close'],
    ['Medium', 'medium'],
    ['Long', 'long'],
  ] as const)('%s range: every hit number as printed', (label, range) => {
    expect(row(rows, label).slice(1)).toEqual(tables.hitChart[range].map(formatHitNumber));
  });
});

describe.skipIf(absent)('T10 Fire modifiers', () => {
  it('lists every modifier with its printed value, in order', () => {
    const rows = printed('T10').slice(1);
    expect(rows.map((r) => r[0])).toEqual(tables.fireModifiers.map((m) => signed(m.value)));
    expect(rows.map((r) => r[1]?.split(/\W+/)[0])).toEqual(
      tables.fireModifiers.map((m) => m.label.toUpperCase().split(/\W+/)[0]),
    );
  });
});

describe.skipIf(absent)('T11 Reaction chart', () => {
  const rows = printed('T11');
  it('gives reaction points by state and charge increments', () => {
    for (const r of tables.reactionPoints) {
      const label = r.label.replace(/ (\w)/, (_, c: string) => ` ${c.toUpperCase()}`);
      expect(row(rows, `${label}.`).slice(1)).toEqual(
        [1, 2, 3].map((ci) => `${r.points[ci as 1]}RP`),
      );
    }
  });

  it('counts three +1 and four -1 modifiers', () => {
    const body = between(rows, '+1 Each', 'KEY');
    const plus = body.map((r) => r[0]).filter(Boolean);
    const minus = body.map((r) => r[1]).filter(Boolean);
    expect(tables.reactionModifiers.filter((m) => m.value === 1)).toHaveLength(plus.length);
    expect(tables.reactionModifiers.filter((m) => m.value === -1)).toHaveLength(minus.length);
  });
});

describe.skipIf(absent)('T12 Defensive fire', () => {
  it('gives the result of each die roll by charge increments (the lone "C" read as Close)', () => {
    const shown = { close: 'Close', medium: 'Medium', long: 'Long', 'no-effect': 'NE' } as const;
    const body = printed('T12').filter((r) => /^[1-6]$/.test(r[0] ?? ''));
    const normalised = body.map((r) => r.map((cell) => (cell === 'C' ? 'Close' : cell)));
    expect(body.flat().filter((cell) => cell === 'C')).toHaveLength(1);
    expect(normalised).toEqual(
      tables.defensiveFire.map((r, i) => [
        String(i + 1),
        ...[1, 2, 3].map((ci) => shown[r[ci as 1]]),
      ]),
    );
  });
});

describe.skipIf(absent)('T13 Weapon depths', () => {
  it('gives pike 4, long spear 3, others 2 MMS', () => {
    const rows = printed('T13').slice(1);
    expect(
      rows.map((r) => [r[0]?.toLowerCase().replace(' ', '-'), Number.parseInt(r[1] ?? '', 10)]),
    ).toEqual(tables.weaponDepths.map((d) => [d.id, d.mms]));
  });
});

describe.skipIf(absent)('T14 Polearm cohesion', () => {
  const rows = printed('T14');
  it('reads 1- as incohesive and 2 to 6+ as cohesive', () => {
    expect(between(rows, 'DIE ROLL', 'COHESION MODIFIERS')).toEqual(
      tables.cohesionRolls.map((r) => [r.roll, r.cohesive ? 'Cohesive' : 'Incohesive']),
    );
  });

  it('lists the cohesion modifiers', () => {
    expect(between(rows, 'COHESION MODIFIERS').map((r) => r[0])).toEqual(
      tables.cohesionModifiers.map((m) => signed(m.value)),
    );
  });
});

describe.skipIf(absent)('T15 Close combat hit chart', () => {
  const rows = printed('T15');
  it('heads the standings with their differences', () => {
    expect(row(rows, 'UNIT MATCH UP').slice(1)).toEqual(
      tables.combatStandings.map((s) => s.difference),
    );
  });

  it('gives every match-up its hit numbers', () => {
    for (const m of tables.combatHitChart) {
      expect(row(rows, m.label).slice(1)).toEqual(
        tables.combatStandings.map((s) => formatHitNumber(m.hits[s.id])),
      );
    }
  });
});

describe.skipIf(absent)('T16 Combat value points', () => {
  const rows = printed('T15');
  const t16 = rows.slice(rows.findIndex((r) => r[0]?.startsWith('T16')) + 1);
  it('lists every line of points with its value', () => {
    expect(between([['', ''], ...t16], '', 'SITUATION MODIFIERS').map((r) => r[0])).toEqual(
      tables.combatValuePoints.map((p) => String(p.value)),
    );
  });

  it('lists the situation modifiers, the leader\'s as "+?"', () => {
    expect(between(t16, 'SITUATION MODIFIERS').map((r) => r[0])).toEqual(
      tables.combatSituationModifiers.map((m) =>
        m.value === 'leader-cc' ? '+?' : signed(m.value),
      ),
    );
  });
});

describe.skipIf(absent)('T17A Morale results chart', () => {
  const rows = printed('T17A');
  it('heads the columns -0, 1 to 11 and 12+', () => {
    expect(row(rows, 'UNIT').slice(1)).toEqual([
      '-0',
      ...Array.from({ length: 11 }, (_, i) => String(i + 1)),
      '12+',
    ]);
  });

  it.each(['A', 'B', 'C', 'D', 'E'] as const)('morale class %s: every result as printed', (mc) => {
    expect(row(rows, mc).slice(1)).toEqual(tables.moraleResults[mc]);
  });

  it('lists the modifiers, the leader\'s as "?"', () => {
    expect(between(rows, 'MODIFIERS').map((r) => r[0])).toEqual(
      tables.moraleModifiers.map((m) => (m.value === 'leader-m' ? '?' : signed(m.value))),
    );
  });
});

describe.skipIf(absent)('T17B Morale check results', () => {
  it('names each result with its code, in order', () => {
    expect(
      printed('T17B')
        .slice(1)
        .map((r) => r[0]?.split(':')[0]),
    ).toEqual(tables.moraleResultNames.map((r) => `${r.name.toUpperCase()} (${r.code})`));
  });
});

describe.skipIf(absent)('T18 Random leader chart', () => {
  it('gives each roll its leader and CC and M bonuses', () => {
    const show = (n: number): string => (n > 0 ? `+${n}` : String(n));
    expect(printed('T18').slice(2)).toEqual(
      tables.randomLeaders.map((l) => [
        l.roll,
        `${l.leader}: ${l.name}`,
        show(l.cc),
        show(l.morale),
      ]),
    );
  });
});

describe.skipIf(absent)('T19 Leader vulnerability', () => {
  it('gives each leader type his missile (MF) and close combat hit numbers', () => {
    expect(printed('T19').slice(2)).toEqual(
      (['A', 'B', 'C', 'D'] as const).map((t) => [
        t,
        formatHitNumber(tables.leaderVulnerability[t].missile),
        formatHitNumber(tables.leaderVulnerability[t].closeCombat),
      ]),
    );
  });
});

describe.skipIf(absent)('T20 Leader hit chart', () => {
  it('gives each roll its result and capture range', () => {
    const span = (r: tables.RollRange): string =>
      r.from === r.to ? String(r.from) : `${r.from}-${r.to}`;
    const body = printed('T20').slice(2);
    expect(body.map((r) => [r[0], r[2]])).toEqual(
      tables.leaderHits.map((h) => [span(h.roll), span(h.capture)]),
    );
    expect(body.map((r) => r[1]?.split(/\W/)[0]?.toLowerCase())).toEqual(
      tables.leaderHits.map((h) => h.result.split('-')[0]),
    );
  });
});

describe.skipIf(absent)('T21 Honor points', () => {
  const rows = printed('T21').slice(2, -3);
  it('gives each rank its initial points', () => {
    expect(rows.slice(0, 6).map((r) => r[1])).toEqual(
      tables.initialHonorPoints.map((p) => String(p.points)),
    );
  });

  it('gives each award its close combat and missile points', () => {
    const show = (v: number | string | null): string =>
      v === null ? '' : v === 'raid' ? '*' : String(v);
    expect(rows.map((r) => [r[3], r[4]])).toEqual(
      tables.honorAwards.map((a) => [show(a.closeCombat), show(a.missile)]),
    );
  });

  it("cuts a player's points by his losses", () => {
    expect(rows.filter((r) => /^(Up to|Over)/.test(r[0] ?? '')).map((r) => [r[0], r[1]])).toEqual(
      tables.honorLosses.map((l) => [l.losses, `${l.percent}%`]),
    );
  });
});

describe.skipIf(absent)('T22 Breaking a shield wall', () => {
  it('adds +1 for each line and breaks the wall on a six', () => {
    const rows = printed('T22')
      .slice(1)
      .map((r) => r[0] ?? '');
    expect(rows.slice(0, -1).map((r) => r.split(' ')[0])).toEqual(
      tables.shieldWallModifiers.map((m) => signed(m.value)),
    );
    expect(rows.at(-1)).toContain('six');
    expect(tables.shieldWallBreaksOn).toBe(6);
  });
});

describe.skipIf(absent)('T23 Seeking out a leader', () => {
  const rows = printed('T23');
  it.each(['A', 'B', 'C', 'D'] as const)('seeker %s: the chance against each target', (seeker) => {
    expect(row(rows, seeker).slice(1, 5)).toEqual(
      (['A', 'B', 'C', 'D'] as const).map((t) => formatHitNumber(tables.seekingChances[seeker][t])),
    );
  });

  it('lists the distance modifiers with their values', () => {
    const text = rows.map((r) => r[5] ?? '').join(' ');
    const values = [...text.matchAll(/\.\s*([+-]?\d+)/g)].map((m) => Number(m[1]));
    expect(values).toEqual(tables.seekingModifiers.map((m) => m.value));
  });
});

describe.skipIf(absent)('the errata register against the book', () => {
  const text = book ?? '';
  it('gives every entry a unique id and cites tables and rule numbers the book prints', () => {
    expect(new Set(errata.map((c) => c.id)).size).toBe(errata.length);
    for (const c of errata) {
      for (const ref of c.cites) {
        if (ref === 'dice') expect(text).toMatch(/^DICE: /m);
        else if (ref.startsWith('T')) expect(tables.tableIds).toContain(ref);
        else
          expect(text, `${c.id} cites ${ref}`).toMatch(
            new RegExp(`^${ref.replace('.', '\\.')} `, 'm'),
          );
      }
    }
  });

  it('prints each duplicated rule number twice in the body of the book, and 9.01 and 9.02 again after the tables', () => {
    for (const ref of ['3.10', '4.20', '9.01', '9.02']) {
      expect(text.match(new RegExp(`^${ref.replace('.', '\\.')} `, 'gm')), ref).toHaveLength(2);
    }
  });
});
