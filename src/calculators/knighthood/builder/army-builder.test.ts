import { describe, expect, it } from 'vitest';
import { ArmyBuilder, newArmy } from './army-builder.svelte.ts';

describe('army builder state (1.60, T4)', () => {
  it('a new army is priced at 0 of 1000 with its commander and banner; a unit adds its cost', () => {
    const builder = new ArmyBuilder();
    expect(builder.total).toBe(0);
    expect(builder.warnings).toEqual([]);
    builder.addUnit();
    expect(builder.total).toBe(6 * 4 + 15);
    expect(builder.unitCosting('u1')?.total).toBe(39);
    expect(builder.roster[0]).toMatchObject({ figures: 6, mms: 2, maneuverFactor: 3 });
    expect(builder.leaderLine).toBe('Commander (B, C-in-C)');
    expect(builder.bannerLine).toBe('Army banner');
  });

  it("the register's switches reach the warnings and the roster: two full MMS first", () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    builder.army.units[0]!.figures = 4;
    expect(builder.warnings.map((w) => w.rule)).not.toContain('1.31');
    builder.setReading({ name: 'partialMms', value: 'two-full' }, true);
    expect(builder.warnings.map((w) => w.rule)).toContain('1.31');
    builder.setReading({ name: 'partialMms', value: 'two-full' }, false);
    expect(builder.readings.partialMms).toBe('counts');
  });

  it('copies a unit after it with a fresh id: a sub-unit keeps its parent, a bodyguard does not stay one', () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    builder.addUnit();
    const first = builder.army.units[0]!;
    first.name = 'Billmen';
    first.weapons = ['2HCT'];
    first.bodyguardOf = 'l1';
    builder.copyUnit('u1');
    expect(builder.army.units.map((u) => [u.id, u.name])).toEqual([
      ['u1', 'Billmen'],
      ['u3', 'Billmen (copy)'],
      ['u2', 'Unit 2'],
    ]);
    const copy = builder.army.units[1]!;
    expect(copy).toMatchObject({ weapons: ['2HCT'], figures: 6, bodyguardOf: undefined });
    copy.weapons.push('JLS');
    expect(first.weapons).toEqual(['2HCT']);
    builder.army.units[2]!.parent = 'u1';
    builder.copyUnit('u2');
    expect(builder.army.units[3]).toMatchObject({ id: 'u4', parent: 'u1' });
    builder.copyUnit('nope');
    expect(builder.army.units).toHaveLength(4);
    expect(builder.total).toBeGreaterThan(0);
  });

  it('a bad value is an error at its field, and nothing is priced until it is fixed', () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    builder.army.units[0]!.figures = 0;
    expect(builder.total).toBeUndefined();
    expect(builder.errorAt('units[0]')).toMatchObject({ field: 'units[0].figures', rule: '1.31' });
    expect(builder.errorAt('units[1]')).toBeUndefined();
    expect(builder.roster).toEqual([]);
  });

  it('roles: a sub-unit (9.13) or a bodyguard (7.00); removing the parent or leader frees the unit', () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    builder.addUnit();
    const [parent, sub] = builder.army.units;
    builder.setRole(sub!, 'p:u1');
    expect(builder.roleOf(sub!)).toBe('p:u1');
    expect(builder.unitCosting('u2')?.commandPoints).toBe(5);
    builder.readings.subUnitCommand = 'added';
    expect(builder.unitCosting('u2')?.commandPoints).toBe(20);
    builder.setRole(sub!, 'g:l1');
    expect([sub!.parent, sub!.bodyguardOf]).toEqual([undefined, 'l1']);
    builder.removeLeader('l1');
    expect(builder.roleOf(builder.army.units[1]!)).toBe('');
    builder.setRole(builder.army.units[1]!, 'p:u1');
    builder.army.banners[0]!.carriedBy = parent!.id;
    builder.removeUnit('u1');
    expect(builder.army.units.map((u) => [u.id, u.parent])).toEqual([['u2', undefined]]);
    expect(builder.army.banners[0]!.carriedBy).toBeUndefined();
  });

  it('a link and a file give back the army; a bad one leaves it and says why', () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    builder.addLeader();
    builder.addBanner();
    const address = builder.shareAddress('https://example.org/knighthood-3/army-builder/?x=1#top');
    const link = new URL(address).searchParams.get('army')!;
    expect(address.startsWith('https://example.org/knighthood-3/army-builder/?army=')).toBe(true);
    const file = builder.fileText;
    const other = new ArmyBuilder();
    expect(other.loadLink(link)).toBe(true);
    expect(other.snapshot).toEqual(builder.snapshot);
    other.startAgain();
    expect(other.loadFile(file, 'a.json')).toBe(true);
    expect(other.snapshot).toEqual(builder.snapshot);
    expect(other.notice).toEqual({ kind: 'done', text: 'The file "a.json" loaded: "My army".' });
    expect(other.loadFile('[1]', 'b.json')).toBe(false);
    expect(other.notice?.kind).toBe('error');
    expect(other.notice?.text).toBe(
      'The file "b.json" could not be read: not an army file (file). Your army is unchanged.',
    );
    expect(other.snapshot).toEqual(builder.snapshot);
    expect(builder.army.leaders.map((l) => l.id)).toEqual(['l1', 'l2']);
    expect(builder.army.banners.map((b) => b.id)).toEqual(['b1', 'b2']);
    builder.removeBanner('b2');
    expect(builder.army.banners).toHaveLength(1);
    expect(newArmy().pointsLimit).toBe(1000);
  });
});
