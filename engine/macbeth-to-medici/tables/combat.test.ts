/**
 * Golden tests: the tables of Combat (gunnes, archery, skirmish, impact,
 * melee) and Fatigue as printed (seed 003), row by row.
 */
import { describe, expect, it } from 'vitest';
import {
  bombardRange,
  bowRanges,
  defenceRatings,
  fatigueAdditions,
  fatigueBase,
  firingTimeCap,
  firingValueByOrder,
  impactExtraDice,
  impactWeaponCap,
  meleeExtraDice,
  meleeWeaponCap,
  meleeWeapons,
  skirmishOverlapMax,
  valueByOrder,
} from './combat.ts';
import type { FiringTime, ImpactWeapon } from './types.ts';

/** "+/- 5" and "+/-1" are 5 and 1. */
const capOf = (printed: string): number => Number(printed.split('+/-')[1]);

describe('2, 3 or 4 by open, loose or close order', () => {
  it('is the skirmish value, impact and melee base, and fatigue pass level', () => {
    expect(valueByOrder).toEqual({ open: 2, loose: 3, close: 4 });
  });
});

describe('Firing - Archery', () => {
  it('base firing value is 4, 6 or 8 by open, loose or close order', () => {
    expect(firingValueByOrder).toEqual({ open: 4, loose: 6, close: 8 });
  });

  it('ranges: longbow 18, heavy arrows 12, other foot bows 12, mounted bows 6', () => {
    expect(bowRanges).toEqual({
      longbow: 18,
      'longbow-heavy-arrows': 12,
      'other-foot-bow': 12,
      'mounted-bow': 6,
    });
  });

  const RANGES: [FiringTime, string][] = [
    ['with-initiative', 'Firing with initiative +/- 5'],
    ['drawn', 'Drawn +/- 3'],
    ['without-initiative', 'Firing without initiative +/-1'],
  ];

  it.each(RANGES)('random factor cap %s: %s', (time, printed) => {
    expect(firingTimeCap[time]).toBe(capOf(printed));
  });

  const DEFENCE: [string, string][] = [
    ['two', '2 Green Falling back'],
    ['three', '3 Seasoned Standing'],
    ['four', '4 Veteran Advancing'],
  ];

  it.each(DEFENCE)('defence rating %s: %s', (_, printed) => {
    const [rating, experience, ...action] = printed.toLowerCase().split(' ');
    expect(defenceRatings.experience[experience as 'green']).toBe(Number(rating));
    expect(defenceRatings.action[action.join('-') as 'standing']).toBe(Number(rating));
  });
});

describe('Firing gunnes and skirmish fire', () => {
  it('bombards reach 24 inches; overlaps add at most 2', () => {
    expect(bombardRange).toBe(24);
    expect(skirmishOverlapMax).toBe(2);
  });
});

describe('Impact combat', () => {
  const CAPS: [ImpactWeapon, string][] = [
    ['heavy-lance', 'Heavy lance +/- 5'],
    ['light-lance', 'Light lance +/- 3'],
    ['other', 'Other weapons +/- 1'],
  ];

  it.each(CAPS)('%s: %s', (weapon, printed) => {
    expect(impactWeaponCap[weapon]).toBe(capOf(printed));
  });

  const DICE: ['plus' | 'minus', string][] = [
    ['plus', 'Steady pike facing mounted'],
    ['plus', 'Steady pike facing Impetuous mounted'],
    ['minus', 'Enemy has supporting fire'],
    ['minus', 'Non-Impetuous charge on pike'],
    ['minus', 'In lighter armour'],
    ['minus', 'If unformed'],
    ['minus', 'Fired this turn without Initiative'],
  ];

  it('lists every printed cause of an extra die, with its sign, in order', () => {
    expect(impactExtraDice.map((d) => [d.sign, d.label])).toEqual(DICE);
  });
});

describe('Melee combat', () => {
  const CAPS: [string, string][] = [
    ['close', 'Pike, mounted sword, improvised Close +/- 1'],
    ['loose', 'Sword, spear, light lance, etc. Loose +/- 3'],
    ['open', 'Swordsman, halberd, etc. Open +/- 5'],
  ];

  it.each(CAPS)('%s order: %s', (order, printed) => {
    const row = meleeWeaponCap.find((r) => r.order === order);
    expect(row?.cap).toBe(capOf(printed));
    expect(printed.startsWith(`${row?.weapons} `)).toBe(true);
  });

  it('has the three orders in the printed order', () => {
    expect(meleeWeaponCap.map((r) => r.order)).toEqual(CAPS.map(([order]) => order));
  });

  it('each weapon the rows name sits in its row; only the heavy lance has none', () => {
    for (const weapon of meleeWeapons) {
      const row = meleeWeaponCap.find((r) => r.order === weapon.order);
      if (weapon.id === 'heavy-lance') expect(row).toBeUndefined();
      else if (weapon.id.startsWith('other-')) expect(row?.weapons).toMatch(/etc\.$/);
      else expect(row?.weapons.toLowerCase()).toContain(weapon.name.toLowerCase());
    }
  });

  const DICE: ['plus' | 'minus', string][] = [
    ['plus', 'Charging, counter-charging or following up'],
    ['plus', 'If Impetuous'],
    ['plus', 'Mounted versus foot'],
    ['plus', 'Fighting unformed enemy'],
    ['plus', 'Fighting shieldless enemy'],
    ['plus', 'Attacking flank or rear'],
    ['minus', 'Enemy has supporting fire'],
    ['minus', 'In lighter armour'],
    ['minus', 'If unformed'],
    ['minus', 'Fired this turn without Initiative'],
    ['minus', 'Under artillery fire this turn'],
    ['minus', 'Attacked in flank'],
  ];

  it('lists every printed cause of an extra die, with its sign, in order', () => {
    expect(meleeExtraDice.map((d) => [d.sign, d.label])).toEqual(DICE);
  });
});

describe('Fatigue', () => {
  it('base is zero for foot, 1 for dismounted and cavalry', () => {
    expect(fatigueBase).toEqual({ foot: 0, dismounted: 1, cavalry: 1 });
  });

  const ADDITIONS: [string, string, string][] = [
    ['moved-fast', 'Charged, counter-charged, doubled or evaded', '+1'],
    ['fired', 'Fired this turn', '+1'],
    ['impact', 'Each Impact combat this turn', '+1'],
    ['melee', 'Each Melee combat this turn', '+1'],
    ['heavy-armour', 'Heavy armour', '+1'],
    ['full-armour', 'Full armour', '+2'],
    ['terrain', 'Slowed by terrain', '+?'],
  ];

  it('lists every printed addition in order with its value', () => {
    expect(fatigueAdditions).toEqual(
      ADDITIONS.map(([id, label, add]) => ({
        id,
        label,
        add: add === '+?' ? 'terrain' : Number(add),
      })),
    );
  });
});
