/** Copy-link buttons beside rule numbers: copies the rule's permanent link. */
const status = () => document.querySelector<HTMLElement>('[data-copy-status]');

export function initCopyLinks() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-copy]',
    );
    if (!button) return;
    const url = new URL(button.dataset['copy'] ?? '', location.origin).href;
    const done = (state: 'copied' | 'failed', message: string) => {
      button.dataset['state'] = state;
      const live = status();
      if (live) live.textContent = message;
      setTimeout(() => delete button.dataset['state'], 2000);
    };
    navigator.clipboard.writeText(url).then(
      () => done('copied', `Link copied: ${url}`),
      () => done('failed', `Could not copy. The link is ${url}`),
    );
  });
}
