/**
 * The search box. Pagefind is imported the first time the reader types, so
 * pages that are only read never load the index. Rule numbers are looked up
 * in the rulebook's rule index (`/<rulebook>/rules.json`) and listed first.
 */
import { parseRuleQuery } from '../lib/rule-numbers.ts';

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  debouncedSearch(
    query: string,
    options: { filters?: Record<string, string> },
    wait: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}
interface RuleEntry {
  number: string;
  href: string;
  text: string;
}
interface Hit {
  href: string;
  title: string;
  /** Pagefind's excerpt: text with <mark> around the matched words. */
  excerpt: string;
  label?: string | undefined;
}

const pagefindUrl = '/pagefind/pagefind.js';
let pagefind: Promise<Pagefind> | undefined;
const ruleIndexes = new Map<string, Promise<RuleEntry[]>>();

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ pagefindUrl).then(async (module: Pagefind) => {
    await module.options({ excerptLength: 24 });
    return module;
  });
  return pagefind;
}

function loadRules(rulebook: string): Promise<RuleEntry[]> {
  let rules = ruleIndexes.get(rulebook);
  if (!rules) {
    rules = fetch(`/${rulebook}/rules.json`).then((r) =>
      r.ok ? (r.json() as Promise<RuleEntry[]>) : [],
    );
    ruleIndexes.set(rulebook, rules);
  }
  return rules;
}

/** Keeps Pagefind's <mark> highlights and nothing else from an excerpt. */
function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  return [...(doc.body.firstElementChild?.childNodes ?? [])].map((node) => {
    if (node.nodeName === 'MARK') {
      const mark = document.createElement('mark');
      mark.textContent = node.textContent;
      return mark;
    }
    return document.createTextNode(node.textContent ?? '');
  });
}

function renderHit(hit: Hit): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = hit.href;
  const title = document.createElement('span');
  title.className = 'search-hit-title';
  title.textContent = hit.title;
  link.append(title);
  if (hit.label) {
    const label = document.createElement('span');
    label.className = 'search-hit-label';
    label.textContent = hit.label;
    link.append(label);
  }
  const excerpt = document.createElement('span');
  excerpt.className = 'search-hit-excerpt';
  excerpt.append(...excerptNodes(hit.excerpt));
  link.append(excerpt);
  item.append(link);
  return item;
}

async function ruleHits(number: string, books: string[]): Promise<Hit[]> {
  const hits: Hit[] = [];
  for (const book of books) {
    const rule = (await loadRules(book)).find((r) => r.number === number);
    const title = document.querySelector(
      `[data-search-scope] option[value="${book}"]`,
    )?.textContent;
    if (rule) {
      hits.push({
        href: rule.href,
        title: `Rule ${rule.number}`,
        label: title?.trim() ?? book,
        excerpt: rule.text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`),
      });
    }
  }
  return hits;
}

export function initSearch(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const scope = root.querySelector<HTMLSelectElement>('[data-search-scope]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  if (!input || !scope || !panel || !status || !list) return;
  const current = root.dataset['rulebook'];
  const allBooks = [...scope.options].map((o) => o.value).filter(Boolean);

  const show = (message: string, hits: Hit[]) => {
    panel.hidden = false;
    status.textContent = message;
    list.replaceChildren(...hits.map(renderHit));
    root.dataset['state'] = hits.length > 0 ? 'results' : 'empty';
  };

  const run = async () => {
    const query = input.value.trim();
    if (!query) {
      panel.hidden = true;
      root.dataset['state'] = 'idle';
      return;
    }
    const chosen = scope.value;
    const ruleNumber = parseRuleQuery(query);
    // The current book's rule first, then the same number in the other books searched.
    const books = chosen
      ? [chosen]
      : [...new Set([current, ...allBooks].filter((b): b is string => !!b))];
    const rules = ruleNumber ? await ruleHits(ruleNumber, books) : [];
    let engine: Pagefind;
    try {
      engine = await loadPagefind();
    } catch {
      show(
        rules.length > 0
          ? 'Full-text search needs the built site (npm run build); rule numbers still work.'
          : 'Search is not available here: the index is made by npm run build (the dev server has none).',
        rules,
      );
      return;
    }
    const title = scope.selectedOptions[0]?.dataset['title'];
    const search = await engine.debouncedSearch(
      query,
      title ? { filters: { rulebook: title } } : {},
      150,
    );
    if (!search || input.value.trim() !== query) return;
    const pages = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
    const hits = [
      ...rules,
      ...pages.map((page) => ({
        href: page.url,
        title: page.meta.title ?? page.url,
        label: page.filters['rulebook']?.[0],
        excerpt: page.excerpt,
      })),
    ];
    show(hits.length === 0 ? `No results for “${query}”.` : `${hits.length} results`, hits);
  };

  input.addEventListener('input', () => void run());
  scope.addEventListener('change', () => void run());
  input.addEventListener('focus', () => void loadPagefind().catch(() => undefined), { once: true });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      panel.hidden = true;
      input.focus();
    }
  });
}
