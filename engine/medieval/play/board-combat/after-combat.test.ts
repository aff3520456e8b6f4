import { describe, expect, it } from 'vitest';
import { applyAfterCombatStep } from './after-combat.ts';
import { combatOn } from './after-combat.fixtures.ts';
import { defender, front, piece } from './combat.fixtures.ts';

describe('listAfterCombatSteps and applyAfterCombatStep', () => {
  const wallace = piece('sc-wallace', 'Scots', 'leader', '0406');
  const bannerOf = { banners: { 'sc-wallace': 'held' as const } };

  it('lists the steps in the books order: death rolls, falling banners, then pursuit', () => {
    const run = combatOn([defender, wallace, front], 'D1 -3', { extra: bannerOf });
    expect(run.steps.map((s) => [s.kind, s.rule])).toEqual([
      ['leader-death', '8.2.4'],
      ['banner-fall', '7.1.5'],
      ['pursuit', '5.5.2'],
    ]);
    expect(new Set(run.steps.map((s) => s.key)).size).toBe(3);
  });

  it('refuses a death roll without dice, and a game of another scenario', () => {
    const run = combatOn([defender, wallace, front], 'D1 -3', { extra: bannerOf });
    const [death] = run.steps;
    const refused = (r: ReturnType<typeof applyAfterCombatStep>) =>
      r.ok ? undefined : { field: r.error.field, rule: r.error.rule };
    expect(refused(applyAfterCombatStep(run.applied.after, death!, {}, run.context))).toEqual({
      field: 'roll',
      rule: '8.2.4',
    });
    const other = { ...run.applied.after, scenarioId: 'elsewhere' };
    expect(refused(applyAfterCombatStep(other, death!, { roll: 7 }, run.context))).toEqual({
      field: 'scenario',
      rule: 'play',
    });
  });
});
