/**
 * 5.1.1 g: only units that fought can fail the test after a retreat; a list
 * naming others is refused, naming them (and counting ids the scenario lacks).
 * 6.1.4: a unit eliminated by the result says the box MORALE moves.
 */
import { describe, expect, it } from 'vitest';
import { parseCombatCell } from '../../combat/results.ts';
import { getEdition } from '../../editions/editions.ts';
import { applyCombatOutcome } from './apply.ts';
import { board, defender, front, map, piece } from './combat.fixtures.ts';
import { readBoardCombat } from './from-board.ts';

function fight(cell: string, choices: Parameters<typeof applyCombatOutcome>[3]) {
  const far = piece('sc-far', 'Scots', 'infantry', '0102', { sp: 2 });
  const { state, setup } = board([defender, front, far]);
  const edition = getEdition('bannockburn-1314');
  if (!edition.ok) throw new Error(edition.error.message);
  const combat = readBoardCombat(
    { state, setup, map, terrain: {}, attackers: ['en-front'], defenderHex: '0406' },
    edition.value,
  );
  if (!combat.ok) throw new Error(combat.error.message);
  const result = parseCombatCell(cell);
  if (!result.ok) throw new Error(result.error.message);
  return applyCombatOutcome(state, combat.value, result.value, choices, {
    setup,
    map,
    terrain: {},
  });
}

function refusal(broken: string[]) {
  const r = fight('D1', { retreats: { 'sc-inf': '0407' }, broken });
  return r.ok ? undefined : r.error;
}

describe('units marked broken that did not fight (5.1.1 g)', () => {
  it('a unit of the scenario elsewhere on the board is named', () => {
    expect(refusal(['sc-far'])).toEqual({
      field: 'choices.broken',
      rule: '5.1.1',
      message: 'sc-far did not fight in this combat',
    });
  });

  it('ids the scenario lacks are counted after the names', () => {
    expect(refusal(['sc-far', 'ghost', 'shade'])?.message).toBe(
      'sc-far, 2 counters not in this scenario did not fight in this combat',
    );
    expect(refusal(['ghost'])?.message).toBe(
      '1 counter not in this scenario did not fight in this combat',
    );
  });
});

describe('a unit eliminated by the result (6.1.4)', () => {
  it('says MORALE moves 1 box against its side', () => {
    const r = fight('- / -3', {});
    expect(r.ok && r.value.events).toContain(
      'sc-inf is eliminated: MORALE moves 1 box against Scots (6.1.4).',
    );
  });
});
