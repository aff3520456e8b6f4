// Served at the short link's own address: the book's rule index is two folders up.
// Inline: as a bundled entry this script made Vite regroup the calculators' shared chunks (+0.6 KB).
(async () => {
  const rule = /\/r\/([^/]+)\/$/.exec(location.pathname)?.[1];
  if (!rule) return;
  const rules = await fetch(new URL('../../rules.json', location.href))
    .then((r) => (r.ok ? r.json() : []))
    .catch(() => []);
  const number = decodeURIComponent(rule);
  const found = rules.find((entry) => entry.number === number);
  if (found) location.replace(found.href);
  else document.querySelector('[data-short-link]').textContent = `This book has no rule ${number}.`;
})();
