/**
 * Folded sections of long pages (Fold.astro): keeps which ones the reader
 * opened on a phone, under the key fold-open.js reads, and opens a fold
 * before a link on the page scrolls into it. Remembering is a convenience:
 * a storage fault leaves the page as it is.
 */
const narrow = () => !matchMedia('(min-width: 48rem)').matches;

/** Opens the fold around the element a fragment ("#r-5.4.1", percent-encoded or not) names. */
function openAround(hash: string) {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the fragment up as written.
  }
  const target = id ? document.getElementById(id) : null;
  const fold = target?.closest<HTMLDetailsElement>('details[data-fold]');
  if (fold) fold.open = true;
}

/** A tool's answer headline, copied beside its fold's title as the tool answers. */
function followAnswer(fold: HTMLDetailsElement) {
  const slot = fold.querySelector('[data-fold-answer]');
  if (!slot) return;
  const copy = () => {
    const answer = fold.querySelector('[data-answer]')?.textContent ?? '';
    // Only a change is written: the slot sits inside the fold it observes.
    if (slot.textContent !== answer) slot.textContent = answer;
  };
  new MutationObserver(copy).observe(fold, { childList: true, subtree: true, characterData: true });
  copy();
}

export function keepFolds(folds: readonly HTMLDetailsElement[]) {
  for (const fold of folds) followAnswer(fold);
  const key = `folds:${location.pathname}`;
  const remember = () => {
    if (!narrow()) return;
    try {
      const open = folds.filter((f) => f.open).map((f) => f.dataset['fold']);
      localStorage.setItem(key, JSON.stringify(open));
    } catch {
      // Private browsing or a full store: the folds simply start folded next time.
    }
  };
  for (const fold of folds) fold.addEventListener('toggle', remember);
  // Before the browser scrolls: a link into a folded section opens it first.
  document.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || link.pathname !== location.pathname) return;
    openAround(link.hash);
  });
  addEventListener('hashchange', () => openAround(location.hash));
}
