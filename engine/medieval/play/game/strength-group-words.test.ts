/**
 * What the strengths panel says (1.2 and the setup's units by leader) and the
 * whole refusal of a group action: an unknown group, or SPs outside 1–10.
 */
import { describe, expect, it } from 'vitest';
import { getEdition } from '../../editions/editions.ts';
import { testScenario, testSetup } from '../play.fixtures.ts';
import { applyAction } from './actions.ts';
import { startGame, type PlayContext } from './state.ts';
import { explainStrengthEntry } from './strength-groups.ts';

const context: PlayContext = { setup: testSetup(), scenario: testScenario() };
function start() {
  const state = startGame(context.setup, testScenario());
  if (!state.ok) throw new Error(state.error.message);
  return state.value;
}

describe('entering SPs by group', () => {
  it('says why SPs are entered once per group, in Bannockburn’s numbers', () => {
    const edition = getEdition('bannockburn-1314');
    if (!edition.ok) throw new Error(edition.error.message);
    const lines = explainStrengthEntry(edition.value);
    expect(lines.map((l) => l.text)).toEqual([
      'each counter prints its SPs',
      'the setup gives each leader a number of units by type and armour, not their SPs: alike units are set once, as a group',
    ]);
    expect(lines[0]?.rule).toBe(edition.value.rules.combat.counter);
  });

  it('refuses an unknown group and SPs outside 1–10, in words', () => {
    expect(applyAction(start(), { type: 'set-group-sp', group: 'nobody', sp: 2 }, context)).toEqual(
      {
        ok: false,
        error: { field: 'group', rule: 'setup', message: 'no group "nobody" in this scenario' },
      },
    );
    const refused = applyAction(
      start(),
      { type: 'set-group-sp', group: 'scots-wallace-infantry', sp: 11 },
      context,
    );
    expect(refused.ok || refused.error).toEqual({
      field: 'sp',
      rule: '1.2',
      message: 'a unit has 1 to 10 SPs, not 11',
    });
  });
});
