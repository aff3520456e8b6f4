import { describe, expect, it } from 'vitest';
import { analyseCombat, chainCombatOdds } from '../combat/combat-by-id.ts';
import { plainCombat } from '../combat/input.ts';
import { chainCombatOddsUnder } from '../combat/odds.ts';
import { analyseCombatUnder } from '../combat/resolve-combat.ts';
import { checkStacking, checkStackingUnder } from '../movement/stacking.ts';
import { bannockburnTables } from '../tables/bannockburn-1314.ts';
import { kosovoTables } from '../tables/kosovo-1389.ts';
import { editionIds, editionTitles } from '../types.ts';
import { editions, getEdition, ruleMaps } from './editions.ts';
import { loadEditionProfile } from './load-profile.ts';
import { resolveReadings } from './readings.ts';
import { profile1066 } from './profile-1066.ts';
import { bannockburnProfile } from './profile-bannockburn-1314.ts';
import { kosovoProfile } from './profile-kosovo-1389.ts';
import { rules1066 } from './rule-map-1066.ts';
import { kosovoRules } from './rule-map-kosovo-1389.ts';
import { bannockburnRules, tableTitles } from './rule-map.ts';

const own = {
  'bannockburn-1314': bannockburnProfile,
  'kosovo-1389': kosovoProfile,
  '1066': profile1066,
};

describe('one module per edition profile', () => {
  it.each(editionIds)(
    '%s: getEdition, editions and ruleMaps hand out its own module’s profile',
    (id) => {
      const found = getEdition(id);
      expect(found.ok && found.value).toBe(own[id]);
      expect(own[id].id).toBe(id);
      expect(editions.filter((e) => e === own[id])).toHaveLength(1);
      expect(ruleMaps[id]).toBe(own[id].rules);
    },
  );

  it.each(editionIds)('%s: loads on demand as the same profile', async (id) => {
    expect(await loadEditionProfile(id)).toBe(own[id]);
  });

  it('titles each edition as its cover does', () => {
    expect(editionTitles).toEqual({
      'bannockburn-1314': 'Bannockburn 1314',
      'kosovo-1389': 'Kosovo Field 1389',
      '1066': '1066',
    });
    for (const id of editionIds) expect(own[id].title).toBe(editionTitles[id]);
  });

  it('adds its tables’ printed titles to its rule numbers', () => {
    expect(tableTitles(bannockburnTables)).toEqual({
      combat: 'COMBAT TABLE',
      retreatTest: 'COMBAT SCATTER',
      pursuit: 'PURSUIT',
      terrain: bannockburnTables.terrain.source.title,
      archerFire: 'ARCHER FIRE',
      crossbowFire: bannockburnTables.fire.find((t) => t.weapon === 'crossbowmen')?.source.title,
    });
    expect(tableTitles({ ...kosovoTables, fire: [] })).toMatchObject({
      retreatTest: 'COMBAT DISORGANIZATION',
      archerFire: null,
      crossbowFire: null,
    });
    expect(bannockburnProfile.rules).toEqual({
      ...bannockburnRules,
      tables: tableTitles(bannockburnTables),
    });
    expect(kosovoProfile.rules).toEqual({ ...kosovoRules, tables: tableTitles(kosovoTables) });
    expect(profile1066.rules).toMatchObject(rules1066);
    expect(kosovoRules.combat.disorganizedHalved).toBe('9.2.2');
    expect(rules1066.combat.shiltronDoubled).toBeNull();
    expect(bannockburnRules.combat.shiltronDoubled).toBe('11.3.4');
  });
});

describe('rule functions that take a profile', () => {
  function setUp() {
    const fight = plainCombat(
      [{ kind: 'cavalry', sp: 2, armor: 1, cf: 1 }],
      [{ kind: 'infantry', sp: 2, armor: 0, cf: 0 }],
    );
    return { fight };
  }

  it.each(editionIds)('%s: the profile’s analysis and odds are the id’s, exactly', (id) => {
    const { fight } = setUp();
    const analysis = analyseCombatUnder(own[id], fight, { groupRounding: 'up' });
    expect(analysis).toEqual(analyseCombat(id, fight, { groupRounding: 'up' }));
    if (!analysis.ok) throw new Error('analysis failed');
    expect(analysis.value.edition).toBe(id);
    const context = { defender: { hexesCanRetreat: 0 } };
    expect(chainCombatOddsUnder(own[id], analysis.value, fight, context)).toEqual(
      chainCombatOdds(analysis.value, fight, context),
    );
  });

  it('an analysis under a profile reads that profile’s readings (3.1.2 per hex in Kosovo)', () => {
    const { fight } = setUp();
    const rear = { ...fight, attacker: { ...fight.attacker, rearHexes: 2 } };
    const k = analyseCombatUnder(kosovoProfile, rear);
    const b = analyseCombatUnder(bannockburnProfile, rear);
    expect(k.ok && k.value.readings.rearAttack).toBe('per-hex');
    expect(b.ok && b.value.readings.rearAttack).toBe('flat');
    expect(analyseCombatUnder(kosovoProfile, { ...fight, morale: 0.5 }).ok).toBe(false);
  });

  it('5.4.6: odds under a profile refuse a negative or fractional retreat room, and take 0', () => {
    const { fight } = setUp();
    const analysis = analyseCombatUnder(kosovoProfile, fight);
    if (!analysis.ok) throw new Error('analysis failed');
    for (const hexes of [-1, 1.5]) {
      const odds = chainCombatOddsUnder(kosovoProfile, analysis.value, fight, {
        attacker: { hexesCanRetreat: hexes },
      });
      expect(odds.ok || odds.error).toMatchObject({
        field: 'attacker.hexesCanRetreat',
        rule: '5.4.6',
      });
    }
    expect(
      chainCombatOddsUnder(kosovoProfile, analysis.value, fight, {
        defender: { hexesCanRetreat: 0 },
      }).ok,
    ).toBe(true);
  });

  it('4.5.1: stacking under a profile is stacking by id, limits and errors alike', () => {
    for (const sp of [2, 3]) {
      const units = [{ kind: 'infantry' as const, sp }];
      const check = checkStackingUnder(kosovoProfile, { units });
      expect(check).toEqual(checkStacking('kosovo-1389', { units }));
      expect(check.ok && check.value.allowed).toBe(sp === 2);
    }
    const bad = checkStackingUnder(bannockburnProfile, { units: [{ kind: 'infantry', sp: 11 }] });
    expect(bad.ok || bad.error).toMatchObject({ field: 'units.0.sp', rule: '1.2' });
  });

  it('resolves readings from the edition’s 3.1.2 reading, the player’s choices on top', () => {
    expect(resolveReadings({ rearAttack: 'per-hex' })).toMatchObject({
      rearAttack: 'per-hex',
      groupRounding: 'nearest',
    });
    expect(
      resolveReadings(bannockburnProfile, { rearAttack: 'per-hex', groupRounding: 'up' }),
    ).toMatchObject({
      rearAttack: 'per-hex',
      groupRounding: 'up',
      kosovoACell: 'A1',
    });
  });
});
