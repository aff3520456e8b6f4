import { describe, expect, it } from 'vitest';
import { flushSync } from 'svelte';
import { watchAllEditions } from './all-editions.svelte.ts';
import { CombatCalculatorState } from './combat-state.svelte.ts';
import { profileOf } from './profiles.fixtures.ts';
import { analyseCombat, editions, type EditionProfile } from '../../../../engine/medieval/index.ts';
import { bookExample, newCombat, toCombatInput, type CombatDraft } from './combat-draft.ts';

function watch(draft: CombatDraft) {
  let current = $state(draft);
  const analyse = (edition: EditionProfile) =>
    analyseCombat(edition.id, toCombatInput(current), current.readings);
  const all = watchAllEditions(() => current, analyse);
  return { all, set: (next: CombatDraft) => ((current = next), flushSync()) };
}

describe('resolve under all three editions', () => {
  it('3.1.2: a rear attack from 2 hexes, shown in Bannockburn, is 3:1 there and 5:1 in Kosovo, linked to its compare row', () => {
    const draft = newCombat('bannockburn-1314');
    draft.attacker.rearHexes = 2;
    const { all } = watch(draft);
    expect(all.here).toBe('bannockburn-1314');
    const column = all.comparison.rows.find((r) => r.id === 'column')!;
    expect(column.cells.map((c) => c.text)).toEqual(['3:1', '5:1', '3:1']);
    const rear = all.differences.find((d) => d.row === 'attacker-cm-rear')!;
    expect(rear.here).toEqual({
      edition: 'bannockburn-1314',
      title: 'Bannockburn 1314',
      text: '+2 CM',
      rule: '3.1.2',
    });
    expect(rear.others).toEqual([
      {
        edition: 'kosovo-1389',
        title: 'Kosovo Field 1389',
        text: '+4 CM',
        rule: '3.1.2',
        href: '/compare/bannockburn-1314-vs-kosovo-1389/zone-of-control/#kosovo-1389-3.1.2',
      },
    ]);
    expect(rear.cause).toBe('the rule that grants it');
    const col = all.differences.find((d) => d.row === 'column')!;
    expect(col.cause).toBe('follows from Attacker CM: rear attack');
    expect(col.others.map((o) => o.text)).toEqual(['5:1']);
    expect(all.differences.map((d) => [d.row, d.cause])).toEqual([
      ['attacker-cm-rear', 'the rule that grants it'],
      ['attacker-cm-total', 'the sum of the CMs above'],
      ['column', 'follows from Attacker CM: rear attack'],
    ]);
    expect(all.consequences).toEqual([
      'P(defender retreats)',
      'P(defender loses SP)',
      'P(defender breaks outright)',
      'P(attacker retreats)',
      'P(attacker loses SP)',
    ]);
    expect(all.missing).toEqual([]);
  });

  it('follows the draft: a frontal attack has the same column everywhere', () => {
    const draft = newCombat('kosovo-1389');
    const { all, set } = watch(draft);
    expect(all.differences.some((d) => d.row === 'column')).toBe(false);
    const rear = newCombat('kosovo-1389');
    rear.attacker.rearHexes = 3;
    set(rear);
    const col = all.differences.find((d) => d.row === 'column')!;
    expect(col.here.text).toBe('7:1');
    expect(col.others.map((o) => [o.edition, o.text])).toEqual([
      ['bannockburn-1314', '3:1'],
      ['1066', '3:1'],
    ]);
  });

  it('the same column but other cells: the COMBAT TABLE is the cause', () => {
    const draft = newCombat('1066');
    draft.attacker.units[0]!.sp = 4; // 2:1, where Kosovo prints more SP losses
    const { all } = watch(draft);
    const loses = all.differences.find((d) => d.row === 'defender-loses')!;
    expect(loses.cause).toBe('the COMBAT TABLE prints different cells in this column');
    expect(loses.others[0]).toMatchObject({ edition: 'kosovo-1389', text: '15/36 · 41.7%' });
    expect(loses.others[0]!.href).toBeUndefined();
  });

  it('B 11.3: a shiltron in the Bannockburn calculator: Kosovo and 1066 say they have none instead of a number', () => {
    const draft = bookExample('bannockburn-1314');
    draft.defender.units[0]!.kind = 'infantry';
    draft.defender.units[0]!.shiltron = true;
    const { all } = watch(draft);
    expect(all.missing).toEqual([
      {
        edition: 'kosovo-1389',
        text: 'Kosovo Field 1389 has no shiltron (Bannockburn 1314 11.3.4): no number to give.',
      },
      {
        edition: '1066',
        text: '1066 has no shiltron (Bannockburn 1314 11.3.4): no number to give.',
      },
    ]);
    const column = all.differences.find((d) => d.row === 'column')!;
    expect(column.others.map((o) => o.text)).toEqual(['no shiltron', 'no shiltron']);
    expect(column.others.map((o) => o.rule)).toEqual([null, null]);
  });

  it('a combat the engine refuses keeps its error in every edition, and nothing differs', () => {
    const draft = newCombat('1066');
    draft.attacker.units[0]!.sp = 0;
    const { all } = watch(draft);
    expect(all.differences).toEqual([]);
    expect(all.comparison.editions.map((e) => e.error?.field)).toEqual([
      'attacker.units.0.sp',
      'attacker.units.0.sp',
      'attacker.units.0.sp',
    ]);
  });
});

describe('the calculator hands the panel its own analysis', () => {
  it('analyseUnder works the shown situation out under another edition', () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.draft.attacker.rearHexes = 2;
    const kosovo = editions.find((e) => e.id === 'kosovo-1389')!;
    const found = calc.analyseUnder(kosovo);
    expect(found.ok && found.value.ratio.final.label).toBe('5:1');
    const all = watchAllEditions(() => calc.draft, calc.analyseUnder);
    expect(all.comparison.rows.find((r) => r.id === 'column')?.cells.map((c) => c.text)).toEqual([
      '3:1',
      '5:1',
      '3:1',
    ]);
  });
});

describe('the roll entered, read under each edition', () => {
  it('5.1.1 f: the book’s example rolled 6 reads D2 on Kosovo’s 4:1 column; no roll, no row', () => {
    const calc = new CombatCalculatorState(profileOf('bannockburn-1314'));
    calc.openExample();
    const all = watchAllEditions(
      () => calc.draft,
      calc.analyseUnder,
      () => calc.roll,
    );
    expect(all.rolled).toBeUndefined();
    calc.dice.enter('6');
    flushSync();
    expect(all.comparison.rows.find((r) => r.id === 'column')?.cells[1]?.text).toBe('4:1');
    expect(all.rolled?.total).toBe(6);
    expect(all.rolled?.cells.find((c) => c.edition === 'kosovo-1389')?.text).toBe('D2');
    expect(all.rolled?.cells.map((c) => c.edition)).toEqual([
      'bannockburn-1314',
      'kosovo-1389',
      '1066',
    ]);
  });

  it('an edition with no numbers for the combat reads no cell', () => {
    const draft = newCombat('bannockburn-1314');
    draft.attacker.units[0]!.sp = 0;
    let current = $state(draft);
    const analyse = (edition: EditionProfile) =>
      analyseCombat(edition.id, toCombatInput(current), current.readings);
    const all = watchAllEditions(
      () => current,
      analyse,
      () => 7,
    );
    expect(all.rolled?.cells.map((c) => c.text)).toEqual(['—', '—', '—']);
    expect(all.rolled?.differs).toBe(false);
    current = newCombat('bannockburn-1314');
    flushSync();
    expect(all.rolled?.cells.every((c) => c.text !== '—')).toBe(true);
  });
});
