/**
 * Every entry of the errata register is complete: what players read under
 * a rule (title, both readings) is never empty, and what the engine reads
 * (kind, editions, rules, option) names things that exist.
 */
import { describe, expect, it } from 'vitest';
import { findUndecidedErrata } from '../../core/index.ts';
import { errata, editionIds, editions, resolveReadings } from '../index.ts';

const kinds = ['contradiction', 'misprint', 'gap', 'edition-difference'];

describe('errata register entries', () => {
  it.each(errata.map((c) => [c.id, c] as const))(
    '%s has a title, both readings, a kind, editions and rules',
    (_, c) => {
      expect(c.title.trim()).not.toBe('');
      expect(c.reading.trim()).not.toBe('');
      expect(c.alternative.trim()).not.toBe('');
      expect(kinds).toContain(c.kind);
      expect(c.editions.length).toBeGreaterThan(0);
      for (const edition of c.editions) expect(editionIds).toContain(edition);
      expect(c.cites.length).toBeGreaterThan(0);
      for (const edition of c.editions) {
        const rules = c.rules[edition] ?? [];
        expect(rules.length, `${c.id} in ${edition}`).toBeGreaterThan(0);
        for (const rule of rules) expect(rule.trim()).not.toBe('');
      }
    },
  );

  it.each(errata.filter((c) => c.option).map((c) => [c.id, c] as const))(
    '%s names an option every edition it concerns understands, with a value other than the printed reading',
    (_, c) => {
      for (const id of c.editions) {
        const edition = editions.find((e) => e.id === id);
        if (!edition || !c.option) throw new Error(`${c.id}: ${id}`);
        const defaults = resolveReadings(edition);
        expect(Object.keys(defaults)).toContain(c.option.name);
        expect(c.option.value).not.toBe('');
        expect(resolveReadings(edition, { [c.option.name]: c.option.value })[c.option.name]).toBe(
          c.option.value,
        );
      }
    },
  );
});

describe('every entry decided', () => {
  it('is a switch the engine reads or says why it offers none', () => {
    expect(findUndecidedErrata(errata).map((c) => c.id)).toEqual([]);
  });
});

describe('the printed readings', () => {
  it.each([
    ['bannockburn-1314', 'flat'],
    ['kosovo-1389', 'per-hex'],
    ['1066', 'flat'],
  ])(
    '%s: the engine follows the printed rules unless an option is chosen (rear attack %s, 3.1.2)',
    (id, rearAttack) => {
      const edition = editions.find((e) => e.id === id);
      if (!edition) throw new Error(id);
      expect(resolveReadings(edition)).toMatchObject({
        rearAttack,
        groupRounding: 'nearest',
        kosovoACell: 'A1',
        kosovoDisorganizationRow: 'table',
        moraleTestLeader: 'add',
        fireTable: 'chapter',
        turnTerrainCost: 'table',
      });
      expect(resolveReadings(edition, { groupRounding: 'up' }).groupRounding).toBe('up');
    },
  );
});

describe('entries without a switch, by the reason they give', () => {
  it('a misprint, or a reading that changes nothing computed', () => {
    const withReason = (reason: string) =>
      errata.filter((e) => !e.option && e.withoutOption === reason).map((e) => e.id);
    expect(withReason('misprint')).toEqual([
      'kosovo-1.4-total',
      '1066-pursuit-row-zero',
      'leader-death-example-b',
      'b1-row',
      'kosovo-archer-mp-erratum',
      '1066-combat-legend',
      'leader-example-cross-reference',
    ]);
    expect(withReason('changes-nothing')).toEqual([
      'kosovo-attacker-retreat-past-a4',
      'river-sides',
      'kosovo-pursuit-failed-roll',
      'kosovo-ranged-units-retreat',
      'fire-roll-below-table',
      'bombard-objects-modifiers',
      'ride-down-stack',
    ]);
    expect(errata.filter((e) => !e.option).length).toBe(14);
  });
});
