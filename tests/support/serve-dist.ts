/**
 * A static server for the built site, for browser tests: serves dist/ on
 * loopback the way a static host would (directory index, 404.html), at the
 * root or, for a build with a base, in that sub-folder only. With `gzip` it
 * compresses text as a static host does (Pagefind's own files are gzipped
 * already and go as they are), and `onSent` hears the bytes of every body.
 */
import { createServer, type Server } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_filter': 'application/octet-stream',
};
const compressible = /^(text\/|application\/json|image\/svg)/;

export interface ServeOptions {
  /** Gzip text bodies (HTML, JS, CSS, JSON, SVG) when the browser accepts it. */
  gzip?: boolean;
  /** Called with each request's path and the bytes of the body sent. */
  onSent?: (pathname: string, bytes: number) => void;
}

async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  const path = normalize(join(root, decodeURIComponent(pathname)));
  if (!path.startsWith(root)) return undefined;
  for (const candidate of [path, join(path, 'index.html')]) {
    try {
      if ((await stat(candidate)).isFile()) return candidate;
    } catch {
      /* try the next candidate */
    }
  }
  return undefined;
}

/**
 * Starts serving `root` on 127.0.0.1 under `base` (`/rules/`: the files of
 * `root` at /rules/…, nothing outside it); resolves with the server and its origin.
 */
export function serveDist(
  root: string,
  port = 0,
  base = '/',
  { gzip = false, onSent }: ServeOptions = {},
): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    void (async () => {
      const file = pathname.startsWith(base)
        ? await resolveFile(root, pathname.slice(base.length - 1))
        : undefined;
      if (!file) {
        response.writeHead(404, { 'content-type': types['.html'] });
        response.end(await readFile(join(root, '404.html')).catch(() => 'Not found'));
        return;
      }
      const type = types[extname(file)] ?? 'application/octet-stream';
      const zip =
        gzip &&
        compressible.test(type) &&
        /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const body = zip ? gzipSync(await readFile(file)) : await readFile(file);
      response.writeHead(200, { 'content-type': type, ...(zip && { 'content-encoding': 'gzip' }) });
      response.end(body);
      onSent?.(pathname, body.length);
    })();
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      resolve({ server, url: `http://127.0.0.1:${actual}` });
    });
  });
}
