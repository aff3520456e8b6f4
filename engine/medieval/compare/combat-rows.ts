/**
 * One combat's analyses under several editions lined up row by row: each
 * side's CMs by what grants them (the same rule printed under different
 * numbers lines up), the ratio, the final column and the odds of each kind of
 * result. It takes the analyses from its caller, so the calculator's lazily
 * loaded panel reuses the combat code the page already has.
 */
import { formatOver, sum, toNumber, type Probability } from '../../core/probability.ts';
import { type InputError, type Result } from '../../core/result.ts';
import type { CombatInput } from '../combat/input.ts';
import type { Modifier } from '../combat/modifiers.ts';
import type { CombatAnalysis } from '../combat/resolve-combat.ts';
import type { CombatResult } from '../combat/results.ts';
import { editions, type EditionProfile } from '../editions/editions.ts';
import { ruleNumber, type RuleKey } from '../editions/rule-map.ts';
import type { EditionId } from '../types.ts';

/** One edition's side of a compared row. */
export interface ComparedCell {
  /** What the reader sees: "+4 CM", "5:1", "25/36 · 69.4%", or why there is no number. */
  text: string;
  /** The exact value behind the text, when it is a chance. */
  chance?: Probability;
  /** The value behind the text, when it is a count or a column step. */
  value?: number;
  /** The edition's rule for this row; null where the edition prints none. */
  rule: string | null;
}

export interface ComparedRow {
  id: string;
  label: string;
  /** One cell per edition, in the order asked for. */
  cells: ComparedCell[];
  /** The editions do not all agree on this row. */
  differs: boolean;
}

/** A feature of the situation an edition does not have (a shiltron in Kosovo). */
export interface MissingFeature {
  feature: string;
  /** Where an edition that has it prints it. */
  rule: { edition: EditionId; number: string };
}

export interface EditionCombat {
  edition: EditionId;
  title: string;
  /** Set when the edition lacks something the situation uses: then it has no numbers. */
  missing: MissingFeature[];
  analysis?: CombatAnalysis;
  /** The edition's own check of the situation failed. */
  error?: InputError;
}

export interface CombatComparison {
  editions: EditionCombat[];
  rows: ComparedRow[];
}

/** Where the CMs come from, by the rule keys that grant them in every edition. */
const modifierSources: readonly { id: string; label: string; keys: readonly RuleKey[] }[] = [
  { id: 'armor', label: 'armor', keys: ['combat.armor'] },
  { id: 'charge', label: 'charge factor', keys: ['combat.cfCm', 'combat.cfCmCap'] },
  { id: 'rear', label: 'rear attack', keys: ['combat.rearAttack'] },
  { id: 'opposing', label: 'opposing directions', keys: ['combat.opposingDirections'] },
  { id: 'leader', label: 'leader', keys: ['leaders.onHex', 'leaders.inRange'] },
  { id: 'banner', label: 'banner', keys: ['combat.banner'] },
  { id: 'morale', label: 'MORALE', keys: ['combat.moraleCm'] },
  { id: 'terrain', label: 'terrain', keys: ['combat.terrain'] },
  { id: 'ranged', label: 'ranged units', keys: ['fire.rangedCm'] },
  { id: 'disorganized', label: 'enemy disorganized', keys: ['combat.mostlyDisorganized'] },
  { id: 'palisade', label: 'palisade', keys: ['combat.palisade'] },
  { id: 'wall', label: 'Wall of Shields', keys: ['sections.hastings'] },
];

/** The kinds of result a COMBAT TABLE cell can hold, for the odds rows. */
export const resultKinds: readonly {
  id: string;
  label: string;
  holds: (r: CombatResult) => boolean;
}[] = [
  { id: 'defender-retreats', label: 'defender retreats', holds: (r) => r.defender.retreat > 0 },
  { id: 'defender-loses', label: 'defender loses SP', holds: (r) => r.defender.loss > 0 },
  { id: 'defender-breaks', label: 'defender breaks outright', holds: (r) => r.defender.breaks },
  { id: 'attacker-retreats', label: 'attacker retreats', holds: (r) => r.attacker.retreat > 0 },
  { id: 'attacker-loses', label: 'attacker loses SP', holds: (r) => r.attacker.loss > 0 },
  { id: 'attacker-breaks', label: 'attacker breaks outright', holds: (r) => r.attacker.breaks },
];

/** "25/36 · 69.4%": the exact chance over 36 (or in lowest terms) and its percentage. */
export function showChance(p: Probability, over = 36): string {
  const percent = toNumber(p) * 100;
  const shown = percent === 0 || percent === 100 ? percent.toFixed(0) : percent.toFixed(1);
  return `${formatOver(p, over)} · ${shown}%`;
}

function sourceOf(edition: EditionProfile, modifier: Modifier) {
  return modifierSources.find((s) =>
    s.keys.some((k) => ruleNumber(edition.rules, k) === modifier.rule),
  );
}

/** The features of a situation an edition lacks, each with where another edition prints it. */
export function findMissing(input: CombatInput, edition: EditionProfile): MissingFeature[] {
  const units = [...input.attacker.units, ...input.defender.units];
  const uses = [
    {
      feature: 'shiltron',
      used: units.some((u) => u.shiltron),
      has: 'shiltron',
      key: 'combat.shiltronDoubled',
    },
    {
      feature: 'disorganization',
      used: units.some((u) => u.disorganized),
      has: 'disorganization',
      key: 'combat.disorganizedHalved',
    },
    {
      feature: 'palisade',
      used: input.defender.palisade === true,
      has: 'palisade',
      key: 'combat.palisade',
    },
    {
      feature: 'Wall of Shields',
      used: input.defender.wallOfShields === true,
      has: 'wallOfShields',
      key: 'sections.hastings',
    },
  ] as const;
  const missing: MissingFeature[] = [];
  for (const use of uses) {
    if (!use.used || edition.has[use.has]) continue;
    const holder = editions.find((e) => e.has[use.has]);
    const number = holder ? ruleNumber(holder.rules, use.key) : null;
    if (holder && number)
      missing.push({ feature: use.feature, rule: { edition: holder.id, number } });
  }
  return missing;
}

function row(id: string, label: string, cells: ComparedCell[]): ComparedRow {
  const first = cells[0]?.text;
  return { id, label, cells, differs: cells.some((c) => c.text !== first) };
}

const noNumber = (edition: EditionCombat): ComparedCell => ({
  text: edition.missing.length > 0 ? `no ${edition.missing[0]!.feature}` : 'not possible',
  rule: null,
});

function modifierRows(worked: readonly EditionCombat[], profiles: readonly EditionProfile[]) {
  const rows: ComparedRow[] = [];
  for (const side of ['attacker', 'defender'] as const) {
    const found = worked.map((w, i) =>
      (w.analysis?.modifiers[side].modifiers ?? []).map((m) => ({
        m,
        source: sourceOf(profiles[i]!, m),
      })),
    );
    const ids = [...new Set(found.flat().map(({ m, source }) => source?.id ?? m.source))];
    for (const id of ids) {
      const source = modifierSources.find((s) => s.id === id);
      const cells = worked.map((w, i): ComparedCell => {
        if (!w.analysis) return noNumber(w);
        const hit = found[i]!.find(({ m, source: s }) => (s?.id ?? m.source) === id);
        if (hit) return { text: `+${hit.m.cm} CM`, value: hit.m.cm, rule: hit.m.rule };
        return {
          text: 'none',
          value: 0,
          // The rule an edition would grant it under, where it grants none here.
          rule: source ? ruleNumber(profiles[i]!.rules, source.keys[0]!) : null,
        };
      });
      rows.push(
        row(
          `${side}-cm-${id}`,
          `${side === 'attacker' ? 'Attacker' : 'Defender'} CM: ${source?.label ?? id}`,
          cells,
        ),
      );
    }
    const totals = worked.map((w, i): ComparedCell =>
      w.analysis
        ? {
            text: `+${w.analysis.modifiers[side].total} CM`,
            value: w.analysis.modifiers[side].total,
            rule: profiles[i]!.rules.combat.ratioShift,
          }
        : noNumber(w),
    );
    rows.push(
      row(
        `${side}-cm-total`,
        `${side === 'attacker' ? 'Attacker' : 'Defender'} CMs in all`,
        totals,
      ),
    );
  }
  return rows;
}

/** The chance of each kind of result at the analysed column. */
export function resultOdds(
  analysis: CombatAnalysis,
  holds: (r: CombatResult) => boolean,
): Probability {
  return sum(analysis.outcomes.filter((o) => holds(o.result)).map((o) => o.chance));
}

/**
 * 5.1.1 under each edition given: every CM by its source, the initial ratio,
 * the final column (1.5) and the chance of each kind of result on the
 * edition's COMBAT TABLE. An edition that lacks a feature the situation uses
 * is not analysed: it gets no numbers, only what it lacks.
 */
export function lineUpCombats(
  input: CombatInput,
  profiles: readonly EditionProfile[],
  analyse: (edition: EditionProfile) => Result<CombatAnalysis>,
): CombatComparison {
  const worked = profiles.map((edition): EditionCombat => {
    const missing = findMissing(input, edition);
    const base = { edition: edition.id, title: edition.title, missing };
    if (missing.length > 0) return base;
    const analysis = analyse(edition);
    return analysis.ok ? { ...base, analysis: analysis.value } : { ...base, error: analysis.error };
  });
  const cellOf = (pick: (a: CombatAnalysis, e: EditionProfile) => ComparedCell) =>
    worked.map((w, i) => (w.analysis ? pick(w.analysis, profiles[i]!) : noNumber(w)));
  const rows = [
    ...modifierRows(worked, profiles),
    row(
      'initial-ratio',
      'Initial ratio',
      cellOf((a, e) => ({
        text: a.ratio.initial.label,
        value: a.ratio.initial.step,
        rule: e.rules.combat.strength,
      })),
    ),
    row(
      'column',
      'Final column',
      cellOf((a, e) => ({
        text: a.ratio.final.label,
        value: a.column,
        rule: e.rules.combat.ratioShift,
      })),
    ),
    ...resultKinds.map((kind) =>
      row(
        kind.id,
        `P(${kind.label})`,
        cellOf((a, e) => {
          const p = resultOdds(a, kind.holds);
          return { text: showChance(p), chance: p, rule: e.rules.tables.combat };
        }),
      ),
    ),
  ];
  return { editions: worked, rows };
}
