import { join } from 'node:path';

/** The content folder. Builds, the dev server and tests all run from the project root. */
export const contentDir = join(process.cwd(), 'content');
