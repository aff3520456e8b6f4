/**
 * The plus and minus dice of a combat random factor as the tools ask for them:
 * one set of faces per sign, counted by the engine's negation, and a unit's
 * causes of extra dice as check boxes.
 */
import { buildDice } from '../../../../engine/core/index.ts';
import {
  factorDice,
  type ExtraDieCause,
  type FactorInput,
  type FactorSection,
  type Readings,
} from '../../../../engine/macbeth-to-medici/index.ts';
import { FacesEntry } from '../../kit/faces-entry.svelte.ts';
import type { DiceSlot, FieldFold, FieldSpec } from '../../kit/tool-state.svelte.ts';

/** Two slots, plus and minus dice, whose counts follow the factor's input and the readings. */
export function factorDiceSlots(
  prefix: string,
  name: string,
  factor: () => FactorInput | undefined,
  readings: () => Readings,
  section: FactorSection,
  seed?: number,
): DiceSlot[] {
  return (['plus', 'minus'] as const).map((sign, i) => ({
    name: `${name}${sign === 'plus' ? 'Plus' : 'Minus'} dice`,
    entry: new FacesEntry(
      () => {
        const input = factor();
        if (!input) return buildDice();
        return factorDice(input, readings())[sign];
      },
      { field: `${prefix}${sign}`, rule: section, seed: seed === undefined ? undefined : seed + i },
    ),
  }));
}

/** One check box per cause of an extra die, keyed `<prefix>cause.<id>`. */
export function causeFields(
  prefix: string,
  causes: readonly ExtraDieCause[],
  fold?: FieldFold,
): FieldSpec[] {
  return causes.map((c) => ({
    key: `${prefix}cause.${c.id}`,
    label: `${c.label} (${c.sign === 'plus' ? '+' : '−'} die)`,
    kind: 'check' as const,
    ...(fold ? { fold } : {}),
  }));
}

/** The ids of the causes ticked. */
export function causesTicked(
  prefix: string,
  causes: readonly ExtraDieCause[],
  flag: (key: string) => boolean,
): string[] {
  return causes.filter((c) => flag(`${prefix}cause.${c.id}`)).map((c) => c.id);
}

/** Each cause unticked, for the defaults. */
export function causeDefaults(prefix: string, causes: readonly ExtraDieCause[]) {
  return Object.fromEntries(causes.map((c) => [`${prefix}cause.${c.id}`, false]));
}
