/**
 * Registers the service worker (dist/sw.js, written after the build) and
 * keeps the footer's status line true: saving for offline reading, ready
 * offline, or a new version waiting with a button that reloads into it.
 */
import { Workbox } from 'workbox-window';

const messages = {
  saving: 'Saving the site for offline reading…',
  ready: 'Ready offline: every page and the search work without a network.',
  update: 'A new version of the site is ready.',
} as const;

type OfflineState = keyof typeof messages;

export async function registerWorker(root: HTMLElement, base: string): Promise<void> {
  const message = root.querySelector<HTMLElement>('[role="status"]');
  const reload = root.querySelector<HTMLButtonElement>('[data-offline-reload]');
  if (!message || !reload) return;
  const show = (state: OfflineState) => {
    root.dataset['state'] = state;
    message.textContent = messages[state];
    reload.hidden = state !== 'update';
  };
  const worker = new Workbox(`${base}sw.js`, { scope: base });
  worker.addEventListener('waiting', () => show('update'));
  // The first version activates once everything is cached; later ones wait for the button.
  worker.addEventListener('activated', (event) => {
    if (!event.isUpdate) show('ready');
  });
  reload.addEventListener('click', () => {
    worker.addEventListener('controlling', () => location.reload());
    worker.messageSkipWaiting();
  });
  const registration = await worker.register({ immediate: true }).catch(() => undefined);
  if (!registration || root.dataset['state'] !== 'idle') return;
  if (registration.active) show('ready');
  else if (registration.installing) show('saving');
}
