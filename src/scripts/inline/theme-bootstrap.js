// Sets the theme before first paint: a remembered choice wins, else the system setting.
(() => {
  let stored = null;
  try {
    stored = localStorage.getItem('theme');
  } catch {
    /* storage may be blocked; fall back to the system setting */
  }
  const dark = stored ? stored === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
