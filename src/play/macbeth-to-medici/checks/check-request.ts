/**
 * What a check is (who acts on whom, or which officer tests), its heading,
 * and the calculator it opens, loaded with import() from the modules the
 * registry loads, so the play page adds no new split of their code.
 */
import {
  findUnit,
  nameOfUnit,
  type MtmGame,
  type OfficerRef,
  type UnitRef,
} from '../../../../engine/macbeth-to-medici/index.ts';
import type { M2mTool } from '../../../calculators/macbeth-to-medici/tool-state.svelte.ts';

export type CheckRequest =
  | {
      readonly kind: 'archery' | 'skirmish' | 'bombard';
      readonly firer: UnitRef;
      readonly target: UnitRef;
    }
  | { readonly kind: 'impact' | 'melee'; readonly a: UnitRef; readonly b: UnitRef }
  | { readonly kind: 'control' | 'rally' | 'fatigue' | 'reorganise'; readonly unit: UnitRef }
  | { readonly kind: 'officer-morale' | 'betrayal'; readonly officer: OfficerRef };

export const unitName = (game: MtmGame, ref: UnitRef): string => {
  const found = findUnit(game, ref);
  return found.ok ? nameOfUnit(found.value.unit) : ref.unit;
};

export const officerName = (game: MtmGame, { side, officer }: OfficerRef): string =>
  game.sides[side].roster.officers.find((o) => o.id === officer)?.name ?? officer;

/** The check's heading: who does what to whom. */
export function checkTitle(game: MtmGame, request: CheckRequest): string {
  switch (request.kind) {
    case 'archery':
      return `${unitName(game, request.firer)} shoots at ${unitName(game, request.target)}`;
    case 'skirmish':
      return `${unitName(game, request.firer)} skirmishes with ${unitName(game, request.target)}`;
    case 'bombard':
      return `${unitName(game, request.firer)} fires its guns at ${unitName(game, request.target)}`;
    case 'fatigue':
      return `${unitName(game, request.unit)} tests for fatigue`;
    case 'rally':
      return `${unitName(game, request.unit)} tries to rally`;
    case 'reorganise':
      return `${unitName(game, request.unit)} reorganises`;
    case 'officer-morale':
      return `${officerName(game, request.officer)} takes a morale test`;
    case 'betrayal':
      return `${officerName(game, request.officer)} may feel betrayed`;
    case 'impact':
      return `${unitName(game, request.a)} meets ${unitName(game, request.b)}: impact`;
    case 'melee':
      return `${unitName(game, request.a)} fights ${unitName(game, request.b)}: melee`;
    case 'control':
      return `${unitName(game, request.unit)} takes a Control test`;
  }
}

/**
 * The calculator a check opens, loaded as the table-side page loads it;
 * none for reorganisation and the betrayal duel, which have no calculator:
 * the check asks their one or two answers itself.
 */
export async function loadTool(
  kind: CheckRequest['kind'],
  seed: number,
): Promise<M2mTool | undefined> {
  switch (kind) {
    case 'reorganise':
    case 'betrayal':
      return undefined;
    case 'archery':
      return new (
        await import('../../../calculators/macbeth-to-medici/combat/archery.svelte.ts')
      ).ArcheryTool(seed);
    case 'impact':
      return new (
        await import('../../../calculators/macbeth-to-medici/combat/impact.svelte.ts')
      ).ImpactTool(seed);
    case 'melee':
      return new (
        await import('../../../calculators/macbeth-to-medici/combat/melee.svelte.ts')
      ).MeleeTool(seed);
    case 'control':
    case 'rally':
      return new (
        await import('../../../calculators/macbeth-to-medici/control/control-test.svelte.ts')
      ).ControlTestTool(seed);
    case 'officer-morale':
      return new (
        await import('../../../calculators/macbeth-to-medici/officers/officer-morale.svelte.ts')
      ).OfficerMoraleTool(seed);
    case 'skirmish':
      return new (
        await import('../../../calculators/macbeth-to-medici/combat/skirmish.svelte.ts')
      ).SkirmishTool();
    case 'bombard':
      return new (
        await import('../../../calculators/macbeth-to-medici/combat/bombard.svelte.ts')
      ).BombardTool(seed);
    case 'fatigue':
      return new (
        await import('../../../calculators/macbeth-to-medici/control/fatigue.svelte.ts')
      ).FatigueTool();
  }
}
