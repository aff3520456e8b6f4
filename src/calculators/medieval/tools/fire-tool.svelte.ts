/** State of the ranged-fire tool: any weapon table of the edition, the odds and a rolled shot. */
import { ok, type Result } from '../../../../engine/core/index.ts';
import {
  getEdition,
  fireOdds,
  resolveFire,
  type FireTerrain,
  type FireWeapon,
  type EditionId,
} from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import type { ToolAnswer } from './test-tools.svelte.ts';

export class FireTool {
  readonly edition: EditionId;
  readonly weapons: FireWeapon[];
  /** The edition has the Wall of Shields (1066, Hastings). */
  readonly hasWallOfShields: boolean;
  /** The edition prints fire tables twice (chapter and Game Tables): option fireTable applies. */
  readonly hasTableCopies: boolean;
  weapon: FireWeapon = $state('archers');
  range = $state(1);
  armor = $state(0);
  terrain: FireTerrain = $state('open');
  firerSp = $state(2);
  wallOfShields = $state(false);
  gameTables = $state(false);
  roll: number | null = $state(null);
  constructor(edition: EditionId, weapon: FireWeapon = 'archers') {
    this.edition = edition;
    const found = getEdition(edition);
    const fire = found.ok ? found.value.tables.fire : [];
    this.weapons = fire.map((t) => t.weapon).filter((w, i, all) => all.indexOf(w) === i);
    this.hasWallOfShields = found.ok && found.value.has.wallOfShields;
    this.hasTableCopies = fire.some((t) => t.source.rule === 'Game Tables');
    this.weapon = weapon;
  }
  #input() {
    return {
      edition: this.edition,
      weapon: this.weapon,
      range: this.range,
      target: {
        armor: this.armor,
        terrain: this.terrain,
        ...(this.wallOfShields ? { wallOfShields: true } : {}),
      },
      ...(this.weapon === 'horse-archers' ? { firerSp: this.firerSp } : {}),
      options: { fireTable: this.gameTables ? ('game-tables' as const) : ('chapter' as const) },
    };
  }
  result: Result<ToolAnswer> = $derived.by(() => {
    const odds = fireOdds(this.#input());
    if (!odds.ok) return odds;
    const s = odds.value.summary;
    const shot = typeof this.roll === 'number' ? resolveFire(this.#input(), this.roll) : undefined;
    if (shot && !shot.ok) return shot;
    const rolled = shot?.value;
    const odd = `1 SP ${formatPercent(s.loss1)}, 2 SP ${formatPercent(s.loss2)}, breaks ${formatPercent(s.breaks)}, nothing ${formatPercent(s.noEffect)}`;
    return ok({
      answer: rolled
        ? `Roll ${rolled.dice} → ${rolled.modifiedRoll}: ${rolled.cell} · odds: ${odd}`
        : `Odds: ${odd}`,
      steps: rolled
        ? rolled.steps
        : odds.value.modifiers.map((m) => ({ rule: m.rule, text: `${m.label} ${m.value}` })),
    });
  });
}
