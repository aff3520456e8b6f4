import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sum } from '../../../engine/core.ts';
import { CombatCalculatorState } from './combat-state.svelte.ts';
import { decodeDraft, defaultDraft, encodeDraft, readDraft } from './combat-draft.ts';

describe('combat calculator state', () => {
  it('opens on the 5.1.1 example: 2:1 → 4:1, and a 4 gives -1 / D2 with the defender scattering on 1–2', () => {
    const calc = new CombatCalculatorState('bannockburn-1314');
    expect(calc.analysis.ok && calc.analysis.value.ratio.final.label).toBe('4:1');
    calc.enterRoll('4');
    expect(calc.outcome?.cell).toBe('-1 / D2');
    expect(calc.outcome?.defender.tests[0]?.failOn).toEqual([1, 2]);
    expect(calc.outcome?.attacker.loss).toBe(1);
  });

  it('shows odds that sum to exactly 1 and a "this roll or higher" column that starts at 100%', () => {
    const calc = new CombatCalculatorState('kosovo-1389');
    expect(sum(calc.rows.map((r) => r.chance))).toEqual({ num: 1, den: 1 });
    expect(calc.rows[0]?.orWorse).toEqual({ num: 1, den: 1 });
  });

  it('puts bad input next to its field and refuses impossible dice', () => {
    const calc = new CombatCalculatorState('1066');
    calc.draft.attacker.units[0]!.sp = 0;
    expect(calc.errorAt('attacker.units.0.sp')).toMatch(/SP/);
    calc.draft.attacker.units[0]!.sp = 2;
    calc.draft.defender.units.splice(0);
    expect(calc.errorAt('defender.units')).toMatch(/at least one unit/);
    calc.enterRoll('13');
    expect(calc.rollError).toMatch(/2 to 12/);
    expect(calc.roll).toBeNull();
  });

  it('replays seeded rolls and taps', () => {
    const calc = new CombatCalculatorState('bannockburn-1314');
    calc.tapDice(3, 4);
    expect(calc.roll).toBe(7);
    calc.rollSeeded();
    const seeded = calc.log[0]!;
    expect(seeded.source).toBe('seeded');
    calc.enterRoll('2');
    calc.replay(seeded);
    expect(calc.roll).toBe(seeded.roll);
  });

  it('says what another edition would give for the same situation', () => {
    const calc = new CombatCalculatorState('bannockburn-1314');
    calc.enterRoll('6');
    const kosovo = calc.comparison.find((c) => c.edition === 'kosovo-1389');
    expect(kosovo?.column).toBe('4:1');
    expect(kosovo?.cell).toBe('D2');
  });

  it('offers the other reading of a conflict it touches', async () => {
    const calc = new CombatCalculatorState('bannockburn-1314');
    calc.draft.attacker.rearHexes = 2;
    await calc.loadRegister();
    expect(calc.touched.map((c) => c.id)).toContain('rear-attack-example');
    const before = calc.analysis.ok ? calc.analysis.value.modifiers.attacker.total : 0;
    calc.draft.options.rearAttack = 'per-hex';
    expect(calc.analysis.ok && calc.analysis.value.modifiers.attacker.total).toBe(before + 2);
  });

  it('restores a shared situation from its URL', () => {
    const calc = new CombatCalculatorState('kosovo-1389');
    calc.draft.morale = 2;
    calc.draft.defender.terrain = 'hill';
    const query = new URLSearchParams(calc.shareQuery()).get('c');
    const again = new CombatCalculatorState('bannockburn-1314', query);
    expect(again.draft).toEqual(calc.draft);
  });
});

describe('URL state', () => {
  it('gives the defaults for any string, never throwing', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const draft = decodeDraft(text);
        expect(draft.edition).toMatch(/bannockburn-1314|kosovo-1389|1066/);
        expect(Array.isArray(draft.attacker.units)).toBe(true);
      }),
    );
    expect(decodeDraft('%%%')).toEqual(defaultDraft());
  });

  it('keeps only known values from any JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const draft = readDraft(value);
        expect(['bannockburn-1314', 'kosovo-1389', '1066']).toContain(draft.edition);
        expect(draft.attacker.units.length).toBeLessThanOrEqual(12);
        for (const unit of [...draft.attacker.units, ...draft.defender.units]) {
          expect(Number.isInteger(unit.sp)).toBe(true);
        }
      }),
    );
    const hostile = readDraft({
      edition: '<script>',
      attacker: { units: [{ kind: '<img onerror=x>', sp: 'NaN' }] },
    });
    expect(hostile.edition).toBe('bannockburn-1314');
    expect(hostile.attacker.units[0]?.kind).toBe('infantry');
  });

  it('round-trips a draft through the URL', () => {
    const draft = defaultDraft('1066');
    draft.defender.wallOfShields = true;
    expect(decodeDraft(encodeDraft(draft))).toEqual(draft);
  });
});
