/** The terrains a movement tool offers, as the combat calculator names them. */
import { terrains } from '../combat/combat-draft.ts';
import type { Choice } from '../../kit/tool-state.svelte.ts';

export const terrainChoices: readonly Choice[] = terrains.map((t) => ({ value: t, label: t }));
