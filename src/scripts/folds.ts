/** Wires the folded sections of a page that has them (Fold.astro); other pages load nothing. */
export function initFolds() {
  const folds = [...document.querySelectorAll<HTMLDetailsElement>('details[data-fold]')];
  if (folds.length === 0) return;
  // Folds low on the page (table-side tools) fold now rather than while the page is parsed.
  if (!document.documentElement.hasAttribute('data-folded')) void import('./inline/fold-open.js');
  void import('./keep-folds.ts').then((m) => m.keepFolds(folds));
}
