import { describe, expect, it } from 'vitest';
import { errata, errataAt, errataOf, rulesOf } from './errata.ts';
import { editions, resolveReadings } from './editions.ts';
import { printedReadings } from './readings.ts';
import type { EditionId } from '../types.ts';

const B = 'bannockburn-1314';
const K = 'kosovo-1389';
const N = '1066';

/** Every entry's citations, edition by edition, as each book prints them. */
const expected: Record<string, Partial<Record<EditionId, string[]>>> = {
  'rear-attack-example': { [B]: ['3.1.2'], [N]: ['3.1.2'] },
  'group-factor-rounding': { [B]: ['1.6', '1.7'], [K]: ['1.6', '1.7'], [N]: ['1.6', '1.7'] },
  'kosovo-1.4-total': { [K]: ['1.4'] },
  'kosovo-a-cell': { [K]: ['COMBAT TABLE'] },
  'kosovo-disorganization-example': { [K]: ['5.1.1', 'COMBAT DISORGANIZATION'] },
  'kosovo-attacker-retreat-past-a4': { [K]: ['5.1.1', 'COMBAT DISORGANIZATION', 'COMBAT TABLE'] },
  'kosovo-morale-test-leader': { [K]: ['6.2.1', '6.2.2', '6.2.3'] },
  'bannockburn-archer-table-copies': { [B]: ['10.4.2', 'ARCHER FIRE'] },
  '1066-fire-table-copies': { [N]: ['10.4.2', '10.6.2', 'ARCHER FIRE', 'CROSSBOW FIRE'] },
  '1066-pursuit-row-zero': { [N]: ['5.5.2', 'PURSUIT'] },
  'turn-terrain-example': { [B]: ['4.3.6'], [K]: ['4.3.6'], [N]: ['4.3.6'] },
  'leader-death-example-b': { [B]: ['8.2.5'], [K]: ['8.2.5'], [N]: ['8.2.5'] },
  'b1-row': { [B]: ['10.5.10', 'COMBAT SCATTER'], [N]: ['10.5.10', 'COMBAT SCATTER'] },
  'kosovo-archer-mp-erratum': { [K]: ['Errata'] },
  'kosovo-combat-table-cells': { [K]: ['COMBAT TABLE'] },
  '1066-light-cavalry-d1': { [N]: ['COMBAT SCATTER'] },
  'ford-example': { [B]: ['5.7.6', '4.2.6'], [N]: ['5.7.6', '4.2.6'] },
  'swamp-movement': {
    [B]: ['4.2.7', 'TERRAIN EFFECT'],
    [N]: ['4.2.7', 'Terrain influence for moove and combat'],
  },
  '1066-leader-ranges': { [N]: ['8.1.5', '8.0'] },
  '1066-combat-legend': { [N]: ['COMBAT TABLE'] },
  'river-sides': { [B]: ['3.2.3'], [K]: ['3.2.3'], [N]: ['3.2.3'] },
  'ratio-below-one': { [B]: ['1.6'], [K]: ['1.6'], [N]: ['1.6'] },
  'initial-ratio-beyond-table': { [B]: ['1.5'], [N]: ['1.5'] },
  'kosovo-pursuit-failed-roll': { [K]: ['5.5.1', '5.5.3', 'PURSUIT'] },
  'kosovo-ranged-units-retreat': { [K]: ['11.3', '11.7.4'] },
  'kosovo-bombard-terrain-reference': { [K]: ['11.7.3', '11.2.3', '11.2.4'] },
  'fire-roll-below-table': {
    [B]: ['10.2.2', '10.2.3', 'ARCHER FIRE'],
    [K]: ['11.2.3', '11.2.4', 'ARCHER FIRE'],
    [N]: ['10.2.2', '10.2.3', 'ARCHER FIRE'],
  },
  'horse-archer-test-unit': { [B]: ['10.5.10'], [K]: ['11.5.10'], [N]: ['10.5.10'] },
  'horse-archer-test-column': {
    [B]: ['10.5.1', '10.5.10'],
    [K]: ['11.5.1', '11.5.10'],
    [N]: ['10.5.1', '10.5.10'],
  },
  '1066-wall-of-shields-fire': { [N]: ['Hastings', '10.4.2'] },
  'bombard-objects-modifiers': {
    [B]: ['10.7.3', '10.7.5'],
    [K]: ['11.7.3', '11.7.5'],
    [N]: ['10.7.3', '10.7.5'],
  },
  'leader-example-cross-reference': {
    [B]: ['10.2.4', '10.2.1', '10.2.2'],
    [N]: ['10.2.4', '10.2.1', '10.2.2'],
  },
  'infantry-turn-extras': {
    [B]: ['4.3.3', '4.3.5', '4.3.6'],
    [K]: ['4.3.3', '4.3.5', '4.3.6'],
    [N]: ['4.3.3', '4.3.5', '4.3.6'],
  },
  'return-turn': { [B]: ['4.4.3'], [K]: ['4.4.3'], [N]: ['4.4.3'] },
  'reentry-edge': { [B]: ['4.4.4'], [K]: ['4.4.4'], [N]: ['4.4.4'] },
  'ride-down-stack': { [B]: ['5.8.2', '5.8.6'], [N]: ['5.8.2', '5.8.6'] },
  '1066-pursuit-beyond-5': { [N]: ['5.5.2', 'PURSUIT'] },
};

describe('errata register', () => {
  it('has unique ids in kebab-case', () => {
    const ids = errata.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9.]+(-[a-z0-9.]+)*$/);
  });

  it('cites every entry’s rules in each edition’s own numbering', () => {
    expect(Object.fromEntries(errata.map((c) => [c.id, c.rules]))).toEqual(expected);
  });

  it('names only the editions it concerns, each with at least one rule', () => {
    for (const c of errata) {
      expect(Object.keys(c.rules).sort(), c.id).toEqual([...c.editions].sort());
      for (const id of c.editions)
        expect(rulesOf(c, id).length, `${c.id} ${id}`).toBeGreaterThan(0);
    }
  });

  it('states both readings for every entry', () => {
    for (const c of errata) {
      expect(c.title.length, c.id).toBeGreaterThan(10);
      expect(c.reading.length, c.id).toBeGreaterThan(10);
      expect(c.alternative.length, c.id).toBeGreaterThan(3);
    }
  });

  it('names options whose value is the other reading, never the default', () => {
    const withOption = errata.filter((x) => x.option);
    const byId = (a: readonly unknown[], b: readonly unknown[]) =>
      String(a[0]).localeCompare(String(b[0]));
    const named = withOption.map((c) => [c.id, c.option?.name, c.option?.value]);
    expect(named.sort(byId)).toEqual(
      [
        ['rear-attack-example', 'rearAttack', 'per-hex'],
        ['group-factor-rounding', 'groupRounding', 'up'],
        ['kosovo-a-cell', 'kosovoACell', 'A1 -1'],
        ['kosovo-disorganization-example', 'kosovoDisorganizationRow', 'example'],
        ['kosovo-morale-test-leader', 'moraleTestLeader', 'subtract'],
        ['bannockburn-archer-table-copies', 'fireTable', 'game-tables'],
        ['1066-fire-table-copies', 'fireTable', 'game-tables'],
        ['swamp-movement', 'swampEntry', 'kosovo-costs'],
        ['ford-example', 'fordEntry', 'cf-zero'],
        ['horse-archer-test-unit', 'horseArcherTestUnit', 'target'],
        ['horse-archer-test-column', 'horseArcherColumn', 'counter-armor'],
        ['kosovo-combat-table-cells', 'kosovoCombatCells', 'other-editions'],
        ['1066-light-cavalry-d1', 'lightCavalryD1', 'bannockburn'],
        ['turn-terrain-example', 'turnTerrainCost', 'example'],
        ['ratio-below-one', 'ratioBelowOne', 'attacker-share'],
        ['initial-ratio-beyond-table', 'initialRatioBeyondTable', 'shift-unclamped'],
        ['kosovo-bombard-terrain-reference', 'kosovoBombardTerrain', 'applies'],
        ['1066-wall-of-shields-fire', 'wallOfShieldsFire', 'all-ranged'],
        ['infantry-turn-extras', 'infantryTurnExtras', 'flat'],
        ['return-turn', 'returnCount', 'from-turn-end'],
        ['reentry-edge', 'reentryCorner', 'wrap'],
        ['1066-pursuit-beyond-5', 'pursuitBeyondFive', 'every-roll'],
        ['1066-leader-ranges', 'grandLeaderRange', 'captions'],
      ].sort(byId),
    );
    for (const c of withOption) {
      for (const id of c.editions) {
        const edition = editions.find((e) => e.id === id);
        if (!edition || !c.option) continue;
        const defaults = resolveReadings(edition);
        expect(defaults[c.option.name], `${c.id} in ${id}`).not.toBe(c.option.value);
      }
    }
  });

  it('keeps the printed readings as the defaults', () => {
    expect(printedReadings).toEqual({
      groupRounding: 'nearest',
      kosovoACell: 'A1',
      kosovoDisorganizationRow: 'table',
      moraleTestLeader: 'add',
      fireTable: 'chapter',
      turnTerrainCost: 'table',
      initialRatioBeyondTable: 'clamp-first',
      ratioBelowOne: 'defender-share',
      kosovoBombardTerrain: 'ignored',
      wallOfShieldsFire: 'archers',
      infantryTurnExtras: 'added',
      pursuitBeyondFive: 'last-row',
      returnCount: 'same-phase',
      reentryCorner: 'stop',
      grandLeaderRange: 'rule',
      swampEntry: 'printed',
      fordEntry: 'loss-and-scatter',
      horseArcherTestUnit: 'firer',
      horseArcherColumn: 'light-cavalry',
      kosovoCombatCells: 'kosovo',
      lightCavalryD1: 'printed',
    });
    const rear = Object.fromEntries(editions.map((e) => [e.id, resolveReadings(e).rearAttack]));
    expect(rear).toEqual({ [B]: 'flat', [K]: 'per-hex', [N]: 'flat' });
    const kosovo = editions.find((e) => e.id === K);
    if (kosovo)
      expect(resolveReadings(kosovo, { fireTable: 'game-tables' }).fireTable).toBe('game-tables');
  });

  it('finds the entries of an edition and of a rule, per edition', () => {
    expect(errataOf(K).map((c) => c.id)).toContain('kosovo-a-cell');
    expect(errataOf(B).map((c) => c.id)).not.toContain('kosovo-a-cell');
    expect(errataOf(N).length).toBe(errata.filter((c) => c.editions.includes(N)).length);
    expect(errataAt(B, '3.1.2').map((c) => c.id)).toEqual(['rear-attack-example']);
    expect(errataAt(K, '3.1.2')).toEqual([]);
    expect(rulesOf(errata[0] as (typeof errata)[number], K)).toEqual([]);
  });

  it('never shows a Kosovo note at Bannockburn’s 11.2.3 (wolf pits) or Kosovo’s 10.2.2 (panic)', () => {
    expect(errataAt(B, '11.2.3')).toEqual([]);
    expect(errataAt(K, '10.2.2')).toEqual([]);
    expect(errataAt(K, '11.2.3').map((c) => c.id)).toEqual([
      'kosovo-bombard-terrain-reference',
      'fire-roll-below-table',
    ]);
    expect(errataAt(B, '10.2.2').map((c) => c.id)).toEqual([
      'fire-roll-below-table',
      'leader-example-cross-reference',
    ]);
  });
});
