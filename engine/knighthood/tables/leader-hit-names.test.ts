import { describe, expect, it } from 'vitest';
import { leaderHitResultNames, leaderHits } from './morale-leaders.ts';

describe("T20's result names, one list for the chart and the leader tools", () => {
  it('T20: every row of the chart has a name; a 6 kills him outright', () => {
    for (const row of leaderHits) expect(leaderHitResultNames[row.result].label).toBeTruthy();
    const six = leaderHits.find((row) => row.roll.from === 6)!;
    expect(leaderHitResultNames[six.result]).toEqual({ label: 'Killed outright', short: 'Killed' });
  });
});
