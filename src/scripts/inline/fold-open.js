// Folds a long page's sections on a phone. Where folds sit near the top it runs inline right after
// the last one (FoldScript.astro), so nothing jumps once the page shows; elsewhere folds.ts loads it.
// A fold stays open on wide screens, where the reader opened it before (keep-folds.ts keeps
// "folds:<path>"), where the address points into it, or where a link carries its tool's values.
(() => {
  // A page folds once: a fold opened since (by the reader, or a test standing in) stays open.
  if (document.documentElement.hasAttribute('data-folded')) return;
  document.documentElement.setAttribute('data-folded', '');
  if (matchMedia('(min-width: 48rem)').matches) return;
  let kept = [];
  try {
    kept = JSON.parse(localStorage.getItem('folds:' + location.pathname) || '[]');
  } catch {
    /* storage may be blocked or spoiled: every section starts folded */
  }
  if (!Array.isArray(kept)) kept = [];
  let target = null;
  try {
    target = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
  } catch {
    /* a malformed address points nowhere */
  }
  const keys = [...new URLSearchParams(location.search).keys()];
  for (const fold of document.querySelectorAll('details[data-fold]')) {
    const tool = fold.getAttribute('data-fold-tool');
    const linked = tool !== null && keys.some((key) => key.startsWith(tool + '.'));
    const opened = kept.includes(fold.getAttribute('data-fold'));
    if (!opened && !linked && !(target && fold.contains(target))) fold.open = false;
  }
})();
