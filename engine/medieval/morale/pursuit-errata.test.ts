import { describe, expect, it } from 'vitest';
import { bannockburnProfile } from '../editions/profile-bannockburn-1314.ts';
import { profile1066 } from '../editions/profile-1066.ts';
import { listPursuitErrata } from './pursuit-errata.ts';

describe('the register entries a pursuit touches', () => {
  it('1066 5.5.2: only past the PURSUIT table’s last row, which is not printed "and more"', () => {
    expect(listPursuitErrata(profile1066, 5)).toEqual([]);
    expect(listPursuitErrata(profile1066, 6)).toEqual(['1066-pursuit-beyond-5']);
    expect(listPursuitErrata(profile1066, 12)).toEqual(['1066-pursuit-beyond-5']);
  });

  it('Bannockburn: none, its last row reads "and more"', () => {
    const last = bannockburnProfile.tables.pursuit.rows.at(-1)!;
    expect(last.andMore).toBe(true);
    expect(listPursuitErrata(bannockburnProfile, last.hexesFromLeader + 5)).toEqual([]);
  });
});
