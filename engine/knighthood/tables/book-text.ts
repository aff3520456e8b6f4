/// <reference types="node" />
/**
 * The book's text, for the golden tests only: seed 004 in the shared folder
 * beside the checkout, found by walking up from this file so the tests also
 * find it from Stryker's sandbox. Undefined where the seeds are not present
 * (a bare clone): the tests that need it are then skipped, not failed.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function readBookText(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'shared', 'seeds', '004_bc4deef51605c60b.txt');
    if (existsSync(file)) return readFileSync(file, 'utf8');
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}
