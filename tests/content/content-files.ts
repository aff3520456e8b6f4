/** The content files and rulebook folders, for the content tests. */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contentDir } from '../../src/lib/content/content-dir.ts';

export { contentDir };

export const rulebookFolders = readdirSync(contentDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

export const mdxFiles = readdirSync(contentDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({
    path: join(contentDir, file),
    name: relative(contentDir, join(contentDir, file)),
  }))
  .sort((a, b) => a.name.localeCompare(b.name));
