/**
 * Shield-wall tool (9.06, T22): the number the wall must roll or under, its
 * chance of holding, and what the die did.
 */
import { buildDice, d6, not, ok, type Result } from '../../../../engine/core/index.ts';
import {
  describeShieldWallTotal,
  explainShieldWall,
  shieldWallCheck,
  shieldWallModifiers,
  shieldWallOutcomes,
  type RuleRef,
  rules,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds } from '../../kit/format.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { KnighthoodTool, viewSteps } from '../tool-state.svelte.ts';

/** T22's lines other than the armour class, which is its own field. */
const bonuses = shieldWallModifiers.filter((m) => m.id !== 'armour-class');

export class ShieldWallTool extends KnighthoodTool {
  readonly id = 'shield-wall';
  readonly title = 'Breaking the shield wall';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.shieldWall,
    rules.breakingShieldWall,
    rules.shieldWallChart,
  ];
  readonly fields: readonly FieldSpec[] = [
    { key: 'armourClass', label: 'Armour class of the wall (1 to 5)', kind: 'number' },
    ...bonuses.map((m): FieldSpec => ({
      key: `bonus.${m.id}`,
      label: `${m.label} (+${m.value})`,
      kind: 'check',
    })),
  ];

  constructor(seed?: number) {
    super({ armourClass: 3, ...Object.fromEntries(bonuses.map((m) => [`bonus.${m.id}`, false])) });
    this.dice.push({
      name: 'Die',
      entry: new FacesEntry(() => buildDice([1, d6]), {
        field: 'roll',
        rule: rules.breakingShieldWall,
        seed,
      }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers(rules.breakingShieldWall);
    if (blank) return { ok: false, error: blank };
    const ticked = bonuses.filter((m) => this.flag(`bonus.${m.id}`)).map((m) => m.id);
    const roll = this.faces?.[0]?.[0];
    const check = shieldWallCheck(this.number('armourClass'), ticked, roll, this.readings);
    if (!check.ok) return check;
    const { modifier, holdsOn, passChance, passed } = check.value;
    const outcomes = shieldWallOutcomes(holdsOn);
    const rows = [
      {
        key: 'holds',
        label: 'Holds',
        detail: outcomes.holds,
        chance: passChance,
        current: passed === true,
      },
      {
        key: 'breaks',
        label: 'Breaks',
        detail: outcomes.breaks,
        chance: not(passChance),
        current: passed === false,
      },
    ];
    const steps = viewSteps([
      describeShieldWallTotal(this.number('armourClass'), ticked, modifier, this.readings),
      ...explainShieldWall(modifier, holdsOn, this.readings),
    ]);
    const base = { caption: 'The wall on one die', heading: 'Wall', rows, over: 6n, steps };
    if (passed === undefined) {
      return ok({
        ...base,
        answer: outcomes.summary,
        chance: formatOdds(passChance, 6),
        rolled: false,
      });
    }
    return ok({
      ...base,
      answer: `Rolled ${roll}: the wall ${passed ? 'holds' : 'breaks'}`,
      chance: `Holding was ${formatOdds(passChance, 6)}`,
      rolled: true,
    });
  }
}
