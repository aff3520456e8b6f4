/**
 * The fire tables' lower edge: a modified roll is flagged
 * "below the table" only when it is under the first printed column, never when
 * it reads that column.
 */
import { describe, expect, it } from 'vitest';
import { editions, resolveFire, type FireTerrain } from '../index.ts';

const terrains: FireTerrain[] = ['open', 'forest', 'fortification'];

describe('fire tables: the first column is on the table', () => {
  it.each(editions.map((e) => [e.id, e] as const))(
    '%s: only a roll under the first column is flagged',
    (_, edition) => {
      let onFirstColumn = 0;
      for (const weapon of new Set(edition.tables.fire.map((t) => t.weapon)))
        for (const range of [1, 2, 3, 4])
          for (const armor of [0, 1, 2])
            for (const terrain of terrains)
              for (let dice = 2; dice <= 12; dice += 1) {
                const fire = resolveFire(
                  { edition: edition.id, weapon, range, target: { armor, terrain } },
                  dice,
                );
                if (!fire.ok) continue;
                const first = fire.value.table.columns[0]?.from ?? Number.NaN;
                if (fire.value.modifiedRoll === first) onFirstColumn += 1;
                expect(
                  fire.value.errata.includes('fire-roll-below-table'),
                  `${weapon} ${range} ${fire.value.modifiedRoll}`,
                ).toBe(fire.value.modifiedRoll < first);
              }
      expect(onFirstColumn).toBeGreaterThan(0);
    },
  );
});

describe("a shot's audit trail names each rule of the edition", () => {
  const steps = (input: Parameters<typeof resolveFire>[0], dice: number) => {
    const fire = resolveFire(input, dice);
    if (!fire.ok) throw new Error(fire.error.message);
    return fire.value;
  };

  it('Bannockburn 10.2.1–10.2.4, 10.4.2: friendly ZoC, armor, forest and a leader on the hex, with the other printed copy', () => {
    const fire = steps(
      {
        edition: 'bannockburn-1314',
        weapon: 'archers',
        range: 2,
        target: { armor: 1, terrain: 'forest' },
        friendlyZoc: true,
        leaderInHex: true,
      },
      12,
    );
    expect([fire.modifiedRoll, fire.column, fire.cell, fire.effect.loss]).toEqual([
      10,
      '10',
      '-1',
      1,
    ]);
    expect(fire.steps).toEqual([
      {
        rule: '10.2.1',
        text: 'Target in a friendly ZoC: this roll stands only if the 1D6 check did not show 1',
      },
      {
        rule: '10.4.2',
        text: 'Table: ARCHER FIRE (10.4.2), chosen by fireTable "chapter"; the Game Tables copy differs',
      },
      { rule: '10.4.2', text: '2D6 shows 12' },
      { rule: '10.2.2', text: 'target armor 1: -1' },
      { rule: '10.2.3', text: 'target in forest: -1' },
      { rule: '10.4.2', text: 'Modified roll 10 reads column 10' },
      { rule: '10.4.2', text: 'Range 2, column 10: "-1", the target loses 1 SP' },
      { rule: 'Game Tables', text: 'The Game Tables copy reads "-1" here' },
      { rule: '10.2.4', text: 'A leader is on the target hex: roll 2D6 for him (checkLeaderHit)' },
    ]);
  });

  it('Kosovo 11.6.1–11.6.2: crossbow losses call for the follow-up roll', () => {
    const fire = steps(
      {
        edition: 'kosovo-1389',
        weapon: 'crossbowmen',
        range: 1,
        target: { armor: 0, terrain: 'open' },
      },
      12,
    );
    expect(fire.steps).toEqual([
      { rule: '11.6.1', text: 'Table: CROSSBOWMAN FIRE (11.6.1)' },
      { rule: '11.6.1', text: '2D6 shows 12' },
      { rule: '11.6.1', text: 'Modified roll 12 reads column 12' },
      { rule: '11.6.1', text: 'Range 1, column 12: "-2", the target loses 2 SP' },
      {
        rule: '11.6.2',
        text: 'Crossbow losses: roll 1D6 for the follow-up (resolveCrossbowFollowUp)',
      },
    ]);
  });

  it('1066 10.5.5, 10.5.9–10.5.10: horse archers at 1 SP fire at −1, and their losses make them test', () => {
    const fire = steps(
      {
        edition: '1066',
        weapon: 'horse-archers',
        range: 1,
        target: { armor: 0, terrain: 'open' },
        firerSp: 1,
      },
      12,
    );
    expect(fire.followUps).toEqual(['horse-archer-test']);
    expect(fire.steps).toEqual([
      {
        rule: '10.5.5',
        text: 'Table: HORSEARCHER FIRE (10.5.5); the other printed copy has the same cells',
      },
      { rule: '10.5.5', text: '2D6 shows 12' },
      { rule: '10.5.9', text: 'horse archers at 1 SP: -1' },
      { rule: '10.5.5', text: 'Modified roll 11 reads column 9-12' },
      { rule: '10.5.5', text: 'Range 1, column 9-12: "-1", the target loses 1 SP' },
      {
        rule: '10.5.10',
        text: 'Horse archer losses: the firing unit tests (testHorseArcherRetreat)',
      },
    ]);
  });

  it('a roll under the first column says it reads the first column', () => {
    const under = steps(
      {
        edition: 'bannockburn-1314',
        weapon: 'archers',
        range: 4,
        target: { armor: 2, terrain: 'fortification' },
      },
      2,
    );
    expect(under.steps).toContainEqual({
      rule: '10.4.2',
      text: 'Modified roll -1 is under the table: read the first column, 1',
    });
  });
});
