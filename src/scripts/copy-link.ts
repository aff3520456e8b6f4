/**
 * Copy-link buttons beside rule numbers: copies the rule's permanent link. The link is
 * read off the page (the rule's anchor and the article's rulebook) rather than written
 * into every button, which kept about 0.3 KB of compressed HTML off a long chapter.
 */
import { rulePermalink } from '../lib/content/page-paths.ts';
import { ruleOfAnchor } from '../lib/content/rule-numbers.ts';

const status = () => document.querySelector<HTMLElement>('[data-copy-status]');

export function initCopyLinks() {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button.copy-link');
    const rule = ruleOfAnchor(button?.closest('[id]')?.id ?? '');
    const rulebook = button?.closest<HTMLElement>('[data-rulebook]')?.dataset['rulebook'];
    if (!button || !rule || !rulebook) return;
    const url = new URL(rulePermalink(rulebook, rule), location.origin).href;
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
