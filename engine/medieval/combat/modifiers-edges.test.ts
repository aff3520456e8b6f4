import { describe, expect, it } from 'vitest';
import { analyseCombat } from './combat-by-id.ts';
import { plainCombat, type CombatInput } from './input.ts';
import { unit } from './combat-units.fixtures.ts';

function modifiersOf(id: string, input: CombatInput, side: 'attacker' | 'defender') {
  const analysis = analyseCombat(id, input);
  if (!analysis.ok) throw new Error(analysis.error.message);
  return analysis.value.modifiers[side].modifiers;
}

describe('column modifiers against part of a stack', () => {
  it('Bannockburn 11.3.6–11.3.7: one shiltron in the defending stack lowers cavalry armor by 1 and cancels its charge', () => {
    const input = plainCombat(
      [unit('cavalry', 2, 2, 2)],
      [{ ...unit('infantry', 2, 0), shiltron: true }, unit('infantry', 2, 0)],
    );
    expect(modifiersOf('bannockburn-1314', input, 'attacker')).toEqual([
      { source: 'armor 1', rule: '5.2.7', cm: 1 },
    ]);
  });

  it('Kosovo 9.2.3: a side whose enemy is mostly disorganized gets 1 CM, named so', () => {
    const disorganized = { ...unit('infantry', 2, 0), disorganized: true };
    const input = plainCombat([unit('infantry', 2, 0)], [disorganized, disorganized]);
    expect(modifiersOf('kosovo-1389', input, 'attacker')).toEqual([
      { source: 'enemy mostly disorganized', rule: '9.2.3', cm: 1 },
    ]);
  });
});
