import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sum } from '../../../../engine/core/index.ts';
import { CombatCalculatorState } from './combat-state.svelte.ts';
import { profileOf } from './profiles.fixtures.ts';
import { bookExample, newCombat } from './combat-draft.ts';
import { encodeLink } from './link/combat-link.ts';
import { decodeLink } from './link/combat-link-open.ts';
import { readDraft } from './link/combat-link-legacy.ts';

describe('combat calculator state', () => {
  it('opens on a new combat (1:1, no roll) and offers the 5.1.1 example as a preset', () => {
    const calc = new CombatCalculatorState(profileOf('kosovo-1389'));
    expect(calc.draft).toEqual(newCombat('kosovo-1389'));
    expect(calc.analysis.ok && calc.analysis.value.ratio.initial.label).toBe('1:1');
    expect(calc.outcome).toBeUndefined();
    calc.openExample();
    expect(calc.draft).toEqual(bookExample('kosovo-1389'));
    calc.startNew();
    expect(calc.draft).toEqual(newCombat('kosovo-1389'));
  });

  it('5.1.1 example: 2:1 → 4:1, and a 4 gives -1 / D2 with the defender scattering on 1–2', () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.openExample();
    expect(calc.analysis.ok && calc.analysis.value.ratio.final.label).toBe('4:1');
    calc.dice.enter('4');
    expect(calc.outcome?.cell).toBe('-1 / D2');
    expect(calc.outcome?.defender.tests[0]?.failOn).toEqual([1, 2]);
    expect(calc.outcome?.attacker.loss).toBe(1);
  });

  it('shows odds that sum to exactly 1 and a "this roll or higher" column that starts at 100%', () => {
    const calc = new CombatCalculatorState(profileOf('kosovo-1389'));
    calc.openExample();
    expect(sum(calc.rows.map((r) => r.chance))).toEqual({ num: 1n, den: 1n });
    expect(calc.rows[0]?.orWorse).toEqual({ num: 1n, den: 1n });
  });

  it('puts bad input next to its field and refuses impossible dice', async () => {
    const calc = new CombatCalculatorState(profileOf('1066'));
    calc.draft.attacker.units[0]!.sp = 0;
    // The wording loads with the first failed check; until then no message is half-written.
    expect(calc.hasErrors).toBe(true);
    expect(calc.problems).toEqual([]);
    await calc.loadErrorWording();
    expect(calc.errorAt('attacker.units.0.sp')?.text).toBe(
      'Attacker, unit 1, SP: a unit has a whole number of SPs from 1 to 10, not 0.',
    );
    expect(calc.errorAt('attacker.units.0.sp')?.rule).toBe('1.2');
    calc.draft.attacker.units[0]!.sp = 2;
    calc.draft.defender.units.splice(0);
    expect(calc.errorAt('defender.units')?.text).toMatch(/at least one unit/);
    calc.dice.enter('13');
    expect(calc.rollError).toMatch(/2 to 12.*\(rule 5\.1\.1\)$/);
    expect(calc.roll).toBeNull();
  });

  it('replays seeded rolls and taps', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.dice.tap(3);
    calc.dice.tap(4);
    expect(calc.roll).toBe(7);
    await calc.dice.roll();
    const seeded = calc.dice.log[0]!;
    expect(seeded.source).toBe('seeded');
    calc.dice.enter('2');
    calc.dice.replay(seeded);
    expect(calc.roll).toBe(seeded.total);
  });

  it('3.1.2: switching to the other rear-attack reading and back', () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    const perHex = { name: 'rearAttack', value: 'per-hex' };
    expect(calc.usesReading(perHex)).toBe(false);
    calc.setReading(perHex, true);
    expect(calc.usesReading(perHex)).toBe(true);
    expect(calc.draft.readings).toEqual({ rearAttack: 'per-hex' });
    calc.setReading(perHex, false);
    expect(calc.usesReading(perHex)).toBe(false);
    expect(calc.draft.readings).toEqual({});
  });

  it('1.6: the ratio-below-one switch moves the column and survives the link', async () => {
    const start = newCombat('bannockburn-1314');
    start.attacker.units[0]!.sp = 2;
    start.defender.units[0]!.sp = 3;
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'), start);
    expect(calc.analysis.ok && calc.analysis.value.ratio.final.label).toBe('1:2');
    calc.setReading({ name: 'ratioBelowOne', value: 'attacker-share' }, true);
    expect(calc.analysis.ok && calc.analysis.value.ratio.final.label).toBe('1:1');
    const link = encodeLink(calc.draft, '', 'bannockburn-1314');
    expect(link).toContain('o=ra');
    const opened = await decodeLink(`?${link}`, 'bannockburn-1314');
    expect(opened && 'draft' in opened && opened.draft.readings).toEqual({
      ratioBelowOne: 'attacker-share',
    });
  });

  it('1066 5.5.2: a pursuer 7 hexes from its leader touches the beyond-5 entry; its switch keeps to the link', async () => {
    const start = newCombat('1066');
    start.attacker.fromLeader = 7;
    const calc = new CombatCalculatorState(profileOf('1066'), start);
    expect(calc.touchedIds).toContain('1066-pursuit-beyond-5');
    calc.setReading({ name: 'pursuitBeyondFive', value: 'every-roll' }, true);
    const link = encodeLink(calc.draft, '', '1066');
    const opened = await decodeLink(`?${link}`, '1066');
    expect(opened && 'draft' in opened && opened.draft.readings).toEqual({
      pursuitBeyondFive: 'every-roll',
    });
  });

  it('3.1.2: opens on a combat a board filled in, rear hexes and all', () => {
    const start = newCombat('kosovo-1389');
    start.attacker.rearHexes = 2;
    const calc = new CombatCalculatorState(profileOf('kosovo-1389'), start);
    expect(calc.draft.attacker.rearHexes).toBe(2);
    expect(calc.analysis.ok && calc.analysis.value.modifiers.attacker.total).toBe(4);
  });

  it('offers the other reading of an erratum it touches, once the register is loaded', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.openExample();
    calc.draft.attacker.rearHexes = 2;
    expect(calc.touchedIds).toContain('rear-attack-example');
    expect(calc.touched).toEqual([]); // the register is not shipped at load
    await calc.loadErrata();
    expect(calc.touched.map((c) => c.id)).toContain('rear-attack-example');
    expect(calc.touched.map((c) => c.id)).toEqual([...calc.touchedIds]);
    const before = calc.analysis.ok ? calc.analysis.value.modifiers.attacker.total : 0;
    calc.draft.readings.rearAttack = 'per-hex';
    expect(calc.analysis.ok && calc.analysis.value.modifiers.attacker.total).toBe(before + 2);
  });

  it('restores a shared situation from its URL', async () => {
    const calc = new CombatCalculatorState(profileOf('kosovo-1389'));
    calc.draft.morale = 2;
    calc.draft.defender.terrain = 'hill';
    calc.dice.enter('5');
    expect(calc.linkQuery).toBeUndefined();
    await calc.loadLinkWriter();
    const again = new CombatCalculatorState(profileOf('kosovo-1389'));
    await again.restoreFromLink(calc.linkQuery ?? '');
    expect(again.draft).toEqual(calc.draft);
    expect(again.outcome?.cell).toBe(calc.outcome?.cell);
    // The page's link holds the edition only when the player chose another.
    await calc.setEdition('1066');
    const other = new CombatCalculatorState(profileOf('kosovo-1389'));
    await other.restoreFromLink(calc.linkQuery ?? '');
    expect(other.draft.edition).toBe('1066');
    // The linked edition's profile is loaded before the combat shows under it.
    expect(other.profile.id).toBe('1066');
    expect(other.analysis.ok && other.analysis.value.edition).toBe('1066');
  });

  it('links a new combat to the page itself before the link writer loads, and no other', async () => {
    const calc = new CombatCalculatorState(profileOf('kosovo-1389'));
    expect(calc.linkQuery).toBe('');
    calc.dice.enter('7');
    expect(calc.linkQuery).toBeUndefined();
    calc.dice.load('');
    await calc.setEdition('1066');
    expect(calc.linkQuery).toBeUndefined();
    await calc.loadLinkWriter();
    expect(calc.linkQuery).toBe('e=1066');
  });

  it('loads another edition’s profile when chosen, then shows the combat under it', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    expect(calc.profile.id).toBe('bannockburn-1314');
    const choosing = calc.setEdition('kosovo-1389');
    expect(calc.draft.edition).toBe('bannockburn-1314');
    await choosing;
    expect(calc.draft.edition).toBe('kosovo-1389');
    expect(calc.profile.id).toBe('kosovo-1389');
    expect(calc.leaderChoices[1]?.text).toBe('within 2 hexes (+1 CM)');
    await calc.setEdition('bannockburn-1314');
    expect(calc.leaderChoices[1]?.text).toBe('within 1 hex (+1 CM)');
  });
});

describe('players never see a stale or silent answer', () => {
  it('drops the result as soon as the roll turns invalid (7, then -4)', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    await Promise.all([calc.loadAftermath(), calc.loadErrorWording()]);
    calc.openExample();
    calc.dice.enter('7', false);
    expect(calc.outcome?.roll).toBe(7);
    expect(calc.outcomeSteps?.defender.length).toBeGreaterThan(0);
    calc.dice.enter('-4', false);
    expect(calc.outcome).toBeUndefined();
    expect(calc.outcomeSteps).toBeUndefined();
    expect(calc.rollError).toMatch(/not -4/);
    expect(calc.rows.some((r) => r.current)).toBe(false);
  });

  it('explains a roll once the after-roll working has loaded, without touching the answer', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.openExample();
    calc.dice.enter('7', false);
    expect(calc.outcome?.roll).toBe(7);
    expect(calc.outcomeSteps).toBeUndefined();
    await calc.loadAftermath();
    expect(calc.outcomeSteps?.attacker.map((s) => [s.text, s.rule])).toEqual([
      ['No loss, no retreat', '5.1.1'],
      ['Must pursue', '5.5.2'],
      ['May pursue (its choice)', '5.5.2'],
    ]);
    expect(calc.outcomeSteps?.defender.length).toBeGreaterThan(0);
  });

  it('counts a typed roll at once, and logs it only when committed', () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.dice.enter('7', false);
    expect(calc.roll).toBe(7);
    expect(calc.dice.log).toHaveLength(0);
    calc.dice.enter('7', true);
    expect(calc.dice.log[0]?.total).toBe(7);
  });

  it('turns a blank number into a sentence, and MORALE 99 into one naming MORALE (6.1)', async () => {
    const calc = new CombatCalculatorState(profileOf('1066'));
    await calc.loadErrorWording();
    (calc.draft.attacker.units[0] as { sp: number | null }).sp = null;
    expect(calc.errorAt('attacker.units.0.sp')?.text).toBe(
      'Attacker, unit 1, SP: enter a whole number.',
    );
    calc.draft.attacker.units[0]!.sp = 2;
    calc.draft.morale = 99;
    expect(calc.errorAt('morale')).toEqual({
      field: 'morale',
      rule: '6.1',
      text: 'MORALE: MORALE is a whole number on the track, not 99.',
    });
    expect(calc.otherProblems).toEqual([]);
  });

  it('flips the sign of MORALE for keyboards without a minus key', () => {
    const calc = new CombatCalculatorState(profileOf('1066'));
    calc.draft.morale = 3;
    calc.flipMorale();
    expect(calc.draft.morale).toBe(-3);
  });

  it('4.5.1: warns, without blocking, when the defender’s hex holds more than 2 SP (10 when fortified)', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    expect(calc.isNew).toBe(true);
    calc.addUnit('defender');
    expect(calc.isNew).toBe(false);
    // The check loads with the first change (the view asks for it then).
    expect(calc.warningAt('defender.units')).toBeUndefined();
    await calc.loadStackingCheck();
    expect(calc.warningAt('defender.units')?.text).toMatch(/holds 4 SP; a hex may hold 2 SP/);
    expect(calc.warningAt('defender.units')?.rule).toBe('4.5.1');
    expect(calc.analysis.ok).toBe(true);
    calc.draft.defender.fortified = true;
    expect(calc.warningAt('defender.units')).toBeUndefined();
  });

  it('needs no stacking check for a new combat: one 2-SP unit a side is within 4.5.1 in every edition', async () => {
    const { warnAboutStacking } = await import('./combat-stacking.ts');
    for (const id of ['bannockburn-1314', 'kosovo-1389', '1066'] as const) {
      expect(warnAboutStacking(newCombat(id), profileOf(id))).toEqual([]);
      const over = newCombat(id);
      over.defender.units[0]!.sp = 3;
      expect(warnAboutStacking(over, profileOf(id))).toHaveLength(1);
    }
  });

  it('warns of cavalry over 2 SP in a fortified hex in the engine’s words (B/N 11.1.9), not as a total within 10', async () => {
    const { warnAboutStacking } = await import('./combat-stacking.ts');
    const draft = newCombat('bannockburn-1314');
    draft.defender.fortified = true;
    draft.defender.units[0]!.kind = 'cavalry';
    draft.defender.units[0]!.sp = 3;
    expect(warnAboutStacking(draft, profileOf('bannockburn-1314'))).toEqual([
      {
        field: 'defender.units',
        text: 'The defender’s hex holds 3 SP of cavalry; a fortified hex may hold 2 SP of cavalry (check your scenario for exceptions).',
        rule: '11.1.9',
      },
    ]);
  });

  it('shows a failed pursuit distance at its field (5.5.1)', async () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    expect(calc.hasErrors).toBe(false);
    await calc.loadErrorWording();
    (calc.draft.attacker as { fromLeader: number | null }).fromLeader = null;
    expect(calc.errorAt('attacker.fromLeader')?.rule).toBe('5.5.1');
  });
});

describe('links', () => {
  const legacy = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('puts the 5.1.1 example rolled 4 in a short link that restores it', async () => {
    const query = encodeLink(bookExample('bannockburn-1314'), '4', 'bannockburn-1314');
    expect(query).toBe('a=C2a2f1.C2f2&d=C2a0f1&t=stream&r=4');
    const back = await decodeLink(`?${query}`, 'bannockburn-1314');
    expect(back).toEqual({ draft: bookExample('bannockburn-1314'), roll: '4' });
  });

  it('names the edition only when it is not the page’s, and a new combat is no query at all', async () => {
    expect(encodeLink(newCombat('1066'), '', '1066')).toBe('');
    expect(encodeLink(newCombat('1066'), '', 'kosovo-1389')).toBe('e=1066');
    expect(await decodeLink('', '1066')).toBeUndefined();
    expect(await decodeLink('?utm=x', '1066')).toBeUndefined();
  });

  it('round-trips a side with no units, and refuses -0 in both forms', async () => {
    const draft = bookExample('1066');
    draft.defender.units = [];
    const query = encodeLink(draft, '', '1066');
    expect(query).toContain('d=&');
    expect(await decodeLink(`?${query}`, '1066')).toEqual({ draft, roll: '' });
    expect(await decodeLink('?a=C-0a-0f-0', '1066')).toEqual({
      refused:
        'This link was not opened: Attacker units: up to 12 units such as C2a2f1, not "C-0a-0f-0".',
    });
    expect(await decodeLink('?dr=-0', '1066')).toEqual({
      refused:
        'This link was not opened: Defender hexes it can retreat: a whole number from -1 to 4, not "-0".',
    });
    const minusZero = btoa('{"edition":"1066","morale":-0}').replace(/=+$/, '');
    expect(await decodeLink(`?c=${minusZero}`, '1066')).toEqual({
      refused: 'This link was not opened: morale: a whole number from -99 to 99, not -0.',
    });
  });

  it('round-trips every field that differs from a new combat', async () => {
    const draft = bookExample('kosovo-1389');
    draft.attacker.units[0]!.disorganized = true;
    draft.attacker.leader = 'stacked';
    draft.attacker.banner = true;
    draft.attacker.rearHexes = 2;
    draft.attacker.countercharge = true;
    draft.defender.canRetreat = 0;
    draft.defender.fromLeader = 3;
    draft.defender.palisade = true;
    draft.morale = -3;
    draft.readings = { rearAttack: 'flat', kosovoACell: 'A1 -1' };
    const query = encodeLink(draft, '8', '1066');
    expect(await decodeLink(query, '1066')).toEqual({ draft, roll: '8' });
  });

  it('refuses a link it cannot read whole, naming the field in one line', async () => {
    for (const edition of ['kosovo-1389', '1066', 'bannockburn-1314'] as const) {
      expect(await decodeLink('?c=junk', edition)).toEqual({
        refused: 'This link was not opened: it does not hold a combat.',
      });
      const noEdition = await decodeLink(`?c=${legacy({ morale: 2 })}`, edition);
      expect(noEdition?.refused).toBeUndefined();
      if (noEdition?.refused === undefined) {
        expect(noEdition?.draft.edition).toBe(edition);
        expect(noEdition?.draft.morale).toBe(2);
        expect(noEdition?.note).toMatch(/names no edition/);
      }
      expect(await decodeLink(`?c=${legacy({ edition: 'nowhere' })}`, edition)).toEqual({
        refused: 'This link was not opened: edition: one of its options, not "nowhere".',
      });
      expect(await decodeLink('?a=Q9&m=2', edition)).toEqual({
        refused:
          'This link was not opened: Attacker units: up to 12 units such as C2a2f1, not "Q9".',
      });
      expect((await decodeLink('?o=toString&m=02', edition))?.refused).toBe(
        'This link was not opened: MORALE: a whole number from -99 to 99, not "02" (and 1 more).',
      );
    }
  });

  it('refuses every spelling the site never writes', async () => {
    const offForm = ['03', ' 3', '3 ', '3\n', '+3', '3.0', '1e1', '0x3', 'Infinity', '', '-0'];
    for (const text of offForm) {
      const read = await decodeLink(`?m=${encodeURIComponent(text)}`, '1066');
      expect(read?.refused).toMatch(
        /^This link was not opened: MORALE: a whole number from -99 to 99, not /,
      );
    }
    for (const units of ['C02', 'C2a02', 'C2f2a2', 'C2dd', 'C2 ', 'C2..C2']) {
      const read = await decodeLink(`?a=${encodeURIComponent(units)}`, '1066');
      expect(read?.refused).toMatch(/^This link was not opened: Attacker units:/);
    }
    expect((await decodeLink('?x=oo', '1066'))?.refused).toMatch(/Yes\/no boxes/);
    expect((await decodeLink('?x=', '1066'))?.refused).toMatch(/Yes\/no boxes/);
  });

  it('still opens links of the first form (?c=, the whole draft)', async () => {
    const old = { ...bookExample('1066'), morale: 1 };
    expect(await decodeLink(`?c=${legacy(old)}`, 'kosovo-1389')).toEqual({ draft: old, roll: '' });
  });

  it('gives a valid draft for any query, never throwing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (key, value) => {
        const read = await decodeLink(new URLSearchParams({ [key]: value }).toString(), '1066');
        if (read && read.refused === undefined) {
          expect(['bannockburn-1314', 'kosovo-1389', '1066']).toContain(read.draft.edition);
          expect(read.draft.attacker.units.length).toBeLessThanOrEqual(12);
        }
      }),
    );
    for (const key of ['a', 'd', 'x', 'o', 'e', 'r', 'm', 'c']) {
      await fc.assert(
        fc.asyncProperty(fc.string(), async (value) => {
          const read = await decodeLink(new URLSearchParams({ [key]: value }).toString(), '1066');
          if (read?.refused === undefined)
            expect(read?.draft.attacker.units.every((u) => Number.isInteger(u.sp))).toBe(true);
          else expect(read.refused).toMatch(/^This link was not opened: [^\n]*\.$/);
        }),
      );
    }
  });

  it('reads any JSON in an old link to a sound draft or a refusal naming the part', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const read = readDraft(value, 'kosovo-1389');
        if (!read.ok) return;
        const draft = read.value;
        expect(['bannockburn-1314', 'kosovo-1389', '1066']).toContain(draft.edition);
        expect(draft.attacker.units.length).toBeLessThanOrEqual(12);
        for (const unit of [...draft.attacker.units, ...draft.defender.units]) {
          expect(Number.isInteger(unit.sp)).toBe(true);
        }
      }),
    );
    const hostile = readDraft(
      { edition: '1066', attacker: { units: [{ kind: 'infantry', sp: 'NaN' }] } },
      '1066',
    );
    expect(hostile).toEqual({
      ok: false,
      error: {
        field: 'c',
        rule: 'link',
        message: 'attacker.units.0.sp: a whole number from -99 to 99, not "NaN"',
      },
    });
  });
});
