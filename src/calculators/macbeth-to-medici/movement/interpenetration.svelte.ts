/** Interpenetration tool: each side's dice after negation, the difference and the hits. */
import { buildDice, listOutcomes, ok, type Result } from '../../../../engine/core/index.ts';
import {
  diceAfterNegation,
  explainInterpenetrationDice,
  interpenetrationDiceCount,
  interpenetrationOdds,
  resolveInterpenetration,
  unitDie,
  type Experience,
  type InterpenetrationPace,
  type InterpenetrationResult,
  type InterpenetrationSide,
  type SectionId,
  type UnitDice,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { experienceChoices, unitDiceChoices } from '../choices.ts';
import { counted, type FieldSpec, type ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const roles = ['faster', 'slower'] as const;
type Role = (typeof roles)[number];
const names: Readonly<Record<Role, string>> = {
  faster: 'Faster (or attacking) unit',
  slower: 'Slower unit',
};

const paceChoices = [
  { value: 'halted', label: 'halted' },
  { value: 'marching', label: 'marching' },
  { value: 'normal', label: 'normal move' },
  { value: 'faster', label: 'charging, doubling or evading' },
];

function describe(r: InterpenetrationResult): string {
  return r.difference === 0
    ? 'passes cleanly'
    : `both unformed; faster ${counted(r.fasterHits, 'hit')}, slower ${counted(r.slowerHits, 'hit')}`;
}

export class InterpenetrationTool extends M2mTool {
  readonly id = 'interpenetration';
  readonly title = 'Interpenetration';
  readonly sectionsUsed: readonly SectionId[] = ['interpenetration', 'dice'];
  readonly fields: readonly FieldSpec[] = roles.flatMap((role): FieldSpec[] => [
    { key: `${role}.pace`, label: `${names[role]}: pace`, kind: 'choice', options: paceChoices },
    {
      key: `${role}.experience`,
      label: `${names[role]}: experience`,
      kind: 'choice',
      options: experienceChoices,
    },
    {
      key: `${role}.diceKind`,
      label: `${names[role]}: dice`,
      kind: 'choice',
      options: unitDiceChoices,
    },
    { key: `${role}.mounted`, label: `${names[role]} mounted`, kind: 'check' },
  ]);

  constructor(seed?: number) {
    super({
      'faster.pace': 'normal',
      'faster.experience': 'seasoned',
      'faster.diceKind': 'd6',
      'faster.mounted': false,
      'slower.pace': 'halted',
      'slower.experience': 'seasoned',
      'slower.diceKind': 'd6',
      'slower.mounted': false,
    });
    for (const [i, role] of roles.entries()) {
      this.dice.push({
        name: `${names[role]}: dice`,
        entry: new FacesEntry(() => buildDice([this.counts[role], this.sideOf(role).die]), {
          field: `${role}.dice`,
          rule: 'interpenetration',
          seed: seed === undefined ? undefined : seed + i,
        }),
      });
    }
  }

  sideOf(role: Role): InterpenetrationSide {
    return {
      mounted: this.flag(`${role}.mounted`),
      pace: this.text(`${role}.pace`) as InterpenetrationPace,
      experience: this.text(`${role}.experience`) as Experience,
      die: unitDie(this.text(`${role}.diceKind`) as UnitDice, this.readings),
    };
  }

  /** The dice each side rolls, after negation. */
  get counts() {
    return diceAfterNegation(
      interpenetrationDiceCount(this.sideOf('faster')),
      interpenetrationDiceCount(this.sideOf('slower')),
      this.readings,
    );
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const faster = this.sideOf('faster');
    const slower = this.sideOf('slower');
    const odds = interpenetrationOdds(faster, slower, this.readings);
    const faces = this.faces;
    const rolled = faces
      ? resolveInterpenetration(
          { ...faster, faces: faces[0]! },
          { ...slower, faces: faces[1]! },
          this.readings,
        )
      : undefined;
    if (rolled && !rolled.ok) return rolled;
    const key = (r: InterpenetrationResult) => `${r.difference}`;
    const list = listOutcomes(odds, (a, b) => a.difference - b.difference);
    const rows = list.map((o) => ({
      key: key(o.value),
      label: `Difference ${o.value.difference}`,
      detail: describe(o.value),
      chance: o.chance,
      current: rolled !== undefined && key(rolled.value) === key(o.value),
    }));
    const counts = this.counts;
    const steps = viewSteps(explainInterpenetrationDice(counts));
    const base = { caption: 'Each difference', heading: 'Dice', rows, over: odds.outOf, steps };
    if (!rolled) {
      const clean = list.find((o) => o.value.difference === 0)?.chance;
      return ok({
        ...base,
        answer: `Passes cleanly ${clean ? formatPercent(clean) : '0%'}`,
        chance: undefined,
        rolled: false,
      });
    }
    const row = rows.find((r) => r.current);
    return ok({
      ...base,
      answer: `Difference ${rolled.value.difference}: ${describe(rolled.value)}`,
      chance: row && `This result: ${formatOdds(row.chance, odds.outOf)} before the roll`,
      rolled: true,
    });
  }
}
