/** The Top button shows once the reader is well down the page and opens the on-this-page list. */
export function initBackToTop() {
  const button = document.querySelector<HTMLElement>('[data-back-to-top]');
  if (!button) return;
  const update = () => (button.dataset['state'] = scrollY > innerHeight * 1.5 ? 'shown' : 'hidden');
  addEventListener('scroll', update, { passive: true });
  // No first call: reading scrollY at load forces a layout of the whole page, and a page
  // opened lower down (a link to a rule, a reload) fires a scroll event on its own.
  button.addEventListener('click', () => {
    const list = document.getElementById('on-this-page');
    if (list instanceof HTMLDetailsElement) list.open = true;
  });
}
