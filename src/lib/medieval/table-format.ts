/**
 * Wording for the engine's tables on the page: labels and explanations of
 * cells. Presentation only — every value comes from engine/ data.
 */
import type {
  CombatResult,
  FireTable,
  SideEffect,
  MoveCost,
  TerrainCombat,
  TestCategory,
} from '../../../engine/medieval/index.ts';

export const categoryLabels: Record<TestCategory, string> = {
  'heavy-cavalry': 'Heavy cavalry (armor 2)',
  cavalry: 'Cavalry (armor 1)',
  'light-cavalry': 'Light cavalry (armor 0)',
  'heavy-infantry': 'Heavy infantry (armor 2)',
  infantry: 'Infantry (armor 1)',
  other: 'Other',
};

/** 1, 2, 3, 11, 12 → "1–3, 11–12"; [] → "–". */
export function formatFaces(faces: readonly number[]): string {
  if (faces.length === 0) return '–';
  const runs: string[] = [];
  let start = faces[0] ?? 0;
  let previous = start;
  for (const face of [...faces.slice(1), Number.NaN]) {
    if (face === previous + 1) {
      previous = face;
      continue;
    }
    runs.push(start === previous ? String(start) : `${start}–${previous}`);
    start = face;
    previous = face;
  }
  return runs.join(', ');
}

const fraction = (mp: number) =>
  mp === 0.5 ? '½' : Math.abs(mp - 1 / 3) < 1e-9 ? '⅓' : String(mp);

export function formatMoveCost(cost: MoveCost | undefined): string {
  if (!cost) return '';
  switch (cost.kind) {
    case 'mp':
      return fraction(cost.mp);
    case 'extra':
      return `+${fraction(cost.mp)}`;
    case 'road':
      return `${fraction(cost.mp)} per hex`;
    case 'none':
      return '–';
    case 'prohibited':
      return 'prohibited';
  }
}

export function formatTerrainCombat(effect: TerrainCombat): string {
  switch (effect.kind) {
    case 'none':
      return '–';
    case 'shift':
      return String(effect.shift);
    case 'attacker-halved':
      return '½ A';
  }
}

function describeSide(side: SideEffect, who: string, breaks: string): string[] {
  const parts: string[] = [];
  if (side.loss > 0) parts.push(`${who} loses ${side.loss} SP`);
  if (side.retreat > 0)
    parts.push(`${who} retreats ${side.retreat} hex${side.retreat > 1 ? 'es' : ''}`);
  if (side.breaks) parts.push(`${who} ${breaks}`);
  return parts;
}

/** "attacker loses 1 SP; defender retreats 2 hexes" — the meaning of a cell. */
export function describeCombatResult(
  result: CombatResult,
  outcome: 'scatter' | 'disorganization',
): string {
  const breaks = outcome === 'scatter' ? 'scatters' : 'is disorganized';
  const parts = [
    ...describeSide(result.attacker, 'attacker', breaks),
    ...describeSide(result.defender, 'defender', breaks),
  ];
  return parts.length > 0 ? parts.join('; ') : 'no effect';
}

/** The SP losses a fire cell prints ("-1R" → 1), or undefined for none. */
const lossIn = (cell: string) => /^-(\d)/.exec(cell)?.[1];

/**
 * The legend under a fire table, one entry per kind of cell it has: the SP
 * losses it prints, then each printed mark that appears in a cell.
 */
export function fireLegend(table: FireTable): { code: string; meaning: string }[] {
  const cells = table.rows.flatMap((row) => row.cells);
  const losses = [...new Set(cells.map(lossIn).filter((n) => n !== undefined))].sort();
  const marks = new Set(cells.map((cell) => cell.replace(/^-\d/, '')));
  return [
    ...(losses.length > 0
      ? [
          {
            code: losses.map((n) => `-${n}`).join(', '),
            meaning: `the target loses ${losses.join(' or ')} SP.`,
          },
        ]
      : []),
    ...Object.entries(table.legend)
      .filter(([code]) => marks.has(code))
      .map(([code, meaning]) => ({ code, meaning })),
  ];
}
