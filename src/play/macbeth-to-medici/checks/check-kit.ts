/** What a check needs, loaded as one chunk on the first check: the calculators stay off the page's first load. */
export { default as CheckPanel } from './CheckPanel.svelte';
export { CheckSession, type CheckRequest } from './check-session.svelte.ts';
