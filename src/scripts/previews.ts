/**
 * Previews of rule references and glossary terms: hover, keyboard focus or a
 * tap shows the target's text; a preview can be pinned, and a link inside it
 * opens the next preview, with Back to return. The target is read from its
 * page (fetched once) so the preview is exactly the published rule.
 */
import { previewLinks as selector } from './preview-trigger.ts';

const pages = new Map<string, Promise<Document>>();
let panel: HTMLElement | undefined;
let body: HTMLElement;
let title: HTMLElement;
let go: HTMLAnchorElement;
let back: HTMLButtonElement;
let pin: HTMLButtonElement;
let trail: HTMLAnchorElement[] = [];
let closeTimer = 0;

function page(path: string): Promise<Document> {
  let doc = pages.get(path);
  if (!doc) {
    doc = fetch(path)
      .then((r) => r.text())
      .then((html) => new DOMParser().parseFromString(html, 'text/html'));
    pages.set(path, doc);
  }
  return doc;
}

async function targetOf(link: HTMLAnchorElement): Promise<Element | null> {
  const url = new URL(link.href);
  const id = decodeURIComponent(url.hash.slice(1));
  const doc = url.pathname === location.pathname ? document : await page(url.pathname);
  return doc.getElementById(id);
}

function button(label: string, text: string, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  b.setAttribute('aria-label', label);
  b.textContent = text;
  b.addEventListener('click', onClick);
  return b;
}

function build(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'preview';
  el.setAttribute('role', 'dialog');
  // The dialog is named by its title: "Rule 5.1.1", or the glossary term.
  el.setAttribute('aria-labelledby', 'preview-title');
  el.hidden = true;
  const head = document.createElement('div');
  head.className = 'preview-head';
  title = document.createElement('p');
  title.id = 'preview-title';
  title.className = 'preview-title';
  back = button('Back to the previous preview', '←', () => {
    trail.pop();
    const previous = trail.pop();
    if (previous) void show(previous);
  });
  pin = button('Pin this preview', 'Pin', () => {
    el.dataset['state'] = el.dataset['state'] === 'pinned' ? 'open' : 'pinned';
    pin.setAttribute('aria-pressed', String(el.dataset['state'] === 'pinned'));
  });
  pin.setAttribute('aria-pressed', 'false');
  head.append(back, title, pin, button('Close the preview', '×', close));
  body = document.createElement('div');
  body.className = 'preview-body';
  go = document.createElement('a');
  go.className = 'preview-go';
  el.append(head, body, go);
  el.addEventListener('pointerenter', () => clearTimeout(closeTimer));
  el.addEventListener('pointerleave', () => later());
  document.body.append(el);
  return el;
}

function close() {
  if (!panel) return;
  panel.hidden = true;
  panel.dataset['state'] = 'closed';
  pin.setAttribute('aria-pressed', 'false');
  trail = [];
}

function later() {
  clearTimeout(closeTimer);
  closeTimer = window.setTimeout(() => {
    if (panel?.dataset['state'] !== 'pinned' && !panel?.contains(document.activeElement)) close();
  }, 300);
}

function place(link: HTMLAnchorElement) {
  if (!panel || matchMedia('(max-width: 40rem)').matches) return;
  const box = link.getBoundingClientRect();
  // Below the link if it fits, else above it (clear of the sticky header), else below and scrolling.
  const below = innerHeight - box.bottom - 16;
  const above = box.top - 88;
  panel.style.maxHeight = '';
  const height = panel.offsetHeight;
  const up = height > below && height <= above;
  if (!up && height > below) panel.style.maxHeight = `${Math.max(160, below)}px`;
  const top = up ? box.top - height - 8 : box.bottom + 8;
  panel.style.top = `${top + scrollY}px`;
  panel.style.left = `${Math.max(8, Math.min(box.left + scrollX, scrollX + innerWidth - panel.offsetWidth - 8))}px`;
}

async function show(link: HTMLAnchorElement) {
  panel ??= build();
  clearTimeout(closeTimer);
  const target = await targetOf(link).catch(() => null);
  if (!target) return;
  // A section heading previews its first paragraphs too.
  const parts: Element[] = [target];
  // A glossary term previews its definition, kept in a list of its own (dt and dd need a dl).
  if (target.tagName === 'DT') {
    const list = document.createElement('dl');
    list.append(target.cloneNode(true));
    if (target.nextElementSibling?.tagName === 'DD')
      list.append(target.nextElementSibling.cloneNode(true));
    parts[0] = list;
  }
  const level = /^H(\d)$/.exec(target.tagName)?.[1];
  for (
    let next = target.nextElementSibling;
    level && next && parts.length < 4;
    next = next.nextElementSibling
  ) {
    const other = /^H(\d)$/.exec(next.tagName)?.[1];
    if (other && other <= level) break;
    // Calculators and their scripts are not text to preview.
    if (!/^(SCRIPT|STYLE|ASTRO-ISLAND)$/.test(next.tagName)) parts.push(next);
  }
  const copies = parts.map((part) => {
    const copy = part.cloneNode(true) as Element;
    copy.querySelectorAll('button').forEach((el) => el.remove());
    [copy, ...copy.querySelectorAll('[id]')].forEach((el) => el.removeAttribute('id'));
    return copy;
  });
  body.replaceChildren(...copies);
  // A section reference carries its section's title; a rule number is named by its number.
  const name = link.classList.contains('glossary-term')
    ? link.textContent
    : (link.dataset['ruleTitle'] ?? `Rule ${link.textContent}`);
  title.textContent = name ?? '';
  go.href = link.href;
  go.textContent = link.classList.contains('glossary-term')
    ? 'Open the glossary'
    : 'Go to the rule';
  if (trail.at(-1)?.href !== link.href) trail.push(link);
  back.hidden = trail.length < 2;
  if (panel.dataset['state'] !== 'pinned') panel.dataset['state'] = 'open';
  panel.hidden = false;
  if (!panel.contains(link)) place(link);
}

let opening = 0;

function onPointerOver(event: PointerEvent) {
  const link = (event.target as Element).closest<HTMLAnchorElement>(selector);
  // Inside a preview, a click (not a hover) opens the next one.
  if (!link || event.pointerType === 'touch' || panel?.contains(link)) return;
  clearTimeout(opening);
  opening = window.setTimeout(() => void show(link), 200);
  link.addEventListener('pointerleave', () => (clearTimeout(opening), later()), { once: true });
}

function onFocusIn(event: FocusEvent) {
  const link = (event.target as Element).closest<HTMLAnchorElement>(selector);
  if (link && !panel?.contains(link)) void show(link);
}

function onClick(event: PointerEvent) {
  const link = (event.target as Element).closest<HTMLAnchorElement>(selector);
  // A tap opens the preview (or the next one inside it); the preview's own link navigates.
  if (link && (event.pointerType === 'touch' || panel?.contains(link))) {
    event.preventDefault();
    void show(link);
  }
}

/**
 * Listens for preview links from now on; `first` is the event that loaded this
 * module (src/scripts/preview-trigger.ts), handled as if it came now, unless it
 * was a hover the pointer has already left.
 */
export function initPreviews(first?: Event) {
  document.addEventListener('pointerover', onPointerOver);
  document.addEventListener('focusin', onFocusIn);
  document.addEventListener('focusout', () => later());
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && panel && !panel.hidden) close();
  });
  const target = first?.target as Element | undefined;
  if (first?.type === 'pointerover' && target?.matches(':hover'))
    onPointerOver(first as PointerEvent);
  else if (first?.type === 'focusin' && target === document.activeElement)
    onFocusIn(first as FocusEvent);
  else if (first?.type === 'click') onClick(first as PointerEvent);
}
