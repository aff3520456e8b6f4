/** Bombard tool (Firing gunnes): a plus and a minus die; doubles, phantom hits, explosion. */
import { listOutcomes, ok, twoD6, type Result } from '../../../../engine/core/index.ts';
import {
  bombardOdds,
  resolveBombard,
  type BombardEffect,
  type BombardInput,
  type BombardOutcome,
  type Experience,
  type SectionId,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import { formatOdds, formatPercent } from '../../kit/format.ts';
import { experienceChoices } from '../choices.ts';
import type { FieldSpec, ToolAnswer } from '../../kit/tool-state.svelte.ts';
import { M2mTool, viewSteps } from '../tool-state.svelte.ts';

const effectNames: Readonly<Record<BombardEffect, string>> = {
  hit: 'a double: 1 hit',
  'phantom-hits': 'phantom hits',
  explosion: 'the bombard explodes',
  'no-effect': 'no effect',
};

function describe(o: BombardOutcome): string {
  return o.effect === 'phantom-hits' ? `${o.phantomHits} phantom hits` : effectNames[o.effect];
}

const rank: Readonly<Record<BombardEffect, number>> = {
  hit: 0,
  'phantom-hits': 1,
  'no-effect': 2,
  explosion: 3,
};

export class BombardTool extends M2mTool {
  readonly id = 'bombard';
  readonly title = 'Bombard';
  readonly sectionsUsed: readonly SectionId[] = ['gunnes'];
  readonly fields: readonly FieldSpec[] = [
    { key: 'experience', label: 'Crew’s experience', kind: 'choice', options: experienceChoices },
    { key: 'range', label: 'Range (inches)', kind: 'number' },
  ];

  constructor(seed?: number) {
    super({ experience: 'seasoned', range: 12 });
    this.dice.push({
      name: 'Plus die, then minus die',
      entry: new FacesEntry(() => twoD6, { field: 'dice', rule: 'gunnes', seed }),
    });
  }

  readonly result: Result<ToolAnswer> = $derived.by(() => this.answer());

  answer(): Result<ToolAnswer> {
    const blank = this.checkNumbers('gunnes');
    if (blank) return { ok: false, error: blank };
    const input: BombardInput = {
      experience: this.text('experience') as Experience,
      range: this.number('range'),
    };
    const odds = bombardOdds(input);
    if (!odds.ok) return odds;
    const faces = this.faces?.[0];
    const rolled = faces ? resolveBombard(input, { plus: faces[0]!, minus: faces[1]! }) : undefined;
    if (rolled && !rolled.ok) return rolled;
    const list = listOutcomes(
      odds.value,
      (a, b) => rank[a.effect] - rank[b.effect] || b.phantomHits - a.phantomHits,
    );
    const key = (o: BombardOutcome) => `${o.effect}${o.phantomHits}`;
    const rows = list.map((o) => ({
      key: key(o.value),
      label: describe(o.value),
      detail: effectNames[o.value.effect],
      chance: o.chance,
      current: rolled !== undefined && key(rolled.value) === key(o.value),
    }));
    const base = { caption: 'Every effect of a shot', heading: 'Effect', rows, over: 36n };
    const chanceOfEffect = (effect: BombardEffect) =>
      list.filter((o) => o.value.effect === effect).map((o) => o.chance);
    if (!rolled) {
      const [hit] = chanceOfEffect('hit');
      const [explodes] = chanceOfEffect('explosion');
      return ok({
        ...base,
        answer: `Hit ${hit ? formatPercent(hit) : '0%'} · explodes ${explodes ? formatPercent(explodes) : '0%'}`,
        chance: undefined,
        steps: [],
        rolled: false,
      });
    }
    const row = rows.find((r) => r.current);
    return ok({
      ...base,
      answer: `Net ${rolled.value.net}: ${describe(rolled.value)}`,
      chance: row && `This effect: ${formatOdds(row.chance)} before the roll`,
      steps: viewSteps(rolled.value.steps),
      rolled: true,
    });
  }
}
