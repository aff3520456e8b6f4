/** Ranged fire: any weapon table of the edition, the odds of each result and a rolled shot. */
import type { Result } from '../../../../engine/core/index.ts';
import {
  fireOdds,
  resolveFire,
  type EditionId,
  type FireTerrain,
  type FireWeapon,
} from '../../../../engine/medieval/index.ts';
import { formatPercent } from '../../kit/format.ts';
import { withReadings } from '../../../lib/errata/readings-read.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { answered, MedievalTool } from '../tool-state.svelte.ts';

const names: Record<FireWeapon, string> = {
  archers: 'archers',
  crossbowmen: 'crossbowmen',
  'horse-archers': 'horse archers',
  'bombard-units': 'bombard at units',
  'bombard-objects': 'bombard at objects',
};

export class FireTool extends MedievalTool {
  readonly id = 'fire';
  readonly weapons: FireWeapon[];
  /** The edition has the Wall of Shields (1066, Hastings). */
  readonly hasWallOfShields: boolean;
  /** The edition prints fire tables twice (chapter and Game Tables): option fireTable applies. */
  readonly hasTableCopies: boolean;
  override readonly readingFields = ['fireTable'];

  constructor(edition: EditionId) {
    super(edition, {
      weapon: 'archers',
      range: 1,
      armor: 0,
      terrain: 'open',
      firerSp: 2,
      firerArmor: 0,
      targetKind: 'infantry',
      wallOfShields: false,
      gameTables: false,
      roll: Number.NaN,
    });
    const fire = this.profile.tables.fire;
    this.weapons = fire.map((t) => t.weapon).filter((w, i, all) => all.indexOf(w) === i);
    this.hasWallOfShields = this.profile.has.wallOfShields;
    this.hasTableCopies = fire.some((t) => t.source.rule === 'Game Tables');
  }

  get weapon(): FireWeapon {
    return this.text('weapon') as FireWeapon;
  }

  get title(): string {
    return `Ranged fire: ${names[this.weapon]}`;
  }

  /** The horse archers' SP, the Wall of Shields and the table copy only where they apply. */
  get fields(): readonly FieldSpec[] {
    return [
      {
        key: 'weapon',
        label: 'Weapon',
        kind: 'choice',
        options: this.weapons.map((w) => ({ value: w, label: names[w] })),
      },
      { key: 'range', label: 'Range (hexes)', kind: 'number' },
      { key: 'armor', label: 'Target armor', kind: 'number' },
      {
        key: 'terrain',
        label: 'Target in',
        kind: 'choice',
        options: [
          { value: 'open', label: 'the open' },
          { value: 'forest', label: 'forest' },
          { value: 'village', label: 'village' },
          { value: 'fortification', label: 'fortifications' },
        ],
      },
      ...(this.weapon === 'horse-archers'
        ? ([
            { key: 'firerSp', label: 'Horse archers’ SP', kind: 'number' },
            { key: 'firerArmor', label: 'Horse archers’ armor', kind: 'number' },
            {
              key: 'targetKind',
              label: 'Target is',
              kind: 'choice',
              options: [
                { value: 'infantry', label: 'infantry' },
                { value: 'cavalry', label: 'cavalry' },
              ],
            },
          ] as const)
        : []),
      ...(this.hasWallOfShields
        ? [{ key: 'wallOfShields', label: 'Target in the Wall of Shields', kind: 'check' } as const]
        : []),
      ...(this.hasTableCopies
        ? [{ key: 'gameTables', label: 'Use the Game Tables copy', kind: 'check' } as const]
        : []),
      { key: 'roll', label: '2D6 rolled (optional)', kind: 'number', optional: true },
    ];
  }

  #input(): Parameters<typeof fireOdds>[0] {
    return {
      edition: this.edition,
      weapon: this.weapon,
      range: this.number('range'),
      target: {
        armor: this.number('armor'),
        terrain: this.text('terrain') as FireTerrain,
        ...(this.weapon === 'horse-archers'
          ? {
              kind:
                this.text('targetKind') === 'cavalry'
                  ? ('cavalry' as const)
                  : ('infantry' as const),
            }
          : {}),
        ...(this.flag('wallOfShields') ? { wallOfShields: true } : {}),
      },
      ...(this.weapon === 'horse-archers'
        ? { firerSp: this.number('firerSp'), firerArmor: this.number('firerArmor') }
        : {}),
      readings: withReadings(this.readings, {
        fireTable: this.flag('gameTables') ? ('game-tables' as const) : ('chapter' as const),
      }),
    };
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => {
    const odds = fireOdds(this.#input());
    if (!odds.ok) return odds;
    const s = odds.value.summary;
    const roll = this.number('roll');
    const shot = Number.isNaN(roll) ? undefined : resolveFire(this.#input(), roll);
    if (shot && !shot.ok) return shot;
    const rolled = shot?.value;
    const firer =
      this.weapon === 'horse-archers'
        ? `, horse archers break ${formatPercent(s.firerBreaks)}`
        : '';
    const odd = `1 SP ${formatPercent(s.loss1)}, 2 SP ${formatPercent(s.loss2)}, breaks ${formatPercent(s.breaks)}, nothing ${formatPercent(s.noEffect)}${firer}`;
    return answered(
      rolled
        ? `Roll ${rolled.dice} → ${rolled.modifiedRoll}: ${rolled.cell} · odds: ${odd}`
        : `Odds: ${odd}`,
      rolled
        ? rolled.steps
        : [
            ...odds.value.modifiers.map((m) => ({ rule: m.rule, text: `${m.label} ${m.value}` })),
            ...odds.value.steps,
          ],
    );
  });
}
