/**
 * Registers the service worker (dist/sw.js, written after the build) and
 * keeps the footer's status line true. The worker precaches the site's shell;
 * this page then asks it to save the page's own book, and every book unless
 * the connection asks to save data (Save-Data, or a 2g link): then a button
 * offers the rest. It says what is saved ("This book", "Every book") only
 * once the worker has it, counts files while saving, says in one line why
 * saving stopped, and shows a Reload button when a new version is waiting.
 */
import { messageSW, Workbox } from 'workbox-window';
import type { SaveProgress, SaveRequest, SaveResult } from '../offline/offline-groups.ts';

type OfflineState = 'saving' | 'book-ready' | 'ready' | 'failed' | 'update' | 'unavailable';

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether this connection may download every book without asking. */
function connectionAllowsAll(): boolean {
  const connection = (navigator as { connection?: Connection }).connection;
  return !connection?.saveData && !/2g$/.test(connection?.effectiveType ?? '');
}

/** What the page's own group is, in words. */
function describeGroup(group: string | null): string {
  if (group === null) return 'This page';
  return group.startsWith('compare/') ? 'This comparison' : 'This book';
}

export async function registerWorker(root: HTMLElement, base: string): Promise<void> {
  const message = root.querySelector<HTMLElement>('[role="status"]');
  const reload = root.querySelector<HTMLButtonElement>('[data-offline-reload]');
  const saveAll = root.querySelector<HTMLButtonElement>('[data-offline-save]');
  if (!message || !reload || !saveAll) return;
  const show = (state: OfflineState, text: string, saveLabel?: string) => {
    // A waiting version stays said until the reader reloads.
    if (root.dataset['state'] === 'update' && state !== 'update') return;
    root.dataset['state'] = state;
    message.textContent = text;
    reload.hidden = state !== 'update';
    saveAll.hidden = saveLabel === undefined;
    if (saveLabel !== undefined) saveAll.textContent = saveLabel;
  };

  const worker = new Workbox(`${base}sw.js`, { scope: base });
  worker.addEventListener('waiting', () => show('update', 'A new version of the site is ready.'));
  reload.addEventListener('click', () => {
    worker.addEventListener('controlling', () => location.reload());
    worker.messageSkipWaiting();
  });
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<SaveProgress>) => {
    const { type, done, total } = event.data;
    if (type === 'OFFLINE_PROGRESS' && root.dataset['state'] === 'saving' && done < total)
      show('saving', `Saving… ${done} of ${total} files`);
  });

  const save = async (every: boolean) => {
    show(
      'saving',
      every ? 'Saving every book for offline reading…' : 'Saving this book for offline reading…',
    );
    const active = (await navigator.serviceWorker.ready).active;
    const request: SaveRequest = { type: 'SAVE_OFFLINE', page: location.href, every };
    const result = active
      ? ((await messageSW(active, request).catch(() => undefined)) as SaveResult | undefined)
      : undefined;
    if (!result || result.failure !== null || !Array.isArray(result.saved)) {
      const why = result?.failure ?? 'the service worker did not answer';
      show('failed', `Saving for offline reading stopped: ${why}.`, 'Try again');
      saveAll.dataset['every'] = String(every);
      return;
    }
    const saved = new Set(result.saved);
    if (result.groups.every((group) => saved.has(group))) {
      show('ready', 'Every book is ready offline.');
    } else if (result.pageGroup === null || saved.has(result.pageGroup)) {
      show(
        'book-ready',
        `${describeGroup(result.pageGroup)} is ready offline.`,
        'Make every book available offline',
      );
      saveAll.dataset['every'] = 'true';
    } else {
      show('failed', 'Saving for offline reading stopped before this book was whole.', 'Try again');
      saveAll.dataset['every'] = String(every);
    }
  };
  saveAll.addEventListener('click', () => void save(saveAll.dataset['every'] === 'true'));

  const registration = await worker.register({ immediate: true }).catch(() => undefined);
  if (!registration) {
    show('unavailable', 'This browser cannot keep the site for offline reading.');
    return;
  }
  await save(connectionAllowsAll());
}
