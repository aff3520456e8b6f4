/**
 * A banner falling with its holder (7.1.5): when a unit holding a banner is
 * eliminated and no friendly unit is left on its hex, the banner falls there,
 * moving MORALE 3 boxes (6.1.5). The board does not track which unit holds a
 * banner (it reads a banner on the hex of the leader it started with, as the
 * combat does), so the step asks the player whether the unit held it.
 */
import { formatHex } from '../../../core/hex-grid.ts';
import { ok, type Result } from '../../../core/result.ts';
import type { WorkingStep } from '../../../core/working.ts';
import type { GameState } from '../../board/types.ts';
import type { EditionProfile } from '../../editions/editions.ts';
import { moraleMove } from '../../morale/morale.ts';
import type { GameAction } from '../game/actions.ts';
import type { PlayContext } from '../game/state.ts';
import {
  namer,
  placedIn,
  plural,
  runActions,
  type AppliedCombat,
  type StepOutcome,
} from './step-kit.ts';
import { isUnit } from './view.ts';

/** 7.1.5: a held banner whose hex lost its last unit of the side in this combat. */
export interface BannerFallStep {
  kind: 'banner-fall';
  key: string;
  /** The leader the banner started with: the game keeps banners by him (7.1.1). */
  leader: string;
  side: string;
  hex: string;
  rule: string;
  /** No dice: the player says whether the eliminated unit held it. */
  dice: null;
  working: WorkingStep[];
}

/** Whether the eliminated unit held the banner; without a yes, nothing changes. */
export interface BannerFallChoice {
  held?: boolean;
}

/** 7.1.5: a step per held banner whose leader's hex lost every unit of his side to this combat. */
export function findBannerFalls(
  applied: AppliedCombat,
  context: PlayContext,
  edition: EditionProfile,
): BannerFallStep[] {
  const { combat, before, after } = applied;
  const was = placedIn(before, context);
  const now = placedIn(after, context);
  const name = namer(before, context);
  const rules = edition.rules;
  const fought = [...combat.attackers, ...combat.defenders];
  const lost = was.filter(
    (c) => fought.includes(c.id) && after.counters[c.id]?.status === 'eliminated',
  );
  return was.flatMap((l): BannerFallStep[] => {
    if (isUnit(l) || before.banners[l.id] !== 'held') return [];
    const hex = formatHex(l.at);
    const gone = lost.filter((c) => c.setup.side === l.setup.side && formatHex(c.at) === hex);
    const left = now.some(
      (c) => isUnit(c) && c.setup.side === l.setup.side && formatHex(c.at) === hex,
    );
    if (gone.length === 0 || left) return [];
    const units = gone.map((c) => name(c.id)).join(', ');
    const boxes = moraleMove('banner-fell').boxes;
    return [
      {
        kind: 'banner-fall',
        key: `banner-fall-${l.id}`,
        leader: l.id,
        side: l.setup.side,
        hex,
        rule: rules.combat.bannerFalls,
        dice: null,
        working: [
          {
            text: `The banner that started with ${name(l.id)} is read on his hex, ${hex}, where ${units} ${gone.length === 1 ? 'was' : 'were'} eliminated and no unit of ${l.setup.side} is left: if it held the banner, the banner falls there.`,
            rule: rules.combat.bannerFalls,
          },
          {
            text: `A fallen banner moves MORALE ${plural(boxes, 'box', 'boxes')} against ${l.setup.side}.`,
            rule: rules.morale.banner,
          },
        ],
      },
    ];
  });
}

/** 7.1.5, 6.1.5: the banner falls when the player says its holder was among the eliminated. */
export function applyBannerFall(
  state: GameState,
  step: BannerFallStep,
  choice: BannerFallChoice,
  context: PlayContext,
  edition: EditionProfile,
): Result<StepOutcome> {
  const rules = edition.rules;
  const name = namer(state, context)(step.leader);
  if (choice.held !== true)
    return ok({
      actions: [],
      state: { ...state },
      lines: [
        {
          text: `No eliminated unit held the banner that started with ${name}: it stands.`,
          rule: rules.combat.bannerFalls,
        },
      ],
    });
  const actions: GameAction[] = [{ type: 'banner-fell', leader: step.leader }];
  const next = runActions(state, actions, context);
  if (!next.ok) return next;
  return ok({
    actions,
    state: next.value,
    lines: [
      {
        text: `The banner that started with ${name} falls on ${step.hex}: MORALE moves ${plural(moraleMove('banner-fell').boxes, 'box', 'boxes')} against ${step.side}.`,
        rule: rules.morale.banner,
      },
      {
        text: `An enemy unit entering ${step.hex} captures it.`,
        rule: rules.combat.bannerCaptured,
      },
    ],
  });
}
