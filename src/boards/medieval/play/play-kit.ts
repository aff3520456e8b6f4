/**
 * Play along as one chunk the board loads on first use (or when a game is
 * kept or linked), so a board that is only looked at stays light.
 */
export { PlayAlong } from './play-along.svelte.ts';
export { default as PlayPanel } from './PlayPanel.svelte';
export { default as PlayCombat } from './combat/PlayCombat.svelte';
export { default as CounterLayer } from '../CounterLayer.svelte';
