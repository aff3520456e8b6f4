/**
 * Close-combat tool (5.40, T15, T16): each side's combat value, dice and hit
 * number, then the exact chance of every way the round ends: who is pushed
 * back and how far, disorder and breakthroughs; or the round the dice read.
 */
import { buildDice, d6, ok, type Result, type WorkingStep } from '../../../../engine/core/index.ts';
import {
  checkCombatShape,
  combatDice,
  combatHitNumbers,
  combatRoundOdds,
  combatValue,
  resolveRound,
  followUpRuling,
  mayBreakThrough,
  reachOf,
  readFirstDie,
  type CombatDice,
  type FollowingUnit,
  type RuleNote,
  type CombatValueLine,
  type FigureDice,
  type RoundResult,
  type RoundSide,
  type RuleRef,
  type SideHitNumber,
  rules,
  secondDiceSlotName,
  describeBreakthroughs,
  describeCloseCombatSide,
  describeFollowUp,
  describeRoundLosses,
} from '../../../../engine/knighthood/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import {
  formationOf,
  formationUnitOf,
  kindOf,
  movementOf,
  namesOf,
  shapeOf,
  sideDefaults,
  sideNames,
  sideFields,
  sideIds,
  valueSideOf,
  type SideId,
} from './close-combat-fields.ts';
import { KnighthoodTool, viewSteps } from '../tool-state.svelte.ts';
import { pairDice } from '../fire/missile-fire.svelte.ts';
import { pushRow, roundEnd, rowsOf } from './close-combat-rows.ts';
import { atSide, other, sideHits } from './close-combat-sides.ts';
import { countHitsDefaults, countHitsFields } from '../count-hits.ts';

/** One side ready for the round: its working and what the round needs. */
interface SidePlan {
  readonly lines: readonly CombatValueLine[];
  readonly total: number;
  readonly dice: CombatDice;
  readonly reading: SideHitNumber;
  readonly round: RoundSide;
  /** What the engine cannot check about the side's formation (9.03, 9.04). */
  readonly notes: readonly RuleNote[];
  /** The side as the winner of a push back, for following up. */
  readonly follower: FollowingUnit;
}

type Plan = Readonly<Record<SideId, SidePlan>>;

const closeCombatFields: readonly FieldSpec[] = [
  { key: 'contact', label: 'MMS of the smaller front in contact', kind: 'number' },
  ...sideFields('a'),
  ...sideFields('b'),
];

export class CloseCombatTool extends KnighthoodTool {
  readonly id = 'close-combat';
  readonly title = 'Close combat';
  readonly sectionsUsed: readonly RuleRef[] = [
    rules.closeCombatContact,
    rules.polearmCohesion,
    rules.closeCombat,
    rules.wedge,
    rules.hollowWedge,
    rules.shieldWall,
    rules.movementRates,
    rules.weaponDepths,
    rules.closeCombatHitChart,
    rules.combatValuePoints,
  ];
  /** Both sides, then for each the hits counted instead of its dice when the player prefers. */
  get fields(): readonly FieldSpec[] {
    return [
      ...closeCombatFields,
      ...sideIds.flatMap((id) =>
        countHitsFields(`${id}.`, `${sideNames[id]}: `, this.flag(`${id}.countHits`)),
      ),
    ];
  }

  constructor(seed?: number) {
    super({
      contact: 2,
      ...sideDefaults('a'),
      ...sideDefaults('b'),
      ...countHitsDefaults('a.'),
      ...countHitsDefaults('b.'),
    });
    for (const id of sideIds) {
      const first = new FacesEntry(() => buildDice([this.diceOf(id), d6]), {
        field: `${id}.dice`,
        rule: rules.closeCombat,
        seed: seed === undefined ? undefined : seed + (id === 'a' ? 0 : 10),
      });
      const second = new FacesEntry(() => buildDice([this.rolledAgain(id, first), d6]), {
        field: `${id}.second`,
        rule: 'dice',
        seed: seed === undefined ? undefined : seed + (id === 'a' ? 5 : 15),
      });
      const secondName = () => this.secondDiceName(id);
      this.dice.push(
        {
          name: `Side ${id}: dice`,
          entry: first,
          active: () => this.diceOf(id) > 0 && !this.counting(id),
        },
        {
          get name() {
            return secondName();
          },
          entry: second,
          active: () => this.rolledAgain(id, first) > 0 && !this.counting(id),
        },
      );
    }
  }

  readonly plan: Result<Plan> = $derived.by(() => this.makePlan());

  makePlan(): Result<Plan> {
    const blank = this.checkNumbers(rules.closeCombat);
    if (blank) return { ok: false, error: blank };
    const values: Partial<Record<SideId, { lines: CombatValueLine[]; total: number }>> = {};
    const dice: Partial<Record<SideId, CombatDice>> = {};
    const notes: Partial<Record<SideId, RuleNote[]>> = {};
    const followers: Partial<Record<SideId, FollowingUnit>> = {};
    for (const id of sideIds) {
      const shape = atSide(
        checkCombatShape(formationUnitOf(this, id), this.readings),
        id,
        `${id}.`,
      );
      if (!shape.ok) return shape;
      notes[id] = shape.value;
      const reach = atSide(reachOf(movementOf(this, id)), id, `${id}.`);
      if (!reach.ok) return reach;
      followers[id] = {
        ...reach.value,
        regular: formationUnitOf(this, id).regular,
        impetuous: this.flag(`${id}.impetuous`),
      };
      const value = atSide(combatValue(valueSideOf(this, id)), id, `${id}.`);
      if (!value.ok) return value;
      values[id] = value.value;
      const own = formationOf(this, id);
      const enemy = formationOf(this, other(id));
      const rolled = atSide(combatDice(own, enemy, this.number('contact'), this.readings), id);
      if (!rolled.ok) return rolled;
      dice[id] = rolled.value;
    }
    const a = values.a!;
    const b = values.b!;
    const hits = combatHitNumbers(
      { kind: kindOf(this, 'a'), points: a.total },
      { kind: kindOf(this, 'b'), points: b.total },
    );
    if (!hits.ok) return hits;
    const side = (id: SideId, value: typeof a): SidePlan => ({
      ...value,
      dice: dice[id]!,
      reading: hits.value[id],
      round: {
        dice: dice[id]!.dice,
        hit: hits.value[id].hit,
        mayBreakThrough: mayBreakThrough(kindOf(this, id), shapeOf(this, id)),
        mms: this.number(`${id}.mms`),
      },
      notes: notes[id]!,
      follower: followers[id]!,
    });
    return ok({ a: side('a', a), b: side('b', b) });
  }

  /** Dice: the player counts this side's hits rather than reading each die. */
  counting(id: SideId): boolean {
    return this.flag(`${id}.countHits`);
  }

  /**
   * 5.40 The hits a side scored: counted (checked against its dice) or read from
   * its dice; undefined until given.
   */
  hitsOf(plan: Plan, id: SideId): Result<number> | undefined {
    const counted = this.counting(id) ? this.number(`${id}.hits`) : undefined;
    return sideHits(id, plan[id].round, counted, () => this.figures(id));
  }

  /** 5.40 The round the players rolled, once both sides' hits are known. */
  rolledRound(plan: Plan): Result<RoundResult> | undefined {
    const a = this.hitsOf(plan, 'a');
    const b = this.hitsOf(plan, 'b');
    if (a && !a.ok) return a;
    if (b && !b.ok) return b;
    if (!a || !b) return undefined;
    return ok(resolveRound(plan.a.round, plan.b.round, a.value, b.value, this.readings));
  }

  diceOf(id: SideId): number {
    return this.plan.ok ? this.plan.value[id].dice.dice : 0;
  }

  /** Dice: how many first dice showed a fraction's first figure and are rolled again. */
  rolledAgain(id: SideId, first: FacesEntry): number {
    const faces = first.faces;
    if (!this.plan.ok || !faces) return 0;
    const hit = this.plan.value[id].round.hit;
    return faces.filter((f) => readFirstDie(hit, f) === 'roll-again').length;
  }

  /** Dice: a fraction's second dice are asked for only after a first die shows its first figure. */
  secondDiceName(id: SideId): string {
    const hit = this.plan.ok ? this.plan.value[id].round.hit : undefined;
    const figure = hit?.kind === 'fraction' ? hit.first : undefined;
    return `Side ${id}: ${secondDiceSlotName(figure, 'second dice')}`;
  }

  /** Each side's dice as figures, once its first (and any second) dice are read. */
  figures(id: SideId): FigureDice[] | undefined {
    const index = sideIds.indexOf(id) * 2;
    const faces = this.faces?.[index];
    const again = this.faces?.[index + 1];
    if (!this.plan.ok || !faces || !again) return undefined;
    return pairDice(this.plan.value[id].round.hit, faces, again);
  }

  steps(plan: Plan): WorkingStep<RuleRef>[] {
    return sideIds.flatMap((id) =>
      describeCloseCombatSide(namesOf(this)[id], plan[id], plan[other(id)].total, (p) =>
        formatOdds(p),
      ),
    );
  }

  /** 5.40 Following up: what the side that pushed `back` back must do, in words. */
  followUp(plan: Plan, back: SideId, inches: number): string {
    const winner = other(back);
    const ruling = followUpRuling(plan[winner].follower, inches);
    if (!ruling.ok) return '';
    return describeFollowUp(namesOf(this)[winner], ruling.value);
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const plan = this.plan;
    if (!plan.ok) return plan;
    const { a, b } = plan.value;
    const odds = combatRoundOdds(a.round, b.round, this.readings);
    if (!odds.ok) return odds;
    const rolled = this.rolledRound(plan.value);
    if (rolled && !rolled.ok) return rolled;
    const follow = (back: SideId, inches: number) => this.followUp(plan.value, back, inches);
    const names = namesOf(this);
    const rows = rowsOf(odds.value.results, rolled && pushRow(rolled.value).key, follow, names);
    const notes = sideIds.flatMap((id) =>
      plan.value[id].notes.map((n) => ({ rule: n.rule, text: `${names[id]}: ${n.text}` })),
    );
    const chances = { a: odds.value.aBreaksThrough, b: odds.value.bBreaksThrough };
    const steps = viewSteps([
      ...this.steps(plan.value),
      ...notes,
      ...describeBreakthroughs(
        { a: a.round.mayBreakThrough, b: b.round.mayBreakThrough },
        chances,
        formatPercent,
        rolled?.value,
        names,
      ),
    ]);
    const base = {
      caption: 'Every way the round can end',
      heading: 'Push back',
      rows,
      over: 1n,
      steps,
    };
    const v = odds.value;
    if (!rolled) {
      return ok({
        ...base,
        answer: `${names.a} pushes ${names.b} back ${formatPercent(v.aPushesBack)} · ${names.b} pushes ${names.a} back ${formatPercent(v.bPushesBack)} · neither ${formatPercent(v.neitherPushedBack)}`,
        chance: `${names.a} breaks through ${formatPercent(v.aBreaksThrough)} · ${names.b} breaks through ${formatPercent(v.bBreaksThrough)}`,
        rolled: false,
      });
    }
    const row = rows.find((r) => r.current);
    return ok({
      ...base,
      answer: `${describeRoundLosses(rolled.value, names)}: ${roundEnd(rolled.value, follow, names)}`,
      chance: row && `This result: ${formatOdds(row.chance, 1n)} before the roll`,
      rolled: true,
    });
  }
}
