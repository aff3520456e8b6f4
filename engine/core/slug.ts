/**
 * Text as a URL- and HTML-id-safe slug: pages, sections and board pieces
 * share one rule so an id never depends on who made it.
 */

/** "Co-ordinated movement" → "co-ordinated-movement"; "Author's notes" → "authors-notes"; "Miloš" → "milos". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '') // accents off their letters: "mêlée" → "melee"
    .replace(/[đĐ]/g, 'd') // đ has no decomposition: "Vuković", "Đurađ"
    .toLowerCase()
    .replace(/['‘’]/g, '') // apostrophes, straight or curly, join the word: "Author’s" → "authors"
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, ''); // the line above leaves at most one at each end
}
