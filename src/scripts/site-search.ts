/**
 * The search box. Pagefind is imported the first time the reader types, so
 * pages that are only read never load the index. A rule number is answered
 * from the rule index (`/<rulebook>/rules.json`) alone; words are answered
 * with the rules that hold them (each result opens the page at its rule), a
 * hint when another book matches better, and a suggestion for a misspelling.
 */
import { pagefindCacheTag } from '../lib/search/pagefind-entry.ts';
import { withBase } from '../lib/site/base-path.ts';
import { isRuleNumber, parseRuleQuery } from '../lib/content/rule-numbers.ts';
import {
  matchSectionTitle,
  queryTerms,
  pageKindsOf,
  rankAcrossPages,
  resembles,
  type PageMatch,
  type ResultKind,
  type SectionEntry,
} from '../lib/search/search-ranking.ts';
import { suggestTerm, type TermEntry } from '../lib/search/spelling.ts';

type PagefindData = Omit<PageMatch, 'score'> & { filters: Record<string, string[]> };
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(
    query: string,
    options: { filters?: Record<string, string | { any: string[] }> },
  ): Promise<{ results: { score: number; data(): Promise<PagefindData> }[] }>;
}
interface RuleEntry {
  number: string;
  href: string;
  text: string;
}
interface Hit {
  href: string;
  title: string;
  /** Text with <mark> around the matched words, already escaped. */
  excerpt: string;
  label?: string | undefined;
}

// Pagefind puts its result URLs under the folder its bundle is loaded from: the base.
const pagefindUrl = withBase('/pagefind/pagefind.js');
let pagefind: Promise<Pagefind> | undefined;
const cache = new Map<string, Promise<unknown>>();

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ pagefindUrl).then(async (m: Pagefind) => {
    // A fixed tag gives the entry file one URL, which the service worker has precached.
    // No worker: it would download Pagefind's code a second time (12 KB) to search an
    // index small enough to search in a few milliseconds here.
    await m.options({ excerptLength: 24, metaCacheTag: pagefindCacheTag, noWorker: true });
    return m;
  });
  return pagefind;
}

function loadJson<T>(path: string): Promise<T[]> {
  if (!cache.has(path))
    cache.set(
      path,
      fetch(path).then((r) => (r.ok ? r.json() : [])),
    );
  return cache.get(path) as Promise<T[]>;
}

const escape = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Keeps the <mark> highlights and nothing else from an excerpt. */
function excerptNodes(excerpt: string): Node[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  return [...(doc.body.firstElementChild?.childNodes ?? [])].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

function span(className: string, ...content: (Node | string)[]): HTMLSpanElement {
  const el = document.createElement('span');
  el.className = className;
  el.append(...content);
  return el;
}

function renderHit(hit: Hit): HTMLLIElement {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = hit.href;
  link.append(span('search-hit-title', hit.title));
  if (hit.label) link.append(span('search-hit-label', hit.label));
  link.append(span('search-hit-excerpt', ...excerptNodes(hit.excerpt)));
  item.append(link);
  return item;
}

export function initSearch(root: HTMLElement) {
  const input = root.querySelector<HTMLInputElement>('[data-search-input]');
  const scope = root.querySelector<HTMLSelectElement>('[data-search-scope]');
  const panel = root.querySelector<HTMLElement>('[data-search-panel]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLUListElement>('[data-search-results]');
  const hint = root.querySelector<HTMLButtonElement>('[data-search-hint]');
  const kindFilter = root.querySelector<HTMLSelectElement>('[data-search-kind]');
  if (!input || !scope || !panel || !status || !list || !hint || !kindFilter) return;
  const current = root.dataset['rulebook'];
  const books = [...scope.options].filter((o) => o.value);
  const titleOf = (id: string) => books.find((o) => o.value === id)?.dataset['title'] ?? id;
  // A book named by sections has no rule numbers: a number typed there is searched as text.
  const numbered = (id: string) =>
    books.find((o) => o.value === id)?.dataset['numbering'] !== 'sections';
  let latest: Promise<Hit[]> = Promise.resolve([]);
  let hintBook = '';

  const show = (message: string, hits: Hit[], better?: { id: string; count: number }) => {
    panel.hidden = false;
    status.textContent = message;
    list.replaceChildren(...hits.map(renderHit));
    hintBook = better?.id ?? '';
    hint.hidden = !better;
    if (better) {
      hint.textContent = `Better matches in ${titleOf(better.id)} (${better.count}) — show them`;
    }
    root.dataset['state'] = hits.length > 0 ? 'results' : 'empty';
  };

  /** The same rule number in each book searched, the current book first. */
  const numberHits = async (number: string, searched: string[]): Promise<Hit[]> => {
    const found = await Promise.all(
      searched.map(async (book) => {
        const rule = (await loadJson<RuleEntry>(withBase(`/${book}/rules.json`))).find(
          (r) => r.number === number,
        );
        const label = titleOf(book);
        return rule
          ? [{ href: rule.href, title: `Rule ${number}`, label, excerpt: escape(rule.text) }]
          : [];
      }),
    );
    return found.flat();
  };

  /** The section named by the query, in the books named by sections that are searched. */
  const sectionHits = async (query: string, searched: string[]): Promise<Hit[]> => {
    const found = await Promise.all(
      searched.map(async (book) => {
        const section = matchSectionTitle(
          query,
          await loadJson<SectionEntry>(withBase(`/${book}/rules.json`)),
        );
        const label = scope.value ? undefined : titleOf(book);
        return section ? [{ href: section.href, title: section.text, label, excerpt: '' }] : [];
      }),
    );
    return found.flat();
  };

  /** Pagefind's pages for a query in one book (or all), with their rules ranked; `typed` is the reader's query. */
  const searchBook = async (engine: Pagefind, query: string, book: string, typed = query) => {
    const kind = kindFilter.value as ResultKind | '';
    const filters = {
      ...(book ? { rulebook: titleOf(book) } : {}),
      ...(kind ? { kind: { any: pageKindsOf[kind] } } : {}),
    };
    const search = await engine.search(query, { filters });
    // A query typed over while Pagefind searched loads no fragments: its answer is not shown.
    const shown = input.value.trim() === typed ? 12 : 0;
    const pages = await Promise.all(
      search.results.slice(0, shown).map(async (r) => {
        const data = await r.data();
        // Searching every book, each result names its book.
        const title = [data.meta.title, book ? '' : data.filters['rulebook']?.[0]];
        return {
          ...data,
          meta: { ...data.meta, title: title.filter(Boolean).join(' · ') },
          score: r.score,
        };
      }),
    );
    const terms = queryTerms(query);
    // A page of one kind holds results of others (a rule page its worked examples).
    const ranked = rankAcrossPages(pages, terms, kind ? 4 : 2).filter(
      (h) => !kind || h.kind === kind,
    );
    const hits = ranked.map((hit) => ({
      href: hit.href,
      title: hit.title,
      label: hit.page === hit.title ? undefined : hit.page,
      excerpt: hit.excerpt,
    }));
    // Words that no result really holds (a stray stem matched them): a misspelling.
    const matched = pages.flatMap((p) => {
      const words = p.content.split(/\s+/);
      return p.locations.map((l) => words[l] ?? '');
    });
    const unmatched = terms.filter((t) => !matched.some((word) => resembles(word, t)));
    return { hits, unmatched, top: search.results[0]?.score ?? 0, count: search.results.length };
  };

  const answer = async (query: string): Promise<Hit[]> => {
    const chosen = scope.value;
    const searched = chosen
      ? [chosen]
      : [...new Set([current ?? '', ...books.map((o) => o.value)])].filter(Boolean);
    const withNumbers = searched.filter(numbered);
    const number =
      withNumbers.length > 0
        ? (parseRuleQuery(query) ?? /^\s*(\d+(?:\.\d+)*)\s*$/.exec(query)?.[1])
        : undefined;
    if (number) {
      // Numbers are answered from the rule index only: hex numbers in scenario tables are not rules.
      const hits = await numberHits(number, withNumbers);
      const elsewhere =
        hits.length > 0 ? [] : await numberHits(number, books.map((o) => o.value).filter(numbered));
      const where = chosen ? titleOf(chosen) : 'any rulebook';
      // Typed over while the index loaded ("5.5" on the way to "5.5.2"): not shown.
      if (input.value.trim() !== query) return hits;
      show(
        hits.length > 0
          ? `Rule ${number}: press Enter to open it.`
          : `No rule ${number} in ${where}.`,
        [...hits, ...elsewhere],
      );
      return hits;
    }
    let engine: Pagefind;
    try {
      engine = await loadPagefind();
    } catch {
      show(
        'Search is not available here: the index is made by npm run build (the dev server has none).',
        [],
      );
      return [];
    }
    let result = await searchBook(engine, query, chosen);
    if (input.value.trim() !== query) return [];
    let message = '';
    // A section's or a term's own rule is listed first unless another kind is asked for.
    const rulesShown = kindFilter.value === '' || kindFilter.value === 'rules';
    let first = rulesShown
      ? await sectionHits(
          query,
          searched.filter((book) => !numbered(book)),
        )
      : [];
    if (result.unmatched.length > 0) {
      const terms = (
        await Promise.all(searched.map((b) => loadJson<TermEntry>(withBase(`/${b}/terms.json`))))
      ).flat();
      const suggestion = suggestTerm(result.unmatched.join(' '), terms);
      if (suggestion) {
        message = `Nothing matches “${query}”; showing “${suggestion.term}”. `;
        // A rule number names its rule; a section's slug does not, so the term does.
        const byNumber = isRuleNumber(suggestion.number);
        first = rulesShown
          ? [
              {
                href: suggestion.href,
                title: byNumber ? `Rule ${suggestion.number}` : suggestion.term,
                label: byNumber ? suggestion.term : undefined,
                excerpt: '',
              },
            ]
          : [];
        result = await searchBook(engine, suggestion.term, chosen, query);
      } else if (result.unmatched.length === queryTerms(query).length) {
        result = { ...result, hits: [] };
      }
    }
    const hits = [...first, ...result.hits.filter((h) => h.href !== first[0]?.href)].slice(0, 10);
    // Another book that matches clearly better is offered with one tap.
    let better: { id: string; count: number } | undefined;
    let bar = Math.max(result.top * 1.5, 0.5);
    const others = chosen && first.length === 0 ? books.filter((o) => o.value !== chosen) : [];
    const searches = await Promise.all(
      others.map((o) => engine.search(query, { filters: { rulebook: titleOf(o.value) } })),
    );
    for (const [i, search] of searches.entries()) {
      const top = search.results[0]?.score ?? 0;
      const id = others[i]?.value ?? '';
      if (top > bar) [better, bar] = [{ id, count: search.results.length }, top];
    }
    if (input.value.trim() !== query) return hits;
    show(
      `${message}${hits.length === 0 ? `No results for “${query}”.` : `${hits.length} results`}`,
      hits,
      better,
    );
    return hits;
  };

  let timer = 0;
  const run = () => {
    const query = input.value.trim();
    clearTimeout(timer);
    if (!query) {
      panel.hidden = true;
      root.dataset['state'] = 'idle';
      latest = Promise.resolve([]);
      return;
    }
    // A short pause lets fast typing settle before searching; one or two letters match
    // most pages, whose fragments would be downloaded for nothing, so they wait until the
    // reader stops typing. Enter waits for the answer to the latest query.
    latest = new Promise((resolve) => {
      timer = window.setTimeout(() => resolve(answer(query)), query.length > 2 ? 50 : 300);
    });
  };
  const close = () => {
    panel.hidden = true;
  };

  input.addEventListener('input', run);
  scope.addEventListener('change', run);
  kindFilter.addEventListener('change', run);
  hint.addEventListener('click', () => {
    scope.value = hintBook;
    run();
  });
  void loadPagefind().catch(() => undefined);
  // Words typed while this module loaded are searched now.
  run();
  input.addEventListener('focus', () => {
    if (input.value.trim()) panel.hidden = false;
  });
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void latest.then((hits) => {
      if (hits[0]) location.href = hits[0].href;
    });
  });
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      close();
      input.focus();
    }
  });
  // A tap or click outside the search closes its panel.
  document.addEventListener('pointerdown', (event) => {
    if (!root.contains(event.target as Node)) close();
  });
}
