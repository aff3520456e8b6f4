/** Wires the register's reading switches on a page that has them; other pages load nothing. */
export function initReadingSwitches() {
  const switches = [...document.querySelectorAll<HTMLElement>('[data-reading-switch]')];
  if (switches.length > 0)
    void import('../lib/errata/reading-switches.ts').then((m) => m.wireReadingSwitches(switches));
}
