import { describe, expect, it } from 'vitest';
import { moraleResultEffects } from './morale-results.ts';

describe('T17B Morale check results (6.00)', () => {
  it('T17B: D removes the unit as routed', () => {
    expect(moraleResultEffects.D).toMatch(/^Removed from play/);
  });
  it('T17B: B falls back 2CI and must rally that turn; R falls back 1CI facing the enemy', () => {
    expect(moraleResultEffects.B).toMatch(/2CI.*unless rallied/);
    expect(moraleResultEffects.R).toMatch(/1CI, still facing the enemy.*no rally needed/);
  });
  it('T17B: C carries on; A advances on the nearest enemy', () => {
    expect(moraleResultEffects.C).toBe('Carries on as before');
    expect(moraleResultEffects.A).toMatch(/^Advances one move.*nearest enemy/);
  });
});
