/**
 * One check opened from the units: the book's calculator with every field the
 * game knows filled in, the dice entered or rolled with its seeded dice, and
 * the changes its result makes to the game (the engine's propose*), listed
 * before the player applies them as one undoable step.
 */
import type { Result } from '../../../../engine/core/index.ts';
import {
  findUnit,
  nameOfUnit,
  proposeArchery,
  proposeControlResult,
  proposeImpact,
  proposeMelee,
  resolveArchery,
  resolveImpact,
  resolveMelee,
  type ControlResult,
  type MtmGame,
  type Proposal,
  type Readings,
  type UnitRef,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { isActive } from '../../../calculators/kit/tool-state.svelte.ts';
import { freshSeed } from '../../../calculators/kit/roll-log.ts';
import { ArcheryTool } from '../../../calculators/macbeth-to-medici/combat/archery.svelte.ts';
import { ImpactTool } from '../../../calculators/macbeth-to-medici/combat/impact.svelte.ts';
import { MeleeTool } from '../../../calculators/macbeth-to-medici/combat/melee.svelte.ts';
import { namesOf } from '../../../calculators/macbeth-to-medici/combat/both-sides-tool.svelte.ts';
import { ControlTestTool } from '../../../calculators/macbeth-to-medici/control/control-test.svelte.ts';
import type { M2mTool } from '../../../calculators/macbeth-to-medici/tool-state.svelte.ts';
import { prefillArchery, prefillCombat, prefillControl, type Prefill } from './check-prefill.ts';

export type CheckRequest =
  | { readonly kind: 'archery'; readonly firer: UnitRef; readonly target: UnitRef }
  | { readonly kind: 'impact' | 'melee'; readonly a: UnitRef; readonly b: UnitRef }
  | { readonly kind: 'control'; readonly unit: UnitRef };

const unitName = (game: MtmGame, ref: UnitRef): string => {
  const found = findUnit(game, ref);
  return found.ok ? nameOfUnit(found.value.unit) : ref.unit;
};

/** The check's heading: who does what to whom. */
export function checkTitle(game: MtmGame, request: CheckRequest): string {
  switch (request.kind) {
    case 'archery':
      return `${unitName(game, request.firer)} shoots at ${unitName(game, request.target)}`;
    case 'impact':
      return `${unitName(game, request.a)} meets ${unitName(game, request.b)}: impact`;
    case 'melee':
      return `${unitName(game, request.a)} fights ${unitName(game, request.b)}: melee`;
    case 'control':
      return `${unitName(game, request.unit)} takes a Control test`;
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

  constructor(game: MtmGame, request: CheckRequest, readings: Readings, seed = freshSeed()) {
    this.game = game;
    this.request = request;
    this.readings = readings;
    this.title = checkTitle(game, request);
    let prefill: Result<Prefill>;
    let tool: M2mTool;
    switch (request.kind) {
      case 'archery':
        prefill = prefillArchery(game, request.firer, request.target);
        tool = new ArcheryTool(seed);
        break;
      case 'impact':
        prefill = prefillCombat(game, request.a, request.b, 'impact-combat');
        tool = new ImpactTool(seed);
        break;
      case 'melee':
        prefill = prefillCombat(game, request.a, request.b, 'melee-combat');
        tool = new MeleeTool(seed);
        break;
      case 'control':
        prefill = prefillControl(game, request.unit);
        tool = new ControlTestTool(seed);
        break;
    }
    if (!prefill.ok) {
      this.problem = `${prefill.error.message} (${prefill.error.rule}).`;
      this.filled = [];
      this.tool = undefined;
      return;
    }
    this.problem = '';
    this.filled = prefill.value.filled;
    tool.readings = { ...readings };
    const keys = tool.fields.map((f) => f.key);
    // A cause of an extra die the other fight lists is left to the player's eye.
    for (const [key, value] of Object.entries(prefill.value.values))
      if (keys.includes(key)) tool.set(key, value);
    this.tool = tool;
  }

  /** Whether every die the check needs is read. */
  get diceRead(): boolean {
    return this.tool === undefined || this.tool.faces !== undefined;
  }

  /** Rolls every set of dice still unread with the tool's seeded dice. */
  async rollAll(): Promise<void> {
    const dice = this.tool?.dice ?? [];
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

  /** The changes the result makes, once the dice are read; an error names what is wrong. */
  readonly proposal: Result<Proposal> | undefined = $derived.by(() => this.propose());

  propose(): Result<Proposal> | undefined {
    const { game, request, tool } = this;
    if (this.problem || !tool) return undefined;
    const answer = tool.result;
    if (!answer.ok) return answer;
    const faces = tool.faces;
    if (!faces) return undefined;
    const readings = tool.readings;
    switch (request.kind) {
      case 'archery': {
        const archery = tool as ArcheryTool;
        const shot = resolveArchery(archery.input, { plus: faces[0]!, minus: faces[1]! }, readings);
        if (!shot.ok) return shot;
        return proposeArchery(game, { ...request, outcome: shot.value }, this.readings);
      }
      case 'impact': {
        const impact = tool as ImpactTool;
        const fight = resolveImpact(impact.sides, bothDice(faces), readings, namesOf(impact));
        if (!fight.ok) return fight;
        return proposeImpact(game, { ...request, outcome: fight.value }, this.readings);
      }
      case 'melee': {
        const melee = tool as MeleeTool;
        const fight = resolveMelee(melee.sides, bothDice(faces), readings, namesOf(melee));
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
    }
  }
}
