/**
 * Writes the generated part (`fromGlossary`) of each book's search vocabulary
 * (content/search-vocabulary.<rulebook>.json) from the glossary and the rule
 * index, keeping the reviewed part. Run after a glossary change, then review:
 * `node src/build/generate-search-vocabulary.ts`. A content test fails while
 * the generated part is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { contentDir } from '../lib/content/content-dir.ts';
import { loadGlossary, termsOf } from '../lib/content/glossary.ts';
import { indexRulebook } from '../lib/content/rule-index.ts';
import { generateFromGlossary, vocabularyFile } from '../lib/content/search-vocabulary.ts';
import { rulebooks } from '../lib/site/rulebooks.ts';
import type { Vocabulary } from '../lib/search/vocabulary.ts';

for (const book of rulebooks) {
  const glossary = loadGlossary(book.system);
  if (!glossary) continue;
  const index = indexRulebook(contentDir, book.id);
  const file = vocabularyFile(book.id);
  const old = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Vocabulary) : undefined;
  const vocabulary: Vocabulary = {
    rulebook: book.id,
    fromGlossary: generateFromGlossary(termsOf(glossary, book.id), book.id, (n) =>
      index.rules.has(n),
    ),
    reviewed: old?.reviewed ?? { words: [], names: [], drop: [] },
  };
  writeFileSync(file, `${JSON.stringify(vocabulary, null, 2)}\n`);
  console.log(
    `${file}: ${vocabulary.fromGlossary.words.length} groups, ${vocabulary.fromGlossary.names.length} names`,
  );
}
