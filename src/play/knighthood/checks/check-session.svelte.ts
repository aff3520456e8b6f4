/**
 * One check opened from the units: the book's calculator with every field the
 * game knows filled in, the dice entered or rolled with its seeded dice, and
 * the changes its result makes to the game (the engine's propose*), listed
 * before the player applies them as one undoable step.
 */
import { buildDice, d6, type Result } from '../../../../engine/core/index.ts';
import {
  chitsPerFire,
  findUnit,
  nameOfUnit,
  proposeBannerCapture,
  proposeCloseCombat,
  proposeFire,
  proposeLeaderHit,
  proposeMoraleResult,
  proposeVulnerabilityCheck,
  readLeaderHitRoll,
  readCombatRound,
  type KnightGame,
  type MoraleResult,
  type Proposal,
  type Readings,
  type SideId,
  type UnitRef,
} from '../../../../engine/knighthood/index.ts';
import { isActive, type DiceSlot } from '../../../calculators/kit/tool-state.svelte.ts';
import { FacesEntry } from '../../../calculators/kit/faces-entry.svelte.ts';
import { freshSeed } from '../../../calculators/kit/roll-log.ts';
import { MissileFireTool } from '../../../calculators/knighthood/fire/missile-fire.svelte.ts';
import { CloseCombatTool } from '../../../calculators/knighthood/combat/close-combat.svelte.ts';
import { MoraleCheckTool } from '../../../calculators/knighthood/morale/morale-check.svelte.ts';
import { LeaderRiskTool } from '../../../calculators/knighthood/leaders/leader-risk.svelte.ts';
import type { KnighthoodTool } from '../../../calculators/knighthood/tool-state.svelte.ts';
import {
  prefillCloseCombat,
  prefillFire,
  prefillLeaderRisk,
  prefillMorale,
  type Prefill,
} from './check-prefill.ts';
import { enemyUnits, isAlone, prefillLoneLeader, proposeFromRiskTool } from './lone-leader.ts';

export type CheckRequest =
  | {
      readonly kind: 'fire';
      readonly firer: UnitRef;
      readonly target: UnitRef;
      readonly weapon: number;
    }
  | { readonly kind: 'close-combat'; readonly a: UnitRef; readonly b: UnitRef }
  | { readonly kind: 'morale'; readonly unit: UnitRef }
  | { readonly kind: 'banner'; readonly side: SideId; readonly banner: string }
  | {
      readonly kind: 'leader-hit';
      readonly side: SideId;
      readonly leader: string;
      readonly by: 'missile' | 'close-combat';
    }
  | { readonly kind: 'leader-risk'; readonly side: SideId; readonly leader: string };

const unitName = (game: KnightGame, ref: UnitRef): string => {
  const found = findUnit(game, ref);
  return found.ok ? nameOfUnit(found.value.unit) : ref.unit;
};

/** The check's heading: who does what to whom. */
export function checkTitle(game: KnightGame, request: CheckRequest): string {
  switch (request.kind) {
    case 'fire':
      return `${unitName(game, request.firer)} fires at ${unitName(game, request.target)}`;
    case 'close-combat':
      return `${unitName(game, request.a)} fights ${unitName(game, request.b)}`;
    case 'morale':
      return `${unitName(game, request.unit)} checks morale`;
    case 'banner': {
      const banner = game.sides[request.side].army.banners.find((b) => b.id === request.banner);
      return `${banner?.name ?? request.banner} is taken`;
    }
    case 'leader-hit': {
      const leader = game.sides[request.side].army.leaders.find((l) => l.id === request.leader);
      return `${leader?.name ?? request.leader} is hit`;
    }
    case 'leader-risk': {
      const leader = game.sides[request.side].army.leaders.find((l) => l.id === request.leader);
      const alone = isAlone(game, request.side, request.leader);
      return `${leader?.name ?? request.leader} ${alone ? 'is meleed alone' : 'checks vulnerability'}`;
    }
  }
}

export class CheckSession {
  readonly game: KnightGame;
  readonly request: CheckRequest;
  readonly readings: Readings;
  readonly title: string;
  /** The calculator, or none for a leader hit (its T20 result is entered). */
  readonly tool: KnighthoodTool | undefined;
  filled: readonly string[] = $state([]);
  /** A leader with no unit meleed: the enemy units that may attack him, and the one that does. */
  readonly attackers: readonly { id: string; name: string }[] = [];
  attacker = $state('');
  /** Why the check cannot open from these units, or ''. */
  readonly problem: string;
  readonly #chitsLeft: number | null = null;
  /** A regular unit may move its morale roll 1 either way: the result applied, when the player changes it. */
  moraleChoice: MoraleResult | '' = $state('');
  /** A leader hit's dice: the T20 die, and in melee the capture die (7.10). */
  readonly leaderDice: readonly DiceSlot[];
  rolling = $state(false);

  constructor(game: KnightGame, request: CheckRequest, readings: Readings, seed = freshSeed()) {
    this.game = game;
    this.request = request;
    this.readings = readings;
    this.title = checkTitle(game, request);
    this.leaderDice =
      request.kind !== 'leader-hit'
        ? []
        : [
            { name: 'Leader hit die', field: 'roll', rule: 'dice' },
            ...(request.by === 'close-combat'
              ? [{ name: 'Capture die', field: 'captureRoll', rule: 'dice' }]
              : []),
          ].map((d, i) => ({
            name: d.name,
            entry: new FacesEntry(() => buildDice([1, d6]), {
              field: d.field,
              rule: d.rule,
              seed: seed + i,
            }),
          }));
    let prefill: Result<Prefill> | undefined;
    let tool: KnighthoodTool | undefined;
    if (request.kind === 'fire') {
      const fire = prefillFire(game, request.firer, request.target, request.weapon, readings);
      if (fire.ok) this.#chitsLeft = fire.value.chitsLeft;
      prefill = fire;
      tool = new MissileFireTool(seed);
    } else if (request.kind === 'close-combat') {
      prefill = prefillCloseCombat(game, request.a, request.b);
      tool = new CloseCombatTool(seed);
    } else if (request.kind === 'morale') {
      prefill = prefillMorale(game, request.unit);
      tool = new MoraleCheckTool(seed);
    } else if (request.kind === 'leader-risk' && isAlone(game, request.side, request.leader)) {
      this.attackers = enemyUnits(game, request.side);
      this.attacker = this.attackers[0]?.id ?? '';
      prefill = prefillLoneLeader(game, request.side, request.leader, this.attacker);
      tool = new LeaderRiskTool(seed);
    } else if (request.kind === 'leader-risk') {
      prefill = prefillLeaderRisk(game, request.side, request.leader);
      tool = new LeaderRiskTool(seed);
    }
    if (prefill && !prefill.ok) {
      this.problem = `${prefill.error.message} (${prefill.error.rule}).`;
      this.filled = [];
      this.tool = undefined;
      return;
    }
    this.problem = '';
    this.filled = prefill?.value.filled ?? [];
    // The calculator reads the game's readings, not the register's defaults.
    if (tool) tool.readings = { ...readings };
    if (tool && prefill)
      for (const [key, value] of Object.entries(prefill.value.values)) tool.set(key, value);
    this.tool = tool;
  }

  /** A lone leader's attacker chosen: the calculator's attacker and figures on 1 MMS follow it. */
  chooseAttacker(id: string): void {
    if (this.request.kind !== 'leader-risk' || !this.tool) return;
    const prefill = prefillLoneLeader(this.game, this.request.side, this.request.leader, id);
    if (!prefill.ok) return;
    this.attacker = id;
    this.filled = prefill.value.filled;
    for (const [key, value] of Object.entries(prefill.value.values)) this.tool.set(key, value);
  }

  /** Whether the check rolls any dice at all (a banner taken does not). */
  get rollsDice(): boolean {
    return this.tool !== undefined || this.leaderDice.length > 0;
  }

  /** Whether every die the check needs is read. */
  get diceRead(): boolean {
    if (this.request.kind === 'leader-hit')
      return this.leaderDice.every((slot) => slot.entry.faces !== null);
    return this.tool === undefined || this.tool.faces !== undefined;
  }

  /** Rolls every set of dice still unread with the tool's seeded dice, second dice after the first. */
  async rollAll(): Promise<void> {
    const dice = this.tool?.dice ?? this.leaderDice;
    this.rolling = true;
    try {
      for (let pass = 0; pass < 8; pass++) {
        const unread = dice.find((slot) => isActive(slot) && slot.entry.faces === null);
        if (!unread) break;
        await unread.entry.roll();
      }
    } finally {
      this.rolling = false;
    }
  }

  /** The morale result the dice read (before a regular unit's choice). */
  get moraleRead(): MoraleResult | undefined {
    const result = this.tool?.result;
    if (!result?.ok || !result.value.rolled) return undefined;
    return result.value.rows.find((r) => r.current)?.key as MoraleResult | undefined;
  }

  /** The changes the result makes, once the dice are read; an error names what is wrong. */
  readonly proposal: Result<Proposal> | undefined = $derived.by(() => this.propose());

  propose(): Result<Proposal> | undefined {
    const { game, request } = this;
    if (this.problem) return undefined;
    if (request.kind === 'banner') return proposeBannerCapture(game, request.side, request.banner);
    if (request.kind === 'leader-hit') {
      const [roll, capture] = this.leaderDice.map((slot) => slot.entry.faces?.[0]);
      if (roll === undefined || (request.by === 'close-combat' && capture === undefined))
        return undefined;
      const read = readLeaderHitRoll(roll, request.by, capture);
      if (!read.ok) return read;
      return proposeLeaderHit(
        game,
        { side: request.side, leader: request.leader, ...read.value, by: request.by },
        this.readings,
      );
    }
    const tool = this.tool;
    if (!tool) return undefined;
    const answer = tool.result;
    if (!answer.ok) return answer;
    if (request.kind === 'fire') {
      const rows = answer.value.rows;
      if (rows.length > 0 && !answer.value.rolled) return undefined;
      const hits = Number(rows.find((r) => r.current)?.key ?? 0);
      const rate = tool.number('rateOfFire');
      const cost = chitsPerFire(rate);
      if (!cost.ok) return cost;
      const chitsUsed = this.#chitsLeft === null || this.#chitsLeft === 0 ? 0 : cost.value;
      return proposeFire(game, { ...request, hits, chitsUsed });
    }
    if (request.kind === 'leader-risk' && this.attackers.length > 0)
      return proposeFromRiskTool(
        game,
        { ...request, attacker: this.attacker },
        tool as LeaderRiskTool,
        this.readings,
      );
    if (request.kind === 'leader-risk') return this.proposeVulnerability(tool as LeaderRiskTool);
    if (request.kind === 'morale') {
      const read = this.moraleRead;
      if (read === undefined) return undefined;
      return proposeMoraleResult(game, request.unit, this.moraleChoice || read, this.readings);
    }
    const combat = tool as CloseCombatTool;
    const plan = combat.plan;
    const a = combat.figures('a');
    const b = combat.figures('b');
    if (!plan.ok) return plan;
    if (!a || !b) return undefined;
    const round = readCombatRound(plan.value.a.round, plan.value.b.round, a, b, tool.readings);
    if (!round.ok) return round;
    return proposeCloseCombat(game, { a: request.a, b: request.b, result: round.value });
  }

  /** The VF check read from the leader-risk dice; a hit reads its T20 die (and capture die) as a leader hit. */
  proposeVulnerability(tool: LeaderRiskTool): Result<Proposal> | undefined {
    if (this.request.kind !== 'leader-risk') return undefined;
    const checks = tool.checksRead;
    if (!checks?.ok) return checks;
    const base = {
      side: this.request.side,
      leader: this.request.leader,
      danger: tool.text('danger') as 'unit-fired-on' | 'unit-in-close-combat',
    };
    if (tool.hitCount === 0)
      return proposeVulnerabilityCheck(this.game, { ...base, hit: false }, this.readings);
    const [, , hit, capture, mortal] = tool.dice.map((slot) => slot.entry.faces?.[0]);
    if (hit === undefined || (tool.melee && capture === undefined)) return undefined;
    return proposeVulnerabilityCheck(
      this.game,
      {
        ...base,
        hit: true,
        roll: hit,
        ...(capture === undefined ? {} : { captureRoll: capture }),
        ...(mortal === undefined ? {} : { lifeRoll: mortal }),
      },
      this.readings,
    );
  }
}
