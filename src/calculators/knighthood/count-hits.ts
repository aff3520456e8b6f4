/**
 * Hits counted as players count them, beside reading each die: a box swaps a
 * unit's dice for one number, the hits scored, which the engine checks against
 * the dice rolled (readCountedHits) and reports at its field.
 */
import type { FieldSpec, FieldValue } from '../kit/tool-state.svelte.ts';

/** The box, then the count once the box is ticked; `who` begins each label ("Side a: "). */
export function countHitsFields(prefix: string, who: string, counting: boolean): FieldSpec[] {
  const label = (text: string) => (who ? `${who}${text}` : text[0]!.toUpperCase() + text.slice(1));
  return [
    {
      key: `${prefix}countHits`,
      label: label('count the hits instead of each die'),
      kind: 'check',
    },
    ...(counting
      ? [
          {
            key: `${prefix}hits`,
            label: label('hits scored'),
            kind: 'number',
            optional: true,
          } as const,
        ]
      : []),
  ];
}

export function countHitsDefaults(prefix: string): Record<string, FieldValue> {
  return { [`${prefix}countHits`]: false, [`${prefix}hits`]: Number.NaN };
}
