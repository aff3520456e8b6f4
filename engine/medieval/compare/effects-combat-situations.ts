/**
 * Worked effects of the combat rules that differ: rear attack (3.1.2), the
 * table's edge (1.5), ranged units in combat, leader range (8.0) and the
 * COMBAT TABLE's cells, each run through the engine's combat analysis.
 */
import { diceDistribution, twoD6 } from '../../core/dice.ts';
import { chance, sum, type Probability } from '../../core/probability.ts';
import { ok } from '../../core/result.ts';
import { plainCombat } from '../combat/input.ts';
import { ratioLabel } from '../combat/ratio.ts';
import { combatCellAt } from '../combat/table.ts';
import { resolveReadings, type EditionProfile } from '../editions/editions.ts';
import { resultKinds, showChance, type ComparedRow } from './combat-rows.ts';
import {
  casesOf,
  combatRows,
  keepTelling,
  makeRow,
  oddsIds,
  plural,
  unit,
  type Build,
} from './effects-rows.ts';

export const rearAttack: Build = (profiles) => {
  const cases = [1, 2, 3].map((n) => ({
    id: `rear-${n}`,
    label: `From ${plural(n, 'rear hex', 'rear hexes')}`,
    input: plainCombat([unit('infantry', 4)], [unit('infantry', 4)], {
      attacker: { rearHexes: n },
    }),
  }));
  const rows = casesOf(cases, profiles, ['attacker-cm-rear', 'column', ...oddsIds]);
  if (!rows.ok) return rows;
  return ok({
    title: 'Rear attack: one bonus or one per hex',
    situation:
      '4 SP of infantry attack 4 SP of infantry on clear ground (1:1), with attackers in 1, 2 or 3 hexes of the defender’s rear area.',
    rows: keepTelling(rows.value, ['attacker-cm-rear', 'column']),
    keyRows: ['rear-2-column', 'rear-3-column', 'rear-1-column'],
  });
};

export const ratioClamp: Build = (profiles) => {
  const input = plainCombat([unit('infantry', 6)], [unit('infantry', 1)], {
    defender: { leader: 'stacked' },
    morale: 7,
  });
  const rows = combatRows(
    input,
    profiles,
    ['initial-ratio', 'attacker-cm-total', 'defender-cm-total', 'column', ...oddsIds],
    {
      id: 'clamp',
      label: '6:1, +7, −2',
    },
  );
  if (!rows.ok) return rows;
  return ok({
    title: 'The table’s edge: after each side, or only at the end',
    situation:
      '6 SP of infantry attack 1 SP (6:1) at MORALE +7 (+7 CM); the defender’s leader stands on its hex (+2 CM). The shifts run past the 9:1 column.',
    rows: keepTelling(rows.value, [
      'initial-ratio',
      'attacker-cm-total',
      'defender-cm-total',
      'column',
    ]),
    keyRows: ['clamp-column'],
  });
};

export const rangedInCombat: Build = (profiles) => {
  const cases = [
    {
      id: 'defending',
      label: 'Archers defend',
      input: plainCombat([unit('infantry', 2)], [unit('archers', 2)]),
    },
    {
      id: 'attacking',
      label: 'Archers attack',
      input: plainCombat([unit('archers', 2), unit('infantry', 2)], [unit('infantry', 4)]),
    },
  ];
  const rows = casesOf(cases, profiles, [
    'attacker-cm-ranged',
    'defender-cm-ranged',
    'column',
    'defender-retreats',
  ]);
  if (!rows.ok) return rows;
  return ok({
    title: 'Ranged units in a close combat',
    situation:
      'Infantry attacks 2 SP of archers; then archers and infantry together attack 4 SP of infantry. Clear ground, no leaders.',
    rows: rows.value,
    keyRows: [
      'attacking-column',
      'defending-column',
      'attacking-defender-cm-ranged',
      'defending-attacker-cm-ranged',
    ],
  });
};

export const leaderRange: Build = (profiles) => {
  const rangeRow = (id: string, label: string, pick: (e: EditionProfile) => number) =>
    makeRow(
      id,
      label,
      profiles.map((e) => ({
        text: plural(pick(e), 'hex', 'hexes'),
        value: pick(e),
        rule: e.rules.leaders.ranges,
      })),
    );
  const rows = [
    rangeRow('leader', 'A leader’s CM reaches', (e) => e.leaderRange.leader),
    rangeRow('grand-leader', 'A grand leader’s CM reaches', (e) => e.leaderRange.grandLeader),
  ];
  const perEdition = profiles.map((edition) => {
    const inRange = 2 <= edition.leaderRange.leader;
    const input = plainCombat([unit('infantry', 4)], [unit('infantry', 4)], {
      attacker: { leader: inRange ? 'in-range' : 'none' },
    });
    return combatRows(input, [edition], ['attacker-cm-leader', 'column', 'defender-retreats'], {
      id: 'two-hexes',
      label: 'Leader 2 hexes from the attackers',
    });
  });
  for (const id of ['attacker-cm-leader', 'column', 'defender-retreats']) {
    const found = perEdition.map((r) =>
      r.ok ? r.value.find((x) => x.id === `two-hexes-${id}`) : undefined,
    );
    const label = found.find(Boolean)?.label;
    if (!label) continue;
    const cells = found.map(
      (r, i) => r?.cells[0] ?? { text: 'none', value: 0, rule: profiles[i]!.rules.leaders.inRange },
    );
    rows.push(makeRow(`two-hexes-${id}`, label, cells));
  }
  return ok({
    title: 'Leader range: how far a leader’s CM reaches',
    situation: '4 SP of infantry attack 4 SP (1:1) with their leader 2 hexes away.',
    rows,
    keyRows: ['two-hexes-column', 'leader'],
  });
};

function columnChance(
  edition: EditionProfile,
  step: number,
  holds: (typeof resultKinds)[number]['holds'],
): Probability {
  const readings = resolveReadings(edition);
  return sum(
    diceDistribution(twoD6).flatMap(({ total, ways, outOf }) => {
      const cell = combatCellAt(edition.combatTable, step, total, readings);
      return cell && holds(cell.result) ? [chance(ways, outOf)] : [];
    }),
  );
}

export const combatTable: Build = (profiles) => {
  const kinds = resultKinds;
  const steps = Math.min(...profiles.map((e) => e.tables.combat.columns.length));
  const all: ComparedRow[] = [];
  for (let step = 0; step < steps; step += 1) {
    for (const kind of kinds) {
      const cells = profiles.map((e) => {
        const p = columnChance(e, step, kind.holds);
        return { text: showChance(p), chance: p, rule: e.rules.tables.combat };
      });
      all.push(
        makeRow(`${ratioLabel(step)}-${kind.id}`, `${ratioLabel(step)}: P(${kind.label})`, cells),
      );
    }
  }
  const differing = all.filter((r) => r.differs);
  return ok({
    title: 'The COMBAT TABLE: where the printed cells differ',
    situation:
      'Each column of the COMBAT TABLE read for every 2D6 roll: the chance of each kind of result.',
    rows: differing.length > 0 ? differing : all.filter((r) => r.id.endsWith('-defender-retreats')),
    keyRows: all.map((r) => r.id),
  });
};
