import { describe, expect, it } from 'vitest';
import { sectionIds } from '../tables/sections.ts';
import { conflicts, conflictsAt } from './index.ts';

describe('conflicts register', () => {
  it('gives every entry a unique id and cites real sections', () => {
    expect(new Set(conflicts.map((c) => c.id)).size).toBe(conflicts.length);
    for (const c of conflicts) for (const s of c.cites) expect(sectionIds).toContain(s);
  });

  it('shows the average-die entry under the dice section and the terrain section', () => {
    expect(conflictsAt('dice').map((c) => c.id)).toContain('average-die');
    expect(conflictsAt('terrain-effects').map((c) => c.id)).toContain('average-die');
    expect(conflictsAt('fatigue').map((c) => c.id)).not.toContain('average-die');
  });
});
