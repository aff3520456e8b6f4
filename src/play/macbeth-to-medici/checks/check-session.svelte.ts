/**
 * One check opened from the units: the book's calculator with every field the
 * game knows filled in, the dice entered or rolled with its seeded dice, and
 * the changes its result makes to the game (the engine's propose*), listed
 * before the player applies them as one undoable step.
 */
import type { Result } from '../../../../engine/core/index.ts';
import {
  proposeArchery,
  proposeBetrayal,
  proposeBombard,
  proposeControlResult,
  proposeFatigue,
  proposeImpact,
  proposeMelee,
  proposeOfficerMorale,
  proposeRally,
  proposeReorganise,
  proposeSkirmish,
  resolveArchery,
  resolveBombard,
  resolveImpact,
  resolveMelee,
  type ControlResult,
  type Experience,
  type MtmGame,
  type Proposal,
  type Readings,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { isActive } from '../../../calculators/kit/tool-state.svelte.ts';
import { freshSeed } from '../../../calculators/kit/roll-log.ts';
import type { ArcheryTool } from '../../../calculators/macbeth-to-medici/combat/archery.svelte.ts';
import type { ImpactTool } from '../../../calculators/macbeth-to-medici/combat/impact.svelte.ts';
import type { MeleeTool } from '../../../calculators/macbeth-to-medici/combat/melee.svelte.ts';
import type { ControlTestTool } from '../../../calculators/macbeth-to-medici/control/control-test.svelte.ts';
import type { M2mTool } from '../../../calculators/macbeth-to-medici/tool-state.svelte.ts';
import {
  prefillArchery,
  prefillBetrayal,
  prefillBombard,
  prefillCombat,
  prefillControl,
  prefillFatigue,
  prefillOfficerMorale,
  prefillRally,
  prefillReorganise,
  prefillSkirmish,
  rivalsOf,
  type Prefill,
} from './check-prefill.ts';
import { BetrayalDice } from './betrayal-dice.svelte.ts';
import { fatigueOf, officerMoraleOf, skirmishOf } from './tool-inputs.ts';
import { checkTitle, loadTool, unitName, type CheckRequest } from './check-request.ts';

export type { CheckRequest };

/** What the game fills in for a check. */
function prefillFor(game: MtmGame, request: CheckRequest, readings: Readings): Result<Prefill> {
  switch (request.kind) {
    case 'rally':
      return prefillRally(game, request.unit);
    case 'officer-morale':
      return prefillOfficerMorale(game, request.officer, readings);
    case 'archery':
      return prefillArchery(game, request.firer, request.target);
    case 'skirmish':
      return prefillSkirmish(game, request.firer, request.target);
    case 'bombard':
      return prefillBombard(game, request.firer, request.target);
    case 'impact':
      return prefillCombat(game, request.a, request.b, 'impact-combat');
    case 'melee':
      return prefillCombat(game, request.a, request.b, 'melee-combat');
    case 'control':
      return prefillControl(game, request.unit);
    case 'fatigue':
      return prefillFatigue(game, request.unit);
    case 'reorganise':
      return prefillReorganise(game, request.unit);
    case 'betrayal':
      return prefillBetrayal(game, request.officer);
  }
}

/** Each side's plus and minus dice as the two-sided tools read them. */
const bothDice = (faces: number[][]) => ({
  a: { plus: faces[0]!, minus: faces[1]! },
  b: { plus: faces[2]!, minus: faces[3]! },
});

export class CheckSession {
  readonly game: MtmGame;
  readonly request: CheckRequest;
  readonly readings: Readings;
  readonly title: string;
  readonly tool: M2mTool | undefined;
  readonly filled: readonly string[];
  /** Why the check cannot open from these units, or ''. */
  readonly problem: string;
  rolling = $state(false);
  /** Reorganisation: the elements the player trades in. */
  traded = $state(1);
  /** The betrayal check: the friendly officer he would meet, and the dice rolled. */
  rival = $state('');
  readonly betrayal: BetrayalDice | undefined;
  /** The officers a betrayed officer may meet (none for other checks). */
  readonly rivals: readonly { id: string; name: string }[];

  /** Opens a check: its calculator loaded and filled from the game. */
  static async open(
    game: MtmGame,
    request: CheckRequest,
    readings: Readings,
    seed = freshSeed(),
  ): Promise<CheckSession> {
    return new CheckSession(game, request, readings, await loadTool(request.kind, seed));
  }

  constructor(game: MtmGame, request: CheckRequest, readings: Readings, tool: M2mTool | undefined) {
    this.game = game;
    this.request = request;
    this.readings = readings;
    this.title = checkTitle(game, request);
    this.rivals = request.kind === 'betrayal' ? rivalsOf(game, request.officer) : [];
    this.rival = this.rivals[0]?.id ?? '';
    this.betrayal =
      request.kind === 'betrayal'
        ? new BetrayalDice(game, request.officer, readings, () => this.rival)
        : undefined;
    const prefill = prefillFor(game, request, readings);
    if (!prefill.ok) {
      this.problem = `${prefill.error.message} (${prefill.error.rule}).`;
      this.filled = [];
      this.tool = undefined;
      return;
    }
    this.problem = '';
    this.filled = prefill.value.filled;
    if (!tool) {
      this.tool = undefined;
      return;
    }
    tool.readings = { ...readings };
    const keys = tool.fields.map((f) => f.key);
    // A cause of an extra die the other fight lists is left to the player's eye.
    for (const [key, value] of Object.entries(prefill.value.values))
      if (keys.includes(key)) tool.set(key, value);
    this.tool = tool;
  }

  /** The two units by name, as the fight's working calls them. */
  #names() {
    const { request, game } = this;
    return request.kind === 'impact' || request.kind === 'melee'
      ? { a: unitName(game, request.a), b: unitName(game, request.b) }
      : { a: '', b: '' };
  }

  /** Whether the check rolls any dice (skirmish fire and fatigue do not). */
  get rollsDice(): boolean {
    return (this.tool?.dice.length ?? 0) > 0 || this.betrayal !== undefined;
  }

  /** Whether every die the check needs is read. */
  get diceRead(): boolean {
    if (this.betrayal) return this.betrayal.done;
    return this.tool === undefined || this.tool.faces !== undefined;
  }

  /** Rolls every set of dice still unread with the tool's seeded dice. */
  async rollAll(): Promise<void> {
    const dice = this.tool?.dice ?? [];
    this.rolling = true;
    try {
      await this.betrayal?.rollAll();
      for (let pass = 0; pass < 8; pass++) {
        const unread = dice.find((slot) => isActive(slot) && slot.entry.faces === null);
        if (!unread) break;
        await unread.entry.roll();
      }
    } finally {
      this.rolling = false;
    }
  }

  /** The changes the result makes, once the dice are read; an error names what is wrong. */
  readonly proposal: Result<Proposal> | undefined = $derived.by(() => this.propose());

  propose(): Result<Proposal> | undefined {
    const { game, request, tool } = this;
    if (this.problem) return undefined;
    if (request.kind === 'reorganise') return proposeReorganise(game, request.unit, this.traded);
    if (request.kind === 'betrayal') {
      const read = this.betrayal?.read;
      if (!read?.ok) return read;
      const { betrayal, steps } = read.value;
      return proposeBetrayal(game, request.officer, betrayal, this.rival || undefined, steps);
    }
    if (!tool) return undefined;
    const answer = tool.result;
    if (!answer.ok) return answer;
    const readings = tool.readings;
    if (request.kind === 'skirmish') {
      const fired = skirmishOf(tool, readings);
      if (!fired.ok) return fired;
      return proposeSkirmish(game, { ...request, ...fired.value });
    }
    if (request.kind === 'officer-morale') {
      const outcome = officerMoraleOf(tool, readings);
      if (!outcome?.ok) return outcome;
      return proposeOfficerMorale(game, request.officer, outcome.value, this.readings);
    }
    if (request.kind === 'fatigue') {
      const scored = fatigueOf(tool);
      if (!scored.ok) return scored;
      return proposeFatigue(game, request.unit, scored.value.score, this.readings);
    }
    const faces = tool.faces;
    if (!faces) return undefined;
    switch (request.kind) {
      case 'bombard': {
        const [plus, minus] = faces[0]!;
        const shot = resolveBombard(
          { experience: tool.text('experience') as Experience, range: tool.number('range') },
          { plus: plus!, minus: minus! },
        );
        if (!shot.ok) return shot;
        return proposeBombard(game, { ...request, outcome: shot.value }, this.readings);
      }
      case 'archery': {
        const archery = tool as ArcheryTool;
        const shot = resolveArchery(archery.input, { plus: faces[0]!, minus: faces[1]! }, readings);
        if (!shot.ok) return shot;
        return proposeArchery(game, { ...request, outcome: shot.value }, this.readings);
      }
      case 'impact': {
        const impact = tool as ImpactTool;
        const fight = resolveImpact(impact.sides, bothDice(faces), readings, this.#names());
        if (!fight.ok) return fight;
        return proposeImpact(game, { ...request, outcome: fight.value }, this.readings);
      }
      case 'melee': {
        const melee = tool as MeleeTool;
        const fight = resolveMelee(melee.sides, bothDice(faces), readings, this.#names());
        if (!fight.ok) return fight;
        return proposeMelee(game, { ...request, outcome: fight.value }, this.readings);
      }
      case 'control': {
        const control = tool as ControlTestTool;
        const result = answer.value.rows.find((r) => r.current)?.key as ControlResult | undefined;
        if (!result) return undefined;
        const phantomHits = control.number('phantomHits');
        return proposeControlResult(
          game,
          {
            unit: request.unit,
            situation: control.situation,
            result,
            ...(phantomHits > 0 ? { phantomHits } : {}),
          },
          this.readings,
        );
      }
      case 'rally': {
        const result = answer.value.rows.find((r) => r.current)?.key as ControlResult | undefined;
        return result && proposeRally(game, request.unit, result, this.readings);
      }
    }
  }
}
