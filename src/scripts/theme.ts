/** Keeps the theme toggle, `<html data-theme>` and the remembered choice in step. */
type Theme = 'light' | 'dark';

const storageKey = 'theme';

function remembered(): Theme | undefined {
  try {
    const value = localStorage.getItem(storageKey);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

function apply(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.setAttribute('aria-pressed', String(theme === 'dark'));
  }
}

export function initThemeToggle() {
  const system = matchMedia('(prefers-color-scheme: dark)');
  apply(remembered() ?? (system.matches ? 'dark' : 'light'));
  system.addEventListener('change', (event) => {
    if (!remembered()) apply(event.matches ? 'dark' : 'light');
  });
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const next: Theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
      try {
        localStorage.setItem(storageKey, next);
      } catch {
        /* the choice then lasts for this page only */
      }
      apply(next);
    });
  }
}
