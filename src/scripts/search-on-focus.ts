/** The search code loads when the box is first focused, so reading a page costs little JS. */
export function loadSearchOnFocus() {
  for (const root of document.querySelectorAll<HTMLElement>('[data-search]')) {
    root.addEventListener(
      'focusin',
      () => void import('./site-search.ts').then((m) => m.initSearch(root)),
      { once: true },
    );
  }
}
